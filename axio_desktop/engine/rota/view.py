"""What one seat may know: the only thing bots and the hot-seat UI read."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .display import Display, PlacementPreview, Points
from .geometry import Cell
from .moves import Move, legal_moves
from .tiles import COLOURS, Tile


@dataclass(frozen=True, slots=True)
class SeatView:
    """A position as ``seat`` sees it (rules spec, "Hidden information").

    ``tile`` is the tile to place when this seat is to move, or the bonus tile
    that anybody is placing (it comes face up from the supply); otherwise None.
    ``hand`` is the seat's own hand tile. ``unseen`` is the sorted multiset of
    tiles this seat cannot see: other hands, every stack and the supply.
    """

    seat: int
    players: int
    to_move: int | None
    bonus: bool
    pending_bonus: int
    tile: Tile | None
    hand: Tile | None
    display: Display
    scores: tuple[Points, ...]
    stack_sizes: tuple[int, ...]
    supply_size: int
    bonus_earned: tuple[int, ...]
    unseen: tuple[Tile, ...]

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat

    @property
    def my_scores(self) -> Points:
        return self.scores[self.seat]

    def legal_moves(self) -> Iterator[Move]:
        """Every legal move for the tile to place (nothing when it is not ours to place)."""
        if self.tile is None or not self.my_turn:
            return iter(())
        return legal_moves(self.display, self.tile)

    def preview(self, cell: Cell, rotation: int) -> PlacementPreview:
        if self.tile is None:
            raise ValueError(f"seat {self.seat} has no tile to place")
        return self.display.preview(self.tile, cell, rotation)

    def to_json(self) -> dict[str, Any]:
        """The VIEW object of the bot protocol (docs/records.md, "The bot protocol")."""
        return {
            "seat": self.seat,
            "to_move": self.to_move,
            "bonus": self.bonus,
            "tile": self.tile.code if self.tile else None,
            "display": [{"cell": [x, y], "corners": corners} for (x, y), corners in self.display],
            "scores": [dict(zip(COLOURS, tracks)) for tracks in self.scores],
            "stack_sizes": list(self.stack_sizes),
            "supply_size": self.supply_size,
            "unseen": [tile.code for tile in self.unseen],
        }

    def network_json(self) -> dict[str, Any]:
        """The VIEW of network play (``axio-net/1``): the bot protocol's VIEW as it is."""
        return self.to_json()
