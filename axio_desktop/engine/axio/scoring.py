"""Scoring a placement (docs/rules.md, "AXIO and AXIO Hex", "A turn"): each half along
its lines, then the pyramids the tile leaves, each reaching the tracks in that order;
then what the placement means for the turn (AXIO!, bonus placements, the exchange).

These are the rules; bots' fast copies (`preview.gains_by_placement`, the playouts)
are kept in step with them by tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..tracks import TrackRule
from .board import Board, Laid
from .geometry import Cell, PlayArea
from .moves import Place
from .rules import TRACK_CAP


@dataclass(frozen=True, slots=True)
class Counted:
    """A line one half of a tile scored along: its colour and the cells that counted,
    nearest first (a point each)."""

    colour: str
    cells: tuple[Cell, ...]


def skipped_directions(area: PlayArea, first: int, second: int, edge: int) -> tuple[int, int]:
    """The direction each half does not score along: towards its other half."""
    towards = area.edge_direction[edge]
    back = area.opposite[towards]
    return (towards, back) if first < second else (back, towards)


def lay_and_score(board: Board, track: TrackRule, tracks: list[int], first: int, second: int,
                  edge: int, colours: str, *, dry: bool = False
                  ) -> tuple[tuple[int, int], Laid]:
    """Lay ``colours`` on cells ``first`` and ``second`` (neighbours across ``edge``)
    and add what they score to ``tracks`` (`add_points`); returns what each half's
    lines gave (before the cap) and what laying did. ``dry``: leave the board as it
    is and only say what laying would do (`Board.would_lay`)."""
    skip_first, skip_second = skipped_directions(board.area, first, second, edge)
    first_colour, second_colour = colours[0], colours[1]
    half_points = (board.line_points(first, first_colour, skip_first),
                   board.line_points(second, second_colour, skip_second))
    lay = board.would_lay if dry else board.lay
    laid = lay(first, second, first_colour, second_colour)
    index = board.rules.colour_index
    add_points(track, tracks, index[first_colour], half_points[0], index[second_colour],
               half_points[1], laid)
    return half_points, laid


def counted_lines(board: Board, place: Place) -> tuple[Counted, ...]:
    """The lines each half of ``place`` scores along (its first half's, then its
    second's), on ``board`` with or without the tile on it: what the half's points
    are made of (each line's cells are `Board.line_cells`)."""
    area = board.area
    first, second = area.index[place.cells[0]], area.index[place.cells[1]]
    skips = skipped_directions(area, first, second, area.edge_of[(first, second)])
    return tuple(Counted(colour, tuple(area.cells[cell] for cell in line))
                 for number, colour, skip in zip((first, second), place.colours, skips)
                 for line in board.line_cells(number, colour, skip))


def add_points(track: TrackRule, tracks: list[int], first: int, first_points: int,
               second: int, second_points: int, laid: Laid) -> None:
    """Add a placement's points to ``tracks`` in the rules' order: the first half's
    lines (on colour number ``first``), the second half's, then each pyramid's points,
    colour by colour. The order only matters where a track crosses a cap."""
    tracks[first] = track.add(tracks[first], first_points)
    tracks[second] = track.add(tracks[second], second_points)
    for points in laid.pyramid_points:
        for colour, gain in enumerate(points):
            if gain:
                tracks[colour] = track.add(tracks[colour], gain)


def axio_colours(track: TrackRule, colours: str, before: Sequence[int], after: Sequence[int],
                 players: int) -> tuple[str, ...]:
    """The colours whose track reached 18 from ``before`` to ``after``: each earns a
    bonus placement (none solo, where the second scoreboard carries on)."""
    if players == 1 or max(after) < track.cap:
        return ()
    return tuple(colour for colour, was, now in zip(colours, before, after)
                 if track.reached_cap(was, now))


def wins_at_once(tracks: Sequence[int], players: int) -> bool:
    """Whether every track has reached 18: an instant win, but not solo."""
    return players > 1 and min(tracks) >= TRACK_CAP


def bonus_lost(owed: int, rack_left: int, room_left: bool) -> bool:
    """Whether the ``owed`` bonus placements are lost: the rack is empty or no two
    neighbouring empty cells remain (``room_left`` false)."""
    return owed > 0 and (not rack_left or not room_left)


def exchange_opens(players: int, bag_size: int, colour_index: Mapping[str, int],
                   tracks: Sequence[int], rack: Sequence[str]) -> bool:
    """Whether a mover done placing may exchange: not solo, the bag not empty, and no
    tile of ``rack`` shows one of the mover's lowest colours."""
    if players == 1 or not bag_size:
        return False
    low = min(tracks)
    return not any(tracks[colour_index[code[0]]] == low or tracks[colour_index[code[1]]] == low
                   for code in rack)
