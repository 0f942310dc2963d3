"""Every game's analysis kit, found through its registered `Game`."""

from __future__ import annotations

from ..engine import Game
from .axio import AXIO_KIT
from .kit import AnalysisKit
from .rota import ROTA_KIT

_KITS: dict[str, AnalysisKit] = {"rota": ROTA_KIT, "axio": AXIO_KIT, "axio-hex": AXIO_KIT}


def analysis_kit(game: Game) -> AnalysisKit:
    """The analysis kit of a registered game; `KeyError` if it has none."""
    try:
        return _KITS[game.id]
    except KeyError:
        raise KeyError(f"no analysis kit for game {game.id!r}") from None
