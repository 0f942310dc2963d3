"""Where the program keeps what it remembers between runs."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import platformdirs

from ..engine.registry import find_game

APP_NAME: Final = "axio-desktop"
DATA_DIR_VARIABLE: Final = "AXIO_DATA_DIR"
"""Set this environment variable to keep the user data somewhere else (tests, portable use)."""


_chosen: Path | None = None
"""The folder `use_data_dir` chose for this run, if any."""


def use_data_dir(folder: Path | None) -> None:
    """Keep the user data in ``folder`` from now on (None: where it is kept by default)."""
    global _chosen
    _chosen = folder


def data_dir() -> Path:
    """The user data folder, created on demand: the one `use_data_dir` chose, else the
    one the environment variable names, else the platform's.

    If the folder cannot be created the path is still returned: loading then finds
    nothing and gives defaults, and saving reports the failure as a `SaveError`.
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    if _chosen is not None:
        folder = _chosen
    elif override:
        folder = Path(override)
    else:
        folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
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
    """``name`` with the game's `Game.file_suffix` after its stem (``autosave-axio.json``;
    AXIO Rota's files, which came first, keep the plain name)."""
    stem, dot, suffix = name.rpartition(".")
    return f"{stem}{find_game(game).file_suffix}{dot}{suffix}"


def hosted_rooms_dir() -> Path:
    """The folder the games hosted from this program are kept in (the host's store), so
    that hosting again resumes them."""
    return data_dir() / "rooms"
