"""The format's three example games (docs/records.md; copies in ``tests/data/axio``)
replay through `python -m axio_desktop replay --steps` to exactly their published
output, compared as JSON objects line by line."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).resolve().parent / "data" / "axio"
EXAMPLES = ["axio-two-players", "axio-hex-three-players", "axio-solo"]


@pytest.mark.parametrize("name", EXAMPLES)
def test_an_example_game_replays_to_its_published_steps(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "axio_desktop", "replay", "--steps", str(DATA / f"{name}.json")],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0 and done.stderr == ""
    expected = (DATA / f"{name}.replay-steps.jsonl").read_text().splitlines()
    got = done.stdout.splitlines()
    assert len(got) == len(expected)
    for number, (line, wanted) in enumerate(zip(got, expected)):
        assert json.loads(line) == json.loads(wanted), f"line {number}"


def test_the_examples_cover_pyramids_bonuses_exchanges_and_the_second_scoreboard() -> None:
    steps = {name: [json.loads(line) for line in
                    (DATA / f"{name}.replay-steps.jsonl").read_text().splitlines()[:-1]]
             for name in EXAMPLES}
    two = steps["axio-two-players"]
    assert any(step["pyramids"] for step in two) and any(step["bonus"] for step in two)
    assert any(turn.get("exchange") for turn in
               json.loads((DATA / "axio-two-players.json").read_text())["turns"])
    assert max(max(step["scores"].values()) for step in steps["axio-solo"]) > 18
    assert all(not step["pyramids"] for step in steps["axio-hex-three-players"])


def damaged_replay(name: str, damage: Callable[[dict[str, Any]], None],
                   tmp_path: Path) -> subprocess.CompletedProcess[str]:
    document = json.loads((DATA / f"{name}.json").read_text())
    damage(document)
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(document))
    return subprocess.run([sys.executable, "-m", "axio_desktop", "replay", "--steps", str(path)],
                          capture_output=True, text=True, check=False)


def _set(document: dict[str, Any], path: list[Any], value: Any) -> None:
    for step in path[:-1]:
        document = document[step]
    last = path[-1]
    if isinstance(document, list) and last == len(document):
        document.append(value)
    else:
        document[last] = value


REFUSALS = [
    ("axio-two-players", ["turns", 32, "place", 1, "cells"], [[6, 6], [6, 7]],
     "turn 32, placement 1: cell (6, 6) is a printed space"),
    ("axio-hex-three-players", ["turns", 39, "draw"], ["GB"],
     "turn 39: draw has 1 tile, the rules give 2"),
    ("axio-two-players", ["setup", "racks", 0, 2], "PR",
     "setup.racks[0][2]: 'PR' is not a tile code (write 'RP')"),
    ("axio-two-players", ["turns", 3, "exchange"], True,
     "turn 3: exchange: the exchange option is not open"),
    ("axio-two-players", ["turns", 3, "pass"], True, "turns[3]: unknown key 'pass'"),
    ("axio-two-players", ["turns", 21, "draw"], ["PP"], "turn 21: draw[0]: no 'PP' is left in the bag"),
    ("axio-two-players", ["turns", 32, "place", 2], {"cells": [[2, 2], [2, 3]], "colours": "RR"},
     "turn 32: place has 3 placements, the rules give 2"),
    ("axio-two-players", ["turns", 33], {"place": [], "draw": []}, "turn 33: the game is already over"),
    ("axio-two-players", ["turns", 4, "place", 0, "turned"], 1,
     "turns[4].place[0]: unknown key 'turned'"),
    ("axio-solo", ["game"], "axio-square", "game: 'axio-square' is not a game this program knows"),
]


@pytest.mark.parametrize(("name", "path", "value", "message"), REFUSALS)
def test_a_record_that_breaks_the_rules_is_refused_in_one_line_naming_where(
    name: str, path: list[Any], value: Any, message: str, tmp_path: Path
) -> None:
    done = damaged_replay(name, lambda document: _set(document, path, value), tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and message in done.stderr


def test_a_turn_before_the_last_must_have_its_draw(tmp_path: Path) -> None:
    done = damaged_replay("axio-two-players",
                          lambda document: document["turns"][5].pop("draw"), tmp_path)
    assert done.returncode == 2 and "turn 5: has no draw" in done.stderr


def test_a_game_stopped_mid_turn_replays_with_that_seat_to_move(tmp_path: Path) -> None:
    def stop_after_the_first_of_two_placements(document: dict[str, Any]) -> None:
        del document["turns"][33:]
        turn = document["turns"][32]
        del turn["draw"]
        del turn["place"][1]

    done = damaged_replay("axio-two-players", stop_after_the_first_of_two_placements, tmp_path)
    result = json.loads(done.stdout.splitlines()[-1])
    assert done.returncode == 0
    assert result["finished"] is False and result["to_move"] == 0 and result["winners"] == []
