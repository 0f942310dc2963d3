"""`expert`: a search over sampled deals of the unseen tiles (determinized Monte Carlo).

The seat cannot see the stacks or the supply, so it deals the unseen tiles at
random (`engine.determinize.sample_state`) many times, and on each sampled deal
plays every candidate move followed by the next few turns of everybody, each
player taking the move their tracks need most. The candidate whose outcomes are
best on average over the same deals wins. Candidates are `hard`'s best moves, so
the search spends its time where the choice is close.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from typing import Any

from ..engine import GameState, Move, SeatView
from ..engine.determinize import sample_state
from .evaluation import best_placement, utility
from .hard import rank_moves

CANDIDATES = 6
"""How many of `hard`'s best moves the search compares."""

DEALS = 60
"""Sampled deals per move; the search stops earlier when the time budget runs out."""

TIME_BUDGET = 0.85
"""Seconds of thinking per move at most (the target is 1.0 s at the 95th percentile)."""

OWN_TURNS_AHEAD = 2
"""How many of our own later turns each playout runs to (or to the end of the game)."""

PRIOR_WEIGHT = 1.0
"""How much `hard`'s own score of a candidate adds to its playout average (it steadies
the choice when the playouts alone cannot tell two candidates apart)."""

WIN_VALUE = 40.0
"""Worth of winning (and minus that of losing) a game a playout finishes, in utility units."""


def rollout_move(state: GameState) -> Move:
    """The move the mover's tracks need most (first found on ties): a fast `hard`
    without the look at replies."""
    seat = state.to_move
    tile = state.tile_to_place
    assert seat is not None and tile is not None
    supply_left = state.supply_size - (1 if state.is_bonus_turn else 0)
    _, found = best_placement(state.display, tile, state.scores(seat), supply_left)
    assert found is not None
    cell, rotation, name = found
    return Move(cell, rotation, name)


def playout_value(state: GameState, seat: int, own_turns: int) -> float:
    """Play on with `rollout_move` until ``seat`` has begun ``own_turns`` more turns
    after another player's (so solo games always play to the end); then what the
    position is worth to ``seat``."""
    turns_begun = 0
    previous = seat
    while state.to_move is not None:
        mover = state.to_move
        if mover == seat and previous != seat:
            turns_begun += 1
            if turns_begun > own_turns:
                break
        previous = mover
        state.apply(rollout_move(state))
    return position_value(state, seat)


def position_value(state: GameState, seat: int) -> float:
    """Our utility, less the best opponent's; a finished game adds the win or loss."""
    mine = utility(state.scores(seat))
    if state.players == 1:
        return mine
    others = max(utility(state.scores(other)) for other in range(state.players) if other != seat)
    value = mine - others
    outcome = state.outcome()
    if outcome is not None:
        if seat in outcome.winners:
            value += WIN_VALUE / len(outcome.winners)
        else:
            value -= WIN_VALUE
    return value


class ExpertBot:
    """Compares `hard`'s best moves by playing them out on sampled deals."""

    name = "Expert"

    def __init__(
        self,
        rng: random.Random | int | None = None,
        *,
        deals: int | None = None,
        time_budget: float | None = None,
    ) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.deals = DEALS if deals is None else deals
        self.time_budget = TIME_BUDGET if time_budget is None else time_budget

    def choose(self, view: SeatView) -> Move:
        started = time.perf_counter()
        ranked = rank_moves(view)
        ranked = ranked[:int(CANDIDATES)]
        candidates = [move for _, move in ranked]
        if len(candidates) == 1:
            return candidates[0]
        totals = [0.0] * len(candidates)
        deals = 0
        deadline = started + self.time_budget
        for _ in range(int(self.deals)):
            deal = sample_state(view, self.rng)
            for index, move in enumerate(candidates):
                state = deal.copy()
                state.apply(move)
                totals[index] += playout_value(state, view.seat, int(OWN_TURNS_AHEAD))
            deals += 1
            if time.perf_counter() > deadline:
                break
        scores = [total / deals + PRIOR_WEIGHT * prior for total, (prior, _) in zip(totals, ranked)]
        best = max(range(len(candidates)), key=lambda index: (scores[index], -index))
        return candidates[best]

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass
