"""Play online from the main menu: the Host a game form starts the program's host and
creates the room; the Join a game form lists the games on the network and takes an
address and a room code typed in; what the forms refuse, and why, in a sentence."""

from __future__ import annotations

import asyncio
import json
import socket
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from online_driving import (
    LOOPBACK,
    choose,
    loopback_hosting,
    open_host_form,
    open_join_form,
    open_online,
    press_button,
    type_into,
    wait_for,
)
from websockets.asyncio.client import connect

from axio_desktop.app import App
from axio_desktop.net.embedded import HostThread
from axio_desktop.ui.core.net_wording import hosting_problem_text
from axio_desktop.ui.hosting import ProgramHosting
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.host_game_scene import HostGameScene
from axio_desktop.ui.screens.join_game_scene import JoinGameScene, listing_text
from axio_desktop.ui.screens.online_fields import parse_address, parse_room
from axio_desktop.ui.screens.rules_scene import RulesScene
from axio_desktop.userdata import Settings


class Asked:
    """Stands in for the flow's online methods: notes what the forms ask."""

    def __init__(self, app: App) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        app.flow.create_online = lambda *args: self.calls.append(("create", args))  # type: ignore[method-assign]
        app.flow.join_online = lambda *args: self.calls.append(("join", args))  # type: ignore[method-assign]


@pytest.fixture
def hosting(app: App, tmp_path: Path) -> ProgramHosting:
    app.hosting = loopback_hosting(tmp_path / "rooms")
    app.save_settings(replace(app.settings, online_port=0))
    return app.hosting


def test_hosting_a_game_starts_the_host_and_creates_the_room(app: App, hosting: ProgramHosting) -> None:
    asked = Asked(app)
    form = open_host_form(app)
    press_button(app, "game:axio")
    assert form.game == "axio" and app.settings.game == "axio"
    choose(app, form.count_menu, "3")
    choose(app, form.kind_menus[1], tr("seat.bot_level", level=tr("level.hard")))
    notes = [element.text for element in form.elements  # type: ignore[attr-defined]
             if getattr(element, "text", None) in (tr("host.your_seat"), tr("host.friend_seat"),
                                                   tr("host.bot_seat"))]
    assert notes == [tr("host.your_seat"), tr("host.bot_seat"), tr("host.friend_seat")]
    type_into(app, form.name_field, "Anna")
    press_button(app, "host")
    assert hosting.running and hosting.port > 0
    assert asked.calls == [("create", (f"ws://127.0.0.1:{hosting.port}", "axio",
                                       ("human", "bot:hard", "human"), "Anna"))]
    assert hosting.urls() == [f"ws://127.0.0.1:{hosting.port}"]
    assert app.settings.online_name == "Anna"
    assert Settings.load()[0].online_name == "Anna", "kept for next time"


def test_a_port_in_use_is_told_and_a_free_one_kept_for_next_time(
        app: App, hosting: ProgramHosting, data_dir: Path) -> None:
    asked = Asked(app)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        form = open_host_form(app)
        type_into(app, form.port_field, str(busy))
        press_button(app, "host")
        assert form.problem == hosting_problem_text(OSError(98, "in use"), busy)
        assert f"Port {busy} is already in use" in form.problem
        assert not hosting.running and asked.calls == []
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    type_into(app, form.port_field, str(free))
    press_button(app, "host")
    assert form.problem == "" and hosting.port == free and len(asked.calls) == 1
    again = App(size=(1024, 600), data_dir=data_dir)
    try:
        assert again.settings.online_port == free
        again.hosting = loopback_hosting(hosting.data)
        form = open_host_form(again)
        assert form.port_field is not None and form.port_field.get_text() == str(free)
    finally:
        again.close()


def test_a_game_held_on_a_server_starts_no_host_here(app: App, hosting: ProgramHosting) -> None:
    asked = Asked(app)
    form = open_host_form(app)
    assert form.port_field is not None and form.address_field is None
    choose(app, form.where_menu, tr("host.server"))
    assert form.port_field is None and form.address_field is not None
    press_button(app, "host")
    assert form.problem == tr("join.bad_address") and asked.calls == []
    type_into(app, form.address_field, "wss://games.example.org")
    press_button(app, "host")
    assert asked.calls == [("create", ("wss://games.example.org", "rota", ("human", "human"),
                                       app.settings.online_name))]
    assert not hosting.running and app.settings.online_address == "wss://games.example.org"


