"""What a game brings to the desktop (`DesktopKit`): how its matches are dealt and
read back, the part it brings to the shared table, its rules screen, its picture on
the menu and its final board. Screens ask the game's kit instead of branching on the
game; the kit is registered with the game's rules and bots in `axio_desktop.kits`."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from ..engine.game import GameRecordLike
    from .screens.board_view_scene import FinalBoard
    from .screens.rules_example import Example
    from .table.match import SeatPlan, TableMatch
    from .table.scene import PartMaker
    from .table.turn_flow import GameWords

NewMatch = Callable[["Sequence[SeatPlan]", int, "int | None"], "TableMatch"]
"""A fresh deal for the seats from a seed, with the seat that starts (None: the seats'
order)."""


@dataclass(frozen=True)
class DesktopKit:
    new_match: NewMatch
    match_of: Callable[[GameRecordLike], TableMatch]
    """The match a checked record of the game left off."""
    part: PartMaker
    """The game's part of the shared table (board, hand, placing gesture)."""
    words: GameWords
    """How the table and the results word the game's AXIO!, lost bonus and instant win."""
    final_board: Callable[[TableMatch], FinalBoard]
    """The board of a finished match, to look at after the game."""
    rules_text: str
    """The rules text is ``ui/i18n/<rules_text>_<language>.md``."""
    rules_examples: Callable[[], tuple[Example, ...]]
    """The drawn examples of the rules screen, in the player's language."""
    picture: Callable[[int], pygame.Surface]
    """A small picture of the game (a corner of its board), this many pixels high."""
    line: str
    """The catalogue key of the game's one-line description on the menu."""
    solo_explain: str
    """The catalogue key of the solo screen's line on how a solo game is scored."""


def new_match(desktop: DesktopKit, seats: Sequence[SeatPlan], seed: int | None = None,
              first: int | None = None) -> TableMatch:
    """A fresh deal of the game for ``seats`` from ``seed`` (None: a seed from the
    system's randomness, so that no two new games are alike)."""
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)
    return desktop.new_match(seats, seed, first)
