"""AXIO Rota's bots as its kit: the levels, weakest first, and axio-rota-bot/1."""

from __future__ import annotations

from types import MappingProxyType

from ...engine.rota import Move, SeatView
from ..kit import BotKit
from .baselines import GreedyBot, RandomBot
from .expert import ExpertBot
from .hard import HardBot
from .simple import EasyBot, MediumBot
from .wire import ROTA_WIRE

ROTA_BOTS: BotKit[SeatView, Move] = BotKit(
    levels=MappingProxyType({
        "random": RandomBot,
        "greedy": GreedyBot,
        "easy": EasyBot,
        "medium": MediumBot,
        "hard": HardBot,
        "expert": ExpertBot,
    }),
    wire=ROTA_WIRE,
)
