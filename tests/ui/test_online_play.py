"""Whole online games at the desktop against a command-line seat on the program's own
host (the loopback), the desktop's seat played by real events at the table: every game
to its results, its record kept as an online game and counted in the statistics."""

from __future__ import annotations

import json

import pytest
from online_driving import (
    Seat,
    at_the_table,
    loopback_host,
    play_my_turns,
    the_room,
    the_shadow_never_strays,
    url_of,
)

from axio_desktop.app import App
from axio_desktop.engine import load_record
from axio_desktop.ui.axio.table_drawing import board_tiles
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.userdata import Statistics, saves_dir
from axio_desktop.userdata.online_seat import load_online_seat


@pytest.fixture(autouse=True)
def _followed(monkeypatch: pytest.MonkeyPatch) -> None:
    the_shadow_never_strays(monkeypatch)


@pytest.mark.parametrize("game", ["rota", "axio", "axio-hex"])
def test_a_whole_online_game_against_a_command_line_seat(app: App, game: str) -> None:
    with loopback_host() as host:
        app.flow.create_online(url_of(host), game, ["human", "human"], "Anna")
        ben = Seat(url_of(host), the_room(app))
        table = at_the_table(app)
        made = play_my_turns(app, table)
        theirs = ben.join()
    results = app.scenes.top
    assert isinstance(results, ResultsScene) and not results.again
    assert made > 0 and theirs.result is not None
    assert results.outcome.winners == tuple(theirs.result["winners"])
    assert [player.name for player in results.match.players] == ["Anna", "Ben"]
    (saved,) = saves_dir().glob("*.json")
    document = json.loads(saved.read_text(encoding="utf-8"))
    assert document["meta"]["online"] == {"room": theirs.room, "seat": 0}
    assert {key: value for key, value in document.items() if key != "meta"} == \
        {key: value for key, value in theirs.record.items() if key != "meta"}
    assert load_record(saved.read_text(encoding="utf-8")).replay().finished
    statistics = Statistics.load(game=game)
    assert statistics.modes["online"].played == 1
    assert statistics.modes["online"].won == int(0 in results.outcome.winners)
    assert sum(tally.played for mode, tally in statistics.modes.items() if mode != "online") == 0
    assert load_online_seat() == (None, None)
    assert app.scenes.top is results
    if game != "rota":  # AXIO's board draws its tiles from the cells they cover, in order
        state = results.match.state
        assert board_tiles(state) == tuple(placement.place for placement in state.placements)
    assert results.match.record().to_json()["meta"]["online"] == {"room": theirs.room, "seat": 0}
