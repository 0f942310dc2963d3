"""A game of AXIO Rota as the desktop plays it: a deal of stacks and a supply, one
move at a time, undo and redo by replaying the record's moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...bots.kit import BotKit
from ...bots.rota.kit import ROTA_BOTS
from ...engine.game import Game
from ...engine.rota import Move, Placement, PlayerInfo, RotaRecord, RotaState, SeatView, Setup
from ...engine.rota.game import ROTA
from ..table.match import Played, SeatPlan, TableMatch

if TYPE_CHECKING:
    from ..table.part import Table

RotaBots = BotKit[SeatView, Move]


class RotaMatch(TableMatch[Move, Placement, SeatView, Move]):
    """The players, the engine's state and the bots of one AXIO Rota game."""

    state: RotaState
    game: Game[RotaState]

    def __init__(self, players: Sequence[PlayerInfo], state: RotaState, seed: int | None, *,
                 game: Game[RotaState] = ROTA, bots: RotaBots = ROTA_BOTS) -> None:
        super().__init__(game, bots, players, state, seed)

    @classmethod
    def new(cls, seats: Sequence[SeatPlan], seed: int, first: int | None = None, *,
            game: Game[RotaState] = ROTA, bots: RotaBots = ROTA_BOTS) -> RotaMatch:
        """A fresh deal from ``seed``. ``first`` is the seat that starts (the seats are
        turned so that it plays first, as the rules let seat 0 start); None keeps the
        order."""
        order = list(seats)
        if first is not None:
            order = order[first:] + order[:first]
        state = RotaState.start(Setup.deal(len(order), seed))
        return cls([seat.info() for seat in order], state, seed, game=game, bots=bots)

    @classmethod
    def from_record(cls, record: RotaRecord, *, game: Game[RotaState] = ROTA,
                    bots: RotaBots = ROTA_BOTS) -> RotaMatch:
        """The game a record left off, with the seed its ``meta`` names (a continued
        solo game keeps its seed for the high-score table)."""
        seed = (record.meta or {}).get("seed")
        match = cls(record.players, record.replay(), seed if type(seed) is int else None,
                    game=game, bots=bots)
        match.keep_meta(record)
        return match

    def record(self) -> RotaRecord:
        return RotaRecord.of(self.players, self.state, self.record_meta())

    def play(self, decision: Move) -> Played[Placement]:
        placement = self.state.apply(decision)
        self.taken_back.clear()
        return Played(placement)

    def trial(self, move: Move) -> Placement:
        """What ``move`` would do, played on a copy (points after the cap, AXIO, ...)."""
        return self.state.copy().apply(move)

    def entries(self) -> tuple[Move, ...]:
        return self.record().moves

    def replay(self, entries: Sequence[Move]) -> None:
        setup = self.record().setup
        self.state = RotaRecord(self.players, setup, tuple(entries)).replay()

    def undo_point(self) -> int | None:
        """The index of the human's last placement (a bonus placement is a decision too)."""
        human = self.humans[0] if self.humans else None
        for placement in reversed(self.state.history):
            if placement.player == human:
                return placement.index
        return None

    def placements(self) -> list[Placement]:
        return self.state.history


if TYPE_CHECKING:
    RotaTable = Table[RotaMatch, Move, Placement, SeatView]
    """The table an AXIO Rota match is played at, as the game's part sees it."""
