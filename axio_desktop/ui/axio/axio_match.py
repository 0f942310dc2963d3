"""A game of AXIO or AXIO Hex as the desktop plays it: seats, the engine's state, the
bots, chance (the draws from the bag), undo and redo by replaying the record."""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ... import __version__
from ...bots import Bot, make_bot
from ...bots.seat import BotAnswer
from ...engine.axio import AxioRecord, AxioState, Decision, Exchange, Place, Placement
from ...engine.axio.record import TurnEntry
from ...engine.axio.setup import AxioSetup
from ...engine.game import Game
from ...engine.players import PlayerInfo
from ...engine.registry import find_game
from ..bot_worker import BotWorker
from ..match import HINT_LEVEL, STAND_IN_LEVEL, SeatPlan

PROGRAM = f"axio-desktop {__version__}"

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Played:
    """What one decision did: the placement (None for the exchange answer), and when
    it ended the turn, the tiles drawn (shown only to their owner)."""

    placement: Placement | None
    drawn: tuple[str, ...] | None = None
    exchanged: bool = False


class AxioMatch:
    """The players, the state and the bots of one AXIO or AXIO Hex game."""

    def __init__(self, game: Game, players: Sequence[PlayerInfo], state: AxioState,
                 seed: int | None) -> None:
        self.game = game
        self.players = tuple(players)
        self.state = state
        self.seed = seed
        rng = random.Random(seed)
        self.chance = random.Random(f"chance {seed} {len(state.turns)}")
        self.bots: dict[int, Bot] = {
            seat: make_bot(player.level or STAND_IN_LEVEL, rng.randrange(2**31), game=game.id)
            for seat, player in enumerate(self.players)
            if player.kind == "bot"
        }
        self.stand_in = make_bot(STAND_IN_LEVEL, rng.randrange(2**31), game=game.id)
        self.worker = BotWorker()
        self.redo_turns: list[TurnEntry] = []
        """Turns taken back by undo, next first; any new decision clears them."""
        self.hinted: set[int] = set()
        """Numbers of the placements made after the player asked for a hint."""

    @classmethod
    def new(cls, game_id: str, seats: Sequence[SeatPlan], seed: int | None = None,
            first: int | None = None) -> AxioMatch:
        game = find_game(game_id)
        if seed is None:
            seed = random.randrange(1, 10**9)
        order = list(seats)
        if first is not None:
            order = order[first:] + order[:first]
        state = game.new_state(len(order), random.Random(seed))
        return cls(game, [seat.info() for seat in order], state, seed)

    @classmethod
    def from_record(cls, record: AxioRecord) -> AxioMatch:
        seed = (record.meta or {}).get("seed")
        game = find_game(record.rules.id)
        state = record.replay()
        match = cls(game, record.players, state, seed if type(seed) is int else None)
        match.settle()
        return match

    def record(self) -> AxioRecord:
        meta: dict[str, object] = {"program": PROGRAM}
        if self.seed is not None:
            meta = {"seed": self.seed, **meta}
        return AxioRecord.of(self.players, self.state, meta)

    @property
    def setup(self) -> AxioSetup:
        assert self.state.setup is not None
        return self.state.setup

    # Seats ----------------------------------------------------------------------

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(seat for seat in range(len(self.players)) if seat not in self.bots)

    @property
    def bot_to_move(self) -> bool:
        seat = self.state.to_move
        return seat is not None and self.is_bot(seat)

    def name(self, seat: int) -> str:
        return self.players[seat].name

    # Decisions ------------------------------------------------------------------

    def play(self, decision: Decision) -> Played:
        """Apply the mover's decision (the engine checks it) and, if that ends the
        turn, draw for it from the bag; a new decision forgets what undo took back."""
        state = self.state
        placement = state.apply(decision)
        self.redo_turns.clear()
        drawn = self.settle()
        exchanged = isinstance(decision, Exchange) and decision.accept
        return Played(placement, drawn, exchanged)

    def settle(self) -> tuple[str, ...] | None:
        """Draw for the turn if its draw is due; returns the tiles drawn."""
        if not self.state.awaiting_draw:
            return None
        tiles = self.state.random_draw(self.chance)
        self.state.draw(tiles)
        return tiles

    # Undo and redo: replaying the record -----------------------------------------

    @property
    def undoable(self) -> bool:
        """As in AXIO Rota: only with exactly one human, whose rack is the only one shown."""
        return len(self.humans) == 1

    def can_undo(self) -> bool:
        return self.undoable and self._undo_point() is not None

    def can_redo(self) -> bool:
        return self.undoable and bool(self.redo_turns)

    def undo(self) -> bool:
        """Back to the start of the human's last turn (with what they drew before it),
        over the bots' turns since; returns whether anything was taken back."""
        point = self._undo_point()
        if point is None or not self.undoable:
            return False
        self.worker.cancel()
        self.worker.cancel_hint()
        record = self.record()
        self.redo_turns[:0] = record.turns[point:]
        self._replay(record.turns[:point])
        placements = len(self.state.placements)
        self.hinted = {number for number in self.hinted if number < placements}
        return True

    def redo(self) -> bool:
        """Play forward what undo took back, up to the human's next turn."""
        if not self.can_redo():
            return False
        self.worker.cancel()
        self.worker.cancel_hint()
        turns = self.record().turns
        human = self.humans[0]
        count = 0
        while count < len(self.redo_turns):
            count += 1
            self._replay(turns + tuple(self.redo_turns[:count]))
            if self.state.to_move == human:
                break
        del self.redo_turns[:count]
        return True

    def _replay(self, turns: Sequence[TurnEntry]) -> None:
        self.state = AxioRecord(self.players, self.setup, tuple(turns)).replay()
        self.settle()

    def _undo_point(self) -> int | None:
        """The number of the human's last turn with a decision in it."""
        human = self.humans[0] if self.humans else None
        turns = self.state.record_turns()
        for number in range(len(turns) - 1, -1, -1):
            turn = turns[number]
            if turn.player == human and (turn.placements or turn.exchange):
                return number
        return None

    # Hints and bots, off the frame loop -----------------------------------------------

    def ask_hint(self) -> None:
        seat = self.state.to_move
        if seat is None or self.is_bot(seat):
            return
        bot = make_bot(HINT_LEVEL, len(self.state.placements), game=self.game.id)
        view = self.state.view(seat)
        self.worker.ask_hint(self._position(), lambda: bot.choose(view))

    def _position(self) -> int:
        return len(self.state.placements) * 2 + (self.state.phase.value == "exchange")

    @property
    def hint_pending(self) -> bool:
        return self.worker.hint_pending

    def hint_answer(self) -> Decision | None:
        decision: Decision | None = self.worker.hint_answer(self._position())
        if isinstance(decision, Place):
            self.hinted.add(len(self.state.placements))
        return decision

    def ask_bot(self) -> None:
        seat = self.state.to_move
        if seat is not None and seat in self.bots:
            self.worker.ask(self.bots[seat], self.state.copy(), self.stand_in)

    @property
    def bot_thinking(self) -> bool:
        return self.worker.thinking

    def bot_answer(self) -> BotAnswer | None:
        def stand_in_move() -> Decision:
            seat = self.state.to_move
            move: Decision = self.stand_in.choose(self.state.view(seat if seat is not None else 0))
            return move

        return self.worker.answer(stand_in_move)

    def close(self) -> None:
        self.worker.close()
        for bot in (*self.bots.values(), self.stand_in):
            try:
                bot.close()
            except Exception as error:  # noqa: BLE001 - a bot is foreign code; closing it must not stop the game
                _log.warning("closing bot %s failed: %s", bot.name, error)
