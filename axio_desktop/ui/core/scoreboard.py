"""A player's scoreboard: a track per colour (AXIO Rota: five, 0 to 12; AXIO: 0 to 18,
solo on to 36 over a second board) with markers that glide to new scores."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from .scale import factor, px
from .surface_cache import MIB, surface_cache
from .symbols import symbol_icon
from .theme import (
    ACCENT,
    GOOD,
    PANEL,
    PANEL_EDGE,
    PANEL_LIGHT,
    SYMBOL_RGB,
    TEXT,
    TEXT_DIM,
    Rgb,
    fit_text,
    font,
    text,
)

MARKER_SPEED = 6.0
"""Track steps per second a marker moves when points are gained."""


@dataclass(frozen=True, slots=True)
class ScoreCard:
    """What one scoreboard shows."""

    name: str
    detail: str
    scores: tuple[int, ...]
    shown: tuple[float, ...]
    """Marker positions right now (they trail ``scores`` while they move)."""
    accent: Rgb
    active: bool
    colours: str
    """The game's colours in track order."""
    top: int
    """The track's last step."""
    count: str = ""
    """Shown whole after ``detail`` (the tiles left), which is shortened to make room."""
    board_end: int | None = None
    """Where the first scoreboard ends when a second one carries the tracks on (solo AXIO)."""
    link: Rgb | None = None
    """Online, a dot before the name in this colour: whether the seat is connected."""


def glide(shown: Sequence[float], target: Sequence[int], dt: float) -> tuple[float, ...]:
    """Marker positions after ``dt`` seconds of moving toward ``target``."""
    step = MARKER_SPEED * dt
    return tuple(
        value + min(step, goal - value) if value < goal else max(goal, value - step)
        for value, goal in zip(shown, target)
    )


