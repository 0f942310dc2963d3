"""What the analyser needs of one game, and the positions of a record it judges.

The analyser (`judge`) is the same for every game; what differs between them sits in
one small kit per game (`rota`, `axio`): where a record's decisions are (its
placements, and AXIO's answers to the exchange option) and what the mover saw before
each (read from the record's walk), the cheap first ranking of the decisions, when
two are the same, how to deal what the mover could not see, the playout policy, and
a decision in JSON (in words it is the game's notation, `engine.game.Notation`). A
kit is generic in its game's seat view and decision, as a game's bots are
(`bots.kit.BotKit`): moves
travel as the game's own values, and become JSON only where they leave the program
(``review --json``, the review screen's cache) through `AnalysisKit.move_json`.
Each game's kit is registered in the review's registry (`review.games`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, Protocol, TypeVar

from ..bots.wire import WireView
from ..engine.game import GameRecordLike

JsonObject = dict[str, Any]
"""A JSON object as the `json` module reads and writes it."""

ViewT = TypeVar("ViewT", bound=WireView)
"""A game's seat view (what the bots read too)."""
MoveT = TypeVar("MoveT")
"""A game's decision (AXIO Rota: a `Move`; AXIO: a `Place` or an `Exchange` answer)."""
ViewT_co = TypeVar("ViewT_co", bound=WireView, covariant=True)
MoveT_co = TypeVar("MoveT_co", covariant=True)

Dealt = Callable[[MoveT], tuple[float, ...]]
"""A sampled deal, as what plays a decision out on it: it makes the decision, plays
the rest of the game with the playout policy, and returns every seat's result: its
share of the victory (2 to 4 players; the shares sum to 1), or solo the lowest colour
at the end."""


Kind = Literal["placement", "exchange"]
"""What a judged decision is: a placement, or (AXIO and AXIO Hex) the answer to the
exchange option."""
PLACEMENT: Kind = "placement"
EXCHANGE: Kind = "exchange"


@dataclass(frozen=True, slots=True)
class Position(Generic[ViewT_co, MoveT_co]):
    """One decision of a record and the position before it, as its mover saw it.

    A placement: ``index`` counts the record's placements from 0 (the order of
    ``replay --steps``); ``turn`` and ``placement`` are the numbers the review prints
    for it. An answer to the exchange option (``kind`` `EXCHANGE`): ``index`` counts
    the record's answers from 0, ``turn`` is its turn's, ``placement`` 0, and ``after``
    the index of the placement it follows (its turn's last). ``view`` is the mover's
    view just before the decision, ``played`` the record's decision and ``number``
    its number among the record's decisions (`engine.game.Step.number`)."""

    index: int
    turn: int
    placement: int
    player: int
    view: ViewT_co
    played: MoveT_co
    number: int
    kind: Kind = PLACEMENT
    after: int | None = None


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
        """Every decision of a checked record of the game the review judges (each
        placement, and in AXIO and AXIO Hex each answer to the exchange option), with
        the view before it, in the order of the record."""
        ...

    def ranked(self, view: ViewT, count: int) -> list[MoveT]:
        """The ``count`` most promising legal decisions of the view by a cheap
        judgement, the most promising first (the candidates the playouts compare; at
        the exchange option both answers)."""
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
