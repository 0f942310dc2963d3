"""A seat played from afar: a client of axio-net/1 whose decisions a `Decider` makes (a
bot for `join`: a built-in level or a program speaking the bot protocol; the desktop's
player at their own table).

The host may be wrong or hostile, so everything it sends is checked (a bad frame or
view is a `HostFault`, never a crash). A refused answer is asked for again, with the
host's sentence. The decider is asked beside the connection, not in its way: while it
decides (a person may take a minute) the seat still hears every frame, and a
connection that drops meanwhile is noticed at once. A dropped connection is taken up
again with the seat's token, backing off, until the game ends; a connection closed
with 4001 (another one took the seat over) is not. How the connection stands is told
as it changes (`SeatOptions.on_attempt`).
"""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .client_messages import ClientMessage, Ping, client_text
from .deciders import Decider, DeciderMaker, DecisionRefused
from .host_messages import HostFault, HostFrame, read_frame
from .protocol import CLOSE_POLICY, CLOSE_TAKEN_OVER, MAX_MESSAGE_BYTES
from .seat_state import CreateRoom, HostRefused, JoinRoom, SeatState
from .session_events import Asked, Ended, HostSaid, Refused, SeatEvent, Updated, Welcomed

__all__ = ["Attempt", "ConnectionLost", "CreateRoom", "HostFault", "HostRefused", "JoinRoom",
           "SeatGame", "SeatOptions", "TakenOver", "play_seat", "send_soon"]

PING_SECONDS = 20.0
RETRY_DELAYS = (0.2, 0.5, 1.0, 2.0, 4.0, 8.0)
"""Pauses before each new attempt to rejoin; the last one repeats."""
KEPT_ANSWER_RETRY_SECONDS = 5.0
"""How soon an answer the host could not keep (`not_allowed`: its store failed) is sent
again; the host refuses every change for a while then, and says so each time."""


class ConnectionLost(Exception):
    """The host could not be reached (again), or closed the connection for good."""


class TakenOver(ConnectionLost):
    """Another connection rejoined the seat with its token (closed with 4001)."""


AttemptStage = Literal["connecting", "open", "retrying"]


@dataclass(frozen=True, slots=True)
class Attempt:
    """Where the seat's attempts to be connected stand (the transport's side; the
    person's is `session_events.Connection`): ``connecting`` (``attempt`` 0 the first
    time, then the number of the new attempt), ``open`` once the host has welcomed the
    seat on ``connection``, ``retrying`` after a drop: the next attempt's number comes
    ``delay`` seconds later, and ``closed`` is the code the host closed the connection
    with (1001: the host went away), None when it was not reached or gave none."""

    stage: AttemptStage
    attempt: int = 0
    delay: float = 0.0
    closed: int | None = None
    reason: str = ""
    connection: ClientConnection | None = None


@dataclass(slots=True)
class SeatGame:
    """A seat's game as the client sees it; ``result`` and ``record`` once it is over."""

    room: str = ""
    seat: int = -1
    token: str = ""
    game: str = ""
    version: int = 0
    result: dict[str, Any] | None = None
    record: dict[str, Any] | None = None
    faults: list[str] = field(default_factory=list)


@dataclass(slots=True)
class SeatOptions:
    name: str
    decider: DeciderMaker
    """Who decides for the seat (`deciders.bot_decider` for a bot)."""
    ssl_context: ssl.SSLContext | None = None
    retry_seconds: float = 60.0
    """How long to keep trying to rejoin a dropped connection."""
    on_room: Callable[[SeatGame], None] = lambda game: None
    """Called once the host has welcomed the seat (the room code is known then)."""
    on_frame: Callable[[HostFrame], None] = lambda frame: None
    """Called with every frame the host sends, as read, before the seat acts on it."""
    on_event: Callable[[SeatEvent], None] = lambda event: None
    """Called with what each frame means for the seat (`seat_state`), in order."""
    on_attempt: Callable[[Attempt], None] = lambda attempt: None
    leave_when_waiting: bool = False
    """Leave as soon as the seat has nothing to decide (its turn played, or another
    seat's turn): a correspondence seat played by polling, one visit per turn."""


async def play_seat(url: str, opening: CreateRoom | JoinRoom, options: SeatOptions,
                    state: SeatState | None = None) -> SeatGame:
    """Take a seat (creating the room, or joining it) and play it to the end; ``state``
    is the seat's state machine when its owner reads it too (a `Session`)."""
    seat = _Seat(url, options, state or SeatState(opening, options.name))
    try:
        return await seat.play()
    finally:
        seat.close()


class _Seat:
    """The connection's side of a seat: the socket, the retries, the heartbeat and the
    decider, around the seat's `SeatState`."""

    def __init__(self, url: str, options: SeatOptions, state: SeatState) -> None:
        self.url = url
        self.options = options
        self.state = state
        self.game = SeatGame()
        self.decider: Decider | None = None
        self.live: ClientConnection | None = None
        self.deciding: asyncio.Task[None] | None = None
        """The decider at work on the question open on this connection."""
        self.failure: HostFault | None = None
        """What ended the connection while the decider was at work."""

    async def play(self) -> SeatGame:
        delays = iter(RETRY_DELAYS)
        waited = 0.0
        attempt = 0
        while True:
            self.options.on_attempt(Attempt("connecting", attempt))
            closed_with: int | None = None
            reason = ""
            try:
                async with connect(self.url, ssl=self._tls(), compression=None,
                                   max_size=MAX_MESSAGE_BYTES, open_timeout=10) as connection:
                    await connection.send(client_text(self.state.opening_now()))
                    if await self._converse(connection):
                        return self.game
                    delays, waited, attempt = iter(RETRY_DELAYS), 0.0, 0
                    if connection.close_code is not None:
                        closed_with, reason = connection.close_code, connection.close_reason or ""
            except ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd is not None else None
                if code == CLOSE_TAKEN_OVER:
                    raise TakenOver("another connection took this seat over") from None
                if code == CLOSE_POLICY:
                    raise ConnectionLost(f"the host closed the connection: "
                                         f"{closed.rcvd.reason if closed.rcvd else ''}") from None
                closed_with, reason = code, closed.rcvd.reason if closed.rcvd else ""
            except (OSError, InvalidHandshake, TimeoutError) as error:
                if not self.state.token:
                    raise ConnectionLost(f"cannot reach {self.url}: {error}") from None
            except InvalidURI as error:
                raise ConnectionLost(str(error)) from None
            if not self.state.token:
                raise ConnectionLost("the host closed the connection")
            delay = next(delays, RETRY_DELAYS[-1])
            waited += delay
            if waited > self.options.retry_seconds:
                raise ConnectionLost(f"the host has not come back in "
                                     f"{self.options.retry_seconds:.0f} s")
            attempt += 1
            self.options.on_attempt(Attempt("retrying", attempt, delay, closed_with, reason))
            await asyncio.sleep(delay)

    def _tls(self) -> ssl.SSLContext | bool | None:
        """The TLS context given; for a ``wss://`` host without one, True: its
        certificate is checked against the authorities this computer trusts."""
        if self.options.ssl_context is not None:
            return self.options.ssl_context
        return True if urlsplit(self.url).scheme == "wss" else None

    def close(self) -> None:
        if self.decider is not None:
            self.decider.close(self.game.result)

    async def _converse(self, connection: ClientConnection) -> bool:
        """Play on one connection; True once the game has ended."""
        self.failure = None
        pings = asyncio.get_running_loop().create_task(_ping(connection))
        try:
            async for data in connection:
                frame = read_frame(data)
                if frame is None:
                    continue
                self.options.on_frame(frame)
                for event in self.state.take(frame):
                    self.options.on_event(event)
                    if self._act(connection, event):
                        return True
        finally:
            self.live = None
            pings.cancel()
            if self.deciding is not None:
                self.deciding.cancel()
                self.deciding = None
        if self.failure is not None:
            raise self.failure
        return False

    def _act(self, connection: ClientConnection, event: SeatEvent) -> bool:
        """Do what ``event`` asks of the connection; True once the game has ended."""
        state, game = self.state, self.game
        game.version = state.version
        if isinstance(event, Welcomed):
            first = not game.token
            game.room, game.game, game.seat, game.token = (event.room, event.game, event.seat,
                                                           event.token)
            if self.decider is None:
                assert state.kit is not None
                self.decider = self.options.decider(state.kit, game.faults)
            self.live = connection
            self.options.on_attempt(Attempt("open", connection=connection))
            if first:
                self.options.on_room(game)
        elif isinstance(event, Asked):
            kept = state.kept_answer()
            if kept is not None:
                self.send(kept)
            else:
                self._ask_decider(event)
        elif isinstance(event, Refused) and state.asked is not None:
            self._ask_decider(state.asked, refused=event.message)
        elif isinstance(event, Ended):
            game.result, game.record = event.result, event.record
            return True
        elif isinstance(event, HostSaid) and event.code == "not_allowed" \
                and state.kept_answer() is not None:
            # the host could not keep the answer just now (its store failed): it says when
            # to try again, and is asked again until it keeps it or the game moves on
            asyncio.get_running_loop().call_later(KEPT_ANSWER_RETRY_SECONDS,
                                                  self._send_again, connection)
        elif isinstance(event, Updated) and self.options.leave_when_waiting:
            mover = event.view_json.get("to_move")
            return mover is not None and mover != state.seat and state.answered is None
        return False

    def _ask_decider(self, asked: Asked, refused: str | None = None) -> None:
        """Ask the decider beside the connection (the seat keeps hearing the host); a
        question still open is dropped, as the host has moved on from it."""
        if self.deciding is not None:
            self.deciding.cancel()
        self.deciding = asyncio.get_running_loop().create_task(self._answer(asked, refused))

    async def _answer(self, asked: Asked, refused: str | None) -> None:
        assert self.decider is not None
        connection = self.live
        try:
            move = await self.decider.decide(asked.view, refused)
            message = self.state.answer(asked.version, move)
            if message is not None and connection is not None:
                await connection.send(client_text(message))
        except DecisionRefused as error:
            self.failure = HostFault(str(error))
            if connection is not None:
                await connection.close()
        except ConnectionClosed:
            pass  # the seat is asked again on the next connection

    def send(self, message: ClientMessage) -> None:
        send_soon(self.live, message)

    def _send_again(self, connection: ClientConnection) -> None:
        kept = self.state.kept_answer()
        if kept is not None and self.live is connection:
            self.send(kept)


def send_soon(connection: ClientConnection | None, message: ClientMessage) -> None:
    """Send ``message`` on ``connection`` (None: no connection is open) without waiting;
    a connection that closes meanwhile is taken up again by itself."""
    if connection is not None:
        task = asyncio.get_running_loop().create_task(connection.send(client_text(message)))
        _SENDING.add(task)
        task.add_done_callback(_sent)


_SENDING: set[asyncio.Task[None]] = set()
"""Sends under way (a task nobody holds may be collected before it ends)."""


def _sent(task: asyncio.Task[None]) -> None:
    _SENDING.discard(task)
    if not task.cancelled():
        task.exception()  # a closed connection: the seat comes back by itself


async def _ping(connection: ClientConnection) -> None:
    """The heartbeat the protocol asks of a client, until the connection closes."""
    try:
        while True:
            await asyncio.sleep(PING_SECONDS)
            await connection.send(client_text(Ping()))
    except ConnectionClosed:
        pass
