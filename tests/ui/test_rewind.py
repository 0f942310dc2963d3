"""A match goes back to any point of its record and plays the record's decisions on
from there with the rest of the deal as the record had it (AXIO's draws included):
what a tutorial's scripted seats and the review's "play on" stand on."""

from __future__ import annotations

import pytest

from axio_desktop.engine.axio import Place
from axio_desktop.kits import find_kit
from axio_desktop.ui.kit import new_match
from axio_desktop.ui.table.match import AnyMatch, SeatPlan

SEATS = (SeatPlan("Ada", "bot", "greedy"), SeatPlan("Bo", "bot", "easy"))


def played_out(game: str) -> AnyMatch:
    match = new_match(find_kit(game).desktop, SEATS, seed=5)
    while not match.state.finished:
        seat = match.state.to_move
        match.play(match.bots[seat].choose(match.state.view(seat)))
    return match


@pytest.mark.parametrize("game", ["rota", "axio", "axio-hex"])
def test_a_rewound_match_replays_its_record_decision_by_decision(game: str) -> None:
    whole = played_out(game)
    record = whole.record()
    entries = whole.entries()
    again = find_kit(game).desktop.match_of(record)
    again.rewind(len(entries) // 3)
    assert again.entries() == entries[: len(entries) // 3]
    while (decision := again.recorded(record)) is not None:
        assert again.same_decision(decision, decision)
        again.play(decision)
    assert again.state.finished
    assert again.entries() == entries, "every later draw followed the record's"
    whole.close()
    again.close()


def test_the_same_tile_halves_on_the_same_cells_are_the_same_decision() -> None:
    match = new_match(find_kit("axio").desktop, SEATS, seed=5)
    one = Place(((2, 2), (3, 2)), "RG")
    assert match.same_decision(one, Place(((3, 2), (2, 2)), "GR"))
    assert not match.same_decision(one, Place(((2, 2), (3, 2)), "GR"))
    match.close()
