"""Tutorials as data: one JSON file per game in this folder (``<game id>.json``), a
finished record of that game and the cards that walk a learner through it.

`load_tutorial` reads a game's file and checks all of it: the shape of every step,
the record (read by the game's own reader, finished, won by seat 0 on the lowest
colour), and that the steps that wait for the learner ask for exactly seat 0's
decisions in the record, in order. A file that fails says which file and which step
or key is wrong (`TutorialError`); a game without a file has no tutorial.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any, Final, Literal, NoReturn

from ..engine.errors import AxioError
from ..kits import AnyKit, find_kit

FORMAT: Final = "axio-tutorial"
VERSION: Final = 1
LANGUAGES: Final = ("en", "de")
Moment = Literal["now", "turn", "end"]
MOMENTS: Final[tuple[Moment, ...]] = ("now", "turn", "end")
ANSWERS: Final = ("exchange", "keep")
Cell = tuple[int, int]


class TutorialError(ValueError):
    """A tutorial file that cannot be used: the message names the file, the place in it
    (``steps[4].expect``) and what is wrong there."""

    def __init__(self, file: str, where: str, problem: str) -> None:
        super().__init__(f"{file}: {where}: {problem}")
        self.file = file
        self.where = where
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Highlight:
    """What a card points at: board cells (the record's coordinates), the learner's
    rack or hand, these seats' scoreboards, these colours' tracks on them."""

    cells: tuple[Cell, ...] = ()
    rack: bool = False
    scores: tuple[int, ...] = ()
    colours: str = ""


@dataclass(frozen=True, slots=True)
class Step:
    """One card. ``decision`` is the learner's decision it waits for (the game's own
    value, read from ``expect`` or ``answer``), None for a card closed with Next;
    ``targets`` the cells the expected tile covers."""

    texts: tuple[tuple[str, str], ...]
    at: Moment = "now"
    expect: Mapping[str, Any] | None = None
    answer: str | None = None
    decision: Any = None
    targets: tuple[Cell, ...] = ()
    highlight: Highlight = Highlight()

    def text(self, language: str) -> str:
        texts = dict(self.texts)
        return texts.get(language) or texts["en"]

    @property
    def waits(self) -> bool:
        """Whether the card waits for the learner's decision (else "Next" closes it)."""
        return self.decision is not None


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial: its record (seat 0 the learner) and its cards, in order."""

    game: str
    record: Any
    """The game's checked record (`engine.game.GameRecordLike`)."""
    steps: tuple[Step, ...]

    @property
    def placements(self) -> int:
        """The learner's placements (bonus placements included)."""
        return sum(step.expect is not None for step in self.steps)


def tutorial_folder() -> Traversable:
    """Where the built-in tutorials are (inside the package)."""
    return resources.files(__name__)


def load_tutorial(game_id: str, folder: Traversable | None = None) -> Tutorial | None:
    """The tutorial of the registered game ``game_id`` from ``folder`` (the package's
    own by default), None when the game has none; raises `TutorialError`."""
    path = (folder or tutorial_folder()).joinpath(f"{game_id}.json")
    if not path.is_file():
        return None
    name = f"tutorials/{game_id}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise TutorialError(name, "file", f"not readable JSON ({error})") from None
    return read_tutorial(data, game_id, name)


def read_tutorial(data: object, game_id: str, name: str) -> Tutorial:
    """A tutorial from its parsed JSON, checked throughout (``name`` is told in errors)."""
    fail = _Fail(name)
    root = fail.read_object(data, "file")
    unknown = sorted(set(root) - {"format", "version", "game", "record", "steps"})
    if unknown:
        fail("file", f"unknown key {unknown[0]!r}")
    if root.get("format") != FORMAT:
        fail("format", f"expected {FORMAT!r}, got {root.get('format')!r}")
    if root.get("version") != VERSION:
        fail("version", f"expected {VERSION}, got {root.get('version')!r}")
    if root.get("game") != game_id:
        fail("game", f"expected {game_id!r} (the file's name), got {root.get('game')!r}")
    kit = find_kit(game_id)
    record = _record(kit, root.get("record"), fail)
    items = fail.read_list(root.get("steps"), "steps")
    if not items:
        fail("steps", "a tutorial has at least one step")
    steps = tuple(_step(kit, item, f"steps[{index}]", fail) for index, item in enumerate(items))
    for index in range(1, len(steps)):
        if steps[index - 1].at == "end" and steps[index].at != "end":
            fail(f"steps[{index}].at", "after a card at the end only cards at the end follow")
    _check_script(kit, record, steps, fail)
    return Tutorial(game_id, record, steps)