@pytest.mark.parametrize(("seats", "problem"), [
    (["easy", "medium"], "host.no_seat_for_you"),
    (["human", "easy"], "host.no_friend"),
])
def test_seats_without_a_friend_are_refused(app: App, hosting: ProgramHosting, seats: list[str],
                                             problem: str) -> None:
    asked = Asked(app)
    form = open_host_form(app)
    assert form.kinds[:2] == ["human", "human"], "a seat is a person's at first"
    for index, kind in enumerate(seats):  # each choice lays the form out anew
        if kind != "human":
            choose(app, form.kind_menus[index], tr("seat.bot_level", level=tr(f"level.{kind}")))
    press_button(app, "host")
    assert form.problem == tr(problem)
    assert not hosting.running and asked.calls == []


def test_a_name_and_a_port_that_cannot_be_are_told(app: App, hosting: ProgramHosting) -> None:
    form = open_host_form(app)
    type_into(app, form.name_field, "   ")
    press_button(app, "host")
    assert form.problem == tr("host.bad_name", most=40)
    type_into(app, form.name_field, "Anna")
    type_into(app, form.port_field, "99999")
    press_button(app, "host")
    assert form.problem == tr("host.bad_port", most=65535)
    assert not hosting.running


def test_joining_by_address_and_room_code(app: App, hosting: ProgramHosting) -> None:
    asked = Asked(app)
    form = open_join_form(app)
    type_into(app, form.name_field, "Ben")
    type_into(app, form.address_field, "192.0.2.7")
    press_button(app, "join")
    assert form.problem == tr("join.bad_room", length=6) and asked.calls == []
    type_into(app, form.room_field, "k7qx4p")
    press_button(app, "join")
    assert asked.calls == [("join", ("ws://192.0.2.7:7787", "K7QX4P", "Ben"))]
    assert app.settings.online_address == "192.0.2.7"
    type_into(app, form.address_field, "wss://games.example.org")
    press_button(app, "join")
    assert asked.calls[-1] == ("join", ("wss://games.example.org", "K7QX4P", "Ben"))
    type_into(app, form.address_field, "http://games.example.org")
    press_button(app, "join")
    assert form.problem == tr("join.bad_address") and len(asked.calls) == 2


def test_addresses_and_room_codes_as_players_type_them() -> None:
    assert parse_address(" 192.168.1.20 ") == "ws://192.168.1.20:7787"
    assert parse_address("192.168.1.20:7788") == "ws://192.168.1.20:7788"
    assert parse_address("ws://axio.local") == "ws://axio.local:7787"
    assert parse_address("wss://games.example.org") == "wss://games.example.org"
    assert parse_address("wss://games.example.org:8443/K7QX4P") == \
        "wss://games.example.org:8443/K7QX4P"
    assert parse_address("[fd00::2]:7787") == "ws://[fd00::2]:7787"
    for wrong in ("", "http://example.org", "a b", "host:99999", "ws://", "host:port"):
        with pytest.raises(ValueError):
            parse_address(wrong)
    assert parse_room(" k7qx4p ") == "K7QX4P"
    for wrong in ("K7QX4", "K7QX4P1", "K7QX41", "K7QX4O"):
        with pytest.raises(ValueError):
            parse_room(wrong)


async def room_waiting(url: str, game: str, seats: list[str]) -> tuple[Any, str]:
    anna = await connect(url)
    await anna.send(json.dumps({"type": "create", "protocol": "axio-net/1", "game": game,
                                "name": "Anna", "seats": seats}))
    welcome = json.loads(await anna.recv())
    return anna, welcome["room"]


