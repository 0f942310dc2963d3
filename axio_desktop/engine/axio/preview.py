"""What a placement would do, before it is made: for hints, the UI's ghost and bots."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .board import DEAD, EMPTY, PYRAMID, Board
from .geometry import Cell
from .moves import Place
from .rules import track_rule
from .scoring import axio_colours, bonus_lost, exchange_opens, lay_and_score, wins_at_once


@dataclass(frozen=True, slots=True)
class Preview:
    """``half_points`` are what each half scores in its lines (before the cap);
    ``pyramids`` the spaces that would get a pyramid with each one's points per
    colour, ``moved`` the pyramids that would be moved there; ``points`` what would
    reach the tracks, ``scores`` the tracks afterwards, ``axio`` the colours that
    would reach 18, ``exchange_open`` whether the exchange option would open after
    it: the turn's placing is over (no bonus placement owed, or every one owed lost
    to an empty rack or a full board) and the exchange rule lets the mover."""

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
    """The `Preview` of a legal ``place`` for a mover with ``tracks``, who holds
    ``rack_after`` once it is made and owes ``bonus_after`` bonus placements after it:
    the engine's own scoring, dry (`scoring.lay_and_score`)."""
    area = board.area
    rules = board.rules
    first, second = area.index[place.cells[0]], area.index[place.cells[1]]
    track = track_rule(players)
    after = list(tracks)
    half_points, laid = lay_and_score(board, track, after, first, second,
                                      area.edge_of[(first, second)], place.colours, dry=True)
    axio = axio_colours(track, rules.colours, tracks, after, players)
    owed = bonus_after + len(axio)
    exchange_open = (
        (not owed or bonus_lost(owed, len(rack_after), board.room_after(first, second)))
        and not wins_at_once(after, players)
        and exchange_opens(players, bag_size, rules.colour_index, after, rack_after)
    )
    return Preview(
        place=place,
        half_points=half_points,
        pyramids=tuple(zip([area.cells[cell] for cell in laid.pyramids], laid.pyramid_points)),
        moved=tuple([area.cells[cell] for cell in laid.moved]),
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
    opposite = area.opposite
    cells = board.cells
    pyramids = bool(rules.pyramids)
    for edge in edges:
        a, b = area.edges[edge]
        towards = area.edge_direction[edge]
        back = opposite[towards]
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
