"""The program registers itself, at each start, as the opener of invitation links
(``axio://`` and ``axios://``, `net.invitations`), so that a link clicked in a chat
starts it (or is handed to the copy that runs, `ui.link_handover`).

Where the system allows it and without ever failing the start: on Linux a ``.desktop``
entry in the user's applications folder, made the scheme's default with ``xdg-mime``;
on Windows, for the bundled program, the scheme's keys under ``HKEY_CURRENT_USER``. A
macOS bundle says it in its ``Info.plist`` (``tools/build_app.py``), and the system
hands a clicked link to the running program as a dropped file (SDL's URL event). Each
writes only what differs from what is there, so a start that finds it all in place
costs a file read. ``AXIO_REGISTER_LINKS=0`` leaves the system alone (the tests set it).
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from ..net.invitations import SCHEMES

REGISTER_VARIABLE = "AXIO_REGISTER_LINKS"
"""Set to ``0`` to leave the system's link handlers alone."""
ENTRY_NAME = "axio-desktop.desktop"
XDG_MIME_SECONDS = 10.0
"""How long ``xdg-mime`` may take before the start goes on without it."""
PROGRAM_ROOT = Path(__file__).resolve().parents[2]
"""The checkout's folder (where ``main.py`` lies, if the program runs from one)."""
ICON = Path(__file__).resolve().parents[1] / "icon" / "axio-desktop.png"

_log = logging.getLogger(__name__)


def register_links() -> None:
    """Make this program the opener of invitation links, as far as this system allows;
    what fails is told at info level and the program starts all the same."""
    if os.environ.get(REGISTER_VARIABLE, "1").strip() == "0":
        return
    try:
        if sys.platform == "win32":
            if getattr(sys, "frozen", False):
                _register_windows(sys.executable)
        elif sys.platform.startswith("linux"):
            register_linux(applications_dir(), start_command(), xdg_mime=shutil.which("xdg-mime"))
    except OSError as error:
        _log.info("could not register for axio:// links: %s", error)


def start_command() -> list[str]:
    """The command that starts this same program: the bundle's executable, else this
    Python with the checkout's ``main.py`` (or the installed package)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = PROGRAM_ROOT / "main.py"
    if script.is_file() and (PROGRAM_ROOT / "pyproject.toml").is_file():  # not site-packages
        return [sys.executable, str(script)]
    return [sys.executable, "-m", "axio_desktop"]


def applications_dir() -> Path:
    """The user's folder of ``.desktop`` entries (``$XDG_DATA_HOME/applications``)."""
    data_home = Path(os.environ.get("XDG_DATA_HOME", "").strip())
    base = data_home if data_home.is_absolute() else Path.home() / ".local" / "share"
    return base / "applications"


def desktop_entry(command: Sequence[str]) -> str:
    """The ``.desktop`` entry that starts ``command`` with a clicked link."""
    exec_line = " ".join(exec_argument(argument) for argument in command)
    icon = str(ICON) if ICON.is_file() else "axio-desktop"
    mime = "".join(f"x-scheme-handler/{scheme};" for scheme in SCHEMES)
    return ("[Desktop Entry]\n"
            "Type=Application\n"
            "Name=AXIO\n"
            "Comment=AXIO Rota, AXIO and AXIO Hex by Reiner Knizia\n"
            f"Exec={exec_line} %u\n"
            f"Icon={icon}\n"
            "Terminal=false\n"
            "Categories=Game;BoardGame;\n"
            f"MimeType={mime}\n")


def exec_argument(argument: str) -> str:
    """One argument of an ``Exec`` line, quoted as the Desktop Entry Specification asks
    (its quoting, then the escapes of a string value)."""
    argument = argument.replace("%", "%%")
    if argument and not any(character in argument for character in " \t\n\"'\\><~|&;$*?#()`"):
        return argument
    quoted = "".join(f"\\{character}" if character in '"`$\\' else character
                     for character in argument)
    return f'"{quoted}"'.replace("\\", "\\\\")


def register_linux(folder: Path, command: Sequence[str], *, xdg_mime: str | None) -> bool:
    """Write the entry into ``folder`` unless it holds it already, and then (with the
    ``xdg-mime`` at that path) make it the default for the link schemes; returns
    whether it was written. A later start never takes the schemes back from a program
    the player chose instead."""
    path = folder / ENTRY_NAME
    wanted = desktop_entry(command)
    try:
        if path.read_text(encoding="utf-8") == wanted:
            return False
    except (OSError, UnicodeDecodeError):
        pass
    folder.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{ENTRY_NAME}.partial")
    partial.write_text(wanted, encoding="utf-8")
    os.replace(partial, path)
    if xdg_mime is not None:
        for scheme in SCHEMES:
            try:
                subprocess.run([xdg_mime, "default", ENTRY_NAME, f"x-scheme-handler/{scheme}"],
                               timeout=XDG_MIME_SECONDS, check=False, capture_output=True)
            except (OSError, subprocess.SubprocessError) as error:
                _log.info("xdg-mime did not take the axio:// links: %s", error)
    return True


def _register_windows(executable: str) -> None:
    """The schemes' keys under ``HKEY_CURRENT_USER\\Software\\Classes``, for the bundle's
    executable (rewritten only when they name another)."""
    if sys.platform != "win32":
        return
    import winreg

    command = f'"{executable}" "%1"'
    for scheme in SCHEMES:
        base = rf"Software\Classes\{scheme}"
        try:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER, rf"{base}\shell\open\command") as key:
                if winreg.QueryValueEx(key, "")[0] == command:
                    continue
        except OSError:
            pass
        with winreg.CreateKey(winreg.HKEY_CURRENT_USER, base) as key:
            winreg.SetValueEx(key, "", 0, winreg.REG_SZ, f"URL:AXIO invitation ({scheme})")
            winreg.SetValueEx(key, "URL Protocol", 0, winreg.REG_SZ, "")
        with winreg.CreateKey(winreg.HKEY_CURRENT_USER, rf"{base}\shell\open\command") as key:
            winreg.SetValueEx(key, "", 0, winreg.REG_SZ, command)
