"""How much a set of tracks is worth, and what a placement adds to it.

The ranking compares players by their lowest colour first, so a point is worth
more the lower its track stands, and nothing at all once the track is at 12.
`track_value` is concave to say so; `utility` adds a direct reward for the lowest
track. Every level from `medium` up scores moves with these numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import COLOURS, Display, Move, Tile

TRACK_MAX = 12

TRACK_VALUE: tuple[float, ...] = tuple(12.5 * t - 0.5 * t * t for t in range(TRACK_MAX + 1))
"""Worth of one track at 0..12: each point adds one less than the one before (12, 11, ... 1)."""

LOWEST_WEIGHT = 6.0
"""Extra worth of each step of the lowest track."""

BONUS_TURN_VALUE = 10.0
"""Worth of an AXIO bonus turn (an extra tile to place), in utility units."""

ROTATIONS = (0, 1, 2, 3)
NO_NAME: tuple[None] = (None,)


def utility(tracks: Sequence[int]) -> float:
    """What a player's five tracks are worth (higher is better)."""
    value = TRACK_VALUE
    return value[tracks[0]] + value[tracks[1]] + value[tracks[2]] + value[tracks[3]] \
        + value[tracks[4]] + LOWEST_WEIGHT * min(tracks)


def gain_value(tracks: Sequence[int], gains: Sequence[int], supply_left: int) -> float:
    """What ``gains`` (points per colour, before the cap) add to ``tracks``, an AXIO
    bonus turn included while the supply still has a tile for it."""
    value = TRACK_VALUE
    total = 0.0
    lowest = min(tracks)
    raises_lowest = False
    for index in range(5):
        gain = gains[index]
        if gain:
            before = tracks[index]
            after = before + gain
            if after >= TRACK_MAX:
                after = TRACK_MAX
                if before < TRACK_MAX and supply_left > 0:
                    total += BONUS_TURN_VALUE
            total += value[after] - value[before]
            raises_lowest = raises_lowest or before == lowest
    if raises_lowest:
        new_lowest = min(
            min(TRACK_MAX, track + gain) for track, gain in zip(tracks, gains)
        )
        total += LOWEST_WEIGHT * (new_lowest - lowest)
    return total


@dataclass(frozen=True, slots=True)
class ScoredMove:
    """A legal move with what it is worth to the mover and its points before the cap."""

    value: float
    move: Move
    gains: tuple[int, ...]


def placements(display: Display, tile: Tile) -> list[tuple[Move, list[int]]]:
    """Every legal move of ``tile`` with its points per colour (before the cap)."""
    found: list[tuple[Move, list[int]]] = []
    points = display.points
    needs_name = display.needs_name
    for cell in display.legal_cells():
        for rotation in ROTATIONS:
            corners = tile.rotations[rotation]
            names = COLOURS if needs_name(cell, corners) else NO_NAME
            for name in names:
                found.append((Move(cell, rotation, name), points(cell, corners, name)))
    return found


def best_value(
    display: Display, tile: Tile, tracks: Sequence[int], supply_left: int,
    cells: Sequence[tuple[int, int]] | None = None,
) -> float:
    """The most ``tile`` can add to ``tracks`` on ``cells`` (default: every legal cell)."""
    best = 0.0
    points = display.points
    needs_name = display.needs_name
    for cell in display.legal_cells() if cells is None else cells:
        for rotation in ROTATIONS:
            corners = tile.rotations[rotation]
            for name in COLOURS if needs_name(cell, corners) else NO_NAME:
                value = gain_value(tracks, points(cell, corners, name), supply_left)
                if value > best:
                    best = value
    return best
