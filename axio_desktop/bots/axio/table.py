"""Playing candidates out to the end at a shared table, for `expert`.

Who wins is decided at the end, by the whole sorted row of tracks, and a judgement
of one placement (our gain by need, less the next player's expected reply) cannot
see how a race of lowest colours will end. Near the end, `TablePlanner` plays each
of a few candidate placements out to the end of the game on sampled deals of the
tiles we cannot see (the other racks and the bag): a `TableGame` in which every
seat lays greedily by its own need (`playout.Playout.best_of`), with AXIO! bonus
placements and the early win at 18 in every colour. The candidates share the
sampled deals (common random numbers), so what differs between them is the
placement, not the luck. An end is worth our share of the victory, plus a little
of how far our lowest colour stands from the best of the others', which separates
games with the same winner.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.axio import AxioView
from ...engine.axio.board import EMPTY
from ...engine.axio.determinize import deal_unseen
from ...engine.axio.scoring import axio_colours, bonus_lost, wins_at_once
from .judgement import track_values
from .playout import Playout, samples_for

Move = tuple[int, int, str]


class TableGame:
    """One game at a shared table in progress, for playouts: the board, every seat's
    tracks and rack, and the order in which the bag's tiles come. Every seat has
    made its first placement; nobody exchanges."""

    def __init__(self, view: AxioView, playout: Playout, hands: list[list[str]],
                 bag: Sequence[str]) -> None:
        self.playout = playout
        self.track = view.track
        self.rules = view.rules
        self.players = view.players
        self.rack_size = view.rules.rack_size_for(view.players)
        self.seats = [list(tracks) for tracks in view.scores]
        self.hands = hands
        self.bag = bag
        self.drawn = 0
        self.mover = view.seat
        self.owed = 1 + view.bonus
        """Placements the mover still makes this turn."""
        self.over = False

    def next_move(self) -> Move | None:
        """The mover's greedy placement (None when the game is over)."""
        if self.over:
            return None
        self.playout.tracks = self.seats[self.mover]
        return self.playout.best_of(self.hands[self.mover])

    def lay(self, move: Move) -> tuple[str, ...]:
        """The mover lays ``move`` from their rack; at the end of their turn they draw
        (the tiles drawn are returned) and the next seat moves, or the game ends."""
        track = self.track
        tracks = self.seats[self.mover]
        hand = self.hands[self.mover]
        hand.remove(self.rules.tile_codes[self.rules.kind_of_colours[move[2]]])
        before = tracks.copy()
        self.playout.tracks = tracks
        self.playout.lay(*move)
        if wins_at_once(tracks, self.players):
            self.over = True
            return ()
        self.owed += len(axio_colours(track, self.rules.colours, before, tracks, self.players)) - 1
        room = bool(self.playout.board.open_edges)
        if self.owed and not bonus_lost(self.owed, len(hand), room):
            return ()
        drawn = self.bag[self.drawn:self.drawn + self.rack_size - len(hand)]
        self.drawn += len(drawn)
        hand.extend(drawn)
        self.mover = (self.mover + 1) % self.players
        self.owed = 1
        self.over = not self.hands[self.mover] or not room
        return tuple(drawn)

    def share(self, seat: int) -> float:
        """``seat``'s share of the victory as the tracks stand."""
        rows = [sorted(tracks) for tracks in self.seats]
        mine = rows[seat]
        best = max(rows)
        return 1.0 / rows.count(best) if mine == best else 0.0

    def lead(self, seat: int) -> int:
        """How far ``seat``'s lowest colour stands above the best of the others'."""
        others = [min(tracks) for other, tracks in enumerate(self.seats) if other != seat]
        return min(self.seats[seat]) - max(others)


@dataclass(frozen=True, slots=True)
class TableSearch:
    """How much the planner looks at: positions with at most ``within`` placements
    left, about ``work`` tile placements per decision, over at least ``min_deals``
    and at most ``max_deals`` sampled deals; ``margin_weight`` is the worth of each
    point of lowest colour ahead."""

    within: int = 20
    work: int = 8000
    min_deals: int = 8
    max_deals: int = 64
    margin_weight: float = 0.02

    def deals(self, candidates: int, placements_left: int) -> int:
        """How many deals to sample (`playout.samples_for`)."""
        return samples_for(self.work, candidates, placements_left,
                           self.min_deals, self.max_deals)


def placements_left(view: AxioView) -> int:
    """At most how many placements the game has left: tiles to lay, cells to cover."""
    return min(len(view.unseen) + len(view.rack), view.board.cells.count(EMPTY) // 2)


class TablePlanner:
    """Chooses among candidate placements by playing each out on sampled deals."""

    def __init__(self, rng: random.Random, search: TableSearch | None = None) -> None:
        self.rng = rng
        self.search = search or TableSearch()

    def reaches_end(self, view: AxioView) -> bool:
        """Whether the end is near enough to play out to."""
        return all(view.started) and placements_left(view) <= self.search.within

    def results(self, view: AxioView, candidates: Sequence[Move]) -> list[float]:
        """Each candidate's average end for the view's seat (share of the victory plus
        margin), over the same sampled deals."""
        base = Playout(view.board.copy(), view.my_scores, view.track, track_values(view.track))
        unseen = list(view.unseen)
        deals = self.search.deals(len(candidates), placements_left(view))
        margin = self.search.margin_weight
        totals = [0.0] * len(candidates)
        for _ in range(deals):
            self.rng.shuffle(unseen)
            racks, bag = deal_unseen(view, unseen)
            for number, move in enumerate(candidates):
                game = play_out(view, base, racks, bag, move)
                totals[number] += game.share(view.seat) + margin * game.lead(view.seat)
        return [total / deals for total in totals]


def play_out(view: AxioView, base: Playout, racks: Sequence[Sequence[str]],
             bag: Sequence[str], move: Move) -> TableGame:
    """The game of ``view`` played to its end on a deal (every seat's rack and the bag,
    `deal_unseen`) from ``base`` (the board and the scorer, left as they are): the
    mover makes ``move``, then every seat lays greedily by its own need."""
    game = TableGame(view, base.copy(), [list(rack) for rack in racks], bag)
    next_move: Move | None = move
    while next_move is not None:
        game.lay(next_move)
        next_move = game.next_move()
    return game
