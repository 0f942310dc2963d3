"""A process killed while it writes the autosave never leaves a torn save: the
autosave and its backup always load, start-up clears the temporaries a killed write
left behind, and Continue resumes (issue 21, "hardening the suite can show")."""

from __future__ import annotations

from pathlib import Path

from autosave_writer import kill_while_saving

from axio_desktop.engine.atomic_file import backup_path
from axio_desktop.engine.rota import RotaRecord
from axio_desktop.userdata.autosave import default_path, load_autosave
from axio_desktop.userdata.leftovers import clear_leftovers

KILLS = 20


def test_killing_a_process_mid_autosave_never_tears_the_save(data_dir_env: Path) -> None:
    for kill in range(KILLS):
        kill_while_saving(data_dir_env, kill)
        target = default_path("rota")
        RotaRecord.load(target)
        if backup_path(target).exists():
            RotaRecord.load(backup_path(target))
        record, problem = load_autosave("rota")
        assert record is not None and problem is None
    clear_leftovers()
    assert [entry.name for entry in data_dir_env.iterdir() if entry.name.startswith(".")] == []


def test_start_up_clears_temporaries_of_killed_writes_and_nothing_else(
    data_dir_env: Path,
) -> None:
    names = [".autosave.json.k2j4a", ".autosave.json.bak.x81", ".settings.json.0zq",
             ".hidden-by-the-player", "autosave.json"]
    for name in names:
        (data_dir_env / name).write_text("{")
    assert clear_leftovers() == 3
    assert sorted(entry.name for entry in data_dir_env.iterdir()) == [
        ".hidden-by-the-player", "autosave.json"]
