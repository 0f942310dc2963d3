"""A real install is the same game as a checkout: every package is built, and the
sounds and the sprites ship inside the package (``.ci/run`` also installs the wheel and starts it, and
builds the bundle of tools/build_app.py and starts that); one version; the launcher."""

from __future__ import annotations

import configparser
import tomllib
from pathlib import Path

import pytest

from axio_desktop import PROGRAM, __version__
from axio_desktop.app import main
from axio_desktop.ui.core.audio import SOUND_NAMES, sounds_folder

ROOT = Path(__file__).resolve().parents[1]


def test_the_build_lists_every_package_of_the_tree() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    tree = {".".join(path.parent.relative_to(ROOT).parts)
            for path in (ROOT / "axio_desktop").rglob("__init__.py")}
    assert set(config["packages"]) == tree | {"axio_desktop.sounds", "axio_desktop.sprites"}
    assert config["package-dir"] == {"axio_desktop.sounds": "sounds",
                                     "axio_desktop.sprites": "sprites"}


def test_the_sounds_are_found_where_the_program_runs_from() -> None:
    folder = sounds_folder()
    assert all((folder / f"{name}.wav").is_file() for name in SOUND_NAMES)


def test_the_one_version_is_pyproject_s_and_the_program_says_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    wanted = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert __version__ == wanted, 'the install is older than pyproject.toml: pip install -e . again'
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"axio-desktop {wanted}\n" == f"{PROGRAM}\n"


def test_the_wheel_and_the_bundle_carry_the_icon_licences_and_tutorials() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert {"icon/axio-desktop.png", "licences/*.txt", "tutorials/*.json"} <= set(data["axio_desktop"])


def test_the_linux_desktop_file_starts_the_installed_command_with_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment, method-assign]
    entry.read(ROOT / "packaging" / "axio-desktop.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert desktop["Type"] == "Application" and desktop["Exec"] in scripts
    assert (ROOT / "axio_desktop" / "icon" / f"{desktop['Icon']}.png").is_file()
