"""Games on the same network, found by themselves (mDNS and DNS-SD, with zeroconf).

A host advertises each room that waits for players as one service of type
``_axio._tcp.local.``: its address and port, and in its TXT record the protocol, the
room code, the game, the creator's name, the number of seats and how many are free.
A room leaves the list once no seat is free (it has started) or it has ended; a host
that stops says goodbye for each. Browsing keeps a list of what is advertised now.

What is read from the network is untrusted: a listing whose fields are not what a
host of ``axio-net/1`` would send, or of a game the browser was not told of, is left
out. A computer that cannot send or receive multicast (no network, or a network that
does not allow it) raises `OSError` when advertising starts, and browses an empty list.
"""

from __future__ import annotations

import asyncio
import logging
import re
import threading
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Literal

from zeroconf import InterfaceChoice, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from .loop_thread import LoopThread
from .protocol import MAX_SEATS, NAME_LENGTH, PROTOCOL, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH

SERVICE_TYPE = "_axio._tcp.local."
LISTING_TTL = 120
"""Seconds a listing lives in other computers' caches without being heard again, so a
host that vanished without a goodbye leaves their lists within two minutes."""
RESOLVE_MILLISECONDS = 3000
ROOM_CODE = re.compile(f"[{ROOM_CODE_ALPHABET}]{{{ROOM_CODE_LENGTH}}}")

Interfaces = Sequence[str] | None
"""The addresses whose network interfaces carry the listings; None: every interface,
none at all: no listing (as on a computer without multicast)."""

LOG = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class LanRoom:
    """A room as its host advertises it."""

    code: str
    game: str
    host_name: str
    """The name of the player who created the room."""
    seats: int
    free_seats: int


@dataclass(frozen=True, slots=True)
class LanGame:
    """A room found on the network, and where its host listens."""

    room: LanRoom
    url: str


def _zeroconf_interfaces(interfaces: Interfaces) -> list[str] | InterfaceChoice:
    if interfaces is None:
        return InterfaceChoice.All
    if not interfaces:
        raise OSError("no network interface to list rooms on")
    return list(interfaces)


def service_name(room: LanRoom) -> str:
    return f"AXIO {room.code}.{SERVICE_TYPE}"


def service_info(room: LanRoom, addresses: Sequence[str], port: int) -> AsyncServiceInfo:
    """The service that advertises ``room`` on ``addresses`` and ``port``."""
    properties = {"protocol": PROTOCOL, "room": room.code, "game": room.game,
                  "name": room.host_name, "seats": str(room.seats),
                  "free": str(room.free_seats)}
    return AsyncServiceInfo(SERVICE_TYPE, service_name(room), port=port,
                            properties=properties, server=f"axio-{room.code.lower()}.local.",
                            parsed_addresses=list(addresses), host_ttl=LISTING_TTL,
                            other_ttl=LISTING_TTL)


def read_listing(info: AsyncServiceInfo, games: Collection[str]) -> LanGame | None:
    """The room a service advertises, or None when it is not one this program can join
    (another protocol, a game not among ``games``, a field out of its range, no IPv4
    address)."""
    fields = info.decoded_properties
    code, game, name = fields.get("room"), fields.get("game"), fields.get("name")
    if fields.get("protocol") != PROTOCOL or code is None or not ROOM_CODE.fullmatch(code):
        return None
    if game is None or game not in games:
        return None
    if name is None or not 1 <= len(name) <= NAME_LENGTH or not name.isprintable():
        return None
    seats, free = _small_number(fields.get("seats")), _small_number(fields.get("free"))
    if seats is None or free is None or not 1 <= seats <= MAX_SEATS or free > seats:
        return None
    addresses = info.parsed_addresses()
    four = [address for address in addresses if ":" not in address]
    if not four or info.port is None:
        return None
    return LanGame(LanRoom(code, game, name, seats, free), f"ws://{four[0]}:{info.port}")


def _small_number(text: str | None) -> int | None:
    return int(text) if text is not None and text.isdigit() and len(text) <= 2 else None


