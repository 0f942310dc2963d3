"""`replay [--steps] [--notation] FILE`: check a record of any game move by move and
print the result.

The record's ``format`` (and ``game``) say which rules apply. A bad record prints
nothing on standard output, one line on standard error naming the first fault and
where it is, and exits with status 2 (docs/records.md). ``--notation`` gives each
``--steps`` line a ``notation`` key, the placement in the game's notation, and every
decision that lays no tile (AXIO's answers to the exchange option) a line of its own;
without it the lines are exactly those the record format fixes.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..engine import RecordError, game_of_document
from ..engine.game import AnyGame, GameRecordLike
from ..engine.json_reading import Fields

BAD_RECORD = 2


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("replay", help="check a game record and print its result")
    parser.add_argument("file", metavar="FILE", help="the record (JSON); - reads standard input")
    parser.add_argument("--steps", action="store_true", help="also print one line per placement")
    parser.add_argument("--notation", action="store_true",
                        help="print the --steps lines, each with the placement in notation "
                             "(a 'notation' key, e.g. \"g7-g8 RG\"), and a line for each "
                             "answer to the exchange option")
    parser.set_defaults(run=run)


def run(options: argparse.Namespace) -> int:
    try:
        game, record = read_record(options.file)
        state = record.replay()
    except RecordError as error:
        print(f"{options.file}: {error}", file=sys.stderr)
        return BAD_RECORD
    lines = game.replay_steps(state) if options.steps or options.notation else []
    if options.notation:
        lines = decisions_written(game, record, lines)
    lines.append(game.replay_result(state))
    sys.stdout.write("".join(json.dumps(line) + "\n" for line in lines))
    return 0


def decisions_written(game: AnyGame, record: GameRecordLike,
                      steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every decision of the record in order, in the game's notation: each placement
    as its ``--steps`` line with a ``notation`` key, and each decision that lays no
    tile (AXIO's answer to the exchange option, keeping the rack included) as a line of
    its own, ``{"turn": 9, "player": 0, "after": 9, "notation": "keep"}``: the seat
    that made it, the placement it follows (counted from 0, as the review's ``after``)
    and, where the placements have one, the turn of that placement, which is its own."""
    lines: list[dict[str, Any]] = []
    last: tuple[int, dict[str, Any]] | None = None
    """The latest placement: its number and its line."""
    for step in record.walk():
        written = game.notation.format(step.decision)
        if step.placement is not None:
            last = step.placement, {**steps[step.placement], "notation": written}
            lines.append(last[1])
        elif last is not None:
            turn = {"turn": last[1]["turn"]} if "turn" in last[1] else {}
            lines.append({**turn, "player": step.seat, "after": last[0], "notation": written})
    return lines


def read_record(file: str) -> tuple[AnyGame, GameRecordLike]:
    """The game and the fully checked record in a file or (``-``) standard input;
    `RecordError` saying what is wrong and where otherwise."""
    data = Fields(RecordError).parse(read_text(file))
    game = game_of_document(data)
    return game, game.read_record(data)


def read_text(file: str) -> str:
    """The record's text from a file or (``-``) standard input; `RecordError` if unreadable."""
    fields = Fields(RecordError)
    return fields.read_bytes(sys.stdin.buffer.read()) if file == "-" else fields.read_file(file)
