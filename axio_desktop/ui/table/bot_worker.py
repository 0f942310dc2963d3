"""Bots think off the frame loop: each question, the seat's bot asked for its move or
the hint bot for the move it would suggest, is worked out elsewhere while the table
keeps drawing.

Where: in one of the program's thinking processes (`ThinkingProcesses`) when the
question can be pickled, as every built-in level's can. A bot thinking on a thread of
the program holds Python's lock in turns with the frame loop, and a frame drawn while
it thought took up to twice its time (`benchmarks/table_frames.py`). A question that
cannot be pickled (an external program's bot, whose state lives in its own process)
runs on a thread of its own.

A question can be dropped (undo, redo, leaving the game) while the bot still thinks.
So that a dropped question leaves no trace, the seat's bot and the stand-in are asked
as copies (pickled to a process, or deep-copied for a thread), and the copies that
answered are handed back with the answer, for the match to keep in their place:
whatever a bot remembers between moves (AXIO's rack reading) and its random generator
move on only when its answer is taken. A dropped question finishes on its own and its
copies are thrown away, so the next question never waits behind it (there are two
processes). A bot that cannot be copied at all is asked itself, one question at a
time.

Every game's match uses the same worker; it knows bots and game states only
through `ask_and_hand_back` and a bot's ``choose``.
"""

from __future__ import annotations

import copy
import multiprocessing
import pickle
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, TypeVar

from ...bots import Bot
from ...bots.seat import BotAnswer, ask_and_hand_back
from ...bots.wire import MoveT, ViewT
from ...child_process import end_with_parent, run_pickled
from ...engine import GameState

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class Reply(Generic[MoveT]):
    """A bot's answer to the seat that asked, and the bot and the stand-in as they are
    after answering (to keep in place of the ones asked)."""

    seat: int
    answer: BotAnswer[MoveT]
    bot: Bot[Any, MoveT]
    stand_in: Bot[Any, MoveT]


Handed = tuple[BotAnswer[MoveT], Bot[Any, MoveT], Bot[Any, MoveT]]
"""An answer with the bot and the stand-in that gave it (`ask_and_hand_back`)."""


@dataclass(frozen=True, slots=True)
class _Question(Generic[MoveT]):
    """An open question, with the bot and the stand-in as they were when asked (kept if
    the question fails)."""

    seat: int
    bot: Bot[Any, MoveT]
    stand_in: Bot[Any, MoveT]
    future: Future[Handed[MoveT]]


def on_own_thread(work: Callable[[], _T], name: str = "axio-bot") -> Future[_T]:
    """Run ``work`` on a new daemon thread; its result or exception lands in the future
    (a daemon: work nobody waits for any more never holds up the program's end)."""
    future: Future[_T] = Future()
    future.set_running_or_notify_cancel()

    def run() -> None:
        try:
            future.set_result(work())
        except BaseException as error:  # noqa: BLE001 - handed to whoever reads the answer
            future.set_exception(error)

    threading.Thread(target=run, name=name, daemon=True).start()
    return future


def _copy_to_ask(bot: _T) -> _T | None:
    """A copy of ``bot`` to ask in its place, or None if it cannot be copied (it holds
    a child process, a pipe or a lock)."""
    try:
        return copy.deepcopy(bot)
    except (TypeError, copy.Error):
        return None


THINKING_PROCESSES = 2
"""Two, so that a dropped question still thinking in one never holds up the next."""


