"""How much a set of tracks is worth, and what a placement adds to it.

The ranking compares players by their lowest colour first, so a point is worth
more the lower its track stands, and nothing at all once the track is at 12.
`TRACK_VALUE` is concave to say so: that alone is `medium`'s judgement
(`need_value`). `utility` and `gain_value`, used from `hard` up, add a direct
reward for the lowest track and for the bonus turns an AXIO brings.

Solo, where no opponent takes what a placement prepares, a placement is also
judged by what it leaves behind: a circle with a free place that holds two or
three corners of a colour promises that colour points from a later tile
(`circle_promise`), and a corner that fills such a place with another colour
breaks the promise.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from ...engine.rota import COLOURS, Cell, Colour, Display, Move, Tile

TRACK_MAX = 12

TRACK_VALUE: tuple[float, ...] = tuple(12.5 * t - 0.5 * t * t for t in range(TRACK_MAX + 1))
"""Worth of one track at 0..12: each point adds one less than the one before (12, 11, ... 1)."""

LOWEST_WEIGHT = 6.0
"""Extra worth of each step of the lowest track."""

BONUS_TURN_VALUE = 10.0
"""Worth of an AXIO bonus turn (an extra tile to place), in utility units."""

MAX_GAIN = 12
"""The most points one placement can score for a colour (four corners, three earlier
corners beside each)."""


CIRCLE_PROMISE: dict[tuple[int, int], float] = {
    (1, 1): 0.06, (1, 2): 0.06, (2, 2): 0.75, (1, 3): 0.15, (2, 3): 0.2, (3, 3): 0.95,
}
"""What a circle with a free place promises a colour, in points of that colour, by
(its corners of that colour, its corners in all). A later corner of that colour on
the circle scores a point for each, but the tiles that come may not fit. Fitted one
value at a time on `expert`'s solo playout rule with the promise added, over 1000
seeded deals: mean lowest colour 6.25 without a promise, 6.78 with it (on 1000
fresh deals, 6.26 and 6.69)."""

PROMISE_HORIZON = 8
"""With fewer placements left than this, a promise counts for that much less: fewer
tiles are left to keep it."""

Worths = tuple[float, float, float, float, float]
"""A value per colour, in canonical order R G B O P."""


@lru_cache(maxsize=1024)
def circle_promise(symbols: str) -> Worths:
    """What a circle holding ``symbols`` promises each colour (nothing once it is full)."""
    corners = len(symbols)
    if not 0 < corners < 4:
        return (0.0, 0.0, 0.0, 0.0, 0.0)
    red, green, blue, orange, purple = (
        CIRCLE_PROMISE.get((symbols.count(colour), corners), 0.0) for colour in COLOURS
    )
    return (red, green, blue, orange, purple)


def promise_weight(players: int, placements_left: int) -> float:
    """How much a promise counts: solo only (at a shared table the next player may take
    what we prepare), and less with fewer than `PROMISE_HORIZON` placements left."""
    if players != 1:
        return 0.0
    return min(1.0, placements_left / PROMISE_HORIZON)


def point_worths(tracks: Sequence[int], supply_left: int, weight: float) -> Worths:
    """What one more point of each colour adds to ``tracks`` (`gain_value`), times ``weight``."""
    red, green, blue, orange, purple = (
        weight * row[1] for row in gain_table(tuple(tracks), supply_left > 0)
    )
    return (red, green, blue, orange, purple)


def promise_value(symbols: str, worths: Worths) -> float:
    """The promise of a circle holding ``symbols``, each colour's points valued by ``worths``."""
    promise = circle_promise(symbols)
    return worths[0] * promise[0] + worths[1] * promise[1] + worths[2] * promise[2] \
        + worths[3] * promise[3] + worths[4] * promise[4]


def promise_change(circles: Sequence[str], corners: str, worths: Worths) -> float:
    """What putting ``corners`` on a cell whose ``circles`` hold these symbols does to
    their promise, valued by ``worths``."""
    return sum(
        promise_value(circle + symbol, worths) - promise_value(circle, worths)
        for circle, symbol in zip(circles, corners)
    )


def utility(tracks: Sequence[int]) -> float:
    """What a player's five tracks are worth (higher is better)."""
    value = TRACK_VALUE
    return value[tracks[0]] + value[tracks[1]] + value[tracks[2]] + value[tracks[3]] \
        + value[tracks[4]] + LOWEST_WEIGHT * min(tracks)


