"""A player's side of their own connection (``hello``): who they are on the host, their
games and the open games (word of a change in one of them is passed over); and the one-off messages a
player sends in a room of theirs (resign, claim). For ``join`` and the desktop alike.
"""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from .client_messages import (
    Claim,
    Create,
    Hello,
    Join,
    ListGames,
    ListOpenGames,
    Resign,
    client_text,
)
from .host_messages import ErrorFrame, PlayersChanged, Welcome
from .player_frames import GamesFrame, Listing, PlayerFrame, read_player_frame
from .protocol import MAX_MESSAGE_BYTES
from .seat_state import HostRefused

ANSWER_SECONDS = 30.0


class PlayerConnection:
    def __init__(self, connection: ClientConnection, player: PlayerFrame) -> None:
        self.connection = connection
        self.player = player

    async def games(self) -> tuple[Listing, ...]:
        await self.connection.send(client_text(ListGames()))
        return (await self._answer("games")).games

    async def open_games(self) -> tuple[Listing, ...]:
        await self.connection.send(client_text(ListOpenGames()))
        return (await self._answer("open_games")).games

    async def _answer(self, kind: str) -> GamesFrame:
        async with asyncio.timeout(ANSWER_SECONDS):
            while True:
                frame = read_player_frame(await self.connection.recv())
                if isinstance(frame, GamesFrame) and frame.type == kind:
                    return frame
                if isinstance(frame, ErrorFrame):
                    raise HostRefused(frame.code, frame.message)


@asynccontextmanager
async def player_connection(url: str, key: str, name: str | None,
                            tls: ssl.SSLContext | None = None,
                            ) -> AsyncIterator[PlayerConnection]:
    """The player of ``key`` on the host at ``url`` (a new player there is ``name``d);
    `HostRefused` when the host will not have them."""
    async with connect(url, ssl=_tls(url, tls), compression=None, max_size=MAX_MESSAGE_BYTES,
                       open_timeout=10) as connection:
        await connection.send(client_text(Hello(key, name)))
        async with asyncio.timeout(ANSWER_SECONDS):
            while True:
                frame = read_player_frame(await connection.recv())
                if isinstance(frame, PlayerFrame):
                    break
                if isinstance(frame, ErrorFrame):
                    raise HostRefused(frame.code, frame.message)
        yield PlayerConnection(connection, frame)


async def take_seat(url: str, opening: Create | Join,
                    tls: ssl.SSLContext | None = None) -> Welcome:
    """Create or join a room with a player key and leave it at once, the seat kept for
    the player (a correspondence game needs nobody connected): the host's welcome, or
    `HostRefused`."""
    async with connect(url, ssl=_tls(url, tls), compression=None, max_size=MAX_MESSAGE_BYTES,
                       open_timeout=10) as connection:
        await connection.send(client_text(opening))
        async with asyncio.timeout(ANSWER_SECONDS):
            while True:
                frame = read_player_frame(await connection.recv())
                if isinstance(frame, ErrorFrame):
                    raise HostRefused(frame.code, frame.message)
                if isinstance(frame, Welcome):
                    return frame


async def send_in_room(url: str, room: str, key: str, message: Resign | Claim,
                       tls: ssl.SSLContext | None = None) -> None:
    """Send ``message`` in ``room`` as the player of ``key``, and wait for the host to
    have done it (the room's players change); `HostRefused` when it would not."""
    async with connect(url, ssl=_tls(url, tls), compression=None, max_size=MAX_MESSAGE_BYTES,
                       open_timeout=10) as connection:
        await connection.send(client_text(Join(room, None, None, key)))
        sent = False
        async with asyncio.timeout(ANSWER_SECONDS):
            while True:
                frame = read_player_frame(await connection.recv())
                if isinstance(frame, ErrorFrame):
                    raise HostRefused(frame.code, frame.message)
                if not sent and isinstance(frame, Welcome):
                    await connection.send(client_text(message))
                    sent = True
                elif sent and isinstance(frame, PlayersChanged):
                    return


def _tls(url: str, tls: ssl.SSLContext | None) -> Any:
    if tls is not None:
        return tls
    return True if url.startswith("wss:") else None
