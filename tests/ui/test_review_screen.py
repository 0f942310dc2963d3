"""The review screen (issue 29): opened from the results and from Load game, it
shows the analyser's judgements placement by placement, steps by keys, clicks and
"Next mistake", draws the better placement as a ghost, caches what it judged,
stops its analysis when it closes, and plays on from any placement.

The analysis runs with `QUICK` settings on one process (`opening.OPTIONS`), after
a first pass of one deal a decision (`GLANCE`), so that a whole game is judged in
moments; nothing here measures time. The two records
most tests look at are made and judged once for the module (`reviewed`: their cache is
laid into the test's data folder, as a first opening would have left it); the tests of
the analysis itself (its running, its cache, its processes) judge afresh."""

from __future__ import annotations

import io
import json
import time
from collections.abc import Iterator
from contextlib import redirect_stdout
from dataclasses import dataclass, replace
from pathlib import Path

import pygame
import pytest
from driving import FRAME, click, press, step_until
from fourth_game import MINI, mini_registered

from axio_desktop.app import App
from axio_desktop.cli.main import main as cli
from axio_desktop.cli.replay import read_record
from axio_desktop.engine.axio import AxioRecord
from axio_desktop.engine.axio.record import TurnEntry
from axio_desktop.engine.rota import RotaRecord
from axio_desktop.kits import find_kit
from axio_desktop.review import (
    DECIDED,
    EXCHANGE,
    PLACEMENT,
    QUICK,
    SHIPPED,
    Analysis,
    ReviewSettings,
    cache_key,
)
from axio_desktop.review.kit import JsonObject
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.review import opening
from axio_desktop.ui.review.chart import draw_chances, plot_area, x_of
from axio_desktop.ui.review.move_list import ROW, first_shown
from axio_desktop.ui.review.scene import ReviewScene
from axio_desktop.ui.review.worker import screen_jobs, usable_cores
from axio_desktop.ui.rota.match import RotaMatch
from axio_desktop.ui.screens.help_scene import HelpScene
from axio_desktop.ui.screens.load_scene import LoadGameScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata.review_cache import cache_path, save_review

GLANCE = ReviewSettings(candidates=2, work=0, min_deals=1, max_deals=1, confirm=1)
"""The tests' first pass: one deal a decision."""


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "OPTIONS",
                        opening.ReviewOptions(settings=QUICK, jobs=1, first=GLANCE))


def a_record(folder: Path, game: str, players: str, seed: int = 3) -> Path:
    with redirect_stdout(io.StringIO()):
        assert cli(["simulate", "--game", game, "--players", players, "--games", "1",
                    "--seed", str(seed), "--records", str(folder)]) == 0
    return min(folder.glob("*.json"))


def opened(app: App, path: Path) -> ReviewScene:
    assert app.flow.review_file(path)
    app.step(1, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    return scene


def analysed(app: App, scene: ReviewScene) -> ReviewScene:
    """``scene`` once every placement is judged, and the cache written. Frames go on
    while the analysis runs, as on screen, a few a second (each one draws the screen,
    which would take the analysis thread's time)."""
    deadline = time.monotonic() + 120
    while scene.review is None:
        assert time.monotonic() < deadline, "the analysis did not finish in 120 s"
        time.sleep(0.02)
        app.step(1, dt=FRAME)
    if scene.worker.thread is not None:
        scene.worker.thread.join(30)
        assert not scene.worker.running
    app.step(1, dt=FRAME)
    return scene


@dataclass(frozen=True)
class Judged:
    """A record file and what the analysis judges of it with the screen's settings, as
    the review cache keeps it (each judgement's JSON)."""

    path: Path
    judgements: tuple[JsonObject, ...]

    def laid_in_cache(self) -> None:
        """The review cache of this record in the test's data folder, as the screen
        writes it once every placement is judged."""
        _, record = read_record(str(self.path))
        key = cache_key(record.dumps(), opening.OPTIONS.seed, QUICK)
        assert save_review(key, list(self.judgements))


def judged(path: Path) -> Judged:
    game, record = read_record(str(path))
    kit = find_kit(game.id).review
    analysis = Analysis(kit, kit.positions(record), seed=opening.OPTIONS.seed, settings=QUICK)
    return Judged(path, tuple(judgement.to_json(kit.move_json)
                              for judgement in analysis.results()))


def reviewed(app: App, record: Judged) -> ReviewScene:
    """The review screen of ``record``, every placement judged (from the cache)."""
    record.laid_in_cache()
    scene = opened(app, record.path)
    assert scene.worker.from_cache == scene.count and scene.review is not None
    return scene


def button(scene: ReviewScene | ResultsScene | LoadGameScene, action: str) -> tuple[int, int]:
    element = next(element for element, named in scene.actions.items() if named == action)
    return element.rect.center  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def judged_rota(tmp_path_factory: pytest.TempPathFactory) -> Judged:
    return judged(a_record(tmp_path_factory.mktemp("rota"), "rota", "random,hard"))


@pytest.fixture(scope="module")
def judged_axio(tmp_path_factory: pytest.TempPathFactory) -> Judged:
    return judged(a_record(tmp_path_factory.mktemp("axio"), "axio", "greedy,hard", seed=5))


@pytest.fixture
def rota_game(judged_rota: Judged) -> Path:
    return judged_rota.path


def test_review_opens_from_the_results_by_its_button_and_the_analysis_completes(
        app: App) -> None:
    app.save_settings(replace(app.settings, bot_delay=0.0))
    seats = [SeatPlan("Anna", "bot", "random"), SeatPlan("Robo", "bot", "hard")]
    app.flow.start_game(RotaMatch.new(seats, 7))
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 120)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    app.step(2, dt=FRAME)
    click(app, button(results, "review"))
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    analysed(app, scene)
    assert scene.count == len(results.match.placements())
    assert sorted(scene.judgements) == list(range(scene.count))
    assert scene.review is not None
    assert [player.name for player in scene.review.players] == ["Anna", "Robo"]
    assert all(row.mark is not None for row in scene.rows)


