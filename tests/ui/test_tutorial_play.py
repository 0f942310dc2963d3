"""Each game's tutorial played through on the real table with real events: every card
read, every placement made by hand, one wrong placement (and in AXIO one wrong answer
to the exchange offer) refused and taken back; the end cards over the final table,
then results that count for nothing; finishing is remembered."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest
from driving import FRAME, click, press
from tutorial_driving import (
    FIXTURES,
    GAMES,
    at_a_card,
    begin,
    drive_to_the_end,
    make,
    quick,
    use_tutorials_from,
)

from axio_desktop import tutorials
from axio_desktop.app import App
from axio_desktop.kits import find_kit
from axio_desktop.ui.core.input import Action
from axio_desktop.ui.core.wording import level_name
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.help_scene import HelpScene
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.pause_scene import PauseScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.tutorial.start import tutorial_of
from axio_desktop.userdata.autosave import default_path
from axio_desktop.userdata.statistics import Statistics


@pytest.fixture(autouse=True)
def forget_tutorials() -> Iterator[None]:
    yield
    tutorial_of.cache_clear()


def played_through(app: App, game: str) -> dict[str, int]:
    quick(app)
    scene, coach = begin(app, game)
    assert scene.match.players[0].name == "Player 1" and scene.match.is_bot(1)
    opponent = scene.match.players[1]
    assert opponent.name == level_name(opponent.level or ""), "named in the player's language"
    counts = drive_to_the_end(app, scene, coach)
    results = app.scenes.top
    assert isinstance(results, ResultsScene) and results.outcome.winners == (0,)
    assert game in app.settings.tutorials_done
    assert Statistics.load(game=game).played == 0, "a tutorial is not counted"
    app.flow.autosaves.flush()  # the autosave is written beside the frames
    assert not default_path(game).exists(), "nor saved"
    tutorial = tutorial_of(game)
    assert tutorial is not None
    assert counts["decisions"] == sum(step.waits for step in tutorial.steps)
    assert counts["cards"] == len(tutorial.steps) - counts["decisions"]
    return counts


@pytest.mark.parametrize("game", GAMES)
def test_a_test_tutorial_is_played_to_its_end(app: App, game: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    counts = played_through(app, game)
    assert counts["refused"] == (1 if game == "rota" else 2), "a placement (and an answer)"


@pytest.mark.parametrize("game", GAMES)
def test_the_real_tutorial_is_played_to_its_end(app: App, game: str) -> None:
    tutorial_of.cache_clear()
    assert tutorials.load_tutorial(find_kit(game)) is not None, f"tutorials/{game}.json is shipped"
    counts = played_through(app, game)
    assert counts["refused"] == (1 if game == "rota" else 2), "a placement (and an answer)"


def test_skip_leaves_for_the_menu_and_is_not_done(app: App,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    _scene, coach = begin(app, "rota")
    card = coach.card_rect()
    face = coach.face()
    assert card is not None and face is not None and Action.CLOSE_CARD in face.actions
    skip = card.topright
    click(app, (skip[0] - 40, skip[1] + 18))
    app.step(2, dt=FRAME)
    assert isinstance(app.scenes.top, MenuScene)
    assert "rota" not in app.settings.tutorials_done


def test_hint_points_at_the_target_and_undo_is_kept_back(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    quick(app)
    scene, coach = begin(app, "rota")
    press(app, pygame.K_RETURN)  # the welcome card
    assert at_a_card(app, coach)
    step = coach.step
    assert step is not None and step.waits and not coach.pointing
    press(app, pygame.K_h)
    assert coach.pointing and not scene.match.hint_pending, "the target pulses, no bot asked"
    make(app, scene, step.decision)
    assert at_a_card(app, coach)  # the opponent has played: the learner's turn again
    played = scene.match.position()
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.match.position() == played and coach.note == tr("tutorial.no_undo")
    coach.note = None
    undo = next(button for button in scene.buttons() if button.action == "undo")
    click(app, undo.rect.center)
    assert scene.match.position() == played and coach.note == tr("tutorial.no_undo")


def test_escape_opens_the_game_menu_which_leaves_the_tutorial(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    begin(app, "axio")
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and not pause.game.autosaved
    to_menu = next(button for button in pause.buttons() if button.action == "menu")
    click(app, to_menu.rect.center)
    assert isinstance(app.scenes.top, MenuScene)
    assert "axio" not in app.settings.tutorials_done


def test_f1_tells_the_tutorials_keys_instead_of_hint_undo_and_redo(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    begin(app, "axio")
    press(app, pygame.K_F1)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    does = [meaning for _, meaning in help_scene.lines]
    assert tr("help.do.tutorial_next") in does and tr("help.do.tutorial_leave") in does
    assert tr("help.do.undo") not in does and tr("help.do.redo") not in does
    assert tr("help.do.hint") not in does and tr("help.do.exchange") in does
    hint = [keys for keys, meaning in help_scene.lines if meaning == tr("help.do.tutorial_hint")]
    assert hint == ["H"], "the hint's row once, the tutorial's"
    assert ("Enter, click Next", tr("help.do.tutorial_next")) in help_scene.lines


def test_the_opponent_is_named_in_the_players_language(app: App) -> None:
    app.save_settings(replace(app.settings, language="de"))
    scene, _coach = begin(app, "axio")
    assert [player.name for player in scene.match.players] == ["Spieler 1", "Leicht"]
