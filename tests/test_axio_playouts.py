"""The playouts of AXIO and AXIO Hex: a greedy placement over a rack is the best one,
and a game played out at a shared table (2, 3 or 4 players) or solo goes as the
engine plays it."""

from __future__ import annotations

import random

import pytest
from test_axio_bots import mid_game

from axio_desktop.bots import make_bot
from axio_desktop.bots.axio.judgement import track_values
from axio_desktop.bots.axio.playout import Playout
from axio_desktop.bots.axio.table import TableGame, TablePlanner, TableSearch
from axio_desktop.engine.axio import (
    AXIO,
    AXIO_HEX,
    AxioSetup,
    AxioState,
    Exchange,
    Place,
    Ruleset,
)
from axio_desktop.engine.axio.position import Phase
from axio_desktop.kits import find_kit

GAMES = [AXIO, AXIO_HEX]


def line_worth(playout: Playout, move: tuple[int, int, str]) -> float:
    a, b, colours = move
    index = playout.colour_index
    return sum(playout.gains[playout.tracks[index[colour]]][playout.lines[cell][index[colour]]]
               for cell, colour in ((a, colours[0]), (b, colours[1])))


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.id)
@pytest.mark.parametrize("placements", [6, 18, 28])
def test_the_best_of_a_rack_is_the_best_of_each_tiles_greedy_placement(
    rules: Ruleset, placements: int
) -> None:
    view = mid_game(rules, 2, placements, placements).view(0)
    playout = Playout(view.board.copy(), view.my_scores, view.track, track_values(view.track))
    best = playout.best_of(list(view.rack))
    assert best is not None and view.board.is_open(view.board.area.edge_of[best[:2]])
    each = max(line_worth(playout, playout.greedy(code) or best) for code in view.rack)
    assert line_worth(playout, best) == pytest.approx(each)
    assert best[2] in view.rules.kind_of_colours and any(
        view.rules.kind_of_colours[best[2]] == view.rules.kind_of_code[code] for code in view.rack)


def halves(move: tuple[int, int, str]) -> frozenset[tuple[int, str]]:
    """Which colour a placement lays on which cell (the same placement written either way)."""
    a, b, colours = move
    return frozenset(((a, colours[0]), (b, colours[1])))


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.id)
def test_a_first_placement_is_the_best_by_need_of_the_legal_ones(rules: Ruleset) -> None:
    """Where a seat has not started, the playouts' placement is the one worth most of
    the placements the rules allow (beside an untouched printed space); blind to that
    rule, the greedy pick of the whole board (what the playouts laid before) is not
    one of them in some of these positions."""
    blind = 0
    for players in (2, 3, 4):
        for seed in range(4):
            state = mid_game(rules, players, seed, players - 1)
            view = state.view(players - 1)
            assert view.first and view.my_turn
            playout = Playout(view.board.copy(), view.my_scores, view.track,
                              track_values(view.track))
            index = view.board.area.index
            legal = [(index[place.cells[0]], index[place.cells[1]], place.colours)
                     for place in view.legal_placements()]
            first = playout.first_of(list(view.rack))
            assert first is not None and halves(first) in {halves(move) for move in legal}
            assert line_worth(playout, first) == max(line_worth(playout, move) for move in legal)
            greedy = playout.best_of(list(view.rack))
            assert greedy is not None
            blind += halves(greedy) not in {halves(move) for move in legal}
    assert blind


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.id)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("start", ["first", "mid"])
def test_a_table_game_scores_draws_and_ends_as_the_engine_does(rules: Ruleset, players: int,
                                                                seed: int, start: str) -> None:
    """From the first placement of the game (no seat has started: each must make its
    first placement beside an untouched printed space, which the engine checks) or
    from the middle of it."""
    state = mid_game(rules, players, seed, 0 if start == "first" else 4 * players)
    assert (start == "first") == (not any(seat.started for seat in state.seats))
    play_alongside(state, table_game(state, seed))


def table_game(state: AxioState, seed: int) -> TableGame:
    """A table game of the position, every seat's rack as it is and the bag in a
    random order."""
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    codes = state.rules.tile_codes
    hands = [[codes[kind] for kind in other.rack] for other in state.seats]
    bag = [codes[kind] for kind, count in enumerate(state.bag.counts) for _ in range(count)]
    random.Random(seed).shuffle(bag)
    return TableGame(view, Playout(view.board.copy(), view.my_scores, view.track,
                                   track_values(view.track)), hands, bag)


