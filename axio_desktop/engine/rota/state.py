"""The game state: whose turn it is, what they place, and what a move does.

`RotaState.apply` is the one way a game moves on. It checks the move, scores it,
applies the cap, grants and forfeits bonus turns, draws, passes the turn and
notices the end; it returns the `Placement` that says what happened.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ..errors import GameOverError, IllegalMoveError
from ..ranking import Outcome, rank
from .display import Display, PlacementPreview, Points
from .geometry import Cell
from .moves import ROTATIONS, Move, Placement, legal_moves
from .setup import TRACK_MAX, Setup
from .tiles import COLOURS, Colour, Tile, is_colour
from .view import SeatView

ALL_TWELVE = [TRACK_MAX] * len(COLOURS)


class RotaState:
    """A game in progress. Build one with `RotaState.start`; move it on with `apply`."""

    __slots__ = (
        "_bonus_earned",
        "_bonus_tile",
        "_drawn",
        "_hands",
        "_instant_winner",
        "_pending_bonus",
        "_scores",
        "_stacks",
        "_supply",
        "_supply_taken",
        "_to_move",
        "display",
        "history",
        "setup",
    )

    def __init__(
        self,
        *,
        display: Display,
        stacks: Sequence[Sequence[Tile]],
        drawn: Sequence[int],
        hands: Sequence[Tile | None],
        supply: Sequence[Tile],
        scores: Sequence[Sequence[int]],
        to_move: int | None,
        pending_bonus: int = 0,
        bonus_tile: Tile | None = None,
        bonus_earned: Sequence[int] | None = None,
        setup: Setup | None = None,
    ) -> None:
        """A position given piece by piece (used for starts and for bots' sampled
        deals). ``stacks[p][drawn[p]:]`` is what is left of player p's stack; during
        a bonus turn ``bonus_tile`` is the tile already taken from the supply for it."""
        self.setup = setup
        self.display = display
        self._stacks = tuple(tuple(stack) for stack in stacks)
        self._drawn = list(drawn)
        self._hands = list(hands)
        self._supply = tuple(supply)
        self._supply_taken = 0
        self._scores = [list(tracks) for tracks in scores]
        self._bonus_earned = list(bonus_earned) if bonus_earned else [0] * len(self._stacks)
        self._pending_bonus = pending_bonus
        self._bonus_tile = bonus_tile
        if pending_bonus and bonus_tile is None:
            self._take_bonus_tile()
        self._to_move = to_move
        self._instant_winner: int | None = None
        self.history: list[Placement] = []

    @classmethod
    def start(cls, setup: Setup) -> RotaState:
        """The position before the first move: every player holds their first tile."""
        return cls(
            display=Display.of((placed.cell, placed.corners) for placed in setup.display),
            stacks=setup.stacks,
            drawn=[1] * setup.players,
            hands=[stack[0] for stack in setup.stacks],
            supply=setup.supply,
            scores=setup.scores,
            to_move=0,
            setup=setup,
        )

    def copy(self) -> RotaState:
        twin = RotaState.__new__(RotaState)
        twin.setup = self.setup
        twin.display = self.display.copy()
        twin._stacks = self._stacks
        twin._drawn = self._drawn.copy()
        twin._hands = self._hands.copy()
        twin._supply = self._supply
        twin._supply_taken = self._supply_taken
        twin._scores = [tracks.copy() for tracks in self._scores]
        twin._bonus_earned = self._bonus_earned.copy()
        twin._pending_bonus = self._pending_bonus
        twin._bonus_tile = self._bonus_tile
        twin._to_move = self._to_move
        twin._instant_winner = self._instant_winner
        twin.history = self.history.copy()
        return twin

    # What everybody can see -------------------------------------------------

    @property
    def players(self) -> int:
        return len(self._stacks)

    @property
    def to_move(self) -> int | None:
        """The seat to play next, or None when the game is over."""
        return self._to_move

    @property
    def finished(self) -> bool:
        return self._to_move is None

    @property
    def awaiting_draw(self) -> bool:
        """Never: every tile's order is fixed by the deal, so chance has no turn."""
        return False

    def settle_chance(self, rng: object) -> None:
        """Nothing to settle (see `awaiting_draw`)."""

    @property
    def decisions_made(self) -> int:
        """Every move is a decision (a bonus turn's too)."""
        return len(self.history)

    @property
    def is_bonus_turn(self) -> bool:
        """Whether the next placement is a bonus turn (its tile comes from the supply)."""
        return self._pending_bonus > 0

    @property
    def pending_bonus(self) -> int:
        """Bonus turns the mover still has to play, this one included."""
        return self._pending_bonus

    @property
    def moves(self) -> list[Move]:
        return [placement.move for placement in self.history]

    def scores(self, seat: int) -> Points:
        a, b, c, d, e = self._scores[seat]
        return (a, b, c, d, e)

    def all_scores(self) -> tuple[Points, ...]:
        return tuple(self.scores(seat) for seat in range(self.players))

    def stack_size(self, seat: int) -> int:
        """Face-down tiles left in a player's personal stack (the hand not counted)."""
        return len(self._stacks[seat]) - self._drawn[seat]

    @property
    def supply_size(self) -> int:
        """Tiles left in the general supply (a bonus tile being placed has left it)."""
        return len(self._supply) - self._supply_taken

    def bonus_turns_earned(self, seat: int) -> int:
        return self._bonus_earned[seat]

    @property
    def instant_winner(self) -> int | None:
        return self._instant_winner

    # Hidden information: only views and the referee read these ---------------

    def hand(self, seat: int) -> Tile | None:
        return self._hands[seat]

    def hidden_places(self) -> tuple[list[Tile | None], list[list[Tile]], list[Tile]]:
        """Every seat's hand, what is left of every stack (next tile first) and of the
        supply (next first): where a client's shadow of an online game moves the tiles
        its seat cannot see (`shadow`)."""
        stacks = [list(stack[drawn:]) for stack, drawn in zip(self._stacks, self._drawn)]
        return list(self._hands), stacks, list(self._supply[self._supply_taken:])

    def dealt_again(self, hands: Sequence[Tile | None], stacks: Sequence[Sequence[Tile]],
                    supply: Sequence[Tile]) -> RotaState:
        """This position with these hands, stacks and supply instead (`hidden_places`'
        order), everything else and the history as they are."""
        twin = self.copy()
        twin._hands = list(hands)
        twin._stacks = tuple(tuple(stack) for stack in stacks)
        twin._drawn = [0] * len(twin._stacks)
        twin._supply, twin._supply_taken = tuple(supply), 0
        return twin

    @property
    def tile_to_place(self) -> Tile | None:
        """The hand tile of the mover, or on a bonus turn the tile taken from the supply for it."""
        if self._to_move is None:
            return None
        return self._bonus_tile or self._hands[self._to_move]

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may know of this position."""
        bonus_tile = self._bonus_tile
        unseen = self._unseen(seat)
        tile = bonus_tile or (self._hands[seat] if seat == self._to_move else None)
        return SeatView(
            seat=seat,
            players=self.players,
            to_move=self._to_move,
            bonus=bonus_tile is not None,
            pending_bonus=self._pending_bonus,
            tile=tile,
            hand=self._hands[seat],
            display=self.display.copy(),
            scores=self.all_scores(),
            stack_sizes=tuple(self.stack_size(p) for p in range(self.players)),
            supply_size=self.supply_size,
            bonus_earned=tuple(self._bonus_earned),
            unseen=unseen,
        )

    def network_view(self, seat: int | None) -> dict[str, Any]:
        """The VIEW of network play for ``seat`` (the bot protocol's VIEW), or for
        None, anyone watching: no hand, the tile only when it is a face-up bonus tile,
        and every hand, stack and supply tile unseen."""
        if seat is not None:
            return self.view(seat).network_json()
        public = self.view(0).to_json()
        public["seat"] = None
        public["tile"] = self._bonus_tile.code if self._bonus_tile else None
        public["unseen"] = [tile.code for tile in self._unseen(None)]
        return public

    def _unseen(self, seat: int | None) -> tuple[Tile, ...]:
        """The tiles ``seat`` (None: a spectator) cannot see: the hands of the others,
        every stack and the supply, sorted by code."""
        unseen: list[Tile] = [
            hand for other, hand in enumerate(self._hands) if other != seat and hand is not None
        ]
        for stack, drawn in zip(self._stacks, self._drawn):
            unseen.extend(stack[drawn:])
        unseen.extend(self._supply[self._supply_taken :])
        unseen.sort(key=_code)
        return tuple(unseen)

    # Moves --------------------------------------------------------------------

    def legal_cells(self) -> tuple[Cell, ...]:
        return self.display.legal_cells()

    def legal_moves(self) -> Iterator[Move]:
        """Every legal move: each legal cell and rotation, with each name where one is due."""
        tile = self.tile_to_place
        return iter(()) if tile is None else legal_moves(self.display, tile)

    def preview(self, cell: Cell, rotation: int) -> PlacementPreview:
        """What the tile to place would score on ``cell`` turned by ``rotation``."""
        tile = self.tile_to_place
        if tile is None:
            raise GameOverError("the game is over: there is no tile to place")
        return self.display.preview(tile, cell, rotation)

    def check(self, move: Move) -> None:
        """Raise `IllegalMoveError` saying why ``move`` is not legal now."""
        if self._to_move is None:
            raise GameOverError("the game is over; no more moves can be made", code="game_over")
        tile = self.tile_to_place
        assert tile is not None
        cell = move.cell
        if not self.display.is_legal_cell(cell):
            if cell in self.display:
                raise IllegalMoveError(f"cell {_cell_text(cell)} is already occupied",
                                       code="cell_occupied", cell=cell)
            raise IllegalMoveError(f"cell {_cell_text(cell)} shares no edge with the display",
                                   code="cell_not_adjacent", cell=cell)
        if move.rotation not in ROTATIONS:
            raise IllegalMoveError(f"rotation {move.rotation!r} is not one of 0, 1, 2, 3",
                                   code="bad_rotation", rotation=move.rotation)
        needs_name = self.display.needs_name(cell, tile.rotations[move.rotation])
        if needs_name and move.name is None:
            raise IllegalMoveError(
                f"tile {tile.code} on {_cell_text(cell)} rotation {move.rotation}: its empty "
                "corner touches the display, so a colour must be named",
                code="name_required", cell=cell,
            )
        if not needs_name and move.name is not None:
            raise IllegalMoveError(
                f"tile {tile.code} on {_cell_text(cell)} rotation {move.rotation}: "
                f"no colour may be named here, but {move.name!r} was",
                code="name_forbidden", cell=cell,
            )
        if move.name is not None and not is_colour(move.name):
            raise IllegalMoveError(f"name {move.name!r} is not one of R, G, B, O, P",
                                   code="bad_name", name=move.name)

    def is_legal(self, move: Move) -> bool:
        try:
            self.check(move)
        except IllegalMoveError:
            return False
        return True

    def apply(self, move: Move) -> Placement:
        """Play ``move`` for the seat to move; raises `IllegalMoveError` if it is not legal."""
        self.check(move)
        return self._play(move)

    def _play(self, move: Move) -> Placement:
        player = self._to_move
        assert player is not None
        bonus = self._bonus_tile is not None
        tile = self._bonus_tile or self._hands[player]
        assert tile is not None
        corners = tile.rotations[move.rotation]
        gains = self.display.points(move.cell, corners, move.name)
        self.display.place(move.cell, corners)

        tracks = self._scores[player]
        points = [0, 0, 0, 0, 0]
        axio: list[Colour] = []
        for index, gain in enumerate(gains):
            if gain:
                before = tracks[index]
                after = min(TRACK_MAX, before + gain)
                points[index] = after - before
                tracks[index] = after
                if after == TRACK_MAX and before < TRACK_MAX:
                    axio.append(COLOURS[index])

        if bonus:
            self._bonus_tile = None
            self._pending_bonus -= 1
        else:
            self._hands[player] = None
        self._bonus_earned[player] += len(axio)
        self._pending_bonus += len(axio)
        bonus_lost = max(0, self._pending_bonus - self.supply_size)
        self._pending_bonus -= bonus_lost

        instant_win = tracks == ALL_TWELVE
        if instant_win:
            self._instant_winner = player
            self._pending_bonus = 0
            self._to_move = None
        elif self._pending_bonus:
            self._take_bonus_tile()
        else:
            self._end_turn(player)

        placement = Placement(
            index=len(self.history),
            player=player,
            bonus=bonus,
            tile=tile,
            move=move,
            points=(points[0], points[1], points[2], points[3], points[4]),
            scores=self.scores(player),
            axio=tuple(axio),
            bonus_lost=bonus_lost,
            instant_win=instant_win,
        )
        self.history.append(placement)
        return placement

    def _take_bonus_tile(self) -> None:
        self._bonus_tile = self._supply[self._supply_taken]
        self._supply_taken += 1

    def _end_turn(self, player: int) -> None:
        """Draw the next stack tile, then pass to the next seat that still holds a tile."""
        stack = self._stacks[player]
        if self._drawn[player] < len(stack):
            self._hands[player] = stack[self._drawn[player]]
            self._drawn[player] += 1
        seats = self.players
        for step in range(1, seats + 1):
            seat = (player + step) % seats
            if self._hands[seat] is not None:
                self._to_move = seat
                return
        self._to_move = None

    # The end ------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        """The ranking once the game is over, else None."""
        if self._to_move is not None:
            return None
        return rank(self.all_scores(), instant_winner=self._instant_winner)


def _code(tile: Tile) -> str:
    return tile.code


def _cell_text(cell: Cell) -> str:
    return f"({cell[0]}, {cell[1]})"

