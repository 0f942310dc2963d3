"""The review beyond placements: the answer to the exchange option judged like a
placement (fairly, from the record up to it), the rule of a first placement kept in
the playouts, and decisions marked decided where nothing the mover did mattered.

Records come from seeded bot games (`test_review.played_game`); judgements use a few
playouts, since what is tested is the shape of a judgement and what it depends on.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from test_review import replay_steps, review, write

from axio_desktop.cli.review import report
from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import find_game, load_record
from axio_desktop.engine.axio import AxioRecord, Exchange, Place
from axio_desktop.kits import find_kit
from axio_desktop.review import (
    DECIDED,
    EXCHANGE,
    MARKS,
    PLACEMENT,
    QUICK,
    SERIOUS,
    SHIPPED,
    Judgement,
    Position,
    judge,
    summarise,
    unit_for,
)

FEW = replace(QUICK, min_deals=6, max_deals=6)
"""A few more deals than `QUICK`: enough for the exchange's two answers to differ."""
EARLY_EXCHANGE = {"axio": 4, "axio-hex": 9}
"""Seeds of `medium` against `medium` whose game has an early answer to the exchange
option (AXIO: turn 3; AXIO Hex: turn 13)."""


def seeded(tmp: Path, game: str) -> dict[str, Any]:
    """The record of `EARLY_EXCHANGE`'s game."""
    play_game(GameJob(0, ("medium", "medium"), EARLY_EXCHANGE[game], tmp, game))
    data: dict[str, Any] = json.loads((tmp / "game-00001.json").read_text())
    return data


def first_exchange_turn(data: dict[str, Any]) -> int:
    return next(number for number, turn in enumerate(data["turns"]) if turn.get("exchange"))


def through(data: dict[str, Any], turns: int, *, draw: bool = True) -> dict[str, Any]:
    """The record with its first ``turns`` turns, the last one without its draw unless
    ``draw`` (a record may end right after an exchange)."""
    data = json.loads(json.dumps(data))
    data["turns"] = data["turns"][:turns]
    if not draw:
        del data["turns"][-1]["draw"]
    return data


def exchange_positions(data: dict[str, Any]) -> list[Position[Any, Any]]:
    record = load_record(json.dumps(data))
    return [position for position in find_kit(data["game"]).review.positions(record)
            if position.kind == EXCHANGE]


@pytest.mark.parametrize("game", ["axio", "axio-hex"])
def test_every_answer_to_the_exchange_option_is_judged_in_a_list_of_its_own(
        tmp_path: Path, game: str) -> None:
    """``placements`` keeps one entry per placement (as the contract counts them);
    each answer, kept or exchanged, has an entry in ``exchanges`` that says its kind
    and which placement it follows; the bytes are the same whatever ``--jobs`` says."""
    data = seeded(tmp_path, game)
    turn = first_exchange_turn(data)
    path = write(tmp_path, "short.json", through(data, turn + 2))
    done = review(str(path), "--json", "--deals", "2")
    assert done.returncode == 0, done.stderr
    assert review(str(path), "--json", "--deals", "2", "--jobs", "2").stdout == done.stdout
    result = json.loads(done.stdout)
    steps = replay_steps(path)
    assert [entry["index"] for entry in result["placements"]] == list(range(len(steps)))
    assert all("kind" not in entry for entry in result["placements"])
    positions = exchange_positions(through(data, turn + 2))
    entries = result["exchanges"]
    assert positions and len(entries) == len(positions)
    for number, (entry, position) in enumerate(zip(entries, positions, strict=True)):
        assert entry["kind"] == "exchange" and entry["index"] == number
        assert (entry["turn"], entry["player"]) == (position.turn, position.player)
        last = [step for step in steps if step["turn"] == entry["turn"]][-1]
        assert entry["after"] == steps.index(last)
        assert entry["played"] == {"exchange": position.played.accept}
        assert entry["best"] in ({"exchange": True}, {"exchange": False})
        assert entry["loss"] == pytest.approx(max(0.0, entry["value_best"]
                                                  - entry["value_played"]), abs=1e-9)
        assert entry["mark"] in MARKS and sum(entry["chances"]) == pytest.approx(1.0)
    assert entries[0]["played"] == {"exchange": True}
    for seat, player in enumerate(result["players"]):
        own = [entry for entry in result["placements"] if entry["player"] == seat]
        assert sum(player["marks"].values()) == len(own)


