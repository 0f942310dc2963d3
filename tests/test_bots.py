"""The built-in levels: legal, fair (they read only their seat's view) and reproducible."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from axio_desktop.bots import Bot, make_bot
from axio_desktop.bots.rota.expert import CANDIDATE_SPREAD, ExpertBot, blend, rollout_move
from axio_desktop.bots.rota.hard import rank_moves
from axio_desktop.bots.rota.kit import ROTA_BOTS
from axio_desktop.engine.rota import RotaState, Setup, Tile
from axio_desktop.engine.rota.determinize import hidden_hand_holders, sample_state

FAST_LEVELS = ["random", "greedy", "easy", "medium", "hard"]


def quick(level: str, seed: int) -> Bot:
    """The level's bot; `expert` with few deals so a whole game stays quick."""
    if level == "expert":
        return ExpertBot(random.Random(seed), deals=3)
    return make_bot(level, random.Random(seed), kit=ROTA_BOTS)


def play(specs: list[str], deal_seed: int, bot_seed: int) -> RotaState:
    state = RotaState.start(Setup.deal(len(specs), deal_seed))
    bots = [quick(spec, bot_seed * 10 + seat) for seat, spec in enumerate(specs)]
    while state.to_move is not None:
        state.apply(bots[state.to_move].choose(state.view(state.to_move)))
    return state


def played_until(players: int, deal_seed: int, moves: int) -> RotaState:
    state = RotaState.start(Setup.deal(players, deal_seed))
    greedy = make_bot("greedy", deal_seed, kit=ROTA_BOTS)
    for _ in range(moves):
        assert state.to_move is not None
        state.apply(greedy.choose(state.view(state.to_move)))
    return state


def test_every_level_is_listed_weakest_first() -> None:
    assert list(ROTA_BOTS.levels) == ["random", "greedy", "easy", "medium", "hard", "expert"]


