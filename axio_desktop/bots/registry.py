"""Bot levels by game and name, as `simulate` and the new-game screen ask for them."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .axio.baselines import GreedyAxioBot, RandomAxioBot
from .axio.expert import ExpertAxioBot
from .axio.levels import EasyAxioBot, HardAxioBot, MediumAxioBot
from .base import Bot, random_generator
from .external import COMMAND_PREFIX, DEFAULT_TIME_MS, ExternalBot
from .rota.baselines import GreedyBot, RandomBot
from .rota.expert import ExpertBot
from .rota.hard import HardBot
from .rota.simple import EasyBot, MediumBot
from .wire import ROTA_WIRE, AxioWire, Wire

BotFactory = Callable[[random.Random], Any]

LEVELS: dict[str, BotFactory] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
}
"""AXIO Rota's built-in levels, weakest first (`random` and `greedy` are baselines)."""

AXIO_LEVELS: dict[str, BotFactory] = {
    "random": RandomAxioBot,
    "greedy": GreedyAxioBot,
    "easy": EasyAxioBot,
    "medium": MediumAxioBot,
    "hard": HardAxioBot,
    "expert": ExpertAxioBot,
}
"""AXIO's and AXIO Hex's built-in levels, weakest first."""

GAME_LEVELS: dict[str, dict[str, BotFactory]] = {
    "rota": LEVELS,
    "axio": AXIO_LEVELS,
    "axio-hex": AXIO_LEVELS,
}

WIRES: dict[str, Wire] = {
    "rota": ROTA_WIRE,
    "axio": AxioWire("axio"),
    "axio-hex": AxioWire("axio-hex"),
}


def levels(game: str = "rota") -> dict[str, BotFactory]:
    """The built-in levels of a game, weakest first."""
    return GAME_LEVELS[game]


def make_bot(
    spec: str,
    rng: random.Random | int | None = None,
    *,
    time_ms: int = DEFAULT_TIME_MS,
    game: str = "rota",
) -> Bot:
    """The bot for a level name or a ``cmd:PROGRAM`` external bot (given ``time_ms``
    per move) of ``game``; raises ValueError naming the known levels, or what is
    wrong with the command."""
    if spec.startswith(COMMAND_PREFIX):
        return ExternalBot(spec, time_ms=time_ms, wire=WIRES[game])
    generator = random_generator(rng)
    known_levels = GAME_LEVELS[game]
    try:
        factory = known_levels[spec]
    except KeyError:
        known = ", ".join(known_levels)
        raise ValueError(
            f"unknown bot {spec!r}; known levels: {known}, or cmd:PROGRAM for an external bot"
        ) from None
    bot: Bot = factory(generator)
    return bot
