"""Scoring a placement (``axio-rules.md``, "A turn", steps 2 and 3): each half along
its lines, then the pyramids the tile leaves, each reaching the tracks in that order."""

from __future__ import annotations

from ..tracks import TrackRule
from .board import Board
from .geometry import Cell


def lay_and_score(board: Board, track: TrackRule, tracks: list[int], first: int, second: int,
                  edge: int, colours: str) -> tuple[list[Cell], list[Cell]]:
    """Lay ``colours`` on cells ``first`` and ``second`` (neighbours across ``edge``)
    and add what they score to ``tracks``: the first half's lines, the second half's,
    then every pyramid the tile leaves, one by one. Returns the cells that got a
    pyramid and the cells whose pyramid was moved away (now dead)."""
    area = board.area
    rules = board.rules
    colour_index = rules.colour_index
    first_colour, second_colour = colours[0], colours[1]
    towards = area.edge_direction[edge]
    back = (towards + len(area.shape.directions) // 2) % len(area.shape.directions)
    skip_first, skip_second = (towards, back) if first < second else (back, towards)
    gain_first = board.line_points(first, first_colour, skip_first)
    gain_second = board.line_points(second, second_colour, skip_second)
    isolated = board.place(first, second, first_colour, second_colour)
    for colour, gain in ((first_colour, gain_first), (second_colour, gain_second)):
        index = colour_index[colour]
        tracks[index] = track.add(tracks[index], gain)
    pyramids: list[Cell] = []
    moved: list[Cell] = []
    for cell in isolated if rules.pyramids else ():
        left = board.put_pyramid(cell)
        pyramids.append(area.cells[cell])
        if left is not None:
            moved.append(area.cells[left])
        gains = [0] * len(rules.colours)
        for colour in board.neighbour_colours(cell):
            gains[colour_index[colour]] += 1
        for index, gain in enumerate(gains):
            if gain:
                tracks[index] = track.add(tracks[index], gain)
    return pyramids, moved
