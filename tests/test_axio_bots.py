"""The levels of AXIO and AXIO Hex: fair (their seat's view only), reproducible,
legal, and they answer the exchange option."""

from __future__ import annotations

import random
from math import comb

import pytest

from axio_desktop.bots import make_bot
from axio_desktop.bots.axio.outlook import Offers, expected_maximum, outlook
from axio_desktop.engine.axio import AXIO, AXIO_HEX, AxioSetup, AxioState, Ruleset
from axio_desktop.kits import find_kit

LEVELS = list(find_kit("axio").bots.levels)


def mid_game(rules: Ruleset, players: int, seed: int, placements: int) -> AxioState:
    state = AxioState.start(AxioSetup.deal(rules, players, seed))
    bot = make_bot("greedy", seed, kit=find_kit(rules.id).bots)
    chance = random.Random(seed)
    while len(state.placements) < placements or state.phase.value != "place":
        if state.awaiting_draw:
            state.settle_chance(chance)
        else:
            state.apply(bot.choose(state.view(state.to_move)))  # type: ignore[arg-type]
    return state


def hidden_twin(state: AxioState, seat: int) -> AxioState:
    """The same position with a tile of another seat's rack traded with one of the bag."""
    twin = state.copy()
    other = twin.seats[(seat + 1) % twin.players]
    kind = other.rack[0]
    swap = next(k for k, count in enumerate(twin.bag.counts) if count and k != kind)
    other.rack[0] = swap
    twin.bag.counts[swap] -= 1
    twin.bag.counts[kind] += 1
    return twin


@pytest.mark.parametrize("placements", [10, 30], ids=["early", "late"])
@pytest.mark.parametrize("rules", [AXIO, AXIO_HEX], ids=lambda rules: rules.id)
@pytest.mark.parametrize("level", LEVELS)
def test_a_level_decides_from_its_own_view_only_and_the_same_seed_decides_alike(
    rules: Ruleset, level: str, placements: int
) -> None:
    state = mid_game(rules, 2, 5, placements)
    seat = state.to_move
    assert seat is not None
    twin = hidden_twin(state, seat)
    assert twin.view(seat).to_json() == state.view(seat).to_json()
    first = make_bot(level, 7, kit=find_kit(rules.id).bots).choose(state.view(seat))
    again = make_bot(level, 7, kit=find_kit(rules.id).bots).choose(twin.view(seat))
    assert first == again
    state.check(first)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_placements_and_answers_the_exchange(level: str) -> None:
    state = AxioState.start(AxioSetup.deal(AXIO, 2, 3))
    bots = [make_bot(level, seat, kit=find_kit("axio").bots) for seat in range(2)]
    chance = random.Random(3)
    while not state.finished and len(state.placements) < 30:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        decision = bots[state.to_move].choose(state.view(state.to_move))  # type: ignore[index]
        state.apply(decision)  # a placement offered to the exchange question would raise
    assert len(state.placements) >= 20


def test_the_expected_best_of_a_drawn_rack_is_exact() -> None:
    pool = [(5.0, 1), (3.0, 2), (1.0, 3)]  # six tiles
    assert expected_maximum(pool, 1) == pytest.approx((5 + 3 * 2 + 1 * 3) / 6)
    none_of_the_five = comb(5, 2) / comb(6, 2)
    only_ones = comb(3, 2) / comb(6, 2)
    expected = 5 * (1 - none_of_the_five) + 3 * (none_of_the_five - only_ones) + 1 * only_ones
    assert expected_maximum(pool, 2) == pytest.approx(expected)
    assert expected_maximum(pool, 0) == 0.0


@pytest.mark.parametrize("rules", [AXIO, AXIO_HEX], ids=lambda rules: rules.id)
@pytest.mark.parametrize("placements", [4, 14, 24])
def test_offers_after_a_tile_equal_a_full_outlook_of_the_board_it_leaves(
    rules: Ruleset, placements: int
) -> None:
    state = mid_game(rules, 2, placements, placements)
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    other = 1 - seat
    codes = sorted(set(view.unseen) | set(view.rack))
    offers = Offers(view, view.board, view.scores[other], codes)
    rng = random.Random(placements)
    edges = list(view.legal_edges)
    for _ in range(25):
        a, b = view.board.area.edges[rng.choice(edges)]
        colours = rng.choice(view.rack)
        after = view.board.copy()
        after.lay(a, b, colours[0], colours[1])
        full = outlook(view, after, [(view.scores[other], True)], codes).best[0]
        assert offers.after(after, a, b) == full
