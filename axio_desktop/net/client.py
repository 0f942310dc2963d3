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
as it changes (`SeatOptions.on_link`).
"""

from __future__ import annotations

import asyncio
import json
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..bots.games import AnyPlayKit, find_play_kit
from ..engine import ViewError
from .deciders import Decider, DeciderMaker, DecisionRefused
from .protocol import CLOSE_POLICY, CLOSE_TAKEN_OVER, MAX_MESSAGE_BYTES, PROTOCOL

PING_SECONDS = 20.0
RETRY_DELAYS = (0.2, 0.5, 1.0, 2.0, 4.0, 8.0)
"""Pauses before each new attempt to rejoin; the last one repeats."""


@dataclass(frozen=True, slots=True)
class CreateRoom:
    game: str
    seats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class JoinRoom:
    room: str
    token: str | None = None


class HostRefused(Exception):
    """The host answered the opening with an error."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class HostFault(Exception):
    """The host sent something axio-net/1 does not allow (the message says what)."""


class ConnectionLost(Exception):
    """The host could not be reached (again), or closed the connection for good."""


class TakenOver(ConnectionLost):
    """Another connection rejoined the seat with its token (closed with 4001)."""


LinkState = Literal["connecting", "open", "retrying"]


@dataclass(frozen=True, slots=True)
class Link:
    """How the seat's connection stands: ``connecting`` (``attempt`` 0 the first time,
    then the number of the new attempt), ``open`` once the host has welcomed the seat
    on ``connection``, ``retrying`` after a drop: the next attempt's number comes
    ``delay`` seconds later, and ``closed`` is the code the host closed the connection
    with (1001: the host went away), None when it was not reached or gave none."""

    state: LinkState
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
    on_frame: Callable[[dict[str, Any]], None] = lambda frame: None
    """Called with every frame the host sends, before the seat acts on it."""
    on_link: Callable[[Link], None] = lambda link: None


async def play_seat(url: str, opening: CreateRoom | JoinRoom, options: SeatOptions) -> SeatGame:
    """Take a seat (creating the room, or joining it) and play it to the end."""
    seat = _Seat(url, options)
    try:
        return await seat.play(opening)
    finally:
        seat.close()


