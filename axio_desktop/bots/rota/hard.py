"""`hard`: the move that is best for us once the opponents' best replies are counted.

For each of our promising moves it asks: after this placement, what can each
opponent score on their next turn, averaged over the tiles they may hold (the
unseen tiles, each as likely as its count)? A move that scores well but opens a
rich spot for an opponent's weak colour loses to a quieter one. Solo, the only
reply is our own next tile, so a move that opens good spots for it gains; and,
with nobody to take them, the spots a move prepares for later tiles count too
(the promise, `evaluation.circle_promise`).

Only cells that share a corner with our placement score differently afterwards,
so each tile's best reply elsewhere is worked out once per turn and only those
eight cells are scored again for every candidate.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.rota import Cell, Display, Move, SeatView, Tile
from ...engine.rota.determinize import hidden_hand_holders
from ..base import random_generator
from .evaluation import (
    best_value,
    gain_value,
    placements,
    point_worths,
    promise_change,
    promise_weight,
)

CORNER_NEIGHBOURS: tuple[Cell, ...] = (
    (-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1),
)

CANDIDATES = 12
"""How many of our best-scoring moves are weighed against the opponents' replies."""

REPLY_WEIGHT = 0.8
"""How much an opponent's expected best reply counts against our own gain."""

LATER_OPPONENT_WEIGHT = 0.6
"""Each opponent further round the table counts this much less (others move first)."""

OWN_NEXT_WEIGHT = 0.5
"""Solo, where nobody replies: how much our own best next placement adds, averaged
over the tiles we may draw (a move that opens good spots for them is worth more)."""


class ReplyForecast:
    """For one player (an opponent, or ourselves in a solo game): what each unseen tile
    could add to their tracks next turn."""

    def __init__(self, display: Display, tiles: Counter[Tile], tracks: Sequence[int],
                 supply_left: int) -> None:
        self.tiles = tiles
        self.total = sum(tiles.values())
        self.tracks = tracks
        self.supply_left = supply_left
        self.ranked: dict[Tile, list[tuple[float, Cell]]] = {}
        for tile in tiles:
            per_cell = [
                (best_value(display, tile, tracks, supply_left, (cell,)), cell)
                for cell in display.legal_cells()
            ]
            per_cell.sort(reverse=True)
            self.ranked[tile] = per_cell

    def expected_best(self, after: Display, placed: Cell) -> float:
        """The opponent's best reply on ``after`` (our tile on ``placed``), averaged
        over the tiles they may hold."""
        x, y = placed
        touched = {(x + dx, y + dy) for dx, dy in CORNER_NEIGHBOURS}
        touched.add(placed)
        rescored = [cell for cell in touched if after.is_legal_cell(cell)]
        total = 0.0
        for tile, count in self.tiles.items():
            best = 0.0
            for value, cell in self.ranked[tile]:
                if cell not in touched:
                    best = value
                    break
            nearby = best_value(after, tile, self.tracks, self.supply_left, rescored)
            total += count * max(best, nearby)
        return total / self.total if self.total else 0.0


def opponents_in_turn_order(view: SeatView) -> list[int]:
    """Other seats that still have a tile to place, in the order they play next."""
    holding = set(hidden_hand_holders(view))
    seats = [(view.seat + step) % view.players for step in range(1, view.players)]
    return [seat for seat in seats if view.stack_sizes[seat] > 0 or seat in holding]


def rank_moves(view: SeatView, candidates: int | None = None) -> list[tuple[float, Move]]:
    """Our best moves by gain minus the opponents' expected best replies (solo: gain
    and promise, plus our own expected best next placement), best first (the
    ``candidates`` best by gain, solo with promise, are weighed; default `CANDIDATES`)."""
    candidates = int(CANDIDATES) if candidates is None else candidates
    tile = view.tile
    assert tile is not None
    display = view.display
    tracks = view.my_scores
    supply_left = view.supply_size
    promise = promise_weight(view.players, view.stack_sizes[view.seat] + 1)
    worths = point_worths(tracks, supply_left, promise)

    def value_now(move: Move, gains: list[int]) -> float:
        """The move's gain, solo with the promise it leaves behind."""
        value = gain_value(tracks, gains, supply_left)
        if promise:
            value += promise_change(
                display.circles(move.cell), tile.rotations[move.rotation], worths)
        return value

    scored = sorted(
        ((value_now(move, gains), index, move)
         for index, (move, gains) in enumerate(placements(display, tile))),
        key=lambda item: (-item[0], item[1]),
    )[:candidates]
    unseen = Counter(view.unseen)
    forecasts: list[tuple[float, ReplyForecast]] = []
    weight = REPLY_WEIGHT
    for seat in opponents_in_turn_order(view):
        if unseen:
            forecasts.append(
                (weight, ReplyForecast(display, unseen, view.scores[seat], supply_left))
            )
        weight *= LATER_OPPONENT_WEIGHT
    if view.players == 1 and unseen:
        forecasts.append((-OWN_NEXT_WEIGHT, ReplyForecast(display, unseen, tracks, supply_left)))
    ranked: list[tuple[float, Move]] = []
    for value, _, move in scored:
        after = display.copy()
        after.place(move.cell, tile.rotations[move.rotation])
        for weight, forecast in forecasts:
            value -= weight * forecast.expected_best(after, move.cell)
        ranked.append((value, move))
    ranked.sort(key=lambda item: -item[0])
    return ranked


class HardBot:
    """Looks one reply ahead: our gain by need, less what the opponents can score next."""

    name = "Hard"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = random_generator(rng)

    def choose(self, view: SeatView) -> Move:
        ranked = rank_moves(view)
        top = ranked[0][0]
        best = [move for value, move in ranked if value > top - 1e-9]
        return best[self.rng.randrange(len(best))] if len(best) > 1 else best[0]

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass
