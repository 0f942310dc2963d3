"""Where a room's luck comes from: the deal, the draws, and the secret its bots are
seeded from.

A host run with ``--seed S`` (for tests) deals and draws each room from S, the room's
creation number and the number of decisions made, so the same decisions give the same
game again, after a restart too. Otherwise every deal and draw comes from the operating
system's generator, and nothing a client sees lets it guess the next one.
"""

from __future__ import annotations

import random
import secrets
from typing import Any

from ..engine.game import AnyGame, AnyState


class RoomChance:
    """The luck of room number ``number``: seeded from ``seed``, or the system's."""

    def __init__(self, seed: str | None, number: int) -> None:
        self.seed = seed
        self.number = number

    def deal(self, game: AnyGame, players: int) -> Any:
        return game.new_state(players, self._generator("deal", 0))

    def settle(self, state: AnyState, version: int) -> None:
        """Make the draws due after decision ``version``."""
        if state.awaiting_draw:
            state.settle_chance(self._generator("draw", version))

    def bot_seed(self) -> str:
        """The secret a room's bots are seeded from, with the decision they make (kept
        with the room, so that a restarted host plays its bots on alike)."""
        if self.seed is None:
            return secrets.token_hex(16)
        return f"bots {self.seed} {self.number}"

    def _generator(self, purpose: str, version: int) -> random.Random:
        if self.seed is None:
            return random.SystemRandom()
        return random.Random(f"{purpose} {self.seed} {self.number} {version}")
