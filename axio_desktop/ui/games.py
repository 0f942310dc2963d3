"""The three games as the desktop plays them, as data: how a game's match is dealt,
the record class its files load with, the part it brings to the shared table, its
words and its final board. Screens ask here instead of branching on the game (a
match is read back from a record of any game with `match_of`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..engine.axio import AxioRecord
from ..engine.rota import GameRecord
from .axio import part as axio_part
from .axio.match import AxioMatch
from .axio.table_drawing import FinalBoard as AxioFinalBoard
from .rota import part as rota_part
from .rota.match import RotaMatch
from .rota.picture import FinalDisplay
from .screens.board_view_scene import FinalBoard
from .table.match import SeatPlan, TableMatch
from .table.scene import PartMaker
from .table.turn_flow import GameWords

NewMatch = Callable[[Sequence[SeatPlan], int | None, int | None], TableMatch]


@dataclass(frozen=True)
class DesktopGame:
    new_match: NewMatch
    """A fresh deal for the seats, from a seed (None: a random one), with the seat
    that starts (None: the seats' order)."""
    record_class: Any
    """The record class whose ``load`` reads the game's files (the autosave)."""
    part: PartMaker
    words: GameWords
    final_board: Callable[[Any], FinalBoard]
    """The board of a finished match, to look at after the game."""


def _axio(game: str) -> DesktopGame:
    return DesktopGame(partial(AxioMatch.new, game), AxioRecord, axio_part.AxioPart,
                       axio_part.WORDS, AxioFinalBoard)


GAMES: dict[str, DesktopGame] = {
    "rota": DesktopGame(RotaMatch.new, GameRecord, rota_part.RotaPart, rota_part.WORDS,
                        FinalDisplay),
    "axio": _axio("axio"),
    "axio-hex": _axio("axio-hex"),
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
