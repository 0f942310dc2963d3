"""Sampled deals: whole positions that agree with everything one seat can see.

A bot that looks ahead needs whole deals to play on but may read only its seat's
view. `deal_unseen` deals an order of the tiles the seat cannot see into the other
racks (each as full as the view says) and the bag: the one way a deal is made, for
the bots' playouts, the review's and `sample_state`. How the order is shuffled is
the caller's (a bot shuffles one list again for every deal; the review shuffles a
fresh copy of the view's for each).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .bag import Bag
from .position import Phase, Seat
from .state import AxioState
from .view import AxioView

_PHASES = {"place": Phase.PLACE, "exchange": Phase.EXCHANGE, None: Phase.DRAW}


def deal_unseen(view: AxioView, order: Sequence[str]) -> tuple[list[list[str]], list[str]]:
    """Every seat's rack and the bag, dealt from ``order`` (the tiles ``view``'s seat
    cannot see, `AxioView.unseen`, in the order they are dealt): the seat's own rack
    as it is, each other rack as many tiles as the view says, taken in seat order from
    the front, and the rest the bag, in the order it is drawn."""
    racks: list[list[str]] = []
    dealt = 0
    for seat, size in enumerate(view.rack_sizes):
        if seat == view.seat:
            racks.append(list(view.rack))
        else:
            racks.append(list(order[dealt:dealt + size]))
            dealt += size
    return racks, list(order[dealt:])


def sample_state(view: AxioView, rng: random.Random) -> AxioState:
    """A position consistent with ``view``, the unseen tiles shuffled into the other
    racks and the bag (`deal_unseen`). Its history is empty and it has no set-up (no
    record)."""
    if view.to_move is None:
        raise ValueError("the game is over: there is no position to sample")
    rules = view.rules
    order = list(view.unseen)
    rng.shuffle(order)
    racks, drawn = deal_unseen(view, order)
    kinds = rules.kind_of_code
    seats = [Seat([kinds[code] for code in rack], list(tracks), started)
             for rack, tracks, started in zip(racks, view.scores, view.started)]
    bag = Bag(rules, [0] * len(rules.tile_codes))
    bag.put_back([kinds[code] for code in drawn])
    return AxioState(
        rules=rules,
        board=view.board.copy(),
        seats=seats,
        bag=bag,
        to_move=view.to_move,
        phase=_PHASES[view.decision],
        pending_bonus=view.bonus + 1 if view.in_bonus else 0,
        given_up=view.given_up,
        laid=view.laid,
    )
