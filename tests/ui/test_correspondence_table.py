"""A correspondence game at the table, driven by real events against a server on the
loopback and its test clock: the time to move shown, resigning (asked first; the
server's bot plays the seat on), claiming a seat whose time ran out (offered in the
top bar and the menu once the server's clock has passed the deadline), and a game
played to its end counted as a correspondence game, with the server's rating on the
statistics screen."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from correspondence_driving import Friend, Server, correspondence_server
from driving import FRAME, click, press, step_until
from online_driving import at_the_table, play_my_turns, seats_of, the_shadow_never_strays

from axio_desktop.app import App
from axio_desktop.net.seat_state import JoinRoom
from axio_desktop.net.session import Session
from axio_desktop.ui.correspondence.words import server_name
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.online.game import OnlineGame
from axio_desktop.ui.online.pause import OnlinePauseScene
from axio_desktop.ui.online.waiting_room import WaitingRoomScene
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.screens.statistics_scene import StatisticsScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata import Statistics
from axio_desktop.userdata.paths import data_dir


def on_server_time(app: App, server: Server) -> None:
    """The program's clock for deadlines is the server's test clock."""
    app.correspondence.clock = lambda: float(server.clock_file.read_text())


def open_at_table(app: App, url: str, room: str) -> TableScene:
    """The game ``room`` at the table, as My games opens it: the player's seat there by
    their key."""
    known = app.correspondence.server(url)
    assert known is not None
    session = Session(url, JoinRoom(room, key=known.key), known.name)
    online = OnlineGame(session, correspondence=True)
    session.start()
    app.scenes.push(WaitingRoomScene(app, online))
    return at_the_table(app)


def open_menu(app: App) -> OnlinePauseScene:
    press(app, pygame.K_ESCAPE, frames=2)
    menu = app.scenes.top
    assert isinstance(menu, OnlinePauseScene), type(menu).__name__
    return menu


def menu_click(app: App, menu: OnlinePauseScene, action: str) -> None:
    button = next((button for button in menu.buttons() if button.action == action), None)
    assert button is not None, [button.action for button in menu.buttons()]
    click(app, button.rect.center)


def actions(menu: OnlinePauseScene) -> list[str]:
    return [button.action for button in menu.buttons()]


def seat_of(games: list[dict[str, object]], room: str, seat: int) -> dict[str, object]:
    game = next(game for game in games if game["room"] == room)
    players = game["players"]
    assert isinstance(players, list)
    return players[seat]  # type: ignore[no-any-return]


def joined(app: App, server: Server, ben: Friend, game: str = "rota") -> str:
    """A game Ben made (seat 0, first to move) and Anna (this program) joined."""
    desk = app.correspondence
    desk.add_server(server.url, "Anna")
    step_until(app, lambda: desk.standing(server.url).player is not None)
    room = ben.create(game, ("human", "human"), days=3)
    assert desk.join(server.url, room).result(30) == room
    step_until(app, lambda: desk.row(server.url, room) is not None)
    return room


def test_resigning_is_asked_first_and_hands_the_seat_to_the_servers_bot(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    the_shadow_never_strays(monkeypatch)
    with correspondence_server(tmp_path / "server") as server:
        on_server_time(app, server)
        ben = Friend(server, tmp_path / "friends")
        try:
            room = joined(app, server, ben)
            ben.play_turns(room)  # now it is Anna's turn, 3 days to move
            desk = app.correspondence
            step_until(app, lambda: desk.row(server.url, room).game.your_turn)
            scene = open_at_table(app, server.url, room)
            seats = seats_of(scene)
            assert seats.mark(1).detail == tr("online.you_time", time=tr("corr.to_move",
                                                                          time="3 days"))
            menu = open_menu(app)
            assert "resign" in actions(menu) and not any(
                action.startswith("claim") for action in actions(menu))
            menu_click(app, menu, "resign")
            assert menu.note() == tr("online.resign_confirm", bot=tr("level.greedy"))
            assert actions(menu) == ["resign_yes", "back"]
            menu_click(app, menu, "back")  # not yet
            assert "resign" in actions(menu) and seats.online.players[1].kind == "human"
            menu_click(app, menu, "resign")
            menu_click(app, menu, "resign_yes")
            step_until(app, lambda: seats.online.players[1].kind == "bot")
            assert seats.online.players[1].gave_up == "resigned"
            # the game goes on without Anna: the table is left, and she is told so
            assert isinstance(app.scenes.top, MenuScene)
            assert seats.online.connection.state == "left"
            assert app.toast is not None and app.toast.message == tr(
                "online.resigned_note", bot=tr("level.greedy"))
            assert seat_of(ben.games(), room, 1)["gave_up"] == "resigned"
            ben.play_turns(room)  # Ben moves; the server's bot answers for Anna's seat
            step_until(app, lambda: desk.row(server.url, room).game.moves >= 3)
        finally:
            ben.close()


def test_a_seat_whose_time_ran_out_is_claimed_from_the_table(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    the_shadow_never_strays(monkeypatch)
    with correspondence_server(tmp_path / "server") as server:
        on_server_time(app, server)
        ben = Friend(server, tmp_path / "friends")
        try:
            room = joined(app, server, ben)
            scene = open_at_table(app, server.url, room)
            seats = seats_of(scene)
            assert scene.status() == tr("online.mover_time", name="Ben", time="3 days")
            menu = open_menu(app)
            assert "claim:0" not in actions(menu)  # Ben still has time
            menu_click(app, menu, "resume")
            server.later(4 * 86400)
            app.step(2, dt=FRAME)
            assert scene.status() == tr("online.claim_status", name="Ben")
            menu = open_menu(app)
            menu_click(app, menu, "claim:0")
            assert menu.note() == tr("online.claim_note", name="Ben", bot=tr("level.greedy"))
            menu_click(app, menu, "claim:0_yes")
            step_until(app, lambda: seats.online.players[0].kind == "bot")
            assert seats.online.players[0].gave_up == "timed_out"
            assert seat_of(ben.games(), room, 0)["gave_up"] == "timed_out"
            # the bot moved for Ben at once: Anna's turn at the table
            step_until(app, lambda: scene.mover_view() is not None)
            assert "claim:0" not in actions(open_menu(app))
        finally:
            ben.close()


def test_a_finished_correspondence_game_counts_as_one_and_shows_the_rating(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    the_shadow_never_strays(monkeypatch)
    with correspondence_server(tmp_path / "server") as server:
        ben = Friend(server, tmp_path / "friends")
        try:
            room = joined(app, server, ben)
            scene = open_at_table(app, server.url, room)
            ben.resign(room)  # greedy plays Ben's seat: Anna plays the game out
            play_my_turns(app, scene)
            assert isinstance(app.scenes.top, ResultsScene)
            statistics = Statistics.load(game="rota")
            assert statistics.modes["correspondence"].played == 1
            assert statistics.modes["online"].played == 0
            app.correspondence.stop()
        finally:
            ben.close()
        again = App(size=(1024, 600), data_dir=data_dir())  # the server says hello anew
        try:
            desk = again.correspondence
            step_until(again, lambda: desk.standing(server.url).reach == "online"
                       and bool(desk.standing(server.url).player.ratings))
            (rating,) = desk.standing(server.url).player.ratings
            assert (rating.game, rating.games) == ("rota", 1)
            screen = StatisticsScene(again)
            again.scenes.push(screen)
            again.step(2, dt=FRAME)
            line = tr("stats.rating_line", server=server_name(server.url), rating=rating.rating,
                      games=tr("stats.rated_games_one"))
            assert line in [label for label, _ in screen.rows()]
        finally:
            again.close()
