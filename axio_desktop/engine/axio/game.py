"""AXIO and AXIO Hex as registered `Game`\\ s, and what `replay` prints (docs/records.md)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..game import Game
from ..players import PlayerInfo
from .moves import Placement, same_decision
from .notation import AxioNotation
from .record import FORMAT, AxioRecord
from .rules import AXIO, AXIO_HEX, TRACK_CAP, Ruleset, track_rule
from .setup import AxioSetup
from .shadow import hold, replay, shadow_of
from .state import AxioState


def step_json(placement: Placement, colours: str) -> dict[str, Any]:
    """One line of ``--steps``: a placement as it was played."""
    return {
        "turn": placement.turn,
        "placement": placement.number,
        "player": placement.player,
        "bonus": placement.bonus,
        "cells": [list(cell) for cell in placement.place.cells],
        "colours": placement.place.colours,
        "points": dict(zip(colours, placement.points)),
        "pyramids": [list(cell) for cell in placement.pyramids],
        "moved": [list(cell) for cell in placement.moved],
        "scores": dict(zip(colours, placement.scores)),
        "axio": list(placement.axio),
    }


def result_json(state: AxioState) -> dict[str, Any]:
    """The closing object: scores, winners, whether it ended by instant win, who moves."""
    outcome = state.outcome()
    colours = state.rules.colours
    return {
        "finished": state.finished,
        "placements": len(state.placements),
        "scores": [dict(zip(colours, tracks)) for tracks in state.all_scores()],
        "winners": list(outcome.winners) if outcome else [],
        "instant_win": bool(outcome and outcome.instant_win),
        "to_move": state.to_move,
    }


def _steps(state: AxioState) -> list[dict[str, Any]]:
    return [step_json(placement, state.rules.colours) for placement in state.placements]


def _record_of(players: Sequence[PlayerInfo], state: AxioState) -> AxioRecord:
    return AxioRecord.of(players, state)


def axio_game(rules: Ruleset) -> Game[AxioState]:
    """The game of the family whose facts ``rules`` holds."""

    def new_state(players: int, rng: random.Random) -> AxioState:
        return AxioState.start(AxioSetup.deal(rules, players, rng))

    def read_record(data: object) -> AxioRecord:
        record = AxioRecord.from_json(data, {rules.id: rules})
        record.replay()
        return record

    return Game(
        id=rules.id,
        title=rules.title,
        record_format=FORMAT,
        colours=rules.colours,
        track_cap=TRACK_CAP,
        rack_size=rules.rack_size,
        solo_top=track_rule(1).top,
        new_state=new_state,
        read_record=read_record,
        record_of=_record_of,
        same_decision=same_decision,
        notation=AxioNotation(rules),
        replay_steps=_steps,
        replay_result=result_json,
        file_suffix=f"-{rules.id}",
        shadow_of=shadow_of,
        shadow_hold=hold,
        shadow_replay=replay,
    )


AXIO_GAME = axio_game(AXIO)
AXIO_HEX_GAME = axio_game(AXIO_HEX)
