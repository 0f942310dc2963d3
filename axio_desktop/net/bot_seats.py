"""A bot seat's decision, made off the host's event loop (in a worker process, or a
thread): the level decides from the seat's VIEW as a client would receive it, read back
by the game's wire, so a bot seat on the host plays as ``join --seat LEVEL`` would;
`bot_workers`, the worker processes every host thinks in (``serve`` and the program's
own), which end with it; and `BotSeats`, which shares the workers fairly between rooms."""

from __future__ import annotations

import asyncio
import multiprocessing
import random
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from functools import partial
from typing import Any

from ..bots import make_bot
from ..bots.games import find_play_kit
from ..child_process import end_with_parent

BOT_PROCESSES = 2
"""Worker processes a host thinks for its bot seats in unless told otherwise (one more
is kept for the rooms of quick bots: `BotSeats`)."""


def choose_answer(game_id: str, level: str, seed: str, message: dict[str, Any]) -> dict[str, Any]:
    """The answer fields of ``level``'s decision on the ``move`` message ``message``,
    its generator seeded with ``seed``."""
    kit = find_play_kit(game_id)
    if level not in kit.bots.levels:  # never a program: a host starts none
        raise ValueError(f"{level!r} is not a built-in level of {game_id}")
    view = kit.bots.wire.view_from(message)
    bot = make_bot(level, random.Random(seed), kit=kit.bots)
    try:
        move = bot.choose(view)
    finally:
        bot.close()
    answer: dict[str, Any] = kit.bots.wire.answer(move)
    return answer


def bot_workers(processes: int = BOT_PROCESSES) -> tuple[Executor, int]:
    """Where a host's bot seats think, and how many at once: ``processes`` worker
    processes and one more kept for quick bots (`BotSeats`), each ending with the
    program (`end_with_parent`), so a host's thinking never competes with its program's
    own threads for Python's lock; with ``processes`` 0, threads of this process (as
    many: two and the quick one)."""
    workers = (processes if processes > 0 else BOT_PROCESSES) + 1
    if processes <= 0:
        return ThreadPoolExecutor(max_workers=workers, thread_name_prefix="axio-bot"), workers
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=end_with_parent), workers


Job = tuple[Callable[..., Any], tuple[Any, ...], "asyncio.Future[Any]"]

LIGHT_SECONDS = 0.5
"""Thinking an owner may have had lately and still count as light (`BotSeats`)."""
HALF_LIFE_SECONDS = 10.0
"""How fast an owner's thinking is forgotten: half of it in this time."""


class BotSeats:
    """The bot seats' thinking, shared fairly between the rooms' owners (a creator's
    address): of the owners waiting, the one that has had the least thinking lately
    goes first, and one of the ``workers`` is kept for light owners (little thinking
    lately: a room of quick bots, or one whose bots have just begun), so an honest
    room's quick bot answers in about its own time however many rooms of slow bots
    think meanwhile. One job at a time per worker, in the order chosen here."""

    def __init__(self, executor: Executor, workers: int) -> None:
        self.executor = executor
        self.workers = workers
        self._busy = 0
        self._busy_heavy = 0
        self._waiting: dict[str, deque[Job]] = {}
        self._used: dict[str, tuple[float, float]] = {}
        """Per owner: thinking seconds lately, and when that was counted."""

    async def think(self, owner: str, function: Callable[..., Any], *args: Any) -> Any:
        """``function(*args)`` in a worker, when ``owner``'s turn comes."""
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(owner, deque()).append((function, args, future))
        self._dispatch()
        return await future

    def usage(self, owner: str, now: float | None = None) -> float:
        """``owner``'s thinking seconds lately (halved every `HALF_LIFE_SECONDS`)."""
        seconds, when = self._used.get(owner, (0.0, 0.0))
        now = asyncio.get_running_loop().time() if now is None else now
        return float(seconds * 0.5 ** ((now - when) / HALF_LIFE_SECONDS))

    def _dispatch(self) -> None:
        loop = asyncio.get_running_loop()
        now = loop.time()
        while self._busy < self.workers and self._waiting:
            owners = sorted(self._waiting, key=lambda owner: self.usage(owner, now))
            if self.workers > 1 and self._busy_heavy >= self.workers - 1:
                owners = [owner for owner in owners if self.usage(owner, now) < LIGHT_SECONDS]
                if not owners:
                    return  # the last worker waits for a light owner
            owner = owners[0]
            heavy = self.usage(owner, now) >= LIGHT_SECONDS
            queue = self._waiting[owner]
            function, args, future = queue.popleft()
            if not queue:
                del self._waiting[owner]
            if future.cancelled():
                continue
            self._busy += 1
            self._busy_heavy += heavy
            work = loop.run_in_executor(self.executor, function, *args)
            work.add_done_callback(partial(self._done, owner, now, heavy, future))

    def _done(self, owner: str, started: float, heavy: bool, future: asyncio.Future[Any],
              work: asyncio.Future[Any]) -> None:
        now = asyncio.get_running_loop().time()
        self._used[owner] = (self.usage(owner, now) + now - started, now)
        self._busy -= 1
        self._busy_heavy -= heavy
        if not future.done():
            if work.cancelled():
                future.cancel()
            elif work.exception() is not None:
                future.set_exception(work.exception())  # type: ignore[arg-type]
            else:
                future.set_result(work.result())
        self._forget(now)
        self._dispatch()

    def _forget(self, now: float) -> None:
        for owner in [owner for owner in self._used
                      if self.usage(owner, now) < 0.001 and owner not in self._waiting]:
            del self._used[owner]
