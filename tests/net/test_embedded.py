"""The host on a thread of its own, as the desktop game runs it: start on a port, say
where friends reach it, tell what happens in its rooms, stop cleanly."""

from __future__ import annotations

import asyncio
import os
import socket
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from netplay import honest_game

from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.embedded import HostThread, lan_addresses
from axio_desktop.net.remote_seat import CreateRoom, SeatGame, SeatOptions, play_seat


def test_a_host_on_its_own_thread_serves_a_game_and_stops(tmp_path: Path) -> None:
    host = HostThread(bind="127.0.0.1", port=0, data=tmp_path)
    port = host.start()
    try:
        assert host.urls() == [f"ws://127.0.0.1:{port}"]
        first, _ = asyncio.run(honest_game(host.urls()[0], "axio"))
        (room,) = host.rooms()
        assert (room.code, room.game, room.seats, room.free_seats) == (first.room, "axio", 2, 0)
        assert room.started and room.finished
        kinds = []
        while not host.events.empty():
            event = host.events.get_nowait()
            assert event.room == first.room
            kinds.append(event.kind)
        assert kinds[:2] == ["created", "joined"] and "ended" in kinds
        with pytest.raises(OSError):
            HostThread(bind="127.0.0.1", port=port).start()
    finally:
        host.stop()
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        pass
    assert (tmp_path / "rooms.sqlite3").exists()


def test_a_host_bound_to_every_address_names_this_computers_lan_addresses() -> None:
    host = HostThread(bind="0.0.0.0", port=0)
    port = host.start()
    try:
        urls = host.urls()
        assert urls == [f"ws://{address}:{port}" for address in lan_addresses()]
        assert all(not address.startswith("127.") for address in lan_addresses()) or \
            lan_addresses() == ["127.0.0.1"]
    finally:
        host.stop()


def test_a_host_that_cannot_close_in_time_is_left_behind_without_an_error(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    host = HostThread(bind="127.0.0.1", port=0)
    host.start()
    closing = asyncio.Event()

    async def never_closes(_host: object) -> None:
        await closing.wait()  # a peer that never answers the closing handshake, say

    monkeypatch.setattr("axio_desktop.net.host.Host.close", never_closes)
    host.stop(timeout=0.2)  # the program quits: it must not raise, nor wait for ever
    assert not host.running
    assert "did not close within" in caplog.text



def test_the_programs_host_thinks_for_its_bot_seats_in_worker_processes() -> None:
    host = HostThread(bind="127.0.0.1", port=0)
    host.start()
    try:
        seat = asyncio.run(bot_seat_game(host.urls()[0]))
        assert seat.result is not None and seat.result["finished"]
        workers = host._bots
        assert isinstance(workers, ProcessPoolExecutor)
        pids = {process.pid for process in workers._processes.values()}
        assert pids and os.getpid() not in pids
    finally:
        host.stop()


async def bot_seat_game(url: str) -> SeatGame:
    """A whole game of a seat played by the client library against the host's bot seat."""
    options = SeatOptions(name="Anna", decider=bot_decider("random", 1))
    return await asyncio.wait_for(play_seat(url, CreateRoom("rota", ("human", "bot:random")),
                                            options), 60)
