"""Rooms and players in an SQLite file (``DIR/rooms.sqlite3``) for one process: a
`GameStore` whose every call runs on one thread of its own, so the event loop never
waits on the disk.

The file is in WAL mode: a commit is in the log before `save` returns, so killing the
host loses no decision it confirmed. A file written before rooms had revisions (tables
``rooms`` and ``seats`` only) opens as it is and gains the new columns, its rooms at
revision 1 and not correspondence games.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing
from pathlib import Path
from typing import Any, TypeVar, cast

from .store import (
    GaveUp,
    KeyTaken,
    Rater,
    RoomChanged,
    StoredPlayer,
    StoredRating,
    StoredRoom,
    StoredSeat,
    StoreError,
    UnreadableStore,
)

T = TypeVar("T")

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
CREATE TABLE IF NOT EXISTS players (
    id TEXT PRIMARY KEY,
    key_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    created_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS ratings (
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (player, game)
);
"""

# The columns a file of the first schema lacks, added to it on opening (the first schema
# is `SCHEMA`'s rooms and seats, kept as they were so that both paths meet here).
ADDED_COLUMNS = {
    "rooms": [
        ("revision", "INTEGER NOT NULL DEFAULT 1"),
        ("correspondence", "INTEGER NOT NULL DEFAULT 0"),
        ("days", "INTEGER"),
        ("listed", "INTEGER NOT NULL DEFAULT 0"),
        ("created_at", "REAL NOT NULL DEFAULT 0"),
        ("moved_at", "REAL NOT NULL DEFAULT 0"),
        ("to_move", "INTEGER"),
        ("finished_at", "REAL"),
        ("result", "TEXT"),
        ("last_decision", "TEXT"),
    ],
    "seats": [("player", "TEXT"), ("gave_up", "TEXT")],
}

INDEXES = """
CREATE INDEX IF NOT EXISTS seats_of_player ON seats (player) WHERE player IS NOT NULL;
CREATE INDEX IF NOT EXISTS open_rooms ON rooms (number)
    WHERE listed AND correspondence AND finished_at IS NULL;
CREATE INDEX IF NOT EXISTS rooms_ended ON rooms (finished_at) WHERE finished_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS rooms_waiting ON rooms (created_at)
    WHERE correspondence AND finished_at IS NULL;
CREATE INDEX IF NOT EXISTS rooms_to_move ON rooms (to_move)
    WHERE to_move IS NOT NULL AND finished_at IS NULL;
"""

ROOM_COLUMNS = ("code, number, game, creator, bot_seed, version, record, revision, "
                "correspondence, days, listed, created_at, moved_at, to_move, finished_at, "
                "result, last_decision")
LISTING_COLUMNS = ROOM_COLUMNS.replace("record", "'' AS record")
SEAT_COLUMNS = "kind, level, name, token_hash, player, gave_up"
FREE_SEAT = ("EXISTS (SELECT 1 FROM seats AS free WHERE free.code = rooms.code "
             "AND free.kind = 'human' AND free.name IS NULL)")
DAMAGED_ADVICE = "move it away to begin with no rooms, or restore it from a backup"


