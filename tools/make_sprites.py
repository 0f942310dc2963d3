"""Write the game's art as SVG sprites into ``sprites/`` (or OUT_DIR).

Every colour comes from ``axio_desktop/ui/core/palette.py`` and every cell outline from
the boards' own geometry, so a colour or a shape changed there changes the sprites once
this script runs again; it writes the same bytes every time (the pseudo-random grain
of the board plate has a fixed seed), and a test checks that the committed sprites are
what it writes. pygame-ce draws them at any pixel size (``load_sized_svg``).

The sprites, one world unit (a board cell) 100 SVG units wide:
- ``symbol-R`` .. ``symbol-Y``: each colour's own shape (circle, triangle, square,
  diamond, star, cross) with a light outline;
- ``tile-square-0``/``-90`` and ``tile-hex-0``/``-60``/``-120``: the body of an AXIO and
  an AXIO Hex tile lying that way (the angle from its first half to its second), one
  piece with a rim lit from the top left and a groove between its halves;
- ``rota-tile``, ``rota-quarter``, ``rota-quarter-empty``: AXIO Rota's tile body and the
  black (or empty) quarter circle of its top left corner, reaching the tile's edges;
- ``cell-square-0``..``-3``, ``cell-hex-0``..``-3``: a recessed empty cell of the
  innermost play area, the next rings, and (3) outside the game's play area;
- ``inlay``: a printed space's enamel disc, its symbol drawn on it; ``pyramid``;
- ``plate``: the board plate's texture, seamless, laid edge to edge of the board area;
- ``felt``: AXIO Rota's table cloth, seamless, laid the same way (both in ``sprite_svg``);
- ``icon``: the program's icon, a tile of AXIO Rota with four symbols.

Run: python tools/make_sprites.py [OUT_DIR]
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from axio_desktop.engine.axio.geometry import HEX, SQUARE
from axio_desktop.ui.axio.geometry import CellLayout, cell_layout
from axio_desktop.ui.core import palette
from axio_desktop.ui.core.palette import Rgb
from axio_desktop.ui.core.symbols import shape_points

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling, however it is run
from sprite_svg import (
    colour,
    darker,
    felt,
    gradient,
    lighter,
    number,
    plate,
    points,
    svg,
)

OUT = Path(__file__).resolve().parents[1] / "sprites"
UNIT = 100
"""SVG units in a world unit (a board cell)."""
GAP = 3.0
"""Units between a piece's outline and its cells' outline (the board shows between)."""
RIM = 7.0
"""How wide a tile's lit rim is, in units."""

Point = tuple[float, float]


def offset(polygon: Sequence[Point], distance: float) -> list[Point]:
    """``polygon`` (clockwise on screen) moved ``distance`` inwards, its corners mitred."""
    count = len(polygon)
    lines = []
    for index in range(count):
        (ax, ay), (bx, by) = polygon[index], polygon[(index + 1) % count]
        length = math.hypot(bx - ax, by - ay)
        nx, ny = -(by - ay) / length, (bx - ax) / length  # inwards, y down, clockwise
        lines.append(((ax + nx * distance, ay + ny * distance), (bx - ax, by - ay)))
    moved = []
    for index in range(count):
        (p, r), (q, s) = lines[index - 1], lines[index]
        cross = r[0] * s[1] - r[1] * s[0]
        if abs(cross) < 1e-9:  # a corner on a straight side (a seam's end)
            moved.append(q)
            continue
        t = ((q[0] - p[0]) * s[1] - (q[1] - p[1]) * s[0]) / cross
        moved.append((p[0] + r[0] * t, p[1] + r[1] * t))
    return moved


def union(first: list[Point], second: list[Point]) -> tuple[list[Point], tuple[int, int]]:
    """The outline of two neighbouring cells (clockwise outlines sharing a side) and
    where in it the shared side's ends lie."""
    def key(point: Point) -> tuple[float, float]:
        return (round(point[0], 6), round(point[1], 6))

    shared = {key(p) for p in first} & {key(p) for p in second}
    count = len(first)
    start = next(i for i in range(count)
                 if key(first[i]) in shared and key(first[(i + 1) % count]) not in shared)
    outline = [first[start]]
    index = start
    while True:
        index = (index + 1) % count
        outline.append(first[index])
        if key(first[index]) in shared:
            break
    seam_end = len(outline) - 1
    keys = [key(p) for p in second]
    index = keys.index(key(first[index]))
    while True:
        index = (index + 1) % len(second)
        if keys[index] in shared:
            break
        outline.append(second[index])
    return outline, (0, seam_end)


