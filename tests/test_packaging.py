"""A real install is the same game as a checkout: every package is built, and the
sounds ship inside the package (``.ci/run`` also installs the wheel and starts it)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from axio_desktop.ui.core.audio import SOUND_NAMES, sounds_folder

ROOT = Path(__file__).resolve().parents[1]


def test_the_build_lists_every_package_of_the_tree() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    tree = {".".join(path.parent.relative_to(ROOT).parts)
            for path in (ROOT / "axio_desktop").rglob("__init__.py")}
    assert set(config["packages"]) == tree | {"axio_desktop.sounds"}
    assert config["package-dir"] == {"axio_desktop.sounds": "sounds"}


def test_the_sounds_are_found_where_the_program_runs_from() -> None:
    folder = sounds_folder()
    assert all((folder / f"{name}.wav").is_file() for name in SOUND_NAMES)
