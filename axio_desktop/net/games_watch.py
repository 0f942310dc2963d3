"""The player's servers, followed for the desktop's "My games": one player connection
(``hello``) per server, on a thread of its own, kept open and opened again after a
drop, so that a move by anyone in any of the player's games is heard at once.

Like `session.Session`, a thin thread-safe handle: the program's thread hands work in
(`follow`, `refresh`, the requests) and takes what was heard with `poll`, never
waiting on the network. Requests answer with a `concurrent.futures.Future` the
program's thread looks at when it draws (`done()`), never blocks on.
"""

from __future__ import annotations

import asyncio
import logging
import queue
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Literal

from websockets.exceptions import WebSocketException

from .client_messages import (
    Claim,
    Create,
    Join,
    ListGames,
    ListOpenGames,
    Pace,
    Resign,
    client_text,
)
from .host_messages import ErrorFrame, HostFault
from .loop_thread import LoopThread
from .player_client import PlayerConnection, player_connection, send_in_room, take_seat
from .player_frames import GameChanged, GamesFrame, Listing, PlayerFrame, read_player_frame
from .seat_state import HostRefused

RETRY_SECONDS = (1.0, 2.0, 5.0, 10.0, 30.0, 60.0)
"""The waits between tries to reach a server that cannot be reached (the last repeats)."""
PING_SECONDS = 25.0
"""How often a quiet connection says ``ping`` (a proxy closes connections idle for long)."""

_log = logging.getLogger(__name__)

Reach = Literal["connecting", "online", "unreachable", "refused"]


@dataclass(frozen=True, slots=True)
class PlayerAccount:
    """The player on one server: its address (``ws://HOST:PORT`` or ``wss://``), the
    player's key there (the only proof of who they are: never logged) and the name a
    new player is registered under."""

    url: str
    key: str
    name: str

    def __repr__(self) -> str:  # the key stays out of every log line and traceback
        return f"PlayerAccount(url={self.url!r}, name={self.name!r})"


@dataclass(frozen=True, slots=True)
class ServerReached:
    """How the server stands now: ``player`` once it has said who the player is;
    ``message`` the reason it cannot be reached or refused (the host's sentence)."""

    url: str
    reach: Reach
    player: PlayerFrame | None = None
    code: str = ""
    message: str = ""


@dataclass(frozen=True, slots=True)
class GamesListed:
    """Every game of the player on the server, in the server's order."""

    url: str
    games: tuple[Listing, ...]


@dataclass(frozen=True, slots=True)
class GameMoved:
    """One of the player's games changed (a move, a player come, a seat handed on, the end)."""

    url: str
    game: Listing


WatchEvent = ServerReached | GamesListed | GameMoved


class GamesWatch:
    """The servers followed; every method is called from the program's thread and
    returns at once."""

    def __init__(self, retry_seconds: tuple[float, ...] = RETRY_SECONDS) -> None:
        self.retry_seconds = retry_seconds
        self._events: queue.SimpleQueue[WatchEvent] = queue.SimpleQueue()
        self._thread = LoopThread("axio-games")
        self._started = False
        # The watch's thread's:
        self._followers: dict[str, _Follower] = {}

    # The program's side -----------------------------------------------------------------

    def start(self) -> None:
        if not self._started:
            self._started = True
            self._thread.start()

    def stop(self, timeout: float = 2.0) -> bool:
        return self._thread.stop(timeout) if self._started else True

    def follow(self, account: PlayerAccount) -> None:
        """Follow the player's games on ``account``'s server (replacing how it was
        followed before, if it was)."""
        self.start()
        self._thread.call(self._follow, account)

    def forget(self, url: str) -> None:
        self._thread.call(self._forget, url)

    def refresh(self, url: str | None = None) -> None:
        """Ask for the lists again now (every server: ``url`` None), trying at once a
        server that could not be reached."""
        self._thread.call(self._refresh, url)

    def poll(self) -> list[WatchEvent]:
        events: list[WatchEvent] = []
        while True:
            try:
                events.append(self._events.get_nowait())
            except queue.Empty:
                return events

    def open_games(self, url: str) -> Future[tuple[Listing, ...]]:
        """The server's open games, anyone's to join."""
        return self._submit(self._open_games(url))

    def create(self, account: PlayerAccount, game: str, seats: tuple[str, ...],
               days: int | None, listed: bool) -> Future[str]:
        """A correspondence game made on ``account``'s server, the player in its first
        human seat: its room code."""
        opening = Create(game, None, seats, account.key, Pace(True, days, listed))
        return self._submit(self._take_seat(account, opening))

    def join(self, account: PlayerAccount, room: str) -> Future[str]:
        """The player's seat in ``room`` (theirs already, or a free one taken for them)."""
        return self._submit(self._take_seat(account, Join(room, None, None, account.key)))

    def resign(self, account: PlayerAccount, room: str) -> Future[None]:
        return self._submit(self._send(account, room, Resign()))

    def claim(self, account: PlayerAccount, room: str, seat: int) -> Future[None]:
        """Hand ``seat``, out of time, to the built-in bot."""
        return self._submit(self._send(account, room, Claim(seat)))

    def _submit(self, work: Coroutine[Any, Any, Any]) -> Future[Any]:
        self.start()
        return self._thread.submit(work)

    # The watch's thread -----------------------------------------------------------------

    def _emit(self, event: WatchEvent) -> None:
        self._events.put(event)

    def _follow(self, account: PlayerAccount) -> None:
        self._forget(account.url)
        follower = _Follower(account, self._emit, self.retry_seconds)
        self._followers[account.url] = follower
        follower.start()

    def _forget(self, url: str) -> None:
        follower = self._followers.pop(url, None)
        if follower is not None:
            follower.stop()

    def _refresh(self, url: str | None) -> None:
        for follower in self._followers.values():
            if url is None or follower.account.url == url:
                follower.refresh()

    async def _open_games(self, url: str) -> tuple[Listing, ...]:
        follower = self._followers.get(url)
        if follower is None:
            raise HostRefused("not_followed", url)
        return await follower.ask_open_games()

    async def _take_seat(self, account: PlayerAccount, opening: Create | Join) -> str:
        welcome = await take_seat(account.url, opening)
        self._refresh(account.url)
        return welcome.room

    async def _send(self, account: PlayerAccount, room: str, message: Resign | Claim) -> None:
        await send_in_room(account.url, room, account.key, message)


