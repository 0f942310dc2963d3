"""`review FILE [--json] [--jobs N] [--seed S]`: judge every placement of a record.

Each placement is judged from what its mover could see then (docs/review.md). A
record that ``replay`` refuses is refused the same way: nothing on standard output,
one line on standard error, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from typing import Any

from ..engine import Notation, RecordError
from ..kits import find_kit
from ..review import SHIPPED, Analysis, Review, Unit, summarise
from ..review.kit import MoveT
from .replay import BAD_RECORD, read_record
from .simulate import _positive

COSTLIEST = 5
"""How many of the costliest placements the report for a person shows."""


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("review", help="judge every placement of a game record")
    parser.add_argument("file", metavar="FILE", help="the record (JSON); - reads standard input")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.add_argument("--jobs", type=_positive, default=1, metavar="N",
                        help="placements judged in parallel processes")
    parser.add_argument("--seed", type=int, default=0, metavar="S")
    parser.add_argument("--deals", type=_positive, metavar="D",
                        help="sampled deals per placement instead of the shipped sizing "
                             "(fewer: faster and rougher)")
    parser.set_defaults(run=run)


def run(options: argparse.Namespace) -> int:
    try:
        game, record = read_record(options.file)
    except RecordError as error:
        print(f"{options.file}: {error}", file=sys.stderr)
        return BAD_RECORD
    settings = SHIPPED if options.deals is None else replace(
        SHIPPED, min_deals=options.deals, max_deals=options.deals)
    kit = find_kit(game.id).review
    judgements = Analysis(kit, kit.positions(record), seed=options.seed, settings=settings,
                          jobs=options.jobs).results()
    review = summarise(game, [player.name for player in record.players], judgements)
    if options.json:
        sys.stdout.write(json.dumps(review.to_json(kit.move_json)) + "\n")
    else:
        sys.stdout.write(report(review, game_title=game.title, notation=game.notation))
    return 0


def report(review: Review[MoveT], *, game_title: str, notation: Notation[MoveT]) -> str:
    """The review for a person: each player's accuracy and marks, then the costliest
    placements with the better one beside each, in the game's notation."""
    unit = review.unit
    lines = [f"{game_title}: {len(review.placements)} placements judged by {unit.what}"]
    width = max(len(player.name) for player in review.players)
    for player in review.players:
        marks = ", ".join(f"{count} {mark}" for mark, count in player.marks.items())
        lines.append(f"  {player.name:<{width}}  accuracy {player.accuracy:5.1f}  ({marks})")
    costly = sorted((judgement for judgement in review.placements if judgement.loss > 0),
                    key=lambda judgement: (-judgement.loss, judgement.index))[:COSTLIEST]
    if costly:
        lines.append("Costliest placements:")
    for judgement in costly:
        name = review.players[judgement.player].name
        lines.append(
            f"  #{judgement.index} (turn {judgement.turn}) {name}: {judgement.mark}, "
            f"{_value(judgement.value_played, unit)} instead of "
            f"{_value(judgement.value_best, unit)}")
        lines.append(f"      played {notation.format(judgement.played)}")
        lines.append(f"      better {notation.format(judgement.best)}")
    return "\n".join(lines) + "\n"


def _value(value: float, unit: Unit) -> str:
    return f"{value:.2f}" if unit.solo else f"{value:.0%}"
