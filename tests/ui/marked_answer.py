"""A review of tests/data/axio's two-player AXIO record in which Kate's first answer to
the exchange option is marked a blunder, the other answer the better one, and nothing
else of hers is serious: try again then asks that answer alone (its test and the
screenshot tour; the record's own answers are not that costly)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from axio_desktop.engine import load_record
from axio_desktop.engine.axio import Exchange
from axio_desktop.engine.game import GameRecordLike
from axio_desktop.kits import find_kit
from axio_desktop.review import EXCHANGE, QUICK, Analysis, Judgement, Review, summarise

TWO_PLAYERS = Path(__file__).parents[1] / "data" / "axio" / "axio-two-players.json"
KATE = 1


def kates_answer_a_blunder() -> tuple[GameRecordLike, Review[Any], Judgement[Any]]:
    """The record, its review (judged with `QUICK`) so marked, and Kate's answer as
    the review judged it."""
    record = load_record(TWO_PLAYERS.read_text(encoding="utf-8"))
    kit = find_kit("axio")
    judged = Analysis(kit.review, kit.review.positions(record), settings=QUICK).results()
    answer = next(judgement for judgement in judged
                  if judgement.kind == EXCHANGE and judgement.player == KATE)
    other = Exchange(not answer.played.accept)
    judged = [replace(judgement, best=other, value_best=round(judgement.value_played + 0.2, 4),
                      loss=0.2, mark="blunder") if judgement is answer
              else replace(judgement, mark="good") if judgement.mark in ("mistake", "blunder")
              else judgement for judgement in judged]
    return record, summarise(kit.game, [player.name for player in record.players], judged), answer
