"""The analysis kit of AXIO and AXIO Hex (one rule set on two boards).

Candidates come from `medium`'s judgement (points by need), the cheapest ranking that
knows which colours the mover needs. A playout deals the tiles the mover cannot see
(the other racks and the bag, in a random order) and lets every seat lay greedily by
its own need to the end (`bots.axio.table.TableGame`, as `expert` plays AXIO Hex's
end out); solo, the bag's order alone is dealt and the coming tiles are laid greedily
(`bots.axio.playout.Playout`, as the solo planner does).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from ..bots.axio.judgement import track_values
from ..bots.axio.levels import ranked_placements
from ..bots.axio.playout import Playout
from ..bots.axio.table import placements_left as table_placements_left
from ..bots.axio.table import play_out
from ..engine.axio import AxioRecord, AxioState, AxioView, Exchange, Phase, Place
from ..engine.axio.determinize import deal_unseen
from ..engine.axio.record import place_json
from .kit import Position

Move = tuple[int, int, str]
"""A placement as the bots write it: ``colours[0]`` on cell number ``a``, the other on ``b``."""

Deal = tuple[list[list[str]], list[str]]
"""Every seat's rack (the mover's own as it is) and the bag in the order it is drawn."""


def _own_move(view: AxioView, greedy: Move | None) -> Move:
    """The playout policy's placement, or where it would break the rule of a first
    placement (the policy does not know it), the best legal one by need."""
    if greedy is not None and view.board.area.edge_of.get(greedy[:2]) in view.legal_edges:
        return greedy
    _, a, b, colours = ranked_placements(view)[0]
    return a, b, colours


class TablePlayouts:
    """Playouts of a position at a shared table: every seat lays greedily by need."""

    def __init__(self, view: AxioView) -> None:
        self.view = view
        self.base = Playout(view.board.copy(), view.my_scores, view.track,
                            track_values(view.track))

    def deal(self, rng: random.Random) -> Deal:
        order = list(self.view.unseen)
        rng.shuffle(order)
        return deal_unseen(self.view, order)

    def own_move(self) -> Move:
        return _own_move(self.view, self.base.best_of(self.view.rack))

    def play(self, deal: Deal, move: Move) -> tuple[float, ...]:
        racks, bag = deal
        game = play_out(self.view, self.base, racks, bag, move)
        return tuple(game.share(seat) for seat in range(self.view.players))


class SoloPlayouts:
    """Playouts of a solo position: the coming tiles laid greedily by need."""

    def __init__(self, view: AxioView) -> None:
        self.view = view
        self.base = Playout(view.board.copy(), view.my_scores, view.track,
                            track_values(view.track))

    def deal(self, rng: random.Random) -> list[str]:
        order = list(self.view.unseen)
        rng.shuffle(order)
        return order

    def own_move(self) -> Move:
        return _own_move(self.view, self.base.greedy(self.view.rack[0]))

    def play(self, deal: list[str], move: Move) -> tuple[float, ...]:
        game = self.base.copy()
        game.lay(*move)
        for code in deal:
            laid = game.greedy(code)
            if laid is None:
                break
            game.lay(*laid)
        return (float(min(game.tracks)),)


class AxioKit:
    playout_weight = 1

    def positions(self, record: AxioRecord) -> list[Position]:
        state = AxioState.start(record.setup)
        area = state.board.area
        found: list[Position] = []
        for turn in record.turns:
            for place in turn.place:
                seat = state.to_move
                assert seat is not None
                view = state.view(seat)
                placement = state.apply(place)
                assert placement is not None
                a, b = (area.index[cell] for cell in place.cells)
                found.append(Position(len(found), placement.turn, placement.number, seat,
                                      view, (a, b, place.colours), place_json(place)))
            if state.finished:
                break
            if turn.exchange or (turn.draw is not None and state.phase is Phase.EXCHANGE):
                state.apply(Exchange(turn.exchange))
            if turn.draw is not None:
                state.draw(turn.draw)
        return found

    def ranked(self, view: AxioView, count: int) -> list[Move]:
        return [(a, b, colours) for _, a, b, colours in ranked_placements(view)[:count]]

    def key(self, view: AxioView, move: Move) -> Hashable:
        a, b, colours = move
        return tuple(sorted(((a, colours[0]), (b, colours[1]))))

    def move_json(self, view: AxioView, move: Move) -> dict[str, Any]:
        cells = view.board.area.cells
        a, b, colours = move
        return place_json(Place((cells[a], cells[b]), colours))

    def describe(self, move: dict[str, Any]) -> str:
        (ax, ay), (bx, by) = move["cells"]
        first, second = move["colours"]
        return f"{first} on ({ax}, {ay}), {second} on ({bx}, {by})"

    def placements_left(self, view: AxioView) -> int:
        return table_placements_left(view)

    def playouts(self, view: AxioView) -> TablePlayouts | SoloPlayouts:
        return SoloPlayouts(view) if view.players == 1 else TablePlayouts(view)


AXIO_KIT = AxioKit()
