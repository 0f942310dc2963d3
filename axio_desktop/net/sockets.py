"""What the host bears of one socket, below the messages: the bytes queued for it, its
control frames, how long it may stall, and which sockets it lets in at all (open
handshakes per address, file descriptors left).

A peer that sends pings and never reads would otherwise make the host queue a pong for
each without bound, and a close or keepalive ping would wait for a send buffer that
never drains; so past `SEND_BUFFER_BYTES`, or `STALLED_SECONDS` without reading, the
socket is aborted (no closing handshake: its peer reads nothing anyway).
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections import Counter
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast
from websockets.frames import Frame, Opcode

from .limits import ConnectionLimits
from .protocol import CLOSE_POLICY

SEND_BUFFER_BYTES = 1 << 20
"""The most a connection may have queued for sending (1 MiB): past it, it is aborted."""
WRITE_HIGH_WATER = 1 << 16
"""Queued bytes above which a connection counts as not reading (its stall clock runs)."""
STALLED_SECONDS = 10.0
"""How long a connection may leave more than `WRITE_HIGH_WATER` bytes unread."""
HANDSHAKE_SECONDS = 10.0
"""How long an opening handshake (TCP accepted to WebSocket open) may take."""
DESCRIPTOR_HEADROOM = 64
"""File descriptors kept free below the process's limit (the store, the bot workers,
the listening socket): past it, new sockets are closed as soon as they are accepted."""
CONDITION_LOG_SECONDS = 60.0
"""A condition that refuses sockets is written to the log once in this time."""
DROP_SECONDS = 2.0
"""How long a connection closed for a flood may take to go before it is aborted."""

LOG = logging.getLogger(__name__)


def descriptor_limit() -> int | None:
    """The process's soft limit of open files (None where there is none to read)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


def descriptors_in_use() -> int:
    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(folder))
        except OSError:
            continue
    return 0


class Gate:
    """Which accepted sockets the host keeps: at most ``handshakes_per_address`` opening
    handshakes per address (none counted behind a proxy, whose address all share), and
    at most ``most_sockets`` sockets at once."""

    def __init__(self, *, most_sockets: int | None, handshakes_per_address: int | None) -> None:
        self.most_sockets = most_sockets
        self.handshakes_per_address = handshakes_per_address
        self.connections: set[GuardedConnection] = set()
        """Every socket let in and not yet closed, in any state (opening, open, closing)."""
        self._handshakes: Counter[str] = Counter()
        self._said: dict[str, float] = {}

    @classmethod
    def for_this_process(cls, *, handshakes_per_address: int | None) -> Gate:
        limit = descriptor_limit()
        most = None if limit is None else max(limit - DESCRIPTOR_HEADROOM - descriptors_in_use(), 1)
        return cls(most_sockets=most,
                   handshakes_per_address=handshakes_per_address)

    @property
    def sockets(self) -> int:
        return len(self.connections)

    def admit(self, connection: GuardedConnection, address: str) -> bool:
        """Count a socket just accepted and its handshake; False (nothing counted) when it
        is one too many."""
        if self.most_sockets is not None and self.sockets >= self.most_sockets:
            self._say("sockets", f"new connections are refused: {self.sockets} are open, as "
                      f"many as this process's file descriptors allow with "
                      f"{DESCRIPTOR_HEADROOM} kept free")
            return False
        most = self.handshakes_per_address
        if most is not None and self._handshakes[address] >= most:
            self._say(f"handshakes {address}", f"new connections from {address} are refused: "
                      f"{most} opening handshakes from it are under way")
            return False
        self.connections.add(connection)
        self._handshakes[address] += 1
        return True

    def handshake_over(self, address: str) -> None:
        self._handshakes[address] -= 1
        if self._handshakes[address] <= 0:
            del self._handshakes[address]

    def socket_closed(self, connection: GuardedConnection) -> None:
        self.connections.discard(connection)

    def _say(self, condition: str, line: str) -> None:
        now = time.monotonic()
        if now - self._said.get(condition, -CONDITION_LOG_SECONDS) >= CONDITION_LOG_SECONDS:
            self._said[condition] = now
            LOG.warning("%s (said once a minute at most)", line)
        for said in [said for said, when in self._said.items()
                     if now - when >= CONDITION_LOG_SECONDS]:
            del self._said[said]


class GuardedConnection(ServerConnection):
    """A server connection that counts its control frames with its messages, bounds what
    is queued for it and aborts it when it stops reading. `guarded` makes the class for
    one host's `Gate`."""

    gate: Gate

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.limits = ConnectionLimits()
        self.peer = "?"
        self._admitted = False
        self._handshaking = False
        self._stall: asyncio.TimerHandle | None = None

    def push(self, text: str) -> None:
        """Queue ``text`` without waiting; abort the connection past its send buffer."""
        broadcast([self], text)
        self._bound_send_buffer()

    def drop(self, code: int, reason: str) -> None:
        """Close at once, without waiting for the peer's part of the closing handshake,
        aborting the socket if it has not gone within `DROP_SECONDS`."""
        self.protocol.fail(code, reason)
        self.send_data()
        self.loop.call_later(DROP_SECONDS, self.transport.abort)

    @property
    def stalled(self) -> bool:
        return self._stall is not None

    # asyncio's and websockets' callbacks --------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        peer = transport.get_extra_info("peername")
        self.peer = str(peer[0]) if peer else "?"
        self._admitted = self.gate.admit(self, self.peer)
        self._handshaking = self._admitted
        if not self._admitted:
            self.transport.abort()

    async def handshake(self, *args: Any, **kwargs: Any) -> None:
        try:
            await super().handshake(*args, **kwargs)
        finally:
            self._handshake_over()

    def connection_lost(self, exc: Exception | None) -> None:
        self._handshake_over()
        if self._admitted:
            self._admitted = False
            self.gate.socket_closed(self)
        if self._stall is not None:
            self._stall.cancel()
            self._stall = None
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)  # answers pings, whose pongs are bounded here
        self._bound_send_buffer()

    def process_event(self, event: Any) -> None:
        if isinstance(event, Frame) and event.opcode in (Opcode.PING, Opcode.PONG) \
                and not self.limits.message():
            self.drop(CLOSE_POLICY, "more than 50 messages in a second")
            return
        super().process_event(event)

    def pause_writing(self) -> None:
        super().pause_writing()
        self._stall = self.loop.call_later(STALLED_SECONDS, self._stalled)

    def resume_writing(self) -> None:
        super().resume_writing()
        if self._stall is not None:
            self._stall.cancel()
            self._stall = None

    def _handshake_over(self) -> None:
        if self._handshaking:
            self._handshaking = False
            self.gate.handshake_over(self.peer)

    def _stalled(self) -> None:
        LOG.info("connection from %s aborted: it read nothing for %g s", self.peer,
                 STALLED_SECONDS)
        self.transport.abort()

    def _bound_send_buffer(self) -> None:
        if self.transport.get_write_buffer_size() > SEND_BUFFER_BYTES:
            LOG.info("connection from %s aborted: more than %d bytes waited for it to read",
                     self.peer, SEND_BUFFER_BYTES)
            self.transport.abort()


def guarded(gate: Gate) -> type[GuardedConnection]:
    """The connection class of a host whose sockets ``gate`` lets in."""
    return type("HostConnection", (GuardedConnection,), {"gate": gate})
