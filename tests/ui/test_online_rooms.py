"""Creating and joining an online game through the flow (`join_online`, `create_online`)
against the program's own host on the loopback: the waiting room shows the room code,
the addresses and who sits where, says how many players the game still waits for, and
every screen goes on to the table once every human seat is taken; a join the host
refuses is told in the player's words."""

from __future__ import annotations

import html

import pygame
import pytest
from driving import FRAME, click, step_until
from online_driving import Seat, at_the_table, loopback_host, the_room, url_of, waiting_room
from test_app_flow import gui_button, message_text

from axio_desktop.app import App
from axio_desktop.net.remote_seat import CreateRoom
from axio_desktop.ui.core.net_wording import refusal_text
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.userdata.online_seat import load_online_seat


def test_a_created_room_waits_for_every_seat_then_the_table_opens(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    with loopback_host() as host:
        app.flow.create_online(url_of(host), "rota", ["human", "bot:easy", "human"], "Anna",
                               addresses=["ws://192.168.1.20:7787"])
        room = the_room(app)
        scene = waiting_room(app)
        step_until(app, lambda: len(scene.online.players) == 3)
        assert scene.status()[0] == tr("online.waiting_one")
        assert scene.online.addresses == ("ws://192.168.1.20:7787",)
        assert [player.name for player in scene.online.players] == ["Anna", "Easy", None]
        assert scene.online.host_seat == 0 and scene.online.seat == 0
        kept, _ = load_online_seat()
        assert kept is not None and (kept.room, kept.seat, kept.created) == (room, 0, True)
        played: list[str] = []
        monkeypatch.setattr(app.audio, "play", played.append)
        ben = Seat(url_of(host), room)
        table = at_the_table(app)
        # it is Anna's turn: a sound and the window's title say so
        assert played == ["your_turn"]
        assert pygame.display.get_caption()[0] == f"AXIO · {tr('online.caption_your_turn')}"
        assert [player.name for player in table.match.players] == ["Anna", "Easy", "Ben"]
        assert [table.match.is_bot(seat) for seat in range(3)] == [False, True, True]
        assert table.match.humans == (0,) and table.curtain is None
        assert not table.match.undoable
        assert ben.thread.is_alive()
        table.leave_game()
        assert pygame.display.get_caption()[0] == "AXIO"


def test_joining_through_the_flow_takes_the_free_seat(app: App) -> None:
    with loopback_host() as host:
        anna = Seat(url_of(host), CreateRoom("axio", ("human", "human")), name="Anna")
        step_until(app, lambda: bool(anna.room))
        app.flow.join_online(url_of(host), anna.room.lower(), "Ben")
        table = at_the_table(app)
        seats = table.match.afar
        assert seats is not None and not seats.plays(1) and seats.plays(0)
        assert table.match.players[1].name == "Ben"
        table.leave_game()


@pytest.mark.parametrize("full", [False, True])
def test_a_join_the_host_refuses_is_told_and_the_screen_before_stays(app: App,
                                                                     full: bool) -> None:
    with loopback_host() as host:
        room = "ZZZZZZ"
        if full:
            app.flow.create_online(url_of(host), "rota", ["human", "bot:easy"], "Anna")
            room = the_room(app)
            at_the_table(app).leave_game()
            app.flow.to_menu()
        app.step(1, dt=FRAME)
        app.flow.join_online(url_of(host), room, "Ben")
        step_until(app, lambda: app.message is not None)
        assert isinstance(app.scenes.top, MenuScene)
        code = "room_full" if full else "no_room"
        assert message_text(app) == html.escape(refusal_text(code, "", room))
        assert room in message_text(app), "the room code the player gave is named"


def test_an_unreachable_host_is_told(app: App) -> None:
    app.step(1, dt=FRAME)
    app.flow.join_online("ws://127.0.0.1:9", "K7QX4P", "Ben")
    step_until(app, lambda: app.message is not None)
    assert isinstance(app.scenes.top, MenuScene)
    assert message_text(app) == html.escape(tr("net.unreachable", address="127.0.0.1:9"))
    assert load_online_seat() == (None, None)


def test_leaving_the_waiting_room_keeps_the_seat_for_continue(app: App) -> None:
    with loopback_host() as host:
        app.step(1, dt=FRAME)
        app.flow.create_online(url_of(host), "axio-hex", ["human", "human"], "Anna")
        room = the_room(app)
        scene = waiting_room(app)
        app.step(2, dt=FRAME)
        click(app, gui_button(scene, "leave"))
        step_until(app, lambda: isinstance(app.scenes.top, MenuScene))
        assert app.flow.has_online_seat()
        assert "continue_online" in app.scenes.top.actions.values()  # type: ignore[attr-defined]
        assert app.flow.continue_online()
        assert the_room(app) == room
        Seat(url_of(host), room)
        at_the_table(app).leave_game()
