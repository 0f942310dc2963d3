"""Where rooms are kept: one small interface (`RoomStore`), in memory or in SQLite.

A room is kept as a value (`StoredRoom`): its seats with their token hashes, the
creator, the secret its bots are seeded from, the number of decisions made and the
game's record (the deal and every decision, draws included), from which the engine
rebuilds the game. `save` writes one room in one transaction and returns once it is
committed; the host tells no client of a decision before that. A database shared by
several hosts would be one more implementation of the same four methods.
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Protocol


@dataclass(frozen=True, slots=True)
class StoredSeat:
    kind: str
    level: str | None
    name: str | None
    token_hash: str | None


@dataclass(frozen=True, slots=True)
class StoredRoom:
    code: str
    number: int
    """The room's creation number, counted over the host's whole life (restarts too)."""
    game: str
    creator: int
    bot_seed: str
    version: int
    seats: tuple[StoredSeat, ...]
    record: str
    """The game's record as JSON text."""


class StoreError(Exception):
    """The store could not keep or read a room (the disk is full, the file is damaged):
    the message says what failed."""


StoreFault = Literal["empty", "damaged", "unusable"]
"""What is wrong with a rooms file that cannot be opened (`UnreadableStore`)."""


class UnreadableStore(StoreError):
    """The rooms file at ``path`` cannot be opened: it is ``empty`` (truncated to
    nothing), ``damaged`` (not SQLite's, or SQLite's ``quick_check`` finds a fault), or
    ``unusable`` (the folder or the file cannot be had: ``reason`` says why). The file
    is left as it is."""

    def __init__(self, path: Path, fault: StoreFault, reason: str, advice: str) -> None:
        super().__init__(f"{path} {'is ' + fault if fault != 'unusable' else 'cannot be used'}"
                         f" ({reason}): {advice}")
        self.path = path
        self.fault = fault
        self.reason = reason


class RoomStore(Protocol):
    def next_number(self) -> int:
        """The creation number of the next room (one more than any kept)."""
        ...

    def load(self, code: str) -> StoredRoom | None: ...

    def save(self, room: StoredRoom) -> None:
        """Keep ``room`` as it is now (one transaction, committed on return); raises
        `StoreError` when it cannot, and then keeps what it had."""
        ...

    def forget(self, code: str) -> None:
        """Keep room ``code`` no more (a room that expired before its game started)."""
        ...

    def close(self) -> None: ...


class MemoryStore:
    """Rooms kept for the host's lifetime only (no ``--data``)."""

    def __init__(self) -> None:
        self._rooms: dict[str, StoredRoom] = {}
        self._numbers = 0

    def next_number(self) -> int:
        self._numbers += 1
        return self._numbers

    def load(self, code: str) -> StoredRoom | None:
        return self._rooms.get(code)

    def save(self, room: StoredRoom) -> None:
        self._rooms[room.code] = room

    def forget(self, code: str) -> None:
        self._rooms.pop(code, None)

    def close(self) -> None:
        pass


SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    number INTEGER NOT NULL UNIQUE,
    game TEXT NOT NULL,
    creator INTEGER NOT NULL,
    bot_seed TEXT NOT NULL,
    version INTEGER NOT NULL,
    record TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES rooms(code),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    name TEXT,
    token_hash TEXT,
    PRIMARY KEY (code, seat)
);
"""


class SqliteStore:
    """Rooms in an SQLite file (``DIR/rooms.sqlite3``), in WAL mode: a commit is in the
    log before `save` returns, so killing the host loses no decision it confirmed.
    One connection, used under a lock (the host may run on any thread)."""

    FILE_NAME = "rooms.sqlite3"

    def __init__(self, folder: Path) -> None:
        """Open (or begin) the rooms file in ``folder``; `StoreError` when it is damaged
        (SQLite's ``quick_check`` finds a fault), is not SQLite's, or is empty although
        it exists (a file truncated to nothing, not a new one)."""
        self.path = folder / self.FILE_NAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
            if self.path.exists() and self.path.stat().st_size == 0:
                raise UnreadableStore(self.path, "empty", "0 bytes",
                                      "it is not a rooms file any more (move it away to "
                                      "begin with no rooms)")
        except OSError as error:
            raise UnreadableStore(self.path, "unusable", str(error),
                                  "check the folder's permissions and the disk") from error
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            self._numbers = self._open()
        except sqlite3.Error as error:
            self._db.close()
            raise UnreadableStore(self.path, "damaged", str(error),
                                  "move it away to begin with no rooms, or restore it "
                                  "from a backup") from error

    def _open(self) -> int:
        fault = self._db.execute("PRAGMA quick_check").fetchone()[0]
        if fault != "ok":
            raise sqlite3.DatabaseError(f"quick_check: {fault}")
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(SCHEMA)
        number: int = self._db.execute("SELECT COALESCE(MAX(number), 0) FROM rooms").fetchone()[0]
        return number

    def next_number(self) -> int:
        with self._lock:
            self._numbers += 1
            return self._numbers

    def load(self, code: str) -> StoredRoom | None:
        try:
            return self._load(code)
        except sqlite3.Error as error:
            raise StoreError(f"room {code} cannot be read from {self.path}: {error}") from error

    def _load(self, code: str) -> StoredRoom | None:
        with self._lock:
            row = self._db.execute(
                "SELECT number, game, creator, bot_seed, version, record FROM rooms "
                "WHERE code = ?", (code,)).fetchone()
            if row is None:
                return None
            seats = self._db.execute(
                "SELECT kind, level, name, token_hash FROM seats WHERE code = ? ORDER BY seat",
                (code,)).fetchall()
        number, game, creator, bot_seed, version, record = row
        return StoredRoom(code, number, game, creator, bot_seed, version,
                          tuple(StoredSeat(*seat) for seat in seats), record)

    def save(self, room: StoredRoom) -> None:
        try:
            self._save(room)
        except sqlite3.Error as error:
            raise StoreError(f"room {room.code} could not be kept in {self.path}: {error}") from error

    def _save(self, room: StoredRoom) -> None:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(
                    "INSERT INTO rooms (code, number, game, creator, bot_seed, version, record) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO UPDATE SET "
                    "version = excluded.version, record = excluded.record",
                    (room.code, room.number, room.game, room.creator, room.bot_seed,
                     room.version, room.record))
                self._db.executemany(
                    "INSERT INTO seats (code, seat, kind, level, name, token_hash) "
                    "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (code, seat) DO UPDATE SET "
                    "kind = excluded.kind, level = excluded.level, name = excluded.name, "
                    "token_hash = excluded.token_hash",
                    [(room.code, number, seat.kind, seat.level, seat.name, seat.token_hash)
                     for number, seat in enumerate(room.seats)])
                self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:  # a failed COMMIT may leave it open
                    self._db.execute("ROLLBACK")
                raise

    def forget(self, code: str) -> None:
        try:
            with self._lock:
                self._db.execute("BEGIN IMMEDIATE")
                self._db.execute("DELETE FROM seats WHERE code = ?", (code,))
                self._db.execute("DELETE FROM rooms WHERE code = ?", (code,))
                self._db.execute("COMMIT")
        except sqlite3.Error as error:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise StoreError(f"room {code} could not be forgotten in {self.path}: "
                             f"{error}") from error

    def close(self) -> None:
        with self._lock:
            self._db.close()


def keeps_room(folder: Path, code: str) -> bool:
    """Whether the store in ``folder`` keeps room ``code``, read only: no folder,
    database or table is made for the question (a store never used keeps nothing);
    `UnreadableStore` when the file is there but cannot be read (it is left as it is)."""
    path = folder / SqliteStore.FILE_NAME
    if not path.is_file():
        return False
    try:
        with closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)) as db:
            return db.execute("SELECT 1 FROM rooms WHERE code = ?", (code,)).fetchone() is not None
    except sqlite3.Error as error:
        raise UnreadableStore(path, "damaged", str(error),
                              "move it away to begin with no rooms, or restore it "
                              "from a backup") from error
