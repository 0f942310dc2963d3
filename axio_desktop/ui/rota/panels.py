"""AXIO Rota's panels that only show things: the hand panel and the move log."""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from ...engine.rota import Placement
from ..core.scale import factor, px
from ..core.surface_cache import MIB, surface_cache
from ..core.symbols import points_strip
from ..core.theme import (
    ACCENT,
    BAD,
    PANEL,
    PANEL_EDGE,
    PANEL_LIGHT,
    PLAYER_RGB,
    TEXT,
    TEXT_DIM,
    fit_text,
    font,
    text,
    wrap,
)
from ..i18n import language, tr
from ..table.layout import TableLayout
from .board import TRACK_COLOURS
from .tile_art import tile_face
from .wording import named_colour_note, placement_summary

LOG_ROW = 42


@dataclass(frozen=True, slots=True)
class HandShown:
    """What the hand strip may show. ``corners`` is None unless the tile is face up for
    the player at the screen (their own hand, or a bonus tile from the supply)."""

    title: str
    corners: str | None
    stack: str
    supply: int
    face_up: bool = False
    away: bool = False
    """The tile is held or put down: its place in the hand shows a faint copy."""
    thinking: float | None = None
    """Seconds a bot has been thinking (the face-down tile breathes), else None."""


def draw_hand_strip(surface: pygame.Surface, layout: TableLayout, hand: HandShown) -> None:
    """The strip along the board's bottom: whose tile it is and the counts, and the tile
    (face up, a faint copy while it is held or put down, or face down)."""
    strip = layout.hand
    surface.fill(PANEL, strip)
    pygame.draw.line(surface, PANEL_EDGE, strip.topleft, strip.topright)
    slot = layout.slots[0]
    title = fit_text(hand.title, px(15), layout.answers.x - slot.x - px(20),
                     ACCENT if hand.face_up else TEXT, bold=True, smallest=px(12))
    surface.blit(title, (strip.x + px(12), strip.y + px(5)))
    tile = slot.inflate(-px(10), -px(10))
    pygame.draw.rect(surface, PANEL_LIGHT, slot, border_radius=px(6))
    pygame.draw.rect(surface, PANEL_EDGE, slot, px(1), border_radius=px(6))
    if hand.corners is not None:
        face = tile_face(hand.corners, tile.width)
        if hand.away:
            face = face.copy()
            face.set_alpha(70)
        surface.blit(face, tile.topleft)
    else:
        draw_tile_back(surface, tile, hand.thinking)
    info = fit_text(f"{hand.stack} · {tr('game.supply', count=hand.supply)}", px(14),
                    layout.answers.x - slot.right - px(24), TEXT_DIM)
    surface.blit(info, (slot.right + px(16), slot.centery - info.get_height() // 2))


def draw_tile_back(
    surface: pygame.Surface, rect: pygame.Rect, thinking: float | None = None
) -> None:
    """A face-down tile: nobody may see what it is. While a bot thinks its rim glows
    and fades, so the player sees that something is going on."""
    pygame.draw.rect(surface, (52, 44, 70), rect, border_radius=6)
    glow = 0.0 if thinking is None else 0.5 + 0.5 * math.sin(thinking * 4.0)
    rim = (round(120 + 100 * glow), round(100 + 80 * glow), round(160 + 60 * glow))
    pygame.draw.rect(surface, rim, rect.inflate(-8, -8), 2 + round(2 * glow), border_radius=5)
    label = text("AXIO", max(12, rect.width // 5), (170, 150, 210), True)
    surface.blit(label, label.get_rect(center=rect.center))


def move_log_rows(
    rect: pygame.Rect, history: Sequence[Placement], faults: int, back: int = 0
) -> list[tuple[pygame.Rect, Placement]]:
    """Where each shown placement sits in the log: newest at the bottom, ``back`` rows
    scrolled back from the latest, below one row for the latest bot fault (if any)."""
    inner, row_height = log_inner(rect), px(LOG_ROW)
    rows = inner.height // row_height
    fault_rows = min(faults, 1 if rows > 2 else 0)
    shown = rows - fault_rows
    if shown <= 0:
        return []
    end = max(shown, len(history) - back)
    top = inner.y + fault_rows * row_height
    return [
        (pygame.Rect(inner.x, top + index * row_height, inner.width, row_height), placement)
        for index, placement in enumerate(history[max(0, end - shown) : end])
    ]


def log_inner(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.x + px(6), rect.y + px(28), rect.width - px(12),
                       rect.height - px(34))


def draw_move_log(
    surface: pygame.Surface,
    rect: pygame.Rect,
    history: Sequence[Placement],
    names: Sequence[str],
    faults: Sequence[str],
    back: int = 0,
    hovered: Placement | None = None,
    hinted: Collection[int] = (),
) -> None:
    """The move log (see `move_log_rows`); the ``hovered`` row is lit up, and the
    placements made after a hint (their indices in ``hinted``) say so."""
    local = pygame.Rect((0, 0), rect.size)
    rows = move_log_rows(local, history, len(faults), back)
    shown = tuple(placement for _row, placement in rows)
    lit = next((index for index, placement in enumerate(shown) if placement is hovered), None)
    marked = tuple(placement.index in hinted for placement in shown)
    fault = faults[-1] if faults and rows and rows[0][0].y > log_inner(local).y else None
    picture = log_picture(rect.size, shown, lit, marked, tuple(names), fault, language(),
                          factor())
    surface.blit(picture, rect.topleft)


# The log is drawn every frame and changes once a turn (or as the pointer moves over
# it): it is drawn once for what it shows (``words``, the language, and the
# interface's ``scale`` among it).
@surface_cache(max_bytes=4 * MIB)
def log_picture(size: tuple[int, int], shown: tuple[Placement, ...], lit: int | None,
                marked: tuple[bool, ...], names: tuple[str, ...], fault: str | None,
                words: str, scale: float) -> pygame.Surface:
    """The rows ``shown`` (the ``lit`` one lit up, the ``marked`` ones made after a
    hint) under the ``fault``'s row if one is told."""
    surface = pygame.Surface(size)
    surface.fill(PANEL)  # the side panel's colour, under the log's round corners
    rect = surface.get_rect()
    pygame.draw.rect(surface, PANEL_LIGHT, rect, border_radius=px(8))
    heading = text(tr("log.title"), px(14), TEXT_DIM, True)
    surface.blit(heading, (rect.x + px(10), rect.y + px(6)))
    inner, row_height = log_inner(rect), px(LOG_ROW)
    surface.set_clip(inner)
    if fault is not None:
        first, *rest = wrap(fault, px(12), inner.width - px(8))  # two lines fit the fault's row
        line_height = font(px(12)).get_linesize()
        for number, line in enumerate([first, " ".join(rest)] if rest else [first]):
            drawn = fit_text(line, px(12), inner.width - px(8), BAD)
            surface.blit(drawn, (inner.x + px(4), inner.y + px(3) + number * line_height))
    top = inner.y + (row_height if fault is not None else 0)
    for index, placement in enumerate(shown):
        row = log_row((inner.width, row_height), placement, index == lit, marked[index], names,
                      words, scale)
        surface.blit(row, (inner.x, top + index * row_height))
    return surface


# A decision adds one row to the log and moves the others: each row is drawn once for
# what it shows, and the log put together from them.
@surface_cache(max_bytes=4 * MIB)
def log_row(size: tuple[int, int], placement: Placement, lit: bool, marked: bool,
            names: tuple[str, ...], words: str, scale: float) -> pygame.Surface:
    """One placement's row of the log (``lit``: under the pointer; ``marked``: made
    after a hint) on the log's colour."""
    surface = pygame.Surface(size)
    surface.fill(PANEL_LIGHT)
    row = surface.get_rect()
    row_height = row.height
    x, y = row.topleft
    if lit:
        pygame.draw.rect(surface, PANEL_EDGE, row, border_radius=px(6))
    icon = tile_face(placement.tile.rotations[placement.move.rotation], row_height - px(8))
    surface.blit(icon, (x + px(2), y + px(4)))
    colour = PLAYER_RGB[placement.player % len(PLAYER_RGB)]
    summary = fit_text(placement_summary(placement, names), px(13),
                       row.width - row_height - px(4), colour)
    surface.blit(summary, (x + row_height, y + px(2)))
    strip = points_strip(placement.points, px(13), TRACK_COLOURS)
    x += row_height
    lower = y + px(22)
    if strip is not None:
        surface.blit(strip, (x, lower - px(1)))
        x += strip.get_width() + px(6)
    else:
        nothing = text(tr("log.no_points"), px(12), TEXT_DIM)
        surface.blit(nothing, (x, lower))
        x += nothing.get_width() + px(6)
    named = named_colour_note(placement)
    if named is not None:
        note = text(named, px(12), TEXT_DIM)
        surface.blit(note, (x, lower))
        x += note.get_width() + px(6)
    if placement.axio:
        axio = text("AXIO!", px(13), ACCENT, True)
        surface.blit(axio, (x, lower - px(1)))
        x += axio.get_width() + px(6)
    if marked:
        surface.blit(text(tr("log.hint"), px(12), TEXT_DIM, True), (x, lower))
    return surface
