"""AXIO Rota as a registered `Game`, and what `replay` prints of it (docs/records.md)."""

from __future__ import annotations

import operator
import random
from collections.abc import Sequence
from typing import Any

from ..game import Game
from ..players import PlayerInfo
from .moves import Placement
from .notation import ROTA_NOTATION
from .record import FORMAT, RotaRecord, scores_json
from .setup import TRACK_MAX, Setup
from .shadow import hold, replay, shadow_of
from .state import RotaState
from .tiles import COLOURS


def step_json(placement: Placement) -> dict[str, Any]:
    """One line of ``--steps``: the move as it was played."""
    move = placement.move
    return {
        "move": placement.index,
        "player": placement.player,
        "bonus": placement.bonus,
        "tile": placement.tile.code,
        "cell": list(move.cell),
        "rotation": move.rotation,
        "name": move.name,
        "points": scores_json(placement.points),
        "scores": scores_json(placement.scores),
        "axio": list(placement.axio),
    }


def result_json(state: RotaState) -> dict[str, Any]:
    """The closing object: scores, winners, whether it ended by instant win, who moves."""
    outcome = state.outcome()
    return {
        "finished": state.finished,
        "moves": len(state.history),
        "scores": [dict(zip(COLOURS, tracks)) for tracks in state.all_scores()],
        "winners": list(outcome.winners) if outcome else [],
        "instant_win": bool(outcome and outcome.instant_win),
        "to_move": state.to_move,
    }


def _new_state(players: int, rng: random.Random) -> RotaState:
    return RotaState.start(Setup.deal(players, rng))


def _read_record(data: object) -> RotaRecord:
    record = RotaRecord.from_json(data)
    record.replay()
    return record


def _record_of(players: Sequence[PlayerInfo], state: RotaState) -> RotaRecord:
    return RotaRecord.of(players, state)


def _steps(state: RotaState) -> list[dict[str, Any]]:
    return [step_json(placement) for placement in state.history]


ROTA = Game(
    id="rota",
    title="AXIO Rota",
    record_format=FORMAT,
    colours="".join(COLOURS),
    track_cap=TRACK_MAX,
    rack_size=1,
    solo_top=TRACK_MAX,
    new_state=_new_state,
    read_record=_read_record,
    record_of=_record_of,
    same_decision=operator.eq,
    notation=ROTA_NOTATION,
    replay_steps=_steps,
    replay_result=result_json,
    file_suffix="",
    shadow_of=shadow_of,
    shadow_hold=hold,
    shadow_replay=replay,
)