class _Follower:
    """One server's player connection, opened again whenever it drops."""

    def __init__(self, account: PlayerAccount, emit: Callable[[WatchEvent], None],
                 retry_seconds: tuple[float, ...]) -> None:
        self.account = account
        self.emit = emit
        self.retry_seconds = retry_seconds
        self._task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._live: PlayerConnection | None = None
        self._asked: list[asyncio.Future[tuple[Listing, ...]]] = []
        self._again = False
        """The connection is being opened again on purpose (for the ratings a finished
        game changed, which the host tells only in answer to ``hello``)."""

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def refresh(self) -> None:
        live = self._live
        if live is None:
            self._wake.set()
        else:
            asyncio.get_running_loop().create_task(self._say(live, client_text(ListGames())))

    async def ask_open_games(self) -> tuple[Listing, ...]:
        live = self._live
        if live is None:
            raise ConnectionError(f"{self.account.url} cannot be reached")
        answer: asyncio.Future[tuple[Listing, ...]] = asyncio.get_running_loop().create_future()
        self._asked.append(answer)
        await live.connection.send(client_text(ListOpenGames()))
        return await asyncio.wait_for(answer, 30.0)

    async def _say(self, live: PlayerConnection, text: str) -> None:
        try:
            await live.connection.send(text)
        except WebSocketException:
            pass  # the reader hears of the drop and reconnects

    async def _run(self) -> None:
        account, tries = self.account, 0
        while True:
            if not self._again:
                self.emit(ServerReached(account.url, "connecting"))
            try:
                async with player_connection(account.url, account.key, account.name) as live:
                    tries, self._again = 0, False
                    self._live = live
                    self.emit(ServerReached(account.url, "online", live.player))
                    await live.connection.send(client_text(ListGames()))
                    await self._read(live)
            except HostRefused as refused:
                self.emit(ServerReached(account.url, "refused", code=refused.code,
                                        message=refused.message))
            except (OSError, TimeoutError, WebSocketException, HostFault) as lost:
                if not self._again:
                    _log.info("%s cannot be reached: %s", account.url, type(lost).__name__)
                    self.emit(ServerReached(account.url, "unreachable", message=str(lost)))
            finally:
                self._live = None
                for answer in self._asked:
                    if not answer.done():
                        answer.set_exception(ConnectionError(f"{account.url} went away"))
                self._asked.clear()
            if self._again:
                continue
            delay = self.retry_seconds[min(tries, len(self.retry_seconds) - 1)]
            tries += 1
            self._wake.clear()
            try:
                await asyncio.wait_for(self._wake.wait(), delay)
            except TimeoutError:
                pass

    async def _read(self, live: PlayerConnection) -> None:
        url = self.account.url
        while True:
            try:
                async with asyncio.timeout(PING_SECONDS):
                    data = await live.connection.recv()
            except TimeoutError:
                await live.connection.send('{"type":"ping"}')
                continue
            frame = read_player_frame(data)
            if isinstance(frame, GameChanged):
                self.emit(GameMoved(url, frame.game))
                if frame.game.finished and not self._asked:
                    self._again = True
                    await live.connection.close()
            elif isinstance(frame, GamesFrame) and frame.type == "games":
                self.emit(GamesListed(url, frame.games))
            elif isinstance(frame, GamesFrame) and frame.type == "open_games":
                if self._asked:
                    answer = self._asked.pop(0)
                    if not answer.done():
                        answer.set_result(frame.games)
            elif isinstance(frame, PlayerFrame):
                self.emit(ServerReached(url, "online", frame))
            elif isinstance(frame, ErrorFrame):
                _log.info("%s said %s", url, frame.code)
