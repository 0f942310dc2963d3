"""`expert`: a search over sampled deals of the unseen tiles (determinized Monte Carlo).

The seat cannot see the stacks or the supply, so it deals the unseen tiles at
random (`engine.determinize.sample_state`) many times, and on each sampled deal
plays a candidate move and then the rest of the game, every player taking the
move their tracks need most. Candidates are `hard`'s best moves. Successive
halving shares the playouts: all candidates still in are played on the same deals
(so the luck of the draw cancels out of the comparison) and the worse half is
dropped after each round. A candidate is judged by how its playouts end, valued
the way the ranking compares tracks, plus `hard`'s own score of it, which steadies
the choice where the playouts cannot tell two moves apart."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import COLOURS, Display, GameState, Move, SeatView, Tile
from ..engine.determinize import sample_state
from ..engine.rota_geometry import cell_vertices
from ..engine.tiles import COLOUR_INDEX, EMPTY
from .evaluation import (
    BONUS_TURN_VALUE,
    LOWEST_WEIGHT,
    ROTATIONS,
    TRACK_MAX,
    TRACK_VALUE,
    Choice,
    utility,
)
from .hard import rank_moves


@dataclass(frozen=True, slots=True)
class SearchSize:
    """How wide and how deep the search looks: `hard`'s best ``candidates`` moves,
    sharing ``deals`` playouts each on average, but no more playouts in all than fit
    ``work`` (a playout costs about its placements times the cells open to them, so
    early moves, with long playouts, get fewer)."""

    candidates: int
    deals: int
    work: int

    def playouts(self, candidates: int, placements_left: int, open_cells: int) -> int:
        fit = self.work // max(1, placements_left * (open_cells + placements_left // 2))
        return max(2 * candidates, min(candidates * self.deals, fit))


SEARCH_SIZES: dict[int, SearchSize] = {
    1: SearchSize(candidates=8, deals=60, work=32000),
    2: SearchSize(candidates=6, deals=40, work=30000),
    3: SearchSize(candidates=4, deals=14, work=24000),
    4: SearchSize(candidates=4, deals=10, work=22000),
}
"""By player count. Sized so that a move takes at most about 0.6 s on the 2-core
machine the levels were tuned on."""

TIME_BUDGET = 0.85
"""Seconds of thinking per move at most (the target is 1.0 s at the 95th percentile).
The search normally ends on its playout count, which keeps seeded games reproducible;
this cap only cuts it short on a slow or busy machine."""

PRIOR_WEIGHT = 1.0
"""How much `hard`'s score of a candidate adds to its playout average (utility units)."""

SOLO_PRIOR_WEIGHT = 0.06
"""The same in a solo game, where playouts are valued by `ranking_value` (track points:
a step of the lowest track is worth about 16 utility units)."""

MAX_GAIN = 16
"""More points than one placement can score for a colour (four corners, three
neighbours each)."""

RANK_STEP_WEIGHT = 0.25
"""In `ranking_value`, how much each track counts against the one below it."""


def gain_steps(tracks: Sequence[int], supply_left: int) -> list[list[float]]:
    """For each colour, what a gain of 0, 1, 2, ... points adds to ``tracks`` by
    `gain_value`, the lowest-track reward left out (a table read in playouts)."""
    steps: list[list[float]] = []
    for before in tracks:
        row: list[float] = []
        for gain in range(MAX_GAIN + 1):
            after = min(TRACK_MAX, before + gain)
            bonus = BONUS_TURN_VALUE if before < after == TRACK_MAX and supply_left > 0 else 0.0
            row.append(TRACK_VALUE[after] - TRACK_VALUE[before] + bonus)
        steps.append(row)
    return steps


