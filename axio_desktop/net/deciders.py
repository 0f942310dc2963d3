"""Who makes a remote seat's decisions: a `Decider`, asked with the seat's view each time
the host asks the seat, and asked again with the host's sentence when the host refused
its answer. `join` seats a bot (`BotDecider`: a built-in level or a program speaking
the bot protocol, with that protocol's fault rules); a program with a table of its own
seats a person the same way (its decider waits for the player's choice).
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any, Protocol

from ..bots import STAND_IN_LEVEL, Bot, make_bot
from ..bots.base import BotFault
from ..bots.games import AnyPlayKit


class Decider(Protocol):
    async def decide(self, view: Any, refused: str | None) -> Any:
        """The seat's decision (a move of the game) from its ``view``; ``refused`` is
        the host's sentence when it refused the answer just given for this view."""
        ...

    def close(self, result: dict[str, Any] | None) -> None:
        """The game is over (``result`` as `replay` prints it), or abandoned."""
        ...


DeciderMaker = Callable[[AnyPlayKit, list[str]], Decider]
"""Makes a seat's decider once the game is known, given where to note its faults."""


class DecisionRefused(Exception):
    """The host refused even the stand-in's answer: the host, not the seat, is wrong."""


class BotDecider:
    """A seat played by a bot (thinking on a thread, off the connection's loop): a bot
    that fails, or whose answer the host refuses, is stood in for by `bots.STAND_IN_LEVEL`."""

    def __init__(self, bot: Bot[Any, Any], stand_in: Bot[Any, Any], faults: list[str]) -> None:
        self.bot = bot
        self.stand_in = stand_in
        self.faults = faults
        self._stood_in = False

    async def decide(self, view: Any, refused: str | None) -> Any:
        if refused is not None:
            if self._stood_in:
                raise DecisionRefused(f"the host refused the stand-in's answer too: {refused}")
            self.faults.append(f"the host refused the move of {self.bot.name}: {refused}")
            return await self._stand_in(view)
        try:
            move = await asyncio.to_thread(self.bot.choose, view)
        except Exception as error:  # noqa: BLE001 - a bot is foreign code: any failure is its fault
            self.faults.append(str(error) if isinstance(error, BotFault)
                               else f"{self.bot.name} failed: {error}")
            return await self._stand_in(view)
        self._stood_in = False
        return move

    def close(self, result: dict[str, Any] | None) -> None:
        for bot in (self.bot, self.stand_in):
            bot.close(result)

    async def _stand_in(self, view: Any) -> Any:
        self._stood_in = True
        return await asyncio.to_thread(self.stand_in.choose, view)


def bot_decider(spec: str, seed: int | str | None = None, time_ms: int = 1000) -> DeciderMaker:
    """A seat played by ``spec`` (a built-in level or ``cmd:PROGRAM``, given ``time_ms``
    a move), its generator seeded with ``seed``; `ValueError` once the game is known
    when ``spec`` is none of its levels."""

    def make(kit: AnyPlayKit, faults: list[str]) -> BotDecider:
        bot = make_bot(spec, random.Random(seed), kit=kit.bots, time_ms=time_ms)
        return BotDecider(bot, make_bot(STAND_IN_LEVEL, random.Random(seed), kit=kit.bots), faults)

    return make
