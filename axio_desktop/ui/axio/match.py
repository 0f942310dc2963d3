"""A game of AXIO or AXIO Hex as the desktop plays it: a bag to draw from after every
turn (chance, from a generator seeded by the deal), undo and redo by replaying the
record's turns."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...bots.kit import BotKit
from ...engine.axio import (
    AxioRecord,
    AxioState,
    AxioView,
    Decision,
    Exchange,
    Place,
    Placement,
)
from ...engine.axio.record import TurnEntry
from ...engine.axio.setup import AxioSetup
from ...engine.errors import IllegalMoveError
from ...engine.game import Game
from ...engine.players import PlayerInfo
from ..table.match import Played, SeatPlan, TableMatch

if TYPE_CHECKING:
    from ..table.part import Table

AxioBots = BotKit[AxioView, Decision]


class AxioMatch(TableMatch[Decision, Placement, AxioView, TurnEntry]):
    """The players, the state and the bots of one AXIO or AXIO Hex game."""

    state: AxioState
    game: Game[AxioState]

    def __init__(self, game: Game[AxioState], bots: AxioBots, players: Sequence[PlayerInfo],
                 state: AxioState, seed: int | None) -> None:
        super().__init__(game, bots, players, state, seed)
        self.chance = random.Random(f"chance {seed} {len(state.turns)}")
        self.coming: list[tuple[str, ...]] = []
        """A record's draws still to come, oldest first (`follow`): each is drawn when
        it fits the bag and the draw that is due, else the draw is random."""

    @classmethod
    def new(cls, game: Game[AxioState], bots: AxioBots, seats: Sequence[SeatPlan], seed: int,
            first: int | None = None) -> AxioMatch:
        """A fresh deal from ``seed``; ``first`` is the seat that starts (None keeps the
        order)."""
        order = list(seats)
        if first is not None:
            order = order[first:] + order[:first]
        state = game.new_state(len(order), random.Random(seed))
        return cls(game, bots, [seat.info() for seat in order], state, seed)

    @classmethod
    def from_record(cls, game: Game[AxioState], bots: AxioBots, record: AxioRecord) -> AxioMatch:
        seed = (record.meta or {}).get("seed")
        match = cls(game, bots, record.players, record.replay(), seed if type(seed) is int else None)
        match.keep_meta(record)
        match.settle()
        return match

    def record(self) -> AxioRecord:
        return AxioRecord.of(self.players, self.state, self.record_meta())

    @property
    def setup(self) -> AxioSetup:
        assert self.state.setup is not None
        return self.state.setup

    def play(self, decision: Decision) -> Played[Placement]:
        """Apply the mover's decision and, if that ends the turn, draw for it."""
        placement = self.state.apply(decision)
        self.taken_back.clear()
        drawn = self.settle()
        exchanged = isinstance(decision, Exchange) and decision.accept
        shown = exchanged and self.state.rules.reveals_exchanged_rack and self.state.given_up
        return Played(placement, drawn, exchanged, self.state.given_up[-1] if shown else ())

    def settle(self) -> tuple[str, ...] | None:
        """Draw for the turn if its draw is due; returns the tiles drawn."""
        if not self.state.awaiting_draw:
            return None
        tiles = self.coming.pop(0) if self.coming else None
        if tiles is None or not self._fits(tiles):
            tiles = self.state.random_draw(self.chance)
        self.state.draw(tiles)
        return tiles

    def _fits(self, tiles: tuple[str, ...]) -> bool:
        try:
            self.state.copy().draw(tiles)
        except IllegalMoveError:
            return False
        return True

    def follow(self, later: Sequence[TurnEntry]) -> None:
        self.coming = [turn.draw for turn in later if turn.draw is not None]

    def draws_ahead(self, draws: Sequence[tuple[str, ...]]) -> None:
        self.coming = list(draws)

    def entries(self) -> tuple[TurnEntry, ...]:
        return self.record().turns

    def replay(self, entries: Sequence[TurnEntry]) -> None:
        self.state = AxioRecord(self.players, self.setup, tuple(entries)).replay()
        self.settle()

    def undo_point(self) -> int | None:
        """The number of the human's last turn with a decision in it (back to its
        start, with what they drew before it)."""
        human = self.humans[0] if self.humans else None
        turns = self.state.record_turns()
        for number in range(len(turns) - 1, -1, -1):
            turn = turns[number]
            if turn.player == human and (turn.placements or turn.exchange):
                return number
        return None

    def placements(self) -> list[Placement]:
        return self.state.placements

    def position(self) -> int:
        """Two positions a placement: before it, and at the exchange question after it."""
        return len(self.state.placements) * 2 + (self.state.phase.value == "exchange")

    def is_placement(self, decision: Decision) -> bool:
        return isinstance(decision, Place)


if TYPE_CHECKING:
    AxioTable = Table[AxioMatch, Decision, Placement, AxioView]
    """The table an AXIO match is played at, as the game's part sees it."""