def test_a_game_on_the_network_is_listed_by_itself_and_joined_with_a_click(
        app: App, hosting: ProgramHosting) -> None:
    asked = Asked(app)
    friend = HostThread(bind="127.0.0.1", port=0, advertise=True, interfaces=LOOPBACK)
    port = friend.start()
    loop = asyncio.new_event_loop()
    try:
        form = open_join_form(app)
        anna, code = loop.run_until_complete(
            room_waiting(f"ws://127.0.0.1:{port}", "axio-hex", ["human", "human", "bot:easy"]))

        def listed() -> Any:
            return next((game for game in form.shown if game.room.code == code), None)

        game = wait_for(app, listed)
        row = next(element for element, action in form.actions.items()
                   if action.startswith("lan:") and element.text == listing_text(game))  # type: ignore[attr-defined]
        assert "AXIO Hex hosted by Anna: room" in row.text  # type: ignore[attr-defined]
        assert "1 of 3 seats free" in row.text  # type: ignore[attr-defined]
        type_into(app, form.name_field, "Ben")
        press_button(app, app_action(form, row))
        assert asked.calls == [("join", (f"ws://127.0.0.1:{port}", code, "Ben"))]
        loop.run_until_complete(anna.close())  # the creator left: the room is no longer listed
        wait_for(app, lambda: listed() is None)
    finally:
        loop.close()
        friend.stop()


def app_action(form: JoinGameScene, element: object) -> str:
    return form.actions[element]  # type: ignore[index]


def test_without_multicast_the_list_says_so_and_typing_still_joins(app: App) -> None:
    assert app.hosting.browser().interfaces == [], "the tests' app lists nothing"
    asked = Asked(app)
    form = open_join_form(app)
    wait_for(app, lambda: form.status == tr("join.no_multicast"))
    assert form.shown == [] and form.list_elements == []
    type_into(app, form.address_field, "127.0.0.1:7787")
    type_into(app, form.room_field, "K7QX4P")
    press_button(app, "join")
    assert asked.calls == [("join", ("ws://127.0.0.1:7787", "K7QX4P", app.settings.online_name))]


def test_an_empty_network_is_told_after_a_moment_of_looking(app: App, hosting: ProgramHosting) -> None:
    form = open_join_form(app)
    assert form.status == tr("join.looking")
    app.step(4 * 60, dt=1 / 60)
    assert form.status == tr("join.none_yet")  # (the other tests' rooms may be listed)
    press_button(app, "back")
    assert form.browser is None, "it stops looking when left"


def test_the_page_on_playing_online_in_the_rules_screen(app: App) -> None:
    open_online(app)
    press_button(app, "how")
    rules = app.scenes.top
    assert isinstance(rules, RulesScene) and rules.online
    assert rules.title() == tr("rules.online_title")
    press_button(app, "game_page")
    assert not rules.online and rules.title() == tr("rules.title_game", game="AXIO Rota")
    press_button(app, "online_page")
    assert rules.online
    press_button(app, "back")
    press_button(app, "back")
    assert not isinstance(app.scenes.top, HostGameScene)


def test_quitting_the_program_stops_its_host_and_keeps_the_room(
        app: App, hosting: ProgramHosting) -> None:
    Asked(app)
    form = open_host_form(app)
    press_button(app, "host")
    url = hosting.own_url
    loop = asyncio.new_event_loop()
    try:
        anna, code = loop.run_until_complete(room_waiting(url, "rota", ["human", "human"]))
        app.close()  # as the window's close button does, at the end of the loop
        assert not hosting.running
        loop.run_until_complete(anna.wait_closed())
        assert anna.close_code == 1001, "going away: the others are told the host has gone"
        assert hosting.keeps(code) and not hosting.keeps("ZZZZZZ")
        assert not hosting.resume(url, "ZZZZZZ") and not hosting.resume(
            "wss://games.example.org", code), "only a game hosted here, where it was"
        assert not hosting.running
        assert hosting.resume(url, code) and hosting.own_url == url, "on the same port"
        ben = loop.run_until_complete(connect(hosting.own_url))
        loop.run_until_complete(ben.send(json.dumps(
            {"type": "join", "protocol": "axio-net/1", "room": code, "name": "Ben"})))
        welcome = json.loads(loop.run_until_complete(ben.recv()))
        assert welcome["type"] == "welcome" and welcome["seat"] == 1, "hosted again, kept"
        loop.run_until_complete(ben.close())
    finally:
        hosting.stop()
        loop.close()
    assert form.problem == ""
