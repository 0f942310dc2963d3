"""The host on a thread of its own, for a program that has its own main loop (the
desktop game hosting a game on the LAN): start it on a port, read the port and the
addresses friends can use, read what happens in its rooms from a queue, and stop it.
Every call here is made from the program's thread; the host's work stays on its own.
"""

from __future__ import annotations

import asyncio
import queue
import socket
import ssl
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from .events import RoomEvent
from .host import Host
from .limits import Limits
from .store import MemoryStore, RoomStore, SqliteStore

T = TypeVar("T")
START_SECONDS = 10.0


@dataclass(frozen=True, slots=True)
class RoomSummary:
    """What a room shows from outside (what a LAN listing of it would say)."""

    code: str
    game: str
    seats: int
    free_seats: int
    started: bool
    finished: bool


class HostThread:
    """A `Host` running on a daemon thread with its own event loop."""

    def __init__(self, *, bind: str = "0.0.0.0", port: int = 0, data: Path | None = None,
                 ssl_context: ssl.SSLContext | None = None, limits: Limits | None = None,
                 seed: str | None = None) -> None:
        self.bind = bind
        self.requested_port = port
        self.ssl_context = ssl_context
        self.events: queue.Queue[RoomEvent] = queue.Queue()
        """Every room event, in order, for the program to read when it likes."""
        store: RoomStore = SqliteStore(data) if data is not None else MemoryStore()
        self._host = Host(store=store, seed=seed, limits=limits, on_event=self.events.put)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="axio-host", daemon=True)
        self._port: int | None = None

    def start(self) -> int:
        """Listen, and return the port once connections are accepted; raises `OSError`
        when the port cannot be had (in use, say)."""
        self._thread.start()
        try:
            self._port = self._call(self._host.start(self.bind, self.requested_port,
                                                     self.ssl_context), START_SECONDS)
        except BaseException:
            self._call(self._host.close(), START_SECONDS)
            self._end_thread(START_SECONDS)
            raise
        return self._port

    @property
    def port(self) -> int:
        if self._port is None:
            raise RuntimeError("the host has not started")
        return self._port

    def urls(self) -> list[str]:
        """The addresses to give friends: ``ws://ADDRESS:PORT`` for every address of this
        computer the host listens on (each of its LAN addresses when bound to all)."""
        scheme = "wss" if self.ssl_context else "ws"
        hosts = lan_addresses() if self.bind in ("0.0.0.0", "") else [self.bind]
        return [f"{scheme}://{host}:{self.port}" for host in hosts]

    def rooms(self) -> list[RoomSummary]:
        """The rooms in memory now."""
        return self._call(self._rooms(), START_SECONDS)

    def stop(self, timeout: float = 5.0) -> None:
        """Close every connection (1001) and end the thread; the rooms stay kept."""
        if not self._thread.is_alive():
            return
        try:
            self._call(self._host.close(), timeout)
        finally:
            self._end_thread(timeout)

    def _end_thread(self, timeout: float) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()
        self._loop.close()

    def _call(self, work: Coroutine[Any, Any, T], timeout: float) -> T:
        future: Future[T] = asyncio.run_coroutine_threadsafe(work, self._loop)
        return future.result(timeout)

    async def _rooms(self) -> list[RoomSummary]:
        summaries = []
        for code, live in self._host.hall.rooms.items():
            room = live.room
            free = sum(1 for seat in room.seats if seat.name is None)
            summaries.append(RoomSummary(code, room.kit.game.id, len(room.seats), free,
                                         room.started, room.finished))
        return summaries


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses others on the network can reach (loopback only
    when it has no other)."""
    found: dict[str, None] = {}
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks a route
        found[probe.getsockname()[0]] = None
    except OSError:
        pass
    finally:
        probe.close()
    try:
        for *_, address in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found[str(address[0])] = None
    except OSError:
        pass
    outside = [address for address in found if not address.startswith("127.")]
    return outside or ["127.0.0.1"]
