"""What the host bears from one connection and from one address, besides the fixed
limits of axio-net/1 (message size, refusals in a row, messages a second).

A room code is 6 characters of 32 (about 10^9 codes), so guessing one is hopeless at
the rate allowed here; rooms and connections per address keep one machine from
filling the host's memory. The defaults are generous for friends behind one router
and for tests; a host for the public can set them tighter.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass

from .protocol import MESSAGES_PER_SECOND, REFUSALS_IN_A_ROW

CONNECTIONS_PER_ADDRESS = 256
HANDSHAKES_PER_ADDRESS = 16
ROOMS_PER_ADDRESS = 50


@dataclass(frozen=True, slots=True)
class Limits:
    opening_seconds: float = 30.0
    """A connection must open a room (create, join or watch) within this time."""
    unknown_rooms_per_minute: int = 30
    """Room codes an address may ask for that name no room; past them the address finds
    no room at all (a real one neither) until a minute has passed, and each asking
    closes its connection."""
    rooms_per_hour: int = 500
    """Rooms an address may create in an hour."""
    rooms_per_address: int = ROOMS_PER_ADDRESS
    """Rooms created by one address that may be in memory at once (so that a few
    addresses cannot fill `live_rooms` and shut everyone else out)."""
    connections_per_address: int = CONNECTIONS_PER_ADDRESS
    handshakes_per_address: int = HANDSHAKES_PER_ADDRESS
    """Opening handshakes one address may have under way at once (past them a socket is
    closed as soon as it is accepted; not counted behind a proxy, whose address all
    share)."""
    spectators_per_room: int = 32
    """Spectators one room takes (each decision is sent to every one of them)."""
    live_rooms: int = 10_000
    """Rooms held in memory at once (a room nobody is in leaves memory, not the store)."""
    idle_room_seconds: float = 600.0
    """How long a room nobody is connected to stays in memory."""
    unjoined_room_seconds: float = 600.0
    """How long a room whose game has not started (a seat still free), or has seen no
    decision, lasts with nobody in it: then it expires, from the store too (its code
    names no room)."""
    games_per_player: int = 100
    """Games not ended a player may have on this host at once (created or joined)."""
    games_listed: int = 120
    """The most games a player's list holds: every game not ended (`games_per_player`),
    then the latest ended ones (so a list stays well under a message's size)."""
    open_games_listed: int = 50
    """The most open games the list of open games holds (the newest)."""
    unjoined_game_seconds: float = 14 * 86_400.0
    """How long a correspondence game waits for its players: then it expires."""
    ended_kept_seconds: float = 90 * 86_400.0
    """How long a game is kept once it has ended (for its players' lists and review):
    then it is deleted."""
    bot_take_up_seconds: float = 30.0
    """A bot's turn that nobody has played for this long (its process was stopped
    mid-thought) is taken up by any process sharing the store."""
    bot_rooms_taken_up: int = 32
    """The most such rooms one housekeeping brings back into memory (the rest wait for
    the next)."""
    store_retry_seconds: float = 30.0
    """How long the host takes no change after the store failed to keep one."""
    room_prefix: str = ""
    """What every room code this host makes starts with (characters of the code
    alphabet): hosts behind one proxy each take their own, and the proxy routes a
    room's connections by it."""
    sockets: int | None = None
    """Sockets open at once (None: as many as the process's file descriptors allow, with
    `sockets.DESCRIPTOR_HEADROOM` kept free)."""
    behind_proxy: bool = False
    """Whether the address of a client is the last one a reverse proxy put in
    X-Forwarded-For (only for a host that listens where the proxy alone reaches it)."""


class Window:
    """Events in the last ``seconds``: how many, and whether one more stays within ``most``."""

    def __init__(self, most: int, seconds: float) -> None:
        self.most = most
        self.seconds = seconds
        self._times: deque[float] = deque()

    def admit(self, now: float | None = None) -> bool:
        """Count one event now; False once more than ``most`` fell in the window."""
        now = time.monotonic() if now is None else now
        self._expire(now)
        self._times.append(now)
        return len(self._times) <= self.most

    def full(self, now: float | None = None) -> bool:
        """Whether ``most`` events already fell in the window (one more would be too many)."""
        self._expire(time.monotonic() if now is None else now)
        return len(self._times) >= self.most

    def idle(self, now: float) -> bool:
        """Whether nothing happened within the window."""
        self._expire(now)
        return not self._times

    def _expire(self, now: float) -> None:
        times = self._times
        while times and times[0] <= now - self.seconds:
            times.popleft()


class ConnectionLimits:
    """One connection's counters: messages a second, refusals in a row."""

    def __init__(self) -> None:
        self.rate = Window(MESSAGES_PER_SECOND, 1.0)
        self.refusals = 0

    def message(self) -> bool:
        """Count a message; False when it is one too many for the last second."""
        return self.rate.admit()

    def refused(self) -> bool:
        """Count a refusal; True when it is the last one the connection may have."""
        self.refusals += 1
        return self.refusals >= REFUSALS_IN_A_ROW

    def accepted(self) -> None:
        self.refusals = 0


class AddressBook:
    """Per remote address: open connections, unknown room codes asked, rooms created."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._connections: dict[str, int] = {}
        self._unknown: dict[str, Window] = {}
        self._created: dict[str, Window] = {}

    def connect(self, address: str) -> bool:
        """Count a new connection; False (and not counted) when the address has its most."""
        open_now = self._connections.get(address, 0)
        if open_now >= self.limits.connections_per_address:
            return False
        self._connections[address] = open_now + 1
        return True

    def disconnect(self, address: str) -> None:
        left = self._connections.get(address, 0) - 1
        if left > 0:
            self._connections[address] = left
        else:
            self._connections.pop(address, None)

    def unknown_room(self, address: str) -> None:
        """Count a room code the address asked for that names no room."""
        self._unknown_window(address).admit()

    def guessing(self, address: str) -> bool:
        """Whether the address has asked for as many unknown codes as a minute allows:
        then it may look up no room at all, so that guessing finds a real one no faster."""
        return self._unknown_window(address).full()

    def _unknown_window(self, address: str) -> Window:
        return self._unknown.setdefault(address, Window(self.limits.unknown_rooms_per_minute,
                                                        60.0))

    def create(self, address: str) -> bool:
        """Count a room created; False once the address made too many."""
        window = self._created.setdefault(address, Window(self.limits.rooms_per_hour, 3600.0))
        return window.admit()

    def prune(self, now: float | None = None) -> None:
        """Forget the addresses whose windows hold nothing any more (the book stays small)."""
        now = time.monotonic() if now is None else now
        for book in (self._unknown, self._created):
            for address in [address for address, window in book.items() if window.idle(now)]:
                del book[address]
