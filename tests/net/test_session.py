"""A person's seat of an online game (`net.session`), as the desktop game runs it: the
connection on its own thread, read with `poll` (never waiting), the player's answers
handed in from the program's thread; refusals, leaving and coming back with the token,
and a host stopped and started again on its data while the seat waits."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from axio_desktop.kits import find_kit
from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.embedded import HostThread
from axio_desktop.net.remote_seat import CreateRoom, JoinRoom, SeatGame, SeatOptions, play_seat
from axio_desktop.net.session import Session
from axio_desktop.net.session_events import (
    Asked,
    ConnectionChanged,
    Ended,
    PlayersChanged,
    Refused,
    SeatEvent,
    Updated,
    Welcomed,
)

WAIT = 20.0


@pytest.fixture
def host(tmp_path: Path) -> Iterator[HostThread]:
    running = HostThread(bind="127.0.0.1", port=0, data=tmp_path / "rooms")
    running.start()
    yield running
    running.stop()


def url_of(host: HostThread) -> str:
    return host.urls()[0]


class Heard:
    """Everything a session said, polled as a frame loop would."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.events: list[SeatEvent] = []
        self.unread: list[SeatEvent] = []

    def until(self, done: Callable[[SeatEvent], bool], seconds: float = WAIT) -> SeatEvent:
        """The next event ``done`` accepts (those before it are passed over)."""
        deadline = time.monotonic() + seconds
        while True:
            self.unread += self.session.poll()
            while self.unread:
                event = self.unread.pop(0)
                self.events.append(event)
                if done(event):
                    return event
            assert time.monotonic() < deadline, f"not heard in {seconds} s: {self.events[-5:]}"
            time.sleep(0.005)


def bot_seat(url: str, room: str, level: str = "random") -> tuple[threading.Thread, list[SeatGame]]:
    """A command-line seat (a built-in level) joining ``room`` on its own thread."""
    games: list[SeatGame] = []

    def run() -> None:
        games.append(asyncio.run(play_seat(url, JoinRoom(room), SeatOptions(
            name="Ben", decider=bot_decider(level, 5)))))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, games


def a_move(kit: Any, view: Any, seed: int) -> Any:
    from axio_desktop.bots import make_bot

    return make_bot("random", random.Random(seed), kit=kit.bots).choose(view)


def play_to_the_end(heard: Heard, kit: Any) -> Ended:
    """Answer every decision the host asks as the player would, from the view the
    session gives, until the game is over."""
    while True:
        event = heard.until(lambda event: isinstance(event, (Asked, Ended)))
        if isinstance(event, Ended):
            return event
        assert isinstance(event, Asked)
        heard.session.answer(event.version, a_move(kit, event.view, event.version))


@pytest.mark.parametrize("game_id", ["rota", "axio"])
def test_a_created_room_is_played_to_the_end_from_the_program_thread(
        host: HostThread, game_id: str) -> None:
    session = Session(url_of(host), CreateRoom(game_id, ("human", "human")), "Anna")
    session.start()
    heard = Heard(session)
    welcomed = heard.until(lambda event: isinstance(event, Welcomed))
    assert isinstance(welcomed, Welcomed) and welcomed.seat == 0 and session.created
    assert session.connection.state == "connected"
    assert [player.name for player in welcomed.players] == ["Anna", None]
    thread, games = bot_seat(url_of(host), welcomed.room)
    joined = heard.until(lambda event: isinstance(event, PlayersChanged))
    assert isinstance(joined, PlayersChanged) and joined.players[1].name == "Ben"
    ended = play_to_the_end(heard, find_kit(game_id))
    thread.join(WAIT)
    assert ended.result["finished"] and games[0].record == ended.record
    heard.until(lambda event: isinstance(event, ConnectionChanged) and event.connection.state == "ended")
    assert session.wait(5)


