"""Where the program keeps what it remembers between runs."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import platformdirs

APP_NAME: Final = "axio-desktop"
DATA_DIR_VARIABLE: Final = "AXIO_DATA_DIR"
"""Set this environment variable to keep the user data somewhere else (tests, portable use)."""


def data_dir() -> Path:
    """The user data folder, created on demand.

    If the folder cannot be created the path is still returned: loading then finds
    nothing and gives defaults, and saving reports the failure as a `SaveError`.
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return folder


def saves_dir() -> Path:
    """The folder the Save and Load dialogs start in (record files)."""
    folder = data_dir() / "saves"
    try:
        folder.mkdir(exist_ok=True)
    except OSError:
        pass
    return folder


def game_file(name: str, game: str) -> Path:
    """A file kept per game in the data folder (see `game_file_name`)."""
    return data_dir() / game_file_name(name, game)


def game_file_name(name: str, game: str) -> str:
    """AXIO Rota's file has the plain ``name`` (its files came first); every other
    game's carries the game's id (``autosave-axio.json``)."""
    if game == "rota":
        return name
    stem, dot, suffix = name.rpartition(".")
    return f"{stem}-{game}{dot}{suffix}"
