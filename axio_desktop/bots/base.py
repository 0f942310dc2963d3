"""What every bot is: something that picks a move from its seat's view."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Protocol

from .wire import MoveT_co, ViewT_contra


class Bot(Protocol[ViewT_contra, MoveT_co]):
    """A player that reads only its seat's view (``ViewT_contra``, never the game
    state) and answers a move of that game (``MoveT_co``; AXIO Rota: a `Move`; AXIO and
    AXIO Hex: a `Place` or an `Exchange`).

    Bots take their random generator (or seed) when they are made, so a seeded run
    plays the same game again.
    """

    name: str

    def choose(self, view: ViewT_contra) -> MoveT_co:
        """The move to play; ``view.my_turn`` is true."""
        ...

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        """The game is over (``result`` as `replay` prints it, when known): release what
        the bot holds, such as a child process. Called once, also when a game is abandoned."""
        ...


class BotFault(Exception):
    """A bot failed to give a legal move in time; the message says which bot and why."""


def random_generator(rng: random.Random | int | None) -> random.Random:
    """The bot's own generator: the one given, or a new one seeded with ``rng``."""
    return rng if isinstance(rng, random.Random) else random.Random(rng)
