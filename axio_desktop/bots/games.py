"""The bots' registry: every registered game's bots (`BotKit`), found by the game's id,
as the engine's `registry` finds its rules. What plays a game without a screen (the
host of network play, `simulate`) asks here for a `PlayKit`, the game's rules and bots,
and never imports a game's package. The bots of the three games are registered here;
`register_bots` adds another game's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic

from ..engine.axio.game import AXIO_GAME, AXIO_HEX_GAME
from ..engine.game import Game, StateT
from ..engine.registry import find_game
from ..engine.rota.game import ROTA
from .axio.kit import axio_bots
from .axio.table import TableSearch
from .kit import BotKit
from .rota.kit import ROTA_BOTS
from .wire import MoveT, ViewT

AnyBots = BotKit[Any, Any]

_BOTS: dict[str, AnyBots] = {
    ROTA.id: ROTA_BOTS,
    AXIO_GAME.id: axio_bots(AXIO_GAME.id),
    AXIO_HEX_GAME.id: axio_bots(AXIO_HEX_GAME.id, table_search=TableSearch(within=20)),
}


@dataclass(frozen=True, eq=False)
class PlayKit(Generic[StateT, ViewT, MoveT]):
    """All that plays a registered game: its rules (its game in play a ``StateT``) and
    its bots (reading a ``ViewT``, answering a ``MoveT``)."""

    game: Game[StateT]
    bots: BotKit[ViewT, MoveT]


AnyPlayKit = PlayKit[Any, Any, Any]
"""A registered game's rules and bots, whichever game (a kit is invariant in its types)."""


def register_bots(game_id: str, bots: AnyBots) -> None:
    """Add the bots of the game ``game_id`` (its rules are registered with the engine)."""
    _BOTS[game_id] = bots


def unregister_bots(game_id: str) -> None:
    """Take out the bots added with `register_bots` (a test's own game)."""
    del _BOTS[game_id]


def find_bots(game_id: str) -> AnyBots:
    """The bots of the game with this id; `KeyError` naming the known games otherwise."""
    try:
        return _BOTS[game_id]
    except KeyError:
        known = ", ".join(_BOTS)
        raise KeyError(f"no bots for game {game_id!r}; known games: {known}") from None


def find_play_kit(game_id: str) -> AnyPlayKit:
    """The rules and bots of the game with this id; `KeyError` naming the known ones
    otherwise."""
    return PlayKit(find_game(game_id), find_bots(game_id))


def playable_games() -> tuple[str, ...]:
    """The ids of every game with bots, in the order they were registered."""
    return tuple(_BOTS)
