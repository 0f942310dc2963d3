"""What the analyser needs of one game, and the positions of a record it judges.

The analyser (`judge`) is the same for every game; what differs between them sits in
one small kit per game (`rota`, `axio`): where a record's placements are and what the
mover saw before each (read from the record's walk), the cheap first ranking of the
placements, when two placements are the same, how to deal what the mover could not
see, the playout policy, and a placement in JSON (in words it is the game's notation,
`engine.game.Notation`). A kit is generic in
its game's seat view and placement, as a game's bots are (`bots.kit.BotKit`): moves
travel as the game's own values, and become JSON only where they leave the program
(``review --json``, the review screen's cache) through `AnalysisKit.move_json`.
Each game registers its kit with its rules and bots (`axio_desktop.kits.GameKit.review`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from ..bots.wire import WireView
from ..engine.game import GameRecordLike

JsonObject = dict[str, Any]
"""A JSON object as the `json` module reads and writes it."""

ViewT = TypeVar("ViewT", bound=WireView)
"""A game's seat view (what the bots read too)."""
MoveT = TypeVar("MoveT")
"""A game's placement (AXIO Rota: a `Move`; AXIO: a `Place`)."""
ViewT_co = TypeVar("ViewT_co", bound=WireView, covariant=True)
MoveT_co = TypeVar("MoveT_co", covariant=True)

Dealt = Callable[[MoveT], tuple[float, ...]]
"""A sampled deal, as what plays a placement out on it: it makes the placement, plays
the rest of the game with the playout policy, and returns every seat's result: its
share of the victory (2 to 4 players; the shares sum to 1), or solo the lowest colour
at the end."""


@dataclass(frozen=True, slots=True)
class Position(Generic[ViewT_co, MoveT_co]):
    """One placement of a record and the position before it, as its mover saw it.

    ``index`` counts the record's placements from 0 (the order of ``replay --steps``);
    ``turn`` and ``placement`` are the numbers the review prints for it; ``view`` is
    the mover's view just before it and ``played`` the record's placement."""

    index: int
    turn: int
    placement: int
    player: int
    view: ViewT_co
    played: MoveT_co


class Playouts(Protocol[MoveT]):
    """Playing placements of one position out to the end, on sampled deals."""

    def deal(self, rng: random.Random) -> Dealt[MoveT]:
        """A deal of everything the mover cannot see (it depends only on the view and
        ``rng``), ready to play placements out on."""
        ...

    def own_move(self) -> MoveT:
        """The placement the playout policy makes in this position (a legal one)."""
        ...


class AnalysisKit(Protocol[ViewT, MoveT]):
    """What the analyser asks of one game, whose seats see a ``ViewT`` and whose
    placements are ``MoveT``."""

    playout_weight: int
    """What one placement of its playouts costs, about (AXIO's is 1)."""

    def positions(self, record: GameRecordLike) -> list[Position[ViewT, MoveT]]:
        """Every placement of a checked record of the game, with the view before it."""
        ...

    def ranked(self, view: ViewT, count: int) -> list[MoveT]:
        """The ``count`` most promising legal placements of the view by a cheap
        judgement, the most promising first (the candidates the playouts compare)."""
        ...

    def same_decision(self, move: MoveT, other: MoveT) -> bool:
        """Whether two placements are the same (the engine's `Game.same_decision`)."""
        ...

    def placements_left(self, view: ViewT) -> int:
        """About how many placements the game has left (what a playout costs)."""
        ...

    def playouts(self, view: ViewT) -> Playouts[MoveT]:
        ...

    def move_json(self, move: MoveT) -> JsonObject:
        """A placement in the shape the game's record writes it (``review --json``)."""
        ...

    def move_from_json(self, data: JsonObject) -> MoveT:
        """A placement written by `move_json`, read back; raises ValueError for
        anything else."""
        ...


def shares(winners: Sequence[int], players: int) -> tuple[float, ...]:
    """Every seat's share of a victory shared by ``winners``."""
    return tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(players))
