"""The two baselines: `random` (uniform over legal moves) and `greedy` (most points now)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...engine.rota import COLOURS, Move, SeatView
from ..base import random_generator
from .evaluation import placements


class RandomBot:
    """Uniform over all legal moves, names included.

    It draws a cell and rotation uniformly and keeps it with probability
    (names it allows) / 5, then draws the name: every legal move is equally likely
    without listing them all.
    """

    name = "Random"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = random_generator(rng)

    def choose(self, view: SeatView) -> Move:
        tile = view.tile
        assert tile is not None
        cells = view.display.legal_cells()
        rng = self.rng
        while True:
            cell = cells[rng.randrange(len(cells))]
            rotation = rng.randrange(4)
            if not view.display.needs_name(cell, tile.rotations[rotation]):
                if rng.randrange(len(COLOURS)) == 0:
                    return Move(cell, rotation)
            else:
                return Move(cell, rotation, COLOURS[rng.randrange(len(COLOURS))])

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass


class GreedyBot:
    """The move that scores the most points now (after the cap); ties broken at random."""

    name = "Greedy"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = random_generator(rng)

    def choose(self, view: SeatView) -> Move:
        tile = view.tile
        assert tile is not None
        room = [12 - track for track in view.my_scores]
        best: list[Move] = []
        best_points = -1
        for move, gains in placements(view.display, tile):
            points = sum(min(gain, free) for gain, free in zip(gains, room))
            if points > best_points:
                best_points = points
                best = [move]
            elif points == best_points:
                best.append(move)
        return best[self.rng.randrange(len(best))]

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass
