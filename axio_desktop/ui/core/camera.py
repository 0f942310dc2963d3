"""The view onto the display: which cell is where on screen, at which zoom."""

from __future__ import annotations

import math

Cell = tuple[int, int]
"""A grid cell (x, y) of the board the camera looks at."""

ZOOM_STEP = 1.18
MIN_CELL = 28
MAX_CELL = 180
DEFAULT_CELL = 96
GLIDE_RATE = 7.0
"""How fast the view glides to its goal (share of the way per second)."""


def snap_size(size: float) -> int:
    """The nearest zoom step, so tile faces are drawn for a few sizes only."""
    steps = round(math.log(size / DEFAULT_CELL, ZOOM_STEP))
    return max(MIN_CELL, min(MAX_CELL, round(DEFAULT_CELL * ZOOM_STEP**steps)))


class Camera:
    """Maps cells to screen pixels inside a viewport rectangle.

    ``centre`` is the world point (in cells) shown at the viewport's centre;
    ``cell`` is the side of a cell in pixels: one of the zoom steps, or the size at
    which what `fit` shows fills the viewport.
    """

    def __init__(self, viewport: tuple[int, int, int, int]) -> None:
        self.viewport = viewport
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
        self.cell = self.zoomed(steps)
        after = self.to_world(anchor)
        self.centre = (self.centre[0] + before[0] - after[0], self.centre[1] + before[1] - after[1])

    def zoomed(self, steps: int) -> int:
        """The cell's size after zooming by ``steps``."""
        return snap_size(self.cell * ZOOM_STEP**steps)

    def fit(self, bounds: tuple[int, int, int, int], margin: float = 1.6) -> None:
        """Centre on the cells ``bounds`` (min x, min y, max x, max y) and zoom so that
        they and ``margin`` cells around them fill the viewport, without zooming in past
        a step above the default."""
        _, _, w, h = self.viewport
        self.cell = _fitting_size(bounds, margin, w, h)
        self.goal = None
        self.centre = self.centre_of(bounds)

    def reveal(self, cell: Cell, margin: float = 0.6) -> None:
        """Pan the least needed so that ``cell`` (with a margin) is in the viewport."""
        self.goal = None
        self.centre = self.revealing(cell, margin)

    def revealing(self, cell: Cell, margin: float = 0.6) -> tuple[float, float]:
        """The centre `reveal` would pan to."""
        _, _, w, h = self.viewport
        half_w = w / 2 / self.cell - margin
        half_h = h / 2 / self.cell - margin
        cx, cy = self.centre
        left, top = cell[0], cell[1]
        right, bottom = cell[0] + 1, cell[1] + 1
        if half_w > 0.5:
            cx = min(max(cx, right - half_w), left + half_w)
        if half_h > 0.5:
            cy = min(max(cy, bottom - half_h), top + half_h)
        return (cx, cy)

    def fits(self, bounds: tuple[int, int, int, int], margin: float = 1.0) -> bool:
        """Whether the cells ``bounds`` and ``margin`` cells around them fit at this zoom."""
        min_x, min_y, max_x, max_y = bounds
        _, _, w, h = self.viewport
        return ((max_x - min_x + 1 + 2 * margin) * self.cell <= w
                and (max_y - min_y + 1 + 2 * margin) * self.cell <= h)

    def centre_of(self, bounds: tuple[int, int, int, int]) -> tuple[float, float]:
        """The centre that shows ``bounds`` in the middle of the viewport."""
        min_x, min_y, max_x, max_y = bounds
        return ((min_x + max_x + 1) / 2, (min_y + max_y + 1) / 2)

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
    """The largest size (at most a step above the default, at least the smallest step)
    at which ``bounds`` and ``margin`` cells around them fit into ``width`` x ``height``
    pixels."""
    min_x, min_y, max_x, max_y = bounds
    span_x = max_x - min_x + 1 + 2 * margin
    span_y = max_y - min_y + 1 + 2 * margin
    return max(MIN_CELL, min(math.floor(width / span_x), math.floor(height / span_y),
                             round(DEFAULT_CELL * ZOOM_STEP)))
