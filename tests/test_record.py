"""Game records: round trips, atomic saves, and a clear message for every kind of fault."""

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from damage import damaged
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_desktop.engine.rota import PlayerInfo, RecordError, RotaRecord, RotaState, Setup

PLAYERS = (PlayerInfo("Anna", "human"), PlayerInfo("Robo", "bot", "greedy", {"colour": "teal"}))


def random_game(seed: int, moves: int | None = None) -> RotaState:
    state = RotaState.start(Setup.deal(2, seed))
    rng = random.Random(seed)
    while not state.finished and (moves is None or len(state.history) < moves):
        state.apply(rng.choice(list(state.legal_moves())))
    return state


def record_json(seed: int = 4, moves: int | None = None) -> dict[str, Any]:
    return RotaRecord.of(PLAYERS, random_game(seed, moves)).to_json()


@pytest.mark.parametrize("moves", [0, 5, None])
def test_a_record_round_trips_to_the_same_game(moves: int | None) -> None:
    state = random_game(9, moves)
    record = RotaRecord.of(PLAYERS, state)
    again = RotaRecord.loads(record.dumps())
    assert again == record
    assert again.players[1].extra == {"colour": "teal"}
    replayed = again.replay()
    assert replayed.all_scores() == state.all_scores()
    assert replayed.history == state.history
    assert replayed.to_move == state.to_move


def test_replaying_part_of_a_record_gives_the_position_then() -> None:
    record = RotaRecord.of(PLAYERS, random_game(2))
    assert record.replay(upto=7).history == random_game(2, moves=7).history


