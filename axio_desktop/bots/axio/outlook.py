"""What a board offers the next placements: each kind of tile's best placement on it,
valued by a seat's need, and what a rack (partly known, partly still to be drawn)
can expect to make of those.

`hard` asks one question of the board its placement leaves: what can the next
player expect to make of it? `expert` asks it of sixty boards that differ from
the board now by one tile each, so `Offers` answers it from the board now and
values again only the placements near the new tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import comb

from ...engine.axio import AxioView
from ...engine.axio.board import Board
from ...engine.axio.preview import gains_by_placement
from .judgement import gain_value, track_values


class _Worth:
    """What a placement's gains are worth to one seat's tracks by need; most
    placements repeat a handful of gains, so each is valued once."""

    __slots__ = ("known", "track", "tracks", "values")

    def __init__(self, view: AxioView, values: Sequence[float], tracks: Sequence[int]) -> None:
        self.track = view.track
        self.values = values
        self.tracks = tracks
        self.known: dict[tuple[int, ...], float] = {}

    def __call__(self, gains: list[int]) -> float:
        key = tuple(gains)
        value = self.known.get(key)
        if value is None:
            value = self.known[key] = gain_value(self.track, self.values, self.tracks, gains)
        return value


@dataclass(frozen=True, slots=True)
class Outlook:
    """Per kind of tile (``rules.tile_codes`` order), the value of its best placement
    on one board for each seat asked about (``best[i][kind]``; 0.0 where it has none)."""

    best: tuple[tuple[float, ...], ...]


def outlook(view: AxioView, board: Board, askers: Sequence[tuple[Sequence[int], bool]],
            codes: Sequence[str]) -> Outlook:
    """The best placement of each kind in ``codes`` on ``board`` for each asker, given
    as (tracks, started): valued by those tracks' need; an asker that has not
    started yet must touch an untouched printed space."""
    rules = view.rules
    values = track_values(view.track)
    kinds = rules.kind_of_colours
    best = [[0.0] * len(rules.tile_codes) for _ in askers]
    groups: dict[bool, list[int]] = {}
    for index, (_tracks, started) in enumerate(askers):
        groups.setdefault(started, []).append(index)
    for started, members in groups.items() if codes else ():
        edges = board.open_edges if started else board.first_edges()
        judged = [(best[index], _Worth(view, values, askers[index][0])) for index in members]
        for _a, _b, colours, gains in gains_by_placement(board, edges, codes):
            kind = kinds[colours]
            for row, worth in judged:
                row[kind] = max(row[kind], worth(gains))
    return Outlook(tuple(tuple(row) for row in best))


class Offers:
    """What one board offers one seat that has started, kind by kind, and what the
    board after one more tile offers them, cheaply: a tile changes the points only of
    placements near it (on the empty cells where the lines through its halves end,
    and within two steps of it where pyramids are in play). Gives the same values as
    `outlook` for that seat."""

    def __init__(self, view: AxioView, board: Board, tracks: Sequence[int],
                 codes: Sequence[str]) -> None:
        self.view = view
        self.codes = codes
        self._value = _Worth(view, track_values(view.track), tracks)
        area = board.area
        self._ends = area.edges
        kinds = view.rules.kind_of_colours
        ranked: list[list[tuple[float, int]]] = [[] for _ in view.rules.tile_codes]
        edge_of = area.edge_of
        for a, b, colours, gains in gains_by_placement(board, board.open_edges, codes):
            ranked[kinds[colours]].append((self._value(gains), edge_of[(a, b)]))
        for row in ranked:
            row.sort(reverse=True)
        self._ranked = ranked

    def after(self, board: Board, a: int, b: int) -> tuple[float, ...]:
        """Per kind, the value of the best placement on ``board``: this board with a
        tile laid on cells ``a`` and ``b``."""
        near = _changed_cells(board, a, b)
        ends = self._ends
        best = []
        for row in self._ranked:
            found = 0.0
            for value, edge in row:
                first, second = ends[edge]
                if first not in near and second not in near:
                    found = value
                    break
            best.append(found)
        area = board.area
        edges = sorted({edge for cell in near for edge in area.cell_edges[cell]
                        if board.is_open(edge)})
        kinds = self.view.rules.kind_of_colours
        for _a, _b, colours, gains in gains_by_placement(board, edges, self.codes):
            kind = kinds[colours]
            best[kind] = max(best[kind], self._value(gains))
        return tuple(best)


def _changed_cells(board: Board, a: int, b: int) -> set[int]:
    """The cells where a placement scores differently since a tile was laid on ``a``
    and ``b`` (a superset): the two cells, the first empty cell past the run of each
    half's colour in every direction, and, where pyramids are in play, every cell
    within two steps (isolating a space depends on its neighbours' neighbours)."""
    area = board.area
    cells = board.cells
    near = {a, b}
    for placed in (a, b):
        colour = cells[placed]
        for ray in area.rays[placed]:
            for other in ray:
                if cells[other] != colour:
                    near.add(other)
                    break
    if board.rules.pyramids:
        ring = {beside for placed in (a, b) for beside in area.neighbours[placed]}
        near |= ring
        near |= {beside for cell in ring for beside in area.neighbours[cell]}
    return near


def expected_reply(view: AxioView, values: Sequence[float], rack_size: int) -> float:
    """What a seat can expect from its best placement with ``rack_size`` tiles drawn
    from the tiles this view cannot see (``values`` per kind of tile)."""
    counts = view.unseen_counts
    pool = sorted(((value, count) for value, count in zip(values, counts) if count),
                  reverse=True)
    return expected_maximum(pool, rack_size)


def expected_follow(view: AxioView, values: Sequence[float], kept: Sequence[str],
                    draws: int) -> float:
    """What our next placement can expect: the best of the tiles we keep (known) and
    ``draws`` tiles drawn from the tiles we cannot see."""
    kind_of = view.rules.kind_of_code
    known = max((values[kind_of[code]] for code in kept), default=None)
    if draws <= 0:
        return known if known is not None else 0.0
    counts = view.unseen_counts
    pool = [(value, count) for value, count in zip(values, counts) if count]
    if known is not None:
        pool = [(max(value, known), count) for value, count in pool]
    if not pool:
        return known if known is not None else 0.0
    pool.sort(reverse=True)
    return expected_maximum(pool, draws)


def expected_maximum(values_and_counts: Sequence[tuple[float, int]], drawn: int) -> float:
    """The expected largest value among ``drawn`` tiles drawn without replacement from a
    pool holding ``count`` tiles of each ``value`` (listed largest value first)."""
    total = sum(count for _, count in values_and_counts)
    drawn = min(drawn, total)
    if drawn <= 0:
        return 0.0
    every = comb(total, drawn)
    expected = 0.0
    above = 0
    for value, count in values_and_counts:
        none_above = comb(total - above, drawn) / every
        none_here_either = comb(total - above - count, drawn) / every
        expected += value * (none_above - none_here_either)
        above += count
    return expected
