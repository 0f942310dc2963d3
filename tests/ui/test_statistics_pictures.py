"""The statistics screen shows solo results over time as a line with the best marked,
and win shares as bars (issue 21, "pictures where people would rather look")."""

from __future__ import annotations

import json
from pathlib import Path

from axio_desktop.app import App
from axio_desktop.engine import PlayerInfo, rank
from axio_desktop.ui.screens.statistics_scene import StatisticsScene
from axio_desktop.userdata import Statistics
from axio_desktop.userdata.statistics import RECENT_SOLO


def test_the_last_solo_results_are_kept_oldest_first_and_old_files_still_load(
    data_dir: Path,
) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "statistics.json").write_text(json.dumps(
        {"version": 1, "modes": {}, "best_solo": 6}))
    statistics = Statistics.load(game="rota")
    assert statistics.problem is None and statistics.recent_solo == []
    for lowest in range(RECENT_SOLO + 3):
        statistics.record_game([PlayerInfo("Anna")], rank([(lowest % 13,) * 5]))
    statistics.save()
    again = Statistics.load(game="rota")
    assert len(again.recent_solo) == RECENT_SOLO
    assert again.recent_solo[-1] == (RECENT_SOLO + 2) % 13


def test_the_screen_draws_the_line_of_the_last_solo_games(app: App, data_dir: Path) -> None:
    statistics = Statistics.load(game="rota")
    for lowest in (4, 7, 5):
        statistics.record_game([PlayerInfo("Anna")], rank([(lowest,) * 5]))
    statistics.save()
    scene = StatisticsScene(app)
    app.scenes.push(scene)
    app.step(2, dt=1 / 60)
    assert scene.solo_line_box is not None
    assert scene.solo_line_box.width > 100 and scene.statistics.recent_solo == [4, 7, 5]


def test_the_solo_row_shows_the_mean_result_not_a_share_won(app: App) -> None:
    """A solo game has no winner: its row shows no wins and the mean of the last results."""
    statistics = Statistics.load(game="rota")
    for lowest in (4, 7, 5):
        statistics.record_game([PlayerInfo("Anna")], rank([(lowest,) * 5]))
    statistics.record_game([PlayerInfo("Anna"), PlayerInfo("Robo", "bot", "greedy")],
                           rank([(5,) * 5, (4,) * 5]))
    statistics.save()
    scene = StatisticsScene(app)
    app.scenes.push(scene)
    app.step(2, dt=1 / 60)
    rows = {label: scene.cells(label, tally) for label, tally in scene.rows() if tally is not None}
    assert rows["Solo"] == ("Solo", "3", "—", "avg 5.3")
    assert rows["Against bots"] == ("Against bots", "1", "1", "100 %")
