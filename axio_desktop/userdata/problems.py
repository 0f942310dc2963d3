"""What went wrong with a user data file, kept as data: the UI puts it into the
player's language (`ui.wording`), so this layer holds no sentences."""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from ..engine.atomic_file import backup_path

UserFile = Literal["settings", "high_scores", "statistics", "autosave", "online_seat", "servers",
                   "server_games"]

Instead = Literal["fresh", "earlier_autosave", "no_game", "earlier_copy"]
"""What the program does instead of using a damaged file: start the file afresh (the
default settings, an empty table, statistics from zero); continue the game from the
autosave before; or have no game to continue."""


@dataclass(frozen=True, slots=True)
class SetAside:
    """How setting a damaged file aside went: its new name, or why it failed."""

    kept_as: str | None
    failure: str | None = None


@dataclass(frozen=True, slots=True)
class FileProblem:
    """A user data file that could not be used as it was. ``fault`` says what was wrong
    and where, in the terms of the file's format ("not JSON: line 1 column 9",
    "move 3: cell (40, 40) shares no edge with the display"), or the system's reason
    when the file could not be read at all; such a file is left where it is
    (``set_aside`` None), a damaged one is set aside."""

    file: UserFile
    fault: str
    instead: Instead = "fresh"
    set_aside: SetAside | None = None
    game: str | None = None
    """The id of the game whose file it is (high scores, statistics and the autosave
    are kept per game); None for the settings, which are the whole program's."""

    def of_game(self, game: str) -> FileProblem:
        return replace(self, game=game)


class SaveError(OSError):
    """A user data file could not be written (full disk, no permission, ...): ``file``
    says which, ``reason`` why. The previous file is still intact."""

    def __init__(self, file: UserFile, reason: str) -> None:
        super().__init__(f"{file} could not be saved: {reason}")
        self.file: UserFile = file
        self.reason = reason


def keep_aside(path: Path) -> SetAside:
    """Rename a damaged file to ``<name>.bak`` for inspection."""
    kept = backup_path(path)
    try:
        os.replace(path, kept)
    except OSError as error:
        return SetAside(None, error.strerror or str(error))
    return SetAside(kept.name)
