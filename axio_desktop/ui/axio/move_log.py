"""The AXIO move log: every placement (where in notation, the tile's colours as their
symbols, points, pyramids, AXIO!, bonus) and every exchange, newest first, drawn from
the engine's turns."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from ...engine.axio import Turn
from ...engine.axio.notation import AxioNotation
from ..core.scale import factor, px
from ..core.surface_cache import MIB, surface_cache
from ..core.symbols import symbol_icon
from ..core.theme import (
    ACCENT,
    BAD,
    GOOD,
    PANEL,
    PANEL_EDGE,
    PLAYER_RGB,
    TEXT,
    TEXT_DIM,
    fit_text,
    text,
)
from ..i18n import language, tr
from .pieces import draw_pyramid

ROW = 24


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One row: a placement (``cells`` and ``colours`` are its notation, ``g7-g8`` and
    ``RG``) or an exchange."""

    player: int
    cells: str = ""
    colours: str = ""
    points: int = 0
    pyramids: int = 0
    axio: str = ""
    bonus: bool = False
    exchange: bool = False
    hinted: bool = False


def log_entries(turns: Sequence[Turn], hinted: set[int], notation: AxioNotation
                ) -> list[LogEntry]:
    """Oldest first: each placement, then the turn's exchange if it was taken."""
    entries: list[LogEntry] = []
    placed = 0
    for turn in turns:
        entries += _turn_entries(turn, notation)
        placed += len(turn.placements)
    if hinted:
        numbers = [index for index, entry in enumerate(entries) if not entry.exchange]
        for number in hinted:
            if number < placed:
                entries[numbers[number]] = replace(entries[numbers[number]], hinted=True)
    return entries


_FINISHED: dict[int, tuple[Turn, AxioNotation, tuple[LogEntry, ...]]] = {}
"""The rows of finished turns by the turn's id (the turn is kept, so its id stays its
own): the log is read every frame, and a finished turn never changes."""
_FINISHED_MOST = 1024


def _turn_entries(turn: Turn, notation: AxioNotation) -> tuple[LogEntry, ...]:
    known = _FINISHED.get(id(turn))
    if known is not None and known[0] is turn and known[1].rules is notation.rules:
        return known[2]
    entries = tuple(LogEntry(placement.player, notation.cells(placement.place),
                             placement.place.colours, sum(placement.points),
                             len(placement.pyramids), "".join(placement.axio), placement.bonus)
                    for placement in turn.placements)
    if turn.exchange:
        entries += (LogEntry(turn.player, exchange=True),)
    if turn.draw is not None:
        if len(_FINISHED) >= _FINISHED_MOST:
            _FINISHED.clear()
        _FINISHED[id(turn)] = (turn, notation, entries)
    return entries


def draw_log_entries(surface: pygame.Surface, rect: pygame.Rect, entries: Sequence[LogEntry],
                     names: Sequence[str], faults: Sequence[str], back: int = 0) -> None:
    """Newest first, ``back`` entries scrolled back; the latest bot fault (if any) on
    top of them."""
    rows = max(0, (rect.height - px(30)) // px(ROW))
    fault = faults[-1] if faults and rows > 2 else None
    if fault is not None:
        rows -= 1
    end = max(0, len(entries) - back)
    shown = tuple(reversed(entries[max(0, end - rows): end]))
    picture = log_picture(rect.size, shown, tuple(names), fault, language(), factor())
    surface.blit(picture, rect.topleft)


# The log is drawn every frame and changes once a turn: it is drawn once for the rows
# it shows (``words``, the language, and the interface's ``scale`` are part of it).
@surface_cache(max_bytes=2 * MIB)
def log_picture(size: tuple[int, int], shown: tuple[LogEntry, ...], names: tuple[str, ...],
                fault: str | None, words: str, scale: float) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(PANEL)  # the side panel's colour, under the log's round corners
    rect = surface.get_rect()
    heading = text(tr("log.title"), px(14), TEXT_DIM, True)
    surface.blit(heading, (rect.x + px(10), rect.y + px(6)))
    top, row_height = rect.y + px(28), px(ROW)
    if fault is not None:
        surface.blit(fit_text(fault, px(13), rect.width - px(20), BAD),
                     (rect.x + px(10), top + px(3)))
        top += row_height
    for index, entry in enumerate(shown):
        row = log_row((rect.width - px(11), row_height), entry, names[entry.player], words,
                      scale)
        surface.blit(row, (rect.x + px(10), top + index * row_height))
    pygame.draw.rect(surface, PANEL_EDGE, rect, px(1), border_radius=px(8))  # over the rows
    return surface


# A decision adds one row to the log and moves the others: each row is drawn once for
# what it shows, and the log put together from them. A log below the board of a big
# window shows some 25 rows 930 pixels wide: 2.2 MiB.
@surface_cache(max_bytes=6 * MIB)
def log_row(size: tuple[int, int], entry: LogEntry, name: str, words: str, scale: float
            ) -> pygame.Surface:
    """One entry's row of the log, from the name's left edge to the log's edge, on the
    log's colour."""
    surface = pygame.Surface(size)
    surface.fill(PANEL)
    width = size[0] + px(11)
    """The log's width."""
    left, y = -px(10), 0
    icon = px(16)
    name_width = width * 30 // 100
    colour = PLAYER_RGB[entry.player % len(PLAYER_RGB)]
    surface.blit(fit_text(name, px(14), name_width, colour, bold=True), (left + px(10), y + px(2)))
    x = left + px(14) + name_width
    right = left + width
    if entry.exchange:
        exchanged = fit_text(tr("axio.log_exchange"), px(14), right - px(10) - x, TEXT_DIM,
                             smallest=px(12))
        surface.blit(exchanged, (x, y + px(2)))
        return surface
    cells = text(entry.cells, px(14), TEXT)
    surface.blit(cells, (x, y + px(2)))
    x += cells.get_width() + px(5)
    for colour_code in entry.colours:
        surface.blit(symbol_icon(colour_code, icon), (x, y + px(3)))
        x += icon + px(2)
    points = text(f"+{entry.points}", px(14), GOOD if entry.points else TEXT_DIM, True)
    surface.blit(points, (x + px(6), y + px(2)))
    x += points.get_width() + px(14)
    if entry.pyramids:
        draw_pyramid(surface, (x + px(8), y + px(12)), px(24))
        surface.blit(text(f"×{entry.pyramids}", px(13), TEXT), (x + px(18), y + px(3)))
        x += px(42)
    tags = []
    if entry.bonus:
        tags.append(tr("axio.log_bonus"))
    if entry.axio:
        tags.append("AXIO!")
    if entry.hinted:
        tags.append(tr("axio.log_hint"))
    if tags:
        label = fit_text(" ".join(tags), px(13), max(px(10), right - px(8) - x), ACCENT,
                         bold=True)
        surface.blit(label, (x, y + px(3)))
    return surface
