"""Where a room's luck comes from: the deal, the draws, and the secret its bots are
seeded from.

A host run with ``--seed S`` (for tests) deals and draws each room from S, the room's
creation number and the number of decisions made, so the same decisions give the same
game again, after a restart too. Otherwise each room has a secret of its own (128 bits
from the operating system's generator, kept with the room and never sent) that its
deal and draws come from, with the number of decisions made: nothing a client sees
lets it guess the next draw, and every process sharing the store draws alike, so a
process that hears of a decision made elsewhere makes it too instead of reading the
whole game again.
"""

from __future__ import annotations

import random
import secrets
from typing import Any

from ..engine.game import AnyGame, AnyState


class RoomChance:
    """The luck of room number ``number``: seeded from ``seed``, or the system's."""

    def __init__(self, seed: str | None, number: int, secret: str | None = None) -> None:
        """``secret``: the room's (its kept `bot_seed`), or a new one for a new room."""
        self.seed = seed
        self.number = number
        self.secret = secret if secret is not None or seed is not None \
            else secrets.token_hex(16)

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
            assert self.secret is not None
            return self.secret
        return f"bots {self.seed} {self.number}"

    def _generator(self, purpose: str, version: int) -> random.Random:
        if self.seed is None:
            return random.Random(f"{purpose} {self.secret} {version}")
        return random.Random(f"{purpose} {self.seed} {self.number} {version}")
