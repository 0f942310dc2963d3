"""One contract that every registered game keeps (OpenSpiel's ``random_sim_test``):
random games reach their end, records round-trip, and a view hides what it must."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from axio_desktop.bots import make_bot
from axio_desktop.engine import PlayerInfo, find_game, games, load_record
from axio_desktop.kits import find_kit

GAME_IDS = [game.id for game in games()]


def play_out(game_id: str, players: int, seed: int) -> Any:
    """A whole game between random bots through the real path: view, bot, checked apply."""
    game = find_game(game_id)
    state = game.new_state(players, random.Random(seed))
    bots = [make_bot("random", random.Random(f"{seed} {seat}"), kit=find_kit(game_id).bots)
            for seat in range(players)]
    chance = random.Random(f"chance {seed}")
    steps = 0
    while not state.finished:
        steps += 1
        assert steps < 1000, "a game must end"
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        seat = state.to_move
        assert seat is not None
        move = bots[seat].choose(state.view(seat))
        state.check(move)
        state.apply(move)
    return state


def test_the_registry_finds_every_game_by_id() -> None:
    assert GAME_IDS == ["rota", "axio", "axio-hex"]
    assert find_game("axio-hex").colours == "RGBOYP"
    with pytest.raises(KeyError, match="known games: rota, axio, axio-hex"):
        find_game("chess")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_reach_their_end_with_a_ranking(game_id: str, players: int) -> None:
    state = play_out(game_id, players, seed=players)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners
    assert state.to_move is None and not list(state.legal_moves())
    cap = find_game(game_id).track_cap
    top = cap * 2 if players == 1 and game_id != "rota" else cap
    assert all(0 <= track <= top for tracks in state.all_scores() for track in tracks)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_legal_decision_written_as_a_bot_answer_reads_back_as_itself(game_id: str) -> None:
    game = find_game(game_id)
    wire = find_kit(game_id).bots.wire
    state = game.new_state(2, random.Random(5))
    chance = random.Random(5)
    seen = 0
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        moves = list(state.legal_moves())
        for move in moves:
            answer = wire.answer(move)
            assert "type" not in answer
            assert wire.move_from(json.loads(json.dumps(answer))) == move
            seen += 1
        state.apply(moves[0])
    assert seen > 100


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_record_round_trips_and_replays_to_the_same_position(game_id: str) -> None:
    game = find_game(game_id)
    state = play_out(game_id, 2, seed=7)
    players = [PlayerInfo("Anna", "human"), PlayerInfo("Robo", "bot", "random", {"colour": 3})]
    text = game.record_of(players, state).dumps()
    again = load_record(text)
    assert again.dumps() == text
    assert again.players[1].extra == {"colour": 3}
    replayed = again.replay()
    assert game.replay_steps(replayed) == game.replay_steps(state)
    assert game.replay_result(replayed) == game.replay_result(state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_unfinished_game_is_recorded_and_resumed_where_it_stopped(game_id: str) -> None:
    game = find_game(game_id)
    state = game.new_state(3, random.Random(5))
    bot = make_bot("greedy", 5, kit=find_kit(game_id).bots)
    chance = random.Random(5)
    for _ in range(9):
        if state.awaiting_draw:
            state.settle_chance(chance)
        state.apply(bot.choose(state.view(state.to_move)))
    replayed = load_record(game.record_of([PlayerInfo(n) for n in "ABC"], state).dumps()).replay()
    assert replayed.to_move == state.to_move and not replayed.finished
    assert game.replay_result(replayed) == game.replay_result(state)


def snapshot(game: Any, state: Any) -> object:
    """What a position shows: its history as ``replay --steps`` prints it, the result
    line, every seat's view and how many decisions it has had."""
    return (game.replay_steps(state), game.replay_result(state),
            [state.view(seat).to_json() for seat in range(state.players)], state.decisions_made)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", [1, 2, 3])
def test_a_record_s_walk_is_the_game_as_it_was_played(game_id: str, players: int) -> None:
    """Each step of the walk stands where the game stood before that decision, with
    the seat and the decision made there; the placements are numbered as ``replay
    --steps`` numbers them; the last step leads to the record's own replay."""
    game = find_game(game_id)
    state = game.new_state(players, random.Random(players))
    bots = [make_bot("random", random.Random(f"{players} {seat}"), kit=find_kit(game_id).bots)
            for seat in range(players)]
    chance = random.Random(players)
    lived = []
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        seat = state.to_move
        decision = bots[seat].choose(state.view(seat))
        lived.append((snapshot(game, state), seat, decision))
        state.apply(decision)
    record = game.record_of([PlayerInfo(f"P{seat}") for seat in range(players)], state)
    steps = list(record.walk())
    assert [(snapshot(game, step.before), step.seat, step.decision) for step in steps] == lived
    assert [step.number for step in steps] == list(range(len(lived)))
    placed = [step.placement for step in steps if step.placement is not None]
    assert placed == list(range(len(game.replay_steps(state))))
    assert all(game.same_decision(step.decision, step.decision) for step in steps)
    assert steps[-1].before is not steps[-2].before, "each step's position is its own"
    assert snapshot(game, record.replay()) == snapshot(game, state)


def hidden_twin(game_id: str, document: dict[str, Any], seat: int) -> dict[str, Any]:
    """The same record with tiles moved where ``seat`` cannot see: another player's
    hidden tiles swapped with the supply or the bag."""
    twin = json.loads(json.dumps(document))
    other = (seat + 1) % len(twin["players"])
    setup = twin["setup"]
    if game_id == "rota":
        stack, supply = setup["stacks"][other], setup["supply"]
        stack[0], supply[0] = supply[0], stack[0]
        supply.reverse()
    else:
        rack = setup["racks"][other]
        bag = setup["bag"]
        swap = next(i for i, code in enumerate(bag) if code not in rack)
        rack[0], bag[swap] = bag[swap], rack[0]
    return twin


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_view_shows_nothing_of_what_its_seat_cannot_see(game_id: str) -> None:
    game = find_game(game_id)
    state = game.new_state(2, random.Random(3))
    document = json.loads(game.record_of([PlayerInfo("A"), PlayerInfo("B")], state).dumps())
    twin = load_record(json.dumps(hidden_twin(game_id, document, seat=0))).replay()
    original = load_record(json.dumps(document)).replay()
    assert seen(original.view(0)) == seen(twin.view(0))
    assert seen(original.view(1)) != seen(twin.view(1))


def seen(view: Any) -> tuple[dict[str, Any], object]:
    """What a view shows: its protocol form, and the seat's own tile in AXIO Rota (the
    protocol shows it only on the seat's turn)."""
    return view.to_json(), getattr(view, "hand", None)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_record_keeps_its_meta_and_readers_ignore_what_they_do_not_know_there(
    game_id: str,
) -> None:
    game = find_game(game_id)
    state = game.new_state(1, random.Random(4))
    document = json.loads(game.record_of([PlayerInfo("Solo")], state).dumps())
    document["meta"] = {"seed": 4, "program": "axio-desktop 0.1.0", "future": [1, {"x": 2}]}
    again = load_record(json.dumps(document))
    assert json.loads(again.dumps())["meta"] == document["meta"]
    document["meta"] = "seed 4"
    with pytest.raises(ValueError, match="meta: expected an object"):
        load_record(json.dumps(document))
