"""Attacks below the messages, by raw sockets on the loopback: pings never read, a
reader that stalls, half-open handshakes, sockets up to the descriptor limit, a stop
with a peer that reads nothing. Each costs the host a bounded amount, and an honest
game plays on meanwhile."""

from __future__ import annotations

import asyncio
import logging
import socket
import time

import pytest
import rawwire
from netplay import PROTOCOL, Peer, Running, Table, create, honest_game, running_host

from axio_desktop.net import host as host_module
from axio_desktop.net import sockets
from axio_desktop.net.limits import HANDSHAKES_PER_ADDRESS, Limits


def port_of(run: Running) -> int:
    return int(run.url.rsplit(":", 1)[1])


async def until(condition: object, seconds: float) -> bool:
    """Whether ``condition()`` came true within ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return True
        await asyncio.sleep(0.05)
    return False


async def connection_of(run: Running, sock: socket.socket) -> sockets.GuardedConnection:
    """The host's side of a raw client's connection."""
    port = sock.getsockname()[1]
    found: list[sockets.GuardedConnection] = []

    def seen() -> bool:
        assert run.host.server is not None
        found.extend(connection for connection in run.host.server.connections
                     if isinstance(connection, sockets.GuardedConnection)
                     and connection.remote_address[1] == port)
        return bool(found)

    assert await until(seen, 5)
    return found[0]


async def stalled_watcher(run: Running) -> socket.socket:
    """A spectator of a room whose AXIO game is then played to its end: a reader that
    reads nothing, the kernel's buffer on the host's side made small (as on a long
    way), so that the updates wait in the host's own buffer."""
    table = await Table.open(run.url, "axio")
    sock = await asyncio.to_thread(rawwire.websocket, port_of(run), 1024)
    sock.sendall(rawwire.text({"type": "watch", "protocol": PROTOCOL, "room": table.code}))
    assert await until(lambda: len(run.host.hall.rooms[table.code].spectators) == 1, 5)
    watcher = next(iter(run.host.hall.rooms[table.code].spectators)).connection
    watcher.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF,
                                                          4096)
    await table.play_to_the_end()
    await table.close()
    return sock


def test_a_flood_of_pings_never_read_is_closed_for_its_rate() -> None:
    async def main() -> None:
        async with running_host() as run:
            honest = asyncio.create_task(honest_game(run.url))
            sock = await asyncio.to_thread(rawwire.websocket, port_of(run), 1024)
            ours = await connection_of(run, sock)
            sock.setblocking(False)
            for _ in range(300):
                try:
                    sock.send(rawwire.ping())
                except (BlockingIOError, ConnectionError):
                    break
            assert await until(ours.transport.is_closing, 5)
            await honest
            sock.close()

    asyncio.run(main())


def test_a_reader_that_stalls_is_aborted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sockets, "STALLED_SECONDS", 1.0)
    monkeypatch.setattr(host_module, "WRITE_HIGH_WATER", 16_384)  # a game's updates pass it

    async def main() -> None:
        async with running_host() as run:
            sock = await stalled_watcher(run)
            assert any(isinstance(connection, sockets.GuardedConnection) and connection.stalled
                       for connection in run.host.server.connections)
            assert await until(lambda: run.host.gate is not None and run.host.gate.sockets == 0,
                               3)
            sock.close()

    asyncio.run(main())


def test_what_waits_for_a_reader_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sockets, "SEND_BUFFER_BYTES", 16_384)

    async def main() -> None:
        async with running_host() as run:
            sock = await stalled_watcher(run)
            assert await until(lambda: run.host.gate is not None and run.host.gate.sockets == 0,
                               1)  # long before it would stall
            assert max((connection.transport.get_write_buffer_size()
                        for connection in run.host.server.connections), default=0) == 0
            sock.close()

    asyncio.run(main())


def test_stopping_takes_seconds_even_with_a_peer_that_reads_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "WRITE_HIGH_WATER", 16_384)

    async def main() -> None:
        async with running_host() as run:
            sock = await stalled_watcher(run)
            peer = await Peer.open(run.url)
            await peer.send(create("rota", "Anna", ["human", "human"]))
            await peer.expect("welcome")
            started = time.monotonic()
            await run.host.close()
            assert time.monotonic() - started < 5
            assert await peer.closed() == 1001
            sock.close()

    asyncio.run(main())


def test_half_open_handshakes_are_few_per_address_and_time_limited(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "HANDSHAKE_SECONDS", 1.5)

    async def main() -> None:
        async with running_host() as run:
            port = port_of(run)
            half_open = [await asyncio.to_thread(rawwire.tcp, port)
                         for _ in range(HANDSHAKES_PER_ADDRESS)]
            assert await until(lambda: run.host.gate is not None and
                               run.host.gate.sockets == HANDSHAKES_PER_ADDRESS, 3)
            one_more = await asyncio.to_thread(rawwire.tcp, port)
            assert await asyncio.to_thread(rawwire.gone, one_more, 1.0)
            assert run.host.gate is not None
            assert run.host.gate.sockets == HANDSHAKES_PER_ADDRESS
            # the handshakes under way time out, and the address is let in again
            assert all(await asyncio.gather(*(asyncio.to_thread(rawwire.gone, sock, 3.0)
                                              for sock in half_open)))
            await honest_game(run.url)
            for sock in [*half_open, one_more]:
                sock.close()

    asyncio.run(main())


def test_sockets_stop_short_of_the_descriptor_limit_said_once(
        caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        async with running_host(limits=Limits(sockets=6)) as run:
            port = port_of(run)
            held = [await Peer.open(run.url) for _ in range(6)]
            refused = [await asyncio.to_thread(rawwire.tcp, port) for _ in range(30)]
            assert all(await asyncio.gather(*(asyncio.to_thread(rawwire.gone, sock, 2.0)
                                              for sock in refused)))
            for peer in held:
                await peer.close()
            await honest_game(run.url)
            for sock in refused:
                sock.close()

    with caplog.at_level(logging.WARNING, logger="axio_desktop.net"):
        asyncio.run(main())
    said = [record for record in caplog.records if "refused" in record.getMessage()]
    assert len(said) == 1, [record.getMessage() for record in said]
    assert "file descriptors" in said[0].getMessage()


def test_failed_accepts_are_said_once_without_a_traceback(
        caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        async with running_host() as run:
            loop = asyncio.get_running_loop()
            for _ in range(200):
                loop.call_exception_handler({
                    "message": "socket.accept() out of system resource",
                    "exception": OSError(24, "Too many open files")})
            await honest_game(run.url)

    with caplog.at_level(logging.WARNING):
        asyncio.run(main())
    said = [record for record in caplog.records if "accept" in record.getMessage()]
    assert len(said) == 1 and said[0].exc_info is None, said
