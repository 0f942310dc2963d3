"""The host on a thread of its own, for a program that has its own main loop (the
desktop game hosting a game on the LAN): start it on a port, read the port and the
addresses friends can use, read what happens in its rooms from a queue, and stop it.
With ``advertise`` its rooms that wait for players are listed on the network
(`lan.RoomAdvertiser`), so that friends there find them by themselves.
Every call here is made from the program's thread; the host's work stays on its own,
and its bot seats think in worker processes as ``serve``'s do (`bot_seats.bot_workers`),
so the program's frames never wait for a bot's thinking.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import socket
import ssl
from dataclasses import dataclass
from pathlib import Path

from .bot_seats import BOT_PROCESSES, bot_workers
from .events import RoomEvent
from .host import Host
from .lan import Interfaces, LanRoom, RoomAdvertiser
from .limits import Limits
from .loop_thread import LoopThread
from .room import Room
from .store import GameStore, MemoryStore
from .store_sqlite import SqliteStore

START_SECONDS = 10.0
LOG = logging.getLogger(__name__)


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
    """A `Host` running on a daemon thread with its own event loop (`LoopThread`)."""

    def __init__(self, *, bind: str = "0.0.0.0", port: int = 0, data: Path | None = None,
                 ssl_context: ssl.SSLContext | None = None, limits: Limits | None = None,
                 seed: str | None = None, advertise: bool = False,
                 interfaces: Interfaces = None, bot_processes: int = BOT_PROCESSES) -> None:
        """``bot_processes``: the worker processes the bot seats think in (0: threads of
        this process); `store.UnreadableStore` when the rooms file in ``data`` is damaged."""
        self.bind = bind
        self.requested_port = port
        self.ssl_context = ssl_context
        self.events: queue.Queue[RoomEvent] = queue.Queue()
        """Every room event, in order, for the program to read when it likes."""
        store: GameStore = SqliteStore(data) if data is not None else MemoryStore()
        self._bots, workers = bot_workers(bot_processes)
        self._host = Host(store=store, seed=seed, limits=limits, bots=self._bots,
                          bot_workers=workers, on_event=self._on_event)
        self._thread = LoopThread("axio-host")
        self._port: int | None = None
        self._advertise = advertise
        self._interfaces = interfaces
        self._advertiser: RoomAdvertiser | None = None
        self.advertising = False
        """Whether the rooms are listed on the network (False where it has no multicast)."""
        self._listings: set[asyncio.Task[None]] = set()

    def start(self) -> int:
        """Listen, and return the port once connections are accepted; raises `OSError`
        when the port cannot be had (in use, say)."""
        self._thread.start()
        try:
            self._port = self._thread.run(self._host.start(self.bind, self.requested_port,
                                                           self.ssl_context), START_SECONDS)
        except BaseException:
            self._thread.run(self._host.close(), START_SECONDS)
            self._thread.stop(START_SECONDS)
            self._bots.shutdown(wait=False, cancel_futures=True)
            raise
        if self._advertise:
            self.advertising = self._thread.run(self._start_advertising(), START_SECONDS)
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
        return [f"{scheme}://{host}:{self.port}" for host in self._addresses()]

    def _addresses(self) -> list[str]:
        return lan_addresses() if self.bind in ("0.0.0.0", "") else [self.bind]

    def rooms(self) -> list[RoomSummary]:
        """The rooms in memory now."""
        return self._thread.run(self._rooms(), START_SECONDS)

    def stop(self, timeout: float = 5.0) -> None:
        """Close every connection (1001) and end the thread; the rooms stay kept. A host
        that cannot close within ``timeout`` (a busy machine, peers that never answer the
        closing handshake) is left to end with the program, which never waits longer:
        every decision it confirmed is kept already."""
        if not self._thread.alive:
            return
        try:
            self._thread.run(self._close(), timeout)
        except TimeoutError:
            LOG.warning("the host did not close within %.0f s: its connections end with "
                        "the program", timeout)
        finally:
            self._thread.stop(timeout)
            self._bots.shutdown(wait=False, cancel_futures=True)

    @property
    def running(self) -> bool:
        return self._port is not None and self._thread.alive

    async def _close(self) -> None:
        for task in self._listings:
            task.cancel()
        if self._advertiser is not None:
            try:
                await self._advertiser.close()
            except Exception:  # the goodbyes are a courtesy: the host closes regardless
                LOG.exception("the rooms could not be taken off the network's list")
        await self._host.close()

    async def _start_advertising(self) -> bool:
        advertiser = RoomAdvertiser(self.port, self._addresses(), self._interfaces)
        try:
            await advertiser.start()
        except OSError as error:
            LOG.info("the rooms cannot be listed on this network: %s", error)
            return False
        self._advertiser = advertiser
        return True

    def _on_event(self, event: RoomEvent) -> None:
        """On the host's loop: tell the program, and list the room as it is now."""
        self.events.put(event)
        if self._advertiser is not None:
            task = asyncio.get_running_loop().create_task(self._list(event.room))
            self._listings.add(task)
            task.add_done_callback(self._listings.discard)

    async def _list(self, code: str) -> None:
        """Show the room on the network while it waits for players, else hide it."""
        assert self._advertiser is not None
        live = self._host.hall.rooms.get(code)
        room = live.room if live is not None else None
        try:
            if room is None or room.started or room.creator not in room.connected:
                await self._advertiser.hide(code)
            else:
                host_name = room.seats[room.creator].name or ""
                await self._advertiser.show(LanRoom(code, room.kit.game.id, host_name,
                                                    len(room.seats), _free_seats(room)))
        except Exception:  # a listing that fails must not disturb the game
            LOG.exception("room %s could not be listed on the network", code)

    async def _rooms(self) -> list[RoomSummary]:
        summaries = []
        for code, live in self._host.hall.rooms.items():
            room = live.room
            summaries.append(RoomSummary(code, room.kit.game.id, len(room.seats),
                                         _free_seats(room), room.started, room.finished))
        return summaries


def _free_seats(room: Room) -> int:
    return sum(1 for seat in room.seats if seat.name is None)


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
