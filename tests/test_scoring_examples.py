"""The rulebook's scoring examples, rebuilt as positions and checked point by point.

The rulebook shows pictures; each position here is built so that the situation
its text describes holds, and the test checks the numbers the text states.
"""

from positions import position, tracks

from axio_desktop.engine.rota import Move, Tile


def test_result_a_one_purple_one_blue_green_scores_nothing_orange_touches_nothing() -> None:
    # "1 point for purple and 1 point for blue. The corner with the green symbol scores
    # 0 points (no adjacent green); the orange corner does not score (no adjacent tile)."
    state = position({(0, 0): "RGPB", (1, 0): "GOBR", (0, 1): "OGRP"}, [["PBOG"]])
    preview = state.preview((1, 1), 0)
    nw, ne, se, sw = preview.corners
    assert (nw.symbol, nw.points()) == ("P", 1)
    assert (ne.symbol, ne.points()) == ("B", 1)
    assert (se.symbol, se.touches) == ("O", False)
    assert (sw.symbol, sw.touches, sw.points()) == ("G", True, 0)
    assert preview.points() == tracks(P=1, B=1)
    assert state.apply(Move((1, 1), 0)).points == tracks(P=1, B=1)


def test_result_a_two_red_one_blue_and_the_markers_move() -> None:
    # "2 points for red and 1 point for blue" — and on the scoreboard "the red marker
    # moves 2 spaces and the blue marker 1 space to the right".
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"}, [["RBGP"]],
                     scores=[tracks(R=3, B=5)])
    placement = state.apply(Move((1, 1), 0))
    assert placement.points == tracks(R=2, B=1)
    assert state.scores(0) == tracks(R=5, B=6)


def test_result_a_one_red_one_blue_beside_a_single_tile() -> None:
    state = position({(0, 0): "GBOP", (1, 0): "GRBO"}, [["RGOB"]])
    assert state.apply(Move((2, 0), 0)).points == tracks(R=1, B=1)


def test_the_placed_symbol_never_counts_itself() -> None:
    # One red on the vertex already: the new red corner scores 1, not 2.
    state = position({(0, 0): "GBRO"}, [["RGOB"]])
    assert state.preview((1, 1), 0).points() == tracks(R=1)


def test_result_b_naming_blue_scores_purple_and_blue_and_an_old_empty_corner_scores_nothing() -> None:
    # "1 point for purple and 1 point for blue, if you name blue for the empty corner.
    # (The corner with the red symbol scores 0: the adjacent corner has no symbol.)"
    state = position({(0, 0): "GRPB", (1, 0): "RGBO", (0, 1): "GO-R"}, [["P-GR"]])
    preview = state.preview((1, 1), 0)
    assert preview.named_corner == 1
    red = preview.corners[3]
    assert (red.symbol, red.neighbours, red.points()) == ("R", "-", 0)
    assert preview.points("B") == tracks(P=1, B=1)
    assert state.apply(Move((1, 1), 0, "B")).points == tracks(P=1, B=1)


def test_result_b_name_red_for_two_or_purple_for_one() -> None:
    # "1 point for blue and either 2 points for red or 1 point for purple."
    state = position({(0, 0): "GBRO", (1, 0): "GOBR", (0, 1): "RPGB"}, [["-BGO"]])
    by_name = state.preview((1, 1), 0).points_by_name()
    assert by_name["R"] == tracks(R=2, B=1)
    assert by_name["P"] == tracks(P=1, B=1)
    assert by_name["G"] == tracks(B=1)


def test_an_empty_corner_with_no_neighbour_needs_no_name_and_may_not_have_one() -> None:
    state = position({(0, 0): "RGBO"}, [["RGB-"]])
    # On (1, 0) turned once the empty corner is NW, on vertex (1, 0): it touches (0, 0).
    assert state.preview((1, 0), 1).needs_name
    # Unturned, the empty corner is SW, on vertex (1, 1): it touches (0, 0)'s SE.
    assert state.preview((1, 0), 0).needs_name
    # Turned twice, the empty corner is NE, on vertex (2, 0): nothing there.
    assert not state.preview((1, 0), 2).needs_name
    assert not state.is_legal(Move((1, 0), 2, "R"))
    assert not state.is_legal(Move((1, 0), 1))
    assert state.is_legal(Move((1, 0), 1, "G"))


def test_the_legal_move_list_names_a_colour_exactly_when_needed() -> None:
    state = position({(0, 0): "RGBO"}, [["RGB-"]])
    moves = list(state.legal_moves())
    assert all(state.is_legal(move) for move in moves)
    assert all((move.name is not None) == state.preview(move.cell, move.rotation).needs_name
               for move in moves)
    # 4 legal cells x 4 rotations; the named placements come in fives.
    unnamed = [move for move in moves if move.name is None]
    named = [move for move in moves if move.name is not None]
    assert len(unnamed) + len(named) // 5 == 16


def test_a_tile_may_not_share_only_a_corner() -> None:
    state = position({(0, 0): "RGBO"}, [["GBOP"]])
    assert set(state.legal_cells()) == {(0, -1), (1, 0), (0, 1), (-1, 0)}
    assert not state.is_legal(Move((1, 1), 0))
    assert not state.is_legal(Move((0, 0), 0))


def test_tile_codes_as_drawn_and_as_lying() -> None:
    tile = Tile.parse("RGB-")
    state = position({(0, 0): "RGBO"}, [["RGB-"]])
    state.apply(Move((0, 1), 1, "O"))
    assert state.display.corners_at((0, 1)) == tile.rotations[1] == "-RGB"


def test_the_cells_the_table_lights_up_are_what_scores() -> None:
    """Lockstep: the lines (AXIO, AXIO Hex) and quarters (AXIO Rota) the table lights
    up as a placement scores are exactly the points the rules give, placement after
    placement of whole seeded games."""
    import random

    from axio_desktop.engine import find_game
    from axio_desktop.engine.axio.scoring import counted_lines
    from axio_desktop.engine.rota import Move

    for game_id in ("rota", "axio", "axio-hex"):
        game = find_game(game_id)
        for seed in range(3):
            rng = random.Random(seed)
            state = game.new_state(2, random.Random(seed))
            while not state.finished:
                if state.awaiting_draw:
                    state.settle_chance(rng)
                    continue
                decision = rng.choice(list(state.legal_moves()))
                if isinstance(decision, Move):
                    tile = state.tile_to_place
                    assert tile is not None
                    corners = tile.rotations[decision.rotation]
                    counted = state.display.counted(decision.cell, corners, decision.name)
                    expected = state.display.points(decision.cell, corners, decision.name)
                    totals = [0] * 5
                    for corner in counted:
                        totals["RGBOP".index(corner.colour)] += len(corner.quarters)
                    assert totals == expected
                elif hasattr(decision, "cells"):
                    lines = counted_lines(state.board, decision)
                    seat = state.to_move
                    preview = state.view(seat).preview(decision)
                    halves = [0, 0]
                    for line in lines:
                        half = 0 if line.colour == decision.colours[0] else 1
                        halves[half] += len(line.cells)
                    if decision.colours[0] == decision.colours[1]:
                        assert sum(halves) == sum(preview.half_points)
                    else:
                        assert tuple(halves) == preview.half_points
                state.apply(decision)
