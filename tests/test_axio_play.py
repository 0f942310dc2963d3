"""AXIO and AXIO Hex played whole: invariants over many games (hypothesis), the
baseline players' fairness and reproducibility, and `simulate --game`."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from axio_positions import BOT_GAMES, BotGame
from cli_runs import simulate, summary
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_desktop.bots import make_bot
from axio_desktop.engine import PlayerInfo, load_record
from axio_desktop.engine.axio import (
    AXIO,
    RULESETS,
    AxioRecord,
    AxioSetup,
    AxioState,
    Exchange,
    Phase,
    Place,
)
from axio_desktop.engine.axio.board import DEAD, EMPTY, PYRAMID
from axio_desktop.engine.axio.game import step_json
from axio_desktop.kits import find_kit

EXAMPLE_BOT = str(Path(__file__).resolve().parents[1] / "examples" / "axio_random_bot.py")


def board_tiles(state: AxioState) -> Counter[str]:
    """The tile halves on the board, by colour (printed spaces not counted)."""
    board = state.board
    return Counter(
        content for number, content in enumerate(board.cells)
        if content not in (EMPTY, PYRAMID, DEAD) and number not in board.printed
    )


def colour_count(codes: Any) -> Counter[str]:
    return Counter(colour for code in codes for colour in code)


@settings(max_examples=25, deadline=None)
@given(game=BOT_GAMES)
def test_every_game_keeps_its_tiles_and_tracks_and_replays_from_its_record(
    game: BotGame
) -> None:
    rules, players = game.rules, game.players
    state, bots, chance = game.start()
    box = colour_count(code for code, count in zip(rules.tile_codes, rules.tile_counts)
                       for _ in range(count))
    top = 36 if players == 1 else 18
    last_scores = state.all_scores()
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(chance)
        else:
            state.apply(bots[state.to_move].choose(state.view(state.to_move)))  # type: ignore[index]
        held = colour_count(state.bag.codes()) + sum(
            (colour_count(state.rack(seat)) for seat in range(players)), Counter())
        assert held + board_tiles(state) == box
        scores = state.all_scores()
        for before, after in zip(last_scores, scores):
            assert all(0 <= b <= a <= top for b, a in zip(before, after))
        last_scores = scores
        assert len(state.board.pyramids) <= rules.pyramids
        assert len(state.board.dead) + len(state.board.pyramids) == sum(
            len(p.pyramids) for p in state.placements)
    record = AxioRecord.of([PlayerInfo(f"P{seat}") for seat in range(players)], state)
    replayed = load_record(record.dumps()).replay()
    assert [step_json(p, rules.colours) for p in replayed.placements] == \
        [step_json(p, rules.colours) for p in state.placements]
    assert replayed.all_scores() == state.all_scores()
    assert replayed.outcome() == state.outcome()


def twin_positions(seed: int) -> tuple[AxioState, AxioState]:
    """Two AXIO positions that differ only in what seat 0 cannot see: a tile of seat
    1's rack and one of the bag trade places."""
    setup = AxioSetup.deal(AXIO, 2, seed)
    other = list(setup.racks[1])
    bag = list(setup.bag)
    swap = next(i for i, code in enumerate(bag) if code not in other)
    other[0], bag[swap] = bag[swap], other[0]
    twin = AxioSetup(AXIO, (setup.racks[0], tuple(other)), tuple(sorted(bag)))
    return AxioState.start(setup), AxioState.start(twin)


def test_the_baseline_players_choose_from_their_own_view_only() -> None:
    for seed in range(6):
        state, twin = twin_positions(seed)
        for level in ("random", "greedy"):
            first = make_bot(level, seed, kit=find_kit("axio").bots).choose(state.view(0))
            second = make_bot(level, seed, kit=find_kit("axio").bots).choose(twin.view(0))
            assert first == second


def test_the_baseline_players_answer_the_exchange_option() -> None:
    state = AxioState.start(AxioSetup.deal(AXIO, 2, 11))
    greedy = make_bot("greedy", 1, kit=find_kit("axio").bots)
    chance = random.Random(1)
    answers = []
    while not state.finished and len(answers) < 3:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        decision = greedy.choose(state.view(state.to_move))  # type: ignore[arg-type]
        if state.phase.value == "exchange":
            answers.append(decision)
        else:
            assert isinstance(decision, Place)
        state.apply(decision)
    assert answers and all(answer == Exchange(True) for answer in answers)


def test_simulate_plays_axio_and_hex_reproducibly_and_greedy_beats_random() -> None:
    for game in ("axio", "axio-hex"):
        first = summary("--game", game, "--players", "random,greedy", "--games", "10",
                        "--seed", "4")
        again = summary("--game", game, "--players", "random,greedy", "--games", "10",
                        "--seed", "4", "--jobs", "2")
        assert [p["wins"] for p in first["players"]] == [p["wins"] for p in again["players"]]
        random_player, greedy = first["players"]
        assert greedy["wins"] >= 9 and greedy["mean_lowest"] > random_player["mean_lowest"]
        assert 0 <= random_player["mean_lowest"] <= 18


def test_simulate_writes_records_that_replay_with_rotated_seats(tmp_path: Path) -> None:
    done = simulate("--game", "axio-hex", "--players", "random,greedy,greedy", "--games", "3",
                    "--seed", "1", "--records", str(tmp_path))
    assert done.returncode == 0, done.stderr
    paths = sorted(tmp_path.glob("*.json"))
    records = [load_record(path.read_text()) for path in paths]
    assert isinstance(records[0], AxioRecord)
    assert [[p.level for p in record.players] for record in records] == [
        ["random", "greedy", "greedy"], ["greedy", "greedy", "random"],
        ["greedy", "random", "greedy"]]
    assert all(record.replay().finished for record in records)
    replay = subprocess.run([sys.executable, "-m", "axio_desktop", "replay", str(paths[0])],
                            capture_output=True, text=True, check=False)
    assert replay.returncode == 0 and json.loads(replay.stdout)["finished"] is True


