"""The solo high-score table as drawn: ten rows inside their panel at any height."""

from __future__ import annotations

import pygame
import pytest

from axio_desktop.ui.core.theme import ACCENT
from axio_desktop.ui.screens.solo_scene import draw_high_scores, rows_that_fit
from axio_desktop.userdata.highscores import HighScore

BACKGROUND = (255, 0, 255)
ENTRIES = tuple(
    HighScore.of((12 - index // 2, 12, 12, 12, 12), seed=100 + index, name=f"Player {index}")
    for index in range(10)
)


def test_rows_that_fit_keep_the_best_and_the_highlighted_one() -> None:
    assert rows_that_fit(10, 12, None) == list(range(10))
    assert rows_that_fit(10, 4, None) == [0, 1, 2, 3]
    assert rows_that_fit(10, 4, 2) == [0, 1, 2, 3]
    assert rows_that_fit(10, 4, 9) == [0, 1, 2, 9]
    assert rows_that_fit(0, 4, None) == []


@pytest.mark.parametrize("height", [150, 230, 278, 420])
def test_ten_rows_stay_inside_the_panel(height: int) -> None:
    pygame.font.init()
    surface = pygame.Surface((900, 600))
    surface.fill(BACKGROUND)
    box = pygame.Rect(50, 40, 800, height)
    draw_high_scores(surface, box, ENTRIES, highlight=9)
    outside = [
        (x, y)
        for y in range(box.bottom, 600, 2)
        for x in range(0, 900, 4)
        if surface.get_at((x, y))[:3] != BACKGROUND
    ]
    assert not outside, f"drawn below the panel at {outside[:3]}"
    accent = sum(
        1
        for y in range(box.top, box.bottom)
        for x in range(box.left, box.right, 3)
        if surface.get_at((x, y))[:3] == ACCENT
    )
    assert accent > 100, "the new entry's row is outlined even when the table is cut short"
