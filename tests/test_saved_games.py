"""The saves folder as Load game reads it: the record files newest first, each read by
its game's own reader through the registry, a file that cannot be read kept with the
engine's reason, and what was read kept while the file is unchanged."""

from __future__ import annotations

import json
import os
from pathlib import Path

from axio_desktop.engine import load_record
from axio_desktop.engine.errors import RecordError
from axio_desktop.userdata.saved_games import SavedGames, read_saved_game, saved_files


def a_record(game: str) -> str:
    """The record of a finished game of ``game``, as text (a tutorial's)."""
    data = json.loads((Path(__file__).parents[1] / "axio_desktop" / "tutorials"
                       / f"{game}.json").read_text(encoding="utf-8"))
    return json.dumps(data["record"])


def written(path: Path, text: str | bytes, when: int) -> Path:
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(when * 10**9, when * 10**9))
    return path


def test_the_record_files_are_listed_newest_first(tmp_path: Path) -> None:
    old = written(tmp_path / "old.json", a_record("rota"), 1_000)
    new = written(tmp_path / "new.json", a_record("axio"), 3_000)
    middle = written(tmp_path / "middle.json", "{", 2_000)
    written(tmp_path / "notes.txt", "not a record", 4_000)
    (tmp_path / "folder.json").mkdir()
    assert [file.path for file in saved_files(tmp_path)] == [new, middle, old]
    assert saved_files(tmp_path / "missing") == []


def test_each_game_is_read_by_its_own_reader(tmp_path: Path) -> None:
    for game in ("rota", "axio", "axio-hex"):
        path = written(tmp_path / f"{game}.json", a_record(game), 1_000)
        (listed,) = [file for file in saved_files(tmp_path) if file.path == path]
        saved = read_saved_game(listed)
        record = load_record(a_record(game))
        assert saved.readable and saved.game_id == game
        assert saved.players == record.players
        assert saved.outcome == record.replay().outcome() and saved.to_move is None
        path.unlink()


def test_a_file_that_cannot_be_read_keeps_the_engine_s_reason(tmp_path: Path) -> None:
    written(tmp_path / "a.json", "{", 1_000)
    written(tmp_path / "b.json", b"\xff\xfe", 2_000)
    written(tmp_path / "c.json", '{"format": "chess-pgn", "version": 1}', 3_000)
    gone = written(tmp_path / "d.json", a_record("rota"), 4_000)
    files = saved_files(tmp_path)
    gone.unlink()  # removed between the listing and the reading
    faults = [read_saved_game(file).fault for file in files]
    assert all(isinstance(fault, RecordError) for fault in faults)
    assert [fault.code for fault in faults if isinstance(fault, RecordError)] == [
        "cannot_read", "wrong_format", "not_utf8", "not_json"]


def test_what_was_read_is_kept_while_the_file_is_unchanged(tmp_path: Path) -> None:
    path = written(tmp_path / "game.json", a_record("rota"), 1_000)
    read = SavedGames()
    (file,) = saved_files(tmp_path)
    assert read.known(file) is None
    first = read.read(file)
    assert read.known(file) is first and read.read(file) is first
    written(path, a_record("axio"), 2_000)
    (changed,) = saved_files(tmp_path)
    assert read.known(changed) is None and read.read(changed).game_id == "axio"
    read.keep_only([])
    assert read.known(changed) is None, "a file no longer listed is forgotten"
