"""The two one-move levels: `easy` (points now, with noise) and `medium` (points by need)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.rota import Display, Move, SeatView, Tile
from ..base import random_generator
from .evaluation import TRACK_MAX, need_value, placements


class EasyBot:
    """Plays for the most points now (after the cap), but misjudges each move by a
    random amount, so it often settles for a good move instead of the best."""

    name = "Easy"
    NOISE = 1.5
    """Standard deviation, in points, of the misjudgement of each move."""

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = random_generator(rng)

    def choose(self, view: SeatView) -> Move:
        assert view.tile is not None
        room = [TRACK_MAX - track for track in view.my_scores]
        gauss = self.rng.gauss
        best_move: Move | None = None
        best = float("-inf")
        for move, gains in placements(view.display, view.tile):
            value = sum(min(gain, free) for gain, free in zip(gains, room)) + gauss(0, self.NOISE)
            if value > best:
                best, best_move = value, move
        assert best_move is not None
        return best_move

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass


def most_needed_move(
    display: Display, tile: Tile, tracks: Sequence[int], rng: random.Random
) -> Move:
    """The move whose points ``tracks`` need most (`evaluation.need_value`); ties at random."""
    best: list[Move] = []
    best_value = float("-inf")
    for move, gains in placements(display, tile):
        value = need_value(tracks, gains)
        if value > best_value + 1e-9:
            best_value, best = value, [move]
        elif value > best_value - 1e-9:
            best.append(move)
    return best[rng.randrange(len(best))] if len(best) > 1 else best[0]


class MediumBot:
    """Weights points by need: a point on a low track is worth more than one on a high
    track, and points past 12 are worth nothing."""

    name = "Medium"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = random_generator(rng)

    def choose(self, view: SeatView) -> Move:
        assert view.tile is not None
        return most_needed_move(view.display, view.tile, view.my_scores, self.rng)

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass
