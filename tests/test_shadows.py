"""A client's shadow of an online game (`engine.shadow`), over whole random games of every
game: each seat follows the host's game from its own views alone (`Game.shadow_of`,
`Game.shadow_hold`), and after every decision the shadow's view for the seat is the
host's, key by key, and its placements say what the host's did. Now and then a seat
rejoins and rebuilds its shadow from the snapshot (the host's view as it stands), as a
client does after a drop (or a new program does, with no history)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_desktop.engine import ShadowError
from axio_desktop.engine.shadow import check_shadow
from axio_desktop.kits import find_kit

GAMES = ["rota", "axio", "axio-hex"]
SAME = ("player", "points", "scores", "axio", "bonus_lost", "instant_win")
"""What every game's placement says (`PlacementLike`)."""


def seat_view(kit: Any, state: Any, seat: int) -> Any:
    """The seat's view as a client reads it: an update's (no decision asked), or, when
    the seat is to decide, the move frame's."""
    frame: dict[str, Any] = {"view": state.network_view(seat)}
    if state.to_move == seat:
        frame.update(kit.bots.wire.request(state.view(seat)))
    return kit.bots.wire.view_from(frame)


def follow_a_game(game_id: str, players: int, seed: int, rejoins: float) -> int:
    """Play a random game on the host's state while every seat follows it in a shadow;
    returns the decisions made."""
    kit = find_kit(game_id)
    game = kit.game
    rng = random.Random(seed)
    real = game.new_state(players, random.Random(seed))
    shadows = [game.shadow_of(seat_view(kit, real, seat), None) for seat in range(players)]
    decisions = 0
    while not real.finished:
        mover = real.to_move
        decision = rng.choice(list(real.legal_moves()))
        placement = real.apply(decision)
        real.settle_chance(rng)
        decisions += 1
        for seat in range(players):
            after = kit.bots.wire.view_from({"view": real.network_view(seat)})
            held = game.shadow_hold(shadows[seat], mover, decision, after)
            shadow = held.state
            followed = shadow.apply(decision)
            if shadow.awaiting_draw:
                if held.draws:
                    shadow.draw(held.draws[0])
                else:
                    shadow.settle_chance(random.Random(f"{seed} {seat} {decisions}"))
            check_shadow(shadow, seat, real.network_view(seat))
            if placement is None:
                assert followed is None
            else:
                for fact in SAME:
                    assert getattr(followed, fact) == getattr(placement, fact), fact
            if not real.finished and rng.random() < rejoins:
                # a rejoin: the same program keeps its history, a new one has none
                history = shadow if rng.random() < 0.5 else None
                shadow = game.shadow_of(seat_view(kit, real, seat), history)
                check_shadow(shadow, seat, real.network_view(seat))
            shadows[seat] = shadow
    return decisions


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=8, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_every_seat_follows_a_whole_game_from_its_views(game_id: str, players: int,
                                                         seed: int) -> None:
    assert follow_a_game(game_id, players, seed, rejoins=0.0) > 0


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=6, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_a_seat_that_rejoins_now_and_then_follows_on_from_the_snapshot(
        game_id: str, players: int, seed: int) -> None:
    assert follow_a_game(game_id, players, seed, rejoins=0.15) > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_solo_game_is_followed_too(game_id: str) -> None:
    assert follow_a_game(game_id, 1, 7, rejoins=0.1) > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_host_whose_view_does_not_follow_is_told_key_by_key(game_id: str) -> None:
    kit = find_kit(game_id)
    real = kit.game.new_state(2, random.Random(3))
    shadow = kit.game.shadow_of(seat_view(kit, real, 1), None)
    view = real.network_view(1)
    view["scores"][0][kit.game.colours[0]] += 1
    with pytest.raises(ShadowError, match=r"^view\.scores: the host shows"):
        check_shadow(shadow, 1, view)


def test_a_move_the_shadow_cannot_play_is_the_hosts_fault() -> None:
    kit = find_kit("rota")
    real = kit.game.new_state(2, random.Random(3))
    shadow = kit.game.shadow_of(seat_view(kit, real, 1), None)
    move = next(iter(real.legal_moves()))
    real.apply(move)
    after = kit.bots.wire.view_from({"view": real.network_view(1)})
    elsewhere = kit.bots.wire.move_from({"cell": [40, 40], "rotation": 0})
    with pytest.raises(ShadowError, match=r"no tile at \(40, 40\), where the last move went"):
        kit.game.shadow_hold(shadow, 0, elsewhere, after)
    covered = kit.bots.wire.move_from({"cell": [0, 0], "rotation": 0})
    with pytest.raises(ShadowError, match="which is not legal here: cell .* occupied"):
        kit.game.shadow_hold(shadow, 0, covered, after)


def replayed_history(game_id: str, players: int, seed: int, seat: int, stop: int) -> None:
    """Play ``stop`` random decisions (or to the end) on the host's state, then rebuild
    the seat's history from its view and the decisions as a snapshot's ``history``
    writes them (`Game.shadow_replay`): the move log it shows is the host's, step by
    step, and the shadow made from it agrees with the view."""
    kit = find_kit(game_id)
    game, wire = kit.game, kit.bots.wire
    rng = random.Random(seed)
    real = game.new_state(players, random.Random(seed))
    history: list[tuple[int, Any]] = []
    while not real.finished and len(history) < stop:
        mover = real.to_move
        decision = rng.choice(list(real.legal_moves()))
        real.apply(decision)
        real.settle_chance(rng)
        history.append((mover, wire.move_from(wire.answer(decision))))
    view = seat_view(kit, real, seat)
    replayed = game.shadow_replay(view, history)
    assert game.replay_steps(replayed) == game.replay_steps(real)
    if not real.finished:
        shadow = game.shadow_of(view, replayed)
        check_shadow(shadow, seat, real.network_view(seat))
        assert game.replay_steps(shadow) == game.replay_steps(game.shadow_of(view, real))


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=10, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32), seat=st.integers(0, 3),
       stop=st.integers(0, 400))
def test_a_seat_away_rebuilds_the_whole_move_log_from_a_snapshots_history(
        game_id: str, players: int, seed: int, seat: int, stop: int) -> None:
    replayed_history(game_id, players, seed, seat % players, stop)


def test_a_history_that_does_not_play_is_the_hosts_fault() -> None:
    kit = find_kit("rota")
    real = kit.game.new_state(2, random.Random(3))
    move = next(iter(real.legal_moves()))
    real.apply(move)
    view = seat_view(kit, real, 1)
    with pytest.raises(ShadowError, match="decision 0 is seat 1's, but seat 0 is to decide"):
        kit.game.shadow_replay(view, [(1, move)])
