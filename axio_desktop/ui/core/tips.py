"""First-game tips: one short piece of advice per game until the player turns them off."""

from __future__ import annotations

import json
import random
from functools import cache
from importlib import resources

from ..i18n import FALLBACK


@cache
def all_tips() -> dict[str, dict[str, tuple[str, ...]]]:
    """The tips per game and language code (empty when the file is missing or damaged)."""
    try:
        text = (
            resources.files("axio_desktop.ui.i18n")
            .joinpath("tips.json")
            .read_text(encoding="utf-8")
        )
        data = json.loads(text)
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        str(game): {
            str(code): tuple(str(tip) for tip in tips)
            for code, tips in languages.items()
            if isinstance(tips, list)
        }
        for game, languages in data.items()
        if isinstance(languages, dict)
    }


def pick_tip(game: str, language: str, rng: random.Random, solo: bool = False) -> str | None:
    """A tip for ``game`` in ``language`` (English if there are none in it), or None if
    there are none. Solo, the game's solo tips where it has them (``"<game> solo"``:
    no next player, no bonus placement, the second scoreboard)."""
    every = all_tips()
    tips = (solo and every.get(f"{game} solo")) or every.get(game, {})
    shown = tips.get(language) or tips.get(FALLBACK) or ()
    return rng.choice(shown) if shown else None
