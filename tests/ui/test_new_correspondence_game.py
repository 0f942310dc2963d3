"""New correspondence game through its form, with real events, against a server on the
loopback: an invited friend joins by the code the invitation shows and the game is
played; an open seat lists the game on the server; a bot seat starts it at once; a
server added in the form is kept, one that does not answer is not."""

from __future__ import annotations

import json
import socket
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from correspondence_driving import Friend, correspondence_server
from correspondence_forms_driving import MyGamesAsked, me_as_a_friend, shown, using
from driving import step_until
from online_forms_driving import choose, press_button, type_into

from axio_desktop.app import App
from axio_desktop.ui.core.net_wording import shown_address
from axio_desktop.ui.core.scale import factor
from axio_desktop.ui.correspondence.invitation_scene import InvitationScene
from axio_desktop.ui.correspondence.new_game_scene import NewCorrespondenceScene
from axio_desktop.ui.correspondence.words import pace_text
from axio_desktop.ui.i18n import set_language, tr
from axio_desktop.userdata.servers import load_servers


def created(app: App) -> InvitationScene:
    press_button(app, "create")
    step_until(app, lambda: isinstance(app.scenes.top, InvitationScene)
               or bool(getattr(app.scenes.top, "problem", "")))
    scene = app.scenes.top
    assert isinstance(scene, InvitationScene), getattr(scene, "problem", "")
    return scene


def test_an_invited_friend_joins_by_the_code_shown_and_the_game_is_played(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    my_games = MyGamesAsked(monkeypatch)
    with correspondence_server(tmp_path / "server") as server:
        ben = Friend(server, tmp_path / "friends")
        try:
            url = using(app, server)
            form = shown(app, NewCorrespondenceScene(app))
            press_button(app, "game:axio")
            choose(app, form.days_menu, pace_text(1))
            assert (form.game, form.days, form.count) == ("axio", 1, 2)
            invitation = created(app)
            room = invitation.room
            port = url.rsplit(":", 1)[1]
            assert invitation.link == f"axio://127.0.0.1:{port}/{room}"
            assert app.settings.game == "axio"
            press_button(app, "copy_link")
            # SDL's clipboard works under the dummy video driver too
            assert pygame.scrap.get_text() == invitation.link
            assert app.toast is not None and invitation.link in app.toast.message
            press_button(app, "copy_code")
            assert pygame.scrap.get_text() == room

            assert ben.join(room) == room
            anna = me_as_a_friend(app, server, tmp_path / "me")
            anna.play_turns(room)  # the creator moves first
            ben.play_turns(room)
            desk = app.correspondence
            step_until(app, lambda: (row := desk.row(url, room)) is not None
                       and row.game.moves >= 2 and row.game.your_turn)
            game = desk.row(url, room).game
            assert game.game == "axio" and game.days == 1 and game.seat == 0
            assert [player.name for player in game.players] == ["Anna", "Ben"]
            press_button(app, "my_games")
            assert my_games.times == 1
            anna.close()
        finally:
            ben.close()


def test_an_open_seat_lists_the_game_for_anyone_on_the_server(app: App, tmp_path: Path) -> None:
    with correspondence_server(tmp_path / "server") as server:
        ben = Friend(server, tmp_path / "friends")
        try:
            using(app, server)
            form = shown(app, NewCorrespondenceScene(app))
            choose(app, form.count_menu, "3")
            choose(app, form.kind_menus[0], tr("corr.new.open"))
            choose(app, form.kind_menus[1], tr("seat.bot_level", level=tr("level.greedy")))
            assert form.chosen_kinds == ["open", "greedy"]
            invitation = created(app)
            assert tr("corr.invite.listed") in invitation.how
            listed = [json.loads(line) for line in ben.run("--open-games").splitlines()
                      if line.startswith("{")]
            mine = next(game for game in listed if game["room"] == invitation.room)
            assert [player["kind"] for player in mine["players"]] == ["human", "human", "bot"]
            assert mine["free"] == 1 and mine["days"] == 3
        finally:
            ben.close()


def test_a_game_against_a_bot_starts_at_once(app: App, tmp_path: Path) -> None:
    with correspondence_server(tmp_path / "server") as server:
        url = using(app, server)
        form = shown(app, NewCorrespondenceScene(app))
        choose(app, form.kind_menus[0], tr("seat.bot_level", level=tr("level.random")))
        choose(app, form.days_menu, tr("corr.no_limit"))
        assert form.days is None
        room = created(app).room
        desk = app.correspondence
        step_until(app, lambda: desk.row(url, room) is not None)
        game = desk.row(url, room).game
        assert game.free == 0 and game.days is None
        assert [player.kind for player in game.players] == ["human", "bot"]


def test_a_server_added_in_the_form_is_kept(app: App, tmp_path: Path) -> None:
    with correspondence_server(tmp_path / "server") as server:
        form = shown(app, NewCorrespondenceScene(app))
        assert form.servers.adding, "no server yet: the form asks for one"
        assert form.servers.address_field is not None
        type_into(app, form.servers.address_field, shown_address(server.url))
        type_into(app, form.servers.name_field, "Anna K")
        room = created(app).room
        servers = load_servers()[0]
        assert [(known.url, known.name) for known in servers] == [(server.url, "Anna K")]
        assert app.settings.online_name == "Anna K", "offered for the next server"
        step_until(app, lambda: app.correspondence.row(server.url, room) is not None)


def test_a_new_server_that_does_not_answer_is_told_and_not_kept(app: App) -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    form = shown(app, NewCorrespondenceScene(app))
    type_into(app, form.servers.address_field, f"127.0.0.1:{port}")
    press_button(app, "create")
    step_until(app, lambda: bool(form.problem))
    assert form.problem == tr("net.unreachable", address=f"127.0.0.1:{port}")
    assert app.correspondence.servers == () and load_servers()[0] == ()
    assert form.servers.adding and form.servers.address_text == f"127.0.0.1:{port}"


def test_an_address_that_is_none_is_told_before_anything_is_asked(app: App) -> None:
    form = shown(app, NewCorrespondenceScene(app))
    type_into(app, form.servers.address_field, "http://example.org")
    press_button(app, "create")
    assert form.problem == tr("corr.bad_address") and not form.busy


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("size", "scale"), [((1024, 600), 100), ((1280, 800), 100),
                                             ((2048, 1200), 200)])
