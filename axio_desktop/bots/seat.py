"""Asking a bot for a move as a referee does: timed, checked, and never trusted.

`simulate` and the desktop game both go through `ask_bot`, so a bot that raises,
answers an illegal move or fails in any other way costs a fault, never the game:
the stand-in bot plays that move instead.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Generic

from ..engine import GameState, IllegalMoveError
from .base import Bot, BotFault
from .wire import MoveT, ViewT


@dataclass(frozen=True, slots=True)
class BotAnswer(Generic[MoveT]):
    """The move to play, how long the bot thought, and what went wrong (None if nothing)."""

    move: MoveT
    seconds: float
    fault: str | None


def ask_bot(bot: Bot[ViewT, MoveT], state: GameState[MoveT, object, ViewT],
            stand_in: Bot[ViewT, MoveT]) -> BotAnswer[MoveT]:
    """Ask ``bot`` for the move of the seat to move, from that seat's view only."""
    seat = state.to_move
    if seat is None:
        raise IllegalMoveError("the game is over; there is no move to ask for")
    view = state.view(seat)
    started = time.perf_counter()
    fault: str | None = None
    try:
        move = bot.choose(view)
        seconds = time.perf_counter() - started
        state.check(move)
        return BotAnswer(move, seconds, None)
    except BotFault as error:
        fault = f"seat {seat}: {error}"
    except IllegalMoveError as error:
        fault = f"{bot.name} (seat {seat}) played an illegal move: {error}"
    except Exception as error:  # noqa: BLE001 - a bot is foreign code: any failure is its fault
        fault = f"{bot.name} (seat {seat}) failed: {error}"
    seconds = time.perf_counter() - started
    return BotAnswer(stand_in.choose(view), seconds, fault)


def ask_and_hand_back(bot: Bot[ViewT, MoveT], state: GameState[MoveT, object, ViewT],
                      stand_in: Bot[ViewT, MoveT]
                      ) -> tuple[BotAnswer[MoveT], Bot[ViewT, MoveT], Bot[ViewT, MoveT]]:
    """`ask_bot`, with the bot and the stand-in as they are after answering: asked as
    copies (in another process, or copied to be dropped), these are what the asker
    keeps in place of its own."""
    return ask_bot(bot, state, stand_in), bot, stand_in
