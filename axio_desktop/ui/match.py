"""A game in progress as the desktop plays it: who sits where, the engine's state,
the bots, and the worker thread that asks them for moves off the frame loop."""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass

from .. import __version__
from ..bots import Bot, make_bot
from ..bots.seat import BotAnswer
from ..engine.rota import GameRecord, GameState, Move, Placement, PlayerInfo, Setup
from .bot_worker import BotWorker

HINT_LEVEL = "hard"
"""The bot whose move the Hint button shows."""

_log = logging.getLogger(__name__)

STAND_IN_LEVEL = "greedy"
"""Plays the move of a bot that failed (the fault is shown to the player)."""


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """One seat as the new-game screen set it up."""

    name: str
    kind: str = "human"
    level: str | None = None

    def info(self) -> PlayerInfo:
        return PlayerInfo(
            self.name,
            "bot" if self.kind == "bot" else "human",
            self.level if self.kind == "bot" else None,
        )


PROGRAM = f"axio-desktop {__version__}"
"""Who wrote a record, as its ``meta`` says."""


class Match:
    """The players, the engine's state and the bots of one game."""

    def __init__(self, players: Sequence[PlayerInfo], state: GameState, seed: int | None) -> None:
        self.players = tuple(players)
        self.state = state
        self.seed = seed
        rng = random.Random(seed)
        self.bots: dict[int, Bot] = {
            seat: make_bot(player.level or STAND_IN_LEVEL, rng.randrange(2**31))
            for seat, player in enumerate(self.players)
            if player.kind == "bot"
        }
        self.stand_in = make_bot(STAND_IN_LEVEL, rng.randrange(2**31))
        self.worker = BotWorker()
        self.redo_moves: list[Move] = []
        """Moves taken back by undo, next first; any new move clears them."""
        self.hinted: set[int] = set()
        """Indices of the placements made after the player asked for a hint."""

    @classmethod
    def new(
        cls, seats: Sequence[SeatPlan], seed: int | None = None, first: int | None = None
    ) -> Match:
        """A fresh deal. ``first`` is the seat that starts (the seats are turned so that
        it plays first, as the rules let seat 0 start); None keeps the order."""
        if seed is None:
            seed = random.randrange(1, 10**9)
        order = list(seats)
        if first is not None:
            order = order[first:] + order[:first]
        state = GameState.start(Setup.deal(len(order), seed))
        return cls([seat.info() for seat in order], state, seed)

    @classmethod
    def from_record(cls, record: GameRecord) -> Match:
        """The game a record left off, with the seed its ``meta`` names (a continued
        solo game keeps its seed for the high-score table)."""
        seed = (record.meta or {}).get("seed")
        return cls(record.players, record.replay(), seed if type(seed) is int else None)

    def record(self) -> GameRecord:
        meta = {"program": PROGRAM} if self.seed is None else {"seed": self.seed,
                                                               "program": PROGRAM}
        return GameRecord.of(self.players, self.state, meta)

    # Seats --------------------------------------------------------------------

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

    # Moves --------------------------------------------------------------------

    def play(self, move: Move) -> Placement:
        """Apply ``move`` for the seat to move (the engine checks it); a new move
        forgets the moves undo took back."""
        placement = self.state.apply(move)
        self.redo_moves.clear()
        return placement

    def trial(self, move: Move) -> Placement:
        """What ``move`` would do, played on a copy (points after the cap, AXIO, ...)."""
        return self.state.copy().apply(move)

    # Undo and redo: replaying the record, never reversing a move by hand ------------

    @property
    def undoable(self) -> bool:
        """Undo and redo are offered when exactly one human plays: nobody else's hidden
        tile can be revealed by taking moves back (hot-seat only takes back the
        tentative tile, which the scene does)."""
        return len(self.humans) == 1

    def can_undo(self) -> bool:
        return self.undoable and self._undo_point() is not None

    def can_redo(self) -> bool:
        return self.undoable and bool(self.redo_moves)

    def undo(self) -> bool:
        """Go back to the human's previous decision, over the bots' moves since;
        returns whether anything was taken back."""
        point = self._undo_point()
        if point is None or not self.undoable:
            return False
        self.cancel_bot()
        self.cancel_hint()
        record = self.record()
        self.redo_moves[:0] = record.moves[point:]
        self.state = record.replay(upto=point)
        self.hinted = {index for index in self.hinted if index < point}
        return True

    def redo(self) -> bool:
        """Play forward what undo took back: the human's decision and the bots' moves
        after it, up to the human's next decision; returns whether anything was replayed."""
        if not self.can_redo():
            return False
        self.cancel_bot()
        self.cancel_hint()
        human = self.humans[0]
        probe = self.state.copy()
        count = 0
        for move in self.redo_moves:
            probe.apply(move)
            count += 1
            if probe.to_move == human:
                break
        record = self.record()
        replayed = GameRecord(
            self.players, record.setup, record.moves + tuple(self.redo_moves[:count])
        )
        self.state = replayed.replay()
        del self.redo_moves[:count]
        return True

    def _undo_point(self) -> int | None:
        """The index of the human's last placement (a bonus placement is a decision too)."""
        human = self.humans[0] if self.humans else None
        for placement in reversed(self.state.history):
            if placement.player == human:
                return placement.index
        return None

    # Hints and bots, off the frame loop --------------------------------------------

    def ask_hint(self) -> None:
        """Start working out the move the hint bot would make for the seat to move."""
        seat = self.state.to_move
        if seat is None or self.is_bot(seat):
            return
        bot = make_bot(HINT_LEVEL, len(self.state.history))
        view = self.state.view(seat)
        self.worker.ask_hint(len(self.state.history), lambda: bot.choose(view))

    @property
    def hint_pending(self) -> bool:
        return self.worker.hint_pending

    def hint_answer(self) -> Move | None:
        """The hinted move once it is ready (and still for this position), else None.
        The placement the player makes next is noted as made with a hint."""
        position = len(self.state.history)
        move: Move | None = self.worker.hint_answer(position)
        if move is not None:
            self.hinted.add(position)
        return move

    def cancel_hint(self) -> None:
        self.worker.cancel_hint()

    def ask_bot(self) -> None:
        """Start asking the bot to move for its move, unless a question is pending."""
        seat = self.state.to_move
        if seat is not None and seat in self.bots:
            self.worker.ask(self.bots[seat], self.state.copy(), self.stand_in)

    @property
    def bot_thinking(self) -> bool:
        return self.worker.thinking

    def bot_answer(self) -> BotAnswer | None:
        """The bot's answer once it is ready (then the question is closed), else None."""
        def stand_in_move() -> Move:
            seat = self.state.to_move
            return self.stand_in.choose(self.state.view(seat if seat is not None else 0))

        return self.worker.answer(stand_in_move)

    def cancel_bot(self) -> None:
        self.worker.cancel()

    def close(self) -> None:
        """The game is left: stop the worker and let every bot release what it holds."""
        self.worker.close()
        for bot in (*self.bots.values(), self.stand_in):
            try:
                bot.close()
            except Exception as error:  # noqa: BLE001 - a bot is foreign code; closing it must not stop the game
                _log.warning("closing bot %s failed: %s", bot.name, error)
