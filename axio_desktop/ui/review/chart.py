"""The chart of the review: every seat's chance to win before each decision (solo:
the expected final score), drawn as the judgements come in (a first pass's, then
the deep pass's in their place), mistakes and blunders marked on their mover's line
(paler while provisional), the stretch where the game was decided shaded and
labelled, a marker at the shown decision. Drawing changes nothing; `index_at` says
which decision (row of the move list) a point of the chart stands for."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

import pygame

from ...review import SERIOUS, Judgement
from ..core.scale import px
from ..core.theme import ACCENT, PANEL_EDGE, PLAYER_RGB, TEXT_DIM, text
from ..core.widgets import draw_panel
from ..i18n import tr
from .mark_style import DECIDED_RGB, RGB, provisional_rgb

PAD = 10
LABEL = 34
"""Room at the left for the scale."""


def plot_area(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.x + px(LABEL), rect.y + px(PAD), rect.width - px(LABEL) - px(PAD),
                       rect.height - 2 * px(PAD))


def x_of(area: pygame.Rect, count: int, index: int) -> int:
    if count <= 1:
        return area.centerx
    return round(area.x + area.width * index / (count - 1))


def index_at(rect: pygame.Rect, count: int, point: tuple[int, int]) -> int | None:
    """The placement nearest ``point`` across the chart, if the point is on it."""
    if not rect.collidepoint(point) or count == 0:
        return None
    area = plot_area(rect)
    if count == 1:
        return 0
    share = (point[0] - area.x) / max(1, area.width)
    return max(0, min(count - 1, round(share * (count - 1))))


def draw_chances(surface: pygame.Surface, rect: pygame.Rect, count: int,
                 judgements: Mapping[int, Judgement[object]], seats: int, top: float,
                 selected: int, labels: Sequence[str], decided_from: int | None = None,
                 provisional: Collection[int] = ()) -> None:
    """``top`` is the value at the top of the chart (1 for chances; solo the best
    score); ``labels`` the scale's words at the bottom, middle and top;
    ``decided_from`` the first decision of the stretch at the end where the game was
    decided (None: none); ``provisional`` the decisions whose judgement is the first
    pass's."""
    draw_panel(surface, rect, (24, 30, 36))
    area = plot_area(rect)
    if decided_from is not None:
        _draw_decided(surface, area, x_of(area, count, decided_from))
    for share, label in zip((0.0, 0.5, 1.0), labels):
        y = round(area.bottom - area.height * share)
        pygame.draw.line(surface, PANEL_EDGE, (area.x, y), (area.right, y), px(1))
        shown = text(label, px(12), TEXT_DIM)
        surface.blit(shown, shown.get_rect(midright=(area.x - px(4), y)))

    def point(index: int, value: float) -> tuple[int, int]:
        share = max(0.0, min(1.0, value / top)) if top else 0.0
        return (x_of(area, count, index), round(area.bottom - area.height * share))

    for seat in range(seats):
        colour = PLAYER_RGB[seat % len(PLAYER_RGB)]
        run: list[tuple[int, int]] = []
        for index in range(count + 1):
            judgement = judgements.get(index)
            if judgement is not None:
                run.append(point(index, judgement.chances[seat]))
                continue
            if len(run) > 1:
                pygame.draw.lines(surface, colour, False, run, 2)
            elif run:
                pygame.draw.circle(surface, colour, run[0], 2)
            run = []
    for index, judgement in judgements.items():
        if judgement.mark in SERIOUS:
            x, y = point(index, judgement.chances[judgement.player])
            pygame.draw.circle(surface, (16, 18, 22), (x, y), 6)
            colour = RGB[judgement.mark]
            pygame.draw.circle(surface, provisional_rgb(colour) if index in provisional else colour,
                               (x, y), 5)
    marker = x_of(area, count, selected)
    pygame.draw.line(surface, ACCENT, (marker, rect.y + 3), (marker, rect.bottom - 3), 2)


def _draw_decided(surface: pygame.Surface, area: pygame.Rect, start: int) -> None:
    """The decided stretch, from ``start`` to the chart's right end: shaded, a line
    where it begins, and its name at the top (inside it where it fits, else to the
    left of the line)."""
    stretch = pygame.Rect(start, area.y, max(1, area.right - start), area.height)
    shade = pygame.Surface(stretch.size, pygame.SRCALPHA)
    shade.fill((*DECIDED_RGB, 60))
    surface.blit(shade, stretch.topleft)
    for y in range(area.y, area.bottom, px(6)):  # dashed
        pygame.draw.line(surface, DECIDED_RGB, (start, y), (start, min(y + px(3), area.bottom)), px(1))
    label = text(tr("review.chart_decided"), px(12), DECIDED_RGB, True)
    where = label.get_rect(topleft=(start + px(4), area.y + px(2)))
    if where.right > area.right:
        where.topright = (start - px(4), area.y + px(2))
    surface.blit(label, where)
