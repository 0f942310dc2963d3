"""The review in passes (issue 44): a first pass of light judgements of every position,
handed out before any deep one; the deep judgements are the command's, byte for byte;
a deep judgement replaces a first one, never the other way round; the screen's cache
keeps which pass each came from, and its worker processes run the first pass at the
program's priority and the deep pass below it."""

from __future__ import annotations

import json
import multiprocessing
import os
from pathlib import Path
from typing import Any

import pytest

from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import load_record
from axio_desktop.kits import find_kit
from axio_desktop.review import (
    DEEP,
    FIRST,
    FIRST_PASS,
    QUICK,
    SHIPPED,
    Analysis,
    Position,
    ReviewSettings,
    cache_key,
    deeper,
    judge,
)
from axio_desktop.ui.review import worker
from axio_desktop.ui.review.worker import PASS_KEY, ReviewWorker, cached_judgements
from axio_desktop.userdata.review_cache import cache_path, save_review

GLANCE = ReviewSettings(candidates=2, work=0, min_deals=1, max_deals=1, confirm=1)
"""A first pass of one deal a decision (the deep pass here is `QUICK`)."""


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("AXIO_DATA_DIR", str(tmp_path / "userdata"))
    return tmp_path / "userdata"


@pytest.fixture(scope="module", params=("rota", "axio"))
def record(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
           ) -> tuple[str, str, list[Position[Any, Any]]]:
    """A game's id, a short record's text and its positions."""
    tmp = tmp_path_factory.mktemp(request.param)
    play_game(GameJob(0, ("medium", "random"), 4, tmp, request.param))
    text = (tmp / "game-00001.json").read_text()
    positions = find_kit(request.param).review.positions(load_record(text))
    return request.param, text, positions[-8:]


def test_the_first_pass_marks_every_position_before_the_deep_pass_judges_any(
        record: tuple[str, str, list[Position[Any, Any]]]) -> None:
    game, _, positions = record
    kit = find_kit(game).review
    analysis = Analysis(kit, positions, seed=0, settings=QUICK, first=positions,
                        first_settings=GLANCE)
    marked = list(analysis.passes())
    count = len(positions)
    assert [item.depth for item in marked] == [FIRST] * count + [DEEP] * count
    assert [item.judgement for item in marked[:count]] == [
        judge(kit, position, 0, GLANCE) for position in positions]
    alone = Analysis(kit, positions, seed=0, settings=QUICK).results()
    assert sorted((item.judgement for item in marked[count:]), key=lambda j: j.key) == \
        sorted(alone, key=lambda j: j.key), "the deep pass judges as the command does"
    assert [item.final for item in marked] == [False] * count + [True] * count


def test_iterating_yields_the_deep_judgements_alone_on_any_number_of_processes(
        record: tuple[str, str, list[Position[Any, Any]]]) -> None:
    game, _, positions = record
    kit = find_kit(game).review
    alone = Analysis(kit, positions, seed=0, settings=QUICK).results()
    two = Analysis(kit, positions, seed=0, settings=QUICK, jobs=2, first=positions[:3],
                   first_settings=GLANCE)
    assert two.results() == alone
    both = Analysis(kit, positions, seed=0, settings=QUICK, jobs=2, first=positions,
                    first_settings=GLANCE)
    depths: dict[Any, list[str]] = {}
    for item in both.passes():
        depths.setdefault(item.judgement.key, []).append(item.depth)
    assert all(sorted(found) == [DEEP, FIRST] for found in depths.values())
    assert len(depths) == len(positions)


def test_a_deep_judgement_replaces_a_first_one_and_not_the_other_way() -> None:
    assert deeper(DEEP, FIRST) and deeper(DEEP, DEEP) and deeper(FIRST, FIRST)
    assert not deeper(FIRST, DEEP)


def test_the_first_pass_is_lighter_than_the_deep_one() -> None:
    assert FIRST_PASS.candidates < SHIPPED.candidates
    assert FIRST_PASS.deals(5, 30, 1) * 8 <= SHIPPED.deals(10, 30, 1)


def test_the_cache_keeps_each_judgement_s_pass_and_a_worker_starts_from_it(
        record: tuple[str, str, list[Position[Any, Any]]]) -> None:
    game, text, positions = record
    kit = find_kit(game).review
    key = cache_key(text, 0, QUICK)
    first = Analysis(kit, positions, seed=0, settings=GLANCE).results()
    deep = Analysis(kit, positions, seed=0, settings=QUICK).results()
    # the last two judged deep, the three before them from the first pass, the rest not at all
    entries = ([{**judgement.to_json(kit.move_json), PASS_KEY: FIRST} for judgement in first[-5:-2]]
               + [{**judgement.to_json(kit.move_json), PASS_KEY: DEEP} for judgement in deep[-2:]])
    assert save_review(key, entries)
    found = cached_judgements(kit, key, positions)
    assert {entry: marked.depth for entry, marked in found.items()} == {
        **{judgement.key: FIRST for judgement in first[-5:-2]},
        **{judgement.key: DEEP for judgement in deep[-2:]}}
    working = ReviewWorker(kit, positions, key, seed=0, settings=QUICK, jobs=1, first=GLANCE)
    assert working.from_cache == 2
    assert working.provisional() == {judgement.key for judgement in first[-5:-2]}
    assert working.analysis is not None
    assert {(p.kind, p.index) for p in working.analysis.first} == {
        j.key for j in deep[:-5]}, "a first look only where nothing was kept"
    assert {(p.kind, p.index) for p in working.analysis.positions} == {
        j.key for j in deep[:-2]}, "a deep one wherever the deep one is missing"
    working.start()
    assert working.thread is not None
    working.thread.join(120)
    assert working.done and not working.provisional()
    assert sorted(working.judgements().values(), key=lambda j: j.key) == sorted(
        deep, key=lambda j: j.key)
    written = json.loads(cache_path(key).read_text(encoding="utf-8"))["judgements"]
    assert [entry[PASS_KEY] for entry in written] == [DEEP] * len(positions)


def test_a_cached_judgement_of_no_known_pass_counts_as_a_damaged_cache(
        record: tuple[str, str, list[Position[Any, Any]]]) -> None:
    game, text, positions = record
    kit = find_kit(game).review
    key = cache_key(text, 0, QUICK)
    judged = judge(kit, positions[-1], 0, GLANCE).to_json(kit.move_json)
    assert save_review(key, [{**judged, PASS_KEY: "shallow"}])
    assert cached_judgements(kit, key, positions) == {}
    assert save_review(key, [judged])  # as written before there were passes: the deep one
    assert [marked.depth for marked in cached_judgements(kit, key, positions).values()] == [DEEP]


def _priorities(queue: Any) -> None:
    worker.in_the_foreground()
    started = os.nice(0)
    worker.in_the_background()
    once = os.nice(0)
    worker.in_the_background()
    queue.put((started, once, os.nice(0)))


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no priorities to lower here")
def test_a_worker_process_lowers_its_priority_once_for_the_deep_pass() -> None:
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    process = context.Process(target=_priorities, args=(queue,))
    process.start()
    started, once, twice = queue.get(timeout=60)
    process.join(60)
    assert started == os.nice(0), "the first pass at the program's priority"
    assert once == twice == min(19, started + worker.BACKGROUND)
