"""The bots' judgement of a placement: the fast search agrees with the plain definition."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_desktop.bots.rota.evaluation import (
    BONUS_TURN_VALUE,
    CIRCLE_PROMISE,
    LOWEST_WEIGHT,
    TRACK_VALUE,
    best_placement,
    circle_promise,
    gain_value,
    placements,
    point_worths,
    promise_change,
    promise_weight,
    utility,
)
from axio_desktop.bots.rota.expert import SOLO_LOWEST_VALUE, WIN_VALUE, SearchSize, playout_value
from axio_desktop.engine.rota import Move, RotaState, Setup


def plain_best(state: RotaState, tracks: list[int], supply_left: int) -> tuple[float, Move | None]:
    """`gain_value` over every legal move, the first found on ties."""
    tile = state.tile_to_place
    assert tile is not None
    best, found = -1.0, None
    for move, gains in placements(state.display, tile):
        value = gain_value(tracks, gains, supply_left)
        if value > best:
            best, found = value, move
    return max(best, 0.0), found


def test_gain_value_counts_track_worth_the_lowest_track_and_an_axio() -> None:
    tracks = [3, 5, 11, 3, 8]
    # One blue point reaches 12: the track's worth plus a bonus turn, while the supply lasts.
    assert gain_value(tracks, [0, 0, 1, 0, 0], 5) == TRACK_VALUE[12] - TRACK_VALUE[11] + BONUS_TURN_VALUE
    assert gain_value(tracks, [0, 0, 1, 0, 0], 0) == TRACK_VALUE[12] - TRACK_VALUE[11]
    # Red and orange share the lowest track: the lowest rises only when both do.
    assert gain_value(tracks, [2, 0, 0, 0, 0], 5) == TRACK_VALUE[5] - TRACK_VALUE[3]
    both = gain_value(tracks, [2, 0, 0, 1, 0], 5)
    assert both == TRACK_VALUE[5] - TRACK_VALUE[3] + TRACK_VALUE[4] - TRACK_VALUE[3] + LOWEST_WEIGHT


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(1, 4),
    deal_seed=st.integers(0, 10_000),
    moves=st.integers(0, 30),
    tracks=st.lists(st.integers(0, 12), min_size=5, max_size=5),
    supply_left=st.sampled_from([0, 9]),
)
def test_best_placement_finds_the_plainly_best_move(
    players: int, deal_seed: int, moves: int, tracks: list[int], supply_left: int
) -> None:
    state = RotaState.start(Setup.deal(players, deal_seed))
    rng = random.Random(deal_seed)
    for _ in range(moves):
        if state.to_move is None:
            break
        tile = state.tile_to_place
        assert tile is not None
        state.apply(rng.choice(placements(state.display, tile))[0])
    if state.to_move is None:
        return
    tile = state.tile_to_place
    assert tile is not None
    value, choice = best_placement(state.display, tile, tracks, supply_left)
    expected_value, expected_move = plain_best(state, tracks, supply_left)
    assert value == expected_value
    assert expected_move is not None and choice is not None
    assert Move(*choice) == expected_move


def test_a_circle_promises_a_colour_its_corners_while_a_place_is_free() -> None:
    red, green, blue, orange, purple = circle_promise("RR-")
    assert red == CIRCLE_PROMISE[(2, 3)] and (green, blue, orange, purple) == (0, 0, 0, 0)
    assert circle_promise("RRR")[0] == CIRCLE_PROMISE[(3, 3)] > CIRCLE_PROMISE[(2, 3)]
    assert circle_promise("GR")[:2] == (CIRCLE_PROMISE[(1, 2)], CIRCLE_PROMISE[(1, 2)])
    assert circle_promise("RRRG") == circle_promise("") == (0, 0, 0, 0, 0)


def test_a_corner_of_another_colour_breaks_a_promise() -> None:
    worths = (5.0, 1.0, 1.0, 1.0, 1.0)
    three_red = ("RRR", "", "", "")
    # Green fills red's last place; blue, orange and purple each start a circle.
    assert promise_change(three_red, "GBOP", worths) == pytest.approx(
        -5.0 * CIRCLE_PROMISE[(3, 3)] + 3 * CIRCLE_PROMISE[(1, 1)])
    # Red keeps the promise by scoring it: the points come as a gain instead.
    assert promise_change(three_red, "RBOP", worths) == pytest.approx(
        -5.0 * CIRCLE_PROMISE[(3, 3)] + 3 * CIRCLE_PROMISE[(1, 1)])
    two_red = ("RR", "", "", "")
    assert promise_change(two_red, "RBOP", worths) == pytest.approx(
        5.0 * (CIRCLE_PROMISE[(3, 3)] - CIRCLE_PROMISE[(2, 2)]) + 3 * CIRCLE_PROMISE[(1, 1)])
    assert promise_change(two_red, "GBOP", worths) == pytest.approx(
        5.0 * (CIRCLE_PROMISE[(2, 3)] - CIRCLE_PROMISE[(2, 2)]) + CIRCLE_PROMISE[(1, 3)]
        + 3 * CIRCLE_PROMISE[(1, 1)])


def test_a_promise_counts_solo_only_and_less_near_the_end() -> None:
    assert promise_weight(2, 12) == promise_weight(4, 3) == 0.0
    assert promise_weight(1, 12) == promise_weight(1, 8) == 1.0
    assert promise_weight(1, 2) == 0.25
    assert point_worths([3, 12, 5, 5, 5], 9, 0.5)[1] == 0.0


def test_the_expert_plays_out_fewer_deals_when_playouts_are_long() -> None:
    size = SearchSize(candidates=5, work=90_000, min_deals=8, max_deals=240)
    first_move = size.deals(5, placements_left=24, open_cells=8)
    late_move = size.deals(5, placements_left=6, open_cells=17)
    assert 8 < first_move < late_move < 240
    assert size.deals(5, placements_left=48, open_cells=40) == 8
    assert size.deals(5, placements_left=1, open_cells=3) == 240


def test_a_playout_is_valued_by_the_margin_and_who_won() -> None:
    state = RotaState.start(Setup.deal(2, 4))
    ended = state.copy()
    playout_value(ended, 0)  # plays to the end; a finished game is valued as it stands
    outcome = ended.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    winner = outcome.winners[0]
    loser = 1 - winner
    margin = utility(ended.scores(winner)) - utility(ended.scores(loser))
    assert playout_value(ended.copy(), winner) == margin + WIN_VALUE
    assert playout_value(ended.copy(), loser) == -margin - WIN_VALUE


def test_a_solo_playout_is_valued_most_by_its_result_the_lowest_colour() -> None:
    ended = RotaState.start(Setup.deal(1, 4))
    playout_value(ended, 0)
    tracks = ended.scores(0)
    assert playout_value(ended.copy(), 0) == utility(tracks) + SOLO_LOWEST_VALUE * min(tracks)
