"""Any bot of a game, made from a level name of its kit or a ``cmd:PROGRAM`` command,
as `simulate` and the new-game screen ask for them."""

from __future__ import annotations

import random

from .base import Bot, random_generator
from .external import COMMAND_PREFIX, DEFAULT_TIME_MS, ExternalBot
from .kit import BotKit
from .wire import MoveT, ViewT


def make_bot(
    spec: str,
    rng: random.Random | int | None = None,
    *,
    kit: BotKit[ViewT, MoveT],
    time_ms: int = DEFAULT_TIME_MS,
) -> Bot[ViewT, MoveT]:
    """The bot for a level name of ``kit`` or a ``cmd:PROGRAM`` external bot (given
    ``time_ms`` per move, speaking the kit's wire); raises ValueError naming the known
    levels, or what is wrong with the command."""
    if spec.startswith(COMMAND_PREFIX):
        return ExternalBot(spec, time_ms=time_ms, wire=kit.wire)
    try:
        factory = kit.levels[spec]
    except KeyError:
        known = ", ".join(kit.levels)
        raise ValueError(
            f"unknown bot {spec!r}; known levels: {known}, or cmd:PROGRAM for an external bot"
        ) from None
    return factory(random_generator(rng))