class _Fail:
    """Raises the `TutorialError` of one file; reads JSON values naming their place."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, where: str, problem: str) -> NoReturn:
        raise TutorialError(self.name, where, problem)

    def read_object(self, value: object, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            self(where, f"expected an object, got {type(value).__name__}")
        return value

    def read_list(self, value: object, where: str) -> list[Any]:
        if not isinstance(value, list):
            self(where, f"expected a list, got {type(value).__name__}")
        return value

    def cell(self, value: object, where: str) -> Cell:
        if (not isinstance(value, list) or len(value) != 2
                or not all(type(number) is int for number in value)):
            self(where, f"a cell is [x, y] (two whole numbers), got {json.dumps(value)}")
        return (value[0], value[1])


def _record(kit: AnyKit, value: object, fail: _Fail) -> Any:
    """The record read by the game's own reader: finished, two players, seat 0 a human
    who wins on the lowest colour, seat 1 a bot."""
    if value is None:
        fail("record", "missing")
    try:
        record = kit.game.read_record(value)
    except (AxioError, ValueError) as error:
        fail("record", str(error))
    players = record.players
    if len(players) != 2:
        fail("record.players", f"a tutorial has 2 players, this record {len(players)}")
    if players[0].kind != "human" or players[1].kind != "bot":
        fail("record.players", "seat 0 is the learner (a human), seat 1 the opponent (a bot)")
    outcome = record.replay().outcome()
    if outcome is None:
        fail("record", "the game is not finished")
    if outcome.instant_win or tuple(outcome.winners) != (0,):
        fail("record", "seat 0 must win, on the lowest colour (not at once)")
    return record


def _step(kit: AnyKit, value: object, where: str, fail: _Fail) -> Step:
    data = fail.read_object(value, where)
    unknown = sorted(set(data) - {"text", "expect", "answer", "at", "highlight"})
    if unknown:
        fail(where, f"unknown key {unknown[0]!r}")
    texts = fail.read_object(data.get("text"), f"{where}.text")
    for language in LANGUAGES:
        words = texts.get(language)
        if not isinstance(words, str) or not words.strip():
            fail(f"{where}.text.{language}", "missing or empty")
    at = data.get("at", "now")
    if at not in MOMENTS:
        fail(f"{where}.at", f"expected one of {', '.join(MOMENTS)}, got {at!r}")
    expect, answer = data.get("expect"), data.get("answer")
    if expect is not None and answer is not None:
        fail(where, "a step waits for a placement or an answer, not both")
    if (expect is not None or answer is not None) and at == "end":
        fail(f"{where}.at", "the game is over at the end: nothing to wait for")
    decision: Any = None
    targets: tuple[Cell, ...] = ()
    if expect is not None:
        expected = fail.read_object(expect, f"{where}.expect")
        decision = _decision(kit.bots.wire.move_from, expected, f"{where}.expect", fail)
        targets = _cells_of(expected, f"{where}.expect", fail)
    elif answer is not None:
        if answer not in ANSWERS:
            fail(f"{where}.answer", f"expected \"exchange\" or \"keep\", got {answer!r}")
        decision = _decision(kit.bots.wire.move_from, {"exchange": answer == "exchange"},
                             f"{where}.answer", fail)
    highlight = _highlight(kit, data.get("highlight", {}), f"{where}.highlight", fail)
    return Step(tuple((language, texts[language]) for language in LANGUAGES), at,
                expect, answer, decision, targets, highlight)


def _decision(read: Callable[[dict[str, Any]], Any], message: dict[str, Any], where: str,
              fail: _Fail) -> Any:
    """A decision in the record's shape read as the game's own value (the game's bot
    protocol reads the same shape)."""
    try:
        return read(message)
    except ValueError as error:
        fail(where, f"not a decision of this game: {str(error).removeprefix('sent ')}")


def _cells_of(expect: Mapping[str, Any], where: str, fail: _Fail) -> tuple[Cell, ...]:
    """The cells a placement covers, as written (``cells``, or the one ``cell``)."""
    if "cells" in expect:
        return tuple(fail.cell(cell, f"{where}.cells") for cell in fail.read_list(expect["cells"],
                                                                             f"{where}.cells"))
    return (fail.cell(expect.get("cell"), f"{where}.cell"),)


def _highlight(kit: AnyKit, value: object, where: str, fail: _Fail) -> Highlight:
    data = fail.read_object(value, where)
    unknown = sorted(set(data) - {"cells", "rack", "scores", "colours"})
    if unknown:
        fail(where, f"unknown key {unknown[0]!r}")
    cells = tuple(fail.cell(cell, f"{where}.cells[{index}]")
                  for index, cell in enumerate(fail.read_list(data.get("cells", []), f"{where}.cells")))
    rack = data.get("rack", False)
    if not isinstance(rack, bool):
        fail(f"{where}.rack", f"expected true or false, got {rack!r}")
    scores = fail.read_list(data.get("scores", []), f"{where}.scores")
    if any(seat not in (0, 1) or type(seat) is not int for seat in scores):
        fail(f"{where}.scores", f"seats are 0 and 1, got {scores}")
    colours = data.get("colours", "")
    if not isinstance(colours, str) or any(colour not in kit.game.colours for colour in colours):
        fail(f"{where}.colours", f"expected letters of {kit.game.colours}, got {colours!r}")
    return Highlight(cells, rack, tuple(scores), colours)


def _check_script(kit: AnyKit, record: Any, steps: Sequence[Step], fail: _Fail) -> None:
    """Play the record decision by decision at the game's table match: each decision of
    seat 0 must be the one the next waiting step asks for, and no waiting step is left
    over."""
    waiting = iter((index, step) for index, step in enumerate(steps) if step.waits)
    match = kit.desktop.match_of(record)
    try:
        match.rewind(0)
        while (decision := match.recorded(record)) is not None:
            if match.state.to_move == 0:
                index, step = next(waiting, (None, None))
                if step is None:
                    fail("steps", f"no step waits for seat 0's decision {decision} "
                                  f"(decision {match.position()} of the record)")
                elif not match.same_decision(step.decision, decision):
                    what = "expect" if step.expect is not None else "answer"
                    fail(f"steps[{index}].{what}",
                         f"the record's seat 0 decides {decision} here, not {step.decision}")
            match.play(decision)
    finally:
        match.close()
    index, step = next(waiting, (None, None))
    if step is not None:
        fail(f"steps[{index}]", "waits for a decision that seat 0 does not make in the record")
