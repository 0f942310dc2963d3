"""The desktop's registry: every registered game's desktop kit (`ui.kit.DesktopKit`),
found by the game's id and made on first use (from the game's rules and bots), so that
the command line never loads pygame. The desktops of the three games are registered
here; `register_desktop` adds another game's."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..bots.games import find_bots
from ..engine.axio.game import AXIO_GAME, AXIO_HEX_GAME
from ..engine.registry import find_game
from ..engine.rota.game import ROTA

if TYPE_CHECKING:
    from ..bots.kit import BotKit
    from ..engine.game import Game
    from .kit import AnyDesktop

DesktopMaker = Callable[["Game[Any]", "BotKit[Any, Any]"], "AnyDesktop"]
"""Makes a game's desktop kit for its rules and bots (imports the UI when called)."""


def _rota_desktop(game: Game[Any], bots: BotKit[Any, Any]) -> AnyDesktop:
    from .rota.kit import rota_desktop

    return rota_desktop(game, bots)


def _axio_desktop(game: Game[Any], bots: BotKit[Any, Any]) -> AnyDesktop:
    from ..engine.axio import AXIO
    from .axio.kit import axio_desktop
    from .axio.menu_picture import AXIO_CORNER
    from .axio.rules_examples import SQUARE_SCORING

    return axio_desktop(game, bots, rules=AXIO, corner=AXIO_CORNER, scoring=SQUARE_SCORING,
                        line="game.line.axio", rules_text="rules_axio")


def _axio_hex_desktop(game: Game[Any], bots: BotKit[Any, Any]) -> AnyDesktop:
    from ..engine.axio import AXIO_HEX
    from .axio.kit import axio_desktop
    from .axio.menu_picture import HEX_CORNER
    from .axio.rules_examples import HEX_SCORING

    return axio_desktop(game, bots, rules=AXIO_HEX, corner=HEX_CORNER, scoring=HEX_SCORING,
                        line="game.line.axio-hex", rules_text="rules_axio-hex")


_MAKERS: dict[str, DesktopMaker] = {
    ROTA.id: _rota_desktop,
    AXIO_GAME.id: _axio_desktop,
    AXIO_HEX_GAME.id: _axio_hex_desktop,
}
_MADE: dict[str, AnyDesktop] = {}


def register_desktop(game_id: str, maker: DesktopMaker) -> None:
    """Add the desktop of the game ``game_id``, made by ``maker`` on first use."""
    _MAKERS[game_id] = maker
    _MADE.pop(game_id, None)


def unregister_desktop(game_id: str) -> None:
    """Take out a desktop added with `register_desktop` (a test's own game)."""
    del _MAKERS[game_id]
    _MADE.pop(game_id, None)


def desktop_maker(game_id: str) -> DesktopMaker:
    """How the desktop of the game with this id is made; `KeyError` otherwise."""
    try:
        return _MAKERS[game_id]
    except KeyError:
        known = ", ".join(_MAKERS)
        raise KeyError(f"no desktop for game {game_id!r}; known games: {known}") from None


def find_desktop(game_id: str) -> AnyDesktop:
    """The desktop of the game with this id, made the first time it is asked for."""
    made = _MADE.get(game_id)
    if made is None:
        made = _MADE[game_id] = desktop_maker(game_id)(find_game(game_id), find_bots(game_id))
    return made