def test_a_record_without_an_answer_to_the_exchange_option_has_no_list_of_them(
        tmp_path: Path) -> None:
    data = seeded(tmp_path, "axio")
    path = write(tmp_path, "short.json", through(data, first_exchange_turn(data)))
    done = review(str(path), "--json", "--deals", "2")
    assert done.returncode == 0, done.stderr
    assert "exchanges" not in json.loads(done.stdout)


@pytest.mark.parametrize("game", ["axio", "axio-hex"])
def test_a_record_cut_right_after_an_answer_judges_it_the_same(tmp_path: Path,
                                                               game: str) -> None:
    data = seeded(tmp_path, game)
    turn = first_exchange_turn(data)
    cut = exchange_positions(through(data, turn + 1, draw=False))
    whole = exchange_positions(through(data, turn + 4))
    assert cut[-1].played == Exchange(True) and len(whole) > len(cut) - 1
    kit = find_kit(game).review
    assert judge(kit, cut[-1], 3, FEW) == judge(kit, whole[len(cut) - 1], 3, FEW)


@pytest.mark.parametrize("game", ["axio", "axio-hex"])
def test_another_seats_hidden_tiles_change_nothing_in_an_answer(tmp_path: Path,
                                                               game: str) -> None:
    """The mover's answer, judged again after the other seat drew another tile at the
    end of its last turn (one that lay in the bag), is judged the same: the mover
    could not see which."""
    whole = seeded(tmp_path, game)
    data = through(whole, first_exchange_turn(whole) + 1, draw=False)
    other = json.loads(json.dumps(data))
    previous = other["turns"][-2]
    record = load_record(json.dumps(data))
    assert isinstance(record, AxioRecord)
    before_draw = [step for step in record.walk() if step.drawn is not None][-1].before
    held = set(previous["draw"])
    in_bag = sorted(code for kind, code in enumerate(before_draw.rules.tile_codes)
                    if before_draw.bag.counts[kind] > previous["draw"].count(code)
                    and code not in held)
    previous["draw"][0] = in_bag[0]
    assert other != data
    kit = find_kit(game).review
    judged = [judge(kit, exchange_positions(version)[-1], 2, FEW) for version in (data, other)]
    assert judged[0] == judged[1]
    assert judged[0].kind == EXCHANGE and judged[0].played == Exchange(True)


def test_an_answer_is_seeded_apart_from_the_placement_of_the_same_index(tmp_path: Path
                                                                        ) -> None:
    """The answers to the exchange option are counted apart from the placements; the
    deals of one never follow those of the placement with the same number."""
    data = through(seeded(tmp_path, "axio"), 5)
    kit = find_kit("axio").review
    answer = exchange_positions(data)[0]
    as_placement = replace(answer, kind=PLACEMENT)
    assert judge(kit, answer, 1, FEW).chances != judge(kit, as_placement, 1, FEW).chances


@pytest.mark.parametrize(("game", "players", "index", "before"),
                         [("axio", 3, 0, "mistake, 0.125"), ("axio-hex", 4, 1, "blunder, 0.203")])
