"""Every game this program plays with all it brings, one layer's kit beside the next:
its rules (the engine's `Game`), its bots (`BotKit`), its review (`AnalysisKit`) and
its desktop (`DesktopKit`).

Each layer keeps its own registry, filled by its own package: the engine's
(`engine.registry`), the bots' (`bots.games`), the review's (`review.games`) and the
desktop's (`ui.games`); network play and the command line read the first two alone.
This module puts them side by side for the program: a fourth game of the family is
one call to `register` (the idea of OpenSpiel's ``register_game``), and every list of
games the program shows or accepts (the menu, the settings, ``--game``, the
statistics) is read from here. The desktop kit is made on first use, so the command
line never loads pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .bots.games import find_bots, register_bots, unregister_bots
from .bots.kit import BotKit
from .bots.wire import MoveT, ViewT
from .engine.game import Game, StateT
from .engine.registry import find_game, games, register_game, unregister_game
from .review.games import find_review, register_review, unregister_review
from .review.kit import AnalysisKit

if TYPE_CHECKING:
    from .ui.games import DesktopMaker
    from .ui.kit import AnyDesktop

PlaceT = TypeVar("PlaceT")
"""A game's placement, as its review judges it (AXIO: a `Place`, of its decisions)."""


@dataclass(frozen=True, eq=False)
class GameKit(Generic[StateT, ViewT, MoveT, PlaceT]):
    """One registered game: its rules (its game in play a ``StateT``), its bots (reading
    a ``ViewT``, answering a ``MoveT``), its review (judging placements ``PlaceT`` from
    a ``ViewT``) and (made on first use, from the desktop's registry) its desktop."""

    game: Game[StateT]
    bots: BotKit[ViewT, MoveT]
    review: AnalysisKit[ViewT, PlaceT]
    """How the post-game review samples, plays out and names the game's placements."""

    @property
    def desktop(self) -> AnyDesktop:
        from .ui.games import find_desktop

        return find_desktop(self.game.id)


AnyKit = GameKit[Any, Any, Any, Any]
"""A registered game, whichever: the registry holds games of every kind, and a kit is
invariant in its types (its rules deal a state and read one back)."""

_KITS: dict[str, AnyKit] = {}
"""The kits put together so far (each layer's registry holds the parts)."""


def register(kit: AnyKit, make_desktop: DesktopMaker) -> None:
    """Add a game with its kits, each to its layer's registry (its desktop made by
    ``make_desktop`` on first use)."""
    from .ui.games import register_desktop

    game_id = kit.game.id
    register_game(kit.game)
    register_bots(game_id, kit.bots)
    register_review(game_id, kit.review)
    register_desktop(game_id, make_desktop)
    _KITS[game_id] = kit


def unregister(game_id: str) -> None:
    """Take a game added with `register` out again (a test's own game)."""
    from .ui.games import unregister_desktop

    _KITS.pop(game_id, None)
    unregister_desktop(game_id)
    unregister_review(game_id)
    unregister_bots(game_id)
    unregister_game(game_id)


def kits() -> tuple[AnyKit, ...]:
    """Every registered game, in the order the menu shows them."""
    return tuple(find_kit(game.id) for game in games())


def find_kit(game_id: str) -> AnyKit:
    """The game with this id; `KeyError` naming the known ones otherwise."""
    kit = _KITS.get(game_id)
    if kit is None:
        kit = _KITS[game_id] = GameKit(find_game(game_id), find_bots(game_id),
                                       find_review(game_id))
    return kit
