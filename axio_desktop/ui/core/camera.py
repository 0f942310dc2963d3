"""The view onto the display: which cell is where on screen, at which zoom."""

from __future__ import annotations

import math
from typing import Literal

Cell = tuple[int, int]
"""A grid cell (x, y) of the board the camera looks at."""

ZOOM_STEP = 1.18
MIN_CELL = 28
MAX_CELL = 180
DEFAULT_CELL = 96
CLEARING_STEPS = 2
"""How many zoom steps smaller the view may get to show the display clear of the
covering panel (beyond that, the panel may cover part of it)."""
GLIDE_RATE = 7.0
"""How fast the view glides to its goal (share of the way per second)."""


def snap_size(size: float) -> int:
    """The nearest zoom step, so tile faces are drawn for a few sizes only."""
    steps = round(math.log(size / DEFAULT_CELL, ZOOM_STEP))
    return max(MIN_CELL, min(MAX_CELL, round(DEFAULT_CELL * ZOOM_STEP**steps)))


class Camera:
    """Maps cells to screen pixels inside a viewport rectangle.

    ``centre`` is the world point (in cells) shown at the viewport's centre;
    ``cell`` is the side of a cell in pixels, always one of the zoom steps.
    """

    def __init__(
        self, viewport: tuple[int, int, int, int], covered: tuple[int, int] = (0, 0)
    ) -> None:
        self.viewport = viewport
        self.covered = covered
        """Width and height of a panel over the viewport's bottom-left corner: fitting
        keeps the display above it or beside it, and `reveal` keeps cells above it."""
        self.centre = (1.0, 1.0)
        self.cell = DEFAULT_CELL
        self.goal: tuple[float, float] | None = None

    def to_screen(self, world: tuple[float, float]) -> tuple[float, float]:
        x, y, w, h = self.viewport
        return (
            x + w / 2 + (world[0] - self.centre[0]) * self.cell,
            y + h / 2 + (world[1] - self.centre[1]) * self.cell,
        )

    def to_world(self, point: tuple[float, float]) -> tuple[float, float]:
        x, y, w, h = self.viewport
        return (
            self.centre[0] + (point[0] - x - w / 2) / self.cell,
            self.centre[1] + (point[1] - y - h / 2) / self.cell,
        )

    def cell_at(self, point: tuple[float, float]) -> Cell:
        wx, wy = self.to_world(point)
        return (math.floor(wx), math.floor(wy))

    def cell_rect(self, cell: Cell) -> tuple[int, int, int, int]:
        sx, sy = self.to_screen(cell)
        return (round(sx), round(sy), self.cell, self.cell)

    def pan_pixels(self, dx: float, dy: float) -> None:
        """Move the picture by (dx, dy) pixels (dragging the table)."""
        self.goal = None
        self.centre = (self.centre[0] - dx / self.cell, self.centre[1] - dy / self.cell)

    def zoom(self, steps: int, anchor: tuple[float, float] | None = None) -> None:
        """Zoom by whole steps, keeping the world point under ``anchor`` in place."""
        self.goal = None
        if anchor is None:
            x, y, w, h = self.viewport
            anchor = (x + w / 2, y + h / 2)
        before = self.to_world(anchor)
        self.cell = snap_size(self.cell * ZOOM_STEP**steps)
        after = self.to_world(anchor)
        self.centre = (self.centre[0] + before[0] - after[0], self.centre[1] + before[1] - after[1])

    def fit(self, bounds: tuple[int, int, int, int], margin: float = 1.6) -> None:
        """Centre on the cells ``bounds`` (min x, min y, max x, max y) and zoom so that
        they and ``margin`` cells around them fit, without zooming in past the default:
        clear of the covering panel, unless that would make the cells much smaller."""
        _, _, w, h = self.viewport
        covered_w, covered_h = self.covered
        clear = max(
            _fitting_size(bounds, margin, w, h - covered_h),
            _fitting_size(bounds, margin, w - covered_w, h),
        )
        whole = _fitting_size(bounds, margin, w, h)
        uncovered = clear >= whole / ZOOM_STEP**CLEARING_STEPS
        self.cell = clear if uncovered else whole
        self.goal = None
        self.centre = self.centre_of(bounds, uncovered, margin)

    def reveal(self, cell: Cell, margin: float = 0.6) -> None:
        """Pan the least needed so that ``cell`` (with a margin) is in the viewport."""
        self.goal = None
        self.centre = self.revealing(cell, margin)

    def revealing(self, cell: Cell, margin: float = 0.6) -> tuple[float, float]:
        """The centre `reveal` would pan to."""
        _, _, w, h = self.viewport
        half_w = w / 2 / self.cell - margin
        half_h = h / 2 / self.cell - margin
        covered = self.covered[1] / self.cell
        cx, cy = self.centre
        left, top = cell[0], cell[1]
        right, bottom = cell[0] + 1, cell[1] + 1
        if half_w > 0.5:
            cx = min(max(cx, right - half_w), left + half_w)
        if half_h - covered / 2 > 0.5:
            cy = min(max(cy, bottom - half_h + covered), top + half_h)
        return (cx, cy)

    def fits(self, bounds: tuple[int, int, int, int], uncovered: bool, margin: float = 1.0) -> bool:
        """Whether the cells ``bounds`` and ``margin`` cells around them fit at this zoom
        (clear of the covering panel, above or beside it, if ``uncovered``)."""
        if uncovered:
            return self._clear_side(bounds, margin) is not None
        wide, high = self._extent(bounds, margin)
        _, _, w, h = self.viewport
        return wide <= w and high <= h

    def centre_of(
        self, bounds: tuple[int, int, int, int], uncovered: bool = True, margin: float = 1.0
    ) -> tuple[float, float]:
        """The centre that shows ``bounds`` in the middle of the viewport (if
        ``uncovered``, of the part above the covering panel or beside it, whichever
        holds them with ``margin`` cells around)."""
        min_x, min_y, max_x, max_y = bounds
        middle_x, middle_y = (min_x + max_x + 1) / 2, (min_y + max_y + 1) / 2
        side = self._clear_side(bounds, margin) if uncovered else None
        covered_w, covered_h = self.covered
        if side == "above":
            return (middle_x, middle_y + covered_h / 2 / self.cell)
        if side == "beside":
            return (middle_x - covered_w / 2 / self.cell, middle_y)
        return (middle_x, middle_y)

    def _extent(self, bounds: tuple[int, int, int, int], margin: float) -> tuple[float, float]:
        """Width and height in pixels of ``bounds`` and ``margin`` cells around them."""
        min_x, min_y, max_x, max_y = bounds
        return (
            (max_x - min_x + 1 + 2 * margin) * self.cell,
            (max_y - min_y + 1 + 2 * margin) * self.cell,
        )

    def _clear_side(
        self, bounds: tuple[int, int, int, int], margin: float
    ) -> Literal["above", "beside"] | None:
        """Where ``bounds`` fit clear of the covering panel at this zoom: "above" it,
        else "beside" it, else nowhere (None)."""
        wide, high = self._extent(bounds, margin)
        _, _, w, h = self.viewport
        covered_w, covered_h = self.covered
        if wide <= w and high <= h - covered_h:
            return "above"
        if wide <= w - covered_w and high <= h:
            return "beside"
        return None

    def glide(self, dt: float) -> None:
        """Move smoothly toward ``goal`` (set after a move); the player's own panning wins."""
        if self.goal is None:
            return
        share = min(1.0, dt * GLIDE_RATE)
        gx, gy = self.goal
        cx, cy = self.centre
        self.centre = (cx + (gx - cx) * share, cy + (gy - cy) * share)
        if abs(gx - self.centre[0]) + abs(gy - self.centre[1]) < 0.01:
            self.centre, self.goal = self.goal, None


def _fitting_size(bounds: tuple[int, int, int, int], margin: float, width: int, height: int) -> int:
    """The largest zoom step (at most one above the default) at which ``bounds`` and
    ``margin`` cells around them fit into ``width`` x ``height`` pixels."""
    min_x, min_y, max_x, max_y = bounds
    span_x = max_x - min_x + 1 + 2 * margin
    span_y = max_y - min_y + 1 + 2 * margin
    size = snap_size(min(width / span_x, height / span_y, DEFAULT_CELL * ZOOM_STEP))
    while size > MIN_CELL and (size * span_x > width or size * span_y > height):
        size = snap_size(size / ZOOM_STEP)
    return size
