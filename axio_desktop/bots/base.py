"""What every bot is: something that picks a move from its seat's view."""

from __future__ import annotations

from typing import Protocol

from ..engine import Move, SeatView


class Bot(Protocol):
    """A player that reads only its seat's view (never the game state) and answers a move.

    Bots take their random generator (or seed) when they are made, so a seeded run
    plays the same game again.
    """

    name: str

    def choose(self, view: SeatView) -> Move:
        """The move to play; ``view.my_turn`` is true and ``view.tile`` is the tile to place."""
        ...

    def close(self) -> None:
        """Release what the bot holds (a child process, threads); called when the game ends."""
        ...


class BotFault(Exception):
    """A bot failed to give a legal move in time; the message says which bot and why."""
