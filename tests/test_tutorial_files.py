"""The guided first games (issue 30) are data: one file per game in the package's
``tutorials`` folder. Each built-in game has one; its record is an ordinary finished
record that the game's own reader accepts, which the learner (seat 0) wins on the lowest
colour, not at once; and its cards expect exactly the learner's decisions in the record,
placements and exchange answers in order, each card in English and German.

The learner's decisions are read here from the record's walk with the engine alone, so
the files are checked independently of the program that plays them.
"""

from __future__ import annotations

import json
from functools import singledispatch
from pathlib import Path
from typing import Any

import pytest

import axio_desktop
from axio_desktop.engine import game_of_document
from axio_desktop.engine.axio import AxioState
from axio_desktop.engine.rota import RotaState
from axio_desktop.kits import find_kit, kits

TUTORIALS = Path(axio_desktop.__file__).parent / "tutorials"
BUILT_INS = ("rota", "axio", "axio-hex")
STEP_KEYS = {"text", "expect", "answer", "at", "highlight"}
HIGHLIGHT_KEYS = {"cells", "rack", "scores", "colours"}
LONGEST_CARD = 220
"""Characters a card's text may have (the format's "at most ~220")."""

Cell = tuple[int, int]


def tutorial(game_id: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((TUTORIALS / f"{game_id}.json").read_text(encoding="utf-8"))
    return data


def games_with_a_tutorial() -> list[str]:
    return [kit.game.id for kit in kits() if (TUTORIALS / f"{kit.game.id}.json").is_file()]


def learner(document: dict[str, Any]) -> tuple[list[object], object]:
    """Seat 0's decisions in the record's walk (placements and answers at its exchange
    offers, in order), and the position at the end."""
    record = game_of_document(document).read_record(document)
    return [step.decision for step in record.walk() if step.seat == 0], record.replay()


@singledispatch
def board_cells(state: object) -> set[Cell]:
    """The cells a card may point at: what the board has at the end."""
    raise NotImplementedError(f"say here which cells the board of a {type(state).__name__} has")


@board_cells.register
def _(state: RotaState) -> set[Cell]:
    return {cell for cell, _ in state.display}


@board_cells.register
def _(state: AxioState) -> set[Cell]:
    return set(state.board.area.cells)


def waits(game_id: str, steps: list[dict[str, Any]]) -> list[object]:
    """The decisions the steps wait for, read as the game's own values by its bot
    protocol (which reads a placement in the record's shape, and an exchange answer)."""
    read = find_kit(game_id).bots.wire.move_from
    return [read(step["expect"]) if "expect" in step else read({"exchange": step["answer"] == "exchange"})
            for step in steps if "expect" in step or "answer" in step]


def test_every_built_in_game_has_a_tutorial() -> None:
    assert {kit.game.id for kit in kits()} >= set(BUILT_INS)
    assert set(games_with_a_tutorial()) >= set(BUILT_INS)
    assert {path.stem for path in TUTORIALS.glob("*.json")} <= {kit.game.id for kit in kits()}


@pytest.mark.parametrize("game_id", games_with_a_tutorial())
def test_the_file_has_the_format(game_id: str) -> None:
    data = tutorial(game_id)
    assert set(data) == {"format", "version", "game", "record", "steps"}
    assert (data["format"], data["version"], data["game"]) == ("axio-tutorial", 1, game_id)
    colours = next(kit.game.colours for kit in kits() if kit.game.id == game_id)
    for number, step in enumerate(data["steps"]):
        where = f"{game_id} step {number}"
        assert set(step) <= STEP_KEYS and "text" in step, where
        assert set(step["text"]) == {"en", "de"}, where
        for language, text in step["text"].items():
            assert isinstance(text, str) and text.strip(), f"{where}: no {language} text"
            assert len(text) <= LONGEST_CARD, f"{where}: the {language} text is {len(text)} long"
        assert not ("expect" in step and "answer" in step), where
        assert step.get("answer", "keep") in ("exchange", "keep"), where
        assert step.get("at", "now") in ("now", "turn", "end"), where
        highlight = step.get("highlight", {})
        assert set(highlight) <= HIGHLIGHT_KEYS, where
        assert set(highlight.get("scores", [])) <= {0, 1}, where
        assert set(highlight.get("colours", "")) <= set(colours), where
        assert highlight.get("rack", True) in (True, False), where


@pytest.mark.parametrize("game_id", games_with_a_tutorial())
def test_the_record_is_a_finished_game_the_learner_wins_on_the_lowest_colour(
    game_id: str,
) -> None:
    document = tutorial(game_id)["record"]
    game = game_of_document(document)
    assert game.id == game_id
    record = game.read_record(document)
    assert json.loads(record.dumps()) == document, "not what the record writer writes"
    learner, opponent = record.players
    assert (learner.kind, opponent.kind) == ("human", "bot")
    state = record.replay()
    outcome = state.outcome()
    assert state.finished and outcome is not None
    assert outcome.winners == (0,) and not outcome.instant_win
    lowest = [min(tracks) for tracks in state.all_scores()]
    assert lowest[0] > lowest[1], f"the learner's lowest {lowest[0]} does not beat {lowest[1]}"


@pytest.mark.parametrize("game_id", games_with_a_tutorial())
def test_the_cards_wait_for_exactly_the_learner_s_decisions(game_id: str) -> None:
    data = tutorial(game_id)
    decisions, end = learner(data["record"])
    assert waits(game_id, data["steps"]) == decisions
    cells = board_cells(end)
    for number, step in enumerate(data["steps"]):
        highlighted = {tuple(cell) for cell in step.get("highlight", {}).get("cells", [])}
        assert highlighted <= cells, f"{game_id} step {number} points off the board"
        if "expect" in step:
            wanted = step["expect"].get("cells") or [step["expect"]["cell"]]
            assert {tuple(cell) for cell in wanted} <= highlighted, \
                f"{game_id} step {number} does not highlight where the tile goes"


@pytest.mark.parametrize("game_id", games_with_a_tutorial())
def test_the_goal_comes_first_and_the_lowest_colour_last(game_id: str) -> None:
    steps = tutorial(game_id)["steps"]
    first, last = steps[0], steps[-1]
    assert "expect" not in first and "answer" not in first
    assert first["highlight"]["scores"] == [0]
    ending = [number for number, step in enumerate(steps) if step.get("at") == "end"]
    assert ending and ending == list(range(ending[0], len(steps))), "the last steps are at the end"
    assert not waits(game_id, steps[ending[0]:]), "after the end there is no decision to wait for"
    assert last["highlight"]["scores"] == [0, 1], "the last card shows both scoreboards"
