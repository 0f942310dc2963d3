"""The host on a thread of its own, as the desktop game runs it: start on a port, say
where friends reach it, tell what happens in its rooms, stop cleanly."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import pytest
from netplay import honest_game

from axio_desktop.net.embedded import HostThread, lan_addresses


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
