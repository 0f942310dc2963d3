"""Sampled deals: full game states that agree with everything one seat can see.

A bot that searches ahead needs whole states to play on, but may read only its
seat's view. `sample_state` deals the view's unseen tiles at random into the
places the seat cannot see (other players' hands, every stack, the supply), so
each sample is a position the seat could really be in. The result depends only on
the view and the random generator, never on the true hidden order.
"""

from __future__ import annotations

import random

from .state import RotaState
from .tiles import Tile
from .view import SeatView


class InconsistentViewError(ValueError):
    """A view whose counts do not add up (unseen tiles against stacks, hands and supply)."""


def hidden_hand_holders(view: SeatView) -> tuple[int, ...]:
    """The other seats that hold a face-down hand tile in this view.

    A seat other than the viewer holds a hand tile while it still has tiles to
    place, except the mover during its bonus turns (its hand tile is already
    down). Seats whose stack is empty may or may not still hold their last tile;
    the count of unseen tiles says how many do, and they are the ones whose turn
    comes soonest after the mover.
    """
    players = view.players
    mover = view.to_move
    if mover is None:
        return ()
    hidden_hands = len(view.unseen) - sum(view.stack_sizes) - view.supply_size
    surely: list[int] = []
    maybe: list[int] = []
    for step in range(players):
        seat = (mover + step) % players
        if seat == view.seat or (seat == mover and view.bonus):
            continue
        (surely if view.stack_sizes[seat] > 0 else maybe).append(seat)
    extra = hidden_hands - len(surely)
    if not 0 <= extra <= len(maybe):
        raise InconsistentViewError(
            f"seat {view.seat}'s view has {len(view.unseen)} unseen tiles, which does not "
            f"match stacks {list(view.stack_sizes)} and supply {view.supply_size}"
        )
    return tuple(sorted(surely + maybe[:extra]))


def sample_state(view: SeatView, rng: random.Random) -> RotaState:
    """A full game state consistent with ``view``, the unseen tiles shuffled into
    the other hands, the stacks and the supply. Its history is empty."""
    holders = hidden_hand_holders(view)
    unseen = list(view.unseen)
    rng.shuffle(unseen)
    hands: list[Tile | None] = [None] * view.players
    hands[view.seat] = view.hand
    for seat in holders:
        hands[seat] = unseen.pop()
    stacks: list[list[Tile]] = []
    for size in view.stack_sizes:
        stacks.append(unseen[len(unseen) - size :] if size else [])
        del unseen[len(unseen) - size :]
    supply = unseen
    return RotaState(
        display=view.display.copy(),
        stacks=stacks,
        drawn=[0] * view.players,
        hands=hands,
        supply=supply,
        scores=view.scores,
        to_move=view.to_move,
        pending_bonus=view.pending_bonus,
        bonus_tile=view.tile if view.bonus else None,
        bonus_earned=view.bonus_earned,
    )
