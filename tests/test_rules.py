"""Every rule of AXIO Rota (docs/rules.md) at least once: set-up, turns, cap, AXIO!, bonus turns, end."""

import random

import pytest
from positions import position, tracks

from axio_desktop.engine.rota import (
    COLOURS,
    GameOverError,
    IllegalMoveError,
    Move,
    RotaState,
    Setup,
    rank,
)
from axio_desktop.engine.rota.geometry import corner_vertex, corners_around

FULL = "RGBO"


def test_corner_vertices_and_the_corners_around_a_vertex_agree() -> None:
    for vertex in [(1, 1), (-3, 5)]:
        for cell, corner in corners_around(vertex):
            assert corner_vertex(cell, corner) == vertex


@pytest.mark.parametrize(("players", "supply"), [(1, 44), (2, 32), (3, 20), (4, 8)])
def test_the_deal_gives_twelve_tiles_each_and_the_rest_to_the_supply(players: int, supply: int) -> None:
    state = RotaState.start(Setup.deal(players, 7))
    assert len(state.display) == 4
    assert state.supply_size == supply
    assert [state.stack_size(seat) for seat in range(players)] == [11] * players
    assert all(state.hand(seat) is not None for seat in range(players))
    assert state.to_move == 0


def test_the_same_seed_deals_the_same_game() -> None:
    assert Setup.deal(3, 42) == Setup.deal(3, 42)
    assert Setup.deal(3, 42) != Setup.deal(3, 43)


def test_empty_corners_of_the_start_display_lie_on_the_centre() -> None:
    seen_empty = 0
    for seed in range(200):
        for placed in Setup.deal(2, seed).display:
            empty = placed.corners.find("-")
            if placed.tile.is_full:
                assert placed.rotation == 0
            else:
                seen_empty += 1
                assert corner_vertex(placed.cell, empty) == (1, 1)
    assert seen_empty > 0


def test_turns_go_in_seat_order_and_each_draws_after_placing() -> None:
    state = position({(0, 0): FULL}, [["GBOP", "BOPR"], ["OPRG", "PRGB"]], supply=["GRPB"])
    assert state.hand(0).code == "GBOP"
    state.apply(Move((1, 0), 0))
    assert state.to_move == 1
    assert state.hand(0).code == "BOPR"
    assert state.stack_size(0) == 0
    state.apply(Move((-1, 0), 0))
    assert state.to_move == 0


def test_points_past_twelve_are_lost_and_the_colour_calls_axio() -> None:
    # Two reds on the vertex: red would score 2 but only 1 fits.
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"}, [["RBGP", "GBOP"]],
                     supply=["BOPR"], scores=[tracks(R=11)])
    placement = state.apply(Move((1, 1), 0))
    assert placement.points == tracks(R=1, B=1)
    assert state.scores(0)[0] == 12
    assert placement.axio == ("R",)


def test_axio_earns_a_bonus_turn_with_the_top_tile_of_the_supply() -> None:
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"},
                     [["RBGP", "GBOP"], ["BGOP"]], supply=["OPRG", "PRGB"], scores=[tracks(R=11), tracks()])
    state.apply(Move((1, 1), 0))
    assert state.to_move == 0
    assert state.is_bonus_turn
    assert state.tile_to_place.code == "OPRG"
    assert state.supply_size == 1
    assert state.hand(0) is None  # the stack tile is drawn only after the bonus turn
    assert state.stack_size(0) == 1
    bonus = state.apply(Move((2, 0), 0))
    assert bonus.bonus and bonus.tile.code == "OPRG"
    assert state.supply_size == 1
    assert state.to_move == 1
    assert state.hand(0).code == "GBOP"


def test_two_colours_reaching_twelve_at_once_earn_two_bonus_turns() -> None:
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"}, [["RBGP"]],
                     supply=["OPRG", "PRGB", "GBOP"], scores=[tracks(R=10, B=11)])
    placement = state.apply(Move((1, 1), 0))
    assert placement.axio == ("R", "B")
    assert state.pending_bonus == 2
    first = state.apply(Move((2, 0), 0))
    second = state.apply(Move((2, 1), 0))
    assert first.bonus and second.bonus
    assert [first.tile.code, second.tile.code] == ["OPRG", "PRGB"]
    assert state.bonus_turns_earned(0) == 2


def test_a_bonus_turn_can_earn_another_bonus_turn() -> None:
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"}, [["RBGP"]],
                     supply=["GRPB", "BOPR"], scores=[tracks(R=11, P=11)])
    assert state.apply(Move((1, 1), 0)).axio == ("R",)
    # Any placement of the bonus tile that scores purple calls AXIO! again.
    preview_cells = [cell for cell in state.legal_cells()
                     if any(state.preview(cell, r).points()[4] for r in range(4))]
    assert preview_cells, "some placement of the bonus tile scores purple"
    cell = preview_cells[0]
    rotation = next(r for r in range(4) if state.preview(cell, r).points()[4])
    move = Move(cell, rotation, "P" if state.preview(cell, rotation).needs_name else None)
    placement = state.apply(move)
    assert placement.bonus and placement.axio == ("P",)
    assert state.is_bonus_turn and state.tile_to_place.code == "BOPR"


def test_with_the_supply_empty_a_bonus_turn_is_forfeited() -> None:
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"}, [["RBGP"], ["GBOP"]],
                     supply=[], scores=[tracks(R=11), tracks()])
    placement = state.apply(Move((1, 1), 0))
    assert placement.axio == ("R",)
    assert placement.bonus_lost == 1
    assert not state.is_bonus_turn
    assert state.to_move == 1


