"""The chart of a finished game on the results screen: each player's lowest colour
move by move, the AXIO! moments marked; on request one player's tracks.

`game_series` turns a game's history into values; `draw_game_chart` paints them
and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ..core.input import RESULTS_KEYS, Action
from ..core.key_help import key_of
from ..core.scale import px
from ..core.symbols import symbol_icon
from ..core.theme import PANEL_EDGE, PLAYER_RGB, SYMBOL_RGB, TEXT_DIM, fit_text, text
from ..core.widgets import draw_panel
from ..i18n import tr

SWATCH = 16
"""How long each player's sample line in the legend is."""


@dataclass(frozen=True, slots=True)
class GameSeries:
    """``tracks[p][m]``: player p's tracks after the first m placements (m = 0 is the
    start); ``axio``: (placement number, player) of every AXIO!; ``colours``: the
    tracks' colours; ``top``: the highest a track can stand."""

    tracks: tuple[tuple[tuple[int, ...], ...], ...]
    axio: tuple[tuple[int, int], ...]
    colours: str
    top: int

    @property
    def moves(self) -> int:
        return len(self.tracks[0]) - 1


def game_series(placements: Sequence[Any], final: Sequence[Sequence[int]], colours: str,
                top: int) -> GameSeries:
    """The series of a game from its placements (each with its player, the points that
    reached the tracks and the mover's tracks after it) and everybody's final tracks."""
    current = [list(scores) for scores in final]
    for placement in placements:  # back to the start: every placement's points taken off
        mover = current[placement.player]
        current[placement.player] = [value - gain for value, gain in zip(mover, placement.points)]
    tracks: list[list[tuple[int, ...]]] = [[tuple(scores)] for scores in current]
    axio = []
    for number, placement in enumerate(placements, start=1):
        current[placement.player] = list(placement.scores)
        for seat, scores in enumerate(current):
            tracks[seat].append(tuple(scores))
        if placement.axio:
            axio.append((number, placement.player))
    return GameSeries(tuple(tuple(seat) for seat in tracks), tuple(axio), colours, top)


def draw_game_chart(surface: pygame.Surface, box: pygame.Rect, series: GameSeries,
                    names: Sequence[str], tracks_of: int | None) -> None:
    """Lowest colour per player over the moves in ``box``; with ``tracks_of`` a seat,
    that player's five tracks too (thin, in their colours, the symbol at the end)."""
    draw_panel(surface, box, (26, 32, 38), PANEL_EDGE, alpha=235)
    caption = tr("chart.tracks_of", name=names[tracks_of]) if tracks_of is not None \
        else tr("chart.lowest")
    title = fit_text(caption, px(15), box.width - px(24), TEXT_DIM)
    surface.blit(title, (box.x + px(12), box.y + px(6)))
    hint = text(tr("chart.hint", tracks=key_of(RESULTS_KEYS, Action.NEXT_TRACKS)), px(13), TEXT_DIM)
    if box.width - px(24) - title.get_width() > hint.get_width() + px(20):
        surface.blit(hint, hint.get_rect(topright=(box.right - px(12), box.y + px(8))))
    plot = pygame.Rect(box.x + px(34), box.y + px(38), box.width - px(66), box.height - px(58))
    if plot.height < 30 or series.moves == 0:
        return
    for value in range(0, series.top + 1, max(1, series.top // 4)):
        y = _y(plot, value, series.top)
        pygame.draw.line(surface, (48, 58, 68), (plot.left, y), (plot.right, y))
        label = text(str(value), px(12), TEXT_DIM)
        surface.blit(label, label.get_rect(midright=(plot.left - px(6), y)))
    if tracks_of is not None:
        for index, colour in enumerate(series.colours):
            points = [(_x(plot, move, series.moves), _y(plot, scores[index], series.top))
                      for move, scores in enumerate(series.tracks[tracks_of])]
            pygame.draw.lines(surface, SYMBOL_RGB[colour], False, points, px(1))
            icon = symbol_icon(colour, px(12))
            surface.blit(icon, icon.get_rect(midleft=(points[-1][0] + px(3), points[-1][1])))
    for seat, timeline in enumerate(series.tracks):
        ink = PLAYER_RGB[seat % len(PLAYER_RGB)]
        points = [(_x(plot, move, series.moves), _y(plot, min(scores), series.top))
                  for move, scores in enumerate(timeline)]
        pygame.draw.lines(surface, ink, False, points, px(3) if tracks_of in (None, seat) else px(2))
    _draw_legend(surface, plot, series, names)
    for move, seat in series.axio:
        x = _x(plot, move, series.moves)
        y = _y(plot, min(series.tracks[seat][move]), series.top)
        star = symbol_icon("P", px(14))
        pygame.draw.circle(surface, PLAYER_RGB[seat % len(PLAYER_RGB)], (x, y), px(8), px(2))
        surface.blit(star, star.get_rect(center=(x, y)))


def _draw_legend(surface: pygame.Surface, plot: pygame.Rect, series: GameSeries,
                 names: Sequence[str]) -> None:
    """Below the plot: each player's line in their colour beside their name, and on the
    right how far the moves run."""
    axis = text(tr("chart.moves", count=series.moves), 12, TEXT_DIM)
    surface.blit(axis, axis.get_rect(topright=(plot.right, plot.bottom + 4)))
    room = plot.width - axis.get_width() - 12
    share = room // max(1, len(names))
    x, middle = plot.x, plot.bottom + 4 + axis.get_height() // 2
    for seat, name in enumerate(names):
        ink = PLAYER_RGB[seat % len(PLAYER_RGB)]
        pygame.draw.line(surface, ink, (x, middle), (x + SWATCH, middle), 3)
        shown = fit_text(name, 12, share - SWATCH - 16, ink, bold=True)
        surface.blit(shown, shown.get_rect(midleft=(x + SWATCH + 5, middle)))
        x += min(share, SWATCH + 5 + shown.get_width() + 16)


def _x(plot: pygame.Rect, move: int, moves: int) -> int:
    return plot.left + round(plot.width * move / moves)


def _y(plot: pygame.Rect, value: int, top: int) -> int:
    return plot.bottom - round(plot.height * value / top)
