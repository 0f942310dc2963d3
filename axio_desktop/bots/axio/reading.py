"""What the other player's last placement tells about the tiles they kept (two players).

A rack is not dealt afresh each turn: after a placement the other player keeps all
but one tile and draws one. If they passed over a placement of some kind of tile
that was worth clearly more to them (by their need) than the one they made, they
probably hold no tile of that kind, and still hold none of it now, but for the tile
they drew since. `RackReading` remembers the board each of our placements leaves,
finds the other player's placement on our next turn, and turns what they passed
over into a weight per kind of tile: 1 for a kind they may well hold, less the more
they would have gained by playing it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from math import exp
from typing import Any

from ...engine.axio import AxioView
from ...engine.axio.board import EMPTY, Board
from ...engine.axio.preview import gains_by_placement
from .judgement import gain_value, track_values
from .outlook import outlook


@dataclass(frozen=True, slots=True)
class _Left:
    """The position our last placement left to the other player."""

    board: Board
    tracks: tuple[int, ...]
    started: bool
    given_up: tuple[tuple[str, ...], ...]

    def __deepcopy__(self, memo: dict[int, Any]) -> _Left:
        # A bot is copied before each question (`ui.table.bot_worker`): the board's
        # rules and play area are shared values, so only its cells are copied.
        return replace(self, board=self.board.copy())


class RackReading:
    """Reads the other player's rack from their last placement (two players only)."""

    def __init__(self, sharpness: float) -> None:
        self.sharpness = sharpness
        """How fast a kind's weight falls with what passing it over cost them."""
        self._left: _Left | None = None

    def remember(self, view: AxioView, a: int, b: int, colours: str) -> None:
        """Our placement (``colours[0]`` on cell ``a``) is made: keep the board it
        leaves, with its pyramids, for reading the reply."""
        if view.players != 2:
            return
        board = view.board.copy()
        board.lay(a, b, colours[0], colours[1])
        other = 1 - view.seat
        self._left = _Left(board, view.scores[other], view.started[other], view.given_up)

    def weights(self, view: AxioView) -> tuple[float, ...] | None:
        """Per kind of tile, how likely the other player still holds it compared with
        a tile drawn blind; None when their last turn tells nothing (it is the first,
        they exchanged, made more than one placement, or we cannot tell what they did)."""
        left = self._left
        self._left = None
        if left is None or view.players != 2 or view.given_up != left.given_up:
            return None
        played = _placement_between(left.board, view.board)
        if played is None:
            return None
        a, b, colours = played
        rules = view.rules
        track = view.track
        values = track_values(track)
        edge = view.board.area.edge_of[(a, b)]
        made = next(
            (gain_value(track, values, left.tracks, gains)
             for first, _second, shown, gains in gains_by_placement(left.board, [edge],
                                                                    [colours])
             if (first, shown) in ((a, colours), (b, colours[::-1]))),
            None)
        if made is None:
            return None
        look = outlook(view, left.board, [(left.tracks, left.started)], rules.tile_codes)
        return tuple(exp(-self.sharpness * max(0.0, best - made)) for best in look.best[0])


def _placement_between(before: Board, after: Board) -> tuple[int, int, str] | None:
    """The one tile laid between two boards: (cell, cell, colours), or None when it
    was not exactly one tile (pyramids aside)."""
    laid = [cell for cell, (was, now) in enumerate(zip(before.cells, after.cells))
            if was == EMPTY and now in after.rules.colour_index]
    if len(laid) != 2 or (laid[0], laid[1]) not in after.area.edge_of:
        return None
    a, b = laid
    return a, b, after.cells[a] + after.cells[b]


def believed_reply(values: Sequence[float], counts: Sequence[int], weights: Sequence[float],
                   kept: int, drawn: int) -> float:
    """What a seat can expect from its best placement (``values`` per kind) with
    ``kept`` tiles held from before, each of a kind as likely as its unseen count times
    its weight, and ``drawn`` tiles drawn blind since (tiles taken as independent)."""
    held = [count * weight for count, weight in zip(counts, weights)]
    total_held = sum(held)
    total = sum(counts)
    if total <= 0:
        return 0.0
    order = sorted(range(len(values)), key=lambda kind: -values[kind])
    expected = 0.0
    none_above = 1.0
    share_held = share_drawn = 0.0
    for kind in order:
        if not counts[kind]:
            continue
        share_held += held[kind] / total_held if total_held > 0 else 0.0
        share_drawn += counts[kind] / total
        none_here = (max(0.0, 1.0 - share_held) ** kept) * (max(0.0, 1.0 - share_drawn) ** drawn)
        expected += values[kind] * (none_above - none_here)
        none_above = none_here
    return expected
