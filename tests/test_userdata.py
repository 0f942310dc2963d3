"""Settings, high scores and statistics: round trips, damaged files, interrupted saves."""

from __future__ import annotations

import datetime
import json
import locale
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import partial
from pathlib import Path

import pytest
from damage import damaged
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_desktop.engine.rota import PlayerInfo, rank
from axio_desktop.userdata import (
    FileProblem,
    HighScore,
    HighScoreTable,
    SaveError,
    SetAside,
    Settings,
    Statistics,
    Tally,
    data_dir,
    game_mode,
)


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user data"
    monkeypatch.setenv("AXIO_DATA_DIR", str(folder))
    return folder


@contextmanager
def failing_rename() -> Iterator[None]:
    """Simulate a crash or full disk at the moment the new file would replace the old."""

    def refuse(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "replace", refuse)
        yield


def test_user_data_is_pure_python_without_pygame() -> None:
    code = ("import sys, axio_desktop.userdata; "
            "print(sorted(name for name in sys.modules if name.split('.')[0] in ('pygame', 'pygame_gui')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


# The folder -----------------------------------------------------------------------


def test_data_dir_follows_the_environment_and_is_created(data_folder: Path) -> None:
    assert not data_folder.exists()
    assert data_dir() == data_folder
    assert data_folder.is_dir()


def test_loading_without_any_file_gives_defaults_silently(data_folder: Path) -> None:
    settings, problem = Settings.load()
    assert problem is None
    assert settings == Settings.defaults()
    table = HighScoreTable.load(game="rota")
    assert table.entries == () and table.problem is None
    statistics = Statistics.load(game="rota")
    assert statistics.played == 0 and statistics.problem is None
    assert sorted(os.listdir(data_folder)) == []


# Settings -------------------------------------------------------------------------

CHANGED = Settings(
    language="de",
    sound=False,
    volume=0.25,
    bot_delay=0.0,
    score_previews=False,
    fullscreen=True,
    last_players=(PlayerInfo("Anna"), PlayerInfo("Robo", "bot", "greedy")),
    tips_dismissed=True,
    tutorials_done=("axio",),
    tutorial_offers_off=("rota", "axio-hex"),
)


def test_settings_save_then_load_gives_the_same_settings(data_folder: Path) -> None:
    CHANGED.save()
    assert (data_folder / "settings.json").is_file()
    assert Settings.load() == (CHANGED, None)


def test_settings_from_an_older_version_keep_defaults_for_missing_keys(data_folder: Path) -> None:
    data_folder.mkdir()
    (data_folder / "settings.json").write_text('{"volume": 0.5, "future_option": [1, 2]}')
    settings, problem = Settings.load()
    assert problem is None
    assert settings == replace(Settings(), volume=0.5)


@pytest.mark.parametrize(
    ("content", "fault"),
    [
        (b'{"volume": 0.5,', "not JSON: line 1 column 16"),
        (b"[1, 2]", "settings: expected an object, got a list"),
        (b'{"volume": "loud"}', "volume: expected a number from 0 to 1, got 'loud'"),
        (b'{"volume": 1.5}', "volume: expected a number from 0 to 1, got 1.5"),
        (b'{"language": "fr"}', "language: expected 'en' or 'de', got 'fr'"),
        (b'{"sound": 1}', "sound: expected true or false, got 1"),
        (b'{"bot_delay": -1}', "bot_delay: expected a number from 0 to 5, got -1"),
        (b'{"last_players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "robot"}]}',
         "last_players[1].kind: expected 'human' or 'bot', got 'robot'"),
        (b'{"last_players": [{"name": "B", "kind": "bot"}]}',
         "last_players[0].level: expected a string, got null"),
        (b'{"tutorials_done": ["rota", 2]}', "tutorials_done[1]: expected a string, got 2"),
        (b"\xff\xfe\x00garbage", "not UTF-8 text, byte 0"),
    ],
)
def test_damaged_settings_give_defaults_a_message_and_a_backup(
    data_folder: Path, content: bytes, fault: str
) -> None:
    data_folder.mkdir()
    path = data_folder / "settings.json"
    path.write_bytes(content)
    settings, problem = Settings.load()
    assert settings == Settings.defaults()
    assert problem == FileProblem("settings", fault, "fresh", SetAside("settings.json.bak"))
    assert not path.exists()
    assert (data_folder / "settings.json.bak").read_bytes() == content
    # The message is given once: the next start finds no file and is quiet.
    assert Settings.load() == (Settings.defaults(), None)


def test_an_interrupted_settings_save_leaves_the_old_file_intact(data_folder: Path) -> None:
    CHANGED.save()
    before = (data_folder / "settings.json").read_bytes()
    with failing_rename(), pytest.raises(SaveError) as raised:
        replace(CHANGED, volume=1.0).save()
    assert (raised.value.file, raised.value.reason) == ("settings", "No space left on device")
    assert (data_folder / "settings.json").read_bytes() == before
    assert os.listdir(data_folder) == ["settings.json"]
    assert Settings.load() == (CHANGED, None)


def test_settings_save_into_an_explicit_path(tmp_path: Path) -> None:
    path = tmp_path / "elsewhere" / "my-settings.json"
    CHANGED.save(path)
    assert Settings.load(path) == (CHANGED, None)


@pytest.mark.parametrize(
    ("system", "language"),
    [(("de_DE", "UTF-8"), "de"), (("German_Germany", "1252"), "de"), (("de", None), "de"),
     (("en_GB", "UTF-8"), "en"), (("fr_FR", "UTF-8"), "en"), ((None, None), "en")],
)
def test_a_first_start_speaks_the_system_language(
    monkeypatch: pytest.MonkeyPatch, system: tuple[str | None, str | None], language: str
) -> None:
    monkeypatch.setattr(locale, "getlocale", lambda: system)
    assert Settings.load()[0].language == language


# High scores ----------------------------------------------------------------------

DAY = datetime.date(2026, 11, 21)


def entry(lowest: int, name: str = "Anna", seed: int | None = 7) -> HighScore:
    return HighScore.of((lowest, 12, 11, lowest + 1, 10), seed=seed, name=name, date=DAY)


def test_high_scores_rank_best_first_and_keep_the_earlier_of_equal_results() -> None:
    table = HighScoreTable.load(game="rota")
    assert table.add(entry(5, "first five")) == 0
    assert table.add(entry(8)) == 0
    assert table.add(entry(5, "second five")) == 2
    assert table.add(entry(2)) == 3
    assert [held.name for held in table.entries] == ["Anna", "first five", "second five", "Anna"]
    assert [held.lowest for held in table.entries] == [8, 5, 5, 2]


def test_the_table_holds_ten_and_says_when_a_result_misses_it() -> None:
    table = HighScoreTable.load(game="rota")
    for lowest in range(10):
        table.add(entry(lowest))
    assert table.add(entry(0, "too low")) is None
    assert table.add(entry(4, "fits")) == 6
    assert len(table.entries) == 10
    assert [held.lowest for held in table.entries] == [9, 8, 7, 6, 5, 4, 4, 3, 2, 1]


def test_high_scores_save_then_load_give_the_same_table(data_folder: Path) -> None:
    table = HighScoreTable.load(game="rota")
    for result in (entry(6, "Anna", None), entry(9, "Ben", 12345), entry(6, "Cleo", 3)):
        table.add(result)
    table.save()
    loaded = HighScoreTable.load(game="rota")
    assert loaded.problem is None
    assert loaded.entries == table.entries
    assert loaded.entries[0] == HighScore(9, (9, 12, 11, 10, 10), 12345, DAY, "Ben")



def test_each_game_keeps_its_own_high_scores_with_its_own_colours(data_folder: Path) -> None:
    hex_table = HighScoreTable.load(game="axio-hex")
    six_tracks = HighScore.of((21, 30, 36, 22, 25, 19), seed=4, name="Anna", date=DAY)
    assert hex_table.add(six_tracks) == 0
    hex_table.save()
    assert (data_folder / "highscores-axio-hex.json").is_file()
    assert HighScoreTable.load(game="rota").entries == (), "AXIO Rota's table is another file"
    assert HighScoreTable.load(game="axio").entries == ()
    loaded = HighScoreTable.load(game="axio-hex")
    assert loaded.problem is None and loaded.entries == (six_tracks,)
    assert loaded.entries[0].lowest == 19


def test_a_game_reads_its_solo_results_up_to_its_own_top(data_folder: Path) -> None:
    data_folder.mkdir()
    beyond_rota = {"lowest": 20, "scores": dict(zip("RGBOP", (20, 25, 30, 36, 22))), "seed": 1,
                   "date": "2026-11-21", "name": "X"}
    document = json.dumps({"version": 1, "entries": [beyond_rota]})
    (data_folder / "highscores-axio.json").write_text(document)
    (data_folder / "highscores.json").write_text(document)
    assert HighScoreTable.load(game="axio").entries[0].lowest == 20
    rota = HighScoreTable.load(game="rota")
    assert rota.entries == () and rota.problem is not None
    assert rota.problem.fault.startswith("entries[0].scores.R: expected")
    assert rota.problem.game == "rota"

ENTRY = {"lowest": 1, "scores": {"R": 1, "G": 2, "B": 3, "O": 4, "P": 5}, "seed": 1,
         "date": "2026-11-21", "name": "X"}


@pytest.mark.parametrize(
    ("document", "fault"),
    [
        ("nonsense", "not JSON"),
        ('{"version": 2, "entries": []}', "version: this program reads version 1, not 2"),
        ('{"version": 1, "entries": [{"lowest": 3}]}', "entries[0].scores: expected an object, got null"),
        (json.dumps({"version": 1, "entries": [{**ENTRY, "lowest": 9}]}),
         "entries[0].lowest: 9 is not the lowest of the scores (1)"),
        (json.dumps({"version": 1, "entries": [ENTRY, {**ENTRY, "date": "yesterday"}]}),
         "entries[1].date: expected a date like '2026-11-21', got 'yesterday'"),
    ],
)
def test_a_damaged_high_score_file_gives_an_empty_table_and_a_backup(
    data_folder: Path, document: str, fault: str
) -> None:
    data_folder.mkdir()
    (data_folder / "highscores.json").write_text(document)
    table = HighScoreTable.load(game="rota")
    assert table.entries == ()
    problem = table.problem
    assert problem is not None and problem.fault.startswith(fault)
    assert problem == FileProblem(
        "high_scores", problem.fault, "fresh", SetAside("highscores.json.bak"), "rota"
    )
    assert (data_folder / "highscores.json.bak").read_text() == document
    table.add(entry(4))
    table.save()
    assert HighScoreTable.load(game="rota").entries == (entry(4),)


def test_an_interrupted_high_score_save_leaves_the_old_table(data_folder: Path) -> None:
    table = HighScoreTable.load(game="rota")
    table.add(entry(3))
    table.save()
    table.add(entry(11))
    with failing_rename(), pytest.raises(SaveError):
        table.save()
    assert HighScoreTable.load(game="rota").entries == (entry(3),)


# Statistics -----------------------------------------------------------------------

ANNA = PlayerInfo("Anna")
BEN = PlayerInfo("Ben")
EASY = PlayerInfo("Robo", "bot", "easy")
HARD = PlayerInfo("Hal", "bot", "hard")


def test_game_modes() -> None:
    assert game_mode([ANNA]) == "solo"
    assert game_mode([ANNA, BEN]) == "hot-seat"
    assert game_mode([ANNA, BEN, HARD]) == "hot-seat"
    assert game_mode([ANNA, EASY, HARD]) == "bots"
    assert game_mode([EASY, HARD]) is None


def test_statistics_count_games_per_mode_and_bot_level_and_the_best_solo() -> None:
    statistics = Statistics.load(game="rota")
    statistics.record_game([ANNA], rank([(4, 7, 9, 5, 6)]))
    statistics.record_game([ANNA], rank([(8, 9, 9, 10, 11)]))
    statistics.record_game([ANNA], rank([(12, 12, 12, 12, 12)], instant_winner=0))
    statistics.record_game([ANNA, EASY, EASY], rank([(5, 5, 5, 5, 5), (4, 9, 9, 9, 9), (1, 1, 1, 1, 1)]))
    statistics.record_game([HARD, ANNA], rank([(6, 6, 6, 6, 6), (5, 9, 9, 9, 9)]))
    statistics.record_game([ANNA, HARD], rank([(6, 6, 6, 6, 6), (6, 6, 6, 6, 6)]))
    statistics.record_game([ANNA, BEN], rank([(3, 3, 3, 3, 3), (6, 6, 6, 6, 6)]))
    statistics.record_game([EASY, HARD], rank([(3, 3, 3, 3, 3), (6, 6, 6, 6, 6)]))
    # online: won when the seat at this screen wins, whoever else plays (bots not counted)
    statistics.record_game([ANNA, BEN], rank([(3, 3, 3, 3, 3), (6, 6, 6, 6, 6)]), online_seat=1)
    statistics.record_game([ANNA, HARD], rank([(3, 3, 3, 3, 3), (6, 6, 6, 6, 6)]),
                           online_seat=0)
    # a correspondence game: a kind of its own, counted like an online one
    statistics.record_game([ANNA, BEN], rank([(3, 3, 3, 3, 3), (6, 6, 6, 6, 6)]), online_seat=1,
                           correspondence=True)
    assert statistics.modes == {"solo": Tally(3, 1), "bots": Tally(3, 2), "hot-seat": Tally(1, 1),
                                "online": Tally(2, 1), "correspondence": Tally(1, 1)}
    assert statistics.bot_levels == {"easy": Tally(1, 1), "hard": Tally(2, 1)}
    assert statistics.best_solo == 12
    assert statistics.played == 10


def test_statistics_written_before_online_and_correspondence_games_still_load(
        data_folder: Path) -> None:
    data_folder.mkdir()
    (data_folder / "statistics.json").write_text(
        '{"version": 1, "modes": {"solo": {"played": 2, "won": 0}, "bots": {"played": 3, '
        '"won": 1}}, "bot_levels": {"hard": {"played": 3, "won": 1}}, "best_solo": 9}')
    statistics = Statistics.load(game="rota")
    assert statistics.problem is None
    assert statistics.modes["correspondence"] == statistics.modes["online"] == Tally()
    assert statistics.modes["bots"] == Tally(3, 1) and statistics.played == 5


def test_statistics_save_then_load_give_the_same_figures() -> None:
    statistics = Statistics.load(game="rota")
    statistics.record_game([ANNA], rank([(4, 7, 9, 5, 6)]))
    statistics.record_game([ANNA, HARD], rank([(1, 1, 1, 1, 1), (6, 6, 6, 6, 6)]))
    statistics.save()
    loaded = Statistics.load(game="rota")
    assert loaded.problem is None
    assert loaded == statistics
    assert loaded.best_solo == 4 and loaded.bot_levels == {"hard": Tally(1, 0)}


@pytest.mark.parametrize(
    ("document", "fault"),
    [
        ('{"version": 1, "modes": {"solo": {"played": 2, "won": 3}}}', "modes.solo: 3 games won of only 2"),
        ('{"version": 1, "modes": {}, "bot_levels": {"hard": {"played": -1, "won": 0}}}',
         "bot_levels.hard.played: expected a whole number from 0 or more, got -1"),
        ('{"version": 1, "modes": {}, "best_solo": 13}', "best_solo: expected a whole number from 0 to 12"),
        ('{"modes": {}}', "version: this program reads version 1, not null"),
    ],
)
def test_damaged_statistics_start_again_from_zero_with_a_backup(
    data_folder: Path, document: str, fault: str
) -> None:
    data_folder.mkdir()
    (data_folder / "statistics.json").write_text(document)
    statistics = Statistics.load(game="rota")
    assert statistics == Statistics()
    problem = statistics.problem
    assert problem is not None and problem.fault.startswith(fault)
    assert problem == FileProblem("statistics", problem.fault, "fresh",
                                  SetAside("statistics.json.bak"), "rota")
    assert (data_folder / "statistics.json.bak").read_text() == document


def test_an_interrupted_statistics_save_leaves_the_old_figures(data_folder: Path) -> None:
    statistics = Statistics.load(game="rota")
    statistics.record_game([ANNA], rank([(4, 7, 9, 5, 6)]))
    statistics.save()
    statistics.record_game([ANNA], rank([(9, 9, 9, 9, 9)]))
    with failing_rename(), pytest.raises(SaveError):
        statistics.save()
    assert Statistics.load(game="rota").best_solo == 4


def test_an_unreadable_folder_gives_defaults_with_a_message(data_folder: Path) -> None:
    data_folder.mkdir()
    (data_folder / "settings.json").mkdir()
    settings, problem = Settings.load()
    assert settings == Settings.defaults()
    assert problem is not None and problem.file == "settings"
    assert problem.set_aside is None, "a file that cannot be read is left where it is"
    assert problem.fault == "Is a directory"


def user_files() -> list[tuple[str, dict[str, object], Callable[[Path], object]]]:
    """Each user data file as a sound document, with the loader the program uses."""
    statistics = Statistics()
    statistics.record_game([ANNA, EASY], rank([(5, 5, 5, 5, 5), (4, 9, 9, 9, 9)]))
    statistics.record_game([ANNA], rank([(8, 9, 9, 10, 11)]))
    table = {"version": 1, "entries": [entry(7, seed=3).to_json("RGBOP"), entry(5).to_json("RGBOP")]}
    return [
        ("settings.json", Settings.defaults().to_json(), Settings.load),
        ("statistics.json", statistics.to_json(), partial(Statistics.load, game="rota")),
        ("high_scores.json", table, partial(HighScoreTable.load, game="rota")),
    ]


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_any_damage_to_a_user_file_is_met_with_the_defaults_and_a_problem(
    data: st.DataObject,
) -> None:
    name, document, load = data.draw(st.sampled_from(user_files()))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_text(json.dumps(damaged(document, data)), encoding="utf-8")
        loaded = load(path)
    problem = loaded[1] if isinstance(loaded, tuple) else loaded.problem
    assert problem is None or (problem.fault and problem.set_aside is not None)
