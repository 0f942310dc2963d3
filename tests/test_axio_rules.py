"""The rules of AXIO and AXIO Hex (docs/rules.md), one by one, on positions built
by hand: the AXIO rulebook's worked examples first, then each rule of the spec."""

from __future__ import annotations

import random

import pytest
from axio_positions import place, position

from axio_desktop.engine import Comparison, GameOverError, IllegalMoveError, rank
from axio_desktop.engine.axio import AXIO, AXIO_HEX, AxioState, Exchange, Phase, Place, play_area
from axio_desktop.engine.axio.bag import Bag
from axio_desktop.engine.axio.board import DEAD, PYRAMID, Board
from axio_desktop.engine.axio.position import Seat

R, G, B, O, P = range(5)
FULL = ["RR", "RG", "RB", "RO", "RP"]


def points(placement: object, colours: str = "RGBOP") -> dict[str, int]:
    return {c: v for c, v in zip(colours, placement.points) if v}  # type: ignore[attr-defined]


def ended(tracks: list[tuple[int, ...]]) -> AxioState:
    """A finished AXIO game with these tracks: the player to move has no tile left."""
    area = play_area(AXIO.shape, AXIO.shape.area_size(len(tracks)))
    seats = [Seat([] if seat == 0 else [0], list(values), True)
             for seat, values in enumerate(tracks)]
    return AxioState(rules=AXIO, board=Board(AXIO, area), seats=seats,
                     bag=Bag(AXIO, [0] * len(AXIO.tile_codes)), to_move=0)


# The rulebook's worked examples ---------------------------------------------------------


def test_anne_wins_with_her_lowest_red_11_against_kates_lowest_blue_8() -> None:
    anne, kate = (11, 14, 12, 13, 15), (12, 13, 8, 10, 14)
    for outcome in (rank([anne, kate]), ended([anne, kate]).outcome()):
        assert outcome is not None and outcome.winners == (0,)
        assert outcome.tie_break == (Comparison(0, 11, 8),)


def test_julia_wins_the_three_way_tie_at_9_on_her_third_lowest_colour() -> None:
    anne, kate, julia = (9, 11, 13, 14, 16), (12, 9, 12, 13, 17), (15, 12, 9, 16, 17)
    for outcome in (rank([anne, kate, julia]), ended([anne, kate, julia]).outcome()):
        assert outcome is not None and outcome.winners == (2,)
        assert [s.seat for s in outcome.standings] == [2, 1, 0]
        assert outcome.tie_break == (Comparison(0, 9, 9), Comparison(1, 12, 12),
                                     Comparison(2, 15, 12))


def test_players_equal_in_every_colour_share_the_victory() -> None:
    outcome = rank([(3, 4, 5, 6, 7), (7, 6, 5, 4, 3)])
    assert outcome.winners == (0, 1) and outcome.shared_victory


@pytest.mark.parametrize(("halves", "expected"), [
    ({(4, 3): "B"}, {"B": 1}),
    ({(3, 4): "B", (4, 3): "B", (4, 5): "B", (6, 4): "R", (5, 3): "R"}, {"B": 3, "R": 2}),
    ({(2, 4): "B", (3, 4): "B", (4, 3): "B", (4, 5): "B", (6, 4): "R", (5, 3): "R"},
     {"B": 4, "R": 2}),
])
def test_the_rulebooks_scoring_pictures(halves: dict[tuple[int, int], str],
                                         expected: dict[str, int]) -> None:
    state = position(AXIO, [["RB", *FULL[:4]], FULL], halves=halves)
    assert points(place(state, (4, 4), (5, 4), "BR")) == expected


def test_the_rulebooks_pyramid_example_3_blue_and_a_pyramid_for_green_blue_and_red() -> None:
    halves = {(2, 3): "G", (2, 5): "R", (3, 3): "B", (3, 5): "B", (3, 6): "B"}
    state = position(AXIO, [["BO", *FULL[:4]], FULL], halves=halves)
    placement = place(state, (3, 4), (4, 4), "BO")
    assert placement.pyramids == ((2, 4),)
    assert points(placement) == {"B": 3 + 1, "G": 1, "R": 1}
    assert state.board.cells[state.board.area.index[(2, 4)]] == PYRAMID


# Scoring lines ---------------------------------------------------------------------------


def test_a_half_never_scores_towards_its_other_half() -> None:
    state = position(AXIO, [["BB", *FULL[:4]], FULL], halves={(3, 4): "B", (6, 4): "B"})
    assert points(place(state, (4, 4), (5, 4), "BB")) == {"B": 2}


def test_printed_spaces_count_like_tile_halves() -> None:
    state = position(AXIO, [["PP", *FULL[:4]], FULL])
    assert points(place(state, (6, 7), (6, 8), "PP")) == {"P": 1}


