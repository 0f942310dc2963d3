"""The bots of a game of the AXIO family as its kit: the same levels for every board,
tuned per game where measuring said so, and axio-bot/1 naming the game."""

from __future__ import annotations

import random
from types import MappingProxyType

from ...engine.axio import AxioView, Decision, Ruleset
from ..kit import BotFactory, BotKit
from .baselines import GreedyAxioBot, RandomAxioBot
from .expert import ExpertAxioBot
from .levels import EasyAxioBot, HardAxioBot, MediumAxioBot
from .table import TableSearch
from .wire import AxioWire


def axio_bots(game_id: str, *, table_search: TableSearch | None = None,
              rules: Ruleset | None = None) -> BotKit[AxioView, Decision]:
    """The bots of the AXIO game ``game_id``. ``table_search``: whether and how `expert`
    plays the end out at a shared table (measured worth it in AXIO Hex, not in AXIO:
    docs/bot-experiments.md). ``rules``: the game's, for a game the engine does not
    hold itself (its wire reads views by them)."""

    def expert(rng: random.Random) -> ExpertAxioBot:
        return ExpertAxioBot(rng, table_search=table_search)

    levels: dict[str, BotFactory[AxioView, Decision]] = {
        "random": RandomAxioBot,
        "greedy": GreedyAxioBot,
        "easy": EasyAxioBot,
        "medium": MediumAxioBot,
        "hard": HardAxioBot,
        "expert": expert,
    }
    return BotKit(levels=MappingProxyType(levels), wire=AxioWire(game_id, rules))
