"""The analysis of one record off the frame loop, in passes: a thread iterates an
`Analysis` over worker processes, keeps each judgement as it arrives (a deep one in
place of a first one) and writes the cache after each, with the pass each came from;
what was cached deep before is not judged again, what was cached from the first pass
is judged deep only."""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from collections.abc import Sequence
from typing import Any, Generic

from ...child_process import end_with_parent
from ...review import (
    DEEP,
    DEPTHS,
    FIRST,
    Analysis,
    AnalysisKit,
    Judgement,
    Marked,
    Position,
    ReviewSettings,
    deeper,
)
from ...review.kit import MoveT, ViewT
from ...userdata.review_cache import Entry, load_review, save_review

_log = logging.getLogger(__name__)


BACKGROUND = 10
"""How much nicer than the program the worker processes are in the deep pass: the
frames come first. The first pass runs at the program's own priority: it is short, and
at a lower one, on a machine that other programs keep busy, it would wait for them."""
PASS_KEY = "pass"
"""The key of a cached judgement that says which pass it came from (none: the deep
one, as every judgement was before there were passes)."""

_started_at = 0
"""A worker process's niceness when it started (`in_the_foreground`)."""


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


def in_the_foreground() -> None:
    """Start a worker process: at the program's priority, ended with the program."""
    global _started_at
    end_with_parent()
    if hasattr(os, "nice"):
        _started_at = os.nice(0)


def in_the_background() -> None:
    """Lower a worker process's priority by `BACKGROUND` from where it started (once:
    it runs before every deep judgement; where the system lets a program do that)."""
    if hasattr(os, "nice"):
        lower = _started_at + BACKGROUND - os.nice(0)
        if lower > 0:
            os.nice(lower)


def cached_judgements(kit: AnalysisKit[Any, MoveT], key: str,
                      positions: Sequence[Position[Any, MoveT]]) -> dict[Entry, Marked[MoveT]]:
    """The judgements of the cache under ``key`` for the ``positions`` of a record of
    ``kit``'s game, with their passes, by kind and index; none if any of them is not
    what the analyser writes for one of them (a damaged cache)."""
    wanted = {(position.kind, position.index) for position in positions}
    found: dict[Entry, Marked[MoveT]] = {}
    try:
        for entry, data in load_review(key).items():
            judgement = Judgement.from_json(data, kit.move_from_json)
            depth = next(depth for depth in DEPTHS if depth == data.get(PASS_KEY, DEEP))
            if entry not in wanted or judgement.key != entry:
                return {}
            found[judgement.key] = Marked(depth, judgement)
    except (KeyError, TypeError, ValueError, StopIteration):
        return {}
    return found


class ReviewWorker(Generic[ViewT, MoveT]):
    """Judges the positions of a record whose deep judgement its cache (under ``key``)
    lacks, on ``jobs`` processes: those without any judgement first with ``first``
    (None: no first pass), then each deep with ``settings``. The processes are
    spawned, not forked: the program runs SDL and threads, which a forked child would
    inherit half-way."""

    def __init__(self, kit: AnalysisKit[ViewT, MoveT], positions: Sequence[Position[ViewT, MoveT]],
                 key: str, *, seed: int, settings: ReviewSettings, jobs: int,
                 first: ReviewSettings | None) -> None:
        self.kit = kit
        self.key = key
        self.count = len(positions)
        self._lock = threading.Lock()
        self._found = cached_judgements(kit, key, positions)
        self.from_cache = sum(marked.final for marked in self._found.values())
        """How many deep judgements the cache held when the review opened."""
        # The cheapest positions first (the last ones: few placements are left to play
        # out), so that the first marks come at once.
        unfinished = [position for position in reversed(positions)
                      if not self._depth_is((position.kind, position.index), DEEP)]
        unmarked = [position for position in unfinished
                    if (position.kind, position.index) not in self._found]
        self.analysis: Analysis[ViewT, MoveT] | None = None
        if unfinished:
            self.analysis = Analysis(kit, unfinished, seed=seed, settings=settings, jobs=jobs,
                                     context=multiprocessing.get_context("spawn"),
                                     initializer=in_the_foreground,
                                     first=unmarked if first is not None else (),
                                     first_settings=first or settings,
                                     before_deep=in_the_background)
        self.thread: threading.Thread | None = None
        self.failure: str | None = None

    def start(self) -> None:
        if self.analysis is not None and self.thread is None:
            self.thread = threading.Thread(target=self._run, name="review", daemon=True)
            self.thread.start()

    def _depth_is(self, entry: Entry, depth: str) -> bool:
        marked = self._found.get(entry)
        return marked is not None and marked.depth == depth

    def _run(self) -> None:
        assert self.analysis is not None
        try:
            for marked in self.analysis.passes():
                key = marked.judgement.key
                with self._lock:
                    known = self._found.get(key)
                    if known is not None and not deeper(marked.depth, known.depth):
                        continue  # a first judgement late from another process
                    self._found[key] = marked
                    entries = [{**self._found[entry].judgement.to_json(self.kit.move_json),
                                PASS_KEY: self._found[entry].depth}
                               for entry in sorted(self._found)]
                save_review(self.key, entries)
        except Exception as error:  # noqa: BLE001 - told on screen (a worker died, a bug), never a crash
            _log.exception("the review's analysis failed")
            self.failure = f"{type(error).__name__}: {error}"

    def judgements(self) -> dict[Entry, Judgement[MoveT]]:
        """The best judgement known of every position judged so far, by kind and index
        (`Judgement.key`): a deep one where the deep pass has come to it."""
        with self._lock:
            return {entry: marked.judgement for entry, marked in self._found.items()}

    def provisional(self) -> set[Entry]:
        """The positions whose judgement is the first pass's (the deep one is still to come)."""
        with self._lock:
            return {entry for entry, marked in self._found.items() if marked.depth == FIRST}

    @property
    def done(self) -> bool:
        """Whether every position has its deep judgement."""
        with self._lock:
            return sum(marked.final for marked in self._found.values()) == self.count

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def cancel(self) -> None:
        """Stop judging (the thread ends once the position being judged is done)."""
        if self.analysis is not None:
            self.analysis.cancel()
