"""Rooms and players in PostgreSQL, shared by several server processes: a `GameStore`
on a pool of async connections (psycopg 3).

A `save` is one transaction that locks the room's row (``SELECT … FOR UPDATE``), so of
two processes changing a room at one revision exactly one keeps its change; the other
hears `RoomChanged`. Room numbers come from a sequence, unique across processes. Every
kept change is announced on the channel ``axio_rooms`` (``CODE REVISION``, revision 0
for a room forgotten) from inside its transaction, so it is heard once committed: one
connection of its own listens for `on_change`. When the database goes away that
connection tries again until it is back; what was announced meanwhile is not heard (a
process then saving over an old revision still meets `RoomChanged`, so nothing is lost,
only heard later).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, cast

import psycopg
from psycopg.conninfo import conninfo_to_dict
from psycopg_pool import AsyncConnectionPool

from .store import (
    MISSED,
    GaveUp,
    KeyTaken,
    Rater,
    RoomChanged,
    StoredPlayer,
    StoredRating,
    StoredRoom,
    StoredSeat,
    StoreError,
)

log = logging.getLogger(__name__)

CHANNEL = "axio_rooms"
RETRY_SECONDS = (0.1, 5.0)
"""The listener's first and longest wait before it connects again."""

SCHEMA = [
    "CREATE SEQUENCE IF NOT EXISTS room_numbers",
    """CREATE TABLE IF NOT EXISTS rooms (
        code TEXT PRIMARY KEY,
        number BIGINT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        creator INTEGER NOT NULL,
        bot_seed TEXT NOT NULL,
        version INTEGER NOT NULL,
        record TEXT NOT NULL,
        revision INTEGER NOT NULL,
        correspondence BOOLEAN NOT NULL,
        days INTEGER,
        listed BOOLEAN NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        moved_at DOUBLE PRECISION NOT NULL,
        to_move INTEGER,
        finished_at DOUBLE PRECISION,
        result TEXT,
        last_decision TEXT)""",
    "ALTER TABLE rooms ADD COLUMN IF NOT EXISTS last_decision TEXT",
    """CREATE TABLE IF NOT EXISTS seats (
        code TEXT NOT NULL REFERENCES rooms (code) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        level TEXT,
        name TEXT,
        token_hash TEXT,
        player TEXT,
        gave_up TEXT,
        PRIMARY KEY (code, seat))""",
    """CREATE TABLE IF NOT EXISTS players (
        id TEXT PRIMARY KEY,
        key_hash TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS ratings (
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (player, game))""",
    "CREATE INDEX IF NOT EXISTS seats_of_player ON seats (player) WHERE player IS NOT NULL",
    """CREATE INDEX IF NOT EXISTS open_rooms ON rooms (number)
        WHERE listed AND correspondence AND finished_at IS NULL""",
    "CREATE INDEX IF NOT EXISTS rooms_ended ON rooms (finished_at) WHERE finished_at IS NOT NULL",
    """CREATE INDEX IF NOT EXISTS rooms_waiting ON rooms (created_at)
        WHERE correspondence AND finished_at IS NULL""",
    """CREATE INDEX IF NOT EXISTS rooms_to_move ON rooms (to_move)
        WHERE to_move IS NOT NULL AND finished_at IS NULL""",
]
SCHEMA_LOCK = 0x41584F  # an advisory lock: two processes starting at once make it once

ROOM_COLUMNS = ("code, number, game, creator, bot_seed, version, record, revision, "
                "correspondence, days, listed, created_at, moved_at, to_move, finished_at, "
                "result, last_decision")
LISTING_COLUMNS = ROOM_COLUMNS.replace("record", "'' AS record")
SEAT_COLUMNS = "kind, level, name, token_hash, player, gave_up"
FREE_SEAT = ("EXISTS (SELECT 1 FROM seats AS free WHERE free.code = rooms.code "
             "AND free.kind = 'human' AND free.name IS NULL)")


