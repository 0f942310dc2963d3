"""The SQLite store alone: a rooms file of the first schema opens and keeps working, a
file that cannot be read is refused and left as it is, and the disk is used off the
event loop."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from axio_desktop.kits import find_kit
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.room import Room, seats_of
from axio_desktop.net.store import RoomChanged, UnreadableStore
from axio_desktop.net.store_sqlite import SqliteStore

# The schema of the rooms files written before rooms had revisions, players and listings.
FIRST_SCHEMA = """
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


def test_a_rooms_file_of_the_first_schema_opens_and_keeps_working(tmp_path: Path) -> None:
    kit = find_kit("rota")
    room, anna = Room.create(kit, seats_of(kit, ("human", "bot:greedy")), "Anna", "ABCDEF", 4,
                             RoomChance(None, 4))
    old = room.stored()
    with sqlite3.connect(tmp_path / SqliteStore.FILE_NAME) as db:
        db.executescript(FIRST_SCHEMA)
        db.execute("INSERT INTO rooms VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (old.code, old.number, old.game, old.creator, old.bot_seed, old.version,
                    old.record))
        db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                       [(old.code, number, seat.kind, seat.level, seat.name, seat.token_hash)
                        for number, seat in enumerate(old.seats)])
    db.close()

    async def scenario() -> None:
        store = SqliteStore(tmp_path)
        # revision 1, not a correspondence game; whose turn, which the lists alone read,
        # is filled in at the room's next change
        assert await store.load("ABCDEF") == replace(old, to_move=None)
        assert await store.next_number() == 5
        assert await store.games_of("p-anna") == [] and await store.open_games(10) == []
        later = replace(old, revision=2, version=1, correspondence=True, moved_at=12.5)
        with pytest.raises(RoomChanged):
            await store.save(old)
        await store.save(later)
        await store.close()
        again = SqliteStore(tmp_path)
        assert await again.load("ABCDEF") == later
        await again.close()

    asyncio.run(scenario())
    again = Room.restore(old, kit, RoomChance(None, 4))
    assert again.seat_of_token(anna) == 0


@pytest.mark.parametrize(("content", "fault"), [(b"", "empty"), (b"not SQLite " * 400, "damaged")])
def test_a_rooms_file_that_cannot_be_read_is_refused_and_left_as_it_is(
        tmp_path: Path, content: bytes, fault: str) -> None:
    path = tmp_path / SqliteStore.FILE_NAME
    path.write_bytes(content)
    with pytest.raises(UnreadableStore) as raised:
        SqliteStore(tmp_path)
    assert raised.value.fault == fault and raised.value.path == path
    assert path.read_bytes() == content


def test_a_folder_that_cannot_be_made_is_unusable(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    with pytest.raises(UnreadableStore) as raised:
        SqliteStore(tmp_path / "file" / "rooms")
    assert raised.value.fault == "unusable"


def test_the_store_works_off_the_event_loop_on_one_thread_of_its_own(tmp_path: Path) -> None:
    async def scenario() -> None:
        store = SqliteStore(tmp_path)
        threads: set[int] = set()
        for _ in range(3):
            await store._run("", lambda: threads.add(threading.get_ident()))
        assert len(threads) == 1 and threading.get_ident() not in threads
        await store.close()

    asyncio.run(scenario())


def test_the_lists_are_read_while_a_change_is_being_kept(tmp_path: Path) -> None:
    """A player's list never waits behind the changes queued on the store's thread."""

    async def scenario() -> None:
        store = SqliteStore(tmp_path)
        busy = threading.Event()
        held = asyncio.ensure_future(store._run("", lambda: busy.wait(10)))
        async with asyncio.timeout(5):
            assert await store.games_of("nobody") == []
            assert await store.open_games(10) == []
        busy.set()
        await held
        await store.close()

    asyncio.run(scenario())
