"""Play online from the main menu, through the screens and the real flow: Host a game
starts the program's host (on the loopback here) and creates the room, whose waiting
room shows the code and the addresses; Join a game lists the games on the network and
takes an address and a room code typed in; every refusal of a join is told in its
sentence over the form; what the forms refuse themselves, and why; quitting stops the
host and hosting again resumes the kept game."""

from __future__ import annotations

import asyncio
import html
import socket
from pathlib import Path
from typing import Any

import pygame
import pytest
from driving import click, post, step_until
from online_driving import (
    Seat,
    at_the_table,
    loopback_host,
    seats_of,
    the_room,
    url_of,
    waiting_room,
)
from online_forms_driving import (
    LOOPBACK,
    choose,
    joined,
    loopback_hosting,
    open_host_form,
    open_join_form,
    open_online,
    press_button,
    refusing,
    room_waiting,
    type_into,
    wait_for,
)
from test_app_flow import message_text

from axio_desktop.app import App
from axio_desktop.kits import find_kit
from axio_desktop.net.embedded import HostThread
from axio_desktop.net.store_sqlite import SqliteStore
from axio_desktop.ui.core.net_wording import hosting_problem_text
from axio_desktop.ui.hosting import ProgramHosting
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.kit import new_match
from axio_desktop.ui.screens.backdrop import backdrop
from axio_desktop.ui.screens.host_game_scene import HostGameScene
from axio_desktop.ui.screens.join_game_scene import JoinGameScene, listing_text
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.online_fields import parse_address, parse_room
from axio_desktop.ui.screens.rules_scene import RulesScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.userdata import Settings
from axio_desktop.userdata.autosave import default_path, save_autosave
from axio_desktop.userdata.online_seat import OnlineSeat, keep_online_seat


class Asked:
    """Stands in for the flow's online methods where a test wants only what the forms
    ask (the addresses a player types are checked without a host behind them)."""

    def __init__(self, app: App) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        app.flow.create_online = lambda *args, **_: self.calls.append(("create", args))  # type: ignore[method-assign]
        app.flow.join_online = lambda *args: self.calls.append(("join", args))  # type: ignore[method-assign]


@pytest.fixture
def hosting(app: App, tmp_path: Path) -> ProgramHosting:
    hosting = loopback_hosting(tmp_path / "rooms")
    app.hosting = hosting
    return hosting


def test_hosting_a_game_through_the_screens(app: App, hosting: ProgramHosting) -> None:
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
    assert hosting.running and hosting.port > 0, "started on a free port"
    room = the_room(app)
    scene = waiting_room(app)
    assert scene.online.addresses == (f"ws://127.0.0.1:{hosting.port}",) == tuple(hosting.urls())
    step_until(app, lambda: len(scene.online.players) == 3)
    assert [player.name for player in scene.online.players] == ["Anna", "Hard", None]
    assert scene.status()[0] == tr("online.waiting_one")
    assert app.settings.online_name == "Anna"
    assert Settings.load()[0].online_name == "Anna", "kept for next time"
    Seat(hosting.own_url, room, name="Ben")
    table = at_the_table(app)
    assert [player.name for player in table.match.players] == ["Anna", "Hard", "Ben"]
    table.leave_game()


