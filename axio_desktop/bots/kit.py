"""What a game brings to the bots' room: its levels and what its bot protocol says on
the wire. `registry.make_bot` makes any of them from a level name or a command."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic

from .base import Bot
from .wire import MoveT, ViewT, Wire

BotFactory = Callable[[random.Random], Bot[ViewT, MoveT]]


@dataclass(frozen=True)
class BotKit(Generic[ViewT, MoveT]):
    """A game's bots, each reading a ``ViewT`` and answering a ``MoveT``: the built-in
    levels by name, weakest first (`random` and `greedy` are baselines), and the wire
    its external bots speak."""

    levels: Mapping[str, BotFactory[ViewT, MoveT]]
    wire: Wire[ViewT, MoveT]
