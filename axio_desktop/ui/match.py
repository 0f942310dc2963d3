"""A game in progress as the desktop plays it: who sits where, the engine's state,
the bots, and the worker thread that asks them for moves off the frame loop."""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from ..bots import Bot, make_bot
from ..bots.seat import BotAnswer, ask_bot
from ..engine import GameRecord, GameState, Move, Placement, PlayerInfo, Setup

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
        self._worker: ThreadPoolExecutor | None = None
        self._request: Future[BotAnswer] | None = None

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
        return cls(record.players, record.replay(), None)

    def record(self) -> GameRecord:
        return GameRecord.of(self.players, self.state)

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
        """Apply ``move`` for the seat to move (the engine checks it)."""
        return self.state.apply(move)

    def trial(self, move: Move) -> Placement:
        """What ``move`` would do, played on a copy (points after the cap, AXIO, ...)."""
        return self.state.copy().apply(move)

    def can_undo(self) -> bool:
        """Undo is offered when one human plays (nobody's hand can be revealed by it)
        and that human has made a move of their own."""
        return len(self.humans) == 1 and self._undo_point() is not None

    def undo(self) -> None:
        """Take back everything since the start of the human's last turn."""
        point = self._undo_point()
        if point is None or len(self.humans) != 1:
            return
        self.cancel_bot()
        self.state = self.record().replay(upto=point)

    def _undo_point(self) -> int | None:
        human = self.humans[0] if self.humans else None
        for placement in reversed(self.state.history):
            if placement.player == human and not placement.bonus:
                return placement.index
        return None

    # Bots, off the frame loop ----------------------------------------------------

    def ask_bot(self) -> None:
        """Start asking the bot to move for its move, unless a question is pending."""
        seat = self.state.to_move
        if seat is None or seat not in self.bots or self._request is not None:
            return
        if self._worker is None:
            self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="axio-bot")
        self._request = self._worker.submit(
            ask_bot, self.bots[seat], self.state.copy(), self.stand_in
        )

    @property
    def bot_thinking(self) -> bool:
        return self._request is not None

    def bot_answer(self) -> BotAnswer | None:
        """The bot's answer once it is ready (then the question is closed), else None."""
        request = self._request
        if request is None or not request.done():
            return None
        self._request = None
        error = request.exception()
        if error is not None:
            seat = self.state.to_move
            move = self.stand_in.choose(self.state.view(seat if seat is not None else 0))
            return BotAnswer(move, 0.0, f"{error}")
        return request.result()

    def cancel_bot(self) -> None:
        if self._request is not None:
            self._request.cancel()
            self._request = None

    def close(self) -> None:
        """The game is left: stop the worker and let every bot release what it holds."""
        self.cancel_bot()
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
            self._worker = None
        for bot in (*self.bots.values(), self.stand_in):
            try:
                bot.close()
            except Exception as error:  # noqa: BLE001 - a bot is foreign code; closing it must not stop the game
                _log.warning("closing bot %s failed: %s", bot.name, error)
