"""The record files in the saves folder, each told by what it holds: which game, who
plays, how far it went or how it ended. Load game lists them.

Every file is read through the engine's registry (`game_of_document`), so a record of
any registered game, and a record of an online game (marked only in its ``meta``),
is told alike: the players are the record's, never the file's name. A file that
cannot be read says why (`SavedGame.fault`) and takes no others down with it.

Reading a record replays it (a few milliseconds for an AXIO record), so Load game
reads the list lazily; `SavedGames` keeps what was read for as long as the file is
unchanged (same size and modification time), and opening the list again is instant.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.envelope import FIELDS
from ..engine.players import PlayerInfo
from ..engine.ranking import Outcome
from ..engine.registry import game_of_document

RECORD_SUFFIX = ".json"


@dataclass(frozen=True, slots=True)
class SavedFile:
    """A record file as the folder lists it (nothing read from it yet)."""

    path: Path
    modified_ns: int
    size: int

    @property
    def modified(self) -> float:
        """When the file was last written, in seconds since the epoch."""
        return self.modified_ns / 1e9


@dataclass(frozen=True, slots=True)
class SavedGame:
    """What a record file holds. ``fault`` says why the file cannot be read (its game,
    players and the rest are then empty); otherwise ``outcome`` is the end of a finished
    game, and ``to_move`` the seat to play in one that goes on."""

    file: SavedFile
    game_id: str = ""
    players: tuple[PlayerInfo, ...] = ()
    placements: int = 0
    to_move: int | None = None
    outcome: Outcome | None = None
    fault: ValueError | None = field(default=None, compare=False)

    @property
    def readable(self) -> bool:
        return self.fault is None


def saved_files(folder: Path) -> list[SavedFile]:
    """The record files in ``folder``, newest first (none when it cannot be listed)."""
    found = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not entry.name.endswith(RECORD_SUFFIX):
                    continue
                try:
                    if not entry.is_file():
                        continue
                    facts = entry.stat()
                except OSError:
                    continue  # gone, or not ours to look at
                found.append(SavedFile(Path(entry.path), facts.st_mtime_ns, facts.st_size))
    except OSError:
        return []
    return sorted(found, key=lambda saved: (saved.modified_ns, saved.path.name), reverse=True)


def read_saved_game(file: SavedFile) -> SavedGame:
    """What ``file`` holds, read and replayed by its game's own reader; a file that is
    not such a record comes back with its `fault` (the engine's error, which names it)."""
    try:
        data = FIELDS.parse(FIELDS.read_file(file.path))
        game = game_of_document(data)
        record = game.read_record(data)
        state = record.replay()
    except ValueError as error:  # every engine error (`AxioError`) is one
        return SavedGame(file, fault=error)
    return SavedGame(file, game.id, record.players, len(game.replay_steps(state)),
                     None if state.finished else state.to_move, state.outcome())


class SavedGames:
    """What was read of each record file, kept while the file stays as it was."""

    def __init__(self) -> None:
        self._read: dict[Path, SavedGame] = {}

    def known(self, file: SavedFile) -> SavedGame | None:
        """``file`` as read before, if it has not changed since; None if it must be read."""
        saved = self._read.get(file.path)
        return saved if saved is not None and saved.file == file else None

    def keep_only(self, files: Sequence[SavedFile]) -> None:
        """Forget what was read of any file but ``files`` as they are now."""
        self._read = {file.path: saved for file in files if (saved := self.known(file)) is not None}

    def read(self, file: SavedFile) -> SavedGame:
        saved = self.known(file)
        if saved is None:
            saved = self._read[file.path] = read_saved_game(file)
        return saved
