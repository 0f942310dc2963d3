"""A short seeded soak of the whole program: one round of errands among random input
(`soak.py`; long runs are `benchmarks/ui_soak.py`) reaches every screen the program
has (the online ones on a host of its own on the loopback), finishes a game of every
registered game and one at the online table, and raises no exception. A screen that no
errand reaches (a new one, before its errand is written) fails it by its class name."""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import replace

import pytest
from soak import soak

import axio_desktop.ui
from axio_desktop.app import App
from axio_desktop.kits import kits
from axio_desktop.review import QUICK
from axio_desktop.ui.core.scenes import Scene
from axio_desktop.ui.review.opening import ReviewOptions


def screens() -> set[str]:
    """Every kind of screen of the program: the scene classes of its package that no
    other scene class builds on (`Scene`, `GuiScene`, `FormScene`, ... only do)."""
    for module in pkgutil.walk_packages(axio_desktop.ui.__path__, "axio_desktop.ui."):
        importlib.import_module(module.name)
    found, bases = set(), [Scene]
    while bases:
        kinds = bases.pop().__subclasses__()
        bases += kinds
        found |= {kind.__name__ for kind in kinds
                  if not kind.__subclasses__() and kind.__module__.startswith("axio_desktop.")}
    return found


@pytest.mark.parametrize("seed", [2030])
def test_a_round_of_errands_among_random_input_reaches_every_screen_without_an_exception(
        app: App, seed: int) -> None:
    app.save_settings(replace(app.settings, bot_delay=0.0, tutorial_offers_off=()))
    report = soak(app, events=5000, seed=seed, rounds=1,
                  review=ReviewOptions(settings=QUICK, jobs=1), hint_level="greedy")
    assert report.exceptions == [], report.exceptions[0]
    assert report.rounds_done == 1 and not report.errands_given_up, report.lines()
    unreached = sorted(screens() - report.scenes)
    assert not unreached, f"no errand reached {', '.join(unreached)}: {report.lines()}"
    assert {"ReviewScene (analysing)", "TableScene (TryAgainCoach)", "TableScene (TutorialCoach)",
            "TableScene (online)"} <= set(report.frames_by_scene), report.lines()
    assert set(report.games_finished) == {kit.game.id for kit in kits()}, report.lines()
