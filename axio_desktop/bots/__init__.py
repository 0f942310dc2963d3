"""Built-in bots. They read only their seat's view (`engine.SeatView`); each game's
levels come in its `kit.BotKit` (`bots.rota.kit`, `bots.axio.kit`)."""

from .base import Bot, BotFault
from .kit import BotKit
from .registry import make_bot

STAND_IN_LEVEL = "greedy"
"""The built-in level that decides for a bot that failed to (raised, timed out, or gave
a decision that was refused), wherever bots play: the desktop's table, `simulate`,
``join`` and the host's bot seats."""

__all__ = ["STAND_IN_LEVEL", "Bot", "BotFault", "BotKit", "make_bot"]
