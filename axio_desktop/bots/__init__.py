"""Built-in bots. They read only their seat's view (`engine.SeatView`); each game's
levels come in its `kit.BotKit` (`bots.rota.kit`, `bots.axio.kit`)."""

from .base import Bot, BotFault
from .kit import BotKit
from .registry import make_bot

__all__ = ["Bot", "BotFault", "BotKit", "make_bot"]
