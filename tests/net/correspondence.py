"""Helpers of the correspondence tests: a clock the test sets, players saying hello,
correspondence rooms, and several hosts sharing one store as processes share a
PostgreSQL database (in memory here, every save heard by the other hosts)."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any

from netplay import PROTOCOL, Peer, Running, running_host

from axio_desktop.net.player_keys import new_key
from axio_desktop.net.store import GameStore, MemoryStore, Rater, StoredRoom

DAY = 86_400.0
SCENARIO_SECONDS = 120.0


def scenario(test: Callable[..., Awaitable[None]]) -> Callable[..., None]:
    """An async test run on an event loop of its own (the suite has no async plugin)."""
    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        async def bounded() -> None:
            async with asyncio.timeout(SCENARIO_SECONDS):
                await test(*args, **kwargs)
        asyncio.run(bounded())
    return run


class ManualClock:
    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.time = now

    def now(self) -> float:
        return self.time

    def advance(self, seconds: float) -> None:
        self.time += seconds


class SharedStore:
    """One store seen by several hosts: a save through one is heard by the others, as
    PostgreSQL's NOTIFY tells the other processes (`GameStore.on_change`); while
    ``held``, what they would hear waits for `release`."""

    def __init__(self, store: GameStore | None = None) -> None:
        self.store = store or MemoryStore()
        self.views: list[StoreView] = []
        self.held = False
        self.waiting: list[Callable[[], None]] = []

    def release(self) -> None:
        self.held = False
        for hear in self.waiting:
            hear()
        self.waiting.clear()

    def view(self) -> StoreView:
        view = StoreView(self)
        self.views.append(view)
        return view


class StoreView:
    def __init__(self, shared: SharedStore) -> None:
        self.shared = shared
        self.listeners: list[tuple[asyncio.AbstractEventLoop, Callable[[str, int], None]]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.shared.store, name)

    async def save(self, room: StoredRoom, rate: Rater | None = None) -> None:
        await self.shared.store.save(room, rate)
        for view in self.shared.views:
            if view is not self:
                for loop, listener in view.listeners:
                    hear = functools.partial(loop.call_soon, listener, room.code, room.revision)
                    if self.shared.held:
                        self.shared.waiting.append(hear)
                    else:
                        hear()

    def on_change(self, listener: Callable[[str, int], None]) -> None:
        self.listeners.append((asyncio.get_running_loop(), listener))

    async def close(self) -> None:
        pass


@asynccontextmanager
async def hosts_sharing(count: int, clock: ManualClock, shared: SharedStore | None = None,
                        **options: Any) -> AsyncIterator[list[Running]]:
    """``count`` hosts on the loopback keeping their rooms in one store."""
    shared = shared or SharedStore()
    async with AsyncExitStack() as stack:
        yield [await stack.enter_async_context(
            running_host(store=shared.view(), clock=clock, **options)) for _ in range(count)]


def hello(key: str, name: str | None = None) -> dict[str, Any]:
    message: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL, "key": key}
    if name is not None:
        message["name"] = name
    return message


def create_game(game: str, key: str, seats: list[str], days: int | None = 3,
                listed: bool = False) -> dict[str, Any]:
    return {"type": "create", "protocol": PROTOCOL, "game": game, "key": key, "seats": seats,
            "correspondence": True, "days": days, "open": listed}


def join_game(room: str, key: str) -> dict[str, Any]:
    return {"type": "join", "protocol": PROTOCOL, "room": room, "key": key}


class Player:
    """A person with a key: their own connection (hello) and the rooms they open."""

    def __init__(self, url: str, name: str) -> None:
        self.url = url
        self.name = name
        self.key = new_key()
        self.lobby: Peer | None = None
        self.id = ""

    async def say_hello(self, url: str | None = None) -> dict[str, Any]:
        self.lobby = await Peer.open(url or self.url)
        await self.lobby.send(hello(self.key, self.name))
        frame = await self.lobby.expect("player")
        self.id = frame["id"]
        return frame

    async def games(self) -> list[dict[str, Any]]:
        assert self.lobby is not None
        await self.lobby.send({"type": "games"})
        frame = await self.lobby.until("games")
        games: list[dict[str, Any]] = frame["games"]
        return games

    async def create(self, game: str, seats: list[str], url: str | None = None,
                     **pace: Any) -> tuple[Peer, dict[str, Any]]:
        peer = await Peer.open(url or self.url)
        await peer.send(create_game(game, self.key, seats, **pace))
        return peer, await peer.expect("welcome")

    async def join(self, room: str, url: str | None = None) -> tuple[Peer, dict[str, Any]]:
        peer = await Peer.open(url or self.url)
        await peer.send(join_game(room, self.key))
        return peer, await peer.expect("welcome")
