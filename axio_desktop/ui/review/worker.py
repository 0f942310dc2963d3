"""The analysis of one record off the frame loop: a thread iterates an `Analysis`
over worker processes, keeps each judgement as it arrives and writes the cache
after each; what was cached before is not judged again."""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from collections.abc import Sequence
from typing import Any, Generic

from ...child_process import end_with_parent
from ...review import Analysis, AnalysisKit, Judgement, Position, ReviewSettings
from ...review.kit import MoveT, ViewT
from ...userdata.review_cache import load_review, save_review

_log = logging.getLogger(__name__)


BACKGROUND = 10
"""How much nicer than the program the worker processes are: the frames come first."""


def usable_cores() -> int:
    """The processor cores this program may run on (at least 1)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def screen_jobs(cores: int | None = None) -> int:
    """The review screen's worker processes on a machine of ``cores`` (by default the
    usable ones): every core but the one the frame loop keeps, and both of two (the
    workers run at a lower priority, `BACKGROUND`, so the frames still come first:
    benchmarks/review_screen.py measured it on two cores); one on one."""
    cores = usable_cores() if cores is None else cores
    return min(cores, max(2, cores - 1))


def in_the_background() -> None:
    """Lower a worker process's priority (where the system lets a program do that), and
    end it with the program."""
    end_with_parent()
    if hasattr(os, "nice"):
        os.nice(BACKGROUND)


def cached_judgements(kit: AnalysisKit[Any, MoveT], key: str, count: int
                      ) -> dict[int, Judgement[MoveT]]:
    """The judgements of the cache under ``key`` for a record of ``count`` placements
    of ``kit``'s game; none if any of them is not what the analyser writes (a damaged
    cache)."""
    found: dict[int, Judgement[MoveT]] = {}
    try:
        for index, data in load_review(key).items():
            judgement = Judgement.from_json(data, kit.move_from_json)
            if index >= count or judgement.index != index:
                return {}
            found[index] = judgement
    except (KeyError, TypeError, ValueError):
        return {}
    return found


class ReviewWorker(Generic[ViewT, MoveT]):
    """Judges the positions of a record that its cache (under ``key``) lacks, on
    ``jobs`` processes. They are spawned, not forked: the program runs SDL and
    threads, which a forked child would inherit half-way."""

    def __init__(self, kit: AnalysisKit[ViewT, MoveT], positions: Sequence[Position[ViewT, MoveT]],
                 key: str, *, seed: int, settings: ReviewSettings, jobs: int) -> None:
        self.kit = kit
        self.key = key
        self.count = len(positions)
        self._lock = threading.Lock()
        self._found = cached_judgements(kit, key, self.count)
        self.from_cache = len(self._found)
        """How many judgements the cache held when the review opened."""
        missing = [position for position in positions if position.index not in self._found]
        self.analysis: Analysis[ViewT, MoveT] | None = None
        if missing:
            # The cheapest positions first (the last ones: few placements are left to
            # play out), so that the first marks come at once.
            missing.reverse()
            self.analysis = Analysis(kit, missing, seed=seed, settings=settings, jobs=jobs,
                                     context=multiprocessing.get_context("spawn"),
                                     initializer=in_the_background)
        self.thread: threading.Thread | None = None
        self.failure: str | None = None

    def start(self) -> None:
        if self.analysis is not None and self.thread is None:
            self.thread = threading.Thread(target=self._run, name="review", daemon=True)
            self.thread.start()

    def _run(self) -> None:
        assert self.analysis is not None
        try:
            for judgement in self.analysis:
                with self._lock:
                    self._found[judgement.index] = judgement
                    entries = [self._found[index].to_json(self.kit.move_json)
                               for index in sorted(self._found)]
                save_review(self.key, entries)
        except Exception as error:  # noqa: BLE001 - told on screen (a worker died, a bug), never a crash
            _log.exception("the review's analysis failed")
            self.failure = f"{type(error).__name__}: {error}"

    def judgements(self) -> dict[int, Judgement[MoveT]]:
        """Every judgement made so far, by placement index."""
        with self._lock:
            return dict(self._found)

    @property
    def done(self) -> bool:
        with self._lock:
            return len(self._found) == self.count

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def cancel(self) -> None:
        """Stop judging (the thread ends once the position being judged is done)."""
        if self.analysis is not None:
            self.analysis.cancel()