class _Seat:
    def __init__(self, url: str, options: SeatOptions) -> None:
        self.url = url
        self.options = options
        self.game = SeatGame()
        self.kit: AnyPlayKit | None = None
        self.decider: Decider | None = None
        self.asked: tuple[int, Any] | None = None
        """The version and view of the decision answered and not yet confirmed."""
        self.welcomed = False
        """Whether the host has welcomed the seat on this connection."""
        self.deciding: asyncio.Task[None] | None = None
        """The decider at work on the question open on this connection."""
        self.failure: HostFault | None = None
        """What ended the connection while the decider was at work."""

    async def play(self, opening: CreateRoom | JoinRoom) -> SeatGame:
        delays = iter(RETRY_DELAYS)
        waited = 0.0
        attempt = 0
        while True:
            self.options.on_link(Link("connecting", attempt))
            closed_with: int | None = None
            reason = ""
            try:
                async with connect(self.url, ssl=self._tls(), compression=None,
                                   max_size=MAX_MESSAGE_BYTES, open_timeout=10) as connection:
                    await connection.send(json.dumps(self._opening(opening)))
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
                if not self.game.token:
                    raise ConnectionLost(f"cannot reach {self.url}: {error}") from None
            except InvalidURI as error:
                raise ConnectionLost(str(error)) from None
            if not self.game.token:
                raise ConnectionLost("the host closed the connection")
            delay = next(delays, RETRY_DELAYS[-1])
            waited += delay
            if waited > self.options.retry_seconds:
                raise ConnectionLost(f"the host has not come back in "
                                     f"{self.options.retry_seconds:.0f} s")
            attempt += 1
            self.options.on_link(Link("retrying", attempt, delay, closed_with, reason))
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

    def _opening(self, opening: CreateRoom | JoinRoom) -> dict[str, Any]:
        base = {"protocol": PROTOCOL, "name": self.options.name}
        if self.game.token:
            return {**base, "type": "join", "room": self.game.room, "token": self.game.token}
        if isinstance(opening, CreateRoom):
            return {**base, "type": "create", "game": opening.game, "seats": list(opening.seats)}
        if opening.token is not None:
            return {**base, "type": "join", "room": opening.room, "token": opening.token}
        return {**base, "type": "join", "room": opening.room}

    async def _converse(self, connection: ClientConnection) -> bool:
        """Play on one connection; True once the game has ended."""
        self.welcomed = False
        self.failure = None
        pings = asyncio.get_running_loop().create_task(_ping(connection))
        try:
            async for data in connection:
                frame = _frame(data)
                self.options.on_frame(frame)
                if self._take(connection, frame):
                    return True
        finally:
            pings.cancel()
            if self.deciding is not None:
                self.deciding.cancel()
                self.deciding = None
        if self.failure is not None:
            raise self.failure
        return False

    def _take(self, connection: ClientConnection, frame: dict[str, Any]) -> bool:
        kind = frame["type"]
        if kind == "welcome":
            self._welcome(frame)
            self.options.on_link(Link("open", connection=connection))
        elif kind == "error":
            self._refused(connection, frame)
        elif kind in ("update", "move"):
            self.game.version = _whole(frame, "version")
            if kind == "move":
                self._decide(connection, frame)
        elif kind == "end":
            self.game.result = _object(frame, "result")
            self.game.record = _object(frame, "record")
            return True
        return False

    def _welcome(self, frame: dict[str, Any]) -> None:
        game = self.game
        first = not game.token
        self.welcomed = True
        game.room, game.game = str(frame.get("room", "")), str(frame.get("game", ""))
        game.seat = _whole(frame, "seat")
        token = frame.get("token")
        if not isinstance(token, str) or not token:
            raise HostFault("the host's welcome gives no token")
        game.token = token
        if self.kit is None:
            try:
                self.kit = find_play_kit(game.game)
            except KeyError:
                raise HostFault(f"the host plays {game.game!r}, a game this program does not "
                                "know") from None
            self.decider = self.options.decider(self.kit, game.faults)
        if first:
            self.options.on_room(game)

    def _refused(self, connection: ClientConnection, frame: dict[str, Any]) -> None:
        code, message = str(frame.get("code")), str(frame.get("message"))
        if not self.welcomed:
            raise HostRefused(code, message)
        asked, self.asked = self.asked, None
        if asked is not None and code in ("illegal", "bad_message"):
            self._ask_decider(connection, *asked, refused=message)
        # otherwise the host has moved on, or spoke of something that is not the seat's

    def _decide(self, connection: ClientConnection, frame: dict[str, Any]) -> None:
        assert self.kit is not None
        try:
            view = self.kit.bots.wire.view_from(frame)
        except ViewError as error:
            raise HostFault(f"the host sent a bad view: {error}") from None
        self._ask_decider(connection, self.game.version, view)

    def _ask_decider(self, connection: ClientConnection, version: int, view: Any,
                     refused: str | None = None) -> None:
        """Ask the decider beside the connection (the seat keeps hearing the host); a
        question still open is dropped, as the host has moved on from it."""
        if self.deciding is not None:
            self.deciding.cancel()
        self.deciding = asyncio.get_running_loop().create_task(
            self._answer(connection, version, view, refused))

    async def _answer(self, connection: ClientConnection, version: int, view: Any,
                      refused: str | None = None) -> None:
        assert self.kit is not None and self.decider is not None
        try:
            move = await self.decider.decide(view, refused)
            self.asked = (version, view)
            answer = {"type": "move", "version": version, **self.kit.bots.wire.answer(move)}
            await connection.send(json.dumps(answer))
        except DecisionRefused as error:
            self.failure = HostFault(str(error))
            await connection.close()
        except ConnectionClosed:
            pass  # the seat is asked again on the next connection


async def _ping(connection: ClientConnection) -> None:
    """The heartbeat the protocol asks of a client, until the connection closes."""
    try:
        while True:
            await asyncio.sleep(PING_SECONDS)
            await connection.send('{"type": "ping"}')
    except ConnectionClosed:
        pass


def _frame(data: str | bytes) -> dict[str, Any]:
    if isinstance(data, bytes):
        raise HostFault("the host sent a binary frame")
    try:
        frame = json.loads(data)
    except (ValueError, RecursionError):
        raise HostFault("the host sent something that is not JSON") from None
    if not isinstance(frame, dict) or not isinstance(frame.get("type"), str):
        raise HostFault("the host sent a frame that is not an object with a type")
    return frame


def _whole(frame: dict[str, Any], key: str) -> int:
    value = frame.get(key)
    if type(value) is not int:
        raise HostFault(f"the host's {frame['type']} has no whole number {key!r}")
    return value


def _object(frame: dict[str, Any], key: str) -> dict[str, Any]:
    value = frame.get(key)
    if not isinstance(value, dict):
        raise HostFault(f"the host's {frame['type']} has no object {key!r}")
    return value
