"""`review FILE [--json] [--jobs N] [--seed S]`: judge every decision of a record.

Each placement (and in AXIO and AXIO Hex each answer to the exchange option) is
judged from what its mover could see then (docs/review.md). A record that ``replay``
refuses is refused the same way: nothing on standard output, one line on standard
error, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from typing import Any

from ..engine import Notation, RecordError
from ..kits import find_kit
from ..review import DECIDED, SHIPPED, Analysis, Judgement, Review, Unit, summarise
from ..review.analysis import record_order
from ..review.kit import PLACEMENT, MoveT
from .replay import BAD_RECORD, read_record
from .simulate import _positive

COSTLIEST = 5
"""How many of the costliest placements the report for a person shows."""
PLURALS = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders",
           "placement": "placements", "answer": "answers"}
"""The words of the report that take an -s (or more) for any count but one ("best",
"good" and "decided" are said of the placements, as adjectives)."""
DECIDED_NOTE = ("Decided: whatever the player chose there, the result stayed the same, so "
                "those placements count in no accuracy.")


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("review", help="judge every placement (and exchange answer) of a game record")
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
    decisions (placements and answers to the exchange option) with the better one
    beside each, in the game's notation. Placements and turns are counted from 1, as
    the desktop's review counts them (``--json`` keeps the record's count from 0)."""
    unit = review.unit
    judged = f"{_count(len(review.placements), 'placement')} judged by the player's {unit.what}"
    if review.exchanges:
        judged += (f", and {_count(len(review.exchanges), 'answer')} to the exchange option, "
                   "judged apart")
    lines = [f"{game_title}: {judged}"]
    names = _names(review)
    width = max(len(name) for name in names)
    for name, player in zip(names, review.players):
        marks = ", ".join(_count(count, mark) for mark, count in player.marks.items()
                          if mark != DECIDED)
        if player.marks.get(DECIDED):
            marks += f"; {player.marks[DECIDED]} {DECIDED}"
        lines.append(f"  {name:<{width}}  accuracy {player.accuracy:5.1f}  ({marks})")
    if any(player.marks.get(DECIDED) for player in review.players):
        lines.append(DECIDED_NOTE)
    costly = sorted((judgement for judgement in review.judgements() if judgement.loss > 0),
                    key=lambda judgement: (-judgement.loss, record_order(judgement)))[:COSTLIEST]
    if costly:
        lines.append("Costliest decisions:")
    for judgement in costly:
        lines.append(f"  {_where(judgement)}, {names[judgement.player]}: {judgement.mark}, "
                     f"{unit.what} {_value(judgement.value_played, unit)} instead of "
                     f"{_value(judgement.value_best, unit)}")
        lines.append(f"      played {notation.format(judgement.played)}")
        lines.append(f"      better {notation.format(judgement.best)}")
    return "\n".join(lines) + "\n"


def _count(count: int, word: str) -> str:
    """``count`` and ``word``, plural where the count asks for it: "1 mistake", "0 mistakes"."""
    return f"{count} {word if count == 1 else PLURALS.get(word, word)}"


def _names(review: Review[MoveT]) -> list[str]:
    """The players' names, each with its seat (counted from 1) where names repeat, as
    two bots of one level do."""
    names = [player.name for player in review.players]
    return [f"{name} (seat {seat})" if names.count(name) > 1 else name
            for seat, name in enumerate(names, start=1)]


def _where(judgement: Judgement[MoveT]) -> str:
    """Where a decision was made, counted from 1: "Placement 12 (turn 11)", or
    "Exchange option of turn 11 (after placement 12)"."""
    if judgement.kind == PLACEMENT:
        return f"Placement {judgement.index + 1} (turn {judgement.turn + 1})"
    after = "" if judgement.after is None else f" (after placement {judgement.after + 1})"
    return f"Exchange option of turn {judgement.turn + 1}{after}"


def _value(value: float, unit: Unit) -> str:
    return f"{value:.2f}" if unit.solo else f"{value:.0%}"
