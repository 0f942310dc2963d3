"""Solo planning for `expert`: each promising placement of the tile in hand is played
out to the end of the game on sampled orders of the bag, and the placement whose
games end best on average is played.

Solo the future holds no opponent, only the order in which the bag's tiles come;
the bag's contents are known exactly (the view's unseen tiles). Every candidate is
played out on the same sampled orders (common random numbers), so the comparison
between candidates is far less noisy than each average: what differs is the
placement, not the luck. A playout lays each coming tile greedily by need
(`playout.Playout.greedy`); the end is valued by the result, the lowest track,
plus a little of the average track, which separates games with the same lowest.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...engine.axio import AxioView
from ...engine.axio.preview import gains_by_placement
from .judgement import gain_value, track_values
from .playout import Playout, samples_for


@dataclass(frozen=True, slots=True)
class SoloSearch:
    """How much the planner looks at: ``candidates`` placements (the best by need),
    played out on sampled bag orders until about ``work`` tile placements are spent
    (at least ``min_orders``, at most ``max_orders`` orders)."""

    candidates: int = 8
    work: int = 12000
    min_orders: int = 8
    max_orders: int = 128
    average_weight: float = 0.1

    def orders(self, candidates: int, placements_left: int) -> int:
        """How many bag orders to sample (`playout.samples_for`)."""
        return samples_for(self.work, candidates, placements_left,
                           self.min_orders, self.max_orders)


class SoloPlanner:
    """Chooses a solo placement by playing candidates out on sampled bag orders."""

    def __init__(self, rng: random.Random, search: SoloSearch | None = None) -> None:
        self.rng = rng
        self.search = search or SoloSearch()

    def placement(self, view: AxioView) -> tuple[int, int, str]:
        search = self.search
        track = view.track
        values = track_values(track)
        tracks = view.my_scores
        ranked = sorted(
            ((gain_value(track, values, tracks, gains, bonus=False), a, b, colours)
             for a, b, colours, gains in gains_by_placement(view.board, view.legal_edges,
                                                            view.rack)),
            key=lambda item: -item[0])
        candidates = [item[1:] for item in ranked[: search.candidates]]
        base = Playout(view.board.copy(), tracks, track, values)
        if view.started[view.seat]:
            own = base.greedy(view.rack[0])
            if own is not None and own not in candidates:
                candidates.append(own)
        if len(candidates) == 1:
            return candidates[0]
        unseen = list(view.unseen)
        left = min(len(unseen), len(view.board.open_edges))
        orders = search.orders(len(candidates), left)
        sampled = []
        for _ in range(orders):
            self.rng.shuffle(unseen)
            sampled.append(unseen.copy())
        totals = [0.0] * len(candidates)
        for order in sampled:
            for number, (a, b, colours) in enumerate(candidates):
                game = base.copy()
                game.lay(a, b, colours)
                totals[number] += self._play_out(game, order)
        best = max(range(len(candidates)), key=lambda number: totals[number])
        return candidates[best]

    def _play_out(self, game: Playout, order: list[str]) -> float:
        for code in order:
            move = game.greedy(code)
            if move is None:
                break
            game.lay(*move)
        tracks = game.tracks
        return min(tracks) + self.search.average_weight * sum(tracks) / len(tracks)
