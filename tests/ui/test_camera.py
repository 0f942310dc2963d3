"""The view onto the display: zoom steps, zooming toward the pointer, fitting, revealing."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from axio_desktop.ui.core.camera import DEFAULT_CELL, MAX_CELL, MIN_CELL, ZOOM_STEP, Camera

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
def test_fit_shows_every_cell_and_fills_the_view(x: int, y: int, wide: int, high: int) -> None:
    camera = Camera(VIEWPORT)
    bounds = (x, y, x + wide, y + high)
    camera.fit(bounds)
    left, top = camera.to_screen((x, y))
    right, bottom = camera.to_screen((x + wide + 1, y + high + 1))
    assert 0 <= left and right <= 900 and 48 <= top and bottom <= 800
    if camera.cell < DEFAULT_CELL * ZOOM_STEP - 1:  # not held back by the largest fit
        camera.cell += 1
        assert not camera.fits(bounds, margin=1.6), "one pixel larger would not fit"


def test_reveal_pans_only_as_far_as_needed() -> None:
    camera = Camera(VIEWPORT)
    camera.reveal((1, 1))
    assert camera.centre == (1.0, 1.0), "a cell in view does not move the view"
    camera.reveal((20, 1))
    x, _ = camera.to_screen((21, 1))
    assert x <= 900 and x > 800
