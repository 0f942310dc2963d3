"""What a placement would do, before it is made: for hints, the UI's ghost and bots."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .board import DEAD, EMPTY, PYRAMID, Board
from .geometry import Cell
from .moves import Place
from .rules import track_rule


@dataclass(frozen=True, slots=True)
class Preview:
    """``half_points`` are what each half scores in its lines (before the cap);
    ``pyramids`` the spaces that would get a pyramid with each one's points per
    colour, ``moved`` the pyramids that would be moved there; ``points`` what would
    reach the tracks, ``scores`` the tracks afterwards, ``axio`` the colours that
    would reach 18, ``exchange_open`` whether the exchange option would open (when
    this is the turn's last placement)."""

    place: Place
    half_points: tuple[int, int]
    pyramids: tuple[tuple[Cell, tuple[int, ...]], ...]
    moved: tuple[Cell, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]
    axio: tuple[str, ...]
    exchange_open: bool

    @property
    def total(self) -> int:
        return sum(self.points)


def preview_placement(
    board: Board,
    tracks: tuple[int, ...],
    players: int,
    place: Place,
    *,
    rack_after: tuple[str, ...],
    bag_size: int,
    bonus_after: int,
) -> Preview:
    """The `Preview` of a legal ``place`` for a mover with ``tracks``."""
    area = board.area
    rules = board.rules
    colour_index = rules.colour_index
    first, second = area.index[place.cells[0]], area.index[place.cells[1]]
    first_colour, second_colour = place.colours[0], place.colours[1]
    towards = area.direction(first, second)
    half = len(area.shape.directions) // 2
    gain_first = board.line_points(first, first_colour, towards)
    gain_second = board.line_points(second, second_colour, (towards + half) % (2 * half))
    track = track_rule(players)
    after = list(tracks)
    after[colour_index[first_colour]] = track.add(after[colour_index[first_colour]], gain_first)
    after[colour_index[second_colour]] = track.add(after[colour_index[second_colour]], gain_second)

    pyramids: list[tuple[Cell, tuple[int, ...]]] = []
    moved: list[Cell] = []
    if rules.pyramids:
        placed = {first: first_colour, second: second_colour}
        oldest = iter(board.pyramids)
        left = board.pyramids_left
        for cell in board.would_isolate(first, second):
            gains = [0] * len(rules.colours)
            for beside in area.neighbours[cell]:
                content = placed.get(beside, board.cells[beside])
                if content not in (EMPTY, PYRAMID, DEAD):
                    gains[colour_index[content]] += 1
            for index, gain in enumerate(gains):
                if gain:
                    after[index] = track.add(after[index], gain)
            pyramids.append((area.cells[cell], tuple(gains)))
            if left:
                left -= 1
            else:
                moved.append(area.cells[next(oldest)])

    axio = () if players == 1 else tuple(
        colour for colour, before, now in zip(rules.colours, tracks, after)
        if track.reached_cap(before, now)
    )
    low = min(after)
    lowest = {colour for colour, value in zip(rules.colours, after) if value == low}
    exchange_open = (
        players > 1 and bag_size > 0 and not bonus_after and not axio
        and not any(code[0] in lowest or code[1] in lowest for code in rack_after)
    )
    return Preview(
        place=place,
        half_points=(gain_first, gain_second),
        pyramids=tuple(pyramids),
        moved=tuple(moved),
        points=tuple(now - before for before, now in zip(tracks, after)),
        scores=tuple(after),
        axio=axio,
        exchange_open=exchange_open,
    )


def gains_by_placement(
    board: Board, edges: Sequence[int], codes: Sequence[str]
) -> Iterator[tuple[int, int, str, list[int]]]:
    """Every placement of each kind of tile in ``codes`` on each of ``edges``, both ways
    round: (first cell, second cell, colours, points per colour before the cap, lines
    and pyramids together). The same scoring as a placement, with each cell's lines
    read once per colour, for bots that weigh every placement."""
    area = board.area
    rules = board.rules
    colour_index = rules.colour_index
    colours = len(rules.colours)
    kinds = sorted(set(codes))
    half = len(area.shape.directions) // 2
    cells = board.cells
    pyramids = bool(rules.pyramids)
    for edge in edges:
        a, b = area.edges[edge]
        towards = area.edge_direction[edge]
        back = (towards + half) % (2 * half)
        lines_a: dict[str, int] = {}
        lines_b: dict[str, int] = {}
        isolated = board.would_isolate(a, b) if pyramids else []
        base = [0] * colours
        touches: list[tuple[bool, bool]] = []
        for cell in isolated:
            near = area.neighbours[cell]
            for beside in near:
                content = cells[beside]
                if beside != a and beside != b and content not in (EMPTY, PYRAMID, DEAD):
                    base[colour_index[content]] += 1
            touches.append((a in near, b in near))
        for code in kinds:
            for first_colour, second_colour in ((code[0], code[1]), (code[1], code[0])):
                if first_colour not in lines_a:
                    lines_a[first_colour] = board.line_points(a, first_colour, towards)
                if second_colour not in lines_b:
                    lines_b[second_colour] = board.line_points(b, second_colour, back)
                gains = base.copy()
                gains[colour_index[first_colour]] += lines_a[first_colour]
                gains[colour_index[second_colour]] += lines_b[second_colour]
                for touches_a, touches_b in touches:
                    gains[colour_index[first_colour]] += touches_a
                    gains[colour_index[second_colour]] += touches_b
                yield a, b, first_colour + second_colour, gains
                if code[0] == code[1]:
                    break
