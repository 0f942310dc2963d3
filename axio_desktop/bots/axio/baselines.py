"""The two baselines of AXIO and AXIO Hex: `random` and `greedy` (points now, by need).

Both answer the two decisions of a turn: a placement, and the exchange option.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.axio import AxioView, Decision, Exchange, Place
from ...engine.axio.preview import gains_by_placement
from ...engine.tracks import TrackRule
from ..base import random_generator
from .judgement import track_values


class RandomAxioBot:
    """Uniform over all legal placements (each tile both ways round, a double once);
    takes the exchange, when it is open, on the toss of a coin."""

    name = "Random"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = random_generator(rng)

    def choose(self, view: AxioView) -> Decision:
        rng = self.rng
        if view.decision == "exchange":
            return Exchange(rng.random() < 0.5)
        options = [(code, False) for code in sorted(set(view.rack))]
        options += [(code, True) for code, _ in options if code[0] != code[1]]
        edges = view.legal_edges
        area = view.board.area
        a, b = area.edges[edges[rng.randrange(len(edges))]]
        code, turned = options[rng.randrange(len(options))]
        cells = (area.cells[b], area.cells[a]) if turned else (area.cells[a], area.cells[b])
        return Place(cells, code)

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass


def need_value(track: TrackRule, values: Sequence[float], tracks: Sequence[int],
               gains: Sequence[int]) -> float:
    """What ``gains`` (points per colour, before the cap) add to the track values."""
    total = 0.0
    for before, gain in zip(tracks, gains):
        if gain:
            total += values[track.add(before, gain)] - values[before]
    return total


class GreedyAxioBot:
    """The placement whose points now are worth most by need (`need_value`); ties at
    random. Takes the exchange whenever it is open: a rack without the lowest colour
    cannot help it."""

    name = "Greedy"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = random_generator(rng)

    def choose(self, view: AxioView) -> Decision:
        if view.decision == "exchange":
            return Exchange(True)
        track = view.track
        values = track_values(track)
        tracks = view.my_scores
        best: list[tuple[int, int, str]] = []
        best_value = float("-inf")
        for a, b, colours, gains in gains_by_placement(view.board, view.legal_edges, view.rack):
            value = need_value(track, values, tracks, gains)
            if value > best_value + 1e-9:
                best_value, best = value, [(a, b, colours)]
            elif value > best_value - 1e-9:
                best.append((a, b, colours))
        a, b, colours = best[self.rng.randrange(len(best))] if len(best) > 1 else best[0]
        cells = view.board.area.cells
        return Place((cells[a], cells[b]), colours)

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass

