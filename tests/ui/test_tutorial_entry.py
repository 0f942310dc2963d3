"""Where a tutorial is found: "Learn to play" on the main menu (shown as done once
finished), the rules screen's link, and the one-time offer before the first game of a
game never played ("No thanks" turns it off for good). A tutorial file that fails its
checks is not offered anywhere and the log says why."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from driving import FRAME, click, press
from test_app_flow import gui_button, open_new_game_form
from tutorial_driving import FIXTURES, use_tutorials_from

from axio_desktop.app import App
from axio_desktop.engine.players import PlayerInfo
from axio_desktop.engine.ranking import rank
from axio_desktop.ui.core.gui import GuiScene
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.new_game_scene import NewGameScene
from axio_desktop.ui.screens.pause_scene import PauseScene
from axio_desktop.ui.screens.rules_scene import RulesScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.ui.tutorial.coach import TutorialCoach
from axio_desktop.ui.tutorial.offer import TutorialOffer
from axio_desktop.ui.tutorial.start import tutorial_of
from axio_desktop.userdata.statistics import Statistics


@pytest.fixture(autouse=True)
def forget_tutorials() -> Iterator[None]:
    yield
    tutorial_of.cache_clear()


def menu_for(app: App, game: str) -> MenuScene:
    app.save_settings(replace(app.settings, game=game))
    app.flow.to_menu()
    app.step(1, dt=FRAME)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return menu


def label_of(scene: GuiScene, action: str) -> str | None:
    return next((str(element.text) for element, name in scene.actions.items()  # type: ignore[attr-defined]
                 if name == action), None)


def tutorial_table(app: App, game: str) -> TableScene:  # type: ignore[type-arg]
    table = app.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.coach, TutorialCoach)
    assert table.match.game_id == game
    return table


def offers_on(app: App) -> None:
    app.save_settings(replace(app.settings, tutorial_offers_off=()))


def test_learn_to_play_on_the_menu_starts_the_chosen_games_tutorial(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    menu = menu_for(app, "axio")
    assert label_of(menu, "tutorial") == tr("tutorial.menu")
    click(app, gui_button(menu, "tutorial"))
    tutorial_table(app, "axio")


def test_a_finished_tutorial_shows_as_done_on_the_menu(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    app.save_settings(replace(app.settings, tutorials_done=("rota",)))
    assert label_of(menu_for(app, "rota"), "tutorial") == tr("tutorial.menu_done")
    assert label_of(menu_for(app, "axio"), "tutorial") == tr("tutorial.menu")


def test_the_rules_screen_links_to_the_games_tutorial(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    app.flow.show_rules("axio-hex")
    app.step(1, dt=FRAME)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    click(app, gui_button(rules, "tutorial"))
    tutorial_table(app, "axio-hex")


def test_the_rules_over_a_game_in_progress_do_not_link_to_the_tutorial(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    click(app, gui_button(open_new_game_form(app), "start"))
    press(app, pygame.K_ESCAPE)  # the game menu
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    rules = next(button for button in pause.buttons() if button.action == "rules")
    click(app, rules.rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    assert label_of(app.scenes.top, "tutorial") is None, "leave the game by its menu first"


def test_a_game_without_a_tutorial_offers_none(app: App, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, tmp_path)
    assert label_of(menu_for(app, "rota"), "tutorial") is None
    app.flow.show_rules("rota")
    app.step(1, dt=FRAME)
    assert label_of(app.scenes.top, "tutorial") is None  # type: ignore[arg-type]


def test_a_bad_tutorial_file_is_not_offered_and_the_log_says_why(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    data = json.loads((FIXTURES / "rota.json").read_text(encoding="utf-8"))
    waiting = [step for step in data["steps"] if "expect" in step]
    waiting[0]["expect"], waiting[1]["expect"] = waiting[1]["expect"], waiting[0]["expect"]
    (tmp_path / "rota.json").write_text(json.dumps(data), encoding="utf-8")
    use_tutorials_from(monkeypatch, tmp_path)
    offers_on(app)
    with caplog.at_level(logging.WARNING):
        assert label_of(menu_for(app, "rota"), "tutorial") is None
    assert "tutorial of rota is not offered" in caplog.text and "tutorials/rota.json" in caplog.text
    form = open_new_game_form(app)
    click(app, gui_button(form, "start"))
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.coach is None, "straight to the game"


def offered(app: App, monkeypatch: pytest.MonkeyPatch, game: str
            ) -> tuple[NewGameScene, TutorialOffer]:
    """Start from the new-game form a first game of ``game``: the offer comes first."""
    use_tutorials_from(monkeypatch, FIXTURES)
    offers_on(app)
    menu_for(app, game)
    form = open_new_game_form(app)
    click(app, gui_button(form, "start"))
    offer = app.scenes.top
    assert isinstance(offer, TutorialOffer) and offer.game_id == game
    return form, offer


def test_the_offer_comes_before_a_first_game_and_no_thanks_sticks(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    _form, offer = offered(app, monkeypatch, "axio")
    no = next(button for button in offer.buttons() if button.action == "no")
    click(app, no.rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.coach is None
    assert table.match.game_id == "axio", "the game as it was set up"
    assert app.settings.tutorial_offers_off == ("axio",)

    app.flow.to_menu()
    form = open_new_game_form(app)
    click(app, gui_button(form, "start"))
    assert isinstance(app.scenes.top, TableScene), "never asked again for AXIO"


def test_the_offer_plays_the_tutorial_and_escape_goes_back_to_the_form(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    form, _offer = offered(app, monkeypatch, "rota")
    press(app, pygame.K_ESCAPE)
    back: object = app.scenes.top
    assert back is form and app.settings.tutorial_offers_off == ()
    click(app, gui_button(form, "start"))
    offer = app.scenes.top
    assert isinstance(offer, TutorialOffer)
    play = next(button for button in offer.buttons() if button.action == "play")
    click(app, play.rect.center)
    tutorial_table(app, "rota")


def test_no_offer_for_a_game_played_before_nor_one_whose_tutorial_is_done(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    offers_on(app)
    statistics = Statistics.load(game="rota")
    players = (PlayerInfo("Anna"), PlayerInfo("Robo", "bot", "greedy"))
    statistics.record_game(players, rank([(3, 4, 5, 6, 7), (2, 4, 5, 6, 7)]))
    statistics.save()
    menu_for(app, "rota")
    click(app, gui_button(open_new_game_form(app), "start"))
    assert isinstance(app.scenes.top, TableScene)
    app.save_settings(replace(app.settings, tutorials_done=("axio",)))
    menu_for(app, "axio")
    click(app, gui_button(open_new_game_form(app), "start"))
    assert isinstance(app.scenes.top, TableScene)
