"""The levels of AXIO and AXIO Hex above the baselines: `easy`, `medium` and `hard`.

Each reads only its seat's view and answers both decisions of a turn (a placement,
and the exchange option: taken whenever it is open, since a rack without the
lowest colour cannot help it).

- `easy`: the most points now (after the cap), each placement misjudged by a random
  amount, so it often settles for a good placement instead of the best.
- `medium`: points by need (`judgement.gain_value`): weak colours first, the lowest
  colour and AXIO! bonus placements counted.
- `hard`: medium's value less what the next player can expect to make of the board
  this placement leaves (their best placement by their own need, averaged over the
  racks they may hold, drawn from the tiles we cannot see); solo, plus what our own
  next tile can expect to make of it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.axio import AxioView, Decision, Exchange, Place
from ...engine.axio.board import Board
from ...engine.axio.preview import gains_by_placement
from ..base import random_generator
from .judgement import gain_value, track_values
from .outlook import expected_reply, outlook


class _AxioLevel:
    name = "Level"

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = random_generator(rng)

    def choose(self, view: AxioView) -> Decision:
        if view.decision == "exchange":
            return Exchange(True)
        a, b, colours = self.placement(view)
        cells = view.board.area.cells
        return Place((cells[a], cells[b]), colours)

    def placement(self, view: AxioView) -> tuple[int, int, str]:
        raise NotImplementedError

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass


class EasyAxioBot(_AxioLevel):
    """The most points now, each placement misjudged by a random amount."""

    name = "Easy"
    NOISE = 1.5
    """Standard deviation, in points, of the misjudgement of each placement."""

    def placement(self, view: AxioView) -> tuple[int, int, str]:
        track = view.track
        tracks = view.my_scores
        gauss = self.rng.gauss
        best: tuple[int, int, str] | None = None
        best_value = float("-inf")
        for a, b, colours, gains in gains_by_placement(view.board, view.legal_edges, view.rack):
            points = sum(track.add(t, g) - t for t, g in zip(tracks, gains))
            value = points + gauss(0, self.NOISE)
            if value > best_value:
                best_value, best = value, (a, b, colours)
        assert best is not None
        return best


def ranked_placements(view: AxioView) -> list[tuple[float, int, int, str]]:
    """Every legal placement with its value by need, best first (ties by cell order)."""
    track = view.track
    values = track_values(track)
    tracks = view.my_scores
    ranked = [
        (gain_value(track, values, tracks, gains), a, b, colours)
        for a, b, colours, gains in gains_by_placement(view.board, view.legal_edges, view.rack)
    ]
    ranked.sort(key=lambda item: -item[0])
    return ranked


def _pick_best(ranked: Sequence[tuple[float, int, int, str]], rng: random.Random
               ) -> tuple[int, int, str]:
    top = ranked[0][0]
    best = [item for item in ranked if item[0] > top - 1e-9]
    _, a, b, colours = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
    return a, b, colours


class MediumAxioBot(_AxioLevel):
    """Points by need: a point on a low track is worth more; the lowest colour and
    bonus placements count extra."""

    name = "Medium"

    def placement(self, view: AxioView) -> tuple[int, int, str]:
        return _pick_best(ranked_placements(view), self.rng)


class HardAxioBot(_AxioLevel):
    """By need, less what the next player can expect to make of the board left."""

    name = "Hard"
    CANDIDATES = 10
    """How many of the best placements by need are weighed against the reply."""
    REPLY_WEIGHT = 1.0
    FOLLOW_WEIGHT = 0.5

    def placement(self, view: AxioView) -> tuple[int, int, str]:
        ranked = ranked_placements(view)
        if len(ranked) == 1:
            return _pick_best(ranked, self.rng)
        solo = view.players == 1
        judged = []
        for value, a, b, colours in ranked[: self.CANDIDATES]:
            after = view.board.copy()
            after.place(a, b, colours[0], colours[1])
            if solo:
                rack = [code for code in view.rack if code != _code(view, colours)]
                next_value = expected_best(view, after, view.seat, 1 if not rack else 0)
                judged.append((value + self.FOLLOW_WEIGHT * next_value, a, b, colours))
            else:
                nxt = (view.seat + 1) % view.players
                reply = expected_best(view, after, nxt, view.rack_sizes[nxt])
                judged.append((value - self.REPLY_WEIGHT * reply, a, b, colours))
        judged.sort(key=lambda item: -item[0])
        return _pick_best(judged, self.rng)


def _code(view: AxioView, colours: str) -> str:
    rules = view.rules
    return rules.tile_codes[rules.kind_of_colours[colours]]


def expected_best(view: AxioView, board: Board, seat: int, rack_size: int) -> float:
    """What ``seat`` can expect to make of ``board`` with a rack of ``rack_size`` tiles
    drawn from the tiles this view cannot see: the value by need of their best
    placement, averaged over the racks (each kind's best placement found once)."""
    if rack_size <= 0:
        return 0.0
    rules = view.rules
    codes = [code for code, count in zip(rules.tile_codes, view.unseen_counts) if count]
    look = outlook(view, board, [(view.scores[seat], view.started[seat])], codes)
    return expected_reply(view, look.best[0], rack_size)
