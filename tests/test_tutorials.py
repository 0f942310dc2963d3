"""Tutorial files are checked when they are read: their shape, their record, and that
the steps that wait for the learner ask for exactly seat 0's decisions in the record.
The small tutorials in tests/data/tutorials stand in for the real ones; the real
ones, whichever exist, pass the same checks."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from axio_desktop.kits import find_kit, kits
from axio_desktop.tutorials import TutorialError, load_tutorial, read_tutorial

FIXTURES = Path(__file__).parent / "data" / "tutorials"
GAMES = ("rota", "axio", "axio-hex")


def fixture(game: str) -> dict[str, Any]:
    data = json.loads((FIXTURES / f"{game}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def refused(data: object, game: str) -> TutorialError:
    with pytest.raises(TutorialError) as caught:
        read_tutorial(data, find_kit(game), f"tutorials/{game}.json")
    return caught.value


@pytest.mark.parametrize("game", GAMES)
def test_a_test_tutorial_is_read_with_its_waiting_steps(game: str) -> None:
    tutorial = load_tutorial(find_kit(game), FIXTURES)
    assert tutorial is not None and tutorial.game == game
    waiting = [step for step in tutorial.steps if step.waits]
    assert tutorial.placements == sum(step.expect is not None for step in waiting) > 0
    assert tutorial.steps[-1].at == "end" and not tutorial.steps[0].waits
    assert all(step.text("de") and step.text("en") for step in tutorial.steps)
    first = next(step for step in waiting if step.expect is not None)
    assert first.targets and set(first.targets) == set(first.highlight.cells)


@pytest.mark.parametrize("kit", kits(), ids=lambda kit: kit.game.id)
def test_every_built_in_tutorial_passes_the_checks(kit: Any) -> None:
    tutorial = load_tutorial(kit)
    if kit.game.id in GAMES:
        assert tutorial is not None, f"tutorials/{kit.game.id}.json is shipped"
        assert tutorial.placements > 0
    else:
        assert tutorial is None, "a game registered later ships no tutorial yet"


def test_a_game_without_a_file_has_no_tutorial(tmp_path: Path) -> None:
    assert load_tutorial(find_kit("axio"), tmp_path) is None


def test_a_file_that_is_not_json_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "rota.json").write_text("{", encoding="utf-8")
    with pytest.raises(TutorialError, match=r"tutorials/rota\.json: file: not readable JSON"):
        load_tutorial(find_kit("rota"), tmp_path)


def test_the_shape_is_checked_key_by_key() -> None:
    data = fixture("rota")
    assert "format" in str(refused({**data, "format": "tutorial"}, "rota"))
    assert refused({**data, "game": "axio"}, "rota").where == "game"
    missing = copy.deepcopy(data)
    del missing["steps"][2]["text"]["de"]
    assert refused(missing, "rota").where == "steps[2].text.de"
    strange = copy.deepcopy(data)
    strange["steps"][1]["arrow"] = "left"
    assert "unknown key 'arrow'" in str(refused(strange, "rota"))
    late = copy.deepcopy(data)
    late["steps"][1]["at"] = "end"
    assert refused(late, "rota").where == "steps[1].at"
    colour = copy.deepcopy(data)
    colour["steps"][-1]["highlight"]["colours"] = "X"
    assert refused(colour, "rota").where == f"steps[{len(data['steps']) - 1}].highlight.colours"


def test_the_record_must_be_finished_and_won_by_the_learner() -> None:
    data = fixture("rota")
    unfinished = copy.deepcopy(data)
    unfinished["record"]["moves"] = unfinished["record"]["moves"][:3]
    problem = refused(unfinished, "rota")
    assert problem.where == "record" and "not finished" in problem.problem
    swapped = copy.deepcopy(data)
    swapped["record"]["players"].reverse()
    assert refused(swapped, "rota").where == "record.players"


def test_the_expected_placements_are_seat_0s_in_order() -> None:
    data = fixture("rota")
    waiting = [index for index, step in enumerate(data["steps"]) if "expect" in step]
    out_of_order = copy.deepcopy(data)
    steps = out_of_order["steps"]
    steps[waiting[0]]["expect"], steps[waiting[1]]["expect"] = (steps[waiting[1]]["expect"],
                                                                steps[waiting[0]]["expect"])
    problem = refused(out_of_order, "rota")
    assert problem.where == f"steps[{waiting[0]}].expect" and "the record's seat 0" in str(problem)
    short = copy.deepcopy(data)
    del short["steps"][waiting[-1]]
    assert "no step waits for seat 0's decision" in str(refused(short, "rota"))
    extra = copy.deepcopy(data)
    extra["steps"].insert(-2, copy.deepcopy(data["steps"][waiting[-1]]))
    assert "does not make in the record" in str(refused(extra, "rota"))


def test_the_halves_of_an_axio_tile_may_be_written_either_way_round() -> None:
    data = fixture("axio")
    step = next(step for step in data["steps"] if "expect" in step)
    step["expect"] = {"cells": step["expect"]["cells"][::-1],
                      "colours": step["expect"]["colours"][::-1]}
    assert read_tutorial(data, find_kit("axio"), "tutorials/axio.json").placements > 0


def test_exchange_answers_are_checked_and_rota_has_none() -> None:
    data = fixture("axio")
    step = next(step for step in data["steps"] if "answer" in step)
    step["answer"] = "keep" if step["answer"] == "exchange" else "exchange"
    assert ".answer" in refused(data, "axio").where
    rota = fixture("rota")
    rota["steps"].insert(1, {"text": {"en": "Swap?", "de": "Tauschen?"}, "answer": "exchange"})
    problem = refused(rota, "rota")
    assert problem.where == "steps[1].answer" and "not a decision of this game" in problem.problem
