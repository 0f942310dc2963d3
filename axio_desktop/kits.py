"""Every game this program plays, each registered once with its three kits: its rules
(the engine's `Game`), its bots (`BotKit`) and its desktop (`DesktopKit`).

The idea of OpenSpiel's ``register_game``: a fourth game of the family is one call to
`register`, and every list of games the program shows or accepts (the menu, the
settings, ``--game``, the statistics) is read from here. The desktop kit is made on
first use, so the command line never loads pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .bots.axio.kit import axio_bots
from .bots.axio.table import TableSearch
from .bots.axio.wire import AxioWire
from .bots.kit import BotKit
from .bots.rota.kit import ROTA_BOTS
from .bots.wire import MoveT, ViewT
from .engine.axio import AxioState, AxioView, Decision
from .engine.axio.game import AXIO_GAME, AXIO_HEX_GAME
from .engine.game import Game, StateT
from .engine.registry import find_game, register_game, unregister_game
from .engine.rota import Move, RotaState, SeatView
from .engine.rota.game import ROTA
from .review.axio import AxioKit
from .review.kit import AnalysisKit
from .review.rota import ROTA_KIT as ROTA_REVIEW

if TYPE_CHECKING:
    from .ui.axio.kit import AxioDesktop
    from .ui.kit import AnyDesktop
    from .ui.rota.kit import RotaDesktop

PlaceT = TypeVar("PlaceT")
"""A game's placement, as its review judges it (AXIO: a `Place`, of its decisions)."""

DesktopMaker = Callable[[Game[StateT], BotKit[ViewT, MoveT]], "AnyDesktop"]
"""Makes a game's desktop kit for its rules and bots (imports the UI when called)."""


@dataclass(frozen=True, eq=False)
class GameKit(Generic[StateT, ViewT, MoveT, PlaceT]):
    """One registered game: its rules (its game in play a ``StateT``), its bots (reading
    a ``ViewT``, answering a ``MoveT``), its review (judging placements ``PlaceT`` from
    a ``ViewT``) and (made on first use) its desktop."""

    game: Game[StateT]
    bots: BotKit[ViewT, MoveT]
    review: AnalysisKit[ViewT, PlaceT]
    """How the post-game review samples, plays out and names the game's placements."""
    make_desktop: DesktopMaker[StateT, ViewT, MoveT]

    @cached_property
    def desktop(self) -> AnyDesktop:
        return self.make_desktop(self.game, self.bots)


AnyKit = GameKit[Any, Any, Any, Any]
"""A registered game, whichever: the registry holds games of every kind, and a kit is
invariant in its types (its rules deal a state and read one back)."""

_KITS: dict[str, AnyKit] = {}


def register(kit: AnyKit) -> None:
    """Add a game with its kits (its rules join the engine's registry too)."""
    register_game(kit.game)
    _KITS[kit.game.id] = kit


def unregister(game_id: str) -> None:
    """Take a game added with `register` out again (a test's own game)."""
    del _KITS[game_id]
    unregister_game(game_id)


def kits() -> tuple[AnyKit, ...]:
    """Every registered game, in the order the menu shows them."""
    return tuple(_KITS.values())


def find_kit(game_id: str) -> AnyKit:
    """The game with this id; `KeyError` naming the known ones otherwise."""
    try:
        return _KITS[game_id]
    except KeyError:
        find_game(game_id)  # the engine's message names the known games
        raise


def _rota_desktop(game: Game[RotaState], bots: BotKit[SeatView, Move]) -> RotaDesktop:
    from .ui.rota.kit import rota_desktop

    return rota_desktop(game, bots)


def _axio_desktop(game: Game[AxioState], bots: BotKit[AxioView, Decision]) -> AxioDesktop:
    from .engine.axio import AXIO
    from .ui.axio.kit import axio_desktop
    from .ui.axio.menu_picture import AXIO_CORNER
    from .ui.axio.rules_examples import SQUARE_SCORING

    return axio_desktop(game, bots, rules=AXIO, corner=AXIO_CORNER, scoring=SQUARE_SCORING,
                        line="game.line.axio", rules_text="rules_axio")


def _axio_hex_desktop(game: Game[AxioState], bots: BotKit[AxioView, Decision]
                      ) -> AxioDesktop:
    from .engine.axio import AXIO_HEX
    from .ui.axio.kit import axio_desktop
    from .ui.axio.menu_picture import HEX_CORNER
    from .ui.axio.rules_examples import HEX_SCORING

    return axio_desktop(game, bots, rules=AXIO_HEX, corner=HEX_CORNER, scoring=HEX_SCORING,
                        line="game.line.axio-hex", rules_text="rules_axio-hex")


register(GameKit(ROTA, ROTA_BOTS, ROTA_REVIEW, _rota_desktop))
register(GameKit(AXIO_GAME, axio_bots(AXIO_GAME.id), AxioKit(AxioWire(AXIO_GAME.id)),
                 _axio_desktop))
register(GameKit(AXIO_HEX_GAME, axio_bots(AXIO_HEX_GAME.id, table_search=TableSearch(within=20)),
                 AxioKit(AxioWire(AXIO_HEX_GAME.id)), _axio_hex_desktop))
