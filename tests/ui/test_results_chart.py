"""The results screen draws the game as a chart: everybody's lowest colour move by
move with the AXIO! moments marked, one player's five tracks on request (issue 21,
"pictures where people would rather look than read")."""

from __future__ import annotations

from dataclasses import replace

import pygame
from driving import FRAME, click, press, step_until

from axio_desktop.app import App
from axio_desktop.ui.rota.match import RotaMatch
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.match import SeatPlan


def finished_game(app: App, levels: list[str]) -> ResultsScene:
    app.save_settings(replace(app.settings, bot_delay=0.0))
    seats = [SeatPlan(f"{level} {seat}", "bot", level) for seat, level in enumerate(levels)]
    app.flow.start_game(RotaMatch.new(seats, 7))
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 120)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    app.step(2, dt=FRAME)
    return results


def test_the_series_follows_every_players_tracks_and_marks_each_axio(app: App) -> None:
    results = finished_game(app, ["greedy", "hard"])
    state = results.match.state
    series = results.series
    assert series.moves == len(state.history)
    assert [timeline[-1] for timeline in series.tracks] == list(state.all_scores())
    assert [timeline[0] for timeline in series.tracks] == [(0,) * 5, (0,) * 5]
    assert series.axio == tuple((number, p.player) for number, p in
                                enumerate(state.history, start=1) if p.axio)


def test_t_and_a_click_on_the_chart_show_each_players_tracks_in_turn(app: App) -> None:
    results = finished_game(app, ["greedy", "hard"])
    assert results.chart_shown and results.chart_box is not None
    before = app.window.subsurface(results.chart_box).copy()
    press(app, pygame.K_t)
    assert results.tracks_of == 0
    after = app.window.subsurface(results.chart_box).copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    click(app, results.chart_box.center)
    assert results.tracks_of == 1
    press(app, pygame.K_t)
    assert results.tracks_of is None


def test_solo_the_chart_takes_the_high_scores_place_on_c(app: App) -> None:
    results = finished_game(app, ["greedy"])
    assert results.solo is not None and not results.chart_shown, "the high scores first"
    press(app, pygame.K_c)
    assert results.chart_shown and results.chart_box is not None
    press(app, pygame.K_c)
    assert not results.chart_shown
