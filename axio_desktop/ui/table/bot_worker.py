"""Bots think off the frame loop: one worker thread asks the seat's bot for its move,
or the hint bot for the move it would suggest, while the table keeps drawing.

Every game's match uses the same worker; it knows bots and game states only
through `ask_bot` and a bot's ``choose``.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Generic

from ...bots import Bot
from ...bots.seat import BotAnswer, ask_bot
from ...bots.wire import MoveT, ViewT
from ...engine import GameState


class BotWorker(Generic[MoveT]):
    """At most one bot question and one hint question open at a time."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._request: Future[BotAnswer[MoveT]] | None = None
        self._hint: tuple[int, Future[MoveT]] | None = None

    def _executor(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="axio-bot")
        return self._pool

    # The seat's bot -------------------------------------------------------------

    def ask(self, bot: Bot[ViewT, MoveT], state: GameState[MoveT, object, ViewT],
            stand_in: Bot[ViewT, MoveT]) -> None:
        """Start asking ``bot`` for its move on a copy of ``state``, unless a
        question is open already."""
        if self._request is None:
            self._request = self._executor().submit(ask_bot, bot, state, stand_in)

    @property
    def thinking(self) -> bool:
        return self._request is not None

    def answer(self, stand_in_move: Callable[[], MoveT]) -> BotAnswer[MoveT] | None:
        """The bot's answer once ready (the question is then closed), else None; if the
        worker itself failed, ``stand_in_move`` plays and the failure is the fault."""
        request = self._request
        if request is None or not request.done():
            return None
        self._request = None
        error = request.exception()
        if error is not None:
            return BotAnswer(stand_in_move(), 0.0, f"{error}")
        return request.result()

    def cancel(self) -> None:
        if self._request is not None:
            self._request.cancel()
            self._request = None

    # Hints ------------------------------------------------------------------------

    def ask_hint(self, position: int, choose: Callable[[], MoveT]) -> None:
        """Start working out a hint for the position numbered ``position``."""
        if self._hint is None:
            self._hint = (position, self._executor().submit(choose))

    @property
    def hint_pending(self) -> bool:
        return self._hint is not None

    def hint_answer(self, position: int) -> MoveT | None:
        """The hint once ready, if it is still for ``position`` (else None)."""
        if self._hint is None or not self._hint[1].done():
            return None
        asked, request = self._hint
        self._hint = None
        if asked != position or request.exception() is not None:
            return None
        return request.result()

    def cancel_hint(self) -> None:
        if self._hint is not None:
            self._hint[1].cancel()
            self._hint = None

    def close(self) -> None:
        """Stop the worker (a question still open is dropped)."""
        self.cancel()
        self.cancel_hint()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
