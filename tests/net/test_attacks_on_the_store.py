"""A store that fails or is damaged: a change it cannot keep is never told and never
stays in memory, a failing store takes no changes for a while (said once), a bot does
not think again in a loop; a damaged file stops `serve` with one sentence (status 2),
and a room whose record cannot be read is out of service alone."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import subprocess
from pathlib import Path

import pytest
from netplay import Peer, answer, create, join, running_host
from served import command

from axio_desktop.kits import find_kit
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.limits import Limits
from axio_desktop.net.room import Room, seats_of
from axio_desktop.net.store import MemoryStore, Rater, StoredRoom, StoreError
from axio_desktop.net.store_sqlite import SqliteStore


class FullDisk(MemoryStore):
    """A store whose disk is full while ``full`` is set; it counts the saves tried."""

    def __init__(self) -> None:
        super().__init__()
        self.full = False
        self.tried = 0

    async def save(self, room: StoredRoom, rate: Rater | None = None) -> None:
        self.tried += 1
        if self.full:
            raise StoreError(f"room {room.code} could not be kept: disk full")
        await super().save(room, rate)


def test_create_join_and_replace_that_cannot_be_kept_change_nothing(
        caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        store = FullDisk()
        async with running_host(store=store, limits=Limits(store_retry_seconds=0.3)) as run:
            anna = await Peer.open(run.url)
            await anna.send(create("rota", "Anna", ["human", "human", "human"]))
            code = (await anna.expect("welcome"))["room"]
            store.full = True
            ben = await Peer.open(run.url)
            await ben.send(join(code, "Ben"))
            assert "cannot keep" in (await ben.error("not_allowed"))["message"]
            assert run.room(code).seats[1].name is None
            assert all(frame["type"] != "players" for frame in anna.frames)
            other = await Peer.open(run.url)
            await other.send(create("rota", "Cleo", ["human"]))
            await other.error("not_allowed")
            assert len(run.host.hall.rooms) == 1
            await asyncio.sleep(0.4)
            await anna.send({"type": "replace", "seat": 2, "level": "greedy"})
            await anna.error("not_allowed")  # tried again, and still full
            assert [seat.kind for seat in run.room(code).seats] == ["human"] * 3
            assert (await store.load(code)).seats[2].kind == "human"  # type: ignore[union-attr]
            store.full = False
            await asyncio.sleep(0.4)
            await ben.send(join(code, "Ben"))
            assert (await ben.expect("welcome"))["seat"] == 1
            await anna.expect("players")
            for peer in (anna, ben, other):
                await peer.close()

    with caplog.at_level(logging.WARNING, logger="axio_desktop.net"):
        asyncio.run(main())
    said = [record.getMessage() for record in caplog.records]
    assert sum("takes no changes" in line for line in said) == 1, said
    assert sum("keeps rooms again" in line for line in said) == 1, said
    assert not any(record.exc_info for record in caplog.records)


def test_a_bot_whose_decision_cannot_be_kept_does_not_think_in_a_loop() -> None:
    async def main() -> None:
        store = FullDisk()
        async with running_host(store=store, limits=Limits(store_retry_seconds=1.0)) as run:
            anna = await Peer.open(run.url)
            await anna.send(create("rota", "Anna", ["human", "bot:random"]))
            code = (await anna.expect("welcome"))["room"]
            await anna.expect("update")
            asked = await anna.expect("move")
            store.full = True
            await anna.send(answer("rota", asked))
            await anna.error("not_allowed")
            store.full = False
            await asyncio.sleep(1.1)
            await anna.send(answer("rota", asked))
            await anna.expect("update")  # kept: now the bot is to decide
            store.full = True
            tried = store.tried
            await asyncio.sleep(2.5)
            assert store.tried - tried <= 3, store.tried - tried  # once a second at most
            assert run.room(code).version == 1
            store.full = False
            update = await anna.expect("update")
            assert update["version"] == 2 and update["last"]["seat"] == 1
            await anna.close()

    asyncio.run(main())


def rooms_file(folder: Path, rooms: int) -> Path:
    kit = find_kit("axio")
    store = SqliteStore(folder)

    async def keep() -> None:
        for index in range(rooms):
            number = await store.next_number()
            room, _ = Room.create(kit, seats_of(kit, ("human", "human")), "Anna",
                                  f"A{index:05d}"[:6], number, RoomChance(None, number))
            await store.save(room.stored())
        await store.close()

    asyncio.run(keep())
    with sqlite3.connect(store.path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return store.path


def damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "truncated":
        path.write_bytes(data[:len(data) // 2])
    elif how == "garbage":
        path.write_bytes(b"not a database " * 300)
    elif how == "empty":
        path.write_bytes(b"")
    else:  # a page in the middle overwritten
        page = 4096
        middle = (len(data) // page // 2) * page
        path.write_bytes(data[:middle] + b"\xa5" * page + data[middle + page:])


@pytest.mark.parametrize("how", ["truncated", "garbage", "empty", "page"])
def test_a_damaged_rooms_file_stops_serve_with_one_sentence(tmp_path: Path, how: str) -> None:
    path = rooms_file(tmp_path, 40)
    damage(path, how)
    done = subprocess.run(command("serve", "--port", "0", "--data", str(tmp_path)),
                          capture_output=True, text=True, timeout=30, check=False)
    assert done.returncode == 2, done
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("serve: ") and str(path) in lines[0], lines


def test_a_room_whose_record_cannot_be_read_is_out_of_service_alone(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = rooms_file(tmp_path, 2)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE rooms SET record = '{\"format\": 3' WHERE code = 'A00000'")

    async def main() -> None:
        async with running_host(store=SqliteStore(tmp_path)) as run:
            for _ in range(3):
                peer = await Peer.open(run.url)
                await peer.send(join("A00000", "Ben"))
                assert "cannot be read" in (await peer.error("no_room"))["message"]
                await peer.close()
            peer = await Peer.open(run.url)
            await peer.send(join("A00001", "Ben"))
            assert (await peer.expect("welcome"))["seat"] == 1
            await peer.close()

    with caplog.at_level(logging.ERROR, logger="axio_desktop.net"):
        asyncio.run(main())
    said = [record.getMessage() for record in caplog.records if "A00000" in record.getMessage()]
    assert len(said) == 1 and "out of service" in said[0], said


class UnreadableStore(MemoryStore):
    """A store whose file went bad after the start: nothing can be read from it."""

    async def load(self, code: str) -> StoredRoom | None:
        raise StoreError(f"room {code} cannot be read: database disk image is malformed")


def test_a_store_that_cannot_be_read_refuses_creates_and_joins_said_once(
        caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        async with running_host(store=UnreadableStore()) as run:
            for _ in range(3):
                peer = await Peer.open(run.url)
                await peer.send(create("rota", "Anna", ["human"]))
                assert "cannot keep" in (await peer.error("not_allowed"))["message"]
                await peer.send(join("ABCDEF", "Anna"))
                await peer.error("no_room")
                await peer.close()

    with caplog.at_level(logging.ERROR, logger="axio_desktop.net"):
        asyncio.run(main())
    said = [record.getMessage() for record in caplog.records]
    assert sum("no room is created" in line for line in said) == 1, said
    assert sum("ABCDEF" in line for line in said) == 1, said
    assert not any(record.exc_info for record in caplog.records)
