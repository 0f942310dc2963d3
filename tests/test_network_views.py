"""The VIEW of network play, as the engine builds it for a seat and for a spectator, and
read back from JSON by the game's wire (what a seat played over the network decides
from): exactly the keys of the spec, nothing hidden, and a round trip that loses
nothing."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from axio_desktop.bots import make_bot
from axio_desktop.engine import ViewError
from axio_desktop.kits import find_kit

GAMES = ["rota", "axio", "axio-hex"]
ROTA_KEYS = {"seat", "to_move", "bonus", "tile", "display", "scores", "stack_sizes",
             "supply_size", "unseen"}
AXIO_KEYS = {"game", "seat", "to_move", "bonus", "first", "rack", "board", "pyramids", "dead",
             "pyramids_left", "area", "scores", "rack_sizes", "bag_size", "unseen", "given_up"}
LEVELS = ["random", "greedy", "easy", "medium", "hard"]


def positions(game_id: str, players: int, seed: int, mover: str = "greedy") -> Iterator[Any]:
    """Every position of a whole game where a decision is asked, and the end."""
    kit = find_kit(game_id)
    state = kit.game.new_state(players, random.Random(seed))
    chance = random.Random(seed)
    bots = [make_bot(mover, random.Random(f"{seed} {seat}"), kit=kit.bots)
            for seat in range(players)]
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        yield state
        state.apply(bots[state.to_move].choose(state.view(state.to_move)))
    yield state


def rack_of(state: Any, seat: int) -> list[str]:
    """The tiles only ``seat`` sees: its rack, or its hand tile."""
    if hasattr(state, "rack"):
        return list(state.rack(seat))
    hand = state.hand(seat)
    return [hand.code] if hand is not None else []


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_seat_and_spectator_views_show_the_spec_keys_and_hide_every_rack(
        game_id: str, players: int) -> None:
    rota = game_id == "rota"
    for state in positions(game_id, players, seed=players):
        public = state.network_view(None)
        assert public["seat"] is None
        assert set(public) == (ROTA_KEYS if rota else AXIO_KEYS - {"rack"})
        assert public["unseen"] == sorted(public["unseen"])
        for seat in range(players):
            view = state.network_view(seat)
            assert set(view) == (ROTA_KEYS if rota else AXIO_KEYS)
            assert view["seat"] == seat
            assert view["unseen"] == sorted(view["unseen"])
            # a spectator sees every tile no seat shows it, and no seat sees another's
            assert Counter(public["unseen"]) == Counter(view["unseen"]) + Counter(
                rack_of(state, seat))
            if rota and not view["bonus"] and view["to_move"] != seat:
                assert view["tile"] is None
            if not rota:
                assert view["rack"] == rack_of(state, seat)
            assert {key: value for key, value in view.items()
                    if key not in ("seat", "unseen", "rack", "tile")} == \
                {key: value for key, value in public.items()
                 if key not in ("seat", "unseen", "tile")}
        if rota:
            bonus_tile = state.tile_to_place.code if state.is_bonus_turn else None
            assert public["tile"] == bonus_tile
    end = state.network_view(None)
    assert end["to_move"] is None and end["tile" if rota else "first"] in (None, False)
    assert end["bonus"] in (0, False)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_view_read_back_from_json_writes_the_same_json(game_id: str) -> None:
    wire = find_kit(game_id).bots.wire
    for players in (1, 2, 4):
        for state in positions(game_id, players, seed=10 + players):
            for seat in range(players):
                data = json.loads(json.dumps(state.network_view(seat)))
                request = wire.request(state.view(seat)) if seat == state.to_move else {}
                assert wire.view_from({"view": data, **request}).network_json() == data


def test_a_rota_view_read_back_is_the_view_and_every_level_plays_it_alike() -> None:
    """The hand, the bonus turns earned and those still to play, which the VIEW leaves
    out, are worked out again exactly (bonus turns included)."""
    kit = find_kit("rota")
    bonus_turns = 0
    for players, seed in ((2, 0), (4, 1)):
        for number, state in enumerate(positions("rota", players, seed)):
            for seat in range(players):
                view = state.view(seat)
                back = kit.bots.wire.view_from({"view": view.network_json()})
                for field in ("seat", "players", "to_move", "bonus", "pending_bonus", "tile",
                              "hand", "scores", "stack_sizes", "supply_size", "bonus_earned",
                              "unseen"):
                    assert getattr(back, field) == getattr(view, field), field
                assert list(back.display) == list(view.display)
                assert back.display.legal_cells() == view.display.legal_cells()
            if state.finished:
                continue
            bonus_turns += state.is_bonus_turn
            view = state.view(state.to_move)
            back = kit.bots.wire.view_from({"view": view.network_json()})
            levels = LEVELS if number % 4 == 0 else LEVELS[:-1]
            if state.is_bonus_turn and bonus_turns == 1:
                levels = [*levels, "expert"]  # its playouts read every fact worked out
            for level in levels:
                seed_text = f"{number} {level}"
                assert make_bot(level, random.Random(seed_text), kit=kit.bots).choose(back) == \
                    make_bot(level, random.Random(seed_text), kit=kit.bots).choose(view), level
    assert bonus_turns >= 4


@pytest.mark.parametrize("game_id", ["axio", "axio-hex"])
def test_an_axio_view_read_back_is_the_view_and_every_level_plays_it_alike(game_id: str) -> None:
    """The seats started, the edges open to the mover (in the game's own order: the VIEW
    lists the covered cells in the order they were covered) and the racks given up
    come back, so every level makes the same choice from either."""
    kit = find_kit(game_id)
    wire = kit.bots.wire
    for number, state in enumerate(positions(game_id, 3, seed=7)):
        if state.finished:
            break
        view = state.view(state.to_move)
        message = json.loads(json.dumps({"view": view.network_json(), **wire.request(view)}))
        back = wire.view_from(message)
        for field in ("seat", "players", "to_move", "decision", "bonus", "started", "rack",
                      "scores", "rack_sizes", "bag_size", "unseen_counts", "given_up",
                      "legal_edges", "laid"):
            assert getattr(back, field) == getattr(view, field), field
        assert back.board.cells == view.board.cells
        assert back.board.open_edges == view.board.open_edges
        assert back.board.pyramids == view.board.pyramids and back.board.dead == view.board.dead
        if number % 3:
            continue
        levels = LEVELS if number % 9 == 0 else LEVELS[:-1]
        for level in [*levels, "expert"] if number == 18 else levels:
            seed = f"{number} {level}"
            assert make_bot(level, random.Random(seed), kit=kit.bots).choose(back) == \
                make_bot(level, random.Random(seed), kit=kit.bots).choose(view), level


def hostile(game_id: str, change: Any) -> dict[str, Any]:
    kit = find_kit(game_id)
    state = kit.game.new_state(2, random.Random(1))
    data: dict[str, Any] = state.network_view(0)
    change(data)
    return data


@pytest.mark.parametrize(("game_id", "change", "words"), [
    ("rota", lambda v: v.pop("display"), "view: missing 'display'"),
    ("rota", lambda v: v["display"][2].update(corners="RRGB"),
     "view.display[2].corners: tile code 'RRGB' shows red twice"),
    ("rota", lambda v: v.update(seat=7), "view.seat: 7 is not in 0..1"),
    ("rota", lambda v: v["unseen"].pop(), "view.unseen: the view leaves out 1 of the box's tiles"),
    ("rota", lambda v: v["unseen"].append(v["unseen"][0]), "hold more tiles than the box"),
    ("rota", lambda v: v.update(tile=None), "view.tile: seat 0 is to move but is shown no tile"),
    ("axio", lambda v: v.update(rack="RG"), "view.rack: expected a list, got 'RG'"),
    ("axio", lambda v: v["rack"].append("GR"), "view.rack[5]: expected a tile code of AXIO"),
    ("axio", lambda v: v.update(area=0), "view.area: 2 players play on area 2, not 0"),
    ("axio", lambda v: v["board"].append({"cell": [99, 0], "colour": "R", "printed": False}),
     "view.board[5].cell: [99, 0] is outside the play area"),
    ("axio", lambda v: v["board"].append({"cell": [6, 2], "colour": "R", "printed": False}),
     "view.board[5].cell: [6, 2] is a printed space or named twice"),
    ("axio", lambda v: v.update(first=False), "view.first: says False, but 0 tiles lie"),
    ("axio", lambda v: v["unseen"].pop(), ("view.unseen: holds 94 tiles, the bag and the other "
     "racks 95")),
    ("axio-hex", lambda v: v.update(game="axio"), "view.game: expected 'axio-hex', got 'axio'"),
    ("axio-hex", lambda v: v["scores"][1].update(Y=-1), "view.scores[1].Y: -1 is not in 0..18"),
])
def test_a_hostile_view_is_refused_naming_the_bad_key(game_id: str, change: Any,
                                                        words: str) -> None:
    wire = find_kit(game_id).bots.wire
    with pytest.raises(ViewError) as refused:
        wire.view_from({"view": hostile(game_id, change), "decision": None})
    assert words in str(refused.value)


@pytest.mark.parametrize("message", [{}, {"view": []}, {"view": None}, {"view": {"seat": 0}}])
def test_no_message_shape_makes_a_reader_fail_other_than_with_a_view_error(
        message: dict[str, Any]) -> None:
    for game_id in GAMES:
        with pytest.raises(ViewError):
            find_kit(game_id).bots.wire.view_from(message)