def track_row(rect: pygame.Rect, tracks: int, index: int) -> pygame.Rect:
    """The row of track ``index`` of the ``tracks`` on the scoreboard drawn in ``rect``."""
    header = max(px(18), min(px(24), rect.height // 5))
    rows_top = rect.y + header + px(2)
    row_height = max(px(10), (rect.bottom - px(4) - rows_top) // tracks)
    return pygame.Rect(rect.x + px(4), rows_top + index * row_height, rect.width - px(8),
                       row_height)


def draw_scorecard(surface: pygame.Surface, rect: pygame.Rect, card: ScoreCard,
                   backdrop: Rgb | None = None) -> None:
    """``card`` in ``rect``, on ``backdrop`` (the colour under the card, which makes
    its picture opaque and quick to copy; None: drawn see-through)."""
    if card.shown == card.scores:  # at rest: one picture for all of it
        surface.blit(scorecard_picture(rect.size, card, backdrop, factor()), rect.topleft)
        return
    # The markers glide: the card without them is the same for every frame of the glide.
    still = replace(card, shown=())
    surface.blit(scorecard_picture(rect.size, still, backdrop, factor()), rect.topleft)
    _draw_bars(surface, rect, card)


# Four scoreboards of a big window weigh about a megabyte.
@surface_cache(max_bytes=4 * MIB)
def scorecard_picture(size: tuple[int, int], card: ScoreCard, backdrop: Rgb | None,
                      scale: float) -> pygame.Surface:
    """``card`` drawn on a surface of ``size`` at the interface's ``scale`` (the table
    draws the same scoreboards every frame: they are drawn once for what they show);
    its bars only where ``card.shown`` says where they are."""
    if backdrop is None:
        picture = pygame.Surface(size, pygame.SRCALPHA)
    else:
        picture = pygame.Surface(size)
        picture.fill(backdrop)
    rect = picture.get_rect()
    _draw_card(picture, rect, card)
    if card.shown:
        _draw_bars(picture, rect, card)
    return picture


@dataclass(frozen=True, slots=True)
class _Tracks:
    """Where a card's tracks lie."""

    thick: int
    left: int
    right: int
    slot: float

    @classmethod
    def of(cls, rect: pygame.Rect, card: ScoreCard) -> _Tracks:
        thick = max(px(8), min(px(20), track_row(rect, len(card.colours), 0).height - px(3)))
        """A track is as thick as its symbol."""
        left = rect.x + px(10) + thick + px(6)
        right = rect.right - px(10 + VALUE_WIDTH)
        return cls(thick, left, right, (right - left) / (card.top + 1))


VALUE_WIDTH = 30


def _draw_bars(surface: pygame.Surface, rect: pygame.Rect, card: ScoreCard) -> None:
    """The filled part of each track to where its marker is (``card.shown``), the
    ticks and the end of the first board."""
    tracks = _Tracks.of(rect, card)
    thick, slot = tracks.thick, tracks.slot
    for index, colour in enumerate(card.colours):
        centre_y = track_row(rect, len(card.colours), index).centery
        bar = pygame.Rect(tracks.left, centre_y - thick // 2, tracks.right - tracks.left, thick)
        shown = card.shown[index]
        if shown > 0:
            filled = bar.copy()
            filled.width = max(thick, round(slot * (shown + 1)))
            pygame.draw.rect(surface, _dim(SYMBOL_RGB[colour]), filled, border_radius=thick // 2)
            tip = pygame.Rect(0, 0, thick, thick)
            tip.midright = filled.midright
            pygame.draw.rect(surface, SYMBOL_RGB[colour], tip, border_radius=thick // 2)
        ticks = 6
        for step in range(ticks, card.top + 1, ticks):
            tick_x = round(tracks.left + slot * step)
            pygame.draw.line(surface, PANEL_EDGE if tick_x > bar.x + slot * (shown + 1) else
                             PANEL, (tick_x, bar.y + px(2)), (tick_x, bar.bottom - px(3)),
                             px(1))
        if card.board_end is not None:
            end_x = round(tracks.left + slot * (card.board_end + 1))
            pygame.draw.line(surface, TEXT_DIM, (end_x, bar.y - px(2)),
                             (end_x, bar.bottom + px(1)), px(2))


def _draw_card(surface: pygame.Surface, rect: pygame.Rect, card: ScoreCard) -> None:
    """All of the card but the bars' filled parts (`_draw_bars`)."""
    fill = (44, 54, 64) if card.active else PANEL_LIGHT
    pygame.draw.rect(surface, fill, rect, border_radius=px(8))
    pygame.draw.rect(
        surface,
        card.accent if card.active else PANEL_EDGE,
        rect,
        px(3) if card.active else px(1),
        border_radius=px(8),
    )
    header = max(px(18), min(px(24), rect.height // 5))
    name_size = max(px(13), header - px(6))
    detail_size = max(px(11), name_size - px(3))
    dot = 0 if card.link is None else name_size // 2 + px(6)
    # The name first: the detail takes what the name leaves free, and at least 40% of
    # the card. A detail that does not fit whole is left out (the count stays), rather
    # than cutting both the name and the detail short.
    name_needs = font(name_size, True).size(card.name)[0]
    detail_room = max(rect.width * 40 // 100, rect.width - px(28) - dot - name_needs)
    shown_detail = card.detail
    count_text = f" · {card.count}" if card.count else ""
    whole = font(detail_size).size(card.detail + count_text)[0]
    if card.count and whole > rect.width - px(28) - dot - name_needs:
        shown_detail, count_text = "", card.count
    count = text(count_text, detail_size, TEXT_DIM)
    detail = fit_text(shown_detail, detail_size, detail_room - count.get_width(), TEXT_DIM)
    detail_width = detail.get_width() + count.get_width()
    name = fit_text(card.name, name_size, rect.width - detail_width - px(28) - dot, card.accent,
                    bold=True)
    if card.link is not None:
        radius = name_size // 4 + 1
        pygame.draw.circle(surface, card.link, (rect.x + px(10) + radius,
                                                rect.y + px(3) + name.get_height() // 2), radius)
    surface.blit(name, (rect.x + px(10) + dot, rect.y + px(3)))
    detail_top = rect.y + px(3) + (name.get_height() - detail.get_height()) // 2
    surface.blit(detail, (rect.right - detail_width - px(10), detail_top))
    surface.blit(count, (rect.right - count.get_width() - px(10), detail_top))
    row_height = track_row(rect, len(card.colours), 0).height
    tracks = _Tracks.of(rect, card)
    thick = tracks.thick
    lowest = min(card.scores)
    # While every colour is level (the start) none is marked: the mark tells which lags.
    marks_lowest = lowest < max(card.scores)
    for index, colour in enumerate(card.colours):
        centre_y = track_row(rect, len(card.colours), index).centery
        value = card.scores[index]
        is_lowest = marks_lowest and value == lowest
        if is_lowest:  # the colour that counts at the end: marked across its whole row
            band = pygame.Rect(rect.x + px(5), centre_y - thick // 2 - px(2), rect.width - px(10),
                               thick + px(4))
            pygame.draw.rect(surface, (58, 52, 30), band, border_radius=(thick + px(4)) // 2)
            pygame.draw.rect(surface, ACCENT, band, px(1), border_radius=(thick + px(4)) // 2)
        surface.blit(symbol_icon(colour, thick), (rect.x + px(9), centre_y - thick // 2))
        bar = pygame.Rect(tracks.left, centre_y - thick // 2, tracks.right - tracks.left, thick)
        pygame.draw.rect(surface, PANEL, bar, border_radius=thick // 2)
        full = value >= card.top or (card.board_end is not None and value == card.board_end)
        label = text(
            str(value),
            max(px(11), min(px(17), row_height)),
            ACCENT if is_lowest else (GOOD if full else TEXT),
            bold=is_lowest or full,
        )
        box = pygame.Rect(rect.right - px(10 + VALUE_WIDTH), centre_y - row_height // 2,
                          px(VALUE_WIDTH), row_height)
        surface.blit(label, label.get_rect(center=box.center))


def _dim(colour: Rgb) -> Rgb:
    return (colour[0] * 3 // 5, colour[1] * 3 // 5, colour[2] * 3 // 5)
