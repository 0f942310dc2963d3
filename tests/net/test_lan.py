"""Rooms found on the network by themselves: a host on its own thread lists each room
that waits for players with mDNS (zeroconf, here on the loopback's multicast), and a
browser sees them come, change as seats are taken, and go."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable

from netplay import Peer

from axio_desktop.net.embedded import HostThread
from axio_desktop.net.lan import (
    SERVICE_TYPE,
    LanBrowser,
    LanGame,
    LanRoom,
    read_listing,
    service_info,
)

LOOPBACK = ["127.0.0.1"]
GAMES = ("rota", "axio", "axio-hex")
WAIT = 10.0


def until(found: Callable[[], LanGame | bool | None], seconds: float = WAIT) -> LanGame | bool:
    deadline = time.monotonic() + seconds
    while True:
        value = found()
        if value:
            return value
        assert time.monotonic() < deadline, "not seen in time"
        time.sleep(0.05)


def listed(browser: LanBrowser, code: str) -> LanGame | None:
    return next((game for game in browser.games() if game.room.code == code), None)


async def create(url: str, seats: list[str]) -> tuple[Peer, str]:
    anna = await Peer.open(url)
    await anna.send({"type": "create", "protocol": "axio-net/1", "game": "axio",
                     "name": "Anna", "seats": seats})
    welcome = await anna.expect("welcome")
    return anna, welcome["room"]


async def join(url: str, code: str, name: str) -> Peer:
    peer = await Peer.open(url)
    await peer.send({"type": "join", "protocol": "axio-net/1", "room": code, "name": name})
    await peer.expect("welcome")
    return peer


def test_a_waiting_room_is_listed_until_its_seats_are_taken() -> None:
    host = HostThread(bind="127.0.0.1", port=0, advertise=True, interfaces=LOOPBACK)
    port = host.start()
    browser = LanBrowser(GAMES, interfaces=LOOPBACK)
    browser.start()

    async def play() -> None:
        url = f"ws://127.0.0.1:{port}"
        anna, code = await create(url, ["human", "bot:easy", "human", "human"])
        game = await asyncio.to_thread(until, lambda: listed(browser, code))
        assert isinstance(game, LanGame)
        assert game.room == LanRoom(code, "axio", "Anna", 4, 2)
        assert game.url == url
        ben = await join(url, code, "Ben")
        await asyncio.to_thread(until, lambda: (found := listed(browser, code)) is not None
                                and found.room.free_seats == 1)
        chris = await join(game.url, code, "Chris")
        await asyncio.to_thread(until, lambda: listed(browser, code) is None)
        for peer in (anna, ben, chris):
            await peer.connection.close()

    try:
        assert host.advertising
        asyncio.run(play())
        assert browser.state == "browsing"
    finally:
        browser.close()
        host.stop()
    browser.join(WAIT)


def test_a_room_filled_at_once_is_not_listed_again_by_its_first_announcements() -> None:
    """A new service is announced a few times in its first second: a room whose seats
    are all taken meanwhile must not come back in the lists with a late announcement."""
    host = HostThread(bind="127.0.0.1", port=0, advertise=True, interfaces=LOOPBACK)
    port = host.start()
    first = LanBrowser(GAMES, interfaces=LOOPBACK)
    first.start()

    async def play() -> None:
        url = f"ws://127.0.0.1:{port}"
        anna, code = await create(url, ["human", "human"])
        await asyncio.to_thread(until, lambda: listed(first, code))
        ben = await join(url, code, "Ben")
        await asyncio.to_thread(until, lambda: listed(first, code) is None)
        later = LanBrowser(GAMES, interfaces=LOOPBACK)  # looking while they would be due
        later.start()
        await asyncio.sleep(1.5)
        try:
            assert listed(first, code) is None and listed(later, code) is None
        finally:
            later.close()
        for peer in (anna, ben):
            await peer.connection.close()

    try:
        asyncio.run(play())
    finally:
        first.close()
        host.stop()


def test_a_host_that_stops_takes_its_rooms_off_the_list() -> None:
    host = HostThread(bind="127.0.0.1", port=0, advertise=True, interfaces=LOOPBACK)
    port = host.start()
    browser = LanBrowser(GAMES, interfaces=LOOPBACK)
    browser.start()

    async def play() -> None:
        anna, code = await create(f"ws://127.0.0.1:{port}", ["human", "human"])
        await asyncio.to_thread(until, lambda: listed(browser, code))
        await asyncio.to_thread(host.stop)
        await asyncio.to_thread(until, lambda: listed(browser, code) is None)
        assert anna.connection.close_code == 1001

    try:
        asyncio.run(play())
    finally:
        browser.close()
        host.stop()


def test_without_multicast_the_host_serves_unlisted_and_the_list_stays_empty() -> None:
    nowhere = ["203.0.113.7"]  # an address no interface of this computer has
    host = HostThread(bind="127.0.0.1", port=0, advertise=True, interfaces=nowhere)
    host.start()
    browser = LanBrowser(GAMES, interfaces=nowhere)
    started = time.monotonic()
    browser.start()
    assert time.monotonic() - started < 0.5, "starting to browse never waits"
    try:
        assert not host.advertising and host.running
        until(lambda: browser.state == "unavailable")
        assert browser.games() == []
    finally:
        browser.close()
        host.stop()


def test_a_listing_that_is_not_a_room_of_this_protocol_is_left_out() -> None:
    good = service_info(LanRoom("K7QX4P", "rota", "Anna", 2, 1), ["192.0.2.9"], 7787)
    assert read_listing(good, GAMES) == LanGame(LanRoom("K7QX4P", "rota", "Anna", 2, 1),
                                         "ws://192.0.2.9:7787")
    bad_fields = [{"protocol": "axio-net/2"}, {"room": "k7qx4p"}, {"room": "K7QX4"},
                  {"game": "chess"}, {"name": ""}, {"name": "x" * 41}, {"name": "a\x07"},
                  {"seats": "5"}, {"seats": "0"}, {"free": "3"}, {"free": "-1"},
                  {"seats": "1e9"}]
    for bad in bad_fields:
        fields = {**json.loads(json.dumps(good.decoded_properties)), **bad}
        info = type(good)(SERVICE_TYPE, good.name, port=7787, properties=fields,
                          parsed_addresses=["192.0.2.9"])
        assert read_listing(info, GAMES) is None, bad
    no_address = type(good)(SERVICE_TYPE, good.name, port=7787,
                            properties=good.decoded_properties)
    assert read_listing(no_address, GAMES) is None
