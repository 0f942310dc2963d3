"""Judging a whole record: positions spread over processes, results as they finish,
and the review they add up to (each player's accuracy and marks, the JSON of
``review --json``).

A screen runs an `Analysis` in a thread and iterates over it: each `Judgement`
arrives as soon as its position is judged (in whatever order the processes finish),
and `Analysis.cancel` stops the work. A screen may ask for a first pass too
(`passes`): lighter judgements of some positions, all of them handed out before
any deep one, and told apart (`passes.Marked`). `summarise` turns the judgements into a
`Review` once they are all in; `cache_key` names a review for a cache.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from multiprocessing.context import BaseContext
from typing import Generic

from .. import __version__
from ..engine.game import AnyGame
from .judge import SHIPPED, Judgement, ReviewSettings, judge
from .kit import EXCHANGE, PLACEMENT, AnalysisKit, JsonObject, MoveT, MoveT_co, Position, ViewT
from .marks import MARKS, UNCOUNTED, Unit, unit_for
from .passes import DEEP, FIRST, FIRST_PASS, Depth, Marked, judge_after

FORMAT = "axio-review"
VERSION = 1
ANALYSER = 2
"""The analyser's own version, part of every cache key: raised whenever the same
record, seed and settings come to be judged otherwise, so that a cache never serves
an old judgement as a new one (2: the playouts keep the rule of a first placement,
the answers to the exchange option are judged, decided decisions are marked so)."""


class Analysis(Generic[ViewT, MoveT]):
    """The judging of some positions of a game, on ``jobs`` processes (1: in this one).

    Iterate to receive each `Judgement` as it is made; `results` waits for all of them,
    sorted by index. Every judgement is the same whatever ``jobs`` is and whatever
    order the positions come in. ``context`` starts the processes (None: the platform's
    default); a program that runs threads or SDL should pass a "spawn" context, since
    a forked child inherits their state half-way. ``initializer`` runs first in each
    process (a screen lowers their priority with it).

    ``first`` are positions to judge in a first pass with ``first_settings`` before
    the deep pass judges ``positions`` with ``settings`` (`passes`); iterating
    yields the deep judgements alone. ``before_deep`` runs in a worker process before
    each deep judgement (not with ``jobs`` 1: a screen lowers its workers' priority
    with it once the first pass is handed out)."""

    def __init__(self, kit: AnalysisKit[ViewT, MoveT], positions: Sequence[Position[ViewT, MoveT]],
                 *, seed: int = 0,
                 settings: ReviewSettings = SHIPPED, jobs: int = 1,
                 context: BaseContext | None = None,
                 initializer: Callable[[], object] | None = None,
                 first: Sequence[Position[ViewT, MoveT]] = (),
                 first_settings: ReviewSettings = FIRST_PASS,
                 before_deep: Callable[[], object] | None = None) -> None:
        self.kit = kit
        self.positions = list(positions)
        self.seed = seed
        self.settings = settings
        self.jobs = jobs
        self.context = context
        self.initializer = initializer
        self.first = list(first)
        self.first_settings = first_settings
        self.before_deep = before_deep
        self._cancelled = threading.Event()
        self._pool: ProcessPoolExecutor | None = None

    def __iter__(self) -> Iterator[Judgement[MoveT]]:
        for marked in self.passes():
            if marked.depth == DEEP:
                yield marked.judgement

    def _tasks(self) -> list[tuple[Depth, Position[ViewT, MoveT], ReviewSettings]]:
        """What is judged, in the order it is handed out: the first pass, then the deep."""
        return ([(FIRST, position, self.first_settings) for position in self.first]
                + [(DEEP, position, self.settings) for position in self.positions])

    def passes(self) -> Iterator[Marked[MoveT]]:
        """Every judgement of both passes as it is made, with the pass it came from.
        The first pass's are all handed out before any deep one; with more than one
        process a first judgement may still arrive after a deep one has."""
        tasks = self._tasks()
        if self.jobs <= 1 or len(tasks) < 2:
            for depth, position, settings in tasks:
                if self._cancelled.is_set():
                    return
                yield Marked(depth, judge(self.kit, position, self.seed, settings))
            return
        pool = ProcessPoolExecutor(max_workers=min(self.jobs, len(tasks)),
                                   mp_context=self.context, initializer=self.initializer)
        self._pool = pool
        try:
            futures: dict[Future[Judgement[MoveT]], Depth] = {
                pool.submit(judge_after, self.before_deep if depth == DEEP else None, self.kit,
                            position, self.seed, settings): depth
                for depth, position, settings in tasks}
            for future in as_completed(futures):
                if self._cancelled.is_set() or future.cancelled():
                    return
                yield Marked(futures[future], future.result())
        finally:
            if self._cancelled.is_set():  # also when cancelled before the pool was made
                _end(pool)
            else:
                pool.shutdown(wait=True, cancel_futures=True)

    def cancel(self) -> None:
        """Stop: nothing more is judged or yielded (from any thread). The worker
        processes are ended: the positions they were judging, and those already
        handed to them, would otherwise run to their end unheard, and a program
        that exits waits for them."""
        self._cancelled.set()
        if self._pool is not None:
            _end(self._pool)

    def results(self) -> list[Judgement[MoveT]]:
        """Every judgement, in the order of the record (`record_order`)."""
        return sorted(self, key=record_order)


def _end(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down now, its processes ended in the middle of what they do."""
    processes = list((pool._processes or {}).values())  # no public way to reach them
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


