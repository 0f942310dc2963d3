"""`replay [--steps] FILE`: check a game record move by move and print the result.

A bad record prints nothing on standard output, one line on standard error naming
the first fault and where it is, and exits with status 2 (``game-record.md``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..engine import COLOURS, GameRecord, GameState, Placement, RecordError
from ..engine.record import scores_json

BAD_RECORD = 2


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("replay", help="check a game record and print its result")
    parser.add_argument("file", metavar="FILE", help="the record (JSON); - reads standard input")
    parser.add_argument("--steps", action="store_true", help="also print one line per move")
    parser.set_defaults(run=run)


def run(options: argparse.Namespace) -> int:
    try:
        state = read_record(options.file).replay()
    except RecordError as error:
        print(f"{options.file}: {error}", file=sys.stderr)
        return BAD_RECORD
    if options.steps:
        for placement in state.history:
            print(json.dumps(step_json(placement)))
    print(json.dumps(result_json(state)))
    return 0


def read_record(file: str) -> GameRecord:
    if file == "-":
        data = sys.stdin.buffer.read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError(f"not UTF-8 text: byte {error.start}") from None
        return GameRecord.loads(text)
    return GameRecord.load(file)


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


def result_json(state: GameState) -> dict[str, Any]:
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
