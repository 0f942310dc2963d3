"""A game of AXIO Rota as the desktop plays it: a deal of stacks and a supply, one
move at a time, undo and redo by replaying the record's moves."""

from __future__ import annotations

from collections.abc import Sequence

from ... import PROGRAM
from ...bots.kit import BotKit
from ...bots.rota.kit import ROTA_BOTS
from ...engine.game import Game
from ...engine.rota import GameRecord, GameState, Move, Placement, PlayerInfo, Setup
from ...engine.rota.game import ROTA
from ..table.match import Played, SeatPlan, TableMatch


class RotaMatch(TableMatch):
    """The players, the engine's state and the bots of one AXIO Rota game."""

    state: GameState

    def __init__(self, players: Sequence[PlayerInfo], state: GameState, seed: int | None, *,
                 game: Game = ROTA, bots: BotKit = ROTA_BOTS) -> None:
        super().__init__(game, bots, players, state, seed)

    @classmethod
    def new(cls, seats: Sequence[SeatPlan], seed: int, first: int | None = None, *,
            game: Game = ROTA, bots: BotKit = ROTA_BOTS) -> RotaMatch:
        """A fresh deal from ``seed``. ``first`` is the seat that starts (the seats are
        turned so that it plays first, as the rules let seat 0 start); None keeps the
        order."""
        order = list(seats)
        if first is not None:
            order = order[first:] + order[:first]
        state = GameState.start(Setup.deal(len(order), seed))
        return cls([seat.info() for seat in order], state, seed, game=game, bots=bots)

    @classmethod
    def from_record(cls, record: GameRecord, *, game: Game = ROTA,
                    bots: BotKit = ROTA_BOTS) -> RotaMatch:
        """The game a record left off, with the seed its ``meta`` names (a continued
        solo game keeps its seed for the high-score table)."""
        seed = (record.meta or {}).get("seed")
        return cls(record.players, record.replay(), seed if type(seed) is int else None,
                   game=game, bots=bots)

    def record(self) -> GameRecord:
        meta = {"program": PROGRAM} if self.seed is None else {"seed": self.seed,
                                                               "program": PROGRAM}
        return GameRecord.of(self.players, self.state, meta)

    def play(self, decision: Move) -> Played:
        placement = self.state.apply(decision)
        self.taken_back.clear()
        return Played(placement)

    def trial(self, move: Move) -> Placement:
        """What ``move`` would do, played on a copy (points after the cap, AXIO, ...)."""
        return self.state.copy().apply(move)

    def entries(self, record: GameRecord) -> tuple[Move, ...]:
        return record.moves

    def replay(self, entries: Sequence[Move]) -> None:
        setup = self.record().setup
        self.state = GameRecord(self.players, setup, tuple(entries)).replay()

    def undo_point(self) -> int | None:
        """The index of the human's last placement (a bonus placement is a decision too)."""
        human = self.humans[0] if self.humans else None
        for placement in reversed(self.state.history):
            if placement.player == human:
                return placement.index
        return None

    def placements(self) -> list[Placement]:
        return self.state.history
