"""The review's move list: one row per placement with its number, turn, mover, the
placement in the game's notation, what it scored and its mark, and one per answer to
AXIO's exchange option (its notation, ``exchange`` or ``keep``, and its mark) after its
turn's placements; a mark of the first pass paler (`mark_style.provisional_rgb`), until
the deep pass's replaces it; the selected row lit, the list scrolled to keep it in view. Drawing
changes nothing; `row_at` says which row a point is on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..core.scale import px
from ..core.theme import ACCENT, PANEL_LIGHT, PLAYER_RGB, TEXT, TEXT_DIM, fit_text, font, text
from ..core.widgets import draw_panel
from .mark_style import RGB, SYMBOLS, draw_check, provisional_rgb

ROW = 26
ELLIPSIS = 14
"""Room for the "…" after points cut short."""


@dataclass(frozen=True, slots=True)
class MoveRow:
    """What the list shows of one decision (``mark`` None while it is not judged):
    ``index`` is its row, ``number`` the placement's number ("" for an answer to the
    exchange option)."""

    index: int
    number: str
    turn: str
    player: int
    name: str
    notation: str
    """The decision written down (``g7-g8 RG``, ``E2N1 r1``, ``keep``)."""
    points: pygame.Surface | None
    """The points it brought, as colour symbols (None: none, or an answer)."""
    mark: str | None
    provisional: bool = False
    """Whether the mark is the first pass's (the deep one is still to come)."""


def first_shown(rect: pygame.Rect, count: int, selected: int) -> int:
    """The first row shown, so that ``selected`` is in view (near the middle)."""
    fits = max(1, (rect.height - px(8)) // px(ROW))
    return max(0, min(count - fits, selected - fits // 2))


def row_at(rect: pygame.Rect, count: int, selected: int, point: tuple[int, int]) -> int | None:
    """The row at ``point``, if any."""
    if not rect.collidepoint(point):
        return None
    index = first_shown(rect, count, selected) + (point[1] - rect.y - px(4)) // px(ROW)
    return index if 0 <= index < count else None


def draw_move_list(surface: pygame.Surface, rect: pygame.Rect, rows: Sequence[MoveRow],
                   selected: int) -> None:
    draw_panel(surface, rect, (24, 30, 36))
    previous = surface.get_clip()
    surface.set_clip(rect.inflate(-px(2), -px(2)))
    start = first_shown(rect, len(rows), selected)
    name_width = max(px(50), (rect.width - px(84) - px(34)) * 28 // 100)
    notation_x = px(84) + name_width + px(6)
    widest = max((font(px(14)).size(row.notation)[0] for row in rows), default=0)
    notation_width = min(widest, rect.width - notation_x - px(34) - px(40))  # the points get the rest
    y = rect.y + px(4)
    for row in rows[start:]:
        if y + px(ROW) > rect.bottom:
            break
        line = pygame.Rect(rect.x + px(2), y, rect.width - px(4), px(ROW))
        if row.index == selected:
            pygame.draw.rect(surface, PANEL_LIGHT, line, border_radius=px(4))
            pygame.draw.rect(surface, ACCENT, line, px(1), border_radius=px(4))
        middle = line.centery
        number = text(row.number, px(14), TEXT_DIM)
        surface.blit(number, number.get_rect(midright=(line.x + px(32), middle)))
        turn = text(row.turn, px(14), TEXT_DIM)
        surface.blit(turn, turn.get_rect(midleft=(line.x + px(40), middle)))
        name = fit_text(row.name, px(15), name_width, PLAYER_RGB[row.player % len(PLAYER_RGB)])
        surface.blit(name, name.get_rect(midleft=(line.x + px(84), middle)))
        written = fit_text(row.notation, px(14), notation_width, TEXT)
        surface.blit(written, written.get_rect(midleft=(line.x + notation_x, middle)))
        if row.points is not None:
            room = pygame.Rect(line.x + notation_x + notation_width + px(8), line.y, 0, px(ROW))
            room.width = line.right - px(34) - room.x
            if row.points.get_width() > room.width:  # what does not fit is left out, and says so
                room.width -= ELLIPSIS
                more = text("…", px(14), TEXT_DIM)
                surface.blit(more, more.get_rect(midleft=(room.right + px(2), middle)))
            surface.set_clip(room.clip(rect.inflate(-px(2), -px(2))))
            surface.blit(row.points, row.points.get_rect(midleft=room.midleft))
            surface.set_clip(rect.inflate(-px(2), -px(2)))
        mark_at = (line.right - px(20), middle)
        colour = RGB[row.mark] if row.mark is not None else TEXT_DIM
        if row.provisional:
            colour = provisional_rgb(colour)
        if row.mark == "best":
            draw_check(surface, mark_at, px(12), colour)
        elif row.mark is not None and SYMBOLS[row.mark]:
            symbol = text(SYMBOLS[row.mark], px(16), colour, True)
            surface.blit(symbol, symbol.get_rect(center=mark_at))
        elif row.mark is None:
            pygame.draw.circle(surface, (80, 90, 100), mark_at, px(3))
        y += px(ROW)
    surface.set_clip(previous)
