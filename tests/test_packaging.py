"""A real install is the same game as a checkout: every package is built, and the
sounds and the sprites ship inside the package (``.ci/run`` also installs the wheel and starts it, and
builds the bundle of tools/build_app.py and starts that); one version; the launcher."""

from __future__ import annotations

import configparser
import importlib.util
import plistlib
import tomllib
from pathlib import Path

import pytest

from axio_desktop import PROGRAM, __version__
from axio_desktop.app import main
from axio_desktop.net.invitations import SCHEMES
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


def test_the_linux_desktop_file_starts_the_installed_command_with_its_icon_and_links() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment, method-assign]
    entry.read(ROOT / "packaging" / "axio-desktop.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    command, link = desktop["Exec"].split()
    assert desktop["Type"] == "Application" and command in scripts and link == "%u"
    assert (ROOT / "axio_desktop" / "icon" / f"{desktop['Icon']}.png").is_file()
    assert desktop["MimeType"] == "x-scheme-handler/axio;x-scheme-handler/axios;"


def test_the_macos_bundle_declares_the_invitation_links() -> None:
    spec = importlib.util.spec_from_file_location("build_app", ROOT / "tools" / "build_app.py")
    assert spec is not None and spec.loader is not None
    build_app = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_app)
    info = build_app.with_url_types({"CFBundleIdentifier": "axio-desktop"})
    again = plistlib.loads(plistlib.dumps(info))
    assert again["CFBundleIdentifier"] == "axio-desktop"
    assert again["CFBundleURLTypes"][0]["CFBundleURLSchemes"] == list(SCHEMES)