class SqliteStore:
    """A `GameStore` in ``folder/rooms.sqlite3``: one connection, used on one thread, for
    everything but the lists; the lists (a player's games, the open games) are read on
    a second connection and thread of their own, so that they never wait behind the
    changes being kept (WAL lets a reader read while a writer writes)."""

    FILE_NAME = "rooms.sqlite3"

    def __init__(self, folder: Path) -> None:
        """Open (or begin) the rooms file in ``folder``; `UnreadableStore` when it is
        damaged (SQLite's ``quick_check`` finds a fault), is not SQLite's, is empty
        although it exists (a file truncated to nothing, not a new one), or the folder
        cannot be used."""
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
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None,
                                       check_same_thread=False)
        except sqlite3.Error as error:
            raise UnreadableStore(self.path, "unusable", str(error),
                                  "check the folder's permissions and the disk") from error
        try:
            self._numbers = self._open()
        except sqlite3.Error as error:
            self._db.close()
            raise UnreadableStore(self.path, "damaged", str(error), DAMAGED_ADVICE) from error
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-store")
        self._lists_thread = ThreadPoolExecutor(max_workers=1,
                                                thread_name_prefix="sqlite-store-lists")
        self._lists_db: sqlite3.Connection | None = None

    def _open(self) -> int:
        fault = self._db.execute("PRAGMA quick_check").fetchone()[0]
        if fault != "ok":
            raise sqlite3.DatabaseError(f"quick_check: {' '.join(str(fault).split())}")  # one line
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("BEGIN IMMEDIATE")
        try:
            # One statement at a time: executescript would commit first.
            for statement in SCHEMA.split(";")[:-1]:
                self._db.execute(statement)
            for table, columns in ADDED_COLUMNS.items():
                kept = {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}
                for name, definition in columns:
                    if name not in kept:
                        self._db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {definition}")
            for statement in INDEXES.split(";")[:-1]:
                self._db.execute(statement)
            self._db.execute("COMMIT")
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise
        number: int = self._db.execute("SELECT COALESCE(MAX(number), 0) FROM rooms").fetchone()[0]
        return number

    async def _run(self, failure: str, work: Callable[[], T]) -> T:
        """``work`` on the store's thread; an SQLite error becomes a `StoreError` that
        begins with ``failure`` and names the file."""

        def guarded() -> T:
            try:
                return work()
            except sqlite3.Error as error:
                if self._db.in_transaction:  # a failed COMMIT may leave it open
                    self._db.execute("ROLLBACK")
                raise StoreError(f"{failure} in {self.path}: {error}") from error

        return await asyncio.get_running_loop().run_in_executor(self._thread, guarded)

    async def _list(self, failure: str, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` with the lists' connection, on their thread (errors as in `_run`)."""

        def guarded() -> T:
            try:
                if self._lists_db is None:
                    self._lists_db = sqlite3.connect(self.path, isolation_level=None,
                                                     check_same_thread=False)
                return work(self._lists_db)
            except sqlite3.Error as error:
                raise StoreError(f"{failure} in {self.path}: {error}") from error

        return await asyncio.get_running_loop().run_in_executor(self._lists_thread, guarded)

    def _write(self, work: Callable[[], T]) -> T:
        """``work`` in one ``BEGIN IMMEDIATE`` transaction, committed unless it raises."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            done = work()
            self._db.execute("COMMIT")
            return done
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise

    # Rooms ------------------------------------------------------------------------------

    async def next_number(self) -> int:
        def give() -> int:
            self._numbers += 1
            return self._numbers

        return await self._run("no room number could be given", give)

    async def load(self, code: str) -> StoredRoom | None:
        def read() -> StoredRoom | None:
            row = self._db.execute(f"SELECT {ROOM_COLUMNS} FROM rooms WHERE code = ?",
                                   (code,)).fetchone()
            return None if row is None else self._room(row)

        return await self._run(f"room {code} cannot be read", read)

    def _room(self, row: tuple[Any, ...], db: sqlite3.Connection | None = None) -> StoredRoom:
        (code, number, game, creator, bot_seed, version, record, revision, correspondence,
         days, listed, created_at, moved_at, to_move, finished_at, result, last_decision) = row
        seats = (db or self._db).execute(f"SELECT {SEAT_COLUMNS} FROM seats WHERE code = ? ORDER BY seat",
                                 (code,)).fetchall()
        return StoredRoom(
            code, number, game, creator, bot_seed, version,
            tuple(StoredSeat(kind, level, name, token_hash, player, cast(GaveUp | None, gave_up))
                  for kind, level, name, token_hash, player, gave_up in seats),
            record, revision=revision, correspondence=bool(correspondence), days=days,
            listed=bool(listed), created_at=created_at, moved_at=moved_at, to_move=to_move,
            finished_at=finished_at, result=result, last_decision=last_decision)

    def _rooms(self, db: sqlite3.Connection, where: str,
               parameters: tuple[Any, ...]) -> list[StoredRoom]:
        rows = db.execute(f"SELECT {LISTING_COLUMNS} FROM rooms WHERE {where}",
                          parameters).fetchall()
        return [self._room(row, db) for row in rows]

    async def save(self, room: StoredRoom, rate: Rater | None = None) -> None:
        def keep() -> None:
            row = self._db.execute("SELECT revision FROM rooms WHERE code = ?",
                                   (room.code,)).fetchone()
            found = 0 if row is None else int(row[0])
            if found != room.revision - 1:
                raise RoomChanged(room.code, room.revision - 1, found)
            self._db.execute(
                f"INSERT INTO rooms ({ROOM_COLUMNS}) VALUES ({', '.join('?' * 17)}) "
                "ON CONFLICT (code) DO UPDATE SET number = excluded.number, "
                "game = excluded.game, creator = excluded.creator, "
                "bot_seed = excluded.bot_seed, version = excluded.version, "
                "record = excluded.record, revision = excluded.revision, "
                "correspondence = excluded.correspondence, days = excluded.days, "
                "listed = excluded.listed, created_at = excluded.created_at, "
                "moved_at = excluded.moved_at, to_move = excluded.to_move, "
                "finished_at = excluded.finished_at, result = excluded.result, "
                "last_decision = excluded.last_decision",
                (room.code, room.number, room.game, room.creator, room.bot_seed, room.version,
                 room.record, room.revision, room.correspondence, room.days, room.listed,
                 room.created_at, room.moved_at, room.to_move, room.finished_at, room.result,
                 room.last_decision))
            self._db.execute("DELETE FROM seats WHERE code = ?", (room.code,))
            self._db.executemany(
                f"INSERT INTO seats (code, seat, {SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(room.code, number, seat.kind, seat.level, seat.name, seat.token_hash,
                  seat.player, seat.gave_up) for number, seat in enumerate(room.seats)])
            if rate is not None:
                self._rate(room, rate)

        await self._run(f"room {room.code} could not be kept", lambda: self._write(keep))

    def _rate(self, room: StoredRoom, rate: Rater) -> None:
        seated = sorted({seat.player for seat in room.seats if seat.player is not None})
        rows = self._db.execute(
            f"SELECT player, game, mu, sigma, games FROM ratings WHERE game = ? "
            f"AND player IN ({', '.join('?' * len(seated))})", (room.game, *seated)).fetchall()
        current = {row[0]: StoredRating(*row) for row in rows}
        self._db.executemany(
            "INSERT INTO ratings (player, game, mu, sigma, games) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (player, game) DO UPDATE SET mu = excluded.mu, "
            "sigma = excluded.sigma, games = excluded.games",
            [(rating.player, rating.game, rating.mu, rating.sigma, rating.games)
             for rating in rate(current)])

    async def forget(self, code: str) -> None:
        await self._run(f"room {code} could not be forgotten",
                        lambda: self._write(lambda: self._forget([code])))

    def _forget(self, codes: list[str]) -> None:
        for table in ("seats", "rooms"):
            self._db.executemany(f"DELETE FROM {table} WHERE code = ?",
                                 [(code,) for code in codes])

    # Players and ratings ---------------------------------------------------------------

    async def player_of_key(self, key_hash: str) -> StoredPlayer | None:
        def read() -> StoredPlayer | None:
            row = self._db.execute("SELECT id, key_hash, name, created_at FROM players "
                                   "WHERE key_hash = ?", (key_hash,)).fetchone()
            return None if row is None else StoredPlayer(*row)

        return await self._run("no player could be read", read)

    async def players(self, ids: list[str]) -> list[StoredPlayer]:
        def read() -> list[StoredPlayer]:
            rows = self._db.execute(
                f"SELECT id, key_hash, name, created_at FROM players "
                f"WHERE id IN ({', '.join('?' * len(ids))})", ids).fetchall()
            found = {row[0]: StoredPlayer(*row) for row in rows}
            return [found[id] for id in ids if id in found]

        return await self._run("no player could be read", read)

    async def add_player(self, player: StoredPlayer) -> None:
        def add() -> None:
            try:
                self._db.execute("INSERT INTO players (id, key_hash, name, created_at) "
                                 "VALUES (?, ?, ?, ?)",
                                 (player.id, player.key_hash, player.name, player.created_at))
            except sqlite3.IntegrityError as error:
                if "key_hash" in str(error):
                    raise KeyTaken(player.id) from error
                raise

        await self._run(f"player {player.id} could not be kept", lambda: self._write(add))

    async def ratings(self, players: list[str], game: str | None = None) -> list[StoredRating]:
        def read(db: sqlite3.Connection) -> list[StoredRating]:
            rows = db.execute(
                f"SELECT player, game, mu, sigma, games FROM ratings "
                f"WHERE player IN ({', '.join('?' * len(players))}) "
                f"AND (? IS NULL OR game = ?) ORDER BY player, game",
                (*players, game, game)).fetchall()
            return [StoredRating(*row) for row in rows]

        return await self._list("no rating could be read", read)

    # Lists ------------------------------------------------------------------------------

    async def games_of(self, player: str) -> list[StoredRoom]:
        return await self._list(f"the games of player {player} cannot be read", lambda db: self._rooms(
            db, "code IN (SELECT code FROM seats WHERE player = ?) ORDER BY number DESC",
            (player,)))

    async def running_games(self, player: str) -> int:
        def count(db: sqlite3.Connection) -> int:
            found: int = db.execute(
                "SELECT COUNT(*) FROM rooms WHERE finished_at IS NULL "
                "AND code IN (SELECT code FROM seats WHERE player = ?)", (player,)).fetchone()[0]
            return found

        return await self._list(f"the games of player {player} cannot be counted", count)

    async def open_games(self, limit: int) -> list[StoredRoom]:
        return await self._list("the open games cannot be read", lambda db: self._rooms(
            db, f"listed AND correspondence AND finished_at IS NULL AND {FREE_SEAT} "
            "ORDER BY number DESC LIMIT ?", (limit,)))

    async def bots_to_move(self) -> list[str]:
        def read() -> list[str]:
            rows = self._db.execute(
                "SELECT rooms.code FROM rooms JOIN seats ON seats.code = rooms.code "
                "AND seats.seat = rooms.to_move WHERE rooms.finished_at IS NULL "
                "AND seats.kind != 'human' ORDER BY rooms.number").fetchall()
            return [row[0] for row in rows]

        return await self._run("the rooms with a bot to move cannot be read", read)

    async def sweep(self, unjoined_before: float, ended_before: float) -> list[str]:
        def sweep() -> list[str]:
            codes = [row[0] for row in self._db.execute(
                f"SELECT code FROM rooms WHERE (correspondence AND finished_at IS NULL "
                f"AND created_at < ? AND {FREE_SEAT}) OR finished_at < ?",
                (unjoined_before, ended_before))]
            self._forget(codes)
            return codes

        return await self._run("old rooms could not be forgotten", lambda: self._write(sweep))

    def on_change(self, listener: Callable[[str, int], None]) -> None:
        """Never called: no other process shares the file."""

    async def close(self) -> None:
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._thread, self._db.close)
        self._thread.shutdown(wait=True)
        lists = self._lists_db
        if lists is not None:
            await loop.run_in_executor(self._lists_thread, lists.close)
        self._lists_thread.shutdown(wait=True)


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
        raise UnreadableStore(path, "damaged", str(error), DAMAGED_ADVICE) from error
