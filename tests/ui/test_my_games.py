"""My games driven by real events against a correspondence server on the loopback:
the menu's count, the list your turn first with every game (one of each game), a
friend's move arriving while the list is open, a game opened at the table, a move
made there and My games back (or the next game waiting), a finished game's results,
a server stopped shown as offline with its last list, a restart finding every game."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from correspondence_driving import START, Friend, Server, correspondence_server
from driving import FRAME, click, press, step_until, wait_a_frame
from hand import Hand
from online_driving import my_turn
from tutorial_driving import make

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.ui.correspondence.game_list import RowWords
from axio_desktop.ui.correspondence.my_games_scene import MyGamesScene
from axio_desktop.ui.review.scene import ReviewScene
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata import Statistics, saves_dir
from axio_desktop.userdata.paths import data_dir

NOW = START + 3600.0
"""The desktop's clock in these tests: an hour after the server's start."""


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    with correspondence_server(tmp_path / "server") as running:
        yield running


@pytest.fixture
def ben(server: Server, tmp_path: Path) -> Iterator[Friend]:
    friend = Friend(server, tmp_path / "friends", "Ben")
    yield friend
    friend.close()


def use(app: App, server: Server) -> None:
    """The player (Anna) uses ``server``; the desk's clock an hour after the server's."""
    app.correspondence.clock = lambda: NOW
    app.correspondence.add_server(server.url, "Anna")
    step_until(app, lambda: app.correspondence.standing(server.url).reach == "online")


def joined(app: App, ben: Friend, game: str, *, ben_moves: bool) -> str:
    """A game of ``game`` Ben made and Anna joined (Ben in seat 0 moves first): its
    room, once My games lists it (after Ben's first move, if ``ben_moves``)."""
    desk = app.correspondence
    room = ben.create(game, ("human", "human"), days=3)
    assert desk.join(ben.server.url, room).result(30) == room
    if ben_moves:
        ben.play_turns(room)
    step_until(app, lambda: (row := desk.row(ben.server.url, room)) is not None
               and row.game.your_turn == ben_moves)
    return room


def my_games(app: App) -> MyGamesScene:
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    click_action(app, "my_games")
    scene = app.scenes.top
    assert isinstance(scene, MyGamesScene)
    return scene


def click_action(app: App, action: str) -> None:
    """Click what the top scene offers for ``action`` (a pygame_gui button or one the
    scene draws)."""
    assert Hand(app, random.Random(1)).click(action), f"no {action} on {app.scenes.top}"
    app.step(3, dt=FRAME)


def label_of(app: App, action: str) -> str:
    scene = app.scenes.top
    return next(element.text for element, name in scene.actions.items()  # type: ignore[attr-defined]
                if name == action)


def words(scene: MyGamesScene) -> list[RowWords]:
    return scene.list.words


def open_row(app: App, scene: MyGamesScene, index: int) -> TableScene:
    click(app, scene.list.row_rect(index).center)
    step_until(app, lambda: isinstance(app.scenes.top, TableScene), 30)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return table


def move_at_table(app: App, table: TableScene, seed: int = 3) -> None:
    """One move of Anna's, by real events, as a random bot would choose it."""
    step_until(app, lambda: my_turn(app, table), 30)
    view = table.mover_view()
    make(app, table, make_bot("random", random.Random(seed), kit=table.match.bot_kit).choose(view))


def test_my_games_count_list_live_move_and_a_move_at_the_table(app: App, server: Server,
                                                                ben: Friend) -> None:
    use(app, server)
    app.flow.to_menu()
    app.step(2, dt=FRAME)
    assert label_of(app, "my_games") == "My games"
    rota = joined(app, ben, "rota", ben_moves=False)  # Ben to move
    axio = joined(app, ben, "axio", ben_moves=True)  # Anna to move
    hexed = joined(app, ben, "axio-hex", ben_moves=False)
    app.step(2, dt=FRAME)
    assert label_of(app, "my_games") == "My games (1)"
    scene = my_games(app)
    rows = [row.game.room for row in scene.list.rows]
    assert rows[0] == axio and set(rows) == {rota, axio, hexed}
    first = words(scene)[0]
    assert first.your_turn and first.turn == "Your turn"
    assert (first.game, first.players) == ("AXIO · game 2", "Ben (1000), Anna (1000)")
    assert first.progress.startswith("Move 2") and "to move" in first.progress
    assert first.server == "127.0.0.1:" + server.url.rsplit(":", 1)[1]
    assert {w.turn for w in words(scene)[1:]} == {"Ben to move"}
    ben.play_turns(hexed)  # while the list is open: its row comes up among Anna's turns
    step_until(app, lambda: sum(w.your_turn for w in words(scene)) == 2)
    assert {row.game.room for row in scene.list.rows[:2]} == {axio, hexed}
    assert scene.list.rows[2].game.room == rota
    press(app, pygame.K_DOWN)  # the keys choose, Enter opens
    assert scene.list.chosen == 1
    chosen = scene.list.rows[1].game.room
    press(app, pygame.K_RETURN)
    step_until(app, lambda: isinstance(app.scenes.top, TableScene), 30)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert app.correspondence.at_table == (server.url, chosen)
    assert len(table.state.placements) == 1  # type: ignore[attr-defined]  # the move list: Ben's first move
    move_at_table(app, table)
    step_until(app, lambda: isinstance(app.scenes.top, MyGamesScene), 30)
    back = app.scenes.top
    assert isinstance(back, MyGamesScene) and app.correspondence.at_table is None
    step_until(app, lambda: next(w for row, w in zip(back.list.rows, words(back))
                                 if row.game.room == chosen).turn == "Ben to move")
    assert sum(w.your_turn for w in words(back)) == 1


def test_the_next_game_waiting_opens_after_a_move(app: App, server: Server, ben: Friend) -> None:
    app.save_settings(replace(app.settings, next_game_after_move=True))
    use(app, server)
    one = joined(app, ben, "axio", ben_moves=True)
    two = joined(app, ben, "rota", ben_moves=True)
    app.flow.to_menu()
    app.step(2, dt=FRAME)
    scene = my_games(app)
    first = scene.list.rows[0].game.room
    table = open_row(app, scene, 0)
    move_at_table(app, table)
    other = two if first == one else one
    step_until(app, lambda: isinstance(app.scenes.top, TableScene)
               and app.scenes.top is not table, 30)
    assert app.correspondence.at_table == (server.url, other)


def test_a_finished_game_opens_its_results(app: App, server: Server, ben: Friend,
                                           tmp_path: Path) -> None:
    use(app, server)
    room = joined(app, ben, "rota", ben_moves=False)
    ben.resign(room)  # a bot plays Ben's seat; Anna's own program plays hers to the end
    (tmp_path / "anna").mkdir()
    (tmp_path / "anna" / "Anna.key").write_text(app.correspondence.servers[0].key + "\n")
    anna = Friend(server, tmp_path / "anna", "Anna")
    try:
        for _ in range(60):  # a turn a visit, the bot's answer at once
            if '"result": null' not in anna.play_turns(room):
                break
    finally:
        anna.close()
    step_until(app, lambda: app.correspondence.row(server.url, room).game.finished, 60)
    app.flow.to_menu()
    app.step(2, dt=FRAME)
    scene = my_games(app)
    assert words(scene)[0].turn == "You won" or words(scene)[0].turn.startswith("Won by")
    click(app, scene.list.row_rect(0).center)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 30)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    listed = app.correspondence.row(server.url, room).game.result
    assert listed is not None and results.outcome.winners == tuple(listed["winners"])
    click_action(app, "review")
    step_until(app, lambda: isinstance(app.scenes.top, ReviewScene), 30)
    app.flow.to_menu()  # opened again: its results, not kept or counted a second time
    app.step(2, dt=FRAME)
    click(app, my_games(app).list.row_rect(0).center)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 30)
    counted = Statistics.load(game="rota").modes
    assert counted["correspondence"].played == 1 and counted["online"].played == 0
    assert len(list(saves_dir().glob("*.json"))) == 1


def test_leaving_the_table_goes_back_to_my_games(app: App, server: Server, ben: Friend) -> None:
    use(app, server)
    joined(app, ben, "rota", ben_moves=True)
    app.flow.to_menu()
    app.step(2, dt=FRAME)
    table = open_row(app, my_games(app), 0)
    step_until(app, lambda: my_turn(app, table), 30)
    press(app, pygame.K_ESCAPE, frames=2)
    click_action(app, "leave")
    assert isinstance(app.scenes.top, MyGamesScene)
    assert app.toast is not None and "My games" in app.toast.message
    assert app.correspondence.at_table is None


def test_a_game_the_player_resigned_is_not_opened(app: App, server: Server,
                                                  ben: Friend) -> None:
    use(app, server)
    room = joined(app, ben, "axio", ben_moves=True)
    app.correspondence.resign(server.url, room).result(30)
    step_until(app, lambda: app.correspondence.row(server.url, room).game.players[1].gave_up
               == "resigned")
    app.flow.to_menu()
    app.step(2, dt=FRAME)
    scene = my_games(app)
    click(app, scene.list.row_rect(0).center)
    app.step(3, dt=FRAME)
    assert app.scenes.top is scene and app.correspondence.at_table is None
    assert app.toast is not None and "resigned" in app.toast.message


def test_an_offline_server_shows_its_last_list_and_a_restart_finds_every_game(
        app: App, tmp_path: Path) -> None:
    with correspondence_server(tmp_path / "server") as server:
        ben = Friend(server, tmp_path / "friends", "Ben")
        try:
            use(app, server)
            rooms = {joined(app, ben, game, ben_moves=game != "rota")
                     for game in ("rota", "axio", "axio-hex")}
        finally:
            ben.close()
    step_until(app, lambda: app.correspondence.standing(server.url).reach == "unreachable")
    app.flow.to_menu()
    app.step(2, dt=FRAME)
    scene = my_games(app)
    assert {row.game.room for row in scene.list.rows} == rooms
    assert all(w.offline and w.server.startswith("Offline — as of") for w in words(scene))
    app.correspondence.stop()
    again = App(size=(1024, 600), data_dir=data_dir())
    try:
        again.correspondence.clock = lambda: NOW
        again.step(2, dt=FRAME)
        assert label_of(again, "my_games") == "My games (2)"
        click_action(again, "my_games")
        listed = again.scenes.top
        assert isinstance(listed, MyGamesScene)
        assert {row.game.room for row in listed.list.rows} == rooms
        assert [w.your_turn for w in words(listed)] == [True, True, False]
    finally:
        again.close()


def test_without_games_my_games_says_how_to_have_one(app: App) -> None:
    app.flow.to_menu()
    app.step(2, dt=FRAME)
    scene = my_games(app)
    assert scene.empty
    offered = set(scene.actions.values())
    assert {"new", "join", "back"} <= offered
    wait_a_frame(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)
