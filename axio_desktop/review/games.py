"""The review's registry: every registered game's analysis kit (`AnalysisKit`), found
by the game's id. The kits of the three games are registered here; `register_review`
adds another game's."""

from __future__ import annotations

from typing import Any

from ..bots.axio.wire import AxioWire
from ..engine.axio.game import AXIO_GAME, AXIO_HEX_GAME
from ..engine.rota.game import ROTA
from .axio import AxioKit
from .kit import AnalysisKit
from .rota import ROTA_KIT

AnyAnalysisKit = AnalysisKit[Any, Any]

_REVIEWS: dict[str, AnyAnalysisKit] = {
    ROTA.id: ROTA_KIT,
    AXIO_GAME.id: AxioKit(AxioWire(AXIO_GAME.id)),
    AXIO_HEX_GAME.id: AxioKit(AxioWire(AXIO_HEX_GAME.id)),
}


def register_review(game_id: str, kit: AnyAnalysisKit) -> None:
    """Add how the review judges the game ``game_id``."""
    _REVIEWS[game_id] = kit


def unregister_review(game_id: str) -> None:
    """Take out a kit added with `register_review` (a test's own game)."""
    del _REVIEWS[game_id]


def find_review(game_id: str) -> AnyAnalysisKit:
    """The analysis kit of the game with this id; `KeyError` naming the known ones
    otherwise."""
    try:
        return _REVIEWS[game_id]
    except KeyError:
        known = ", ".join(_REVIEWS)
        raise KeyError(f"no review for game {game_id!r}; known games: {known}") from None
