"""A fast solo game for playouts: the board, our tracks, and what a half of each colour
would score on each empty cell, kept up to date as tiles are laid.

A half scores the cells of its colour in unbroken lines from its cell, in every
direction but towards its other half — and that direction starts at an empty cell
(the other half's), so it never scores anyway. What a half of colour c scores on
cell x is therefore a property of the cell alone (`Playout.lines`), and a tile laid
changes it only for the few empty cells at the ends of the lines through its two
cells. A playout step then looks only at the cells where the tile's colours score
(`hot`) and, when none does, lays the tile where it spoils least.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ...engine.axio.board import EMPTY, PYRAMID, Board
from ...engine.axio.scoring import add_points
from ...engine.tracks import TrackRule


def samples_for(work: int, candidates: int, placements_left: int, least: int, most: int
                ) -> int:
    """How many samples (bag orders, deals) a planner plays its candidates out on: as
    many as about ``work`` tile placements buy, within ``least`` and ``most``. The
    count follows the position alone, so the play does too."""
    per_sample = max(1, candidates * max(1, placements_left))
    return max(least, min(most, work // per_sample))


@lru_cache(maxsize=8)
def gain_tables(track: TrackRule, values: tuple[float, ...], longest: int
                ) -> tuple[tuple[float, ...], ...]:
    """``[before][points]``: what ``points`` line points (0..``longest``; a half
    counts at most 18) add to the worth of a track standing at ``before``."""
    return tuple(
        tuple(values[track.add(before, min(points, 18))] - values[before]
              for points in range(longest + 1))
        for before in range(len(values)))


class Playout:
    """One solo game in progress, for playouts: lay tiles with `lay`, choose with `greedy`."""

    __slots__ = ("board", "colour_index", "gains", "hot", "lines", "track", "tracks")

    def __init__(self, board: Board, tracks: Sequence[int], track: TrackRule,
                 values: Sequence[float]) -> None:
        self.board = board
        self.tracks = list(tracks)
        self.track = track
        self.colour_index = board.rules.colour_index
        self.gains = gain_tables(track, tuple(values), len(board.cells))
        colours = len(self.colour_index)
        self.lines: list[list[int]] = [[0] * colours for _ in board.cells]
        self.hot: list[set[int]] = [set() for _ in range(colours)]
        for cell, content in enumerate(board.cells):
            if content == EMPTY:
                self._measure(cell)

    def copy(self) -> Playout:
        twin = Playout.__new__(Playout)
        twin.board = self.board.copy()
        twin.tracks = self.tracks.copy()
        twin.track = self.track
        twin.colour_index = self.colour_index
        twin.gains = self.gains
        twin.lines = [row.copy() for row in self.lines]
        twin.hot = [cells.copy() for cells in self.hot]
        return twin

    def _measure(self, cell: int) -> None:
        """Work out again what a half of each colour would score on empty ``cell``."""
        cells = self.board.cells
        index = self.colour_index
        self._forget(cell)
        row = self.lines[cell]
        for ray in self.board.area.rays[cell]:
            if ray:
                content = cells[ray[0]]
                kind = index.get(content)
                if kind is not None:
                    run = 0
                    for other in ray:
                        if cells[other] != content:
                            break
                        run += 1
                    row[kind] += run
                    self.hot[kind].add(cell)

    def _forget(self, cell: int) -> None:
        """No colour scores on ``cell`` (it is covered, or about to be measured again)."""
        row = self.lines[cell]
        for kind, points in enumerate(row):
            if points:
                row[kind] = 0
                self.hot[kind].discard(cell)

    def lay(self, a: int, b: int, colours: str) -> None:
        """Lay a tile (``colours[0]`` on ``a``) and score it as the engine does
        (`Board.lay`, `scoring.add_points`), each half's lines read from the table."""
        board = self.board
        index = self.colour_index
        first, second = index[colours[0]], index[colours[1]]
        first_points, second_points = self.lines[a][first], self.lines[b][second]
        laid = board.lay(a, b, colours[0], colours[1])
        self._forget(a)
        self._forget(b)
        cells = board.cells
        rays = board.area.rays
        for cell in (a, b):
            content = cells[cell]
            for ray in rays[cell]:
                for other in ray:
                    if cells[other] != content:
                        if cells[other] == EMPTY:
                            self._measure(other)
                        break
        for cell in laid.pyramids:
            self._forget(cell)
        add_points(self.track, self.tracks, first, first_points, second, second_points, laid)

    def gain_table(self, colour: int) -> Sequence[float]:
        """What 0, 1, 2, ... points on ``colour`` add to its track's worth now."""
        return self.gains[self.tracks[colour]]

    def greedy(self, code: str) -> tuple[int, int, str] | None:
        """The placement of tile ``code`` whose line points are worth most by need
        (pyramids aside); when no placement scores, one on cells where no colour
        scores, in the corner of the board where tiles already lie thickest."""
        board = self.board
        area = board.area
        cells = board.cells
        index = self.colour_index
        first, second = index[code[0]], index[code[1]]
        lines = self.lines
        table_first = self.gain_table(first)
        table_second = self.gain_table(second)
        best: tuple[int, int, str] | None = None
        best_value = 0.0
        edges_of = area.cell_edges
        pairs = area.edges
        for cell in self.hot[first] | self.hot[second]:
            for edge in edges_of[cell]:
                a, b = pairs[edge]
                if cells[a] != EMPTY or cells[b] != EMPTY:
                    continue
                line_a, line_b = lines[a], lines[b]
                value = table_first[line_a[first]] + table_second[line_b[second]]
                if value > best_value:
                    best_value, best = value, (a, b, code)
                if second != first:
                    value = table_second[line_a[second]] + table_first[line_b[first]]
                    if value > best_value:
                        best_value, best = value, (a, b, code[1] + code[0])
        if best is not None:
            return best
        return self.quiet(code)

    def best_of(self, rack: Sequence[str]) -> tuple[int, int, str] | None:
        """`greedy` over a rack: the placement of any of its tiles whose line points
        are worth most by need, else a quiet one of its first tile.

        Each colour's scoring cells are walked from the most worth down, and a walk
        stops once its cell plus the best the other half could add cannot beat the
        best found, so only a few cells are looked at."""
        cells = self.board.cells
        neighbours = self.board.area.neighbours
        index = self.colour_index
        lines = self.lines
        gains = self.gains
        tracks = self.tracks
        kinds = sorted({kind for code in set(rack) for kind in (index[code[0]], index[code[1]])})
        worth: dict[int, dict[int, float]] = {}
        ranked: dict[int, list[tuple[float, int]]] = {}
        for kind in kinds:
            table = gains[tracks[kind]]
            scored = {cell: table[lines[cell][kind]] for cell in self.hot[kind]}
            worth[kind] = scored
            ranked[kind] = sorted(((value, cell) for cell, value in scored.items()),
                                  reverse=True)
        best: tuple[int, int, str] | None = None
        best_value = 0.0
        for code in sorted(set(rack)):
            for one, other in ((code[0], code[1]), (code[1], code[0])):
                there = worth[index[other]]
                top_there = ranked[index[other]][0][0] if ranked[index[other]] else 0.0
                for value, cell in ranked[index[one]]:
                    if value + top_there <= best_value:
                        break
                    for beside in neighbours[cell]:
                        if cells[beside] == EMPTY:
                            total = value + there.get(beside, 0.0)
                            if total > best_value:
                                best_value, best = total, (cell, beside, one + other)
                if one == other:
                    break
        return best if best is not None else self.quiet(rack[0])

    def first_of(self, rack: Sequence[str]) -> tuple[int, int, str] | None:
        """`best_of` for a seat's first placement, which must lie beside a printed
        space no tile touches yet (the engine's `Board.first_edges`): of those
        placements of any tile of ``rack``, the one whose line points are worth most by
        need (the first found among equals); None where there is none."""
        pairs = self.board.area.edges
        lines = self.lines
        gains = self.gains
        tracks = self.tracks
        index = self.colour_index
        best: tuple[int, int, str] | None = None
        best_value = -1.0
        for edge in self.board.first_edges():
            a, b = pairs[edge]
            for code in sorted(set(rack)):
                for colours in (code, code[::-1]) if code[0] != code[1] else (code,):
                    first, second = index[colours[0]], index[colours[1]]
                    value = (gains[tracks[first]][lines[a][first]]
                             + gains[tracks[second]][lines[b][second]])
                    if value > best_value:
                        best_value, best = value, (a, b, colours)
        return best

    def quiet(self, code: str) -> tuple[int, int, str] | None:
        """A placement that scores nothing and spoils least: both cells cold (no
        colour scores there), the one with the fewest empty neighbours."""
        board = self.board
        open_edges = board.open_edges
        if not open_edges:
            return None
        lines = self.lines
        pairs = board.area.edges
        neighbours = board.area.neighbours
        cells = board.cells
        best_edge = open_edges[0]
        best_crowd = -1
        for edge in open_edges:
            a, b = pairs[edge]
            if any(lines[a]) or any(lines[b]):
                continue
            crowd = sum(1 for n in neighbours[a] if cells[n] != EMPTY and cells[n] != PYRAMID)
            crowd += sum(1 for n in neighbours[b] if cells[n] != EMPTY and cells[n] != PYRAMID)
            if crowd > best_crowd:
                best_crowd, best_edge = crowd, edge
        a, b = pairs[best_edge]
        return a, b, code
