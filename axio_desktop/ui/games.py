"""The three games as the desktop plays them, as data: how a game's match is dealt
and read back from its record, the record class its files load with, and the part it
brings to the shared table (read back from a record with `match_of`). Screens ask here instead of branching on the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..engine.axio import AxioRecord
from ..engine.rota import GameRecord
from .axio.match import AxioMatch
from .axio.part import AxioPart
from .rota.match import RotaMatch
from .rota.part import RotaPart
from .table.match import SeatPlan, TableMatch
from .table.scene import PartMaker

NewMatch = Callable[[Sequence[SeatPlan], int | None, int | None], TableMatch]


@dataclass(frozen=True)
class DesktopGame:
    new_match: NewMatch
    """A fresh deal for the seats, from a seed (None: a random one), with the seat
    that starts (None: the seats' order)."""
    record_class: Any
    """The record class whose ``load`` reads the game's files (the autosave)."""
    part: PartMaker


GAMES: dict[str, DesktopGame] = {
    "rota": DesktopGame(RotaMatch.new, GameRecord, RotaPart),
    "axio": DesktopGame(partial(AxioMatch.new, "axio"), AxioRecord, AxioPart),
    "axio-hex": DesktopGame(partial(AxioMatch.new, "axio-hex"), AxioRecord, AxioPart),
}


def new_match(game: str, seats: Sequence[SeatPlan], seed: int | None = None,
              first: int | None = None) -> TableMatch:
    return GAMES[game].new_match(seats, seed, first)


def match_of(record: object) -> TableMatch:
    """The match a checked record (of any game) left off."""
    if isinstance(record, AxioRecord):
        return AxioMatch.from_record(record)
    assert isinstance(record, GameRecord)
    return RotaMatch.from_record(record)