def test_saving_is_atomic_and_keeps_a_backup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    first = RotaRecord.of(PLAYERS, random_game(1, 3))
    first.save(path)
    second = RotaRecord.of(PLAYERS, random_game(1, 6))

    def crash(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", crash)
    with pytest.raises(OSError):
        second.save(path)
    monkeypatch.undo()
    assert RotaRecord.load(path) == first
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary left behind
    second.save(path, keep_backup=True)
    assert RotaRecord.load(path) == second
    assert RotaRecord.load(tmp_path / "game.json.bak") == first


def mutate(path: str, value: Any) -> dict[str, Any]:
    """A valid record with the item at ``path`` (dot/bracket keys) replaced or deleted."""
    data = record_json(moves=6)
    *parents, last = path.split("/")
    target: Any = data
    for key in parents:
        target = target[int(key)] if isinstance(target, list) else target[key]
    key_or_index: Any = int(last) if isinstance(target, list) else last
    if value is DELETE:
        del target[key_or_index]
    else:
        target[key_or_index] = value
    return data


DELETE = object()

FAULTS = [
    ("format", "axio-board-record", "format: expected 'axio-rota-record', got 'axio-board-record'"),
    ("format", DELETE, "record: missing 'format'"),
    ("version", 2, "version"),
    ("version", True, "version"),
    ("players", [], "1 to 4 players"),
    ("players/0/kind", "robot", r"players\[0\]\.kind"),
    ("players/1/level", DELETE, r"players\[1\]\.level"),
    ("players/0/name", 7, r"players\[0\]\.name"),
    ("setup", DELETE, "missing 'setup'"),
    ("setup/display", [], r"setup\.display"),
    ("setup/display/1/cell", [0, 0], r"setup\.display\[1\]\.cell"),
    ("setup/display/3/cell", [7, 7], "not connected"),
    ("setup/display/0/tile", "RRGB", r"setup\.display\[0\]\.tile: tile code 'RRGB' shows red twice"),
    ("setup/display/0/rotation", 4, r"setup\.display\[0\]\.rotation"),
    ("setup/stacks/1/4", "RRGB", r"setup\.stacks\[1\]\[4\]: tile code 'RRGB' shows red twice"),
    ("setup/stacks/1", [], r"setup\.stacks\[1\]"),
    ("setup/stacks", [["RGBO"]], "1 stacks for 2 players"),
    ("setup/supply/0", "RG--", r"setup\.supply\[0\]"),
    ("setup/supply", "RGBO", r"setup\.supply: expected a list"),
    ("setup/scores/0/R", 13, r"setup\.scores\[0\]\.R"),
    ("setup/scores/0/X", 1, r"setup\.scores\[0\]: 'X'"),
    ("moves/2/cell", [50, 50], r"move 2: cell \(50, 50\) shares no edge with the display"),
    ("moves/2/cell", [0, 0], r"move 2: cell \(0, 0\) is already occupied"),
    ("moves/3/rotation", 9, "move 3: rotation"),
    ("moves/3/rotation", 1.0, "move 3: rotation"),
    ("moves/1/cell", "1,2", "move 1: cell"),
    ("moves/4/name", "X", "move 4: name 'X'"),
    ("moves", {}, "moves: expected a list"),
]


@pytest.mark.parametrize(("path", "value", "message"), FAULTS)
def test_every_fault_is_named_with_its_place(path: str, value: Any, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        RotaRecord.loads(json.dumps(mutate(path, value)))


def test_a_name_where_none_is_due_and_none_where_one_is() -> None:
    data = record_json(moves=None)
    named = next(i for i, move in enumerate(data["moves"]) if "name" in move)
    unnamed = next(i for i, move in enumerate(data["moves"]) if "name" not in move)
    missing = copy.deepcopy(data)
    del missing["moves"][named]["name"]
    with pytest.raises(RecordError, match=f"move {named}: .*a colour must be named"):
        RotaRecord.loads(json.dumps(missing))
    extra = copy.deepcopy(data)
    extra["moves"][unnamed]["name"] = "R"
    with pytest.raises(RecordError, match=f"move {unnamed}: .*no colour may be named"):
        RotaRecord.loads(json.dumps(extra))


def test_moves_after_the_end_are_an_error() -> None:
    data = record_json(moves=None)
    data["moves"].append(data["moves"][-1])
    with pytest.raises(RecordError, match=f"move {len(data['moves']) - 1}: the game is over"):
        RotaRecord.loads(json.dumps(data))


@pytest.mark.parametrize(("text", "message"), [
    ('{"format": ', "not JSON: line 1 column 12"),
    ("[1, 2]", "record: expected an object"),
    ("1" * 5000, "not JSON"),
    ("[" * 100000, "not JSON"),
])
def test_text_that_is_not_a_record(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        RotaRecord.loads(text)


def run_replay(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "axio_desktop", "replay", *args],
                          input=stdin, check=False, capture_output=True, text=True, timeout=60)


def test_replay_prints_each_step_and_the_result(tmp_path: Path) -> None:
    state = random_game(3)
    path = tmp_path / "game.json"
    RotaRecord.of(PLAYERS, state).save(path)
    done = run_replay("--steps", str(path))
    assert done.returncode == 0 and done.stderr == ""
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    steps, result = lines[:-1], lines[-1]
    assert len(steps) == len(state.history)
    first = state.history[0]
    assert steps[0] == {
        "move": 0, "player": 0, "bonus": False, "tile": first.tile.code,
        "cell": list(first.move.cell), "rotation": first.move.rotation, "name": first.move.name,
        "points": dict(zip("RGBOP", first.points)), "scores": dict(zip("RGBOP", first.scores)),
        "axio": list(first.axio),
    }
    outcome = state.outcome()
    assert outcome is not None
    assert result == {"finished": True, "moves": len(state.history),
                      "scores": [dict(zip("RGBOP", s)) for s in state.all_scores()],
                      "winners": list(outcome.winners), "instant_win": False, "to_move": None}


def test_replay_of_a_game_in_progress_from_standard_input() -> None:
    text = json.dumps(record_json(moves=5))
    done = run_replay("-", stdin=text)
    assert done.returncode == 0
    assert json.loads(done.stdout) == {
        "finished": False, "moves": 5, "scores": json.loads(done.stdout)["scores"],
        "winners": [], "instant_win": False, "to_move": random_game(4, 5).to_move}


@pytest.mark.parametrize("document", [
    json.dumps(mutate("moves/2/cell", [50, 50])).encode(),
    json.dumps(mutate("setup/stacks/1/4", "RRGB")).encode(),
    b'{"format": ',
    b"\xff\xfe not text",
])
def test_replay_of_a_bad_record_exits_2_with_one_line_and_no_output(tmp_path: Path,
                                                                   document: bytes) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(document)
    done = run_replay("--steps", str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_replay_of_a_missing_file_exits_2(tmp_path: Path) -> None:
    done = run_replay(str(tmp_path / "nothing.json"))
    assert (done.returncode, done.stdout) == (2, "")
    assert "cannot read" in done.stderr


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_damage_to_a_record_is_a_record_error_or_still_a_game(data: st.DataObject) -> None:
    text = json.dumps(damaged(record_json(seed=3, moves=6), data))
    try:
        record = RotaRecord.loads(text)
    except RecordError as error:
        assert str(error) and "\n" not in str(error)
    else:
        record.replay()