def test_lines_stop_at_an_empty_cell_another_colour_a_pyramid_and_a_dead_space() -> None:
    halves = {(3, 4): "B", (2, 4): "G", (5, 4): "B", (7, 4): "B", (4, 3): "B", (4, 1): "B"}
    racks = [["BO", *FULL[:4]], FULL, FULL]  # three players: row 1 is in play
    state = position(AXIO, racks, halves=halves)
    state.board.cover(state.board.area.index[(6, 4)], PYRAMID)
    # left: B, then G stops (1); right: B, then a pyramid stops (1); up: B, then empty (1)
    assert points(place(state, (4, 4), (4, 5), "BO")) == {"B": 3}
    dead = position(AXIO, racks, halves=halves)
    dead.board.cover(dead.board.area.index[(6, 4)], PYRAMID)
    dead.board.cover(dead.board.area.index[(4, 2)], DEAD)
    # up: B, then a dead space stops before the B beyond it
    assert points(place(dead, (4, 4), (4, 5), "BO")) == {"B": 3}
    open_line = position(AXIO, racks, halves={**halves, (4, 2): "B"})
    assert points(place(open_line, (4, 4), (4, 5), "BO")) == {"B": 5}


def test_a_line_ends_at_the_edge_of_the_play_area() -> None:
    two, four = play_area(AXIO.shape, 2), play_area(AXIO.shape, 0)
    east = 0
    assert two.rays[two.index[(10, 6)]][east] == ()
    assert [four.cells[i] for i in four.rays[four.index[(10, 6)]][east]] == [(11, 6), (12, 6)]


def test_a_hex_half_scores_in_five_directions() -> None:
    ring = {(1, -1): "R", (0, -1): "R", (-1, 0): "R", (-1, 1): "R", (0, 1): "R", (2, 0): "R"}
    state = position(AXIO_HEX, [["RG", "RR", "GG", "BB", "OO", "YY"], ["PP", "PP", "PP", "PP", "PP", "YP"]],
                     halves=ring)
    assert points(place(state, (0, 0), (1, 0), "RG"), "RGBOYP") == {"R": 5}


# First placements ------------------------------------------------------------------------


def test_each_player_starts_beside_a_different_printed_space_then_plays_anywhere() -> None:
    state = position(AXIO, [["RP", "GG", "BB", "OO", "PP"], ["RG", "GB", "BO", "OP", "RR"]],
                     started=False)
    with pytest.raises(IllegalMoveError, match="printed space that no tile touches"):
        place(state, (8, 8), (8, 9), "GG")
    place(state, (6, 3), (6, 4), "RP")
    state.draw(["GG"])
    assert state.to_move == 1 and state.view(1).first
    with pytest.raises(IllegalMoveError) as refused:
        place(state, (5, 2), (5, 3), "RG")
    assert refused.value.code == "first_placement"
    first_cells = {state.board.area.cells[c] for e in state.legal_edges()
                   for c in state.board.area.edges[e]}
    assert (5, 2) not in first_cells and (6, 7) in first_cells
    place(state, (6, 7), (6, 8), "RR")
    state.draw(["BB"])
    place(state, (9, 9), (9, 10), "GG")  # a later placement may touch nothing


def test_no_free_printed_space_for_a_first_placement_ends_the_game() -> None:
    touching = {(6, 3): "O", (9, 6): "O", (6, 9): "O", (3, 6): "O", (6, 5): "O"}
    state = position(AXIO, [FULL, FULL], halves=touching, started=False)
    state.seats[0].started = True
    place(state, (9, 9), (9, 10), "RR")
    state.draw(["RR"])
    assert state.finished and state.to_move is None


# Pyramids --------------------------------------------------------------------------------


def test_every_space_a_placement_isolates_gets_a_pyramid_in_x_y_order() -> None:
    walls = {(4, 4): "O", (6, 4): "O", (5, 3): "O", (4, 6): "O", (5, 7): "O"}
    state = position(AXIO, [FULL, FULL], halves=walls)
    placement = place(state, (6, 5), (5, 5), "RG")
    assert placement.pyramids == ((5, 4), (5, 6))
    assert state.board.pyramids_left == 18


def test_with_all_20_pyramids_out_the_oldest_moves_and_leaves_a_dead_space() -> None:
    state = position(AXIO, [FULL, FULL], halves={(2, 3): "G", (2, 5): "R"})
    board, index = state.board, state.board.area.index
    old = [(8, 8), (9, 9)]
    for cell in old:
        board.cover(index[cell], PYRAMID)
    board.pyramids = [index[cell] for cell in old]
    board.pyramids_left = 0
    placement = place(state, (3, 4), (4, 4), "RG")
    assert placement.pyramids == ((2, 4),) and placement.moved == ((8, 8),)
    assert board.cells[index[(8, 8)]] == DEAD and board.cells[index[(2, 4)]] == PYRAMID
    assert [board.area.cells[i] for i in board.pyramids] == [(9, 9), (2, 4)]
    state.settle_chance(random.Random(1))
    with pytest.raises(IllegalMoveError, match=r"cell \(8, 8\) is dead"):
        state.check(Place(((8, 8), (8, 7)), "RR"))


