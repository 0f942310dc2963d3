"""A solo game left and continued keeps its seed: the autosave's ``meta`` carries it
to the high-score table (issue 21, "small screens and leftovers")."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from driving import FRAME, click, custom_state, press, start, step_until
from test_app_flow import gui_button

from axio_desktop.app import App
from axio_desktop.engine.rota import PlayerInfo
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata import HighScoreTable


def test_a_continued_solo_game_enters_the_high_scores_with_its_seed(
    app: App, data_dir: Path
) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"]])
    start(app, state, [PlayerInfo("Anna")])
    for _ in range(3):
        press(app, pygame.K_RETURN)
    step_until(app, (data_dir / "autosave.json").is_file)  # written just after the decision
    saved = json.loads((data_dir / "autosave.json").read_text())
    assert saved["meta"]["seed"] == 1 and saved["meta"]["program"].startswith("axio-desktop")

    app.flow.to_menu()
    app.step(2, dt=FRAME)
    click(app, gui_button(app.scenes.top, "continue"))
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene) and resumed.match.seed == 1
    for _ in range(3):
        press(app, pygame.K_RETURN)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    assert [entry.seed for entry in HighScoreTable.load(game="rota").entries] == [1]
