"""A client's connection as the host keeps it (where it sits, how it is sent to), and a
room in memory with the connections in it.

Frames are pushed without waiting (the game never waits on a slow reader); a client
that stops reading is aborted by its connection (`sockets.GuardedConnection`) once too
much waits for it or it has read nothing for a while.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

from . import frames
from .room import Room
from .sockets import GuardedConnection
from .store import StoredPlayer, StoredRoom


class Client:
    def __init__(self, connection: GuardedConnection, address: str) -> None:
        self.connection = connection
        self.address = address
        self.limits = connection.limits
        """Shared with the connection, which counts the control frames in them."""
        self.room: LiveRoom | None = None
        self.seat: int | None = None
        """The seat this connection holds (None for a spectator, or before it has one)."""
        self.player: StoredPlayer | None = None
        """The player whose own connection this is (opened with hello)."""

    def send(self, frame: dict[str, Any]) -> None:
        self.connection.push(frames.text(frame))

    def close_soon(self, code: int, reason: str) -> None:
        """Close the connection without waiting for the closing handshake."""
        task = asyncio.get_running_loop().create_task(self.connection.close(code, reason))
        _CLOSING.add(task)
        task.add_done_callback(_CLOSING.discard)


_CLOSING: set[asyncio.Task[None]] = set()
"""Closings under way (a task nobody holds may be collected before it ends)."""


class LiveRoom:
    """A room in memory with the connections in it."""

    def __init__(self, room: Room, kept: StoredRoom, owner: str) -> None:
        self.room = room
        self.kept = kept
        """The room as the store last kept it (what it goes back to if a save fails)."""
        self.owner = owner
        """Whose the room counts as: its creator's address (for a room brought back from
        the store, its code), for the rooms an address may hold and its bots' share."""
        self.lock = asyncio.Lock()
        """Held by each change of the room from its start until every client is told (a
        change waits for the store), and by each client let in meanwhile."""
        self.holders: dict[int, Client] = {}
        self.spectators: set[Client] = set()
        self.bot_turn: asyncio.Task[None] | None = None
        self.empty_since: float | None = None

    def clients(self) -> Iterator[Client]:
        yield from self.holders.values()
        yield from self.spectators
