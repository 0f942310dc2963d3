"""A short seeded soak of the whole program: thousands of random events across every
scene, and no exception (`soak.py`; long runs are `benchmarks/ui_soak.py`)."""

from __future__ import annotations

from dataclasses import replace

from soak import soak

from axio_desktop.app import App


def test_two_thousand_random_events_reach_games_and_results_without_an_exception(
    app: App,
) -> None:
    app.save_settings(replace(app.settings, bot_delay=0.0))
    report = soak(app, events=2000, seed=2030)
    assert report.exceptions == [], report.exceptions[0]
    assert {"MenuScene", "NewGameScene"} <= report.scenes
    assert report.scenes & {"TableScene"}, "a game of one of the three was played"
    assert report.games_finished >= 1, report.lines()
