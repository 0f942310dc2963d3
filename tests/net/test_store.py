"""Rooms kept in SQLite come back as they were, at every decision of whole games, their
draws included; the tokens are kept only as hashes."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from netplay import Peer, answer, create, join

from axio_desktop.bots import make_bot
from axio_desktop.kits import find_kit
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.host import Host
from axio_desktop.net.protocol import MoveAnswer
from axio_desktop.net.room import Room, seats_of
from axio_desktop.net.store import MemoryStore, SqliteStore


@pytest.mark.parametrize("game_id", ["rota", "axio", "axio-hex"])
def test_a_kept_room_comes_back_as_it_was_at_every_decision(tmp_path: Path, game_id: str) -> None:
    kit = find_kit(game_id)
    store = SqliteStore(tmp_path)
    number = store.next_number()
    room, anna = Room.create(kit, seats_of(kit, ("human", "bot:greedy", "human")), "Anna",
                             "ABCDEF", number, RoomChance(None, number))
    _, ben = room.take_free_seat("Ben")
    player = make_bot("random", random.Random(1), kit=kit.bots)
    while True:
        store.save(room.stored())
        reopened = SqliteStore(tmp_path)
        stored = reopened.load("ABCDEF")
        assert stored is not None
        again = Room.restore(stored, kit, RoomChance(None, number))
        reopened.close()
        assert again.version == room.version and again.players() == room.players()
        for seat in (0, 1, 2, None):
            assert again.state.network_view(seat) == room.state.network_view(seat)
        assert again.seat_of_token(anna) == 0 and again.seat_of_token(ben) == 2
        if room.finished:
            break
        seat = room.state.to_move
        move = player.choose(room.state.view(seat))
        room.decide(seat, MoveAnswer(room.version, kit.bots.wire.answer(move)))
    assert SqliteStore(tmp_path).next_number() == number + 1
    kept = b"".join(path.read_bytes() for path in tmp_path.iterdir())
    assert anna.encode() not in kept and ben.encode() not in kept


def test_room_numbers_count_on_in_memory_too() -> None:
    store = MemoryStore()
    assert [store.next_number() for _ in range(3)] == [1, 2, 3]
    assert store.load("ABCDEF") is None



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
