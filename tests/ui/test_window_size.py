"""The first window fits the laptop it opens on, and opens next time at the size it
was left at (issue 21, "small screens and leftovers")."""

from __future__ import annotations

from pathlib import Path

import pygame
from driving import post

from axio_desktop.app import App, first_window_size
from axio_desktop.userdata import Settings


def test_the_first_window_fits_the_desktop_with_room_for_title_bar_and_taskbar() -> None:
    assert first_window_size([(1366, 768)], None) == (1280, 648)
    assert first_window_size([(1920, 1080)], None) == (1280, 800)
    assert first_window_size([(1024, 600)], None) == (1024, 600), "never below the layout"
    assert first_window_size([], None) == (1280, 800)


def test_a_remembered_size_comes_back_fitted_to_the_desktop() -> None:
    assert first_window_size([(1920, 1080)], (1600, 900)) == (1600, 900)
    assert first_window_size([(1366, 768)], (1600, 900)) == (1286, 648)


def test_the_window_opens_at_the_size_it_was_left_at(data_dir: Path) -> None:
    app = App(data_dir=data_dir)
    post(pygame.VIDEORESIZE, size=(1100, 640), w=1100, h=640)
    app.step(2)
    app.close()
    assert Settings.load()[0].window_size == (1100, 640)
    again = App(data_dir=data_dir)
    try:
        assert again.size == first_window_size(pygame.display.get_desktop_sizes(), (1100, 640))
    finally:
        again.close()
