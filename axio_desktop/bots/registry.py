"""Bot levels by name, as `simulate` and the new-game screen ask for them."""

from __future__ import annotations

import random
from collections.abc import Callable

from .base import Bot
from .baselines import GreedyBot, RandomBot

BotFactory = Callable[[random.Random], Bot]

LEVELS: dict[str, BotFactory] = {
    "random": RandomBot,
    "greedy": GreedyBot,
}
"""Built-in levels, weakest first."""


def make_bot(spec: str, rng: random.Random | int | None = None) -> Bot:
    """The bot for a level name; raises ValueError naming the known levels."""
    generator = rng if isinstance(rng, random.Random) else random.Random(rng)
    try:
        factory = LEVELS[spec]
    except KeyError:
        known = ", ".join(LEVELS)
        raise ValueError(f"unknown bot {spec!r}; known levels: {known}") from None
    return factory(generator)
