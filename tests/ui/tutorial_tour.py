"""The tutorials' part of the screenshot tour (`screenshot_tour.py` calls it after each
size and language): for each game its first card, a refused placement, its last card
and the results, then the menu's Learn to play and the one-time offer.
A game whose real tutorial file is not in this checkout shows the test tutorial."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame
from driving import tour_app
from tutorial_driving import FIXTURES, a_wrong_decision, at_a_card, begin, make, quick

from axio_desktop import tutorials
from axio_desktop.app import App
from axio_desktop.ui.screens.new_game_scene import NewGameScene
from axio_desktop.ui.tutorial.offer import TutorialOffer
from axio_desktop.ui.tutorial.start import tutorial_of

GAMES = ("rota", "axio", "axio-hex")


def tour_tutorials(out: Path, size: tuple[int, int], language: str) -> None:
    """The tutorials' shots at ``size`` in ``language``, into the folder the tour's
    other shots of that size and language go to."""
    app, shot = tour_app(out, size, language)
    tutorials_tour(app, shot)
    app.close()


def tutorials_tour(app: App, shot: Callable[..., None]) -> None:
    shown = Path(tempfile.mkdtemp(prefix="axio-tutorials-"))
    for game in GAMES:
        real = tutorials.tutorial_folder().joinpath(f"{game}.json")
        source = real if real.is_file() else FIXTURES / f"{game}.json"
        if not real.is_file():
            print(f"no tutorials/{game}.json yet: the tour shows the test tutorial")
        (shown / f"{game}.json").write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    builtin = tutorials.tutorial_folder
    tutorials.tutorial_folder = lambda: shown
    quick(app)
    for game in GAMES:
        tutorial_of.cache_clear()
        play_one(app, shot, game)
    app.save_settings(replace(app.settings, game="axio-hex", tutorials_done=(),
                              tutorial_offers_off=()))
    app.flow.to_menu()
    shot("tutorial_menu")
    app.scenes.push(NewGameScene(app))
    app.scenes.push(TutorialOffer(app, "axio-hex", lambda: None))
    shot("tutorial_offer")
    app.flow.to_menu()
    tutorials.tutorial_folder = builtin
    tutorial_of.cache_clear()


def play_one(app: App, shot: Callable[..., None], game: str) -> None:
    scene, coach = begin(app, game)
    shot(f"tutorial_{game}_first")
    refused = False
    while at_a_card(app, coach):
        step = coach.step
        assert step is not None
        if coach.index == len(coach.steps) - 1:
            shot(f"tutorial_{game}_last", 10)
        if not step.waits:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="", scancode=0))
            app.step(1)
            continue
        if not refused:
            make(app, scene, a_wrong_decision(scene, step.decision))
            shot(f"tutorial_{game}_refused", 8)
            refused = True
        make(app, scene, step.decision)
    shot(f"tutorial_{game}_results", 3)
