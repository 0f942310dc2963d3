"""Build the game for players without Python: ``python tools/build_app.py``.

Needs the ``app`` extra (``pip install -e ".[app]"``, which brings PyInstaller) and
makes ``dist/axio-desktop/``: the executable ``axio-desktop`` (``axio-desktop.exe`` on
Windows; on macOS also ``dist/axio-desktop.app``) and beside it, in ``_internal/``,
Python, pygame-ce with its SDL libraries, pygame_gui and everything the game reads.
It is the one-folder form on purpose: pygame-ce is under the LGPL (as are some of the
sound libraries it brings), and in this form it and its libraries stay separate files
that a player may replace.

The bundle is made from the package as a wheel installs it (into ``build/site``), so
it carries exactly the wheel's files: the sounds, sprites, rules texts, tile data, icon,
licence texts and any tutorials, where the package finds them; and the package's
metadata, from which it reads its version. pygame_gui's and pygame-ce's own
PyInstaller hooks bring the theme and the fonts. It builds for the system it runs on:
the same command on Windows and on macOS.
"""

from __future__ import annotations

import importlib.metadata
import platform
import plistlib
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "axio-desktop"
"""The distribution's name: the bundle's folder, its executable and the metadata it copies."""
PACKAGE = "axio_desktop"
DIST = ROOT / "dist"
WORK = ROOT / "build"
SITE = WORK / "site"
"""Where the package is installed as a wheel would install it, for PyInstaller to read."""
ICONS = ROOT / PACKAGE / "icon"
DESKTOP_FILE = ROOT / "packaging" / f"{NAME}.desktop"
UNUSED_FONTS = ("NotoSansJP-*", "NotoSansSC-*", "NotoSansKR-*")
"""pygame_gui's fonts for Japanese, Chinese and Korean (37 MB), which its hook always
brings: it loads a language's font only when it shows that language, and the game
speaks English and German."""
URL_SCHEMES = ("axio", "axios")
"""The invitation links the program opens (`axio_desktop.net.invitations.SCHEMES`): on
macOS the bundle's Info.plist says so, and the system hands a clicked one to the
program (which SDL gives it as a dropped file)."""


class BuildError(Exception):
    """The bundle cannot be built as things are; the message says what to do."""


def checked_version() -> str:
    """The version the bundle will show: the installed metadata's, which must be
    pyproject.toml's (an editable install keeps the version it was installed with)."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        wanted = str(tomllib.load(file)["project"]["version"])
    try:
        installed = importlib.metadata.version(NAME)
    except importlib.metadata.PackageNotFoundError:
        raise BuildError(f'{NAME} is not installed: pip install -e ".[app]"') from None
    if installed != wanted:
        raise BuildError(f"the installed {NAME} is version {installed} but pyproject.toml says "
                         f'{wanted}: pip install -e ".[app]" again')
    return wanted


def install_package() -> Path:
    """The package (without its dependencies, which the environment has) into `SITE`,
    with the start script beside it, so that PyInstaller reads the package from there
    and not from the checkout beside ``main.py``; returns the script. The whole of
    `WORK` goes first: setuptools builds in ``build/lib`` too, and would ship a file
    left there from an older tree."""
    shutil.rmtree(WORK, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-compile", "--target", str(SITE), str(ROOT)], check=True)
    return Path(shutil.copy2(ROOT / "main.py", SITE))


def package_data() -> Iterator[tuple[Path, str]]:
    """(file, folder inside the bundle) for every file of the installed package that
    is not Python code."""
    for path in sorted((SITE / PACKAGE).rglob("*")):
        if path.is_file() and path.suffix not in (".py", ".pyc"):
            yield path, path.parent.relative_to(SITE).as_posix()


def bundle_icon() -> Path | None:
    """The executable's icon: Windows and macOS each have a format of their own; a
    Linux executable carries none (the .desktop file names the PNG)."""
    return {"Windows": ICONS / f"{NAME}.ico", "Darwin": ICONS / f"{NAME}.icns"}.get(platform.system())


def mypyc_helpers() -> list[str]:
    """The top-level helper modules of packages compiled with mypyc (openskill's): each
    compiled module imports its helper by a name PyInstaller cannot see."""
    found = set()
    for folder in map(Path, sys.path):
        if folder.is_dir():
            found.update(path.name.split(".")[0] for path in folder.glob("*__mypyc.*"))
    return sorted(found)


def pyinstaller_arguments(script: Path) -> list[str]:
    arguments = [
        str(script),
        "--name", NAME,
        "--onedir",
        "--windowed",  # no console window on Windows; an .app on macOS
        "--noconfirm",
        "--clean",
        "--distpath", str(DIST),
        "--workpath", str(WORK),
        "--specpath", str(WORK),
        "--copy-metadata", NAME,  # importlib.metadata finds the version inside the bundle
        "--hidden-import", f"{PACKAGE}.sounds",  # found by name (importlib.resources)
        "--hidden-import", f"{PACKAGE}.sprites",
        "--exclude-module", "numpy",  # pygame's array modules would pull it in; the game needs none
    ]
    for file, folder in package_data():
        arguments += ["--add-data", f"{file}:{folder}"]
    for module in mypyc_helpers():
        arguments += ["--hidden-import", module]
    icon = bundle_icon()
    if icon is not None:
        arguments += ["--icon", str(icon)]
    return arguments


def with_url_types(info: dict[str, object]) -> dict[str, object]:
    """A bundle's Info.plist that also declares the invitation links' schemes."""
    return {**info, "CFBundleURLTypes": [
        {"CFBundleURLName": "AXIO invitation", "CFBundleURLSchemes": list(URL_SCHEMES)}]}


def declare_url_schemes(app: Path) -> None:
    """Add the link schemes to the .app's Info.plist (PyInstaller's command line has no
    option for it) and sign the bundle again, ad hoc as PyInstaller did: the signature
    covers the Info.plist."""
    path = app / "Contents" / "Info.plist"
    with open(path, "rb") as file:
        info = plistlib.load(file)
    with open(path, "wb") as file:
        plistlib.dump(with_url_types(info), file)
    subprocess.run(["codesign", "--force", "--sign", "-", str(app)], check=True)


def finish(bundle: Path) -> None:
    """Drop the fonts the game never shows from the folder (a macOS .app, being
    signed, keeps them); on Linux put the .desktop file and the icon it names beside
    the executable (the README says where they go); on macOS declare the link schemes
    in the .app."""
    for pattern in UNUSED_FONTS:
        for font in (bundle / "_internal" / "pygame_gui" / "data").glob(pattern):
            font.unlink()
    if platform.system() == "Linux":
        shutil.copy2(DESKTOP_FILE, bundle)
        shutil.copy2(ICONS / f"{NAME}.png", bundle)
    if platform.system() == "Darwin":
        declare_url_schemes(DIST / f"{NAME}.app")


def main() -> int:
    try:
        version = checked_version()
    except BuildError as error:
        print(f"build_app: {error}", file=sys.stderr)
        return 1
    import PyInstaller.__main__  # type: ignore[import-untyped]

    PyInstaller.__main__.run(pyinstaller_arguments(install_package()))
    bundle = DIST / NAME
    finish(bundle)
    executable = bundle / (f"{NAME}.exe" if platform.system() == "Windows" else NAME)
    print(f"build_app: built {executable}, version {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