def framed(outlines: Sequence[Sequence[Point]]) -> tuple[float, float, Point]:
    """Width and height (units) of the box around ``outlines`` (world units), and its corner."""
    xs = [x for outline in outlines for x, _ in outline]
    ys = [y for outline in outlines for _, y in outline]
    return ((max(xs) - min(xs)) * UNIT, (max(ys) - min(ys)) * UNIT, (min(xs), min(ys)))


def in_units(outline: Sequence[Point], corner: Point) -> list[Point]:
    return [((x - corner[0]) * UNIT, (y - corner[1]) * UNIT) for x, y in outline]


def tile_body(layout: CellLayout, step: tuple[int, int]) -> str:
    """An AXIO tile on the cells (0, 0) and ``step``: one body, a lit rim, a groove."""
    first, second = layout.outline((0, 0)), layout.outline(step)
    width, height, corner = framed([first, second])
    outline, (seam_a, seam_b) = union(in_units(first, corner), in_units(second, corner))
    outer = offset(outline, GAP)
    face = offset(outline, GAP + RIM)
    groove = (face[seam_a], face[seam_b])
    light = (groove[0][0] + 1.2, groove[0][1] + 1.2), (groove[1][0] + 1.2, groove[1][1] + 1.2)

    def body() -> Iterator[str]:
        yield "<defs>"
        yield gradient("rim", palette.TILE_LIGHT, darker(palette.TILE_EDGE, 0.15))
        yield gradient("face", lighter(palette.TILE_FACE, 0.35), darker(palette.TILE_FACE, 0.04))
        yield "</defs>"
        yield (f'<polygon points="{points(outer)}" fill="url(#rim)" '
               f'stroke="{colour(darker(palette.TILE_EDGE, 0.35))}" stroke-width="1.2" '
               'stroke-linejoin="round"/>')
        yield f'<polygon points="{points(face)}" fill="url(#face)"/>'
        for (a, b), ink in ((groove, palette.TILE_SEAM), (light, palette.TILE_LIGHT)):
            yield (f'<line x1="{number(a[0])}" y1="{number(a[1])}" x2="{number(b[0])}" '
                   f'y2="{number(b[1])}" stroke="{colour(ink)}" stroke-width="1.8" '
                   'stroke-linecap="round"/>')

    return svg(width, height, body())


def cell(layout: CellLayout, fill: Rgb) -> str:
    """An empty cell sunk into the plate: its top left side in shade, its bottom right lit."""
    outline = layout.outline((0, 0))
    width, height, corner = framed([outline])
    units = in_units(outline, corner)
    outer, floor = offset(units, 1.5), offset(units, 6.0)

    def body() -> Iterator[str]:
        yield "<defs>"
        yield gradient("wall", darker(fill, 0.55), lighter(fill, 0.25))
        yield gradient("floor", darker(fill, 0.08), lighter(fill, 0.06))
        yield "</defs>"
        yield f'<polygon points="{points(outer)}" fill="url(#wall)"/>'
        yield f'<polygon points="{points(floor)}" fill="url(#floor)"/>'

    return svg(width, height, body())


def symbol(code: str) -> str:
    """``code``'s shape as the tiles show it: filled, outlined in near white."""
    outline = colour(palette.SYMBOL_OUTLINE)
    fill = colour(palette.SYMBOL_RGB[code])
    edge = colour(darker(palette.SYMBOL_RGB[code], 0.35))

    def body() -> Iterator[str]:
        shape = shape_points(code, (50, 50), 40)
        if not shape:
            yield f'<circle cx="50" cy="50" r="40" fill="{outline}"/>'
            yield f'<circle cx="50" cy="50" r="33" fill="{fill}" stroke="{edge}" stroke-width="1.5"/>'
            return
        yield (f'<polygon points="{points(shape)}" fill="{outline}" stroke="{outline}" '
               'stroke-width="7" stroke-linejoin="round"/>')
        inner = [(50 + (x - 50) * 0.9, 50 + (y - 50) * 0.9) for x, y in shape]
        yield (f'<polygon points="{points(inner)}" fill="{fill}" '
               f'stroke="{edge}" stroke-width="1.5" stroke-linejoin="round"/>')

    return svg(100, 100, body())


