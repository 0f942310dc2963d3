"""`expert`: a search over sampled deals of the unseen tiles (determinized Monte Carlo).

The seat cannot see the stacks or the supply, so it deals the unseen tiles at
random (`engine.determinize.sample_state`) many times, and on each sampled deal
plays every candidate move and then the rest of the game, every player taking
the move their tracks need most. Candidates are `hard`'s best moves. `hard`'s
own score of each is the first guess of its worth, and the playouts' average
over the same deals moves that guess only as far as the playouts have earned
trust: early in a game, when one playout says little (once two moves differ,
their playouts go their own ways; `benchmarks/playout_noise.py` measures it),
`hard`'s judgement decides; near the end, with short playouts and many deals,
the playouts do.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.rota import Move, RotaState, SeatView
from ...engine.rota.determinize import sample_state
from ..base import random_generator
from .evaluation import best_placement, utility
from .hard import rank_moves


@dataclass(frozen=True, slots=True)
class SearchSize:
    """How wide and how deep the search looks: `hard`'s best ``candidates`` moves,
    each played out on as many sampled deals as ``work`` pays for (at least
    ``min_deals``, at most ``max_deals``). A playout costs about the placements left
    times the cells open to them, so the first moves of a game, with long playouts,
    get the fewest deals."""

    candidates: int
    work: int
    min_deals: int = 8
    max_deals: int = 240

    def deals(self, candidates: int, placements_left: int, open_cells: int) -> int:
        playout_cost = max(1, placements_left * (open_cells + placements_left // 2))
        fit = self.work // (candidates * playout_cost)
        return max(self.min_deals, min(self.max_deals, fit))


SEARCH_SIZES: dict[int, SearchSize] = {
    1: SearchSize(candidates=3, work=45_000),
    2: SearchSize(candidates=3, work=54_000),
    3: SearchSize(candidates=3, work=45_000),
    4: SearchSize(candidates=3, work=45_000),
}
"""By player count. Sized so that a move stays under 1 s at the 95th percentile on the
project's 2-core machine at the slowest it has been measured, about 16 microseconds a
unit of work (about 4 at its fastest). `hard`'s three best moves are compared: its
fourth to sixth were `expert`'s choice in only 7 of 158 solo moves and 5 of 151
two-player moves, so each of the three gets the deals that each of six got in a solo
game before, and each of five in a two-player game (issue 36: on 45,000 units it won
62.5% against `hard` where it had won 67.0%, on 54,000 66.5%); 75 to 83% of them with
three or four players. The search always does
this work, never less on a busy machine: it stops on its deal count, not on the
clock, so a seeded game plays the same anywhere."""

WIN_VALUE = 30.0
"""What winning a playout adds to its value, and losing takes away (utility units).
The ranking looks at the lowest colour first and only then at the next, which the
utility difference alone undervalues at the end of a game (measured: 57% against
`hard` without it, 61% with it, on the same 200 games)."""

SOLO_LOWEST_VALUE = 30.0
"""The same for a solo game, whose result is the lowest colour: what each of its points
adds at the end of a playout (measured over the same 200 deals: mean lowest 7.06
without it, 7.22 with it)."""

CANDIDATE_SPREAD = 4.0
"""How far apart the true worths of `hard`'s best candidates typically lie (utility
units, one standard deviation): the playouts' average decides as much as its own
noise allows next to this spread. Measured against `hard`, 200 games of seed 0:
67.0% with 4, 63.0% with 8, and 60.8% with `hard`'s score simply added to the
average; over seeds 0 to 3, 63.8% with 4 against 62.1% added (docs/bots.md)."""


def candidate_moves(view: SeatView) -> list[tuple[float, Move]]:
    """The moves the search compares: `hard`'s best, with `hard`'s score of each."""
    return rank_moves(view)[: SEARCH_SIZES[view.players].candidates]


def rollout_move(state: RotaState) -> Move:
    """The move the mover's tracks need most (first found on ties): a fast `hard`
    without the look at replies (solo, without the promise either: it makes the
    playout rule stronger but not the search, at twice the cost; seventh series
    in docs/bot-experiments.md)."""
    seat = state.to_move
    tile = state.tile_to_place
    assert seat is not None and tile is not None
    supply_left = state.supply_size
    _, found = best_placement(state.display, tile, state.scores(seat), supply_left)
    assert found is not None
    cell, rotation, name = found
    return Move(cell, rotation, name)


def playout_value(state: RotaState, seat: int) -> float:
    """Play to the end with `rollout_move`; then our utility less the best opponent's,
    plus `WIN_VALUE` for a win or less it for a loss (solo: our utility plus
    `SOLO_LOWEST_VALUE` per point of our lowest colour)."""
    while state.to_move is not None:
        state.apply(rollout_move(state))
    tracks = state.scores(seat)
    mine = utility(tracks)
    if state.players == 1:
        return mine + SOLO_LOWEST_VALUE * min(tracks)
    margin = mine - max(utility(state.scores(other)) for other in range(state.players)
                        if other != seat)
    outcome = state.outcome()
    assert outcome is not None
    if seat not in outcome.winners:
        return margin - WIN_VALUE
    return margin + WIN_VALUE if len(outcome.winners) == 1 else margin


def blend(priors: list[float], means: list[float], noise: float) -> list[float]:
    """Each candidate's worth, measured from the candidates' average: `hard`'s score
    (``priors``) moved toward the playouts' average (``means``, whose variance is
    ``noise``) by the share of trust the playouts have earned against
    `CANDIDATE_SPREAD` (a normal prior around `hard`'s score, updated by the playouts)."""
    trust = CANDIDATE_SPREAD**2 / (CANDIDATE_SPREAD**2 + noise)
    prior_centre = sum(priors) / len(priors)
    mean_centre = sum(means) / len(means)
    return [
        (prior - prior_centre) + trust * ((mean - mean_centre) - (prior - prior_centre))
        for prior, mean in zip(priors, means)
    ]


class ExpertBot:
    """Compares `hard`'s best moves by playing them out on sampled deals."""

    name = "Expert"

    def __init__(
        self,
        rng: random.Random | int | None = None,
        *,
        deals: int | None = None,
    ) -> None:
        """``deals`` overrides the deal count of `SEARCH_SIZES` (tests use a few)."""
        self.rng = random_generator(rng)
        self.deals = deals

    def choose(self, view: SeatView) -> Move:
        size = SEARCH_SIZES[view.players]
        ranked = candidate_moves(view)
        if len(ranked) == 1:
            return ranked[0][1]
        totals = [0.0] * len(ranked)
        squares = [0.0] * len(ranked)
        deals = self.deals if self.deals is not None else size.deals(
            len(ranked), sum(view.stack_sizes) + view.players, len(view.display.legal_cells()))
        for _ in range(deals):
            deal = sample_state(view, self.rng)
            for index, (_, move) in enumerate(ranked):
                state = deal.copy()
                state.apply(move)
                value = playout_value(state, view.seat)
                totals[index] += value
                squares[index] += value * value
        means = [total / deals for total in totals]
        variance = sum(
            max(0.0, square / deals - mean * mean) for square, mean in zip(squares, means)
        ) / len(ranked)
        scores = blend([prior for prior, _ in ranked], means, variance / deals)
        best = max(range(len(ranked)), key=lambda index: (scores[index], -index))
        return ranked[best][1]

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass
