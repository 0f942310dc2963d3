"""Per-seat views show exactly what a seat may know."""

from collections import Counter

from positions import position, tracks

from axio_desktop.engine.rota import Move, RotaState, Setup


def test_a_view_shows_the_own_hand_but_no_other() -> None:
    state = RotaState.start(Setup.deal(3, 11))
    view = state.view(1)
    assert view.hand == state.hand(1)
    assert view.tile is None  # seat 0 is to move, and its tile is secret
    assert state.view(0).tile == state.hand(0)
    for field in ("scores", "stack_sizes", "supply_size", "to_move", "players"):
        assert getattr(view, field) == getattr(state.view(0), field)


def test_unseen_is_everything_but_the_display_and_the_own_hand() -> None:
    state = RotaState.start(Setup.deal(2, 5))
    view = state.view(0)
    on_table = Counter(corners for _, corners in state.display)
    assert len(view.unseen) == 60 - len(on_table) - 1
    everything = Counter(tile.code for tile in state.setup.stacks[0] + state.setup.stacks[1]
                         + state.setup.supply)
    everything[state.hand(0).code] -= 1
    assert Counter(tile.code for tile in view.unseen) == +everything
    assert [tile.code for tile in view.unseen] == sorted(tile.code for tile in view.unseen)


def test_a_bonus_tile_is_face_up_for_everybody() -> None:
    state = position({(0, 0): "GBRO", (1, 0): "OGBR", (0, 1): "RPGB"}, [["RBGP"], ["GBOP"]],
                     supply=["OPRG", "PRGB"], scores=[tracks(R=11), tracks()])
    state.apply(Move((1, 1), 0))
    other = state.view(1)
    assert other.bonus and other.tile is not None and other.tile.code == "OPRG"
    assert "OPRG" not in [tile.code for tile in other.unseen]
    assert other.supply_size == 1  # the bonus tile has left the supply
    assert not other.my_turn and list(other.legal_moves()) == []


def test_the_view_json_is_the_bot_protocol_view() -> None:
    state = RotaState.start(Setup.deal(2, 1))
    data = state.view(0).to_json()
    assert set(data) == {"seat", "to_move", "bonus", "tile", "display", "scores",
                         "stack_sizes", "supply_size", "unseen"}
    assert data["tile"] == state.hand(0).code
    assert data["display"][0] == {"cell": [0, 0], "corners": state.display.corners_at((0, 0))}
    assert data["stack_sizes"] == [11, 11] and data["supply_size"] == 32


def test_a_view_does_not_change_when_the_game_goes_on() -> None:
    state = RotaState.start(Setup.deal(2, 1))
    view = state.view(0)
    state.apply(next(state.legal_moves()))
    assert len(view.display) == 4
