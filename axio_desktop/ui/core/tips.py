"""First-game tips: one short piece of advice per game, each shown until the player
closes it (then never again), until the player turns them all off."""

from __future__ import annotations

import json
import random
from collections.abc import Collection
from dataclasses import dataclass
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


@dataclass(frozen=True, slots=True)
class Tip:
    """A tip's words and what names it whatever the language (``"axio 3"``: the game's
    list, or its solo list, and the tip's place in it), so a closed tip stays closed."""

    key: str
    text: str


def pick_tip(game: str, language: str, rng: random.Random, solo: bool = False,
             closed: Collection[str] = ()) -> Tip | None:
    """A tip for ``game`` in ``language`` (English if there are none in it) that is not
    among the ``closed`` ones, or None if there is none left. Solo, the game's solo tips
    where it has them (``"<game> solo"``: no next player, no bonus placement, the second
    scoreboard)."""
    every = all_tips()
    name = f"{game} solo" if solo and every.get(f"{game} solo") else game
    tips = every.get(name, {})
    shown = tips.get(language) or tips.get(FALLBACK) or ()
    left = [Tip(f"{name} {index}", tip) for index, tip in enumerate(shown)
            if f"{name} {index}" not in closed]
    return rng.choice(left) if left else None