def rota_tile() -> str:
    """AXIO Rota's tile body: square, its rim lit from the top left, edge to edge."""
    def body() -> Iterator[str]:
        yield "<defs>"
        yield gradient("rim", palette.TILE_LIGHT, darker(palette.TILE_EDGE, 0.1))
        yield gradient("face", lighter(palette.TILE_FACE, 0.3), darker(palette.TILE_FACE, 0.03))
        yield "</defs>"
        yield (f'<rect x="0.6" y="0.6" width="98.8" height="98.8" rx="2" fill="url(#rim)" '
               f'stroke="{colour(darker(palette.TILE_EDGE, 0.3))}" stroke-width="1.2"/>')
        yield '<rect x="5" y="5" width="90" height="90" fill="url(#face)"/>'

    return svg(100, 100, body())


def rota_quarter(empty: bool) -> str:
    """The quarter circle in a Rota tile's top left corner, reaching both edges, so four
    tiles meeting at a point show one whole circle."""
    radius = 40

    def body() -> Iterator[str]:
        arc = f"M0,0 L{radius},0 A{radius},{radius} 0 0 1 0,{radius} Z"
        if empty:
            yield f'<path d="{arc}" fill="{colour(palette.EMPTY_CORNER)}"/>'
            yield (f'<path d="M{radius - 2},0 A{radius - 2},{radius - 2} 0 0 1 0,{radius - 2}" '
                   f'fill="none" stroke="{colour(palette.EMPTY_CORNER_LINE)}" stroke-width="2" '
                   'stroke-dasharray="5 4"/>')
            return
        yield "<defs>"
        yield (f'<radialGradient id="sheen" cx="0" cy="0" r="{radius}" '
               'gradientUnits="userSpaceOnUse">'
               f'<stop offset="0.6" stop-color="{colour(palette.CIRCLE)}"/>'
               f'<stop offset="1" stop-color="{colour(lighter(palette.CIRCLE, 0.14))}"/>'
               "</radialGradient>")
        yield "</defs>"
        yield f'<path d="{arc}" fill="url(#sheen)"/>'

    return svg(radius, radius, body())


def inlay() -> str:
    """A printed space: an enamel disc set into the plate with a brass ring."""
    def body() -> Iterator[str]:
        yield "<defs>"
        yield gradient("ring", lighter(palette.INLAY_RING, 0.35), darker(palette.INLAY_RING, 0.4))
        yield gradient("enamel", darker(palette.INLAY, 0.3), lighter(palette.INLAY, 0.12))
        yield "</defs>"
        yield '<circle cx="50" cy="50" r="42" fill="url(#ring)"/>'
        yield '<circle cx="50" cy="50" r="37" fill="url(#enamel)"/>'

    return svg(100, 100, body())


def pyramid() -> str:
    """A pyramid seen from above, lit from the top left, with its shadow."""
    low, high, apex = 20.0, 80.0, (47.0, 47.0)
    corners = [(low, low), (high, low), (high, high), (low, high)]

    def body() -> Iterator[str]:
        shade = colour(palette.SHADOW)
        for spread, opacity in ((7, 0.12), (4, 0.18), (1.5, 0.25)):
            yield (f'<rect x="{number(low + 4 - spread)}" y="{number(low + 6 - spread)}" '
                   f'width="{number(high - low + 2 * spread)}" '
                   f'height="{number(high - low + 2 * spread)}" rx="{number(spread + 2)}" '
                   f'fill="{shade}" fill-opacity="{opacity}"/>')
        for index, fill in enumerate(palette.SANDSTONE):
            face = [corners[index], corners[(index + 1) % 4], apex]
            yield f'<polygon points="{points(face)}" fill="{colour(fill)}"/>'
        yield (f'<polygon points="{points(corners)}" fill="none" '
               f'stroke="{colour(palette.SANDSTONE_EDGE)}" stroke-width="1.5"/>')
        for x, y in corners:
            yield (f'<line x1="{number(x)}" y1="{number(y)}" x2="{number(apex[0])}" '
                   f'y2="{number(apex[1])}" stroke="{colour(palette.SANDSTONE_EDGE)}" '
                   'stroke-width="0.8" stroke-opacity="0.6"/>')

    return svg(100, 100, body())


def icon() -> str:
    """The program's icon: a tile of AXIO Rota, four black quarters and four symbols."""
    def body() -> Iterator[str]:
        yield "<defs>"
        yield gradient("rim", palette.TILE_LIGHT, darker(palette.TILE_EDGE, 0.1))
        yield gradient("face", lighter(palette.TILE_FACE, 0.3), darker(palette.TILE_FACE, 0.03))
        yield "</defs>"
        yield '<rect x="2" y="2" width="96" height="96" rx="9" fill="url(#rim)"/>'
        yield '<rect x="7" y="7" width="86" height="86" rx="5" fill="url(#face)"/>'
        ink = colour(palette.CIRCLE)
        yield (f'<path d="M2,11 A9,9 0 0 1 11,2 L42,2 A40,40 0 0 1 2,42 Z" fill="{ink}"/>')
        yield (f'<path d="M98,11 A9,9 0 0 0 89,2 L58,2 A40,40 0 0 0 98,42 Z" fill="{ink}"/>')
        yield (f'<path d="M98,89 A9,9 0 0 1 89,98 L58,98 A40,40 0 0 1 98,58 Z" fill="{ink}"/>')
        yield (f'<path d="M2,89 A9,9 0 0 0 11,98 L42,98 A40,40 0 0 0 2,58 Z" fill="{ink}"/>')
        for code, (cx, cy) in zip("RGBO", ((16, 16), (84, 16), (84, 84), (16, 84))):
            shape = shape_points(code, (cx, cy), 10)
            outline = colour(palette.SYMBOL_OUTLINE)
            fill = colour(palette.SYMBOL_RGB[code])
            if not shape:
                yield f'<circle cx="{cx}" cy="{cy}" r="10" fill="{outline}"/>'
                yield f'<circle cx="{cx}" cy="{cy}" r="8" fill="{fill}"/>'
                continue
            yield (f'<polygon points="{points(shape)}" fill="{outline}" stroke="{outline}" '
                   'stroke-width="2.4" stroke-linejoin="round"/>')
            inner = [(cx + (x - cx) * 0.88, cy + (y - cy) * 0.88) for x, y in shape]
            yield f'<polygon points="{points(inner)}" fill="{fill}"/>'

    return svg(100, 100, body())


def sprites() -> dict[str, str]:
    """Every sprite's SVG text by its name (the file is ``NAME.svg``)."""
    made: dict[str, str] = {}
    for code in palette.SYMBOL_RGB:
        made[f"symbol-{code}"] = symbol(code)
    layouts: tuple[tuple[CellLayout, tuple[tuple[int, int], ...]], ...] = (
        (cell_layout(SQUARE), ((1, 0), (0, 1))),
        (cell_layout(HEX), ((1, 0), (0, 1), (1, -1))),
    )
    for layout, steps in layouts:
        kind = layout.kind
        for step in steps:
            made[f"tile-{kind}-{layout.tile_angle(step)}"] = tile_body(layout, step)
        for ring, fill in enumerate((*palette.CELL_FILLS, palette.CELL_OUTSIDE)):
            made[f"cell-{kind}-{ring}"] = cell(layout, fill)
    made["rota-tile"] = rota_tile()
    made["rota-quarter"] = rota_quarter(empty=False)
    made["rota-quarter-empty"] = rota_quarter(empty=True)
    made["inlay"] = inlay()
    made["pyramid"] = pyramid()
    made["plate"] = plate()
    made["felt"] = felt()
    made["icon"] = icon()
    return made


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in sprites().items():
        path = folder / f"{name}.svg"
        path.write_text(text, encoding="utf-8", newline="\n")
        written.append(path)
    return written


def main(arguments: Sequence[str]) -> int:
    folder = Path(arguments[0]) if arguments else OUT
    written = write(folder)
    print(f"wrote {len(written)} sprites into {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
