"""What a game brings to the desktop (`DesktopKit`): how its matches are dealt and
read back, the part it brings to the shared table, its rules screen, its picture on
the menu and its final board. Screens ask the game's kit instead of branching on the
game; the kit is registered in the desktop's registry (`ui.games`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..bots.wire import WireView
from ..engine.game import PlacementLike
from ..engine.players import PlayerInfo

if TYPE_CHECKING:
    import pygame

    from ..engine.game import GameRecordLike
    from .review.board import ReviewBoard
    from .screens.board_view_scene import FinalBoard
    from .screens.rules_example import Example
    from .table.match import AnyMatch, SeatPlan
    from .table.scene import PartMaker
    from .table.turn_flow import GameWords

MatchT = TypeVar("MatchT", bound="AnyMatch")
DecisionT = TypeVar("DecisionT")
PlacementT = TypeVar("PlacementT", bound=PlacementLike)
ViewT = TypeVar("ViewT", bound=WireView)


@dataclass(frozen=True)
class DesktopKit(Generic[MatchT, DecisionT, PlacementT, ViewT]):
    """A game on the desktop: its match (``MatchT``, whose decisions are ``DecisionT``,
    placements ``PlacementT`` and seat views ``ViewT``) and its part of the table."""

    new_match: Callable[[Sequence[SeatPlan], int, int | None], MatchT]
    """A fresh deal for the seats from a seed, with the seat that starts (None: the
    seats' order)."""
    match_of: Callable[[GameRecordLike], MatchT]
    """The match a checked record of the game left off."""
    match_at: Callable[[Sequence[PlayerInfo], Any], MatchT]
    """A match of the players standing at a state of the game that has no record behind
    it (an online game's shadow: its deal is not known)."""
    part: PartMaker[MatchT, DecisionT, PlacementT, ViewT]
    """The game's part of the shared table (board, hand, placing gesture)."""
    words: GameWords
    """How the table and the results word the game's AXIO!, lost bonus and instant win."""
    final_board: Callable[[MatchT], FinalBoard]
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
    review_board: Callable[[GameRecordLike], ReviewBoard[Any]]
    """A checked record's placements on the board, for the review screen."""


AnyDesktop = DesktopKit[Any, Any, Any, Any]
"""The desktop kit of any game, as the registry holds it: a kit both makes its matches
and takes them back (`final_board`), so no one set of types stands for every game's."""


def new_match(desktop: DesktopKit[MatchT, DecisionT, PlacementT, ViewT],
              seats: Sequence[SeatPlan], seed: int | None = None,
              first: int | None = None) -> MatchT:
    """A fresh deal of the game for ``seats`` from ``seed`` (None: a seed from the
    system's randomness, so that no two new games are alike)."""
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)
    return desktop.new_match(seats, seed, first)
