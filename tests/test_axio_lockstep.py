"""The fast copies of AXIO's scoring kept in step with the engine: the preview (which
scores dry, without laying) says what `apply` then does, and the bots' gains tables
score every placement as the engine would."""

from __future__ import annotations

import random

import pytest
from axio_positions import BOT_GAMES, BotGame, position
from hypothesis import given, settings
from test_axio_bots import mid_game

from axio_desktop.bots import make_bot
from axio_desktop.engine.axio import (
    AXIO,
    AXIO_HEX,
    AxioSetup,
    AxioState,
    Phase,
    Place,
    Ruleset,
    play_area,
)
from axio_desktop.engine.axio.preview import gains_by_placement
from axio_desktop.engine.axio.scoring import lay_and_score
from axio_desktop.engine.tracks import TrackRule
from axio_desktop.kits import find_kit

UNCAPPED = TrackRule(10**6)


def apply_as_previewed(state: AxioState, place: Place) -> None:
    """Apply ``place``, asserting first that the mover's preview says what it does."""
    seat = state.to_move
    assert seat is not None
    shown = state.view(seat).preview(place)
    made = state.apply(place)
    assert made is not None
    assert shown.points == made.points
    assert shown.scores == made.scores
    assert tuple(cell for cell, _ in shown.pyramids) == made.pyramids
    assert shown.moved == made.moved
    assert shown.axio == made.axio
    assert shown.exchange_open == (state.phase is Phase.EXCHANGE)


@settings(max_examples=40, deadline=None)
@given(game=BOT_GAMES)
def test_the_preview_says_what_every_placement_then_does(game: BotGame) -> None:
    state, bots, chance = game.start()
    while not state.finished:
        seat = state.to_move
        if state.awaiting_draw or seat is None:
            state.settle_chance(chance)
            continue
        decision = bots[seat].choose(state.view(seat))
        if isinstance(decision, Place):
            apply_as_previewed(state, decision)
        else:
            state.apply(decision)


FULL = ["RR", "RG", "RB", "RO", "RP"]


def test_an_axio_whose_bonus_is_lost_to_an_empty_rack_opens_the_exchange() -> None:
    state = position(AXIO, [["RR", "GG", "BB", "OO", "PP"], FULL], halves={(3, 4): "R"},
                     tracks=[(17, 5, 5, 5, 5), (0,) * 5])
    state.seats[0].rack = [AXIO.kind_of_code["RR"]]
    apply_as_previewed(state, Place(((4, 4), (5, 4)), "RR"))
    assert state.placements[-1].bonus_lost == 1 and state.phase is Phase.EXCHANGE


def test_an_axio_whose_bonus_is_lost_to_a_full_board_opens_the_exchange() -> None:
    area = play_area(AXIO.shape, 2)
    halves = {cell: "P" for cell in area.cells
              if cell not in ((4, 4), (5, 4)) and cell not in dict(AXIO.printed)}
    halves[(3, 4)] = "R"
    state = position(AXIO, [["RR", "RB", "RO", "RP", "BB"], FULL], halves=halves,
                     tracks=[(17, 5, 9, 9, 9), (0,) * 5])
    apply_as_previewed(state, Place(((4, 4), (5, 4)), "RR"))
    assert state.placements[-1].bonus_lost == 1 and state.phase is Phase.EXCHANGE


def test_an_axio_with_its_bonus_still_to_come_keeps_the_exchange_closed() -> None:
    state = position(AXIO, [["RR", "RB", "RO", "RP", "BB"], FULL], halves={(3, 4): "R"},
                     tracks=[(17, 5, 9, 9, 9), (0,) * 5])
    apply_as_previewed(state, Place(((4, 4), (5, 4)), "RR"))
    assert state.is_bonus


@pytest.mark.parametrize("rules", [AXIO, AXIO_HEX], ids=lambda rules: rules.id)
@pytest.mark.parametrize(("players", "placements"), [(2, 12), (2, 28), (4, 40), (4, 62)])
def test_the_gains_tables_score_every_placement_as_the_engine_does(
    rules: Ruleset, players: int, placements: int
) -> None:
    board = mid_game(rules, players, placements, placements).board
    area = board.area
    count = 0
    for a, b, colours, gains in gains_by_placement(board, board.open_edges, rules.tile_codes):
        tracks = [0] * len(rules.colours)
        after = board.copy()
        lay_and_score(after, UNCAPPED, tracks, a, b, area.edge_of[(a, b)], colours)
        assert gains == tracks
        count += 1
    assert count > 100


@pytest.mark.parametrize("seed", [1, 2])
def test_a_dry_lay_says_what_laying_does_until_pyramids_move(seed: int) -> None:
    state = AxioState.start(AxioSetup.deal(AXIO, 4, seed))
    bot = make_bot("greedy", seed, kit=find_kit("axio").bots)
    chance = random.Random(seed)
    moved = 0
    while not state.finished:
        seat = state.to_move
        if state.awaiting_draw or seat is None:
            state.settle_chance(chance)
            continue
        board = state.board
        for edge in board.open_edges:
            a, b = board.area.edges[edge]
            predicted = board.would_lay(a, b, "R", "P")
            assert board.copy().lay(a, b, "R", "P") == predicted
            moved += len(predicted.moved)
        state.apply(bot.choose(state.view(seat)))
    assert moved
