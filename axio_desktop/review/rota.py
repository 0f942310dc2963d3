"""The analysis kit of AXIO Rota: `hard`'s ranking for candidates, `expert`'s playouts.

The mover sees the display, every track, their own hand tile and how many tiles each
stack and the supply hold; `determinize.sample_state` deals the rest (the other hands,
the order of every stack and of the supply) afresh for each playout.
"""

from __future__ import annotations

import random

from ..bots.rota.evaluation import best_placement
from ..bots.rota.expert import rollout_move
from ..bots.rota.hard import rank_moves
from ..bots.rota.wire import ROTA_WIRE
from ..engine.game import GameRecordLike
from ..engine.rota import Move, RotaRecord, RotaState, SeatView
from ..engine.rota.determinize import sample_state
from ..engine.rota.game import ROTA
from .kit import Dealt, JsonObject, Position, shares


class RotaPlayouts:
    """Playouts of one position: every seat lays the tile its tracks need most."""

    def __init__(self, view: SeatView) -> None:
        self.view = view

    def deal(self, rng: random.Random) -> Dealt[Move]:
        dealt = sample_state(self.view, rng)
        return lambda move: self.play(dealt, move)

    def own_move(self) -> Move:
        view = self.view
        assert view.tile is not None
        _, found = best_placement(view.display, view.tile, view.my_scores, view.supply_size)
        assert found is not None
        return Move(*found)

    def play(self, deal: RotaState, move: Move) -> tuple[float, ...]:
        state = deal.copy()
        state.apply(move)
        while state.to_move is not None:
            state.apply(rollout_move(state))
        if state.players == 1:
            return (float(min(state.scores(0))),)
        outcome = state.outcome()
        assert outcome is not None
        return shares(outcome.winners, state.players)


class RotaKit:
    playout_weight = 4
    """A playout placement scores every rotation on every open cell: about four times
    one of AXIO's, which looks only where the tile's colours score."""

    def positions(self, record: GameRecordLike) -> list[Position[SeatView, Move]]:
        if not isinstance(record, RotaRecord):
            raise TypeError(f"not a record of AXIO Rota: {type(record).__name__}")
        return [Position(step.number, step.number, 0, step.seat, step.before.view(step.seat),
                         step.decision) for step in record.walk()]

    def ranked(self, view: SeatView, count: int) -> list[Move]:
        return [move for _, move in rank_moves(view, count)][:count]

    same_decision = staticmethod(ROTA.same_decision)

    def move_json(self, move: Move) -> JsonObject:
        # The review names the colour always, null when none (the bot protocol and the
        # record leave it out then).
        return {**ROTA_WIRE.answer(move), "name": move.name}

    def move_from_json(self, data: JsonObject) -> Move:
        return ROTA_WIRE.move_from(data)

    def placements_left(self, view: SeatView) -> int:
        return sum(view.stack_sizes) + view.players

    def playouts(self, view: SeatView) -> RotaPlayouts:
        return RotaPlayouts(view)


ROTA_KIT = RotaKit()