@pytest.mark.parametrize("level", [*FAST_LEVELS, "expert"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_level_plays_whole_games_with_legal_moves(level: str, players: int) -> None:
    specs = [level] + ["greedy"] * (players - 1)
    state = play(specs, deal_seed=players, bot_seed=1)  # apply() raises on any illegal move
    assert state.finished
    placed = sum(1 for placement in state.history if not placement.bonus)
    assert placed == 12 * players or state.instant_winner is not None


@pytest.mark.parametrize("level", [*FAST_LEVELS, "expert"])
def test_the_same_seed_plays_the_same_game(level: str) -> None:
    first = play([level, "medium"], deal_seed=8, bot_seed=3)
    again = play([level, "medium"], deal_seed=8, bot_seed=3)
    assert first.moves == again.moves


def tiles_dealt_from(state: RotaState) -> tuple[str, ...]:
    """The tiles placed from here to the end of the game (greedy moves): the hidden order."""
    state = state.copy()
    start = len(state.history)
    greedy = make_bot("greedy", 0, kit=ROTA_BOTS)
    while state.to_move is not None:
        state.apply(greedy.choose(state.view(state.to_move)))
    return tuple(placement.tile.code for placement in state.history[start:])


def with_hidden_tiles_reordered(state: RotaState, seat: int, seed: int) -> RotaState:
    """The same position for ``seat``: its own hand and everything visible kept, every
    tile it cannot see dealt again in another order."""
    view = state.view(seat)
    hidden = list(view.unseen)
    random.Random(seed).shuffle(hidden)
    hands: list[Tile | None] = [state.hand(other) for other in range(state.players)]
    for other in hidden_hand_holders(view):
        hands[other] = hidden.pop()
    stacks = []
    for size in view.stack_sizes:
        stacks.append([hidden.pop() for _ in range(size)])
    return RotaState(
        display=view.display.copy(), stacks=stacks, drawn=[0] * state.players, hands=hands,
        supply=hidden, scores=view.scores, to_move=view.to_move,
        pending_bonus=view.pending_bonus, bonus_tile=view.tile if view.bonus else None,
        bonus_earned=view.bonus_earned,
    )


@pytest.mark.parametrize("level", [*FAST_LEVELS, "expert"])
@pytest.mark.parametrize(("players", "moves"), [(2, 0), (2, 9), (3, 14), (1, 10)])
def test_hidden_tiles_do_not_change_the_move(level: str, players: int, moves: int) -> None:
    state = played_until(players, deal_seed=21 + moves, moves=moves)
    seat = state.to_move
    assert seat is not None
    twin = with_hidden_tiles_reordered(state, seat, seed=99)
    assert twin.view(seat).to_json() == state.view(seat).to_json()
    assert tiles_dealt_from(state) != tiles_dealt_from(twin)
    chosen = quick(level, 5).choose(state.view(seat))
    assert quick(level, 5).choose(twin.view(seat)) == chosen


@pytest.mark.parametrize(("players", "moves"), [(1, 0), (2, 7), (3, 20), (4, 33), (2, 24)])
def test_a_sampled_deal_agrees_with_everything_the_seat_sees(players: int, moves: int) -> None:
    state = played_until(players, deal_seed=moves, moves=moves)
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    rng = random.Random(4)
    samples = [sample_state(view, rng) for _ in range(20)]
    for sample in samples:
        assert sample.view(seat).to_json() == view.to_json()
        assert Counter(sample.view(seat).unseen) == Counter(view.unseen)
        for other in range(players):
            assert (sample.hand(other) is None) == (state.hand(other) is None)
    assert len({tiles_dealt_from(sample) for sample in samples}) > 1


def test_a_sampled_deal_on_a_bonus_turn_keeps_the_bonus_tile_to_place() -> None:
    rng = random.Random(0)
    for deal_seed in range(200):
        state = RotaState.start(Setup.deal(2, deal_seed))
        greedy = make_bot("greedy", deal_seed, kit=ROTA_BOTS)
        while state.to_move is not None and not state.is_bonus_turn:
            state.apply(greedy.choose(state.view(state.to_move)))
        if state.is_bonus_turn:
            break
    else:
        pytest.fail("no bonus turn in 200 greedy games")
    seat = state.to_move
    assert seat is not None
    for watcher in range(2):
        view = state.view(watcher)
        sample = sample_state(view, rng)
        assert sample.tile_to_place == state.tile_to_place
        assert sample.view(watcher).to_json() == view.to_json()
    # and the game goes on from the sample exactly as the rules say
    sample = sample_state(state.view(seat), rng)
    sample.apply(make_bot("greedy", 1, kit=ROTA_BOTS).choose(sample.view(seat)))


def test_expert_trusts_the_playouts_as_far_as_their_noise_allows() -> None:
    priors = [10.0, 8.0, 3.0]  # hard's scores: the first candidate ahead
    means = [40.0, 46.0, 41.0]  # the playouts' averages: the second ahead

    def best(noise: float) -> int:
        scores = blend(priors, means, noise)
        return max(range(3), key=scores.__getitem__)

    assert best(noise=1e6) == 0, "noisy playouts leave hard's judgement standing"
    assert best(noise=0.0) == 1, "exact playouts decide"
    assert abs(sum(blend(priors, means, 5.0))) < 1e-9, "worths are measured from their average"
    middle = blend(priors, means, CANDIDATE_SPREAD**2)  # as much noise as spread: halfway
    assert middle[1] - middle[0] == pytest.approx(((46 - 40) + (8 - 10)) / 2)


def test_solo_hard_keeps_a_circle_of_three_for_its_colour() -> None:
    """Solo, the gain alone would put an orange corner on a circle of three reds (and
    score green and purple now); `hard` counts the promise that breaks and plays
    elsewhere."""
    state = RotaState.start(Setup.deal(1, 77))
    for _ in range(2):
        state.apply(rollout_move(state))
    tile = state.tile_to_place
    assert tile is not None
    by_gain = rollout_move(state)
    circle_and_corner = dict(
        zip(state.display.circles(by_gain.cell), tile.rotations[by_gain.rotation]))
    assert circle_and_corner["RRR"] == "O"
    by_hard = rank_moves(state.view(0))[0][1]
    assert "RRR" not in state.display.circles(by_hard.cell)
