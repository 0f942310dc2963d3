"""The autosave: the running game's record, written after every move, so that
Continue resumes exactly where the game stood.

The file is a record of the game, read and written by the engine's record of that
game; each save keeps the previous one as ``<name>.bak``, so a save that
comes out damaged still leaves the position one save earlier.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

from ..engine.atomic_file import backup_path
from ..engine.envelope import FIELDS
from ..engine.errors import RecordError
from ..engine.game import GameRecordLike
from ..engine.registry import find_game
from .json_store import saving
from .paths import game_file
from .problems import FileProblem, SetAside, keep_aside

FILE_NAME: Final = "autosave.json"


def default_path(game: str) -> Path:
    """Each game has its own autosave (AXIO Rota's keeps its old name)."""
    return game_file(FILE_NAME, game)


def save_autosave(record: GameRecordLike, path: Path) -> None:
    """Write the record atomically to ``path`` (a game's `default_path`), the previous
    autosave kept as backup; raises `SaveError` if the disk refuses (the previous
    autosave is then intact)."""
    target = path
    with saving("autosave"):
        record.save(target, keep_backup=True)


def has_autosave(path: Path) -> bool:
    """Whether there is a game to continue at ``path`` (the main menu's Continue)."""
    return path.is_file()


def load_autosave(
    game: str, path: Path | None = None
) -> tuple[GameRecordLike | None, FileProblem | None]:
    """The autosaved game of ``game`` (at ``path``: its own file by default), read and
    checked by the game's own record reader, or None when there is none.

    A damaged autosave gives its problem (the record error); the game comes from the
    backup (the save before) when that one is good, and the damaged file is kept as
    ``<name>.bak`` either way.
    """
    target = path or default_path(game)
    if not target.is_file():
        return None, None
    reader = find_game(game).read_record

    def load(file: Path) -> GameRecordLike:
        return reader(FIELDS.parse(FIELDS.read_file(file)))

    try:
        return load(target), None
    except RecordError as error:
        fault = str(error)
    backup = backup_path(target)
    try:
        record = load(backup)
    except RecordError:
        return None, FileProblem("autosave", fault, "no_game", keep_aside(target), game)
    kept = _swap_with_backup(target)
    return record, FileProblem("autosave", fault, "earlier_autosave", kept, game)


def clear_autosave(path: Path) -> None:
    """Forget the autosave at ``path`` and its backup (the game has ended or was
    abandoned)."""
    target = path
    for file in (target, backup_path(target)):
        try:
            file.unlink(missing_ok=True)
        except OSError:
            pass  # A file that cannot be removed is read again next time and found finished.


def _swap_with_backup(target: Path) -> SetAside:
    """Make the good backup the autosave again and keep the damaged file as backup."""
    backup = backup_path(target)
    try:
        damaged = target.read_bytes()
        os.replace(backup, target)
        backup.write_bytes(damaged)
    except OSError as error:
        return SetAside(None, error.strerror or str(error))
    return SetAside(backup.name)
