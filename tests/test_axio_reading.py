"""`expert` reads the other player's rack from what their last placement passed over."""

from __future__ import annotations

import random

import pytest
from test_axio_bots import mid_game

from axio_desktop.bots import make_bot
from axio_desktop.bots.axio.outlook import expected_reply, outlook
from axio_desktop.bots.axio.reading import RackReading, believed_reply
from axio_desktop.engine.axio import AXIO, AXIO_HEX, Place, Ruleset
from axio_desktop.kits import find_kit


@pytest.mark.parametrize("rules", [AXIO, AXIO_HEX], ids=lambda rules: rules.id)
def test_a_placement_passed_over_marks_its_kind_as_probably_not_held(rules: Ruleset) -> None:
    state = mid_game(rules, 2, 12, 8)
    me = state.to_move
    assert me is not None
    reading = RackReading(sharpness=0.1)
    mine = make_bot("greedy", 1, kit=find_kit(rules.id).bots).choose(state.view(me))
    assert isinstance(mine, Place)
    area = state.board.area
    a, b = (area.index[cell] for cell in mine.cells)
    reading.remember(state.view(me), a, b, mine.colours)
    state.apply(mine)
    chance = random.Random(3)
    while state.awaiting_draw:
        state.settle_chance(chance)
    if state.view(1 - me).decision == "exchange":
        state.apply(make_bot("greedy", 1, kit=find_kit(rules.id).bots).choose(state.view(1 - me)))
        while state.awaiting_draw:
            state.settle_chance(chance)
    other = 1 - me
    view = state.view(other)
    passed_over = outlook(view, view.board, [(view.scores[other], True)], rules.tile_codes)
    theirs = make_bot("medium", 2, kit=find_kit(rules.id).bots).choose(view)  # their best by need
    assert isinstance(theirs, Place)
    state.apply(theirs)
    while state.awaiting_draw:
        state.settle_chance(chance)
    weights = reading.weights(state.view(me))
    assert weights is not None
    played = rules.kind_of_colours[theirs.colours]
    assert weights[played] == 1.0
    best_made = passed_over.best[0][played]
    assert any(best > best_made for best in passed_over.best[0]), "something was passed over"
    for kind, best in enumerate(passed_over.best[0]):
        if best <= best_made:
            assert weights[kind] == 1.0, "nothing better was passed over"
        else:
            assert weights[kind] < 1.0
    assert reading.weights(state.view(me)) is None, "a reading is used once"


def test_with_nothing_read_the_belief_comes_close_to_the_exact_expectation() -> None:
    state = mid_game(AXIO, 2, 4, 12)
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    values = outlook(view, view.board, [(view.scores[1 - seat], True)], AXIO.tile_codes).best[0]
    exact = expected_reply(view, values, 5)
    blind = believed_reply(values, view.unseen_counts, [1.0] * len(values), 4, 1)
    assert blind == pytest.approx(exact, rel=0.05)
    doubted = [0.01 if value == max(values) else 1.0 for value in values]
    assert believed_reply(values, view.unseen_counts, doubted, 4, 1) < blind