def test_a_program_over_axio_bot_1_plays_a_whole_game_without_faults() -> None:
    for game in ("axio", "axio-hex"):
        result = summary("--game", game, "--players", f"greedy,cmd:{sys.executable} {EXAMPLE_BOT}",
                         "--games", "2", "--seed", "3")
        assert [p["faults"] for p in result["players"]] == [0, 0]
        assert result["players"][1]["name"] == "Random (example)"


def test_a_program_that_answers_nonsense_costs_faults_not_the_game(tmp_path: Path) -> None:
    liar = tmp_path / "liar.py"
    liar.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    m = json.loads(line)\n"
        "    if m['type'] == 'hello':\n"
        "        assert m['protocol'] == 'axio-bot/1' and m['game'] == 'axio'\n"
        "        print(json.dumps({'type': 'ready', 'name': 'Liar'}), flush=True)\n"
        "    elif m['type'] == 'move':\n"
        "        print(json.dumps({'type': 'move', 'cells': [[0, 0], [0, 1]], 'colours': 'RG'}),"
        " flush=True)\n"
        "    else:\n"
        "        break\n"
    )
    result = summary("--game", "axio", "--players", f"greedy,cmd:{sys.executable} {liar}",
                     "--games", "1")
    greedy, liar_row = result["players"]
    assert greedy["faults"] == 0 and liar_row["faults"] > 5


def test_a_sampled_deal_shows_its_seat_exactly_the_view_it_came_from() -> None:
    from axio_desktop.engine.axio.determinize import sample_state

    for game_id in sorted(RULESETS):
        state = AxioState.start(AxioSetup.deal(RULESETS[game_id], 3, 9))
        bot = make_bot("greedy", 9, kit=find_kit(game_id).bots)
        chance = random.Random(9)
        for _ in range(14):
            if state.awaiting_draw:
                state.settle_chance(chance)
            else:
                state.apply(bot.choose(state.view(state.to_move)))  # type: ignore[arg-type]
        if state.awaiting_draw:
            state.settle_chance(chance)
        view = state.view(1)
        samples = [sample_state(view, random.Random(seed)) for seed in range(3)]
        for sample in samples:
            again = sample.view(1)
            assert again.to_json() == view.to_json()
            assert again.legal_edges == view.legal_edges and again.started == view.started
        assert len({sample.rack(2) for sample in samples}) > 1


@settings(max_examples=40, deadline=None)
@given(game_id=st.sampled_from(sorted(RULESETS)), players=st.integers(1, 4),
       seed=st.integers(0, 10**6), stop=st.integers(0, 120))
def test_a_game_stopped_anywhere_mid_turn_is_recorded_and_replays_to_the_same_point(
    game_id: str, players: int, seed: int, stop: int
) -> None:
    state = AxioState.start(AxioSetup.deal(RULESETS[game_id], players, seed))
    bot = make_bot("greedy", seed, kit=find_kit(game_id).bots)
    chance = random.Random(seed)
    for _ in range(stop):
        if state.finished:
            break
        if state.awaiting_draw:
            state.settle_chance(chance)
        else:
            state.apply(bot.choose(state.view(state.to_move)))  # type: ignore[arg-type]
    record = AxioRecord.of([PlayerInfo(f"P{seat}") for seat in range(players)], state)
    again = load_record(record.dumps())
    assert again.dumps() == record.dumps()
    replayed = again.replay()
    assert (replayed.to_move, replayed.phase, replayed.pending_bonus, replayed.all_scores()) == \
        (state.to_move, state.phase, state.pending_bonus, state.all_scores())
    assert replayed.exchange_chosen == state.exchange_chosen
    if state.to_move is not None:
        assert replayed.view(state.to_move).to_json() == state.view(state.to_move).to_json()


def test_a_walk_gives_each_turn_its_placements_its_answer_and_its_draw() -> None:
    """A turn's steps are its placements, then its answer to the exchange option where
    the option was open (keeping the rack is an answer too), and the step that ended
    the turn carries its draw."""
    answers: Counter[bool] = Counter()
    for game_id, seed in [(game_id, seed) for game_id in sorted(RULESETS) for seed in range(4)]:
        state = AxioState.start(AxioSetup.deal(RULESETS[game_id], 3, seed))
        bots = [make_bot("random", seed + seat, kit=find_kit(game_id).bots) for seat in range(3)]
        chance = random.Random(seed)
        while not state.finished:
            if state.awaiting_draw:
                state.settle_chance(chance)
            else:
                state.apply(bots[state.to_move].choose(state.view(state.to_move)))  # type: ignore[index, arg-type]
        record = AxioRecord.of([PlayerInfo(f"P{seat}") for seat in range(3)], state)
        steps = list(record.walk())
        for number, turn in enumerate(record.turns):
            own = [step for step in steps if len(step.before.turns) == number]
            decisions = [step.decision for step in own]
            assert decisions[:len(turn.place)] == list(turn.place)
            for step in own[len(turn.place):]:
                assert step.decision == Exchange(turn.exchange)
                assert step.before.phase is Phase.EXCHANGE and step.placement is None
                answers[turn.exchange] += 1
            assert len(own) - len(turn.place) <= 1
            assert [step.drawn for step in own] == [None] * (len(own) - 1) + [turn.draw]
    assert answers[True] and answers[False], "both answers were walked"
