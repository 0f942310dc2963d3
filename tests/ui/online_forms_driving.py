"""Driving the Play online screens with real events: the app's host on the loopback
only (its rooms listed on the loopback's multicast), the forms filled by clicks and
typing; raw clients that create and join rooms; and, for each way a join can fail, a
host (or none) on the loopback that fails it so (`refusing`)."""

from __future__ import annotations

import asyncio
import json
import socket
import ssl
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from threading import Event, Thread
from typing import Any

import pygame
from driving import FRAME, click, post
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine
from test_app_flow import gui_button
from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve

from axio_desktop.app import App
from axio_desktop.net.embedded import HostThread
from axio_desktop.ui.core.gui import GuiScene
from axio_desktop.ui.core.net_wording import refusal_text
from axio_desktop.ui.hosting import ProgramHosting
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.host_game_scene import HostGameScene
from axio_desktop.ui.screens.join_game_scene import JoinGameScene
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.online_scene import OnlineScene

LOOPBACK = ["127.0.0.1"]
TLS = Path(__file__).parents[1] / "data" / "tls"


def loopback_hosting(data: Path) -> ProgramHosting:
    """The program's host as the tests run it: on the loopback, listed there alone."""
    return ProgramHosting(bind="127.0.0.1", interfaces=LOOPBACK, data=data)


def press_button(app: App, action: str, frames: int = 2) -> None:
    scene = app.scenes.top
    assert isinstance(scene, GuiScene), type(scene).__name__
    click(app, gui_button(scene, action), frames=frames)


def open_online(app: App) -> OnlineScene:
    app.step(1, dt=FRAME)
    assert isinstance(app.scenes.top, MenuScene)
    press_button(app, "online")
    scene = app.scenes.top
    assert isinstance(scene, OnlineScene)
    return scene


def open_host_form(app: App) -> HostGameScene:
    open_online(app)
    press_button(app, "host")
    form = app.scenes.top
    assert isinstance(form, HostGameScene)
    return form


def open_join_form(app: App) -> JoinGameScene:
    open_online(app)
    press_button(app, "join")
    form = app.scenes.top
    assert isinstance(form, JoinGameScene)
    return form


def type_into(app: App, field: UITextEntryLine | None, words: str) -> None:
    """Click the field, select what it holds (Ctrl+A) and type ``words`` over it."""
    assert field is not None
    click(app, field.rect.center)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0)
    for letter in words:
        post(pygame.TEXTINPUT, text=letter)
    app.step(2, dt=FRAME)
    assert field.get_text() == words


def choose(app: App, menu: UIDropDownMenu | None, option: str) -> None:
    """Open a drop-down with a click and click ``option`` in its list."""
    assert menu is not None
    click(app, menu.rect.center)
    items = menu.current_state.options_selection_list.item_list  # type: ignore[attr-defined]
    button = next(item["button_element"] for item in items if item["text"] == option)
    click(app, button.rect.center, frames=5)


def wait_for(app: App, done: Callable[[], Any], seconds: float = 10.0) -> Any:
    """Frames, a little real time between them, until ``done()`` gives something."""
    deadline = time.monotonic() + seconds
    while not (found := done()):
        assert time.monotonic() < deadline, f"still not done after {seconds} s"
        time.sleep(0.01)
        app.step(1, dt=FRAME)
    return found


async def room_waiting(url: str, game: str, seats: list[str]) -> tuple[Any, str]:
    anna = await connect(url)
    await anna.send(json.dumps({"type": "create", "protocol": "axio-net/1", "game": game,
                                "name": "Anna", "seats": seats}))
    welcome = json.loads(await anna.recv())
    return anna, welcome["room"]


async def joined(url: str, room: str, name: str) -> Any:
    peer = await connect(url)
    await peer.send(json.dumps({"type": "join", "protocol": "axio-net/1", "room": room,
                                "name": name}))
    assert json.loads(await peer.recv())["type"] == "welcome"
    return peer