def play_alongside(state: AxioState, game: TableGame) -> None:
    """Play the table game to its end, every placement and draw made in the engine too
    (which refuses what the rules forbid), and check that both agree throughout."""
    cells = state.board.area.cells
    while (move := game.next_move()) is not None:
        mover = game.mover
        state.apply(Place((cells[move[0]], cells[move[1]]), move[2]))
        drawn = game.lay(move)
        assert [list(tracks) for tracks in state.all_scores()] == game.seats
        assert state.board.cells == game.playout.board.cells
        if state.phase.value == "exchange":
            state.apply(Exchange(False))
        if state.awaiting_draw:
            state.draw(drawn)
        elif not state.finished:
            assert state.to_move == mover and drawn == ()
        assert state.finished == game.over
    outcome = state.outcome()
    assert outcome is not None
    for player in range(state.players):
        share = 1 / len(outcome.winners) if player in outcome.winners else 0.0
        assert game.share(player) == share


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.id)
@pytest.mark.parametrize("exchange", [True, False], ids=["exchange", "keep"])
def test_an_answer_to_the_exchange_option_draws_as_the_engine_does(rules: Ruleset,
                                                                   exchange: bool) -> None:
    """Exchanging, the mover draws a full rack and their old rack goes back into the bag
    (where `returned_at` says); keeping, they draw up to a full rack. The game then
    goes on as the engine plays it."""
    state = at_exchange_option(rules)
    mover = state.to_move
    assert mover is not None
    game = table_game(state, 5)
    old = list(state.rack(mover))
    returned_at = [0.0, 0.999, *[0.5] * (len(old) - 2)]
    drawn = game.end_turn(exchange, returned_at if exchange else ())
    state.apply(Exchange(exchange))
    state.draw(drawn)
    codes = state.rules.tile_codes
    left = sorted(codes[kind] for kind, count in enumerate(state.bag.counts)
                  for _ in range(count))
    assert sorted(game.hands[mover]) == sorted(state.rack(mover))
    assert sorted(game.bag[game.drawn:]) == left
    if exchange:
        assert len(drawn) == state.rules.rack_size_for(state.players)
        assert game.bag[0] == old[0] and game.bag[-1] == old[1]
    else:
        assert sorted(game.hands[mover]) == sorted([*old, *drawn])
    assert game.mover == state.to_move
    play_alongside(state, game)


def at_exchange_option(rules: Ruleset) -> AxioState:
    """The first position of a seeded two-player game of greedy bots in which the mover
    is asked the exchange option."""
    state = AxioState.start(AxioSetup.deal(rules, 2, 3))
    bot = make_bot("greedy", 3, kit=find_kit(rules.id).bots)
    chance = random.Random(3)
    while state.phase is not Phase.EXCHANGE:
        if state.awaiting_draw:
            state.settle_chance(chance)
        else:
            state.apply(bot.choose(state.view(state.to_move)))  # type: ignore[arg-type]
    return state


@pytest.mark.parametrize("rules", GAMES, ids=lambda rules: rules.id)
def test_a_solo_playout_scores_as_the_engine_does_on_both_scoreboards(rules: Ruleset) -> None:
    beyond = 0
    for seed in range(4):
        state = AxioState.start(AxioSetup.deal(rules, 1, seed))
        chance = random.Random(seed)
        first = next(iter(state.legal_moves()))
        state.apply(first)
        state.settle_chance(chance)
        view = state.view(0)
        playout = Playout(view.board.copy(), view.my_scores, view.track,
                          track_values(view.track))
        cells = view.board.area.cells
        while not state.finished:
            (code,) = state.rack(0)
            move = playout.greedy(code)
            assert move is not None
            assert_lines_as_the_engine_scores(playout)
            state.apply(Place((cells[move[0]], cells[move[1]]), move[2]))
            playout.lay(*move)
            assert list(state.scores(0)) == playout.tracks
            assert state.board.cells == playout.board.cells
            state.settle_chance(chance)
        beyond = max(beyond, *state.scores(0))
    assert beyond > 18


def assert_lines_as_the_engine_scores(playout: Playout) -> None:
    """What the playout's table says a half scores on each cell of an open edge is
    what the engine's lines give it there, towards the other cell."""
    board = playout.board
    area = board.area
    for edge in board.open_edges:
        a, b = area.edges[edge]
        towards = area.edge_direction[edge]
        for cell, skip in ((a, towards), (b, area.opposite[towards])):
            for colour, kind in playout.colour_index.items():
                assert playout.lines[cell][kind] == board.line_points(cell, colour, skip)


def test_the_planner_plays_out_to_the_end_on_sampled_deals() -> None:
    view = mid_game(AXIO_HEX, 2, 4, 30).view(0)
    planner = TablePlanner(random.Random(4), TableSearch(within=99))
    assert planner.reaches_end(view)
    moves = [(a, b, view.rack[0]) for a, b in
             (view.board.area.edges[edge] for edge in view.legal_edges[:3])]
    ends = planner.results(view, moves)
    assert len(ends) == 3 and all(-1 < end < 2 for end in ends)
    again = TablePlanner(random.Random(4), TableSearch(within=99)).results(view, moves)
    assert again == ends
