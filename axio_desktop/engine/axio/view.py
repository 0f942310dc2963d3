"""What one seat may know (docs/rules.md, "AXIO and AXIO Hex").

`AxioView` is the only thing bots and the hot-seat screen read: the board, every
track, every rack's size, the bag's size, the seat's own rack, the racks given up
in AXIO exchanges, and the multiset of tiles the seat cannot see.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..tracks import TrackRule
from .board import DEAD, PYRAMID, Board
from .geometry import Cell
from .moves import Place, placements_of
from .preview import Preview, preview_placement
from .rules import Ruleset, track_rule


@dataclass(frozen=True, slots=True)
class AxioView:
    """A position as ``seat`` sees it. ``decision`` is what the mover is asked now
    (``"place"`` or ``"exchange"``; None while a draw is due or the game is over);
    ``in_bonus`` whether the placement asked for is a bonus placement, ``bonus`` the
    bonus placements owed after it; ``started`` which seats have made their first
    placement. ``unseen_counts`` holds, per kind of tile
    (``rules.tile_codes``), how many this seat cannot see. ``laid`` lists the cells
    tiles cover in the order they were covered (each tile's first cell, then its
    second): the board's open edges follow that order, and network play sends it."""

    rules: Ruleset
    seat: int
    players: int
    to_move: int | None
    decision: str | None
    in_bonus: bool
    bonus: int
    started: tuple[bool, ...]
    rack: tuple[str, ...]
    board: Board
    scores: tuple[tuple[int, ...], ...]
    rack_sizes: tuple[int, ...]
    bag_size: int
    unseen_counts: tuple[int, ...]
    given_up: tuple[tuple[str, ...], ...]
    legal_edges: tuple[int, ...]
    laid: tuple[Cell, ...] = ()

    @property
    def first(self) -> bool:
        """Whether the mover's next placement is their first."""
        return self.to_move is not None and not self.started[self.to_move]

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat

    @property
    def my_scores(self) -> tuple[int, ...]:
        return self.scores[self.seat]

    @property
    def track(self) -> TrackRule:
        return track_rule(self.players)

    @property
    def unseen(self) -> tuple[str, ...]:
        """The tiles this seat cannot see (the bag and the other racks), sorted."""
        codes = self.rules.tile_codes
        return tuple(
            codes[kind] for kind, count in enumerate(self.unseen_counts) for _ in range(count)
        )

    def legal_placements(self) -> Iterator[Place]:
        """Every legal placement of the seat's rack (nothing unless it is to place)."""
        if self.decision != "place" or not self.my_turn:
            return iter(())
        return placements_of(self.board.area, self.legal_edges, self.rack)

    def preview(self, place: Place) -> Preview:
        """What ``place`` would do for this seat (it is trusted to be legal)."""
        return preview_placement(self.board, self.my_scores, self.players, place,
                                 rack_after=_without(self.rack, place.colours, self.rules),
                                 bag_size=self.bag_size, bonus_after=self.bonus)

    def to_json(self) -> dict[str, Any]:
        """The VIEW object of axio-bot/1 (docs/records.md, "The bot protocol")."""
        board = self.board
        area = board.area
        rules = self.rules
        shown = [
            {"cell": list(area.cells[number]), "colour": content,
             "printed": number in board.printed}
            for number, content in enumerate(board.cells)
            if content and content != PYRAMID and content != DEAD
        ]
        return {
            "game": rules.id,
            "seat": self.seat,
            "to_move": self.to_move,
            "bonus": self.bonus,
            "first": self.first,
            "rack": list(self.rack),
            "board": shown,
            "pyramids": [list(area.cells[number]) for number in board.pyramids],
            "dead": [list(area.cells[number]) for number in board.dead],
            "pyramids_left": board.pyramids_left,
            "area": area.size,
            "scores": [dict(zip(rules.colours, tracks)) for tracks in self.scores],
            "rack_sizes": list(self.rack_sizes),
            "bag_size": self.bag_size,
            "unseen": list(self.unseen),
        }

    def network_json(self) -> dict[str, Any]:
        """The VIEW of network play (``axio-net/1``): the bot protocol's VIEW with the
        covered cells of ``board`` in the order they were covered (after the printed
        spaces), so that a view read back keeps the board's open edges in the game's
        order; ``unseen`` sorted by code as text; and the racks given up in exchanges,
        which lie face up for everybody (oldest first)."""
        data = self.to_json()
        order = {cell: number for number, cell in enumerate(self.laid)}
        data["board"].sort(key=lambda shown: -1 if shown["printed"]
                           else order.get((shown["cell"][0], shown["cell"][1]), len(order)))
        data["unseen"] = text_sorted(self.rules.tile_codes, self.unseen_counts)
        data["given_up"] = [list(rack) for rack in self.given_up]
        return data


def text_sorted(codes: tuple[str, ...], counts: tuple[int, ...]) -> list[str]:
    """The tiles ``counts`` holds of each kind of ``codes``, sorted by code as text."""
    return sorted(code for code, count in zip(codes, counts) for _ in range(count))


def _without(rack: tuple[str, ...], colours: str, rules: Ruleset) -> tuple[str, ...]:
    kind = rules.kind_of_colours.get(colours)
    if kind is None:
        return rack
    code = rules.tile_codes[kind]
    left = list(rack)
    if code in left:
        left.remove(code)
    return tuple(left)
