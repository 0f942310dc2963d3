"""Joining a correspondence game through its form, with real events, against a server on
the loopback: from the server's open games, by a pasted code, by a pasted link (to a
server the player uses, or a new one, added once they have checked their name there,
as clicking a link does); what is no code or link, and a refusal, each in one sentence."""

from __future__ import annotations

from pathlib import Path

import pytest
from correspondence_driving import Friend, correspondence_server
from correspondence_forms_driving import MyGamesAsked, shown, using
from driving import step_until
from online_forms_driving import press_button, type_into

from axio_desktop.app import App
from axio_desktop.net.invitations import invitation
from axio_desktop.ui.core.net_wording import refusal_text, shown_address
from axio_desktop.ui.correspondence.join_scene import (
    JoinCorrespondenceScene,
    join_invitation,
    open_game_text,
)
from axio_desktop.ui.i18n import tr
from axio_desktop.userdata.servers import load_servers


def joined(app: App, form: JoinCorrespondenceScene, my_games: MyGamesAsked,
           action: str = "join") -> None:
    press_button(app, action)
    step_until(app, lambda: my_games.times > 0 or bool(form.problem))
    assert not form.problem and my_games.times == 1


def test_a_game_from_the_servers_open_games(app: App, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    my_games = MyGamesAsked(monkeypatch)
    with correspondence_server(tmp_path / "server") as server:
        ben = Friend(server, tmp_path / "friends")
        try:
            url = using(app, server)
            room = ben.create("axio-hex", ("human", "human", "bot:greedy"), days=5, listed=True)
            ben.create("rota", ("human", "human"), days=3)  # by invitation: not listed
            form = shown(app, JoinCorrespondenceScene(app))
            step_until(app, lambda: bool(form.open))
            assert [game.room for game in form.open] == [room]
            words = open_game_text(form.open[0])
            assert words.startswith("AXIO Hex · Ben (1000) · ")
            assert tr("corr.join.seats", free=1, seats=3) in words and "5 days per move" in words
            joined(app, form, my_games, "open:0")
            assert app.toast is not None and app.toast.message == tr("corr.join.joined", room=room)
            step_until(app, lambda: app.correspondence.row(url, room) is not None)
            assert app.correspondence.row(url, room).game.seat == 1
        finally:
            ben.close()


def test_by_a_pasted_code_and_by_a_pasted_link(app: App, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    my_games = MyGamesAsked(monkeypatch)
    with correspondence_server(tmp_path / "server") as server:
        ben = Friend(server, tmp_path / "friends")
        try:
            url = using(app, server)
            by_code, by_link = (ben.create("axio", ("human", "human")) for _ in range(2))
            form = shown(app, JoinCorrespondenceScene(app))
            type_into(app, form.paste_field, f" {by_code.lower()} ")
            joined(app, form, my_games)
            form = shown(app, JoinCorrespondenceScene(app))
            type_into(app, form.paste_field, invitation(url, by_link))
            joined(app, form, my_games := MyGamesAsked(monkeypatch))
            desk = app.correspondence
            step_until(app, lambda: all(desk.row(url, room) for room in (by_code, by_link)))
            assert len(desk.servers) == 1
        finally:
            ben.close()


def test_a_link_to_a_new_server_adds_it_once_the_name_is_checked(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    my_games = MyGamesAsked(monkeypatch)
    with correspondence_server(tmp_path / "server") as server:
        ben = Friend(server, tmp_path / "friends")
        try:
            room = ben.create("rota", ("human", "human"), days=2)
            link = invitation(server.url, room)
            join_invitation(app, link)  # as a click on the link does
            app.step(2)
            form = app.scenes.top
            assert isinstance(form, JoinCorrespondenceScene)
            assert form.servers.adding and form.pasted_text == link
            assert form.servers.address_field.get_text() == shown_address(server.url)
            assert form.status == tr("corr.join.new_server", server=shown_address(server.url))
            type_into(app, form.servers.name_field, "Anna")
            joined(app, form, my_games)
            assert [(known.url, known.name) for known in load_servers()[0]] == \
                [(server.url, "Anna")]
            step_until(app, lambda: app.correspondence.row(server.url, room) is not None)
        finally:
            ben.close()


@pytest.mark.parametrize("pasted", ["K7QX4O", "K7QX4", "http://example.org/K7QX4P",
                                    "axio://example.org:99999/K7QX4P"])
def test_what_is_no_code_or_link_is_told_in_one_sentence(app: App, pasted: str) -> None:
    form = shown(app, JoinCorrespondenceScene(app))
    type_into(app, form.paste_field, pasted)
    press_button(app, "join")
    assert form.problem == tr("corr.join.bad_invitation") and not form.busy


def test_a_full_game_and_a_code_of_no_game_are_refused_in_words(app: App, tmp_path: Path) -> None:
    with correspondence_server(tmp_path / "server") as server:
        ben, carla = (Friend(server, tmp_path / "friends", name) for name in ("Ben", "Carla"))
        try:
            using(app, server)
            full = ben.create("axio", ("human", "human"))
            carla.join(full)
            form = shown(app, JoinCorrespondenceScene(app))
            for pasted, said in ((full, tr("corr.join.not_allowed")),
                                 ("ZZZZZZ", refusal_text("no_room", room="ZZZZZZ"))):
                type_into(app, form.paste_field, pasted)
                press_button(app, "join")
                step_until(app, lambda: bool(form.problem))
                assert form.problem == said
                assert app.scenes.top is form
        finally:
            ben.close()
            carla.close()


def test_a_clicked_link_that_names_no_game_is_told_at_once(app: App) -> None:
    join_invitation(app, "axio://example.org/K7QX4")
    app.step(2)
    form = app.scenes.top
    assert isinstance(form, JoinCorrespondenceScene)
    assert form.problem == tr("corr.join.bad_invitation")
