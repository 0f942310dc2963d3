"""Reading a tutorial file and checking all of it: the shape of every step, the
record (read by the game's own reader, finished, won by the learner on the lowest
colour) and the script (`script.check_script`). Each fault names the file and the
place in it (`TutorialError`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, NoReturn, Protocol

from ..bots.kit import BotKit
from ..engine.errors import AxioError
from ..engine.game import AnyGame, GameRecordLike
from .model import (
    ANSWERS,
    FORMAT,
    LANGUAGES,
    LEARNER,
    MOMENTS,
    VERSION,
    Cell,
    Highlight,
    Step,
    Tutorial,
    TutorialError,
)
from .script import check_script


class TaughtGame(Protocol):
    """What reading a tutorial needs of its game (a registered `kits.GameKit` is
    one): the rules, and the bots' wire, which reads a decision in the record's shape."""

    @property
    def game(self) -> AnyGame: ...

    @property
    def bots(self) -> BotKit[Any, Any]: ...


def read_tutorial(data: object, taught: TaughtGame, name: str) -> Tutorial:
    """A tutorial of ``taught``'s game from its parsed JSON, checked throughout (``name``
    is told in errors)."""
    fail = _Fail(name)
    root = fail.read_object(data, "file")
    unknown = sorted(set(root) - {"format", "version", "game", "record", "steps"})
    if unknown:
        fail("file", f"unknown key {unknown[0]!r}")
    if root.get("format") != FORMAT:
        fail("format", f"expected {FORMAT!r}, got {root.get('format')!r}")
    if root.get("version") != VERSION:
        fail("version", f"expected {VERSION}, got {root.get('version')!r}")
    game = taught.game
    if root.get("game") != game.id:
        fail("game", f"expected {game.id!r} (the file's name), got {root.get('game')!r}")
    record = _record(game, root.get("record"), fail)
    items = fail.read_list(root.get("steps"), "steps")
    if not items:
        fail("steps", "a tutorial has at least one step")
    steps = tuple(_step(taught, item, f"steps[{index}]", fail)
                  for index, item in enumerate(items))
    for index in range(1, len(steps)):
        if steps[index - 1].at == "end" and steps[index].at != "end":
            fail(f"steps[{index}].at", "after a card at the end only cards at the end follow")
    check_script(game, record, steps, fail)
    return Tutorial(game.id, record, steps)


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


def _record(game: AnyGame, value: object, fail: _Fail) -> GameRecordLike:
    """The record read by the game's own reader: finished, two players, seat 0 a human
    who wins on the lowest colour, seat 1 a bot."""
    if value is None:
        fail("record", "missing")
    try:
        record = game.read_record(value)
    except (AxioError, ValueError) as error:
        fail("record", str(error))
    players = record.players
    if len(players) != 2:
        fail("record.players", f"a tutorial has 2 players, this record {len(players)}")
    if players[LEARNER].kind != "human" or players[1 - LEARNER].kind != "bot":
        fail("record.players", "seat 0 is the learner (a human), seat 1 the opponent (a bot)")
    outcome = record.replay().outcome()
    if outcome is None:
        fail("record", "the game is not finished")
    if outcome.instant_win or tuple(outcome.winners) != (LEARNER,):
        fail("record", "seat 0 must win, on the lowest colour (not at once)")
    return record


def _step(taught: TaughtGame, value: object, where: str, fail: _Fail) -> Step:
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
        decision = _decision(taught.bots.wire.move_from, expected, f"{where}.expect", fail)
        targets = _cells_of(expected, f"{where}.expect", fail)
    elif answer is not None:
        if answer not in ANSWERS:
            fail(f"{where}.answer", f"expected \"exchange\" or \"keep\", got {answer!r}")
        decision = _decision(taught.bots.wire.move_from, {"exchange": answer == "exchange"},
                             f"{where}.answer", fail)
    highlight = _highlight(taught.game, data.get("highlight", {}), f"{where}.highlight", fail)
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


def _highlight(game: AnyGame, value: object, where: str, fail: _Fail) -> Highlight:
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
    if not isinstance(colours, str) or any(colour not in game.colours for colour in colours):
        fail(f"{where}.colours", f"expected letters of {game.colours}, got {colours!r}")
    return Highlight(cells, rack, tuple(scores), colours)