def test_a_refused_answer_comes_back_and_the_seat_is_asked_again(host: HostThread) -> None:
    session = Session(url_of(host), CreateRoom("rota", ("human", "bot:random")), "Anna")
    session.start()
    heard = Heard(session)
    start = heard.until(lambda event: isinstance(event, Updated))
    assert isinstance(start, Updated) and start.view.to_move == 0
    kit = find_kit("rota")
    session.answer(0, kit.bots.wire.move_from({"cell": [9, 9], "rotation": 0}))
    refused = heard.until(lambda event: isinstance(event, Refused))
    assert isinstance(refused, Refused)
    assert refused.message == "Cell (9, 9) shares no edge with the display."
    session.answer(0, next(start.view.legal_moves()))
    moved = heard.until(lambda event: isinstance(event, Updated))
    assert isinstance(moved, Updated) and moved.version == 1 and moved.last is not None
    assert moved.last.seat == 0
    session.leave()


@pytest.mark.parametrize(("room", "code"), [("ZZZZZZ", "no_room"), (None, "room_full")])
def test_a_join_the_host_refuses_ends_the_session_with_its_code(host: HostThread,
                                                                room: str | None,
                                                                code: str) -> None:
    if room is None:
        first = Session(url_of(host), CreateRoom("rota", ("human", "bot:random")), "Anna")
        first.start()
        welcomed = Heard(first).until(lambda event: isinstance(event, Welcomed))
        assert isinstance(welcomed, Welcomed)
        room = welcomed.room
    session = Session(url_of(host), JoinRoom(room), "Ben")
    session.start()
    Heard(session).until(lambda event: isinstance(event, ConnectionChanged)
                         and event.connection.state == "refused")
    assert session.connection.code == code and session.connection.message.endswith(".")
    assert session.wait(5)


def test_a_host_that_cannot_be_reached_ends_the_session_as_lost() -> None:
    session = Session("ws://127.0.0.1:9", JoinRoom("K7QX4P"), "Ben")
    session.start()
    Heard(session).until(lambda event: isinstance(event, ConnectionChanged)
                         and event.connection.over)
    assert session.connection.state == "lost"
    assert "cannot reach ws://127.0.0.1:9" in session.connection.message


def test_a_seat_left_is_taken_up_again_with_its_token(host: HostThread) -> None:
    session = Session(url_of(host), CreateRoom("axio", ("human", "human")), "Anna")
    session.start()
    welcomed = Heard(session).until(lambda event: isinstance(event, Welcomed))
    assert isinstance(welcomed, Welcomed)
    thread, _ = bot_seat(url_of(host), welcomed.room)
    Heard(session).until(lambda event: isinstance(event, Updated))
    session.leave()
    assert session.connection.state == "left" and session.wait(5)
    again = Session(url_of(host), JoinRoom(welcomed.room, welcomed.token), "Anna")
    again.start()
    heard = Heard(again)
    back = heard.until(lambda event: isinstance(event, Welcomed))
    assert isinstance(back, Welcomed) and (back.seat, back.token) == (0, welcomed.token)
    snapshot = heard.until(lambda event: isinstance(event, Updated))
    assert isinstance(snapshot, Updated) and snapshot.last is None and snapshot.version == 0
    ended = play_to_the_end(heard, find_kit("axio"))
    assert ended.result["finished"]
    thread.join(WAIT)


def test_a_seat_waits_through_a_host_restart_and_plays_on(tmp_path: Path) -> None:
    host = HostThread(bind="127.0.0.1", port=0, data=tmp_path / "rooms")
    port = host.start()
    session = Session(f"ws://127.0.0.1:{port}", CreateRoom("rota", ("human", "bot:random")),
                      "Anna")
    session.start()
    heard = Heard(session)
    start = heard.until(lambda event: isinstance(event, Updated))
    assert isinstance(start, Updated)
    host.stop()
    dropped = heard.until(lambda event: isinstance(event, ConnectionChanged)
                          and event.connection.state == "reconnecting")
    assert isinstance(dropped, ConnectionChanged) and dropped.connection.host_gone
    session.answer(0, next(start.view.legal_moves()))  # while the host is away
    again = HostThread(bind="127.0.0.1", port=port, data=tmp_path / "rooms")
    again.start()
    try:
        snapshot = heard.until(lambda event: isinstance(event, Updated))
        assert isinstance(snapshot, Updated) and snapshot.last is None
        counted = heard.until(lambda event: isinstance(event, Updated))
        assert isinstance(counted, Updated) and counted.version == 1
        assert counted.last is not None and counted.last.seat == 0  # sent again, once
        assert session.connection.state == "connected"
        session.leave()
    finally:
        again.stop()
