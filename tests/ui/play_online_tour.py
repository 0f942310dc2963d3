"""Play online's forms in the screenshot tour (`screenshot_tour.py` calls it after each
size and language; `python tests/ui/play_online_tour.py [OUT_DIR [LANGUAGE...]]` runs it
alone): the menu with Play online, its two choices, the Host a game form (and a port
that is taken, a game held on a server), the Join a game form with games listed on the
network, with none, and without multicast, each failed join as the player meets it,
the rules screen's page on playing online, and About (its credits). The games listed
are real rooms of a host on the loopback, found by the join form's browser there;
each failed join is a real one (`online_forms_driving.refusing`)."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-online-tour-"))

from driving import FRAME, tour_app
from online_forms_driving import refusing
from websockets.asyncio.client import connect

from axio_desktop.app import App
from axio_desktop.kits import find_kit
from axio_desktop.net.embedded import HostThread
from axio_desktop.ui.core.net_wording import hosting_problem_text
from axio_desktop.ui.hosting import ProgramHosting
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.about_scene import AboutScene
from axio_desktop.ui.screens.host_game_scene import HostGameScene
from axio_desktop.ui.screens.join_game_scene import JoinGameScene
from axio_desktop.ui.screens.online_scene import OnlineScene
from axio_desktop.ui.screens.rules_scene import RulesScene

LOOPBACK = ["127.0.0.1"]
REFUSALS = ("no_room", "room_full", "protocol", "newer", "not_a_host", "unreachable",
            "certificate")
"""Each way a join fails, shown as the player meets it: a sentence over the join form."""
ROOMS = (("axio", "Anna", ["human", "human", "bot:hard"]),
         ("rota", "Beata", ["human", "human", "human", "human"]),
         ("axio-hex", "Chris", ["human", "bot:medium", "human"]))


class WaitingRooms:
    """Rooms of a host on the loopback, listed there, their creators waiting."""

    def __init__(self) -> None:
        self.host = HostThread(bind="127.0.0.1", port=0, advertise=True, interfaces=LOOPBACK)
        self.port = self.host.start()
        self.done = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._wait()), daemon=True)
        self.thread.start()

    async def _wait(self) -> None:
        connections = []
        for game, name, seats in ROOMS:
            connection = await connect(f"ws://127.0.0.1:{self.port}")
            await connection.send(json.dumps({"type": "create", "protocol": "axio-net/1",
                                              "game": game, "name": name, "seats": seats}))
            await connection.recv()
            connections.append(connection)
        while not self.done.is_set():
            await asyncio.sleep(0.05)
        for connection in connections:
            await connection.close()

    def close(self) -> None:
        self.done.set()
        self.thread.join(5)
        self.host.stop()


def tour_play_online(out: Path, size: tuple[int, int], language: str,
                     rooms: WaitingRooms | None = None) -> None:
    """Play online's shots at ``size`` in ``language``, beside the tour's others."""
    app, shot = tour_app(out, size, language)
    app.hosting = ProgramHosting(bind="127.0.0.1", interfaces=LOOPBACK,
                                 data=Path(tempfile.mkdtemp(prefix="axio-rooms-")))
    own = rooms is None
    rooms = rooms or WaitingRooms()
    try:
        play_online_tour(app, shot)
    finally:
        app.close()
        if own:
            rooms.close()


def play_online_tour(app: App, shot: Callable[..., None]) -> None:
    shot("online_menu")
    app.scenes.push(OnlineScene(app))
    shot("online_choice")
    form = HostGameScene(app)
    app.scenes.push(form)
    shot("online_host")
    form.count, form.kinds = 4, ["medium", "human", "human", "hard"]
    form.rebuild()
    form.problem = hosting_problem_text(OSError(errno.EADDRINUSE, "in use"), 7787)
    shot("online_host_port_taken")
    form.on_server, form.problem, form.address_text = True, "", "wss://games.example.org"
    form.rebuild()
    shot("online_host_on_a_server")
    app.scenes.pop()
    join = JoinGameScene(app)
    app.scenes.push(join)
    shot("online_join_looking")
    deadline = time.monotonic() + 10
    while len(join.shown) < len(ROOMS) and time.monotonic() < deadline:
        time.sleep(0.02)
        app.step(1, dt=FRAME)
    shot("online_join_listed")
    app.scenes.pop()
    app.hosting = ProgramHosting(bind="127.0.0.1", interfaces=["203.0.113.7"])
    join = JoinGameScene(app)
    app.scenes.push(join)
    deadline = time.monotonic() + 5
    while join.status != tr("join.no_multicast") and time.monotonic() < deadline:
        time.sleep(0.02)
        app.step(1, dt=FRAME)
    shot("online_join_no_multicast")
    for case in REFUSALS:
        with refusing(case) as (address, room, _sentence):
            join.address_text, join.room_text = address, room
            join.clear()
            join.build(app.size)
            join.submit()
            deadline = time.monotonic() + 15
            while app.message is None and time.monotonic() < deadline:
                time.sleep(0.02)
                app.step(1, dt=FRAME)
            shot(f"online_refused_{case}")
            app.close_message()
    app.scenes.pop()
    app.scenes.push(RulesScene(app, find_kit(app.settings.game), online=True))
    shot("online_rules")
    app.scenes.pop()
    app.scenes.push(AboutScene(app))
    shot("about")  # websockets, python-zeroconf and ifaddr among the credits
    app.flow.to_menu()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else \
        Path(__file__).resolve().parents[2] / "screenshots"
    rooms = WaitingRooms()
    try:
        for language in sys.argv[2:] or ["en", "de"]:
            for size in ((1280, 800), (1024, 600)):
                tour_play_online(out, size, language, rooms)
    finally:
        rooms.close()
    print(f"screenshots in {out}")


if __name__ == "__main__":
    main()
