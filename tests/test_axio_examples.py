"""The spec's three example games (``axio-record.md``; copies in ``tests/data/axio``)
replay through `python -m axio_desktop replay --steps` to exactly their published
output, compared as JSON objects line by line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
