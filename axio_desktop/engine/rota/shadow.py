"""A client's shadow of an AXIO Rota game played online (`engine.shadow`).

A seat sees the display, every track, the sizes of the stacks and the supply, its own
hand and a face-up bonus tile; it does not see the other hands, any stack (its own
included) or the order of the supply. Those are the shadow's hidden places, and any
tile may lie in any of them: moving tiles among them changes nothing the seat sees.

`shadow_of` deals the unseen tiles into them (the bots' `sample_state`, from a fixed
generator). `hold` moves them so that a confirmed move plays as it did on the host: the
mover holds the tile the move placed (its code is the corners the display shows at the
cell, turned back), the supply's next tile is the bonus tile the view shows after the
move, and when the move ends the seat's own turn its stack's next tile is the hand the
view shows it.

`replay` gives the history of a game the client did not follow (a program that comes
back to a game): the decisions a snapshot lists, played from a start that agrees with
them, each tile put where its move takes it from just before the move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import IllegalMoveError, ShadowError
from ..game import Held
from .determinize import sample_state
from .moves import Move
from .setup import STACK_SIZE, DisplayTile, Setup
from .state import RotaState
from .tiles import Tile, rotate_code
from .tileset import standard_tiles
from .view import SeatView

Place = tuple[str, int, int]
"""A hidden place: ``("hand", seat, 0)``, ``("stack", seat, index)`` or ``("supply", 0,
index)``, the index counted from the next tile."""


def shadow_of(view: SeatView, history: RotaState | None) -> RotaState:
    """A state consistent with ``view``, with the history of ``history``."""
    state = sample_state(view, random.Random(0))
    if history is not None:
        state.history = history.history.copy()
    return state


def hold(state: RotaState, mover: int, move: Move, after: SeatView) -> Held[RotaState]:
    """``state`` made ready for ``mover``'s ``move``, which the host played and after which
    the client's seat sees ``after``."""
    places = _HiddenPlaces.of(state, after.seat)
    if mover != after.seat and not state.is_bonus_turn:
        places.put(("hand", mover, 0), _placed(after, move))
    trial = places.state(state)
    try:
        trial.apply(move)
    except IllegalMoveError as error:
        raise ShadowError(f"the host played {move} for seat {mover}, which is not legal "
                          f"here: {error}") from None
    if trial.is_bonus_turn:
        if after.tile is None or not after.bonus:
            raise ShadowError("the move won a bonus turn, but the host shows no bonus tile")
        places.put(("supply", 0, 0), after.tile)
    elif (mover == after.seat and after.hand is not None
          and trial.hand(mover) is not None and state.stack_size(mover) > 0):
        places.put(("stack", mover, 0), after.hand)
    return Held(places.state(state))


def replay(view: SeatView, decisions: Sequence[tuple[int, Move]]) -> RotaState:
    """A game that played ``decisions`` (each with the seat that made it, oldest first)
    from the standard deal, which ends where ``view`` shows the game: its history is
    the host's (what the move log shows); the tiles nobody has seen lie anywhere."""
    tiles = [_placed(view, move) for _, move in decisions]
    state = RotaState.start(_start(view, {move.cell for _, move in decisions}))
    for number, ((seat, move), tile) in enumerate(zip(decisions, tiles)):
        if state.to_move != seat:
            raise ShadowError(f"decision {number} is seat {seat}'s, but seat {state.to_move} "
                              "is to decide then")
        places = _HiddenPlaces.of(state, -1)
        if not state.is_bonus_turn:
            places.put(("hand", seat, 0), tile)
        elif state.tile_to_place != tile:
            raise ShadowError(f"decision {number} places {tile.code} as a bonus, but the "
                              f"supply gave {state.tile_to_place}")
        if number + 1 < len(tiles) and places.supply:
            places.put(("supply", 0, 0), tiles[number + 1])  # a bonus won takes it
        state = places.state(state)
        try:
            state.apply(move)
        except IllegalMoveError as error:
            raise ShadowError(f"decision {number} ({move}) is not legal: {error}") from None
    return state


def _start(view: SeatView, placed: set[tuple[int, int]]) -> Setup:
    """The standard deal's shape: the display as it was before any placement (what
    ``view`` shows off the cells ``placed``), every other tile in the stacks and the
    supply, in any order."""
    pool = list(standard_tiles())
    display = []
    for cell, corners in view.display:
        if cell in placed:
            continue
        tile = next((tile for tile in pool if corners in tile.rotations), None)
        if tile is None:
            raise ShadowError(f"the display shows {corners} at {cell}, a tile the box has "
                              "no more of")
        pool.remove(tile)
        display.append(DisplayTile(cell, tile, tile.rotations.index(corners)))
    stacks = [pool[seat * STACK_SIZE:(seat + 1) * STACK_SIZE] for seat in range(view.players)]
    return Setup.custom(display, stacks, pool[view.players * STACK_SIZE:])


def _placed(after: SeatView, move: Move) -> Tile:
    """The tile ``move`` placed: the corners at its cell turned back by its rotation."""
    corners = after.display.corners_at(move.cell)
    if corners is None:
        raise ShadowError(f"the host's display has no tile at {move.cell}, where the last "
                          "move went")
    return Tile.parse(rotate_code(corners, -move.rotation % 4))


@dataclass
class _HiddenPlaces:
    """The tiles of a shadow that its seat cannot see, and the places already settled."""

    seat: int
    hands: list[Tile | None]
    stacks: list[list[Tile]]
    supply: list[Tile]
    settled: set[Place]

    @classmethod
    def of(cls, state: RotaState, seat: int) -> _HiddenPlaces:
        hands, stacks, supply = state.hidden_places()
        return cls(seat, hands, stacks, supply, set())

    def places(self) -> list[Place]:
        found: list[Place] = [("hand", seat, 0) for seat, hand in enumerate(self.hands)
                              if seat != self.seat and hand is not None]
        found += [("stack", seat, index) for seat, stack in enumerate(self.stacks)
                  for index in range(len(stack))]
        found += [("supply", 0, index) for index in range(len(self.supply))]
        return found

    def get(self, place: Place) -> Tile:
        kind, seat, index = place
        tile = (self.hands[seat] if kind == "hand" else
                self.stacks[seat][index] if kind == "stack" else self.supply[index])
        assert tile is not None
        return tile

    def set(self, place: Place, tile: Tile) -> None:
        kind, seat, index = place
        if kind == "hand":
            self.hands[seat] = tile
        elif kind == "stack":
            self.stacks[seat][index] = tile
        else:
            self.supply[index] = tile

    def put(self, target: Place, tile: Tile) -> None:
        """Make ``tile`` lie at ``target`` (swapped with a hidden place not settled yet)."""
        places = self.places()
        if target not in places:
            raise ShadowError(f"the host's game has no hidden {target[0]} there for "
                              f"{tile.code}")
        source = next((place for place in places
                       if place not in self.settled and self.get(place) == tile), None)
        if source is None:
            raise ShadowError(f"tile {tile.code} is nowhere this seat could not see")
        moved = self.get(target)
        self.set(target, tile)
        self.set(source, moved)
        self.settled.add(target)

    def state(self, state: RotaState) -> RotaState:
        return state.dealt_again(self.hands, self.stacks, self.supply)
