"""The analysis kit of AXIO and AXIO Hex (one rule set on two boards).

Candidates come from `medium`'s judgement (points by need), the cheapest ranking that
knows which colours the mover needs; at the exchange option they are both answers. A
playout deals the tiles the mover cannot see (the other racks and the bag, in a
random order: `engine.axio.determinize.deal_unseen`) and lets every seat lay greedily
by its own need to the end, a seat's first placement beside an untouched printed
space (`bots.axio.table.play_out`, as `expert` plays AXIO Hex's end out; an answer to
the exchange option `bots.axio.table.answer_out`); solo, the bag's order alone is
dealt and the coming tiles are laid greedily (`bots.axio.playout.Playout`, as the solo
planner does).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..bots.axio.judgement import track_values
from ..bots.axio.levels import ranked_placements
from ..bots.axio.playout import Playout
from ..bots.axio.table import TableGame, answer_out, play_out
from ..bots.axio.table import placements_left as table_placements_left
from ..bots.axio.wire import AxioWire
from ..engine.axio import AxioRecord, AxioView, Decision, Exchange, Place
from ..engine.axio.determinize import deal_unseen
from ..engine.axio.moves import same_decision
from ..engine.game import GameRecordLike
from .kit import EXCHANGE, Dealt, JsonObject, Position

Move = tuple[int, int, str]
"""A placement as the playouts lay it: ``colours[0]`` on cell number ``a``, the other
on ``b``."""

KEEP = Exchange(False)
"""The answer the playout policy gives the exchange option (its seats never exchange)."""


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

    def placed(self, later: Callable[[Playout], Move | None]) -> Place:
        """The playout policy's placement: the mover's first beside an untouched printed
        space (`Playout.first_of`), any later one ``later``'s pick."""
        view = self.view
        chosen = self.base.first_of(view.rack) if view.first else later(self.base)
        assert chosen is not None, "a placement is due, so one is legal"
        cells = view.board.area.cells
        a, b, colours = chosen
        return Place((cells[a], cells[b]), colours)


class TablePlayouts(_Playouts):
    """Playouts of a position at a shared table: every seat lays greedily by need."""

    def deal(self, rng: random.Random) -> Dealt[Decision]:
        order = list(self.view.unseen)
        rng.shuffle(order)
        racks, bag = deal_unseen(self.view, order)
        if self.view.decision == "exchange":
            # Where the old rack goes back among the tiles left, should it be exchanged:
            # drawn with the deal, so that both answers meet the same bag.
            returned_at = [rng.random() for _ in self.view.rack]
            return lambda answer: self.answer(racks, bag, returned_at, answer)
        return lambda move: self.play(racks, bag, move)

    def own_move(self) -> Decision:
        if self.view.decision == "exchange":
            return KEEP
        return self.placed(lambda base: base.best_of(self.view.rack))

    def play(self, racks: list[list[str]], bag: list[str], move: Decision
             ) -> tuple[float, ...]:
        if not isinstance(move, Place):
            raise TypeError(f"{move} is not a placement, which this position asks for")
        return self.shares(play_out(self.view, self.base, racks, bag, self.laid(move)))

    def answer(self, racks: list[list[str]], bag: list[str], returned_at: list[float],
               answer: Decision) -> tuple[float, ...]:
        if not isinstance(answer, Exchange):
            raise TypeError(f"{answer} is not an answer to the exchange option, which this "
                            "position asks for")
        return self.shares(answer_out(self.view, self.base, racks, bag, answer.accept,
                                      returned_at))

    def shares(self, game: TableGame) -> tuple[float, ...]:
        return tuple(game.share(seat) for seat in range(self.view.players))


class SoloPlayouts(_Playouts):
    """Playouts of a solo position: the coming tiles laid greedily by need."""

    def deal(self, rng: random.Random) -> Dealt[Decision]:
        order = list(self.view.unseen)
        rng.shuffle(order)
        return lambda move: self.play(order, move)

    def own_move(self) -> Decision:
        return self.placed(lambda base: base.greedy(self.view.rack[0]))

    def play(self, order: list[str], move: Decision) -> tuple[float, ...]:
        if not isinstance(move, Place):
            raise TypeError(f"{move} is not a placement: a solo game asks for nothing else")
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
    """The analysis kit of a game of the AXIO family, its decisions written and read
    as its bot protocol writes and reads them (``wire``: the record's shape)."""

    wire: AxioWire
    playout_weight = 1

    def positions(self, record: GameRecordLike) -> list[Position[AxioView, Decision]]:
        if not isinstance(record, AxioRecord):
            raise TypeError(f"not a record of the AXIO family: {type(record).__name__}")
        positions: list[Position[AxioView, Decision]] = []
        placements = answers = 0
        for step in record.walk():
            before = step.before
            if step.placement is not None and isinstance(step.decision, Place):
                positions.append(Position(step.placement, len(before.turns),
                                          len(before.current_placements), step.seat,
                                          before.view(step.seat), step.decision, step.number))
                placements = step.placement + 1
            elif isinstance(step.decision, Exchange):
                positions.append(Position(answers, len(before.turns), 0, step.seat,
                                          before.view(step.seat), step.decision, step.number,
                                          EXCHANGE, placements - 1))
                answers += 1
        return positions

    def ranked(self, view: AxioView, count: int) -> list[Decision]:
        if view.decision == "exchange":
            return [KEEP, Exchange(True)]
        cells = view.board.area.cells
        return [Place((cells[a], cells[b]), colours)
                for _, a, b, colours in ranked_placements(view)[:count]]

    same_decision = staticmethod(same_decision)

    def move_json(self, move: Decision) -> JsonObject:
        return self.wire.answer(move)

    def move_from_json(self, data: JsonObject) -> Decision:
        return self.wire.move_from(data)

    def placements_left(self, view: AxioView) -> int:
        return table_placements_left(view)

    def playouts(self, view: AxioView) -> TablePlayouts | SoloPlayouts:
        return SoloPlayouts(view) if view.players == 1 else TablePlayouts(view)