def test_a_first_round_placement_is_judged_by_playouts_that_keep_the_first_placement_rule(
        tmp_path: Path, game: str, players: int, index: int, before: str) -> None:
    """`medium`'s placement early in a seeded game, where later seats have not started.
    The playouts used to let those seats lay their first tile anywhere, beside the
    mover's tile too, where the rules allow it only beside an untouched printed space,
    and marked this placement a mistake or worse (``before``: mark and loss, with the
    same deals); kept to the rule they find it within the noise of the best."""
    play_game(GameJob(0, ("medium",) * players, 0, tmp_path, game))
    record = load_record((tmp_path / "game-00001.json").read_text())
    kit = find_kit(game).review
    position = kit.positions(record)[index]
    assert position.kind == PLACEMENT and not all(position.view.started)
    judgement = judge(kit, position, 0, replace(SHIPPED, max_deals=32))
    assert judgement.mark not in SERIOUS, f"was {before}"


def test_a_decided_decision_is_marked_so_and_left_out_of_accuracy() -> None:
    """Late in the three-player test game, Julia has lost whatever she does: every
    candidate comes out at a chance of 0, and her placements are marked decided, with
    no loss; they count among her marks but not in her accuracy."""
    path = Path(__file__).parent / "data" / "axio" / "axio-hex-three-players.json"
    record = load_record(path.read_text())
    kit = find_kit("axio-hex").review
    positions = [position for position in kit.positions(record) if position.kind == PLACEMENT]
    eight = replace(SHIPPED, min_deals=8, max_deals=8)
    last = judge(kit, positions[-1], 3, eight)
    assert last.mark == DECIDED and last.loss == 0 and last.best == last.played
    assert last.value_played == 0.0 and last.chances[last.player] == 0.0

    def placement(index: int, player: int, loss: float, mark: str) -> Judgement[str]:
        return Judgement(index, index, 0, player, "a", "a", 0.5 - loss, 0.5, loss, mark,
                         (0.5, 0.5))

    unit = unit_for(2)
    judged = [placement(0, 0, 0.12, "mistake"), placement(1, 1, 0.0, "best"),
              placement(2, 0, 0.0, DECIDED), placement(3, 1, 0.0, DECIDED)]
    summary = summarise(find_game("axio"), ["A", "B"], judged)
    assert summary.players[0].marks[DECIDED] == 1 and summary.players[0].marks["mistake"] == 1
    assert summary.players[0].accuracy == round(unit.accuracy([0.12]), 1)
    assert summary.players[1].accuracy == 100.0


def test_the_report_for_a_person_names_a_costly_answer_among_the_placements() -> None:
    place = Place(((5, 5), (5, 6)), "RG")
    judged = [Judgement(0, 0, 0, 0, place, place, 0.5, 0.5, 0.0, "best", (0.5, 0.5)),
              Judgement(0, 0, 0, 0, Exchange(True), Exchange(False), 0.3, 0.42, 0.12,
                        "mistake", (0.5, 0.5), EXCHANGE, 0)]
    game = find_game("axio")
    review = summarise(game, ["Anna", "Robo"], judged)
    text = report(review, game_title="AXIO", notation=game.notation)
    assert text.startswith("AXIO: 1 placement judged by the player's chance to win, and 1 "
                           "answer to the exchange option, judged apart\n")
    assert "  Anna  accuracy 100.0  (1 best, 0 good, 0 inaccuracies, 0 mistakes, 0 blunders)" in text
    assert ("  Exchange option of turn 1 (after placement 1), Anna: mistake, chance to win 30% "
            "instead of 42%") in text
    assert "      played exchange\n      better keep\n" in text
    assert review.players[0].marks["best"] == 1 and review.players[0].accuracy == 100.0


def test_decided_means_the_same_value_for_every_candidate() -> None:
    chance, lowest = unit_for(2), unit_for(1)
    assert chance.decided([0.0, 0.0, 0.0]) and chance.decided([1.0, 1.0])
    assert not chance.decided([0.0, 0.0, 1 / 64])
    assert not chance.decided([0.25, 0.25]), "a chance to win or lose is not decided"
    assert lowest.decided([12.5, 12.5]) and not lowest.decided([12.5, 12.0])
    assert not chance.decided([])
