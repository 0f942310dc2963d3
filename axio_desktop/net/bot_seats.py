"""A bot seat's decision, made off the host's event loop (in a thread or a process):
the level decides from the seat's VIEW as a client would receive it, read back by the
game's wire, so a bot seat on the host plays as ``join --seat LEVEL`` would."""

from __future__ import annotations

import random
from typing import Any

from ..bots import make_bot
from ..bots.games import find_play_kit


def choose_answer(game_id: str, level: str, seed: str, message: dict[str, Any]) -> dict[str, Any]:
    """The answer fields of ``level``'s decision on the ``move`` message ``message``,
    its generator seeded with ``seed``."""
    kit = find_play_kit(game_id)
    if level not in kit.bots.levels:  # never a program: a host starts none
        raise ValueError(f"{level!r} is not a built-in level of {game_id}")
    view = kit.bots.wire.view_from(message)
    bot = make_bot(level, random.Random(seed), kit=kit.bots)
    try:
        move = bot.choose(view)
    finally:
        bot.close()
    answer: dict[str, Any] = kit.bots.wire.answer(move)
    return answer