def test_a_supply_of_one_tile_serves_one_of_two_bonus_turns() -> None:
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"}, [["RBGP"]],
                     supply=["OPRG"], scores=[tracks(R=10, B=11)])
    placement = state.apply(Move((1, 1), 0))
    assert placement.bonus_lost == 1
    assert state.pending_bonus == 1


def test_five_twelves_win_at_once() -> None:
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"},
                     [["RBGP", "GBOP"], ["BGOP", "OPRG"]], supply=["PRGB"],
                     scores=[tracks(R=11, G=12, B=12, O=12, P=12), tracks(R=12, G=12, B=12, O=12, P=11)])
    placement = state.apply(Move((1, 1), 0))
    assert placement.instant_win
    assert state.finished and state.to_move is None
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.instant_win and outcome.winners == (0,)
    with pytest.raises(GameOverError):
        state.apply(Move((2, 0), 0))


def test_the_game_ends_when_every_stack_is_placed() -> None:
    state = position({(0, 0): FULL}, [["GBOP"], ["OPRG", "PRGB"]])
    state.apply(Move((1, 0), 0))
    state.apply(Move((-1, 0), 0))
    assert state.to_move == 1  # seat 0's hand is empty: skipped
    state.apply(Move((0, 1), 0))
    assert state.finished
    assert state.outcome() is not None


def test_moves_are_checked_with_a_reason() -> None:
    state = position({(0, 0): FULL}, [["GBOP"]])
    with pytest.raises(IllegalMoveError, match=r"cell \(5, 5\) shares no edge"):
        state.apply(Move((5, 5), 0))
    with pytest.raises(IllegalMoveError, match="already occupied"):
        state.apply(Move((0, 0), 0))
    with pytest.raises(IllegalMoveError, match="rotation 4"):
        state.apply(Move((1, 0), 4))
    with pytest.raises(IllegalMoveError, match="no colour may be named"):
        state.apply(Move((1, 0), 0, "R"))


def test_solo_plays_twelve_turns_and_ranks_one_player() -> None:
    state = RotaState.start(Setup.deal(1, 3))
    while not state.finished:
        state.apply(next(state.legal_moves()))
    assert sum(not placement.bonus for placement in state.history) == 12
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.standings[0].lowest == min(state.scores(0))


def test_lowest_colour_decides_anna_8_beats_beata_6() -> None:
    outcome = rank([tracks(R=8, G=9, B=10, O=9, P=11), tracks(R=9, G=10, B=6, O=12, P=12)])
    assert outcome.winners == (0,)
    assert [(step.rank, step.winner, step.other) for step in outcome.tie_break] == [(0, 8, 6)]


def test_anna_beata_chris_tie_break_goes_to_the_third_lowest_colour() -> None:
    anna = tracks(R=8, G=7, B=10, O=11, P=12)
    beata = tracks(R=7, G=9, B=11, O=9, P=10)
    chris = tracks(R=11, G=7, B=10, O=12, P=9)
    outcome = rank([anna, beata, chris])
    assert outcome.winners == (2,)
    assert [standing.seat for standing in outcome.standings] == [2, 1, 0]
    assert [standing.place for standing in outcome.standings] == [1, 2, 3]
    assert outcome.runner_up == 1
    assert [(step.rank, step.winner, step.other) for step in outcome.tie_break] == [
        (0, 7, 7), (1, 9, 9), (2, 10, 9)]
    assert outcome.tie_break[-1].decisive


def test_equal_tracks_share_the_victory() -> None:
    outcome = rank([tracks(R=5, G=6, B=7, O=8, P=9), tracks(R=9, G=8, B=7, O=6, P=5), tracks(R=1)])
    assert outcome.winners == (0, 1)
    assert outcome.shared_victory
    assert [standing.place for standing in outcome.standings] == [1, 1, 3]
    assert len(outcome.tie_break) == 5 and not any(step.decisive for step in outcome.tie_break)


@pytest.mark.parametrize("deal_seed", range(6))
def test_points_by_placement_scores_every_rotation_and_name_as_points_does(deal_seed: int) -> None:
    state = RotaState.start(Setup.deal(2, deal_seed))
    rng = random.Random(deal_seed)
    while state.to_move is not None:
        tile = state.tile_to_place
        assert tile is not None
        display = state.display
        for cell in display.legal_cells():
            expected = [
                (rotation, name, display.points(cell, corners, name))
                for rotation, corners in enumerate(tile.rotations)
                for name in (COLOURS if display.needs_name(cell, corners) else (None,))
            ]
            assert list(display.points_by_placement(cell, tile)) == expected
        rotation, name, _ = rng.choice(list(display.points_by_placement(cell, tile)))
        state.apply(Move(cell, rotation, name))


def test_a_cells_circles_hold_the_corners_already_around_it() -> None:
    state = position({(0, 0): "RGPB", (1, 0): "GOBR", (0, 1): "OGRP"}, [["PBOG"]])
    # NW: (0, 0)'s SE, (1, 0)'s SW, (0, 1)'s NE; NE: (1, 0)'s SE; SW: (0, 1)'s SE.
    assert state.display.circles((1, 1)) == ("PRG", "B", "", "R")
    assert state.display.circles((5, 5)) == ("", "", "", "")
