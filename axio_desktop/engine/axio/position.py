"""The parts of an AXIO position that are not the board or the bag: the step of the
turn it is at (`Phase`) and each player's own things (`Seat`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Phase(Enum):
    PLACE = "place"
    EXCHANGE = "exchange"
    DRAW = "draw"
    OVER = "over"


WAITING_FOR = {
    Phase.PLACE: "a placement is due",
    Phase.EXCHANGE: "the exchange option is waiting for an answer",
    Phase.DRAW: "the turn's draw is due",
    Phase.OVER: "the game is over",
}
"""What a position at each phase waits for, as a refusal says it."""


@dataclass(slots=True)
class Seat:
    """One player's own things: the rack (tile kinds), the tracks, and whether the
    first placement is done."""

    rack: list[int]
    tracks: list[int]
    started: bool = False

    def copy(self) -> Seat:
        return Seat(self.rack.copy(), self.tracks.copy(), self.started)
