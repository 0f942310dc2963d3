"""The view onto the display: zoom steps, zooming toward the pointer, fitting, revealing."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from axio_desktop.ui.core.camera import MAX_CELL, MIN_CELL, Camera

VIEWPORT = (0, 48, 900, 752)


@given(st.integers(-6, 6), st.tuples(st.integers(0, 899), st.integers(48, 799)))
def test_zooming_keeps_the_point_under_the_pointer(steps: int, anchor: tuple[int, int]) -> None:
    camera = Camera(VIEWPORT)
    before = camera.to_world(anchor)
    camera.zoom(steps, anchor)
    after = camera.to_world(anchor)
    assert MIN_CELL <= camera.cell <= MAX_CELL
    assert abs(before[0] - after[0]) < 1e-9 and abs(before[1] - after[1]) < 1e-9


@given(st.integers(-20, 5), st.integers(-20, 5), st.integers(0, 12), st.integers(0, 12))
def test_fit_shows_every_cell(x: int, y: int, wide: int, high: int) -> None:
    camera = Camera(VIEWPORT, covered=(240, 200))
    camera.fit((x, y, x + wide, y + high))
    left, top = camera.to_screen((x, y))
    right, bottom = camera.to_screen((x + wide + 1, y + high + 1))
    assert 0 <= left and right <= 900 and 48 <= top and bottom <= 800


def test_reveal_pans_only_as_far_as_needed() -> None:
    camera = Camera(VIEWPORT)
    camera.reveal((1, 1))
    assert camera.centre == (1.0, 1.0), "a cell in view does not move the view"
    camera.reveal((20, 1))
    x, _ = camera.to_screen((21, 1))
    assert x <= 900 and x > 800


COVERED = (240, 200)


def covered_corner() -> tuple[int, int, int, int]:
    """The panel's rectangle on screen: left, top, right, bottom."""
    x, y, _, h = VIEWPORT
    return (x, y + h - COVERED[1], x + COVERED[0], y + h)


def overlaps_the_panel(camera: Camera, cell: tuple[int, int]) -> bool:
    left, top, right, bottom = covered_corner()
    cx, cy, size, _ = camera.cell_rect(cell)
    return cx < right and cx + size > left and cy < bottom and cy + size > top


@given(st.integers(-20, 5), st.integers(-20, 5), st.integers(0, 12), st.integers(0, 12))
def test_a_display_that_fits_clear_of_the_panel_is_shown_clear_of_it(
    x: int, y: int, wide: int, high: int
) -> None:
    camera = Camera(VIEWPORT, covered=COVERED)
    bounds = (x, y, x + wide, y + high)
    camera.fit(bounds)
    if camera.fits(bounds, uncovered=True, margin=1.6):
        cells = [(cx, cy) for cx in range(x, x + wide + 1) for cy in range(y, y + high + 1)]
        assert not any(overlaps_the_panel(camera, cell) for cell in cells)


def test_a_display_too_tall_to_sit_above_the_panel_sits_beside_it() -> None:
    camera = Camera(VIEWPORT, covered=COVERED)
    camera.cell = 64
    bounds = (0, 0, 6, 8)  # 9 rows and a margin: 704 px, more than the 552 above the panel
    assert camera.fits(bounds, uncovered=True)
    camera.centre = camera.centre_of(bounds)
    left, _ = camera.to_screen((0, 0))
    assert left >= COVERED[0]
    assert not any(overlaps_the_panel(camera, (0, row)) for row in range(9))
