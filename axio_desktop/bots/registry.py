"""Bot levels by name, as `simulate` and the new-game screen ask for them."""

from __future__ import annotations

import random
from collections.abc import Callable

from .base import Bot, random_generator
from .baselines import GreedyBot, RandomBot
from .expert import ExpertBot
from .external import COMMAND_PREFIX, DEFAULT_TIME_MS, ExternalBot
from .hard import HardBot
from .simple import EasyBot, MediumBot

BotFactory = Callable[[random.Random], Bot]

LEVELS: dict[str, BotFactory] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
}
"""Built-in levels, weakest first (`random` and `greedy` are baselines)."""


def make_bot(
    spec: str, rng: random.Random | int | None = None, *, time_ms: int = DEFAULT_TIME_MS
) -> Bot:
    """The bot for a level name or a ``cmd:PROGRAM`` external bot (given ``time_ms``
    per move); raises ValueError naming the known levels, or what is wrong with the
    command."""
    if spec.startswith(COMMAND_PREFIX):
        return ExternalBot(spec, time_ms=time_ms)
    generator = random_generator(rng)
    try:
        factory = LEVELS[spec]
    except KeyError:
        known = ", ".join(LEVELS)
        raise ValueError(
            f"unknown bot {spec!r}; known levels: {known}, or cmd:PROGRAM for an external bot"
        ) from None
    return factory(generator)
