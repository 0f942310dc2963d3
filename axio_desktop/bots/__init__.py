"""Built-in bots. They read only their seat's view (`engine.SeatView`)."""

from .base import Bot, BotFault
from .registry import LEVELS, levels, make_bot

__all__ = ["LEVELS", "Bot", "BotFault", "levels", "make_bot"]
