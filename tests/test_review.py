"""The post-game review: every placement judged, fairly, from the record up to it.

Records come from seeded bot games; judgements use a few playouts (`QUICK`, or the
command's ``--deals``), since only their shape and their independence from what the
mover could not see are tested here (their quality is measured in benchmarks/).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import find_game, load_record
from axio_desktop.kits import find_kit
from axio_desktop.review import (
    DECIDED,
    LOWEST,
    MARKS,
    PLACEMENT,
    QUICK,
    SERIOUS,
    WIN_CHANCE,
    Analysis,
    Judgement,
    Position,
    analysis,
    cache_key,
    judge,
    summarise,
    unit_for,
)

GAMES = ("rota", "axio", "axio-hex")
CUT = 6
"""Placements kept of each test record (a whole game takes too long to judge)."""


def review(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "axio_desktop", "review", *args],
                          check=False, capture_output=True, text=True, timeout=300)


def replay_steps(path: Path) -> list[dict[str, Any]]:
    done = subprocess.run([sys.executable, "-m", "axio_desktop", "replay", "--steps", str(path)],
                          check=True, capture_output=True, text=True, timeout=60)
    return [json.loads(line) for line in done.stdout.splitlines()[:-1]]


def played_game(tmp: Path, game: str, specs: tuple[str, ...], number: int = 0) -> dict[str, Any]:
    play_game(GameJob(number, specs, 4, tmp, game))
    data: dict[str, Any] = json.loads((tmp / f"game-{number + 1:05d}.json").read_text())
    return data


def cut(data: dict[str, Any], placements: int) -> dict[str, Any]:
    """The record with only its first ``placements`` placements (a turn cut short
    loses its draw and exchange)."""
    data = json.loads(json.dumps(data))
    if "moves" in data:
        data["moves"] = data["moves"][:placements]
        return data
    turns = []
    for turn in data["turns"]:
        if placements <= 0:
            break
        if len(turn["place"]) > placements:
            turn = {"place": turn["place"][:placements]}
        placements -= len(turn["place"])
        turns.append(turn)
    data["turns"] = turns
    return data


def same(placement: dict[str, Any]) -> object:
    """What makes two placements the same: the same cells showing the same colours."""
    if "cells" in placement:
        return frozenset(zip(map(tuple, placement["cells"]), placement["colours"]))
    return placement


def placements(game: str, data: dict[str, Any]) -> list[Position[Any, Any]]:
    """The positions of the record's placements (without its answers to the exchange
    option)."""
    positions = find_kit(game).review.positions(load_record(json.dumps(data)))
    return [position for position in positions if position.kind == PLACEMENT]


def write(tmp: Path, name: str, data: dict[str, Any]) -> Path:
    path = tmp / name
    path.write_text(json.dumps(data))
    return path


@pytest.fixture(scope="module", params=GAMES)
def short_record(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
                 ) -> tuple[str, Path]:
    tmp = tmp_path_factory.mktemp(request.param)
    data = played_game(tmp, request.param, ("medium", "random"))
    return request.param, write(tmp, "short.json", cut(data, CUT))


def test_every_placement_is_judged_and_played_is_the_records(short_record: tuple[str, Path]
                                                             ) -> None:
    game, path = short_record
    done = review(str(path), "--json", "--deals", "2")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    steps = replay_steps(path)
    assert result["format"] == "axio-review" and result["version"] == 1
    assert result["game"] == game and result["unit"] == "win-chance"
    assert [entry["index"] for entry in result["placements"]] == list(range(len(steps)))
    for entry, step in zip(result["placements"], steps):
        assert entry["player"] == step["player"]
        if game == "rota":
            assert (entry["turn"], entry["placement"]) == (step["move"], 0)
            assert entry["played"] == {"cell": step["cell"], "rotation": step["rotation"],
                                       "name": step["name"]}
        else:
            assert (entry["turn"], entry["placement"]) == (step["turn"], step["placement"])
            assert entry["played"] == {"cells": step["cells"], "colours": step["colours"]}


def test_best_is_legal_and_numbers_agree(short_record: tuple[str, Path]) -> None:
    game_id, path = short_record
    game = find_game(game_id)
    record = load_record(path.read_text())
    kit = find_kit(game.id).review
    positions = find_kit(game.id).review.positions(record)
    judgements = Analysis(find_kit(game.id).review, positions, settings=QUICK).results()
    unit = unit_for(len(record.players))
    for position, judgement in zip(positions, judgements, strict=True):
        assert judgement.key == (position.kind, position.index)
        legal = [same(kit.move_json(move)) for move in kit.ranked(position.view, 10**6)]
        assert same(kit.move_json(judgement.best)) in legal
        assert judgement.loss == pytest.approx(max(0.0, judgement.value_best
                                                   - judgement.value_played), abs=1e-9)
        if judgement.mark == DECIDED:  # every candidate came out the same: no loss
            assert judgement.loss == 0 and unit.decided([judgement.value_played])
        else:
            assert judgement.mark == unit.mark(judgement.loss)
        assert (judgement.loss == 0) == (judgement.best == judgement.played)
        assert sum(judgement.chances) == pytest.approx(1.0)
        assert all(0 <= chance <= 1 for chance in judgement.chances)
    summary = summarise(game, [player.name for player in record.players], judgements)
    for seat, player in enumerate(summary.players):
        own = [judgement.mark for judgement in judgements
               if judgement.player == seat and judgement.kind == PLACEMENT]
        assert player.marks == {mark: own.count(mark) for mark in MARKS}
        assert 0 <= player.accuracy <= 100


def test_jobs_do_not_change_a_byte(short_record: tuple[str, Path]) -> None:
    _, path = short_record
    one = review(str(path), "--json", "--deals", "2", "--seed", "5", "--jobs", "1")
    two = review(str(path), "--json", "--deals", "2", "--seed", "5", "--jobs", "2")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout


def test_a_record_cut_after_a_placement_judges_it_the_same(tmp_path: Path) -> None:
    for game_id in GAMES:
        game = find_game(game_id)
        data = cut(played_game(tmp_path, game_id, ("medium", "medium")), 9)
        whole = placements(game_id, data)
        for index in (4, 7):
            shorter = placements(game_id, cut(data, index + 1))
            assert len(shorter) == index + 1
            assert judge(find_kit(game.id).review, shorter[index], 3, QUICK) == \
                judge(find_kit(game.id).review, whole[index], 3, QUICK)


def test_another_seats_hidden_rack_changes_nothing(tmp_path: Path) -> None:
    """Seat 1's second placement, judged again after seat 0's rack held other tiles
    than the one it placed first (taken from the bag), changes not at all."""
    for game_id in ("axio", "axio-hex"):
        game = find_game(game_id)
        data = cut(played_game(tmp_path, game_id, ("medium", "medium")), 2)
        other = json.loads(json.dumps(data))
        first = data["turns"][0]["place"][0]["colours"]
        rack = other["setup"]["racks"][0]
        bag = other["setup"]["bag"]
        kept = [number for number, code in enumerate(rack) if sorted(code) != sorted(first)]
        drawn = set(data["turns"][0]["draw"])
        swaps = [code for code in bag if code not in set(rack) | drawn][: len(kept)]
        assert swaps
        for number, code in zip(kept, swaps):
            bag[bag.index(code)] = rack[number]
            rack[number] = code
        other["setup"]["bag"] = sorted(bag)
        assert other != data
        judgements = [judge(find_kit(game.id).review, find_kit(game.id).review.positions(load_record(json.dumps(d)))[1],
                            2, QUICK) for d in (data, other)]
        assert judgements[0] == judgements[1]


def test_the_order_of_what_the_mover_cannot_see_changes_nothing_in_rota(tmp_path: Path) -> None:
    """AXIO Rota, seat 1's first placement: seat 0's hand, the rest of every stack and
    the supply shuffled."""
    game = find_game("rota")
    data = cut(played_game(tmp_path, "rota", ("medium", "medium")), 2)
    other = json.loads(json.dumps(data))
    stacks = other["setup"]["stacks"]
    stacks[0][1:] = stacks[0][:0:-1]
    stacks[1][1:] = stacks[1][:0:-1]
    other["setup"]["supply"] = other["setup"]["supply"][::-1]
    assert other != data
    judgements = [judge(find_kit(game.id).review, find_kit(game.id).review.positions(load_record(json.dumps(d)))[1],
                        2, QUICK) for d in (data, other)]
    assert judgements[0] == judgements[1]


def test_a_record_replay_refuses_is_refused_the_same_way(tmp_path: Path) -> None:
    data = played_game(tmp_path, "axio", ("random", "random"))
    data["turns"][1]["place"][0]["cells"] = [[0, 0], [0, 1]]
    path = write(tmp_path, "bad.json", data)
    done = review(str(path), "--json")
    replayed = subprocess.run([sys.executable, "-m", "axio_desktop", "replay", str(path)],
                              check=False, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == replayed.stderr and len(done.stderr.splitlines()) == 1
    missing = review(str(tmp_path / "none.json"))
    assert (missing.returncode, missing.stdout, len(missing.stderr.splitlines())) == (2, "", 1)


def test_the_report_for_a_person_names_players_and_costly_placements(
        short_record: tuple[str, Path]) -> None:
    _, path = short_record
    done = review(str(path), "--deals", "2")
    assert done.returncode == 0, done.stderr
    names = [player["name"] for player in json.loads(path.read_text())["players"]]
    lines = done.stdout.splitlines()
    assert all(any(line.strip().startswith(name) and "accuracy" in line for line in lines)
               for name in names)
    costly = [line for line in lines
              if line.strip().startswith(("Placement ", "Exchange option of turn "))]
    assert len([line for line in lines if "better" in line]) == len(costly)


def test_solo_is_judged_by_the_lowest_colour(tmp_path: Path) -> None:
    for game_id in GAMES:
        game = find_game(game_id)
        record = load_record(json.dumps(cut(played_game(tmp_path, game_id, ("medium",)), 3)))
        judgements = Analysis(find_kit(game.id).review, find_kit(game.id).review.positions(record), settings=QUICK).results()
        review_json = summarise(game, ["Solo"], judgements).to_json(find_kit(game.id).review.move_json)
        assert review_json["unit"] == "lowest"
        assert review_json["thresholds"] == unit_for(1).thresholds()
        for entry in review_json["placements"]:
            assert len(entry["chances"]) == 1 and entry["chances"][0] >= 0
            assert entry["value_best"] >= entry["value_played"]


def test_judgements_arrive_one_by_one_and_stop_when_cancelled(tmp_path: Path) -> None:
    game = find_game("axio")
    record = load_record(json.dumps(cut(played_game(tmp_path, "axio", ("medium", "random")), 4)))
    analysis = Analysis(find_kit(game.id).review, find_kit(game.id).review.positions(record), settings=QUICK)
    received = []
    for judgement in analysis:
        received.append(judgement)
        analysis.cancel()
    assert len(received) == 1
    kit = find_kit(game.id).review
    again = Judgement.from_json(json.loads(json.dumps(received[0].to_json(kit.move_json))),
                                kit.move_from_json)
    assert again == received[0]


def test_marks_and_accuracy_follow_the_thresholds() -> None:
    unit = unit_for(2)
    assert [unit.mark(loss) for loss in (0, 0.01, 0.05, 0.1, 0.15, 0.6)] == \
        [mark for mark in MARKS if mark != DECIDED] + ["blunder"]
    assert unit.accuracy([]) == unit.accuracy([0.0, 0.0]) == 100
    assert 100 > unit.accuracy([0.0, 0.02]) > unit.accuracy([0.0, 0.2]) > \
        unit.accuracy([0.2, 0.2]) >= 0
    assert unit_for(1).mark(0.4) == "good" and unit_for(1).mark(1.0) == "mistake"


def test_the_review_s_policy_is_the_unit_s() -> None:
    """Which marks are serious, whether a review is solo, how its unit is worded and
    shown: one answer, in review/marks.py, from the unit."""
    assert SERIOUS == MARKS[MARKS.index("mistake"):]
    for players in (1, 2, 3, 4):
        unit = unit_for(players)
        assert unit.solo == (players == 1) and unit is (LOWEST if players == 1 else WIN_CHANCE)
        assert unit.mark(unit.mistake) in SERIOUS and unit.mark(unit.inaccuracy) not in SERIOUS
    assert (WIN_CHANCE.words, LOWEST.words) == ("chance", "lowest")
    assert WIN_CHANCE.shown(0.1234) == pytest.approx(12.34) and LOWEST.shown(1.25) == 1.25


def test_the_cache_key_names_record_seed_and_settings(monkeypatch: pytest.MonkeyPatch
                                                      ) -> None:
    assert cache_key("a", 0) == cache_key("a", 0)
    before = cache_key("a", 0)
    monkeypatch.setattr(analysis, "ANALYSER", analysis.ANALYSER - 1)
    older = cache_key("a", 0)
    monkeypatch.undo()
    assert len({cache_key("a", 0), cache_key("b", 0), cache_key("a", 1),
                cache_key("a", 0, QUICK), older}) == 5, "an older analyser's cache is not served"
    assert cache_key("a", 0) == before


def test_placements_after_the_game_is_decided_count_little() -> None:
    """The same two losses weigh more where the chances were still moving."""
    def placement(index: int, loss: float, chances: tuple[float, float]) -> Judgement:
        move = {"cells": [[0, index], [1, index]], "colours": "RG"}
        return Judgement(index, index, 0, index % 2, move, move, 0.5 - loss, 0.5, loss,
                         unit_for(2).mark(loss), chances)

    swings = [(0.5, 0.5), (0.7, 0.3), (0.3, 0.7), (0.8, 0.2)] + [(1.0, 0.0)] * 16
    early = [placement(i, 0.1 if i in (0, 2) else 0.0, swings[i]) for i in range(20)]
    late = [placement(i, 0.1 if i in (16, 18) else 0.0, swings[i]) for i in range(20)]
    game = find_game("axio")
    accuracy = [summarise(game, ["A", "B"], judged).players[0].accuracy
                for judged in (early, late)]
    assert accuracy[0] < accuracy[1] < 100
