"""Property tests over random games: whatever the deal and the moves, the rules hold."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from axio_desktop.engine.rota import RotaState, Setup, standard_tiles

BOX = Counter(tile.code for tile in standard_tiles())


def tiles_in_play(state: RotaState) -> Counter[str]:
    """Every tile, wherever it is: on the display (by pattern), hands, stacks, supply."""
    assert state.setup is not None
    counted = Counter(placed.tile.code for placed in state.setup.display)
    counted.update(placement.tile.code for placement in state.history)
    counted.update(hand.code for seat in range(state.players) if (hand := state.hand(seat)))
    for seat, stack in enumerate(state.setup.stacks):
        counted.update(tile.code for tile in stack[len(stack) - state.stack_size(seat):])
    counted.update(tile.code for tile in state.setup.supply[len(state.setup.supply) - state.supply_size:])
    return counted


@settings(max_examples=60, deadline=None)
@given(players=st.integers(1, 4), deal_seed=st.integers(0, 2**32), move_seed=st.integers(0, 2**32))
def test_random_games_keep_every_rule(players: int, deal_seed: int, move_seed: int) -> None:
    state = RotaState.start(Setup.deal(players, deal_seed))
    rng = random.Random(move_seed)
    supply_top = list(state.setup.supply if state.setup else ())
    while not state.finished:
        assert tiles_in_play(state) == BOX
        placement = state.apply(rng.choice(list(state.legal_moves())))
        if placement.bonus:
            assert placement.tile == supply_top.pop(0)
        for seat in range(players):
            assert all(0 <= track <= 12 for track in state.scores(seat))
    assert tiles_in_play(state) == BOX
    for seat in range(players):
        mine = [placement for placement in state.history if placement.player == seat]
        assert sum(placement.bonus for placement in mine) <= 5
        assert state.bonus_turns_earned(seat) <= 5
        if state.instant_winner is None:
            assert sum(not placement.bonus for placement in mine) == 12
            assert state.hand(seat) is None and state.stack_size(seat) == 0


@settings(max_examples=30, deadline=None)
@given(players=st.integers(1, 4), deal_seed=st.integers(0, 2**32), move_seed=st.integers(0, 2**32))
def test_greedy_games_hit_the_cap_and_still_conserve_tiles(players: int, deal_seed: int,
                                                            move_seed: int) -> None:
    """Greedy play reaches 12 often, which exercises AXIO!, bonus turns and the cap."""
    state = RotaState.start(Setup.deal(players, deal_seed))
    rng = random.Random(move_seed)
    while not state.finished:
        moves = list(state.legal_moves())
        best = max(sum(state.preview(m.cell, m.rotation).points(m.name)) for m in moves)
        choice = rng.choice([m for m in moves
                             if sum(state.preview(m.cell, m.rotation).points(m.name)) == best])
        state.apply(choice)
    assert tiles_in_play(state) == BOX
    for seat in range(players):
        assert all(0 <= track <= 12 for track in state.scores(seat))
        assert sum(p.bonus for p in state.history if p.player == seat) <= 5
        if state.instant_winner is None:
            assert sum(not p.bonus for p in state.history if p.player == seat) == 12