class RoomAdvertiser:
    """The host's rooms as services, kept by coroutines on the host's event loop: `show`
    a room (again when it changes), `hide` it, `close` to say goodbye for all.

    A service is announced a few times in its first second; a room hidden (or changed)
    meanwhile has its announcements still due cancelled, so that none of them lists it
    again after its goodbye."""

    def __init__(self, port: int, addresses: Sequence[str], interfaces: Interfaces = None) -> None:
        self.port = port
        self.addresses = list(addresses)
        self.interfaces = interfaces
        self._zeroconf: AsyncZeroconf | None = None
        self._shown: dict[str, AsyncServiceInfo] = {}
        self._announcing: dict[str, asyncio.Future[object]] = {}
        self._lock = asyncio.Lock()

    async def start(self) -> None:
        """Open the multicast sockets; raises `OSError` when this computer cannot."""
        self._zeroconf = AsyncZeroconf(interfaces=_zeroconf_interfaces(self.interfaces))

    async def show(self, room: LanRoom) -> None:
        async with self._lock:
            if self._zeroconf is None:
                return
            info = service_info(room, self.addresses, self.port)
            shown = self._shown.get(room.code)
            if shown is not None and info.decoded_properties == shown.decoded_properties:
                return
            self._stop_announcing(room.code)
            if shown is None:
                # The name carries the room's random code: no other service has it, so
                # the seconds of probing for a clash are spared.
                announcing = await self._zeroconf.async_register_service(
                    info, cooperating_responders=True)
            else:
                announcing = await self._zeroconf.async_update_service(info)
            self._shown[room.code] = info
            self._announcing[room.code] = asyncio.ensure_future(announcing)

    async def hide(self, code: str) -> None:
        async with self._lock:
            info = self._shown.pop(code, None)
            self._stop_announcing(code)
            if info is None or self._zeroconf is None:
                return
            await self._zeroconf.async_unregister_service(info)

    def _stop_announcing(self, code: str) -> None:
        announcing = self._announcing.pop(code, None)
        if announcing is not None:
            announcing.cancel()

    async def close(self) -> None:
        """Say goodbye for every room shown and close the sockets."""
        async with self._lock:
            zeroconf, self._zeroconf = self._zeroconf, None
            for code in list(self._announcing):
                self._stop_announcing(code)
            self._shown.clear()
            if zeroconf is not None:
                await zeroconf.async_close()


BrowserState = Literal["starting", "browsing", "unavailable", "closed"]


class LanBrowser:
    """The rooms of ``games`` advertised on the network now, found on a thread of its own:
    `start` and `close` return at once, and `games` may be read from any thread at any
    time."""

    def __init__(self, games: Collection[str], interfaces: Interfaces = None) -> None:
        self.known = frozenset(games)
        self.interfaces = interfaces
        self.state: BrowserState = "starting"
        self._found: dict[str, LanGame] = {}
        self._lock = threading.Lock()
        self._stop = asyncio.Event()
        """Set on the browser's loop to end the browsing."""
        self._thread = LoopThread("axio-lan-browser")

    def start(self) -> None:
        self._thread.start()
        self._thread.submit(self._run(), stop_when_done=True)

    def games(self) -> list[LanGame]:
        """The rooms found, in the order of their codes."""
        with self._lock:
            return sorted(self._found.values(), key=lambda game: game.room.code)

    def close(self) -> None:
        """Stop browsing (the thread winds down by itself)."""
        with self._lock:
            if self.state != "unavailable":
                self.state = "closed"
        self._thread.call(self._stop.set)

    def join(self, timeout: float) -> None:
        """Wait for the thread to end (tests)."""
        self._thread.join(timeout)

    async def _run(self) -> None:
        try:
            await self._browse()
        except OSError as error:
            LOG.info("no games can be found on this network: %s", error)
            with self._lock:
                self.state = "unavailable"

    async def _browse(self) -> None:
        with self._lock:
            if self.state == "closed":
                return
        zeroconf = AsyncZeroconf(interfaces=_zeroconf_interfaces(self.interfaces))
        resolving: set[asyncio.Task[None]] = set()

        def changed(zeroconf: Zeroconf, service_type: str, name: str,
                    state_change: ServiceStateChange) -> None:
            if state_change is ServiceStateChange.Removed:
                with self._lock:
                    self._found.pop(name, None)
                return
            task = asyncio.ensure_future(self._resolve(zeroconf, name))
            resolving.add(task)
            task.add_done_callback(resolving.discard)

        browser = AsyncServiceBrowser(zeroconf.zeroconf, SERVICE_TYPE, handlers=[changed])
        with self._lock:
            if self.state == "starting":
                self.state = "browsing"
        try:
            await self._stop.wait()
        finally:
            for task in resolving:
                task.cancel()
            await browser.async_cancel()
            await zeroconf.async_close()

    async def _resolve(self, zeroconf: Zeroconf, name: str) -> None:
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        if not await info.async_request(zeroconf, RESOLVE_MILLISECONDS):
            return
        game = read_listing(info, self.known)
        with self._lock:
            if game is None:
                self._found.pop(name, None)
            else:
                self._found[name] = game
