"""The analysis kit of AXIO and AXIO Hex (one rule set on two boards).

Candidates come from `medium`'s judgement (points by need), the cheapest ranking that
knows which colours the mover needs. A playout deals the tiles the mover cannot see
(the other racks and the bag, in a random order: `engine.axio.determinize.deal_unseen`)
and lets every seat lay greedily by its own need to the end (`bots.axio.table.play_out`,
as `expert` plays AXIO Hex's end out); solo, the bag's order alone is dealt and the coming tiles are laid greedily
(`bots.axio.playout.Playout`, as the solo planner does).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..bots.axio.judgement import track_values
from ..bots.axio.levels import ranked_placements
from ..bots.axio.playout import Playout
from ..bots.axio.table import placements_left as table_placements_left
from ..bots.axio.table import play_out
from ..bots.axio.wire import AxioWire
from ..engine.axio import AxioRecord, AxioView, Place
from ..engine.axio.determinize import deal_unseen
from ..engine.axio.moves import same_decision
from ..engine.game import GameRecordLike
from .kit import Dealt, JsonObject, Position

Move = tuple[int, int, str]
"""A placement as the playouts lay it: ``colours[0]`` on cell number ``a``, the other
on ``b``."""


class _Playouts:
    """What playouts of a position share: the view, the scorer the policy lays with,
    and the placements read as the playouts lay them."""

    def __init__(self, view: AxioView) -> None:
        self.view = view
        self.base = Playout(view.board.copy(), view.my_scores, view.track,
                            track_values(view.track))

    def laid(self, place: Place) -> Move:
        index = self.view.board.area.index
        first, second = place.cells
        return index[first], index[second], place.colours

    def placed(self, greedy: Move | None) -> Place:
        """The playout policy's placement, or where it would break the rule of a first
        placement (the policy does not know it), the best legal one by need."""
        view = self.view
        if greedy is None or view.board.area.edge_of.get(greedy[:2]) not in view.legal_edges:
            _, a, b, colours = ranked_placements(view)[0]
            greedy = a, b, colours
        cells = view.board.area.cells
        a, b, colours = greedy
        return Place((cells[a], cells[b]), colours)


class TablePlayouts(_Playouts):
    """Playouts of a position at a shared table: every seat lays greedily by need."""

    def deal(self, rng: random.Random) -> Dealt[Place]:
        order = list(self.view.unseen)
        rng.shuffle(order)
        racks, bag = deal_unseen(self.view, order)
        return lambda move: self.play(racks, bag, move)

    def own_move(self) -> Place:
        return self.placed(self.base.best_of(self.view.rack))

    def play(self, racks: list[list[str]], bag: list[str], move: Place) -> tuple[float, ...]:
        game = play_out(self.view, self.base, racks, bag, self.laid(move))
        return tuple(game.share(seat) for seat in range(self.view.players))


class SoloPlayouts(_Playouts):
    """Playouts of a solo position: the coming tiles laid greedily by need."""

    def deal(self, rng: random.Random) -> Dealt[Place]:
        order = list(self.view.unseen)
        rng.shuffle(order)
        return lambda move: self.play(order, move)

    def own_move(self) -> Place:
        return self.placed(self.base.greedy(self.view.rack[0]))

    def play(self, order: list[str], move: Place) -> tuple[float, ...]:
        game = self.base.copy()
        game.lay(*self.laid(move))
        for code in order:
            laid = game.greedy(code)
            if laid is None:
                break
            game.lay(*laid)
        return (float(min(game.tracks)),)


@dataclass(frozen=True)
class AxioKit:
    """The analysis kit of a game of the AXIO family, its placements written and read
    as its bot protocol writes and reads them (``wire``: the record's shape)."""

    wire: AxioWire
    playout_weight = 1

    def positions(self, record: GameRecordLike) -> list[Position[AxioView, Place]]:
        if not isinstance(record, AxioRecord):
            raise TypeError(f"not a record of the AXIO family: {type(record).__name__}")
        return [Position(step.placement, len(step.before.turns),
                         len(step.before.current_placements), step.seat,
                         step.before.view(step.seat), step.decision)
                for step in record.walk()
                if step.placement is not None and isinstance(step.decision, Place)]

    def ranked(self, view: AxioView, count: int) -> list[Place]:
        cells = view.board.area.cells
        return [Place((cells[a], cells[b]), colours)
                for _, a, b, colours in ranked_placements(view)[:count]]

    same_decision = staticmethod(same_decision)

    def move_json(self, move: Place) -> JsonObject:
        return self.wire.answer(move)

    def move_from_json(self, data: JsonObject) -> Place:
        place = self.wire.move_from(data)
        if isinstance(place, Place):
            return place
        raise ValueError(f"sent {data}; expected a placement, not an answer to the exchange")

    def placements_left(self, view: AxioView) -> int:
        return table_placements_left(view)

    def playouts(self, view: AxioView) -> TablePlayouts | SoloPlayouts:
        return SoloPlayouts(view) if view.players == 1 else TablePlayouts(view)
