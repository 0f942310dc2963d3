"""The host: a WebSocket server (``websockets``' asyncio server) that speaks axio-net/1.

Each connection is read by one coroutine: first until it opens a room, then message by
message. The limits of the protocol are kept here (65,536 bytes a message: 1009; 50
messages a second: 1008; 20 refusals in a row: the error, then 1008), besides those of
`Limits`; below the messages, `sockets` bounds what each socket may cost. What a
message asks is the hall's (`Hall`) to do. Compression is off (an untrusted peer could
send a decompression bomb), and WebSocket pings find peers that went away.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from . import frames
from .bot_seats import BotSeats
from .client_messages import (
    Claim,
    ListGames,
    ListOpenGames,
    MoveAnswer,
    Ping,
    Replace,
    Resign,
    read_in_game,
    read_in_lobby,
    read_opening,
)
from .clients import Client
from .clock import Clock, SystemClock
from .events import RoomEvent
from .hall import Hall
from .keeping import Keeper
from .limits import Limits
from .protocol import CLOSE_POLICY, MAX_MESSAGE_BYTES, MESSAGES_PER_SECOND, Refusal
from .sockets import (
    CONDITION_LOG_SECONDS,
    HANDSHAKE_SECONDS,
    WRITE_HIGH_WATER,
    Gate,
    GuardedConnection,
    guarded,
)
from .store import GameStore, MemoryStore

HOUSEKEEPING_SECONDS = 30.0
BOT_WORKERS = 3
"""Threads a host thinks for its bot seats in when given no executor."""
CLOSE_SECONDS = 2.0
"""How long a closing handshake may take (so that stopping takes seconds, not more)."""
ERROR_TEXT_LENGTH = 200
"""The longest sentence an error carries."""
STOP_SECONDS = 3.0
"""How long `Host.close` waits for connections to close before it aborts the rest."""

_WEBSOCKETS_LOG = logging.getLogger("axio_desktop.net.websockets")
_WEBSOCKETS_LOG.setLevel(logging.ERROR)
"""What websockets says of connections: only its errors (a failed handler is a bug), not
the comings and goings anyone can cause (the room events are the host's log)."""


NO_WEB_PAGES = [None]
"""The ``Origin`` headers a handshake may carry: none. A browser always sends one, so a
web page open on a player's computer cannot reach a host on their network (the
program and ``join`` send none)."""


class Host:
    """Rooms served on one port. `start` listens, `close` ends every connection (1001)
    and keeps every room in the store."""

    def __init__(self, *, store: GameStore | None = None, seed: str | None = None,
                 limits: Limits | None = None, bots: Executor | None = None,
                 bot_workers: int = BOT_WORKERS, clock: Clock | None = None,
                 on_event: Callable[[RoomEvent], None] | None = None) -> None:
        """``bots`` thinks for the bot seats with ``bot_workers`` workers (one of them
        kept for rooms of quick bots: `BotSeats`); ``clock`` tells the deadlines of
        correspondence games (the system's by default)."""
        self.store: GameStore = store or MemoryStore()
        self._own_bots = bots is None
        self.bots = bots or ThreadPoolExecutor(max_workers=bot_workers,
                                               thread_name_prefix="axio-bot")
        limits = limits or Limits()
        self.keeper = Keeper(self.store, limits.store_retry_seconds)
        self.hall = Hall(keeper=self.keeper, seed=seed, limits=limits,
                         bots=BotSeats(self.bots, bot_workers), clock=clock or SystemClock(),
                         on_event=on_event or (lambda event: None))
        self.server: Server | None = None
        self.gate: Gate | None = None
        self._housekeeping: asyncio.Task[None] | None = None
        self._accept_said = -CONDITION_LOG_SECONDS

    async def start(self, bind: str = "127.0.0.1", port: int = 0,
                    ssl_context: ssl.SSLContext | None = None) -> int:
        """Listen on ``bind`` and ``port`` (0: any free port); returns the port."""
        limits = self.hall.limits
        self.gate = Gate.for_this_process(handshakes_per_address=None if limits.behind_proxy
                                          else limits.handshakes_per_address)
        if limits.sockets is not None:
            self.gate.most_sockets = limits.sockets
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self._loop_exception)
        self.server = await serve(
            self._serve, bind, port, ssl=ssl_context, max_size=MAX_MESSAGE_BYTES,
            compression=None, max_queue=MESSAGES_PER_SECOND, close_timeout=CLOSE_SECONDS,
            write_limit=WRITE_HIGH_WATER, open_timeout=HANDSHAKE_SECONDS,
            create_connection=guarded(self.gate), origins=NO_WEB_PAGES, logger=_WEBSOCKETS_LOG)
        self._housekeeping = loop.create_task(self._keep_house())
        self.store.on_change(self.hall.heard)
        return self.port

    @property
    def port(self) -> int:
        assert self.server is not None, "the host has not started"
        port: int = self.server.sockets[0].getsockname()[1]
        return port

    async def close(self) -> None:
        """Close every connection (1001, going away) and stop; the rooms stay kept."""
        if self._housekeeping is not None:
            self._housekeeping.cancel()
        for turn in self.hall.bot_turns():
            turn.cancel()
        if self.server is not None:
            await self._stop_serving(self.server)
        if self._own_bots:
            self.bots.shutdown(wait=False, cancel_futures=True)
        await self.keeper.close()

    async def _stop_serving(self, server: Server) -> None:
        """Close every connection with 1001 within `STOP_SECONDS`: one that reads nothing
        would make its close wait for ever, so it is aborted at once, and any left at
        the end too (whether open, opening or closing)."""
        gate = self.gate
        assert gate is not None
        for connection in list(gate.connections):
            if connection.stalled:
                connection.transport.abort()
        server.close()
        try:
            async with asyncio.timeout(STOP_SECONDS):
                await server.wait_closed()
        except TimeoutError:
            for connection in list(gate.connections):
                connection.transport.abort()
            await server.wait_closed()

    def _loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """asyncio's report of a failed accept (no file descriptor left, say) comes once a
        second while it lasts: one line a minute in the log, without its traceback."""
        if "accept" not in str(context.get("message", "")):
            loop.default_exception_handler(context)
            return
        now = loop.time()
        if now - self._accept_said >= CONDITION_LOG_SECONDS:
            self._accept_said = now
            logging.getLogger(__name__).warning(
                "new connections cannot be accepted: %s (said once a minute at most)",
                context.get("exception", context.get("message")))

    async def _keep_house(self) -> None:
        while True:
            await asyncio.sleep(HOUSEKEEPING_SECONDS)
            self.hall.forget_idle(time.monotonic())
            await self.hall.sweep()

    # One connection -----------------------------------------------------------------------

    async def _serve(self, connection: ServerConnection) -> None:
        assert isinstance(connection, GuardedConnection)
        address = self._address_of(connection)
        addresses = self.hall.addresses
        if not addresses.connect(address):
            await connection.close(CLOSE_POLICY, "too many connections from your address")
            return
        client = Client(connection, address)
        try:
            if await self._open(client):
                if client.player is not None:
                    await self._lobby(client)
                else:
                    await self._play(client)
        except ConnectionClosed:
            pass
        finally:
            addresses.disconnect(address)
            self.hall.leave(client)

    def _address_of(self, connection: ServerConnection) -> str:
        """The client's address: the peer's, or behind a proxy the one it forwarded."""
        forwarded = connection.request.headers.get("X-Forwarded-For") \
            if self.hall.limits.behind_proxy and connection.request else None
        if forwarded:
            return forwarded.rsplit(",", 1)[-1].strip()
        return str(connection.remote_address[0]) if connection.remote_address else "?"

    async def _open(self, client: Client) -> bool:
        """Read messages until one opens a room; False if the connection was closed."""
        deadline = asyncio.get_running_loop().time() + self.hall.limits.opening_seconds
        while client.room is None and client.player is None:
            try:
                async with asyncio.timeout_at(deadline):
                    data = await client.connection.recv()
            except TimeoutError:
                await client.connection.close(CLOSE_POLICY, "no room opened in time")
                return False
            if not await self._count(client):
                return False
            try:
                message = read_opening(data)
                if isinstance(message, Ping):
                    client.send(frames.PONG)
                    continue  # a ping is answered, not accepted: a row of refusals goes on
                await self.hall.open(client, message)
            except Refusal as refusal:
                if not await self._refuse(client, refusal):
                    return False
            else:
                client.limits.accepted()
        return True

    async def _play(self, client: Client) -> None:
        async for data in client.connection:
            if not await self._count(client):
                return
            if client.room is None:  # another connection took the seat over
                continue
            try:
                message = read_in_game(data)
                if isinstance(message, Ping):
                    client.send(frames.PONG)
                    continue  # a ping is answered, not accepted: a row of refusals goes on
                if isinstance(message, MoveAnswer):
                    await self.hall.decide(client, message)
                elif isinstance(message, Replace):
                    await self.hall.replace(client, message)
                elif isinstance(message, Claim):
                    await self.hall.claim(client, message)
                elif isinstance(message, Resign):
                    await self.hall.resign(client)
            except Refusal as refusal:
                if not await self._refuse(client, refusal):
                    return
            else:
                client.limits.accepted()

    async def _lobby(self, client: Client) -> None:
        """A player's own connection: their games and the open games, on request; word of
        a change in any of their games comes by itself (`Lobby.room_changed`)."""
        async for data in client.connection:
            if not await self._count(client):
                return
            try:
                message = read_in_lobby(data)
                if isinstance(message, Ping):
                    client.send(frames.PONG)
                    continue
                if isinstance(message, ListGames):
                    await self.hall.lobby.games(client)
                elif isinstance(message, ListOpenGames):
                    await self.hall.lobby.open_games(client)
            except Refusal as refusal:
                if not await self._refuse(client, refusal):
                    return
            else:
                client.limits.accepted()

    async def _count(self, client: Client) -> bool:
        """Count a message; close the connection (1008) when it is one too many a second."""
        if client.limits.message():
            return True
        client.connection.drop(CLOSE_POLICY, "more than 50 messages in a second")
        return False

    async def _refuse(self, client: Client, refusal: Refusal) -> bool:
        """Tell the client why; close the connection when the refusal closes it or is the
        last one in a row it may have. Returns whether the connection stays open."""
        client.send(frames.error(refusal.code, bounded(refusal.message)))
        last = client.limits.refused()
        if refusal.closes or last:
            reason = "refused too often" if last and not refusal.closes else refusal.code
            await client.connection.close(CLOSE_POLICY, reason)
            return False
        return True


def bounded(sentence: str) -> str:
    """A refusal's sentence cut to `ERROR_TEXT_LENGTH` characters, whatever client text
    it quotes: a client never makes the host send back more than it bounds."""
    if len(sentence) <= ERROR_TEXT_LENGTH:
        return sentence
    return sentence[:ERROR_TEXT_LENGTH - 2].rstrip(" .") + "…."


def listening_line(bind: str, port: int, secure: bool) -> str:
    """The first line `serve` prints, once it accepts connections."""
    host = f"[{bind}]" if ":" in bind else bind
    return f"axio-net/1 listening on {'wss' if secure else 'ws'}://{host}:{port}"

