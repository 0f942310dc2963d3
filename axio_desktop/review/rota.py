"""The analysis kit of AXIO Rota: `hard`'s ranking for candidates, `expert`'s playouts.

The mover sees the display, every track, their own hand tile and how many tiles each
stack and the supply hold; `determinize.sample_state` deals the rest (the other hands,
the order of every stack and of the supply) afresh for each playout.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from ..bots.rota.evaluation import best_placement
from ..bots.rota.expert import rollout_move
from ..bots.rota.hard import rank_moves
from ..engine.rota import Move, RotaRecord, RotaState, SeatView
from ..engine.rota.determinize import sample_state
from .kit import Position, shares


class RotaPlayouts:
    """Playouts of one position: every seat lays the tile its tracks need most."""

    def __init__(self, view: SeatView) -> None:
        self.view = view

    def deal(self, rng: random.Random) -> RotaState:
        return sample_state(self.view, rng)

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

    def positions(self, record: RotaRecord) -> list[Position]:
        state = RotaState.start(record.setup)
        found = []
        for move in record.moves:
            seat = state.to_move
            assert seat is not None
            view = state.view(seat)
            placement = state.apply(move)
            found.append(Position(placement.index, placement.index, 0, seat, view, move,
                                  self.move_json(view, move)))
        return found

    def ranked(self, view: SeatView, count: int) -> list[Move]:
        return [move for _, move in rank_moves(view, count)][:count]

    def key(self, view: SeatView, move: Move) -> Hashable:
        assert view.tile is not None
        return move.cell, view.tile.rotations[move.rotation], move.name

    def move_json(self, view: SeatView, move: Move) -> dict[str, Any]:
        return {"cell": list(move.cell), "rotation": move.rotation, "name": move.name}

    def describe(self, move: dict[str, Any]) -> str:
        x, y = move["cell"]
        named = f" naming {move['name']}" if move["name"] else ""
        return f"({x}, {y}) turned {move['rotation']}{named}"

    def placements_left(self, view: SeatView) -> int:
        return sum(view.stack_sizes) + view.players

    def playouts(self, view: SeatView) -> RotaPlayouts:
        return RotaPlayouts(view)


ROTA_KIT = RotaKit()