def test_keys_step_through_the_placements_and_n_jumps_to_the_next_mistake(
        app: App, judged_rota: Judged) -> None:
    scene = reviewed(app, judged_rota)
    assert scene.index == 0
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert scene.index == 2
    press(app, pygame.K_LEFT)
    assert scene.index == 1
    press(app, pygame.K_END)
    assert scene.index == scene.count - 1
    press(app, pygame.K_RIGHT)
    assert scene.index == scene.count - 1, "no step past the last placement"
    press(app, pygame.K_HOME)
    assert scene.index == 0
    marked = [index for index, judgement in sorted(scene.judgements.items())
              if judgement.mark in ("mistake", "blunder")]
    assert marked, "random's placements hold a mistake"
    press(app, pygame.K_n)
    assert scene.index == marked[0] or (marked[0] == 0 and scene.index == marked[1 % len(marked)])
    shown = scene.index
    click(app, button(scene, "next"))
    later = [index for index in marked if index > shown]
    assert scene.index == (later[0] if later else marked[0])


def test_a_click_on_the_move_list_or_the_chart_shows_that_placement(
        app: App, judged_rota: Judged) -> None:
    scene = reviewed(app, judged_rota)
    moves = scene.layout.moves
    start = first_shown(moves, scene.count, scene.index)
    click(app, (moves.centerx, moves.y + 4 + 3 * ROW + ROW // 2))
    assert scene.index == start + 3
    area = plot_area(scene.layout.chart)
    click(app, (x_of(area, scene.count, scene.count - 2), area.centery))
    assert scene.index == scene.count - 2


TWO_PLAYERS = Path(__file__).parents[1] / "data" / "axio" / "axio-two-players.json"
"""A game of AXIO whose players answered the exchange option eight times, and whose
end was decided well before the last placement."""


def test_an_answer_to_the_exchange_option_has_its_row_reached_by_the_review_s_keys(
        app: App) -> None:
    """Each answer has a row of its own right after its turn's placements, judged like
    them: the arrow keys and a click reach it, and the board shows the position the
    question was asked in."""
    scene = analysed(app, opened(app, TWO_PLAYERS))
    answers = [row for row, position in enumerate(scene.positions) if position.kind == EXCHANGE]
    assert len(answers) == 8 and scene.count == scene.placements + 8
    first = answers[0]
    answer = scene.positions[first]
    assert scene.positions[first - 1].kind == PLACEMENT
    assert scene.positions[first - 1].index == answer.after
    press(app, pygame.K_HOME)
    for _ in range(first):
        press(app, pygame.K_RIGHT)
    assert scene.index == first
    judgement = scene.judgement
    assert judgement is not None and judgement.kind == EXCHANGE
    assert judgement.played == answer.played and judgement.turn == answer.turn
    assert scene.rows[first].number == "" and scene.rows[first].mark == judgement.mark
    assert scene.rows[first].notation == ("exchange" if answer.played.accept else "keep")
    assert scene.rows[first].points is None, "the notation says it all"
    assert scene.placement_shown() == answer.after and scene.better is None
    press(app, pygame.K_RIGHT)
    following = scene.positions[scene.index]
    assert following.kind == PLACEMENT and following.index == answer.after + 1
    press(app, pygame.K_LEFT)
    assert scene.index == first
    press(app, pygame.K_END)
    moves = scene.layout.moves
    start = first_shown(moves, scene.count, scene.index)
    fits = (moves.height - 8) // ROW
    shown = [row for row in answers if start <= row < start + fits]
    assert shown, "an answer among the last rows"
    click(app, (moves.centerx, moves.y + 4 + (shown[0] - start) * ROW + ROW // 2))
    assert scene.index == shown[0] and scene.judgement is not None
    assert scene.judgement.kind == EXCHANGE


def test_the_chart_shades_the_stretch_where_the_game_was_decided(app: App) -> None:
    scene = analysed(app, opened(app, TWO_PLAYERS))
    start = scene.decided_from()
    assert start is not None and 0 < start < scene.count
    assert all(scene.judgements[row].mark == DECIDED for row in range(start, scene.count))
    assert scene.judgements[start - 1].mark != DECIDED
    chart = scene.layout.chart
    area = plot_area(chart)
    line = x_of(area, scene.count, start)
    labels = ("0%", "50%", "100%")
    drawn = {}
    app.step(1, dt=FRAME)
    for decided in (start, None):
        surface = app.window.copy()  # the chart's rounded corners show the screen behind
        draw_chances(surface, chart, scene.count, scene.judgements, 2, 1.0, scene.index, labels,
                     decided)
        drawn[decided] = surface
    after = pygame.Rect(line + 1, area.y + 16, area.right - line - 1, area.height - 16)
    before = pygame.Rect(area.x, area.y + 16, line - 1 - area.x, area.height - 16)

    def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
        return pygame.image.tobytes(surface.subsurface(rect), "RGB")

    assert pixels(drawn[start], after) != pixels(drawn[None], after), "shaded from there on"
    assert pixels(drawn[start], before) == pixels(drawn[None], before), "and not before"
    assert pixels(app.window, chart) == pixels(drawn[start], chart), "as the screen draws it"


def test_the_better_placement_is_drawn_as_a_ghost_beside_the_played_one(
        app: App, judged_rota: Judged) -> None:
    scene = reviewed(app, judged_rota)
    costly = max(scene.judgements.values(), key=lambda judgement: judgement.loss)
    assert costly.loss > 0
    scene.select(costly.index)
    app.step(1, dt=FRAME)
    assert scene.better is costly
    spot = scene.board.spot(scene.camera, costly.best).clip(scene.layout.board)
    assert spot.width > 0 and spot.height > 0
    shown = pygame.image.tobytes(app.window.subsurface(spot), "RGB")
    plain = app.window.copy()
    scene.board.draw(plain, scene.camera, scene.index, None)
    assert shown != pygame.image.tobytes(plain.subsurface(spot), "RGB"), "the ghost is drawn"
    best = [judgement for judgement in scene.judgements.values() if judgement.loss == 0]
    scene.select(best[0].index)
    assert scene.better is None, "a best placement has no ghost"


def test_the_screen_analyses_on_every_core_but_the_frame_loop_s() -> None:
    """On two cores both (the workers run at a lower priority); on more, all but one."""
    assert [screen_jobs(cores) for cores in (1, 2, 3, 4, 8)] == [1, 2, 2, 3, 7]
    assert 1 <= screen_jobs() == screen_jobs(usable_cores()) <= usable_cores()
    assert opening.ReviewOptions().jobs == screen_jobs()


def test_a_second_opening_takes_the_review_from_the_cache(app: App, rota_game: Path) -> None:
    first = analysed(app, opened(app, rota_game))
    judged = dict(first.judgements)
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, ReviewScene)
    again = opened(app, rota_game)
    assert again.worker.analysis is None and again.worker.thread is None, "nothing analysed"
    assert again.worker.from_cache == again.count
    assert again.judgements == judged and again.review is not None


def test_closing_mid_analysis_stops_it_and_keeps_what_was_judged(
        app: App, rota_game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "OPTIONS", opening.ReviewOptions(settings=SHIPPED, jobs=1))
    scene = opened(app, rota_game)
    assert scene.worker.running
    press(app, pygame.K_ESCAPE)
    assert scene.closed and not isinstance(app.scenes.top, ReviewScene)
    thread = scene.worker.thread
    assert thread is not None
    thread.join(120)
    assert not thread.is_alive(), "the analysis thread ends"
    kept = set(scene.worker.judgements())
    final = kept - scene.worker.provisional()
    assert len(final) < scene.count, "closed before the end"
    again = opened(app, rota_game)
    assert again.worker.from_cache == len(final), "reopening goes on from there"
    analysis = again.worker.analysis
    assert analysis is not None
    every = {(position.kind, position.index) for position in again.positions}
    assert {(position.kind, position.index) for position in analysis.first} == every - kept, \
        "a first look only where none was kept"
    assert {(position.kind, position.index) for position in analysis.positions} == every - final
    again.close()


def test_worker_processes_judge_as_the_command_does_and_stop_when_closed(
        app: App, rota_game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "OPTIONS", opening.ReviewOptions(settings=QUICK, jobs=2))
    scene = analysed(app, opened(app, rota_game))
    analysis = scene.worker.analysis
    assert analysis is not None and analysis.jobs == 2
    assert analysis.context is not None and analysis.context.get_start_method() == "spawn"
    game, record = read_record(str(rota_game))
    kit = find_kit(game.id).review
    expected = Analysis(kit, kit.positions(record), seed=0, settings=QUICK).results()
    assert [scene.judgements[index] for index in range(scene.count)] == expected
    press(app, pygame.K_ESCAPE)
    monkeypatch.setattr(opening, "OPTIONS", opening.ReviewOptions(settings=SHIPPED, jobs=2))
    busy = opened(app, rota_game)
    press(app, pygame.K_ESCAPE)
    assert busy.worker.thread is not None
    busy.worker.thread.join(120)
    assert not busy.worker.thread.is_alive(), "closing ends the analysis"
    assert len(busy.worker.judgements()) < busy.count


def test_a_damaged_cache_is_ignored_and_written_afresh(app: App, judged_rota: Judged) -> None:
    rota_game = judged_rota.path
    scene = reviewed(app, judged_rota)
    path = cache_path(scene.worker.key)
    press(app, pygame.K_ESCAPE)
    for damage in ('{"format": "axio-review-cache", "version": 1, "judgements": [{"index": 0}]}',
                   "not json at all {", '{"format": "axio-review-cache", "version": 1, "key": "'
                   + scene.worker.key + '", "judgements": [{"index": 0, "turn": 0}]}'):
        path.write_text(damage, encoding="utf-8")
        again = analysed(app, opened(app, rota_game))
        assert again.worker.from_cache == 0
        assert again.judgements == scene.judgements
        assert len(json.loads(path.read_text(encoding="utf-8"))["judgements"]) == scene.count
        press(app, pygame.K_ESCAPE)


def test_play_on_from_here_starts_a_table_at_the_record_cut_there(
        app: App, judged_rota: Judged) -> None:
    game, record = read_record(str(judged_rota.path))
    assert isinstance(record, RotaRecord)
    scene = reviewed(app, judged_rota)
    scene.select(5)
    press(app, pygame.K_p, frames=2)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    cut = table.match.record()
    assert isinstance(cut, RotaRecord)
    assert cut.players == record.players and cut.moves == record.moves[:5]
    assert game.replay_steps(table.match.state) == game.replay_steps(record.replay(5))


def test_play_on_in_axio_goes_back_to_the_start_of_the_turn(app: App, judged_axio: Judged
                                                           ) -> None:
    _, record = read_record(str(judged_axio.path))
    assert isinstance(record, AxioRecord)
    scene = reviewed(app, judged_axio)
    positions = [(judgement.turn, judgement.placement)
                 for _, judgement in sorted(scene.judgements.items())]
    index = 6
    turn, placement = positions[index]
    scene.select(index)
    click(app, button(scene, "play_on"), frames=2)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    cut = table.match.record()
    assert isinstance(cut, AxioRecord) and cut.turns == record.turns[:turn]
    assert len(table.match.state.placements) == index - placement
    match = table.match
    match.cancel_questions()
    while (decision := match.recorded(record)) is not None:
        match.play(decision)  # the record's own decisions again ...
    assert match.record().turns == record.turns, "... draw what the record drew"


def test_a_record_of_external_programs_reviews_and_plays_on_with_a_built_in_bot(
        app: App, rota_game: Path, tmp_path: Path) -> None:
    data = json.loads(rota_game.read_text(encoding="utf-8"))
    data["players"][0]["level"] = "cmd:python3 /elsewhere/my_bot.py --fast"
    data["players"][1] = {"name": "Remote", "kind": "bot", "level": "deep-thought"}
    moved = tmp_path / "from another machine.json"
    moved.write_text(json.dumps(data), encoding="utf-8")
    scene = analysed(app, opened(app, moved))
    assert len(scene.judgements) == scene.count
    scene.select(3)
    press(app, pygame.K_p, frames=2)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert [player.level for player in table.match.players] == ["hard", "hard"]
    assert app.message is not None and app.message.text_block is not None, "told in a dialog"
    assert "my_bot.py" in str(app.message.text_block.html_text)


def test_an_unfinished_game_reviews_up_to_its_last_placement(
        app: App, judged_axio: Judged, tmp_path: Path) -> None:
    _, record = read_record(str(judged_axio.path))
    assert isinstance(record, AxioRecord)
    under_way = TurnEntry(record.turns[5].place[:1])  # a turn not yet drawn for
    cut = replace(record, turns=(*record.turns[:5], under_way))
    unfinished = tmp_path / "unfinished.json"
    unfinished.write_text(cut.dumps(), encoding="utf-8")
    scene = analysed(app, opened(app, unfinished))
    assert scene.count == sum(len(turn.place) for turn in record.turns[:5]) + 1
    press(app, pygame.K_END)
    press(app, pygame.K_p, frames=2)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    played_on = table.match.record()
    assert isinstance(played_on, AxioRecord) and played_on.turns == record.turns[:5]


def test_load_game_reviews_a_finished_game(app: App, rota_game: Path) -> None:
    load = LoadGameScene(app)
    app.scenes.push(load)
    app.step(1, dt=FRAME)
    assert load.path_field is not None
    load.path_field.set_text(str(rota_game))
    click(app, button(load, "review"))
    assert isinstance(app.scenes.top, ReviewScene)


@pytest.fixture
def mini() -> Iterator[None]:
    with mini_registered():
        yield


def test_a_fourth_game_reviews_through_its_kits(app: App, tmp_path: Path, mini: None) -> None:
    path = a_record(tmp_path, MINI.id, "greedy,random")
    scene = analysed(app, opened(app, path))
    assert scene.game.id == MINI.id and scene.review is not None
    press(app, pygame.K_END)
    press(app, pygame.K_p, frames=2)
    assert isinstance(app.scenes.top, TableScene)


def test_f1_lists_the_review_keys(app: App, rota_game: Path) -> None:
    scene = opened(app, rota_game)
    press(app, pygame.K_F1)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene) and help_scene is not scene
    assert ("N", tr("review.do.next")) in help_scene.lines
    assert ("Home / End", tr("review.do.ends")) in help_scene.lines
    assert scene.worker.analysis is not None and not scene.closed, "covered, not closed"
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_try_again_goes_back_to_the_shown_players_own_mistakes(app: App, tmp_path: Path
                                                                ) -> None:
    path = a_record(tmp_path, "axio", "random,expert", seed=4)
    scene = analysed(app, opened(app, path))
    assert scene.review is not None
    mistakes = [judgement for judgement in scene.review.placements
                if judgement.player == 0 and judgement.mark in ("mistake", "blunder")]
    assert mistakes, "random makes mistakes"
    scene.select(mistakes[0].index)
    assert scene.try_again_seat() == 0, "a game of bots: the shown placement's player"
    click(app, button(scene, "try_again"), frames=2)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.coach is not None
    assert table.state.to_move == 0
    assert len(table.match.placements()) == mistakes[0].index, "at the first mistake"


def test_try_again_says_when_the_person_made_no_mistake(app: App, tmp_path: Path) -> None:
    path = a_record(tmp_path, "rota", "random,hard", seed=1)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][1] = {"name": "Anna", "kind": "human"}
    path.write_text(json.dumps(data), encoding="utf-8")
    scene = analysed(app, opened(app, path))
    assert scene.review is not None
    assert not [judgement for judgement in scene.review.placements
                if judgement.player == 1 and judgement.mark in ("mistake", "blunder")]
    press(app, pygame.K_t, frames=2)
    assert app.scenes.top is scene, "nothing to try again: the review stays"
    assert app.toast is not None and "Anna" in app.toast.message
