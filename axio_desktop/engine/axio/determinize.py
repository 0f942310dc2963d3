"""Sampled deals: whole positions that agree with everything one seat can see.

A bot that looks ahead needs whole states to play on but may read only its seat's
view. `sample_state` deals the view's unseen tiles at random into the other racks
(each as full as the view says) and the bag, so each sample is a position the seat
could really be in. It depends only on the view and the generator.
"""

from __future__ import annotations

import random

from .bag import Bag
from .state import AxioState, Phase, Seat
from .view import AxioView

_PHASES = {"place": Phase.PLACE, "exchange": Phase.EXCHANGE, None: Phase.DRAW}


def sample_state(view: AxioView, rng: random.Random) -> AxioState:
    """A position consistent with ``view``, the unseen tiles shuffled into the other
    racks and the bag. Its history is empty and it has no set-up (no record)."""
    if view.to_move is None:
        raise ValueError("the game is over: there is no position to sample")
    rules = view.rules
    unseen = [kind for kind, count in enumerate(view.unseen_counts) for _ in range(count)]
    rng.shuffle(unseen)
    kinds = rules.kind_of_code
    seats = []
    for seat, (size, tracks, started) in enumerate(zip(view.rack_sizes, view.scores, view.started)):
        if seat == view.seat:
            rack = [kinds[code] for code in view.rack]
        else:
            rack, unseen = unseen[:size], unseen[size:]
        seats.append(Seat(rack, list(tracks), started))
    bag = Bag(rules, [0] * len(rules.tile_codes))
    bag.put_back(unseen)
    return AxioState(
        rules=rules,
        board=view.board.copy(),
        seats=seats,
        bag=bag,
        to_move=view.to_move,
        phase=_PHASES[view.decision],
        pending_bonus=view.bonus + 1 if view.in_bonus else 0,
        given_up=view.given_up,
    )
