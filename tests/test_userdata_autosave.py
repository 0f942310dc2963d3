"""The autosave: resume exactly, survive damage through the backup, never lose the last good save."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from axio_desktop.engine.rota import PlayerInfo, RotaRecord, RotaState, Setup
from axio_desktop.userdata import (
    SaveError,
    SetAside,
    clear_autosave,
    has_autosave,
    load_autosave,
    save_autosave,
)
from axio_desktop.userdata.autosave import default_path
from axio_desktop.userdata.autosave_writer import AutosaveWriter

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Robo", "bot", "greedy"))


def record_after(moves: int, seed: int = 5) -> RotaRecord:
    """A two-player game after ``moves`` random legal moves."""
    state = RotaState.start(Setup.deal(len(PLAYERS), seed))
    chooser = random.Random(seed)
    for _ in range(moves):
        state.apply(chooser.choice(list(state.legal_moves())))
    return RotaRecord.of(PLAYERS, state)


def test_save_then_load_mid_game_gives_the_identical_position(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    record = record_after(9)
    save_autosave(record, path)
    loaded, problem = load_autosave("rota", path)
    assert problem is None
    assert loaded == record
    assert loaded.players == PLAYERS
    original, resumed = record.replay(), loaded.replay()
    assert resumed.to_move == original.to_move
    assert resumed.tile_to_place == original.tile_to_place
    assert resumed.is_bonus_turn == original.is_bonus_turn
    assert resumed.all_scores() == original.all_scores()
    assert list(resumed.display) == list(original.display)
    assert [resumed.stack_size(seat) for seat in (0, 1)] == [original.stack_size(seat) for seat in (0, 1)]
    assert resumed.supply_size == original.supply_size


def test_the_autosave_lives_in_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AXIO_DATA_DIR", str(tmp_path))
    assert not has_autosave(default_path("rota"))
    assert load_autosave("rota") == (None, None)
    save_autosave(record_after(3), default_path("rota"))
    assert has_autosave(default_path("rota"))
    assert (tmp_path / "autosave.json").is_file()
    assert load_autosave("rota") == (record_after(3), None)
    clear_autosave(default_path("rota"))
    assert not has_autosave(default_path("rota"))
    assert os.listdir(tmp_path) == []


def test_each_save_keeps_the_one_before_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    save_autosave(record_after(4), path)
    save_autosave(record_after(5), path)
    save_autosave(record_after(6), path)
    assert RotaRecord.load(path) == record_after(6)
    assert RotaRecord.load(tmp_path / "autosave.json.bak") == record_after(5)
    assert sorted(os.listdir(tmp_path)) == ["autosave.json", "autosave.json.bak"]


def test_a_damaged_autosave_resumes_from_the_good_backup(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    save_autosave(record_after(4), path)
    save_autosave(record_after(5), path)
    path.write_text('{"format": "axio-rota-record", "vers')
    loaded, problem = load_autosave("rota", path)
    assert loaded == record_after(4)
    assert problem is not None and problem.fault.startswith("not JSON: line 1 column")
    assert problem.instead == "earlier_autosave"
    assert problem.set_aside == SetAside("autosave.json.bak")
    # The good backup became the autosave, the damaged file is kept for inspection.
    assert RotaRecord.load(path) == record_after(4)
    assert (tmp_path / "autosave.json.bak").read_text() == '{"format": "axio-rota-record", "vers'
    assert load_autosave("rota", path) == (record_after(4), None)


def test_an_illegal_move_in_the_autosave_is_named_and_the_file_kept(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    document = record_after(6).to_json()
    document["moves"][3]["cell"] = [40, 40]
    path.write_text(json.dumps(document))
    loaded, problem = load_autosave("rota", path)
    assert loaded is None
    assert problem is not None
    assert problem.fault.startswith("move 3:") and "(40, 40)" in problem.fault
    assert problem.instead == "no_game"
    assert not path.exists() and not has_autosave(path)
    assert json.loads((tmp_path / "autosave.json.bak").read_text()) == document


def test_a_damaged_autosave_with_a_damaged_backup_gives_nothing_but_a_message(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("[]")
    (tmp_path / "autosave.json.bak").write_text("{}")
    loaded, problem = load_autosave("rota", path)
    assert loaded is None
    assert problem is not None and problem.fault == "record: expected an object, got a list"
    assert (tmp_path / "autosave.json.bak").read_text() == "[]"


def test_an_interrupted_autosave_leaves_the_last_good_one(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    save_autosave(record_after(7), path)

    def refuse(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "replace", refuse)
        with pytest.raises(SaveError) as raised:
            save_autosave(record_after(8), path)
    assert (raised.value.file, raised.value.reason) == ("autosave", "No space left on device")
    assert load_autosave("rota", path) == (record_after(7), None)
    assert not [name for name in os.listdir(tmp_path) if name.startswith(".")]


def test_the_writer_keeps_the_newest_save_in_order_and_tells_a_refusal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves and clearings are written beside the frames in the order asked; after
    flush the file is the newest position (or gone); a save the disk refused is told
    once and the last good autosave stays."""
    path = tmp_path / "autosave.json"
    writer = AutosaveWriter()
    for moves in range(1, 9):
        writer.save(record_after(moves), path)
    writer.flush()
    loaded, problem = load_autosave("rota", path)
    assert problem is None and loaded is not None and len(loaded.moves) == 8
    writer.save(record_after(9), path)
    writer.clear(path)
    writer.flush()
    assert not path.exists(), "the clearing came after the save"
    assert writer.refusal() is None
    writer.save(record_after(3), path)
    writer.flush()

    def refuse(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    writer.save(record_after(4), path)
    writer.flush()
    refused = writer.refusal()
    assert isinstance(refused, SaveError) and writer.refusal() is None, "told once"
    monkeypatch.undo()
    loaded, _ = load_autosave("rota", path)
    assert loaded is not None and len(loaded.moves) == 3, "the last good save stays"