class ThinkingProcesses:
    """The program's worker processes for the bots' questions: spawned, not forked (a
    fork would copy SDL and the program's threads half-way), when the first table with
    a bot opens; shared by every table after it; ended with the program
    (`end_with_parent`). A pool that broke (a worker was killed) fails its open
    questions and is replaced at the next one."""

    def __init__(self, processes: int = THINKING_PROCESSES) -> None:
        self.processes = processes
        self._pool: ProcessPoolExecutor | None = None

    def warm_up(self) -> None:
        """Start the processes now, so that the first question does not wait for
        their imports."""
        for _ in range(self.processes):
            self._submit(int)

    def run(self, call: Callable[[], _T]) -> Future[_T] | None:
        """Start ``call`` in a process; None if it cannot be pickled (then nothing has
        started)."""
        try:
            sent = pickle.dumps(call)
        except Exception:  # noqa: BLE001 - whatever a foreign bot's pickling raises, it stays here
            return None
        return self._submit(run_pickled, sent)

    def _submit(self, work: Callable[..., _T], *arguments: object) -> Future[_T]:
        try:
            return self._ready().submit(work, *arguments)
        except BrokenProcessPool:  # a worker was killed: its pool takes nothing more
            self._pool = None
            return self._ready().submit(work, *arguments)

    def _ready(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=self.processes,
                                             mp_context=multiprocessing.get_context("spawn"),
                                             initializer=end_with_parent)
        return self._pool


THINKING = ThinkingProcesses()
"""The processes every table's bots think in."""


class BotWorker(Generic[MoveT]):
    """At most one bot question and one hint question open at a time."""

    def __init__(self, processes: ThinkingProcesses = THINKING) -> None:
        self._processes = processes
        self._request: _Question[MoveT] | None = None
        self._hint: tuple[int, Future[MoveT]] | None = None
        self._uncopied = threading.Lock()
        """Held while a bot that could not be copied answers: it is asked itself, so
        a dropped question to it must end before the next one starts."""

    # The seat's bot -------------------------------------------------------------

    def warm_up(self) -> None:
        """Bots will be asked: have their processes ready."""
        self._processes.warm_up()

    def ask(self, seat: int, bot: Bot[ViewT, MoveT], state: GameState[MoveT, object, ViewT],
            stand_in: Bot[ViewT, MoveT]) -> None:
        """Start asking a copy of ``bot`` (sitting at ``seat``) for its move on a copy
        of ``state``, unless a question is open already."""
        if self._request is not None:
            return
        future = self._processes.run(partial(ask_and_hand_back, bot, state, stand_in))
        if future is None:  # a process works on the state pickled; a thread on a copy
            state = state.copy()
            copied = _copy_to_ask(bot)
            standing = _copy_to_ask(stand_in) or stand_in
            if copied is not None:
                future = on_own_thread(partial(ask_and_hand_back, copied, state, standing))
            else:
                future = on_own_thread(partial(self._ask_in_turn, bot, state, standing))
        self._request = _Question(seat, bot, stand_in, future)

    def _ask_in_turn(self, bot: Bot[ViewT, MoveT], state: GameState[MoveT, object, ViewT],
                     stand_in: Bot[ViewT, MoveT]) -> Handed[MoveT]:
        with self._uncopied:
            return ask_and_hand_back(bot, state, stand_in)

    @property
    def thinking(self) -> bool:
        return self._request is not None

    def answer(self, stand_in_move: Callable[[], MoveT]) -> Reply[MoveT] | None:
        """The bot's answer once ready (the question is then closed), else None; if the
        worker itself failed, ``stand_in_move`` plays, the failure is the fault and the
        bots stay as they were."""
        request = self._request
        if request is None or not request.future.done():
            return None
        self._request = None
        error = request.future.exception()
        if error is not None:
            failed = BotAnswer(stand_in_move(), 0.0, f"{error}")
            return Reply(request.seat, failed, request.bot, request.stand_in)
        answer, bot, stand_in = request.future.result()
        return Reply(request.seat, answer, bot, stand_in)

    def cancel(self) -> None:
        """Drop the open question: its answer and its copies of the bots are thrown
        away when it ends."""
        self._request = None

    # Hints ------------------------------------------------------------------------

    def ask_hint(self, position: int, choose: Callable[[], MoveT]) -> None:
        """Start working out a hint for the position numbered ``position``."""
        if self._hint is None:
            self._hint = (position, self._processes.run(choose) or on_own_thread(choose))

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
        self._hint = None

    def close(self) -> None:
        """Drop the open questions (their threads end on their own)."""
        self.cancel()
        self.cancel_hint()
