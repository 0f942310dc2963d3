"""The render caches' mechanism: results kept while their pixels fit a byte budget."""

from __future__ import annotations

import pygame
import pytest

from axio_desktop.ui.core.surface_cache import CachedDrawing, pixel_bytes, surface_cache
from axio_desktop.ui.core.theme import forget_fonts, text

SIDE = 16
SQUARE = SIDE * SIDE * 4
"""The bytes of one 16x16 surface with alpha."""


def counting_squares(budget: int) -> tuple[CachedDrawing[[str], pygame.Surface], list[str]]:
    """A cache of 16x16 squares holding ``budget`` bytes, and the names it drew."""
    drawn: list[str] = []

    @surface_cache(max_bytes=budget)
    def square(name: str) -> pygame.Surface:
        drawn.append(name)
        return pygame.Surface((SIDE, SIDE), pygame.SRCALPHA)

    return square, drawn


def test_a_hit_returns_the_same_surface_without_drawing_again() -> None:
    square, drawn = counting_squares(10 * SQUARE)
    first = square("a")
    assert square("a") is first
    assert drawn == ["a"]
    info = square.cache_info()
    assert (info.entries, info.bytes, info.max_bytes) == (1, SQUARE, 10 * SQUARE)


def test_pixels_past_the_budget_forget_the_least_recently_used() -> None:
    square, drawn = counting_squares(3 * SQUARE)
    for name in "abc":
        square(name)
    square("a")  # now b is the least recently used
    square("d")
    assert square.cache_info().entries == 3
    assert square.cache_info().bytes == 3 * SQUARE
    square("a")
    square("c")
    square("d")
    assert drawn == ["a", "b", "c", "d"]
    square("b")
    assert drawn == ["a", "b", "c", "d", "b"]


def test_the_budget_counts_bytes_not_entries() -> None:
    drawn: list[int] = []

    @surface_cache(max_bytes=40_000)
    def block(side: int) -> pygame.Surface:
        drawn.append(side)
        return pygame.Surface((side, side), pygame.SRCALPHA)

    for side in range(1, 31):  # 30 small squares: 9,455 pixels, 37,820 bytes
        block(side)
    assert block.cache_info().entries == 30
    block(90)  # 32,400 bytes more: the squares up to 28 pixels wide must go
    info = block.cache_info()
    assert (info.entries, info.bytes) == (3, (29 * 29 + 30 * 30 + 90 * 90) * 4)
    for side in (29, 30, 90):
        block(side)
    assert drawn == [*range(1, 31), 90]
    block(28)
    assert drawn[-1] == 28


def test_a_result_larger_than_the_budget_is_still_kept_alone() -> None:
    square, drawn = counting_squares(SQUARE // 2)
    square("a")
    square("a")
    square("b")
    assert drawn == ["a", "b"]
    assert square.cache_info().entries == 1


def test_clear_forgets_everything() -> None:
    square, drawn = counting_squares(10 * SQUARE)
    first = square("a")
    square.cache_clear()
    assert square.cache_info().entries == 0
    assert square.cache_info().bytes == 0
    assert square("a") is not first
    assert drawn == ["a", "a"]


def test_keyword_and_positional_calls_are_kept_apart() -> None:
    calls: list[tuple[int, int]] = []

    @surface_cache(max_bytes=10 * SQUARE)
    def cell(side: int, alpha: int = 255) -> pygame.Surface:
        calls.append((side, alpha))
        surface = pygame.Surface((side, side), pygame.SRCALPHA)
        surface.fill((0, 0, 0, alpha))
        return surface

    assert cell(4, alpha=9) is cell(4, alpha=9)
    assert cell(4, 9) is not cell(4, alpha=9)
    assert cell(4, alpha=9).get_at((0, 0)).a == 9
    assert calls == [(4, 9), (4, 9)]


def test_results_weigh_the_surfaces_they_hold() -> None:
    surface = pygame.Surface((10, 3), pygame.SRCALPHA)
    assert pixel_bytes(surface) == surface.get_pitch() * 3 >= 120
    assert pixel_bytes((surface, 7)) == pixel_bytes(surface)
    assert pixel_bytes(None) == 0


def test_the_cached_function_keeps_its_docstring() -> None:
    assert text.__doc__ is not None and text.__doc__.startswith("A rendered line of text")


def test_no_budget_is_refused() -> None:
    with pytest.raises(ValueError, match="budget above 0 bytes, not 0"):
        surface_cache(max_bytes=0)(lambda: pygame.Surface((1, 1)))


def test_forgetting_the_fonts_empties_the_text_cache() -> None:
    pygame.font.init()
    text("Hallo", 14)
    assert text.cache_info().entries >= 1
    forget_fonts()
    assert text.cache_info().entries == 0
