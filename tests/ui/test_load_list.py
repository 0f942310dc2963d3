"""Load game lists every saved record by what it was — its game, the players (bots with
their levels), how far it went and whose turn it is, or who won with what — and when
it was saved, newest first; a file that cannot be read is listed with its reason.
Real events choose, load and review from the list."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from driving import FRAME, click, post, press, step_until
from fourth_game import MINI, mini_registered
from saved_records import bot, human, played, saved
from test_app_flow import gui_button, message_text

from axio_desktop.app import App
from axio_desktop.engine import game_of_document
from axio_desktop.engine.game import GameRecordLike
from axio_desktop.engine.ranking import Outcome
from axio_desktop.ui.i18n import set_language
from axio_desktop.ui.review.scene import ReviewScene
from axio_desktop.ui.screens.load_scene import LoadGameScene
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata import saves_dir

NOW = time.time()
RANKS = ("lowest", "second-lowest", "third-lowest", "fourth-lowest", "fifth-lowest", "sixth-lowest")


def placements(record: GameRecordLike) -> int:
    game = game_of_document(json.loads(record.dumps()))
    return len(game.replay_steps(record.replay()))


def going_on(record: GameRecordLike) -> str:
    """How far an unfinished game went, as the list words it (read from the engine)."""
    state = record.replay()
    assert not state.finished and state.to_move is not None
    mover = record.players[state.to_move].name
    return f"Placements so far: {placements(record)} · {mover} to move"


def won(record: GameRecordLike) -> str:
    """Who won a finished game of two or more, with what, against the best of the others
    (as the results screen says)."""
    outcome = record.replay().outcome()
    assert isinstance(outcome, Outcome) and len(outcome.winners) == 1
    assert outcome.runner_up is not None
    names = [player.name for player in record.players]
    name, other = names[outcome.winners[0]], names[outcome.runner_up]
    *tied, decided = outcome.tie_break
    if not tied:
        rest = (f"{other} has {decided.other}" if len(names) == 2
                else f"{other} comes next with {decided.other}")
        return f"{name} wins with {decided.winner} in the lowest colour; {rest}"
    who = "both have" if len(names) == 2 else f"{name} and {other} both have"
    values = [str(step.winner) for step in tied]
    alike = (f"{values[0]} in their lowest colour" if len(tied) == 1 else
             f"{', '.join(values[:-1])} and {values[-1]} from their lowest colour up")
    return (f"{name} wins on the tie-break: {who} {alike}; {name}'s {RANKS[decided.rank]} "
            f"colour is {decided.winner}, {other}'s {decided.other}")


class Saves:
    """The saved records of the tests, newest first."""

    def __init__(self, folder: Path) -> None:
        self.hex = played("axio-hex", [human("Anna"), bot("Robo", "hard")], 3, placements=23)
        self.axio = played("axio", [human("Anna"), human("Beata"), bot("Expert bot 3", "expert")],
                           4)
        self.rota = played("rota", [human("Chris"), bot("Bot 2", "medium"), human("Dora"),
                                    bot("Easy bot 4", "easy")], 5, placements=10)
        self.solo = played("rota", [human("Anna")], 6)
        self.online = played("axio", [human("Eve"), human("Finn")], 7, placements=5,
                             meta={"online": {"host": "192.168.1.20", "seat": 1}})
        self.paths = [
            saved(self.hex, folder / "Anna, Robo - move 24.json", NOW - 60),
            saved(self.axio, folder / "Sunday evening.json", NOW - 3600),
            saved(self.rota, folder / "Four of us.json", NOW - 86400),
            saved(self.solo, folder / "Solo morning.json", NOW - 2 * 86400),
            saved('{"format": "axio-record", "version": 1, "game": "axio", "players": []}',
                  folder / "broken.json", NOW - 3 * 86400),
            saved(self.online, folder / "Robo vs Robo.json", NOW - 4 * 86400),
        ]
        (folder / "notes.txt").write_text("not a record", encoding="utf-8")


@pytest.fixture
def saves(app: App) -> Saves:
    return Saves(saves_dir())


def open_load_game(app: App) -> LoadGameScene:
    """Load game opened from the menu by its button, every row read."""
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    click(app, gui_button(menu, "load"))
    scene = app.scenes.top
    assert isinstance(scene, LoadGameScene)
    step_until(app, lambda: scene.list.all_read)
    return scene


def row(scene: LoadGameScene, index: int) -> tuple[int, int]:
    return scene.list.row_rect(index).center


def test_each_record_is_listed_by_what_it_was_newest_first(app: App, saves: Saves) -> None:
    scene = open_load_game(app)
    lines = [(text.game, text.name, text.players, text.status) for text in scene.list.texts()]
    assert lines == [
        ("AXIO Hex", "Anna, Robo - move 24", "Anna, Robo (Hard)", going_on(saves.hex)),
        ("AXIO", "Sunday evening", "Anna, Beata, Expert bot 3", won(saves.axio)),
        ("AXIO Rota", "Four of us", "Chris, Bot 2 (Medium), Dora, Easy bot 4",
         going_on(saves.rota)),
        ("AXIO Rota", "Solo morning", "Anna",
         f"Your result: {min(saves.solo.replay().scores(0))} (your lowest colour)"),
        ("Cannot be read", "broken", "players: a game has 1 to 4 players, not 0", ""),
        ("AXIO", "Robo vs Robo", "Eve, Finn", going_on(saves.online)),
    ], "the online game's players are the record's, not its file name's"
    dates = [(text.date, text.time) for text in scene.list.texts()]
    assert dates[0] == (time.strftime("%Y-%m-%d", time.localtime(NOW - 60)),
                        time.strftime("%H:%M", time.localtime(NOW - 60)))


def test_the_list_speaks_german(app: App, saves: Saves) -> None:
    set_language("de")
    try:
        scene = open_load_game(app)
        first, second, *_ = scene.list.texts()
        assert first.players == "Anna, Robo (Schwer)"
        assert first.status == going_on(saves.hex).replace(
            "Placements so far", "Platzierungen bisher").replace(" to move", " ist am Zug")
        assert second.status.startswith(("Beata gewinnt mit ", "Gleichstand – Beata gewinnt: "))
        assert first.date == time.strftime("%d.%m.%Y", time.localtime(NOW - 60))
    finally:
        set_language("en")


def chosen_and_pressed(app: App, index: int, action: str) -> LoadGameScene:
    """Load game opened, row ``index`` clicked, then the button of ``action``."""
    scene = open_load_game(app)
    click(app, row(scene, index))
    assert scene.list.chosen == index
    click(app, gui_button(scene, action))
    return scene


def test_a_row_chosen_by_a_click_is_loaded_and_played_on(app: App, saves: Saves) -> None:
    chosen_and_pressed(app, 0, "load")
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert table.match.placements_made() == placements(saves.hex)
    assert [player.name for player in table.match.players] == ["Anna", "Robo"]


def test_a_double_click_loads_the_row(app: App, saves: Saves) -> None:
    scene = open_load_game(app)
    click(app, row(scene, 2), frames=1)
    click(app, row(scene, 2), frames=1)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.game_id == "rota"
    assert table.match.placements_made() == 10


def test_the_arrow_keys_choose_and_enter_loads(app: App, saves: Saves) -> None:
    scene = open_load_game(app)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_UP)
    assert scene.list.chosen == 1
    press(app, pygame.K_RETURN)
    assert app.scenes.top is scene, "a finished game is not played on"
    assert "already over" in message_text(app)
    press(app, pygame.K_RETURN)  # the dialog
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.game_id == "rota"


def test_a_finished_game_is_reviewed_from_the_list(app: App, saves: Saves) -> None:
    chosen_and_pressed(app, 1, "review")
    review = app.scenes.top
    assert isinstance(review, ReviewScene) and review.game.id == "axio"


def test_a_file_that_cannot_be_read_says_why_when_loaded(app: App, saves: Saves) -> None:
    scene = chosen_and_pressed(app, 4, "load")
    assert app.scenes.top is scene
    shown = message_text(app)
    assert "broken.json" in shown and "a game has 1 to 4 players, not 0" in shown


@pytest.fixture
def many(app: App) -> list[Path]:
    record = played("rota", [human("Anna"), bot("Robo", "easy")], 1, placements=4)
    return [saved(record, saves_dir() / f"game {number:02}.json", NOW - number * 60)
            for number in range(30)]


def test_the_wheel_scrolls_and_the_rows_in_view_are_read_first(app: App, many: list[Path]
                                                              ) -> None:
    load = LoadGameScene(app)
    app.scenes.push(load)
    listed = load.list
    assert listed.games == [None] * 30, "nothing is read before the list is shown"
    in_view = listed.in_view
    assert 2 <= in_view < 30
    assert listed.unread()[:in_view] == list(range(in_view))
    post(pygame.MOUSEMOTION, pos=listed.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    app.step(1, dt=FRAME)
    assert listed.first == 6, "two steps of the wheel, three rows each"
    waiting = listed.unread()
    in_sight = [index for index in waiting if 6 <= index < 6 + in_view]
    assert waiting[:len(in_sight)] == in_sight, "the rows in view are read first"
    press(app, pygame.K_UP)  # nothing chosen yet: the last row
    assert listed.chosen == 29 and listed.first == 30 - in_view
    step_until(app, lambda: listed.all_read)
    assert [text.name for text in listed.texts()] == [path.stem for path in many]


def test_a_changed_file_is_read_again_when_the_list_opens_again(app: App, saves: Saves) -> None:
    scene = open_load_game(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)
    saved(played("axio", [human("Gus"), human("Hana")], 8, placements=7), saves.paths[1],
          NOW - 30)
    scene = open_load_game(app)
    first = scene.list.texts()[0]
    assert (first.name, first.players) == ("Sunday evening", "Gus, Hana")


@pytest.fixture
def mini() -> Iterator[None]:
    with mini_registered():
        yield


def test_a_fourth_game_is_listed_through_the_registry(app: App, mini: None) -> None:
    record = played(MINI.id, [human("Anna"), bot("Robo", "greedy")], 2, placements=3)
    saved(record, saves_dir() / "mini.json", NOW)
    scene = open_load_game(app)
    (text,) = scene.list.texts()
    assert (text.game, text.players, text.status) == ("AXIO Mini", "Anna, Robo (Greedy)",
                                                      going_on(record))
