"""The colours of the game's art, in one place: the drawing code (`theme`, the boards)
and ``tools/make_sprites.py``, which writes the SVG sprites in ``sprites/``, both read
them, so a colour changed here changes the sprites once they are made again.

Pure values: no pygame, so the sprite script and the tests can read it anywhere.
"""

from __future__ import annotations

from typing import Final

Rgb = tuple[int, int, int]

SYMBOL_RGB: Final[dict[str, Rgb]] = {
    "R": (232, 52, 60),
    "G": (60, 190, 90),
    "B": (60, 130, 255),
    "O": (255, 150, 30),
    "P": (185, 95, 235),
    "Y": (236, 206, 40),
}
"""Each colour also has its own shape (see `symbols`), so colour vision is not needed.
Yellow is AXIO Hex's sixth colour."""
SYMBOL_OUTLINE: Final[Rgb] = (250, 250, 250)

TABLE: Final[Rgb] = (34, 58, 52)
"""The felt AXIO Rota's display lies on (the ``felt`` sprite's cloth)."""
TABLE_LINE: Final[Rgb] = (46, 74, 66)
"""The lit side of a line inlaid in the felt through the grid points."""
TABLE_GROOVE: Final[Rgb] = (24, 42, 37)
"""The shaded side of that line."""
RAIL: Final[Rgb] = (66, 46, 32)
"""The wooden rail round AXIO Rota's felt that names the columns and rows."""
RAIL_LIGHT: Final[Rgb] = (112, 84, 58)
"""The rail's edge the light catches."""
RAIL_DARK: Final[Rgb] = (36, 24, 16)
RAIL_TEXT: Final[Rgb] = (228, 214, 186)

TILE_FACE: Final[Rgb] = (238, 232, 218)
"""A tile's ivory face."""
TILE_EDGE: Final[Rgb] = (150, 140, 120)
"""A tile's rim where the light does not reach (its lit side is `TILE_LIGHT`)."""
TILE_LIGHT: Final[Rgb] = (255, 252, 242)
TILE_SEAM: Final[Rgb] = (176, 164, 140)
"""The groove between an AXIO tile's two halves."""
CIRCLE: Final[Rgb] = (16, 16, 18)
"""AXIO Rota's black corner quarters."""
EMPTY_CORNER: Final[Rgb] = (206, 198, 182)
EMPTY_CORNER_LINE: Final[Rgb] = (150, 142, 126)

PLATE: Final[Rgb] = (34, 44, 56)
"""The AXIO board's plate, from edge to edge of the board area."""
CELL_FILLS: Final[tuple[Rgb, Rgb, Rgb]] = ((82, 104, 124), (70, 90, 108), (60, 78, 94))
"""Recessed cells of the innermost play area, the next ring, the outermost ring."""
CELL_OUTSIDE: Final[Rgb] = (44, 54, 66)
"""A cell outside this game's play area (fewer players use a smaller area)."""
INLAY: Final[Rgb] = (22, 28, 34)
"""The enamel of a printed space, its symbol inlaid on it."""
INLAY_RING: Final[Rgb] = (176, 150, 96)
SANDSTONE: Final[tuple[Rgb, Rgb, Rgb, Rgb]] = ((236, 214, 160), (206, 178, 118),
                                               (160, 130, 80), (190, 160, 102))
"""A pyramid's four faces seen from above (top, right, bottom, left): lit from the top left."""
SANDSTONE_EDGE: Final[Rgb] = (120, 96, 58)
SHADOW: Final[Rgb] = (8, 10, 14)