def shown(dsn: str) -> str:
    """The database ``dsn`` names, as a message may show it: never its password."""
    try:
        parts = conninfo_to_dict(dsn)
    except psycopg.Error:
        return "the PostgreSQL database (its address cannot be read)"
    host = parts.get("host") or "localhost"
    return f"PostgreSQL database {parts.get('dbname') or '(default)'} at {host}:" \
           f"{parts.get('port') or 5432}"


class PostgresStore:
    """A `GameStore` in a PostgreSQL database: open it with `PostgresStore.open`."""

    def __init__(self, dsn: str, pool: AsyncConnectionPool) -> None:
        self._dsn = dsn
        self._pool = pool
        self.where = shown(dsn)
        self._listeners: list[Callable[[str, int], None]] = []
        self._listening: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, dsn: str, *, pool_size: int = 4, timeout: float = 10.0
                   ) -> PostgresStore:
        """Connect to the database at ``dsn`` and make its tables if it has none;
        `StoreError` when it cannot be reached within ``timeout`` seconds or used."""
        pool = AsyncConnectionPool(dsn, min_size=1, max_size=pool_size, open=False,
                                   kwargs={"autocommit": True},
                                   check=AsyncConnectionPool.check_connection)
        store = cls(dsn, pool)
        with store._failing("cannot be opened"):
            await pool.open(wait=True, timeout=timeout)
            try:
                async with pool.connection() as conn, conn.transaction():
                    await conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                    for statement in SCHEMA:
                        await conn.execute(statement)
            except BaseException:
                await pool.close()
                raise
        return store

    @contextmanager
    def _failing(self, failure: str) -> Iterator[None]:
        """A psycopg error becomes a `StoreError` that says ``failure`` and the database."""
        try:
            yield
        except psycopg.Error as error:
            raise StoreError(f"{self.where} {failure}: {error}") from error

    async def _rows(self, failure: str, query: str, parameters: tuple[Any, ...] = ()
                    ) -> list[tuple[Any, ...]]:
        with self._failing(failure):
            async with self._pool.connection() as conn:
                cursor = await conn.execute(query, parameters)
                return await cursor.fetchall()

    # Rooms ------------------------------------------------------------------------------

    async def next_number(self) -> int:
        rows = await self._rows("gives no room number", "SELECT nextval('room_numbers')")
        return int(rows[0][0])

    async def load(self, code: str) -> StoredRoom | None:
        with self._failing(f"cannot read room {code}"):
            async with self._pool.connection() as conn:
                rooms = await self._rooms(conn, ROOM_COLUMNS, "code = %s", (code,))
        return rooms[0] if rooms else None

    async def _rooms(self, conn: psycopg.AsyncConnection[Any], columns: str, where: str,
                     parameters: tuple[Any, ...]) -> list[StoredRoom]:
        rows = await (await conn.execute(f"SELECT {columns} FROM rooms WHERE {where}",
                                         parameters)).fetchall()
        codes = [row[0] for row in rows]
        seats: dict[str, list[StoredSeat]] = {code: [] for code in codes}
        for code, kind, level, name, token_hash, player, gave_up in await (await conn.execute(
                f"SELECT code, {SEAT_COLUMNS} FROM seats WHERE code = ANY(%s) ORDER BY code, seat",
                (codes,))).fetchall():
            seats[code].append(StoredSeat(kind, level, name, token_hash, player,
                                          cast(GaveUp | None, gave_up)))
        return [StoredRoom(code, number, game, creator, bot_seed, version, tuple(seats[code]),
                           record, revision=revision, correspondence=correspondence, days=days,
                           listed=listed, created_at=created_at, moved_at=moved_at,
                           to_move=to_move, finished_at=finished_at, result=result,
                           last_decision=last_decision)
                for (code, number, game, creator, bot_seed, version, record, revision,
                     correspondence, days, listed, created_at, moved_at, to_move, finished_at,
                     result, last_decision) in rows]

    async def save(self, room: StoredRoom, rate: Rater | None = None) -> None:
        with self._failing(f"could not keep room {room.code}"):
            async with self._pool.connection() as conn, conn.transaction():
                await self._save(conn, room, rate)

    async def _save(self, conn: psycopg.AsyncConnection[Any], room: StoredRoom,
                    rate: Rater | None) -> None:
        row = await (await conn.execute("SELECT revision FROM rooms WHERE code = %s FOR UPDATE",
                                        (room.code,))).fetchone()
        found = 0 if row is None else int(row[0])
        if found != room.revision - 1:
            raise RoomChanged(room.code, room.revision - 1, found)
        values = (room.code, room.number, room.game, room.creator, room.bot_seed, room.version,
                  room.record, room.revision, room.correspondence, room.days, room.listed,
                  room.created_at, room.moved_at, room.to_move, room.finished_at, room.result,
                 room.last_decision)
        if row is None:
            cursor = await conn.execute(
                f"INSERT INTO rooms ({ROOM_COLUMNS}) VALUES ({', '.join(['%s'] * 17)}) "
                "ON CONFLICT (code) DO NOTHING", values)
            if cursor.rowcount == 0:  # another process made it since the SELECT
                raise RoomChanged(room.code, 0, 1)
        else:
            await conn.execute(
                "UPDATE rooms SET number = %s, game = %s, creator = %s, bot_seed = %s, "
                "version = %s, record = %s, revision = %s, correspondence = %s, days = %s, "
                "listed = %s, created_at = %s, moved_at = %s, to_move = %s, finished_at = %s, "
                "result = %s, last_decision = %s WHERE code = %s", (*values[1:], room.code))
        await conn.execute("DELETE FROM seats WHERE code = %s", (room.code,))
        async with conn.cursor() as cursor:
            await cursor.executemany(
                f"INSERT INTO seats (code, seat, {SEAT_COLUMNS}) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                [(room.code, number, seat.kind, seat.level, seat.name, seat.token_hash,
                  seat.player, seat.gave_up) for number, seat in enumerate(room.seats)])
        if rate is not None:
            await self._rate(conn, room, rate)
        await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{room.code} {room.revision}"))

    async def _rate(self, conn: psycopg.AsyncConnection[Any], room: StoredRoom,
                    rate: Rater) -> None:
        seated = sorted({seat.player for seat in room.seats if seat.player is not None})
        rows = await (await conn.execute(
            "SELECT player, game, mu, sigma, games FROM ratings WHERE game = %s "
            "AND player = ANY(%s) ORDER BY player FOR UPDATE", (room.game, seated))).fetchall()
        current = {row[0]: StoredRating(*row) for row in rows}
        async with conn.cursor() as cursor:
            await cursor.executemany(
                "INSERT INTO ratings (player, game, mu, sigma, games) "
                "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (player, game) DO UPDATE SET "
                "mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
                [(rating.player, rating.game, rating.mu, rating.sigma, rating.games)
                 for rating in rate(current)])

    async def forget(self, code: str) -> None:
        await self._forget(f"could not forget room {code}", "code = %s", (code,))

    async def _forget(self, failure: str, where: str, parameters: tuple[Any, ...]) -> list[str]:
        with self._failing(failure):
            async with self._pool.connection() as conn, conn.transaction():
                rows = await (await conn.execute(
                    f"DELETE FROM rooms WHERE {where} RETURNING code", parameters)).fetchall()
                for (code,) in rows:
                    await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{code} 0"))
        return [code for (code,) in rows]

    # Players and ratings ---------------------------------------------------------------

    async def player_of_key(self, key_hash: str) -> StoredPlayer | None:
        rows = await self._rows("cannot read players", "SELECT id, key_hash, name, created_at "
                                "FROM players WHERE key_hash = %s", (key_hash,))
        return StoredPlayer(*rows[0]) if rows else None

    async def players(self, ids: list[str]) -> list[StoredPlayer]:
        rows = await self._rows("cannot read players", "SELECT id, key_hash, name, created_at "
                                "FROM players WHERE id = ANY(%s)", (ids,))
        found = {row[0]: StoredPlayer(*row) for row in rows}
        return [found[id] for id in ids if id in found]

    async def add_player(self, player: StoredPlayer) -> None:
        with self._failing(f"could not keep player {player.id}"):
            async with self._pool.connection() as conn:
                try:
                    await conn.execute(
                        "INSERT INTO players (id, key_hash, name, created_at) "
                        "VALUES (%s, %s, %s, %s)",
                        (player.id, player.key_hash, player.name, player.created_at))
                except psycopg.errors.UniqueViolation as error:
                    if error.diag.constraint_name == "players_key_hash_key":
                        raise KeyTaken(player.id) from error
                    raise

    async def ratings(self, players: list[str], game: str | None = None) -> list[StoredRating]:
        rows = await self._rows(
            "cannot read ratings", "SELECT player, game, mu, sigma, games FROM ratings "
            "WHERE player = ANY(%s) AND (%s::text IS NULL OR game = %s) ORDER BY player, game",
            (players, game, game))
        return [StoredRating(*row) for row in rows]

    # Lists ------------------------------------------------------------------------------

    async def _listings(self, failure: str, where: str, parameters: tuple[Any, ...]
                        ) -> list[StoredRoom]:
        with self._failing(failure):
            async with self._pool.connection() as conn:
                return await self._rooms(conn, LISTING_COLUMNS, where, parameters)

    async def games_of(self, player: str) -> list[StoredRoom]:
        return await self._listings(
            f"cannot read the games of player {player}",
            "code IN (SELECT code FROM seats WHERE player = %s) ORDER BY number DESC", (player,))

    async def running_games(self, player: str) -> int:
        rows = await self._rows(
            f"cannot count the games of player {player}",
            "SELECT COUNT(*) FROM rooms WHERE finished_at IS NULL "
            "AND code IN (SELECT code FROM seats WHERE player = %s)", (player,))
        return int(rows[0][0])

    async def open_games(self, limit: int) -> list[StoredRoom]:
        return await self._listings(
            "cannot read the open games",
            f"listed AND correspondence AND finished_at IS NULL AND {FREE_SEAT} "
            "ORDER BY number DESC LIMIT %s", (limit,))

    async def bots_to_move(self) -> list[str]:
        rows = await self._rows(
            "cannot read the rooms with a bot to move",
            "SELECT rooms.code FROM rooms JOIN seats ON seats.code = rooms.code "
            "AND seats.seat = rooms.to_move WHERE rooms.finished_at IS NULL "
            "AND seats.kind <> 'human' ORDER BY rooms.number")
        return [row[0] for row in rows]

    async def sweep(self, unjoined_before: float, ended_before: float) -> list[str]:
        return await self._forget(
            "could not forget old rooms",
            f"(correspondence AND finished_at IS NULL AND created_at < %s AND {FREE_SEAT}) "
            "OR finished_at < %s", (unjoined_before, ended_before))

    # Hearing of other processes' changes ------------------------------------------------

    def on_change(self, listener: Callable[[str, int], None]) -> None:
        self._listeners.append(listener)
        if self._listening is None:
            self._listening = asyncio.get_running_loop().create_task(self._listen())

    async def _listen(self) -> None:
        wait, lost = RETRY_SECONDS[0], False
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                        self._dsn, autocommit=True) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    if lost:
                        log.warning("%s: hearing of changes again (the rooms held are read "
                                    "again, as changes kept meanwhile were not heard)",
                                    self.where)
                        for listener in list(self._listeners):
                            listener(MISSED, 0)
                    wait, lost = RETRY_SECONDS[0], False
                    async for notice in conn.notifies():
                        code, _, revision = notice.payload.partition(" ")
                        for listener in list(self._listeners):
                            listener(code, int(revision))
            except psycopg.Error as error:
                if not lost:
                    log.warning("%s: not hearing of other processes' changes (%s); trying "
                                "again", self.where, error)
                lost = True
            await asyncio.sleep(wait)
            wait = min(wait * 2, RETRY_SECONDS[1])

    async def close(self) -> None:
        if self._listening is not None:
            self._listening.cancel()
            try:
                await self._listening
            except asyncio.CancelledError:
                pass
            self._listening = None
        await self._pool.close()
