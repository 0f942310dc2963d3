"""Judging the placements a player tries, off the frame loop.

A check is one judgement (`review.judge`) of the position with the tried placement in
place of the record's. It runs on a worker thread; with ``jobs`` above 1 the thread
hands the judging to a worker process of its own, so that the playouts do not share
the interpreter with the frame loop (a thread's playouts hold it in turns with the
drawing: `benchmarks/try_again_speed.py` measures the frames). The process is
spawned, not forked: a fork would copy SDL and the program's threads half-way.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future
from functools import partial
from multiprocessing.pool import Pool
from typing import Any

from ...review import Judgement, judge
from ..table.bot_worker import on_own_thread
from .lesson import Lesson


class Checker:
    """Checks placements of a `Lesson`'s positions, one question at a time (the caller
    waits for one answer before asking again)."""

    def __init__(self, lesson: Lesson, jobs: int) -> None:
        self.lesson = lesson
        self.pool: Pool | None = None
        if jobs > 1:  # started now: its imports are done while the player reads the card
            self.pool = multiprocessing.get_context("spawn").Pool(processes=1)

    def check(self, index: int, decision: Any) -> Future[Judgement[Any]]:
        """Start judging ``decision`` made instead of the record's placement ``index``."""
        return on_own_thread(partial(self._judge, index, decision), name="axio-try-again")

    def _judge(self, index: int, decision: Any) -> Judgement[Any]:
        lesson = self.lesson
        position = lesson.position(index, decision)
        arguments = (lesson.kit.review, position, lesson.seed, lesson.settings)
        if self.pool is None:
            return judge(*arguments)
        result: Judgement[Any] = self.pool.apply(judge, arguments)
        return result

    def shut_down(self) -> None:
        """No more checks: the worker process ends (a check under way with it)."""
        if self.pool is not None:
            self.pool.terminate()
            self.pool = None