def test_the_fullest_forms_fit_the_window_in_either_language(
        data_dir: Path, language: str, size: tuple[int, int], scale: int) -> None:
    """Four seats and a server to add; the invitation of a listed game; the join form
    adding a server: every text fits its box, nothing overlaps, all inside the window
    (at 200 % too, where the window holds it)."""
    from pygame_gui.elements import UIButton, UILabel

    from axio_desktop.ui.correspondence.join_scene import JoinCorrespondenceScene
    from axio_desktop.ui.correspondence.new_game_scene import OPEN

    app = App(size=size, data_dir=data_dir)
    try:
        app.save_settings(replace(app.settings, language=language,  # type: ignore[arg-type]
                                  ui_scale=scale))
        assert factor() == scale / 100
        form = NewCorrespondenceScene(app)
        form.count, form.kinds = 4, [OPEN, "greedy", "invite"]
        scenes = [form, InvitationScene(app, "wss://games.example.org", "K7QX4P", "axio", 14,
                                        True),
                  JoinCorrespondenceScene(app, "axios://games.example.org/K7QX4P")]
        for scene in scenes:
            shown(app, scene)
            window = pygame.Rect((0, 0), size)
            rects = [element.rect for element in scene.elements]
            for element in scene.elements:
                assert window.contains(element.rect), (type(scene).__name__, element)
                if isinstance(element, UILabel | UIButton) and element.text:
                    assert element.font.size(element.text)[0] <= element.rect.width, \
                        f"{element.text!r} is cut off"
            for index, rect in enumerate(rects):
                assert rect.collidelist(rects[index + 1:]) == -1, (type(scene).__name__, rect)
            app.scenes.pop()
    finally:
        set_language("en")
        app.close()
