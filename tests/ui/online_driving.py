"""Driving the online table: a host on the loopback (the program's own, on a thread),
command-line seats playing the other seats (built-in levels on threads), and the UI
seat played by real events at the table."""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from driving import step_until, wait_a_frame
from tutorial_driving import make

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.embedded import HostThread
from axio_desktop.net.remote_seat import CreateRoom, JoinRoom, SeatGame, SeatOptions, play_seat
from axio_desktop.ui.online.seats import OnlineSeats
from axio_desktop.ui.online.waiting_room import WaitingRoomScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.scene import TableScene


@contextmanager
def loopback_host(data: Path | None = None, port: int = 0) -> Iterator[HostThread]:
    """The program's own host on the loopback (its rooms kept in ``data``)."""
    host = HostThread(bind="127.0.0.1", port=port, data=data)
    host.start()
    try:
        yield host
    finally:
        host.stop()


def url_of(host: HostThread) -> str:
    return host.urls()[0]


class Seat:
    """A command-line seat (`join`'s library with a built-in level) on its own thread:
    it joins ``room`` (a code) or creates the room ``room`` says (`CreateRoom`)."""

    def __init__(self, url: str, room: str | CreateRoom, level: str = "random",
                 name: str = "Ben") -> None:
        self.games: list[SeatGame] = []
        self.failure: BaseException | None = None
        self.room = room if isinstance(room, str) else ""
        opening = JoinRoom(room) if isinstance(room, str) else room

        def welcomed(game: SeatGame) -> None:
            self.room = game.room

        def run() -> None:
            try:
                self.games.append(asyncio.run(play_seat(url, opening, SeatOptions(
                    name=name, decider=bot_decider(level, 5), on_room=welcomed))))
            except BaseException as error:  # noqa: BLE001 - the test reads it
                self.failure = error

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()

    def join(self, seconds: float = 30.0) -> SeatGame:
        self.thread.join(seconds)
        assert self.failure is None, self.failure
        assert self.games, "the seat's game has not ended"
        return self.games[0]


def waiting_room(app: App) -> WaitingRoomScene:
    scene = app.scenes.top
    assert isinstance(scene, WaitingRoomScene), type(scene).__name__
    return scene


def the_room(app: App) -> str:
    """The room code, once the host has welcomed the seat."""
    scene = waiting_room(app)
    step_until(app, lambda: bool(scene.online.room), 20)
    return scene.online.room


def at_the_table(app: App) -> TableScene:
    step_until(app, lambda: isinstance(app.scenes.top, TableScene), 20)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    return scene


def seats_of(scene: TableScene) -> OnlineSeats:
    afar = scene.match.afar
    assert isinstance(afar, OnlineSeats)
    return afar


def my_turn(app: App, scene: TableScene) -> bool:
    return app.scenes.top is scene and scene.mover_view() is not None


def play_my_turns(app: App, scene: TableScene, seed: int = 1, seconds: float = 60.0) -> int:
    """Play the UI seat by real events (each decision a random legal one) until the
    results show; returns how many decisions the seat made."""
    rng = random.Random(seed)
    made = 0

    def moved_on() -> bool:
        return isinstance(app.scenes.top, ResultsScene) or my_turn(app, scene)

    while True:
        step_until(app, moved_on, seconds)
        if isinstance(app.scenes.top, ResultsScene):
            return made
        view = scene.mover_view()
        decision = make_bot("random", rng, kit=scene.match.bot_kit).choose(view)
        make(app, scene, decision)
        made += 1
        step_until(app, lambda: not my_turn(app, scene) or scene.state.decisions_made > 0, 10)
        wait_a_frame(app)


def the_shadow_never_strays(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test where the table's shadow of the host's game does not follow the
    host's views (`OnlineSeats._set_right` would tell the player the host is at fault)."""
    def strayed(seats: OnlineSeats, update: object, error: Exception) -> None:
        pytest.fail(f"the shadow strayed from the host's game: {error}")

    monkeypatch.setattr(OnlineSeats, "_set_right", strayed)