def rollout_choice(display: Display, tile: Tile, tracks: Sequence[int],
                   supply_left: int) -> Choice:
    """The placement `best_placement` finds (same value, same tie order), found faster
    for playouts: each cell's four corner circles are read once for all rotations,
    and `gain_value` is read from `gain_steps`."""
    best = -1.0
    found: Choice | None = None
    symbols_at = display.symbols_at
    rotations = tile.rotations
    steps = gain_steps(tracks, supply_left)
    red, green, blue, orange, purple = steps
    lowest = min(tracks)
    lowest_colours = [index for index in range(5) if tracks[index] == lowest]

    def value_of(gains: list[int]) -> float:
        value = red[gains[0]] + green[gains[1]] + blue[gains[2]] + orange[gains[3]] \
            + purple[gains[4]]
        for index in lowest_colours:
            if gains[index]:
                new_lowest = min(min(TRACK_MAX, track + gain)
                                 for track, gain in zip(tracks, gains))
                return value + LOWEST_WEIGHT * (new_lowest - lowest)
        return value

    for cell in display.legal_cells():
        circles = [symbols_at(vertex) for vertex in cell_vertices(cell)]
        for rotation in ROTATIONS:
            corners = rotations[rotation]
            gains = [0, 0, 0, 0, 0]
            named: str = ""
            for symbol, circle in zip(corners, circles):
                if circle:
                    if symbol == EMPTY:
                        named = circle
                    else:
                        gains[COLOUR_INDEX[symbol]] += circle.count(symbol)
            if not named:
                value = value_of(gains)
                if value > best:
                    best = value
                    found = (cell, rotation, None)
                continue
            for index, name in enumerate(COLOURS):
                extra = named.count(name)
                gains[index] += extra
                value = value_of(gains)
                gains[index] -= extra
                if value > best:
                    best = value
                    found = (cell, rotation, name)
    assert found is not None
    return found


def playout_value(state: GameState, seat: int) -> float:
    """Play to the end, every player taking `rollout_choice`; then how good the end is
    for ``seat``: in a solo game its `ranking_value`, else our utility less the best
    opponent's."""
    while True:
        mover = state.to_move
        if mover is None:
            break
        tile = state.tile_to_place
        assert tile is not None
        cell, rotation, name = rollout_choice(
            state.display, tile, state.scores(mover), state.supply_size)
        state.apply(Move(cell, rotation, name))
    if state.players == 1:
        return ranking_value(state.scores(seat))
    mine = utility(state.scores(seat))
    return mine - max(utility(state.scores(other)) for other in range(state.players)
                      if other != seat)


def ranking_value(tracks: Sequence[int]) -> float:
    """How finished tracks rank, as a number: the lowest colour counts most, then the
    next lowest, each step `RANK_STEP_WEIGHT` times less (the ranking's tie-break)."""
    value = 0.0
    weight = 1.0
    for track in sorted(tracks):
        value += weight * track
        weight *= RANK_STEP_WEIGHT
    return value


class ExpertBot:
    """Compares `hard`'s best moves by playing them out on sampled deals."""

    name = "Expert"

    def __init__(
        self,
        rng: random.Random | int | None = None,
        *,
        deals: int | None = None,
        time_budget: float = TIME_BUDGET,
    ) -> None:
        """``deals`` sets the playouts per candidate instead of `SEARCH_SIZES` (tests use
        a few)."""
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.deals = deals
        self.time_budget = time_budget

    def choose(self, view: SeatView) -> Move:
        """Successive halving over `hard`'s best moves: each round plays every move still
        in on the same fresh deals, then drops the worse half, so the promising moves
        get most of the playouts."""
        deadline = time.perf_counter() + self.time_budget
        size = SEARCH_SIZES[view.players]
        ranked = rank_moves(view)[: size.candidates]
        if len(ranked) == 1:
            return ranked[0][1]
        prior_weight = SOLO_PRIOR_WEIGHT if view.players == 1 else PRIOR_WEIGHT
        priors = [prior_weight * prior for prior, _ in ranked]
        playouts = (size.playouts(len(ranked), sum(view.stack_sizes) + view.players,
                                  len(view.display.legal_cells()))
                    if self.deals is None else len(ranked) * self.deals)
        alive = list(range(len(ranked)))
        totals = [0.0] * len(ranked)
        deals = 0
        rounds_left = math.ceil(math.log2(len(alive)))
        while True:
            round_deals = max(1, playouts // rounds_left // len(alive))
            for _ in range(round_deals):
                deal = sample_state(view, self.rng)
                for index in alive:
                    state = deal.copy()
                    state.apply(ranked[index][1])
                    totals[index] += playout_value(state, view.seat)
                deals += 1
                if time.perf_counter() > deadline:
                    break
            alive.sort(key=lambda index: (-(totals[index] / deals + priors[index]), index))
            rounds_left -= 1
            if rounds_left == 0 or time.perf_counter() > deadline:
                return ranked[alive[0]][1]
            alive = sorted(alive[: (len(alive) + 1) // 2])

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass
