"""The SVG writing `make_sprites` shares (colours, numbers, gradients), and the two
textures it writes: the AXIO board's plate and AXIO Rota's felt. Each texture is
seamless: whatever crosses its edge is drawn again on the opposite side, so laid side by
side it shows no joins; its pseudo-random grain has a fixed seed, so it is the same
bytes every time."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence

from axio_desktop.ui.core import palette
from axio_desktop.ui.core.palette import Rgb

TEXTURE_SIDE = 256
"""A texture's side in SVG units (the program draws it this many pixels large)."""

Point = tuple[float, float]


def colour(rgb: Rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def mix(rgb: Rgb, other: Rgb, share: float) -> Rgb:
    return (round(rgb[0] + (other[0] - rgb[0]) * share),
            round(rgb[1] + (other[1] - rgb[1]) * share),
            round(rgb[2] + (other[2] - rgb[2]) * share))


def lighter(rgb: Rgb, share: float) -> Rgb:
    return mix(rgb, (255, 255, 255), share)


def darker(rgb: Rgb, share: float) -> Rgb:
    return mix(rgb, (0, 0, 0), share)


def number(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def points(polygon: Sequence[Point]) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in polygon)


def svg(width: float, height: float, body: Iterator[str]) -> str:
    return "\n".join([
        (f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(width)}" '
        f'height="{number(height)}" viewBox="0 0 {number(width)} {number(height)}">'),
        *body, "</svg>", ""])


def gradient(name: str, start: Rgb, end: Rgb, reverse: bool = False) -> str:
    """A linear gradient across a shape from its top left (``start``) to its bottom right."""
    first, last = (end, start) if reverse else (start, end)
    return (f'<linearGradient id="{name}" x1="0%" y1="0%" x2="100%" y2="100%">'
            f'<stop offset="0" stop-color="{colour(first)}"/>'
            f'<stop offset="1" stop-color="{colour(last)}"/></linearGradient>')


def wrapped(x: float, y: float, reach: float) -> Iterator[Point]:
    """(x, y) and its copies a texture's side away on every side where something
    ``reach`` units around it crosses the texture's edge."""
    side = TEXTURE_SIDE
    for dx in (-side, 0, side):
        for dy in (-side, 0, side):
            sx, sy = x + dx, y + dy
            if -reach <= sx <= side + reach and -reach <= sy <= side + reach:
                yield sx, sy


def plate() -> str:
    """The board plate's grain: faint strokes and specks from a fixed seed."""
    chance = random.Random(43)
    side = TEXTURE_SIDE

    def body() -> Iterator[str]:
        yield f'<rect width="{side}" height="{side}" fill="{colour(palette.PLATE)}"/>'
        for _ in range(90):
            x, y = chance.uniform(0, side), chance.uniform(0, side)
            length, tilt = chance.uniform(20, 70), chance.uniform(-0.25, 0.25)
            ink = lighter(palette.PLATE, 0.08) if chance.random() < 0.5 else darker(palette.PLATE, 0.18)
            width = chance.uniform(0.6, 2.2)
            for dx in (-side, 0, side):
                for dy in (-side, 0, side):
                    sx, sy = x + dx, y + dy
                    ex, ey = sx + length, sy + length * tilt
                    if max(sx, ex) < 0 or min(sx, ex) > side or max(sy, ey) < 0 or min(sy, ey) > side:
                        continue
                    yield (f'<line x1="{number(sx)}" y1="{number(sy)}" x2="{number(ex)}" '
                           f'y2="{number(ey)}" stroke="{colour(ink)}" stroke-width="{number(width)}" '
                           'stroke-opacity="0.55" stroke-linecap="round"/>')

    return svg(side, side, body())


def felt() -> str:
    """AXIO Rota's table cloth: soft clouds where the nap lies lighter or darker, and
    many short fibres every way, light and dark, from a fixed seed."""
    chance = random.Random(1043)
    side = TEXTURE_SIDE
    base = palette.TABLE

    def body() -> Iterator[str]:
        clouds = [(chance.uniform(0, side), chance.uniform(0, side), chance.uniform(28, 64),
                   chance.random() < 0.5) for _ in range(12)]
        yield "<defs>"
        for name, ink in (("nap-light", lighter(base, 0.10)), ("nap-dark", darker(base, 0.22))):
            yield (f'<radialGradient id="{name}">'
                   f'<stop offset="0" stop-color="{colour(ink)}" stop-opacity="0.5"/>'
                   f'<stop offset="1" stop-color="{colour(ink)}" stop-opacity="0"/>'
                   "</radialGradient>")
        yield "</defs>"
        yield f'<rect width="{side}" height="{side}" fill="{colour(base)}"/>'
        for x, y, radius, light in clouds:
            for cx, cy in wrapped(x, y, radius):
                yield (f'<circle cx="{number(cx)}" cy="{number(cy)}" r="{number(radius)}" '
                       f'fill="url(#{"nap-light" if light else "nap-dark"})"/>')
        fibres: dict[tuple[bool, bool], list[str]] = {
            (light, faint): [] for light in (True, False) for faint in (True, False)}
        for _ in range(1400):
            x, y = chance.uniform(0, side), chance.uniform(0, side)
            length, angle = chance.uniform(1.5, 4.5), chance.uniform(0, math.pi)
            dx, dy = math.cos(angle) * length, math.sin(angle) * length
            group = fibres[(chance.random() < 0.45, chance.random() < 0.6)]
            for sx, sy in wrapped(x, y, length):
                group.append(f"M{number(sx)},{number(sy)}l{number(dx)},{number(dy)}")
        for (light, faint), moves in fibres.items():
            ink = lighter(base, 0.16) if light else darker(base, 0.35)
            yield (f'<path d="{"".join(moves)}" fill="none" stroke="{colour(ink)}" '
                   f'stroke-width="0.8" stroke-opacity="{0.3 if faint else 0.6}" '
                   'stroke-linecap="round"/>')

    return svg(side, side, body())
