"""The review in passes (issue 44) on screen: opened by its button, the screen marks
every decision from the first pass, shown as provisional, before any deep judgement;
the deep pass's marks then replace them one by one, and only then do the accuracy
and "Try again" count as final. A reopened review starts from the marks it kept.

The analysis runs in its thread on one process, as on screen, but every judgement
waits for the test to let it through (`Gate`), so the test sees each state of the
screen in turn; nothing here measures time (the deadlines only keep a broken run
from hanging)."""

from __future__ import annotations

import io
import json
import threading
from collections.abc import Iterator
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pygame
import pytest
from driving import FRAME, click, press, step_until

from axio_desktop.app import App
from axio_desktop.cli.main import main as cli
from axio_desktop.cli.replay import read_record
from axio_desktop.kits import find_kit
from axio_desktop.review import DECIDED, QUICK, Judgement, ReviewSettings, summarise
from axio_desktop.review import analysis as analysis_module
from axio_desktop.review.judge import judge
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.review import opening
from axio_desktop.ui.review.move_list import MoveRow, draw_move_list
from axio_desktop.ui.review.scene import ReviewScene
from axio_desktop.ui.screens.load_scene import LoadGameScene
from axio_desktop.userdata.review_cache import cache_path

GLANCE = ReviewSettings(candidates=2, work=0, min_deals=1, max_deals=1, confirm=1)
"""The tests' first pass: one deal a decision (the deep pass is `QUICK`)."""


class Gate:
    """Lets the analysis judge one decision per permit (`allow`), in its own thread."""

    def __init__(self) -> None:
        self.permits = threading.Semaphore(0)
        self.opened = threading.Event()
        self.settings: list[ReviewSettings] = []

    def allow(self, count: int) -> None:
        for _ in range(count):
            self.permits.release()

    def drain(self) -> None:
        """Take back the permits nobody used."""
        while self.permits.acquire(blocking=False):
            pass

    def judge(self, kit: Any, position: Any, seed: int, settings: ReviewSettings
              ) -> Judgement[Any]:
        while not self.permits.acquire(timeout=0.05):
            if self.opened.is_set():
                break
        self.settings.append(settings)
        return judge(kit, position, seed, settings)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    gated = Gate()
    monkeypatch.setattr(analysis_module, "judge", gated.judge)
    monkeypatch.setattr(opening, "OPTIONS",
                        opening.ReviewOptions(settings=QUICK, jobs=1, first=GLANCE))
    yield gated
    gated.opened.set()  # whatever a failed test left waiting goes on to its end


def a_record(folder: Path) -> Path:
    with redirect_stdout(io.StringIO()):
        assert cli(["simulate", "--game", "rota", "--players", "random,hard", "--games", "1",
                    "--seed", "3", "--records", str(folder)]) == 0
    return min(folder.glob("*.json"))


def opened_by_load_game(app: App, path: Path) -> ReviewScene:
    load = LoadGameScene(app)
    app.scenes.push(load)
    app.step(1, dt=FRAME)
    assert load.path_field is not None
    load.path_field.set_text(str(path))
    review = next(element for element, action in load.actions.items() if action == "review")
    click(app, review.rect.center)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    return scene


def deep_judgements(path: Path) -> list[Judgement[Any]]:
    """What the command judges of the record (`review --seed 0` with the deep settings)."""
    game, record = read_record(str(path))
    kit = find_kit(game.id).review
    return [judge(kit, position, 0, QUICK) for position in kit.positions(record)]


