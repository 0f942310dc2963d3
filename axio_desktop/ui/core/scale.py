"""The interface's size: one factor that the table's fonts, panels and hit areas are
drawn with together (`px`), from the player's setting (100 to 200 %) and the window's
own scale on a high-DPI screen where SDL reports one.

The factor is capped so that the layout, counted in unscaled pixels, never gets
smaller than a 1024x600 window: a small window shows the interface as big as it fits,
not bigger.
"""

from __future__ import annotations

import pygame

LEAST_LOGICAL = (1024, 600)
"""The smallest window the layouts are made for, in unscaled pixels."""
SCALES = (100, 125, 150, 175, 200)
"""The interface sizes the Settings screen offers, in percent."""

_factor = 1.0


def fitted_factor(percent: int, window: tuple[int, int], window_scale: float = 1.0) -> float:
    """The factor a ``window`` (its size in pixels) draws with for the setting
    ``percent`` and the window's own scale: never below 1, and never so big that the
    window is smaller than `LEAST_LOGICAL` in unscaled pixels."""
    wanted = percent / 100 * max(1.0, window_scale)
    fits = min(window[0] / LEAST_LOGICAL[0], window[1] / LEAST_LOGICAL[1])
    return max(1.0, min(wanted, fits))


def window_scale(window: pygame.Surface) -> float:
    """The ``window``'s own scale where SDL reports one: its pixels per point on a
    high-DPI screen (1 elsewhere)."""
    points = pygame.display.get_window_size()
    return window.get_width() / points[0] if points[0] > 0 else 1.0


def set_factor(factor: float) -> None:
    global _factor
    _factor = factor


def factor() -> float:
    """The factor the interface is drawn with now."""
    return _factor


def px(length: int) -> int:
    """``length`` unscaled pixels at the interface's size."""
    return round(length * _factor)
