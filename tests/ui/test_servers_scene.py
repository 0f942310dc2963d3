"""Settings → Online servers driven by real events against a server on the loopback: a
server added (the player known there), its recovery code hidden, shown and copied, the
same player on a second computer from that code, a bad code told plainly, and a
server forgotten only after the warning."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
from correspondence_driving import Friend, correspondence_server
from driving import FRAME, press, step_until
from online_forms_driving import press_button, type_into

from axio_desktop.app import App
from axio_desktop.net.player_keys import recovery_code
from axio_desktop.ui.core.clipboard import copied_text
from axio_desktop.ui.correspondence.servers_scene import HIDDEN, ServersScene
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.settings_scene import SettingsScene
from axio_desktop.userdata.servers import load_servers


def open_servers(app: App) -> ServersScene:
    app.step(1, dt=FRAME)
    assert isinstance(app.scenes.top, MenuScene)
    press_button(app, "settings")
    assert isinstance(app.scenes.top, SettingsScene)
    press_button(app, "servers")
    scene = app.scenes.top
    assert isinstance(scene, ServersScene)
    return scene


def add_server(app: App, scene: ServersScene, url: str, name: str, code: str = "") -> None:
    press_button(app, "add")
    assert scene.mode == "add"
    type_into(app, scene.address_field, url)
    type_into(app, scene.name_field, name)
    if code:
        type_into(app, scene.code_field, code)
    press_button(app, "submit")


def drawn_code(app: App, scene: ServersScene) -> str:
    """The recovery code as the list draws it (hidden or shown)."""
    server = scene.blocks[0][1]
    return recovery_code(server.key) if server.url in scene.shown_codes else HIDDEN


def test_a_server_added_shown_copied_and_forgotten_after_the_warning(app: App,
                                                                      tmp_path: Path) -> None:
    desk = app.correspondence
    with correspondence_server(tmp_path / "server") as server:
        scene = open_servers(app)
        assert not scene.blocks  # no server yet: the screen says how to add one
        add_server(app, scene, server.url, "Anna")
        assert scene.mode == "list" and scene.problem == ""
        assert app.toast is not None and "127.0.0.1" in app.toast.message
        (kept,) = load_servers()[0]
        assert (kept.url, kept.name) == (server.url, "Anna")
        step_until(app, lambda: (desk.standing(server.url).player is not None
                                 and desk.standing(server.url).reach == "online"))
        assert scene.blocks[0][1] == kept and drawn_code(app, scene) == HIDDEN
        press_button(app, f"show:{server.url}")
        assert drawn_code(app, scene) == recovery_code(kept.key)
        press_button(app, f"show:{server.url}")  # Hide
        assert drawn_code(app, scene) == HIDDEN
        press_button(app, f"copy:{server.url}")
        assert copied_text() == recovery_code(kept.key)
        assert app.toast is not None and app.toast.message == tr("servers.copied")

        press_button(app, f"forget:{server.url}")
        assert scene.mode == "forget" and desk.server(server.url) is not None
        press_button(app, "cancel")  # not forgotten: back to the list
        assert scene.mode == "list" and desk.server(server.url) is not None
        press_button(app, f"forget:{server.url}")
        press(app, pygame.K_RETURN)  # Enter forgets nothing
        assert desk.server(server.url) is not None
        press_button(app, "forget_yes")
        assert desk.server(server.url) is None and load_servers()[0] == ()
        assert scene.mode == "list" and not scene.blocks


def test_a_recovery_code_from_another_computer_is_the_same_player(app: App, tmp_path: Path
                                                                  ) -> None:
    desk = app.correspondence
    with correspondence_server(tmp_path / "server") as server:
        ben = Friend(server, tmp_path / "friends")
        try:
            room = ben.create("rota", ("human", "human"), days=3)
            theirs = desk.add_server(server.url, "Anna")  # the first computer
            step_until(app, lambda: desk.standing(server.url).player is not None)
            assert desk.join(server.url, room).result(30) == room
            first_id = desk.standing(server.url).player.id
            code = recovery_code(theirs.key)
            desk.stop()

            other = tmp_path / "second computer"
            second = App(size=(1024, 600), data_dir=other)
            try:
                second.save_settings(replace(second.settings, language="de"))
                scene = open_servers(second)
                add_server(second, scene, server.url, "Anna", "12" + code[2:])
                assert scene.mode == "add"  # a 1 is never in a code: said so, in German
                assert scene.problem == (tr("servers.bad_character", position=1, character="1")
                                         + " " + tr("servers.look_alike"))
                assert "Zeichen 1" in scene.problem
                type_into(second, scene.code_field, code[:-3])
                press_button(second, "submit")
                assert scene.problem == tr("servers.bad_length", length=26, count=24)
                type_into(second, scene.code_field, code.lower().replace("-", " "))
                press_button(second, "submit")
                assert scene.mode == "list" and scene.problem == ""
                there = second.correspondence
                step_until(second, lambda: there.standing(server.url).player is not None)
                assert there.standing(server.url).player.id == first_id
                assert there.server(server.url).key == theirs.key
                step_until(second, lambda: there.row(server.url, room) is not None)
                assert there.row(server.url, room).game.seat == 1  # Anna's own game
            finally:
                second.close()
        finally:
            ben.close()


def test_the_list_pages_and_a_known_server_is_not_added_twice(app: App) -> None:
    desk = app.correspondence
    for number in range(7):
        desk.add_server(f"ws://127.0.0.{number + 2}:9", "Anna")
    scene = open_servers(app)
    shown = [server.url for _, server in scene.blocks]
    assert 1 <= len(shown) < 7
    press_button(app, "down")
    assert "ws://127.0.0.8:9" not in shown
    assert [server.url for _, server in scene.blocks][-1] == "ws://127.0.0.8:9"
    add_server(app, scene, "127.0.0.2:9", "Anna")
    assert scene.mode == "add" and scene.problem == tr("servers.known", server="127.0.0.2:9")
    press(app, pygame.K_ESCAPE)
    assert scene.mode == "list"
