"""Judging a whole record: positions spread over processes, results as they finish,
and the review they add up to (each player's accuracy and marks, the JSON of
``review --json``).

A screen runs an `Analysis` in a thread and iterates over it: each `Judgement`
arrives as soon as its position is judged (in whatever order the processes finish),
and `Analysis.cancel` stops the work. `summarise` turns the judgements into a
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
from .kit import AnalysisKit, JsonObject, MoveT, MoveT_co, Position, ViewT
from .marks import MARKS, Unit, unit_for

FORMAT = "axio-review"
VERSION = 1


class Analysis(Generic[ViewT, MoveT]):
    """The judging of some positions of a game, on ``jobs`` processes (1: in this one).

    Iterate to receive each `Judgement` as it is made; `results` waits for all of them,
    sorted by index. Every judgement is the same whatever ``jobs`` is and whatever
    order the positions come in. ``context`` starts the processes (None: the platform's
    default); a program that runs threads or SDL should pass a "spawn" context, since
    a forked child inherits their state half-way. ``initializer`` runs first in each
    process (a screen lowers their priority with it)."""

    def __init__(self, kit: AnalysisKit[ViewT, MoveT], positions: Sequence[Position[ViewT, MoveT]],
                 *, seed: int = 0,
                 settings: ReviewSettings = SHIPPED, jobs: int = 1,
                 context: BaseContext | None = None,
                 initializer: Callable[[], object] | None = None) -> None:
        self.kit = kit
        self.positions = list(positions)
        self.seed = seed
        self.settings = settings
        self.jobs = jobs
        self.context = context
        self.initializer = initializer
        self._cancelled = threading.Event()
        self._pool: ProcessPoolExecutor | None = None

    def __iter__(self) -> Iterator[Judgement[MoveT]]:
        if self.jobs <= 1 or len(self.positions) < 2:
            for position in self.positions:
                if self._cancelled.is_set():
                    return
                yield judge(self.kit, position, self.seed, self.settings)
            return
        pool = ProcessPoolExecutor(max_workers=min(self.jobs, len(self.positions)),
                                   mp_context=self.context, initializer=self.initializer)
        self._pool = pool
        try:
            futures: list[Future[Judgement[MoveT]]] = [
                pool.submit(judge, self.kit, position, self.seed, self.settings)
                for position in self.positions]
            for future in as_completed(futures):
                if self._cancelled.is_set() or future.cancelled():
                    return
                yield future.result()
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
        """Every judgement, sorted by index."""
        return sorted(self, key=lambda judgement: judgement.index)


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
    """A judged record: each player's accuracy and marks, and every placement's judgement."""

    game: str
    unit: Unit
    players: tuple[PlayerReview, ...]
    placements: tuple[Judgement[MoveT_co], ...]

    def to_json(self, write: Callable[[MoveT_co], JsonObject]) -> JsonObject:
        """The object ``review --json`` prints, its placements written by ``write`` (the
        kit's `AnalysisKit.move_json`)."""
        return {"format": FORMAT, "version": VERSION, "game": self.game,
                "unit": self.unit.name, "thresholds": self.unit.thresholds(),
                "players": [player.to_json() for player in self.players],
                "placements": [judgement.to_json(write) for judgement in self.placements]}


def summarise(game: AnyGame, names: Sequence[str], judgements: Sequence[Judgement[MoveT]]
              ) -> Review[MoveT]:
    """The review of a record whose seats are called ``names``, from its judgements."""
    unit = unit_for(len(names))
    ordered = tuple(sorted(judgements, key=lambda judgement: judgement.index))
    weights = unit.volatility([judgement.chances for judgement in ordered])
    players = []
    for seat, name in enumerate(names):
        own = [number for number, judgement in enumerate(ordered) if judgement.player == seat]
        marks = {mark: sum(ordered[number].mark == mark for number in own) for mark in MARKS}
        accuracy = round(unit.accuracy([ordered[number].loss for number in own],
                                       [weights[number] for number in own]), 1)
        players.append(PlayerReview(name, accuracy, marks))
    return Review(game.id, unit, tuple(players), ordered)


def cache_key(record_text: str, seed: int, settings: ReviewSettings = SHIPPED) -> str:
    """A name for the review of a record: the same only for the same record, seed,
    settings and program version."""
    named = json.dumps({"program": __version__, "seed": seed, "settings": settings.to_json()},
                       sort_keys=True)
    return hashlib.sha256(f"{named}\n{record_text}".encode()).hexdigest()

