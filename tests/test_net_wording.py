"""What goes wrong on the network, in one sentence in the player's language: each error
code of axio-net/1, a host that cannot be reached, an address that is no AXIO host, a
host that speaks a newer protocol, a refused certificate, a port that cannot be had.
The failures are real ones, on the loopback."""

from __future__ import annotations

import asyncio
import errno
import json
import socket
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, get_args

import pytest
from websockets.asyncio.server import ServerConnection, serve

from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.host import Host
from axio_desktop.net.protocol import ErrorCode
from axio_desktop.net.remote_seat import (
    ConnectionLost,
    HostFault,
    HostRefused,
    JoinRoom,
    SeatOptions,
    play_seat,
)
from axio_desktop.ui.core.net_wording import (
    connection_problem_text,
    hosting_problem_text,
    refusal_text,
    shown_address,
)
from axio_desktop.ui.i18n import catalogue, set_language, tr
from axio_desktop.userdata import LANGUAGES

TLS = Path(__file__).parent / "data" / "tls"


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_error_code_has_one_sentence_in_each_language(language: str) -> None:
    set_language(language)
    sentences = {code: refusal_text(code, "Cell (9, 9) shares no edge.", "k7qx4p")
                 for code in get_args(ErrorCode)}
    assert len(set(sentences.values())) == len(sentences), "each code says something else"
    for code, sentence in sentences.items():
        assert sentence == catalogue(language)[f"net.refused.{code}"].format(
            room="K7QX4P", message="Cell (9, 9) shares no edge.")
        assert sentence.endswith((".", "?", "edge.")) and sentence.count(". ") <= 1, sentence
    assert "K7QX4P" in sentences["no_room"] and "K7QX4P" in sentences["room_full"]
    assert sentences["illegal"].endswith("Cell (9, 9) shares no edge.")
    assert refusal_text("teapot", "The host's own words.") == tr(
        "net.refused_other", code="teapot", message="The host's own words.")


async def join(url: str, room: str = "K7QX4P") -> None:
    """Join as the desktop does (a ``wss://`` host's certificate is then checked against
    the certificate authorities this computer trusts)."""
    await play_seat(url, JoinRoom(room), SeatOptions(name="Ben", decider=bot_decider("random"),
                                                     retry_seconds=0))


async def failure(work: Awaitable[Any]) -> BaseException:
    """What ``work`` failed with (it must fail)."""
    try:
        await work
    except (ConnectionLost, HostRefused, HostFault) as error:
        return error
    raise AssertionError("it did not fail")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def test_a_room_that_is_not_there() -> None:
    async def run() -> BaseException:
        host = Host()
        port = await host.start("127.0.0.1", 0)
        try:
            return await failure(join(f"ws://127.0.0.1:{port}", "ZZZZZZ"))
        finally:
            await host.close()

    assert connection_problem_text(asyncio.run(run()), "ws://127.0.0.1:7787", "zzzzzz") == (
        "No game has the room code ZZZZZZ on this host: check the code with the friend who "
        "gave it to you.")


def test_a_host_that_cannot_be_reached() -> None:
    url = f"ws://127.0.0.1:{free_port()}"
    error = asyncio.run(failure(join(url)))
    assert isinstance(error, ConnectionLost)
    assert connection_problem_text(error, url) == tr("net.unreachable",
                                                     address=shown_address(url))
    assert connection_problem_text(error, url).startswith("Nothing answers at 127.0.0.1:")


@asynccontextmanager
async def fake_host(answer: Callable[[ServerConnection], Awaitable[None]]) -> AsyncIterator[str]:
    async with serve(answer, "127.0.0.1", 0) as server:
        yield f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"


def test_a_host_of_another_protocol_and_one_that_is_newer() -> None:
    async def older(connection: ServerConnection) -> None:
        await connection.recv()
        await connection.send(json.dumps({"type": "error", "code": "protocol",
                                          "message": "This host speaks axio-net/2."}))
        await connection.close(1008)

    async def newer(connection: ServerConnection) -> None:
        await connection.recv()
        await connection.send(json.dumps({"type": "welcome", "room": "K7QX4P",
                                          "game": "axio-cubed", "seat": 1, "token": "t",
                                          "players": []}))
        await asyncio.sleep(1)

    async def run(answer: Callable[[ServerConnection], Awaitable[None]]) -> BaseException:
        async with fake_host(answer) as url:
            return await failure(join(url))

    protocol = connection_problem_text(asyncio.run(run(older)))
    assert protocol == tr("net.refused.protocol")
    assert "same version of AXIO desktop" in protocol
    newer_text = connection_problem_text(asyncio.run(run(newer)), "ws://192.0.2.7:7787")
    assert newer_text == tr("net.newer", address="192.0.2.7:7787")
    assert "probably newer" in newer_text


def test_an_address_that_answers_but_is_no_host() -> None:
    async def web_page(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
        await writer.drain()
        writer.close()

    async def run() -> BaseException:
        server = await asyncio.start_server(web_page, "127.0.0.1", 0)
        url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}"
        async with server:
            return await failure(join(url))

    assert connection_problem_text(asyncio.run(run()), "ws://127.0.0.1:80") == (
        "127.0.0.1:80 answers, but not as a host of AXIO games: check the address and the port.")


def test_a_certificate_this_computer_does_not_trust() -> None:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(TLS / "host.pem", TLS / "host.key")

    async def run() -> tuple[str, BaseException]:
        host = Host()
        port = await host.start("127.0.0.1", 0, context)
        url = f"wss://127.0.0.1:{port}"
        try:
            return url, await failure(join(url))
        finally:
            await host.close()

    url, error = asyncio.run(run())
    sentence = connection_problem_text(error, url)
    assert sentence.startswith(f"The certificate of {url} was refused (")
    assert "certificate" in sentence.split("(")[1] and sentence.endswith("did not join.")


def test_a_port_that_cannot_be_had() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with socket.socket() as second, pytest.raises(OSError) as failed:
            second.bind(("127.0.0.1", port))
    assert hosting_problem_text(failed.value, port) == (
        f"Port {port} is already in use on this computer (by another program, or another "
        "AXIO hosting a game): choose another port.")
    assert hosting_problem_text(PermissionError(errno.EACCES, "Permission denied"), 80) == (
        "This computer does not let programs listen on port 80: choose a port from 1024 "
        "to 65535.")
    set_language("de")
    assert hosting_problem_text(failed.value, port).startswith(f"Port {port} ist auf diesem")
