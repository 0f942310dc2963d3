"""Rooms kept in SQLite come back as they were, at every decision of whole games, their
draws included; the tokens are kept only as hashes."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from netplay import Peer, answer, create, join, running_host

from axio_desktop.bots import make_bot
from axio_desktop.kits import find_kit
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.client_messages import MoveAnswer
from axio_desktop.net.frames import players_of
from axio_desktop.net.host import Host
from axio_desktop.net.limits import Limits
from axio_desktop.net.room import Room, seats_of
from axio_desktop.net.store import (
    MemoryStore,
    Rater,
    StoredRoom,
    StoreError,
    UnreadableStore,
)
from axio_desktop.net.store_sqlite import SqliteStore, keeps_room


@pytest.mark.parametrize("game_id", ["rota", "axio", "axio-hex"])
def test_a_kept_room_comes_back_as_it_was_at_every_decision(tmp_path: Path, game_id: str) -> None:
    asyncio.run(comes_back_at_every_decision(tmp_path, game_id))


async def comes_back_at_every_decision(tmp_path: Path, game_id: str) -> None:
    kit = find_kit(game_id)
    store = SqliteStore(tmp_path)
    number = await store.next_number()
    room, anna = Room.create(kit, seats_of(kit, ("human", "bot:greedy", "human")), "Anna",
                             "ABCDEF", number, RoomChance(None, number))
    _, ben = room.take_free_seat("Ben")
    player = make_bot("random", random.Random(1), kit=kit.bots)
    revision = 0
    while True:
        revision += 1
        await store.save(replace(room.stored(), revision=revision))
        reopened = SqliteStore(tmp_path)
        stored = await reopened.load("ABCDEF")
        assert stored is not None and stored.revision == revision
        again = Room.restore(stored, kit, RoomChance(None, number))
        await reopened.close()
        assert again.version == room.version and players_of(again) == players_of(room)
        for seat in (0, 1, 2, None):
            assert again.state.network_view(seat) == room.state.network_view(seat)
        assert again.seat_of_token(anna) == 0 and again.seat_of_token(ben) == 2
        if room.finished:
            break
        seat = room.state.to_move
        move = player.choose(room.state.view(seat))
        room.decide(seat, MoveAnswer(room.version, kit.bots.wire.answer(move)))
    await store.close()
    reopened = SqliteStore(tmp_path)
    assert await reopened.next_number() == number + 1
    await reopened.close()
    kept = b"".join(path.read_bytes() for path in tmp_path.iterdir())
    assert anna.encode() not in kept and ben.encode() not in kept


def test_room_numbers_count_on_in_memory_too() -> None:
    async def scenario() -> None:
        store = MemoryStore()
        assert [await store.next_number() for _ in range(3)] == [1, 2, 3]
        assert await store.load("ABCDEF") is None

    asyncio.run(scenario())


def test_a_restarted_host_plays_its_bots_on_as_if_it_had_never_stopped(tmp_path: Path) -> None:
    """Seeded, a game stopped midway and taken up by a new host on the same data is the
    game played in one go: the deals, the draws and the bots' choices alike."""

    async def started(folder: Path) -> tuple[Host, str]:
        host = Host(store=SqliteStore(folder), seed="5")
        return host, f"ws://127.0.0.1:{await host.start()}"

    async def play(folder: Path, stop_at: int | None) -> str:
        host, url = await started(folder)
        anna = await Peer.open(url)
        await anna.send(create("axio", "Anna", ["human", "bot:medium"]))
        welcome = await anna.expect("welcome")
        frame = await anna.until("move")
        while frame["type"] == "move":
            if stop_at is not None and frame["version"] >= stop_at:
                await host.close()
                host, url = await started(folder)
                anna = await Peer.open(url)
                await anna.send(join(welcome["room"], token=welcome["token"]))
                frame, stop_at = await anna.until("move"), None
            await anna.send(answer("axio", frame, frame["version"]))
            while (frame := await anna.frame())["type"] not in ("move", "end"):
                pass
        await host.close()
        return json.dumps(frame["record"])

    async def both() -> tuple[str, str]:
        return await play(tmp_path / "once", None), await play(tmp_path / "twice", 8)

    once, twice = asyncio.run(both())
    assert once == twice


class FailingStore(MemoryStore):
    """A store whose disk fills up: every save after the first ``good`` ones fails."""

    def __init__(self, good: int) -> None:
        super().__init__()
        self.good = good

    async def save(self, room: StoredRoom, rate: Rater | None = None) -> None:
        if self.good <= 0:
            raise StoreError(f"room {room.code} could not be kept: disk full")
        self.good -= 1
        await super().save(room, rate)


def test_a_decision_the_store_cannot_keep_is_never_told_and_its_seat_is_still_to_decide() -> None:
    async def scenario() -> None:
        store = FailingStore(good=2)  # the create and the join
        async with running_host(store=store, limits=Limits(store_retry_seconds=0.3)) as host:
            anna = await Peer.open(host.url)
            await anna.send(create("axio", "Anna", ["human", "human"]))
            code = (await anna.expect("welcome"))["room"]
            ben = await Peer.open(host.url)
            await ben.send(join(code, "Ben"))
            await ben.expect("welcome")
            await ben.expect("update")
            await anna.expect("update")
            asked = await anna.expect("move")
            await anna.send(answer("axio", asked))
            # The host could not keep it: Anna is told so, nobody hears of the decision.
            assert "cannot keep" in (await anna.error("not_allowed"))["message"]
            assert host.room(code).version == 0
            store.good = 10**6  # the disk has room again: the game goes on from there
            await asyncio.sleep(0.4)
            await anna.send(answer("axio", asked))
            update = await ben.expect("update")
            assert update["version"] == 1 and update["last"]["seat"] == 0
            assert all(frame["type"] != "update" or frame["version"] != 1
                       for frame in ben.frames[:-1])
            stored = await store.load(code)
            assert stored is not None and stored.version == 1
            await anna.close()
            await ben.close()

    asyncio.run(scenario())


def test_asking_whether_a_room_is_kept_makes_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "never" / "used"
    assert not keeps_room(folder, "ABCDEF") and not (tmp_path / "never").exists()
    kit = find_kit("rota")

    async def keep() -> None:
        store = SqliteStore(folder)
        room, _ = Room.create(kit, seats_of(kit, ("human", "human")), "Anna", "ABCDEF",
                              await store.next_number(), RoomChance(None, 1))
        await store.save(room.stored())
        await store.close()

    asyncio.run(keep())
    kept = (folder / SqliteStore.FILE_NAME).read_bytes()
    assert keeps_room(folder, "ABCDEF") and not keeps_room(folder, "ZZZZZZ")
    assert (folder / SqliteStore.FILE_NAME).read_bytes() == kept
    (folder / SqliteStore.FILE_NAME).write_bytes(b"not a database at all")
    with pytest.raises(UnreadableStore) as raised:
        keeps_room(folder, "ABCDEF")
    assert raised.value.path == folder / SqliteStore.FILE_NAME and raised.value.fault == "damaged"
    assert (folder / SqliteStore.FILE_NAME).read_bytes() == b"not a database at all"

