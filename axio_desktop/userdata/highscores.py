"""The solo high-score tables, one per game: the ten best results, kept between runs."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from ..engine.registry import find_game
from .json_fields import UserDataError, read_int, read_list, read_object, read_str, read_version
from .json_store import load_json, save_json
from .paths import game_file
from .problems import FileProblem

TABLE_SIZE: Final = 10
FILE_NAME: Final = "highscores.json"
VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class HighScore:
    """One solo result: ``lowest`` is the result (the lowest track), ``scores`` the
    tracks in the game's colour order, ``seed`` the deal's seed (so the same deal can
    be played again), ``date`` the day it was played."""

    lowest: int
    scores: tuple[int, ...]
    seed: int | None
    date: datetime.date
    name: str

    @classmethod
    def of(cls, scores: Sequence[int], *, seed: int | None, name: str,
           date: datetime.date | None = None) -> HighScore:
        """The entry for a finished solo game with these tracks, played today by default."""
        return cls(min(scores), tuple(scores), seed, date or datetime.date.today(), name)

    def to_json(self, colours: str) -> dict[str, Any]:
        return {
            "lowest": self.lowest,
            "scores": dict(zip(colours, self.scores)),
            "seed": self.seed,
            "date": self.date.isoformat(),
            "name": self.name,
        }

    @classmethod
    def from_json(cls, value: object, where: str, colours: str, top: int) -> HighScore:
        """An entry of a game whose tracks are ``colours`` and stand at most at ``top``."""
        data = read_object(value, where)
        tracks = read_object(data.get("scores"), f"{where}.scores")
        scores = tuple(read_int(tracks.get(colour), f"{where}.scores.{colour}", 0, top)
                       for colour in colours)
        lowest = read_int(data.get("lowest"), f"{where}.lowest", 0, top)
        if lowest != min(scores):
            raise UserDataError(f"{where}.lowest: {lowest} is not the lowest of the scores ({min(scores)})")
        seed = data.get("seed")
        if seed is not None:
            seed = read_int(seed, f"{where}.seed", 0)
        day = read_str(data.get("date"), f"{where}.date")
        try:
            date = datetime.date.fromisoformat(day)
        except ValueError:
            raise UserDataError(f"{where}.date: expected a date like '2026-11-21', got {day!r}") from None
        name = read_str(data.get("name"), f"{where}.name")
        return cls(lowest, scores, seed, date, name)


class HighScoreTable:
    """A game's best solo results, best first; among equal results the earlier one
    stays ahead. ``problem`` says why a damaged file was set aside, else None."""

    def __init__(self, entries: Sequence[HighScore] = (), *, game: str,
                 path: Path | None = None, problem: FileProblem | None = None) -> None:
        self.game = game
        self.path = path or default_path(game)
        self.problem = problem
        self._entries = sorted(entries, key=_rank_key)[:TABLE_SIZE]

    @property
    def entries(self) -> tuple[HighScore, ...]:
        return tuple(self._entries)

    @classmethod
    def load(cls, path: Path | None = None, *, game: str) -> HighScoreTable:
        where = path or default_path(game)
        rules = find_game(game)

        def parse(document: object) -> list[HighScore]:
            return _entries_from_json(document, rules.colours, rules.solo_top)

        entries, problem = load_json(where, parse, list[HighScore], "high_scores")
        if problem is not None:
            problem = problem.of_game(game)
        return cls(entries, game=game, path=where, problem=problem)

    def add(self, entry: HighScore) -> int | None:
        """Enter a result; returns its place (0 = best) or None if it did not make
        the table. The table is not saved until `save`."""
        place = sum(1 for held in self._entries if held.lowest >= entry.lowest)
        if place >= TABLE_SIZE:
            return None
        self._entries.insert(place, entry)
        del self._entries[TABLE_SIZE:]
        return place

    def save(self) -> None:
        """Write the table atomically; raises `SaveError` if the disk refuses."""
        colours = find_game(self.game).colours
        document = {"version": VERSION,
                    "entries": [entry.to_json(colours) for entry in self._entries]}
        save_json(self.path, document, "high_scores")


def default_path(game: str) -> Path:
    return game_file(FILE_NAME, game)


def _rank_key(entry: HighScore) -> int:
    return -entry.lowest


def _entries_from_json(document: object, colours: str, top: int) -> list[HighScore]:
    data = read_object(document, "high-score table")
    read_version(data, VERSION)
    items = read_list(data.get("entries"), "entries")
    return [HighScore.from_json(item, f"entries[{index}]", colours, top)
            for index, item in enumerate(items)]