@dataclass(frozen=True, slots=True)
class PlayerReview:
    name: str
    accuracy: float
    marks: dict[str, int]

    def to_json(self) -> JsonObject:
        return {"name": self.name, "accuracy": self.accuracy, "marks": dict(self.marks)}


@dataclass(frozen=True, slots=True)
class Review(Generic[MoveT_co]):
    """A judged record: each player's accuracy and marks (of their placements), every
    placement's judgement, and every answer to the exchange option's."""

    game: str
    unit: Unit
    players: tuple[PlayerReview, ...]
    placements: tuple[Judgement[MoveT_co], ...]
    exchanges: tuple[Judgement[MoveT_co], ...] = ()

    def to_json(self, write: Callable[[MoveT_co], JsonObject]) -> JsonObject:
        """The object ``review --json`` prints, its decisions written by ``write`` (the
        kit's `AnalysisKit.move_json`). The answers to the exchange option are a list
        of their own, ``exchanges``, after the placements, where the record has any:
        ``placements`` holds one entry per placement, as a reader of the contract
        counts them."""
        document = {"format": FORMAT, "version": VERSION, "game": self.game,
                    "unit": self.unit.name, "thresholds": self.unit.thresholds(),
                    "players": [player.to_json() for player in self.players],
                    "placements": [judgement.to_json(write) for judgement in self.placements]}
        if self.exchanges:
            document["exchanges"] = [judgement.to_json(write) for judgement in self.exchanges]
        return document

    def judgements(self) -> list[Judgement[MoveT_co]]:
        """Every judgement, in the order of the record (an answer to the exchange
        option right after the placement it follows)."""
        return sorted((*self.placements, *self.exchanges), key=record_order)


def record_order(judgement: Judgement[object]) -> tuple[int, int]:
    """Where a judgement's decision comes in its record: after its placement, or after
    the placement an answer to the exchange option follows."""
    if judgement.kind == PLACEMENT:
        return judgement.index, 0
    return (-1 if judgement.after is None else judgement.after), 1


def summarise(game: AnyGame, names: Sequence[str], judgements: Sequence[Judgement[MoveT]]
              ) -> Review[MoveT]:
    """The review of a record whose seats are called ``names``, from its judgements.

    A player's marks count their placements' marks, and their accuracy is of their
    placements but those marked decided (`marks.UNCOUNTED`); the answers to the
    exchange option are judged and marked but counted in neither, which keep the
    meaning the review's contract gives them."""
    unit = unit_for(len(names))
    ordered = tuple(sorted((judgement for judgement in judgements
                            if judgement.kind == PLACEMENT), key=lambda judgement: judgement.index))
    exchanges = tuple(sorted((judgement for judgement in judgements
                              if judgement.kind == EXCHANGE), key=lambda judgement: judgement.index))
    weights = unit.volatility([judgement.chances for judgement in ordered])
    players = []
    for seat, name in enumerate(names):
        own = [number for number, judgement in enumerate(ordered) if judgement.player == seat]
        marks = {mark: sum(ordered[number].mark == mark for number in own) for mark in MARKS}
        counted = [number for number in own if ordered[number].mark not in UNCOUNTED]
        accuracy = round(unit.accuracy([ordered[number].loss for number in counted],
                                       [weights[number] for number in counted]), 1)
        players.append(PlayerReview(name, accuracy, marks))
    return Review(game.id, unit, tuple(players), ordered, exchanges)


def cache_key(record_text: str, seed: int, settings: ReviewSettings = SHIPPED) -> str:
    """A name for the review of a record: the same only for the same record, seed,
    settings, program version and analyser (`ANALYSER`)."""
    named = json.dumps({"program": __version__, "analyser": ANALYSER, "seed": seed,
                        "settings": settings.to_json()}, sort_keys=True)
    return hashlib.sha256(f"{named}\n{record_text}".encode()).hexdigest()

