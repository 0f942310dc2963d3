"""A seat played from afar: a client of axio-net/1 whose decisions a `Decider` makes (a
bot for `join`: a built-in level or a program speaking the bot protocol).

The host may be wrong or hostile, so everything it sends is checked (a bad frame or
view is a `HostFault`, never a crash). A refused answer is asked for again, with the
host's sentence. A dropped connection is taken up again with the seat's token, backing
off, until the game ends; a connection closed with 4001 (another one took the seat
over) is not.
"""

from __future__ import annotations

import asyncio
import json
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..engine import ViewError
from ..kits import AnyKit, find_kit
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
    """The host could not be reached again, or another connection took the seat over."""


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
        self.kit: AnyKit | None = None
        self.decider: Decider | None = None
        self.asked: tuple[int, Any] | None = None
        """The version and view of the decision answered and not yet confirmed."""
        self.welcomed = False
        """Whether the host has welcomed the seat on this connection."""

    async def play(self, opening: CreateRoom | JoinRoom) -> SeatGame:
        delays = iter(RETRY_DELAYS)
        waited = 0.0
        while True:
            try:
                async with connect(self.url, ssl=self.options.ssl_context, compression=None,
                                   max_size=MAX_MESSAGE_BYTES, open_timeout=10) as connection:
                    await connection.send(json.dumps(self._opening(opening)))
                    if await self._converse(connection):
                        return self.game
                    delays, waited = iter(RETRY_DELAYS), 0.0
            except ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd is not None else None
                if code == CLOSE_TAKEN_OVER:
                    raise ConnectionLost("another connection took this seat over") from None
                if code == CLOSE_POLICY:
                    raise ConnectionLost(f"the host closed the connection: "
                                         f"{closed.rcvd.reason if closed.rcvd else ''}") from None
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
            await asyncio.sleep(delay)

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
        pings = asyncio.get_running_loop().create_task(_ping(connection))
        try:
            async for data in connection:
                frame = _frame(data)
                self.options.on_frame(frame)
                if await self._take(connection, frame):
                    return True
        finally:
            pings.cancel()
        return False

    async def _take(self, connection: ClientConnection, frame: dict[str, Any]) -> bool:
        kind = frame["type"]
        if kind == "welcome":
            self._welcome(frame)
        elif kind == "error":
            await self._refused(connection, frame)
        elif kind in ("update", "move"):
            self.game.version = _whole(frame, "version")
            if kind == "move":
                await self._decide(connection, frame)
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
                self.kit = find_kit(game.game)
            except KeyError:
                raise HostFault(f"the host plays {game.game!r}, a game this program does not "
                                "know") from None
            self.decider = self.options.decider(self.kit, game.faults)
        if first:
            self.options.on_room(game)

    async def _refused(self, connection: ClientConnection, frame: dict[str, Any]) -> None:
        code, message = str(frame.get("code")), str(frame.get("message"))
        if not self.welcomed:
            raise HostRefused(code, message)
        asked, self.asked = self.asked, None
        if asked is not None and code in ("illegal", "bad_message"):
            await self._answer(connection, *asked, refused=message)
        # otherwise the host has moved on, or spoke of something that is not the seat's

    async def _decide(self, connection: ClientConnection, frame: dict[str, Any]) -> None:
        assert self.kit is not None
        try:
            view = self.kit.bots.wire.view_from(frame)
        except ViewError as error:
            raise HostFault(f"the host sent a bad view: {error}") from None
        await self._answer(connection, self.game.version, view)

    async def _answer(self, connection: ClientConnection, version: int, view: Any,
                      refused: str | None = None) -> None:
        assert self.kit is not None and self.decider is not None
        try:
            move = await self.decider.decide(view, refused)
        except DecisionRefused as error:
            raise HostFault(str(error)) from None
        self.asked = (version, view)
        answer = {"type": "move", "version": version, **self.kit.bots.wire.answer(move)}
        await connection.send(json.dumps(answer))


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