class Serving:
    """A server on the loopback on a thread of its own, for as long as the test needs:
    ``start(port_ready)`` is a coroutine that listens and returns the port."""

    def __init__(self, listen: Callable[[], Awaitable[tuple[int, Any]]]) -> None:
        self.port = 0
        self._ready, self._done = Event(), Event()
        self._thread = Thread(target=lambda: asyncio.run(self._run(listen)), daemon=True)
        self._thread.start()
        assert self._ready.wait(10), "the server did not start"

    async def _run(self, listen: Callable[[], Awaitable[tuple[int, Any]]]) -> None:
        self.port, server = await listen()
        self._ready.set()
        while not self._done.is_set():
            await asyncio.sleep(0.02)
        server.close()

    def stop(self) -> None:
        self._done.set()
        self._thread.join(5)


@contextmanager
def serving(answer: Callable[[ServerConnection], Awaitable[None]]) -> Iterator[int]:
    """A WebSocket server answering each connection with ``answer``; its port."""
    async def listen() -> tuple[int, Any]:
        server = await serve(answer, "127.0.0.1", 0)
        return server.sockets[0].getsockname()[1], server
    server = Serving(listen)
    try:
        yield server.port
    finally:
        server.stop()


@contextmanager
def web_page() -> Iterator[int]:
    """An HTTP server that answers 404 to anything: an address that is no AXIO host."""
    async def page(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
        await writer.drain()
        writer.close()

    async def listen() -> tuple[int, Any]:
        server = await asyncio.start_server(page, "127.0.0.1", 0)
        return server.sockets[0].getsockname()[1], server
    server = Serving(listen)
    try:
        yield server.port
    finally:
        server.stop()


async def older_host(connection: ServerConnection) -> None:
    await connection.recv()
    await connection.send(json.dumps({"type": "error", "code": "protocol",
                                      "message": "This host speaks axio-net/2."}))
    await connection.close(1008)


async def newer_host(connection: ServerConnection) -> None:
    await connection.recv()
    await connection.send(json.dumps({"type": "welcome", "room": "K7QX4P", "game": "axio-3d",
                                      "seat": 1, "token": "t", "players": []}))
    await asyncio.sleep(2)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@contextmanager
def refusing(case: str) -> Iterator[tuple[str, str, str]]:
    """A host (or none) that refuses a join as ``case`` says: the address to type, the
    room code, and the sentence the player must read."""
    if case in ("no_room", "room_full", "certificate"):
        context = None
        if case == "certificate":
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(TLS / "host.pem", TLS / "host.key")
        host = HostThread(bind="127.0.0.1", port=0, ssl_context=context)
        port = host.start()
        loop = asyncio.new_event_loop()
        try:
            if case == "no_room":
                yield f"127.0.0.1:{port}", "ZZZZZZ", refusal_text("no_room", "", "ZZZZZZ")
            elif case == "room_full":
                url = f"ws://127.0.0.1:{port}"
                anna, code = loop.run_until_complete(room_waiting(url, "rota", ["human"] * 2))
                ben = loop.run_until_complete(joined(url, code, "Ben"))
                yield url, code, refusal_text("room_full", "", code)
                for peer in (anna, ben):
                    loop.run_until_complete(peer.close())
            else:
                url = f"wss://127.0.0.1:{port}"
                yield url, "K7QX4P", f"The certificate of {url} was refused ("
        finally:
            loop.close()
            host.stop()
    elif case in ("protocol", "newer"):
        with serving(older_host if case == "protocol" else newer_host) as port:
            address = f"127.0.0.1:{port}"
            yield address, "K7QX4P", (refusal_text("protocol", "") if case == "protocol"
                                      else tr("net.newer", address=address))
    elif case == "not_a_host":
        with web_page() as port:
            address = f"127.0.0.1:{port}"
            yield address, "K7QX4P", tr("net.not_a_host", address=address)
    else:
        address = f"127.0.0.1:{free_port()}"
        yield address, "K7QX4P", tr("net.unreachable", address=address)
