"""Temporaries a killed program left in the user data folder, cleared at start-up."""

from __future__ import annotations

from ..engine.atomic_file import remove_leftovers
from . import autosave, highscores, settings, statistics
from .paths import data_dir, game_file_name

KEPT_FILES = (settings.FILE_NAME,) + tuple(
    game_file_name(name, game)
    for name in (autosave.FILE_NAME, highscores.FILE_NAME, statistics.FILE_NAME)
    for game in settings.GAME_IDS
)


def clear_leftovers() -> int:
    """Remove the half-written temporaries of the program's files (a save that was
    cut off leaves the file itself intact, but its temporary behind); returns how many."""
    return remove_leftovers(data_dir(), KEPT_FILES)