# 18, AXIO! and bonus placements --------------------------------------------------------


def test_a_track_stops_at_18_and_each_colour_reaching_it_gives_a_bonus_placement() -> None:
    state = position(AXIO, [["RR", "GG", "BB", "OO", "PP"], FULL],
                     halves={(3, 4): "R", (2, 4): "R", (6, 4): "R"},
                     tracks=[(16, 17, 5, 5, 5), (0,) * 5])
    first = place(state, (4, 4), (5, 4), "RR")
    assert state.scores(0)[R] == 18 and first.points[R] == 2 and first.axio == ("R",)
    assert state.phase is Phase.PLACE and state.is_bonus and state.to_move == 0
    state.board.cover(state.board.area.index[(8, 3)], "G")
    bonus = place(state, (8, 4), (8, 5), "GG")  # green reaches 18: another bonus
    assert bonus.bonus and bonus.number == 1 and bonus.axio == ("G",)
    assert state.pending_bonus == 1
    place(state, (9, 9), (9, 10), "BB")
    assert state.phase in (Phase.EXCHANGE, Phase.DRAW) and len(state.current_placements) == 3


def test_a_bonus_is_lost_when_the_rack_is_empty() -> None:
    state = position(AXIO, [["RR", "GG", "BB", "OO", "PP"], FULL], halves={(3, 4): "R"},
                     tracks=[(17, 5, 5, 5, 5), (0,) * 5])
    state.seats[0].rack = [AXIO.kind_of_code["RR"]]
    placement = place(state, (4, 4), (5, 4), "RR")
    assert placement.axio == ("R",) and placement.bonus_lost == 1
    assert state.phase is not Phase.PLACE


def test_a_bonus_is_lost_when_no_two_neighbouring_empty_cells_remain() -> None:
    area = play_area(AXIO.shape, 2)
    halves = {cell: "P" for cell in area.cells
              if cell not in ((4, 4), (5, 4)) and cell not in dict(AXIO.printed)}
    halves[(3, 4)] = "R"
    state = position(AXIO, [FULL, FULL], halves=halves, tracks=[(17, 5, 5, 5, 5), (0,) * 5])
    placement = place(state, (4, 4), (5, 4), "RR")
    assert placement.axio == ("R",) and placement.bonus_lost == 1


# Exchange and drawing --------------------------------------------------------------------


def test_the_exchange_opens_when_no_rack_tile_shows_a_lowest_colour() -> None:
    rack = ["RR", "RO", "OP", "PP", "RP"]
    state = position(AXIO, [rack, FULL], tracks=[(5, 3, 3, 7, 8), (0,) * 5])
    place(state, (9, 9), (9, 10), "RR")
    assert state.phase is Phase.EXCHANGE and state.exchange_open()
    bag_before = state.bag_size
    state.apply(Exchange(True))
    assert state.draw_count == 5
    state.draw(["GG", "GB", "BB", "RG", "RB"])
    assert sorted(state.rack(0)) == ["BB", "GB", "GG", "RB", "RG"]
    assert state.bag_size == bag_before - 5 + 4
    assert state.given_up == [("RO", "OP", "PP", "RP")]
    assert state.to_move == 1


def test_the_exchange_stays_closed_with_a_lowest_colour_on_the_rack_or_an_empty_bag() -> None:
    state = position(AXIO, [["RR", "RO", "OP", "PP", "GB"], FULL], tracks=[(5, 3, 3, 7, 8)])
    place(state, (9, 9), (9, 10), "RR")
    assert state.phase is Phase.DRAW
    with pytest.raises(IllegalMoveError, match="exchange option is not open"):
        state.apply(Exchange(True))
    empty = position(AXIO, [["RR", "RO", "OP", "PP", "RP"], FULL], tracks=[(5, 3, 3, 7, 8)],
                     bag=[])
    place(empty, (9, 9), (9, 10), "RR")
    assert empty.phase is Phase.DRAW and empty.draw_count == 0


def test_a_hex_exchange_keeps_the_old_rack_hidden() -> None:
    rack = ["RR", "RO", "OP", "PP", "RP", "OO"]
    state = position(AXIO_HEX, [rack, ["YY", "YY", "YY", "YY", "YY", "GY"]], tracks=[(5, 3, 3, 7, 8, 9)])
    place(state, (2, 2), (2, 1), "RR")
    state.apply(Exchange(True))
    state.draw(state.random_draw(random.Random(1)))
    assert state.given_up == [] and len(state.rack(0)) == 6