def test_every_decision_is_marked_provisional_first_then_the_deep_marks_replace_them(
        app: App, gate: Gate, tmp_path: Path) -> None:
    path = a_record(tmp_path)
    deep = deep_judgements(path)
    scene = opened_by_load_game(app, path)
    count = scene.count
    assert count == len(deep) and not scene.judgements
    assert all(row.mark is None for row in scene.rows)

    gate.allow(count)  # the first pass, decision by decision
    step_until(app, lambda: len(scene.judgements) == count)
    app.step(2, dt=FRAME)
    assert gate.settings == [GLANCE] * count, "no deep judgement before every decision is marked"
    assert scene.provisional == set(range(count))
    assert all(row.mark is not None and row.provisional for row in scene.rows)
    assert scene.summary is not None and scene.review is None, "accuracy shown, not final"
    assert scene.judgements[count - 1].mark == DECIDED, "one deal: the lost end looks decided"
    assert scene.decided_from() is None, "the chart shades what the deep pass finds decided"
    press(app, pygame.K_t, frames=2)
    assert app.scenes.top is scene, "try again waits for the final marks ..."
    assert app.toast is not None
    assert app.toast.message == tr("review.try_again_provisional", done=0, count=count)

    by_key = {judgement.key: judgement for judgement in deep}
    left = set(range(count))
    for step in range(count):  # the deep pass, one judgement at a time
        gate.allow(1)
        step_until(app, lambda left_over=count - step - 1: len(scene.provisional) == left_over)
        app.step(1, dt=FRAME)
        refined = left - scene.provisional
        assert len(refined) == 1, "one mark refined in place, the others still provisional"
        row = refined.pop()
        left.remove(row)
        position = scene.positions[row]
        assert scene.judgements[row] == by_key[position.kind, position.index], \
            "the deep mark is the command's"
        assert scene.rows[row].mark == scene.judgements[row].mark
        assert not scene.rows[row].provisional
        assert len(scene.judgements) == count, "every decision keeps a mark meanwhile"
        if left:
            assert scene.review is None
    assert gate.settings == [GLANCE] * count + [QUICK] * count
    assert scene.review is not None and not scene.provisional
    assert scene.worker.thread is not None
    scene.worker.thread.join(30)  # the cache is written after each judgement is kept
    game, record = read_record(str(path))
    assert scene.review == summarise(game, [player.name for player in record.players], deep)
    cached = json.loads(cache_path(scene.worker.key).read_text(encoding="utf-8"))["judgements"]
    assert [entry["pass"] for entry in cached] == ["deep"] * count


def test_a_review_closed_in_the_deep_pass_reopens_with_its_first_marks_and_refines_them(
        app: App, gate: Gate, tmp_path: Path) -> None:
    path = a_record(tmp_path)
    scene = opened_by_load_game(app, path)
    count = scene.count
    gate.allow(count + 3)  # the first pass and three deep judgements
    step_until(app, lambda: len(scene.provisional) == count - 3 and len(scene.judgements) == count)
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, ReviewScene)
    gate.allow(1)  # the judgement under way when it closed, if one was, ends
    assert scene.worker.thread is not None
    scene.worker.thread.join(30)
    assert not scene.worker.running
    gate.drain()
    kept = scene.worker.judgements()
    first = scene.worker.provisional()
    assert 0 < len(first) < count

    judged = len(gate.settings)
    again = opened_by_load_game(app, path)
    assert again.worker.judgements() == kept, "every mark at once, from the cache"
    assert again.worker.provisional() == first, "the first pass's still provisional"
    app.step(1, dt=FRAME)
    assert len(again.judgements) == count and len(again.provisional) == len(first)
    assert all(again.rows[row].provisional for row in again.provisional)
    assert again.worker.from_cache == count - len(first)
    analysis = again.worker.analysis
    assert analysis is not None and not analysis.first, "no first pass again"
    assert {(position.kind, position.index) for position in analysis.positions} == first
    gate.allow(len(first))
    step_until(app, lambda: again.review is not None)
    assert gate.settings[judged:] == [QUICK] * len(first)
    assert not again.provisional


def test_a_provisional_mark_is_drawn_paler_than_a_final_one(app: App) -> None:
    surface = pygame.Surface((360, 60))
    rect = surface.get_rect()
    drawn = []
    for provisional in (True, False):
        row = MoveRow(0, "1", "1", 0, "Anna", "E2N1 r1", None, "blunder", provisional)
        surface.fill((0, 0, 0))
        draw_move_list(surface, rect, [row], -1)  # not selected: no outline
        mark = pygame.Rect(rect.right - 34, 8, 26, 22)
        drawn.append(max(sum(surface.get_at((x, y))[:3])
                         for x in range(mark.left, mark.right)
                         for y in range(mark.top, mark.bottom)))
    assert drawn[0] < drawn[1], "the provisional blunder's ?? is paler"