def test_a_port_in_use_is_told_and_a_free_one_kept_for_next_time(
        app: App, hosting: ProgramHosting, data_dir: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        form = open_host_form(app)
        type_into(app, form.port_field, str(busy))
        press_button(app, "host")
        assert form.problem == hosting_problem_text(OSError(98, "in use"), busy)
        assert f"Port {busy} is already in use" in form.problem
        assert not hosting.running and app.scenes.top is form
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    type_into(app, form.port_field, str(free))
    press_button(app, "host")
    assert form.problem == "" and hosting.port == free
    the_room(app)
    waiting_room(app).leave_room()
    again = App(size=(1024, 600), data_dir=data_dir)
    try:
        assert again.settings.online_port == free
        again.hosting = loopback_hosting(hosting.data)
        form = open_host_form(again)
        assert form.port_field is not None and form.port_field.get_text() == str(free)
    finally:
        again.close()


def test_a_second_game_hosted_here_shares_the_running_host(
        app: App, hosting: ProgramHosting) -> None:
    open_host_form(app)
    press_button(app, "host")
    first = the_room(app)
    port = hosting.port
    waiting_room(app).leave_room()  # the seat is kept; the host runs on for the others
    assert hosting.running
    app.flow.to_menu()
    form = open_host_form(app)
    assert form.port_field is not None and form.port_field.get_text() == str(port)
    assert not form.port_field.is_enabled
    press_button(app, "game:axio")
    press_button(app, "host")
    second = the_room(app)
    assert second != first and hosting.port == port
    assert {room.code for room in hosting.thread.rooms()} >= {first, second}  # type: ignore[union-attr]
    waiting_room(app).leave_room()


def test_a_game_held_on_a_server_starts_no_host_here(app: App, hosting: ProgramHosting) -> None:
    form = open_host_form(app)
    assert form.port_field is not None and form.address_field is None
    choose(app, form.where_menu, tr("host.server"))
    assert form.port_field is None and form.address_field is not None
    press_button(app, "host")
    assert form.problem == tr("join.bad_address")
    with loopback_host() as server:
        port = server.port
        type_into(app, form.address_field, f"127.0.0.1:{port}")
        press_button(app, "host")
        the_room(app)
        assert waiting_room(app).online.addresses == (f"ws://127.0.0.1:{port}",)
        assert not hosting.running
        assert app.settings.online_address == f"127.0.0.1:{port}"
        waiting_room(app).leave_room()


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


def test_joining_by_address_and_room_code_through_the_screens(app: App) -> None:
    with loopback_host() as host:
        loop = asyncio.new_event_loop()
        try:
            anna, code = loop.run_until_complete(room_waiting(url_of(host), "rota",
                                                              ["human", "human"]))
            form = open_join_form(app)
            type_into(app, form.name_field, "Ben")
            type_into(app, form.address_field, f"127.0.0.1:{host.port}")
            press_button(app, "join")
            assert form.problem == tr("join.bad_room", length=6)
            assert app.scenes.top is form
            type_into(app, form.room_field, code.lower())
            press_button(app, "join")
            assert app.settings.online_address == f"127.0.0.1:{host.port}"
            # Ben takes the last seat, so the host starts the game at once: on a busy
            # machine the waiting room may have gone on to the table by now.
            table = at_the_table(app)
            assert seats_of(table).online.room == code
            assert [player.name for player in table.match.players] == ["Anna", "Ben"]
            table.leave_game()
            loop.run_until_complete(anna.close())
        finally:
            loop.close()


@pytest.mark.parametrize("case", ["no_room", "room_full", "protocol", "newer", "not_a_host",
                                  "unreachable", "certificate"])
def test_a_join_that_fails_is_told_in_one_sentence_over_the_form(app: App, case: str) -> None:
    with refusing(case) as (address, room, sentence):
        form = open_join_form(app)
        type_into(app, form.address_field, address)
        type_into(app, form.room_field, room)
        press_button(app, "join")
        step_until(app, lambda: app.message is not None, 20)
        assert app.scenes.top is form, "back at the form, to try again"
        told = html.unescape(message_text(app))
        if case == "certificate":
            assert told.startswith(sentence) and told.endswith("so this program did not join.")
        else:
            assert told == sentence


def test_the_join_form_takes_a_wss_address_and_refuses_what_is_no_address(app: App) -> None:
    asked = Asked(app)
    form = open_join_form(app)
    type_into(app, form.name_field, "Ben")
    type_into(app, form.room_field, "K7QX4P")
    type_into(app, form.address_field, "wss://games.example.org")
    press_button(app, "join")
    assert asked.calls == [("join", ("wss://games.example.org", "K7QX4P", "Ben"))]
    type_into(app, form.address_field, "http://games.example.org")
    press_button(app, "join")
    assert form.problem == tr("join.bad_address") and len(asked.calls) == 1


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


def test_a_game_on_the_network_is_listed_by_itself_and_joined_with_a_click(
        app: App, hosting: ProgramHosting) -> None:
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
        # every seat taken: the game starts at once (the waiting room may be gone by
        # now on a busy machine), and leaves the list
        table = at_the_table(app)
        assert seats_of(table).online.room == code
        assert [player.name for player in table.match.players] == ["Anna", "Ben", "Easy"]
        table.leave_game()
        app.flow.to_menu()
        form = open_join_form(app)
        app.step(60, dt=1 / 60)
        wait_for(app, lambda: form.looked > 1 and listed() is None)
        loop.run_until_complete(anna.close())
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


def test_quitting_stops_the_host_and_continue_hosts_the_kept_game_again(
        app: App, hosting: ProgramHosting, data_dir: Path) -> None:
    form = open_host_form(app)
    type_into(app, form.name_field, "Anna")
    choose(app, form.count_menu, "3")
    press_button(app, "host")
    code = the_room(app)
    url = hosting.own_url
    step_until(app, app.flow.has_online_seat)  # the seat is kept once the room is heard of
    loop = asyncio.new_event_loop()
    try:
        ben = loop.run_until_complete(joined(url, code, "Ben"))
        app.close()  # as the window's close button does, at the end of the loop
        assert not hosting.running
        loop.run_until_complete(ben.wait_closed())
        assert ben.close_code == 1001, "going away: the others are told the host has gone"
        assert hosting.keeps(code) and not hosting.keeps("ZZZZZZ")
        assert not hosting.resume(url, "ZZZZZZ") and not hosting.resume(
            "wss://games.example.org", code), "only a game hosted here, where it was"
        assert not hosting.running

        again = App(size=(1280, 800), data_dir=data_dir)
        again.hosting = loopback_hosting(hosting.data)
        try:
            open_online(again)
            press_button(again, "back")
            press_button(again, "continue_online")
            assert again.hosting.running and again.hosting.own_url == url, "on the same port"
            assert the_room(again) == code
            scene = waiting_room(again)
            assert scene.online.addresses == tuple(again.hosting.urls())
            step_until(again, lambda: [player.name for player in scene.online.players]
                       == ["Anna", "Ben", None])
            Seat(url, code, name="Chris")
            table = at_the_table(again)
            assert [player.name for player in table.match.players] == ["Anna", "Ben", "Chris"]
            table.leave_game()
        finally:
            again.close()
    finally:
        loop.close()


def test_the_main_menu_with_every_entry_keeps_clear_of_the_title(app: App) -> None:
    keep_online_seat(OnlineSeat("ws://127.0.0.1:7787", "K7QX4P", 0, "t", "Anna", "rota"))
    match = new_match(find_kit("rota").desktop, [SeatPlan("Anna"), SeatPlan("Ben")], 3)
    save_autosave(match.record(), default_path("rota"))
    post(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600)
    app.step(1, dt=1 / 60)
    app.flow.to_menu()
    app.step(1, dt=1 / 60)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and app.size == (1024, 600)
    assert {"continue_online", "continue", "online", "tutorial", "quit"} <= set(
        menu.actions.values())
    below_title = backdrop((1024, 600), "AXIO Rota", tr("menu.subtitle"),
                           find_kit("rota").desktop.picture, 1.0)[1]
    buttons = [element.rect for element, action in menu.actions.items()
               if not action.startswith("game:")]
    assert min(rect.top for rect in buttons) >= below_title
    assert max(rect.bottom for rect in buttons) <= 600
    assert all(rect.height >= 30 for rect in buttons)


@pytest.mark.parametrize("damage", [b"", b"this is not a database at all" * 100])
def test_a_damaged_file_of_hosted_games_is_told_once_and_kept_as_it_is(
        app: App, hosting: ProgramHosting, damage: bytes) -> None:
    hosting.data.mkdir(parents=True)
    kept = hosting.data / SqliteStore.FILE_NAME
    kept.write_bytes(damage)
    form = open_host_form(app)
    type_into(app, form.name_field, "Anna")
    press_button(app, "host")
    told = message_text(app)
    assert str(kept) in told and not hosting.running and app.scenes.top is form
    assert ("is empty (0 bytes)" if not damage else "is damaged") in told
    assert "Nothing was deleted" in told
    assert kept.read_bytes() == damage, "nothing deleted"
    assert app.message is not None and app.message.dismiss_button is not None
    click(app, app.message.dismiss_button.rect.center)
    assert app.message is None

    keep_online_seat(OnlineSeat("ws://127.0.0.1:7787", "K7QX4P", 0, "t", "Anna", "rota",
                                created=True))
    press_button(app, "back")
    press_button(app, "back")
    assert isinstance(app.scenes.top, MenuScene)
    press_button(app, "continue_online")
    assert str(kept) in message_text(app) and not hosting.running
    assert kept.read_bytes() == damage
    app.step(3, dt=1 / 60)  # the program goes on