def test_draws_take_what_is_left_when_the_bag_runs_short() -> None:
    state = position(AXIO, [FULL, FULL], bag=["GG", "BB"])
    place(state, (9, 9), (9, 10), "RR")
    assert state.draw_count == 1
    with pytest.raises(IllegalMoveError, match="draw has 2 tiles, the rules give 1"):
        state.draw(["GG", "BB"])
    with pytest.raises(IllegalMoveError, match="no 'OO' is left in the bag"):
        state.draw(["OO"])
    state.draw(["GG"])
    assert state.bag_size == 1


# The end ---------------------------------------------------------------------------------


def test_the_game_ends_at_the_start_of_a_turn_whose_player_has_no_tile() -> None:
    state = position(AXIO, [FULL, FULL], bag=[])
    state.seats[1].rack = []
    place(state, (9, 9), (9, 10), "RR")
    assert not state.finished
    state.draw([])
    assert state.finished and state.outcome() is not None


def test_the_game_ends_at_the_start_of_a_turn_with_no_room_left() -> None:
    area = play_area(AXIO.shape, 2)
    halves = {cell: "P" for cell in area.cells
              if cell not in ((4, 4), (5, 4)) and cell not in dict(AXIO.printed)}
    state = position(AXIO, [FULL, FULL], halves=halves)
    place(state, (4, 4), (5, 4), "RG")
    state.settle_chance(random.Random(2))
    assert state.finished


def test_all_tracks_at_18_win_at_once_even_with_a_bonus_owed() -> None:
    state = position(AXIO, [FULL, FULL], halves={(3, 4): "R", (6, 4): "G"},
                     tracks=[(17, 17, 18, 18, 18), (0,) * 5])
    placement = place(state, (4, 4), (5, 4), "RG")
    assert placement.axio == ("R", "G") and placement.instant_win
    assert state.finished and state.pending_bonus == 0
    outcome = state.outcome()
    assert outcome is not None and outcome.instant_win and outcome.winners == (0,)
    assert state.turns[-1].draw is None
    with pytest.raises(GameOverError):
        place(state, (9, 9), (9, 10), "RR")


# Solo ------------------------------------------------------------------------------------


def test_solo_tracks_carry_on_to_36_on_the_second_scoreboard_in_order() -> None:
    state = position(AXIO, [["RR"]], halves={(3, 4): "R", (2, 4): "R", (6, 4): "R", (7, 4): "R",
                                             (5, 3): "R"},
                     tracks=[(16, 0, 0, 0, 0)])
    placement = place(state, (4, 4), (5, 4), "RR")
    # first half 3 points: 16 -> 18 (one lost); then the other half's 3 count on: 21
    assert state.scores(0)[R] == 21 and placement.points[R] == 5
    assert placement.axio == () and state.pending_bonus == 0
    assert state.phase is Phase.DRAW and not state.exchange_open()


def test_solo_tracks_stop_at_36_and_all_at_18_is_no_instant_win() -> None:
    state = position(AXIO, [["RG"]], halves={(3, 4): "R", (2, 4): "R", (6, 4): "G"},
                     tracks=[(35, 17, 18, 18, 18)])
    placement = place(state, (4, 4), (5, 4), "RG")
    assert state.scores(0) == (36, 18, 18, 18, 18)
    assert not placement.instant_win and not state.finished


def test_solo_ends_when_the_bag_is_empty() -> None:
    state = position(AXIO, [["RG"]], bag=[])
    place(state, (4, 4), (5, 4), "RG")
    state.draw([])
    outcome = state.outcome()
    assert state.finished and outcome is not None and outcome.winners == (0,)


# Boards and boxes --------------------------------------------------------------------------


def test_the_play_area_grows_with_the_player_count() -> None:
    sizes = {rules.id: [len(play_area(rules.shape, rules.shape.area_size(n))) for n in (1, 2, 3, 4)]
             for rules in (AXIO, AXIO_HEX)}
    assert sizes == {"axio": [81, 81, 121, 169], "axio-hex": [91, 91, 127, 169]}


def test_the_boxes_hold_the_projects_tile_mixes() -> None:
    assert AXIO.tile_total == 100 and AXIO_HEX.tile_total == 120
    assert {AXIO.tile_counts[AXIO.kind_of_code[c]] for c in ("RG", "OP")} == {8}
    assert AXIO.tile_counts[AXIO.kind_of_code["BB"]] == 4
    assert AXIO_HEX.tile_counts[AXIO_HEX.kind_of_code["OY"]] == 6
    assert AXIO_HEX.tile_counts[AXIO_HEX.kind_of_code["YY"]] == 5
    assert sum(1 for code in AXIO_HEX.tile_codes if code[0] != code[1]) == 15