def need_value(tracks: Sequence[int], gains: Sequence[int]) -> float:
    """What ``gains`` (points per colour, before the cap) add to the concave track values."""
    value = TRACK_VALUE
    total = 0.0
    for index in range(5):
        gain = gains[index]
        if gain:
            before = tracks[index]
            total += value[min(TRACK_MAX, before + gain)] - value[before]
    return total


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


def placements(display: Display, tile: Tile) -> list[tuple[Move, list[int]]]:
    """Every legal move of ``tile`` with its points per colour (before the cap)."""
    return [
        (Move(cell, rotation, name), gains)
        for cell in display.legal_cells()
        for rotation, name, gains in display.points_by_placement(cell, tile)
    ]


Choice = tuple[Cell, int, Colour | None]
"""A move as plain values (cell, rotation, name), cheaper to keep than a `Move`."""


@lru_cache(maxsize=4096)
def gain_table(tracks: tuple[int, ...], supply_has_tiles: bool) -> tuple[tuple[float, ...], ...]:
    """For each colour, what a gain of 0, 1, 2, ... points adds to ``tracks`` by
    `gain_value`: a table `best_placement` reads instead of working each value out.
    When one colour alone is lowest, the reward for raising it is folded in as far as
    the next lowest track; `best_placement` adds the rest (a lowest shared by several
    colours, or one raised past the next lowest) where it arises."""
    lowest = min(tracks)
    lowest_colours = [index for index, track in enumerate(tracks) if track == lowest]
    next_lowest = min((track for track in tracks if track > lowest), default=TRACK_MAX)
    table: list[tuple[float, ...]] = []
    for index, before in enumerate(tracks):
        row: list[float] = []
        for gain in range(MAX_GAIN + 1):
            after = min(TRACK_MAX, before + gain)
            bonus = BONUS_TURN_VALUE if before < after == TRACK_MAX and supply_has_tiles else 0.0
            value = TRACK_VALUE[after] - TRACK_VALUE[before] + bonus
            if lowest_colours == [index]:
                value += LOWEST_WEIGHT * (min(after, next_lowest) - lowest)
            row.append(value)
        table.append(tuple(row))
    return tuple(table)


def best_placement(
    display: Display, tile: Tile, tracks: Sequence[int], supply_left: int,
    cells: Iterable[Cell] | None = None,
) -> tuple[float, Choice | None]:
    """The placement of ``tile`` on ``cells`` (default: every legal cell) that adds most
    to ``tracks`` (`gain_value`; the first found on ties), with what it adds; (0, None)
    when there is no cell.

    Playouts spend most of their time here, so it is `gain_value` over `placements`
    made fast: the display scores each cell for all rotations and names at once
    (`Display.points_by_placement`), and each colour's gain is valued from
    `gain_table`."""
    best = -1.0
    found: Choice | None = None
    red, green, blue, orange, purple = gain_table(tuple(tracks), supply_left > 0)
    lowest = min(tracks)
    lowest_colours = [index for index in range(5) if tracks[index] == lowest]
    next_lowest = min((track for track in tracks if track > lowest), default=TRACK_MAX)
    alone = lowest_colours[0] if len(lowest_colours) == 1 else -1
    folded = next_lowest - lowest if alone >= 0 else 0

    def lowest_reward_left(gains: list[int]) -> float:
        """The part of the lowest-track reward that the table could not hold."""
        if alone >= 0:
            if gains[alone] <= folded:
                return 0.0
            base = next_lowest
        elif all(gains[index] for index in lowest_colours):
            base = lowest
        else:
            return 0.0
        new_lowest = min(min(TRACK_MAX, track + gain) for track, gain in zip(tracks, gains))
        return LOWEST_WEIGHT * (new_lowest - base)

    watched = lowest_colours[0]
    points_by_placement = display.points_by_placement
    for cell in display.legal_cells() if cells is None else cells:
        for rotation, name, gains in points_by_placement(cell, tile):
            value = red[gains[0]] + green[gains[1]] + blue[gains[2]] + orange[gains[3]] \
                + purple[gains[4]]
            if gains[watched] > folded:
                value += lowest_reward_left(gains)
            if value > best:
                best = value
                found = (cell, rotation, name)
    return max(best, 0.0), found


def best_value(
    display: Display, tile: Tile, tracks: Sequence[int], supply_left: int,
    cells: Iterable[Cell] | None = None,
) -> float:
    """The most ``tile`` can add to ``tracks`` on ``cells`` (default: every legal cell)."""
    return best_placement(display, tile, tracks, supply_left, cells)[0]
