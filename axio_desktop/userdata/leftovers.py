"""Temporaries a killed program left in the user data folder, cleared at start-up."""

from __future__ import annotations

from ..engine.atomic_file import remove_leftovers
from ..engine.registry import games
from . import autosave, highscores, settings, statistics
from .paths import data_dir, game_file_name


def kept_files() -> tuple[str, ...]:
    """The names of the files the program keeps: its settings, and each registered
    game's autosave, high scores and statistics."""
    return (settings.FILE_NAME,) + tuple(
        game_file_name(name, game.id)
        for name in (autosave.FILE_NAME, highscores.FILE_NAME, statistics.FILE_NAME)
        for game in games()
    )


def clear_leftovers() -> int:
    """Remove the half-written temporaries of the program's files (a save that was
    cut off leaves the file itself intact, but its temporary behind); returns how many."""
    return remove_leftovers(data_dir(), kept_files())
