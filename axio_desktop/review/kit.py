"""What the analyser needs of one game, and the positions of a record it judges.

The analyser (`judge`) is the same for every game; what differs between them sits in
one small kit per game (`rota`, `axio`): where a record's placements are and what the
mover saw before each, the cheap first ranking of the placements, how to deal what
the mover could not see, the playout policy, and a placement's JSON shape.
Each game registers its kit with its rules and bots (`axio_desktop.kits.GameKit.review`).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Position:
    """One placement of a record and the position before it, as its mover saw it.

    ``index`` counts the record's placements from 0 (the order of ``replay --steps``);
    ``turn`` and ``placement`` are the numbers the review prints for it; ``view`` is
    the mover's view just before it and ``played`` the record's placement (the game's
    own move value), ``played_json`` the same in the record's shape."""

    index: int
    turn: int
    placement: int
    player: int
    view: Any
    played: Any
    played_json: dict[str, Any]


class Playouts(Protocol):
    """Playing placements of one position out to the end, on sampled deals."""

    def deal(self, rng: random.Random) -> Any:
        """A deal of everything the mover cannot see (it depends only on the view and
        ``rng``)."""
        ...

    def own_move(self) -> Any:
        """The placement the playout policy makes in this position (a legal one)."""
        ...

    def play(self, deal: Any, move: Any) -> tuple[float, ...]:
        """Make ``move``, play the rest of the game on ``deal`` with the playout policy,
        and return every seat's result: its share of the victory (2 to 4 players; the
        shares sum to 1), or solo the lowest colour at the end."""
        ...


class AnalysisKit(Protocol):
    """What the analyser asks of one game."""

    playout_weight: int
    """What one placement of its playouts costs, about (AXIO's is 1)."""

    def positions(self, record: Any) -> list[Position]:
        """Every placement of a checked record, with the view before it."""
        ...

    def ranked(self, view: Any, count: int) -> list[Any]:
        """The ``count`` most promising legal placements of the view by a cheap
        judgement, the most promising first (the candidates the playouts compare)."""
        ...

    def key(self, view: Any, move: Any) -> Hashable:
        """What makes two placements the same (the same cells showing the same colours)."""
        ...

    def move_json(self, view: Any, move: Any) -> dict[str, Any]:
        """A placement in the shape the game's record writes it."""
        ...

    def describe(self, move: dict[str, Any]) -> str:
        """A placement in the record's shape (`move_json`) in words, for a person."""
        ...

    def placements_left(self, view: Any) -> int:
        """About how many placements the game has left (what a playout costs)."""
        ...

    def playouts(self, view: Any) -> Playouts:
        ...


def shares(winners: Sequence[int], players: int) -> tuple[float, ...]:
    """Every seat's share of a victory shared by ``winners``."""
    return tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(players))
