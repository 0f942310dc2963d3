"""Drawing the display: the felt it lies on with the grid inlaid, tiles, open cells, the
last move, the drag ghost and its points, and the rulers that name the columns and rows
in view (a wooden rail along the felt's top and left).

The renderer knows nothing of turns or scenes: a scene (the game, later a rules page
with drawn examples) says what to show in a `BoardPicture` and the renderer paints it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...engine.rota import COLOURS, Cell, Colour, Display, PlacementPreview
from ...engine.rota.geometry import START_CENTRE, column_name, row_name
from ...engine.rota.tiles import EMPTY, is_colour
from ..core.camera import Camera
from ..core.palette import (
    INLAY_RING,
    RAIL,
    RAIL_DARK,
    RAIL_LIGHT,
    RAIL_TEXT,
    TABLE_GROOVE,
    TABLE_LINE,
)
from ..core.scale import px
from ..core.texture import lay_texture
from ..core.theme import (
    ACCENT,
    BAD,
    GOOD,
    PANEL,
    SYMBOL_RGB,
    TEXT,
    TEXT_DIM,
    Rgb,
    font,
    text,
)
from ..core.turning import Turning, blit_turned
from .tile_art import CORNER_POSITIONS, cell_marker, ghost_face, tile_face, tile_shadow
from .tile_layer import TileLayer

LIFT_GROWTH = 1.06
"""How much larger a tile held above the display is drawn."""

PREPARED_A_FRAME = 3
"""Tiles a frame adds to the layer one zoom step out (some 0.3 ms at 1920x1080)."""

TRACK_COLOURS = "".join(COLOURS)
"""AXIO Rota's colours in track order, as the shared drawing takes them."""

RULER_WIDTH = 36
"""The ruler left of the display, naming the rows (wide enough for ``S12``), in unscaled
pixels."""
RULER_HEIGHT = 20
"""The ruler above the display, naming the columns, in unscaled pixels."""
RULER_FILL = RAIL
RAIL_SHADE = (150, 150, 150)
"""What the rail's shadow on the felt multiplies the felt's colour by."""


def badge_width(size: int) -> int:
    """The width of a corner's points badge on a tile ``size`` pixels wide."""
    return max(16, size // 4)


def badge_radius(size: int) -> int:
    """How far that badge, ringed, reaches from the tile's corner (Cancel and Confirm
    keep clear of it)."""
    return badge_width(size) // 2 + 2


def ruled(board: pygame.Rect) -> pygame.Rect:
    """What is left of ``board`` for the display once the rulers run along its top and
    its left: the camera's viewport, so that a ruler never covers a tile."""
    width, height = px(RULER_WIDTH), px(RULER_HEIGHT)
    return pygame.Rect(board.x + width, board.y + height, board.width - width,
                       board.height - height)


@dataclass(frozen=True, slots=True)
class Ghost:
    """The tile being placed: where it would go and what it would score there.

    ``preview`` is the engine's answer for a legal cell (None on an illegal one);
    ``name`` the colour named so far for an empty corner; ``solid`` draws it as a
    tentatively placed tile rather than a see-through drag preview.
    """

    corners: str
    cell: Cell
    legal: bool
    preview: PlacementPreview | None = None
    name: Colour | None = None
    solid: bool = False
    show_points: bool = True


@dataclass(frozen=True, slots=True)
class BoardPicture:
    """Everything the board shows in one frame."""

    display: Display
    open_cells: tuple[Cell, ...] = ()
    last_move: Cell | None = None
    last_colour: Rgb = ACCENT
    ghost: Ghost | None = None
    cursor: Cell | None = None
    turning: Turning | None = None
    """The tile in hand (the ghost, or the floating one) turning into the way it lies."""
    floating: tuple[str, tuple[float, float]] | None = None
    """A tile in flight (corners, centre in screen pixels): dragged off the grid or a bot's move."""
    coordinates: bool = False
    """Whether the rulers name the columns and rows in view; they lie outside the
    camera's viewport, in the room `ruled` leaves."""


class BoardRenderer:
    """Paints a `BoardPicture` through a `Camera` into the camera's viewport."""

    def __init__(self) -> None:
        self.tiles = TileLayer()
        """The display's shadows and tiles, kept while the camera glides (some 50 blits a
        frame otherwise); a placement adds its tile to it."""

    def draw(self, surface: pygame.Surface, camera: Camera, picture: BoardPicture) -> None:
        viewport = pygame.Rect(camera.viewport)
        previous_clip = surface.get_clip()
        surface.set_clip(viewport)
        lay_texture(surface, viewport, camera.to_screen((0, 0)), "felt")
        self._grid(surface, camera, viewport)
        if len(picture.display):
            tiles = tuple(picture.display)
            origin, layer = self.tiles.of(camera.cell, tiles)
            x, y = camera.to_screen(origin)
            surface.blit(layer, (round(x), round(y)))
            self.tiles.prepare(camera.zoomed(-1), tiles, PREPARED_A_FRAME)
        size = camera.cell
        open_marker = cell_marker(size, GOOD, 46)
        open_edge = cell_marker(size, GOOD, 120, max(1, size // 32))
        for cell in picture.open_cells:
            x, y, _, _ = camera.cell_rect(cell)
            surface.blit(open_marker, (x, y))
            surface.blit(open_edge, (x, y))
        if picture.last_move is not None:
            x, y, _, _ = camera.cell_rect(picture.last_move)
            pygame.draw.rect(
                surface,
                picture.last_colour,
                (x - 2, y - 2, size + 4, size + 4),
                max(2, size // 24),
                border_radius=4,
            )
        if picture.cursor is not None:
            x, y, _, _ = camera.cell_rect(picture.cursor)
            surface.blit(cell_marker(size, ACCENT, 230, max(2, size // 20)), (x, y))
        if picture.ghost is not None:
            self._ghost(surface, camera, picture.ghost, picture.turning)
        if picture.floating is not None:
            corners, (cx, cy) = picture.floating
            lifted = round(size * LIFT_GROWTH)
            shadow, (dx, dy) = tile_shadow(lifted, lifted=True)
            corner = (cx - lifted / 2, cy - lifted / 2)
            surface.blit(shadow, (round(corner[0] + dx), round(corner[1] + dy)))
            blit_turned(surface, tile_face(corners, lifted), corner, picture.turning)
        surface.set_clip(previous_clip)
        if picture.coordinates:
            draw_rulers(surface, camera)

    def _grid(self, surface: pygame.Surface, camera: Camera, viewport: pygame.Rect) -> None:
        """Lines inlaid in the felt through the grid points, a shaded side and a lit one,
        so empty table still shows the cells without drawing them."""
        left, top = camera.to_world(viewport.topleft)
        right, bottom = camera.to_world(viewport.bottomright)
        for gx in range(int(left), int(right) + 2):
            sx = round(camera.to_screen((gx, 0))[0])
            pygame.draw.line(surface, TABLE_GROOVE, (sx, viewport.top), (sx, viewport.bottom))
            pygame.draw.line(surface, TABLE_LINE, (sx + 1, viewport.top),
                             (sx + 1, viewport.bottom))
        for gy in range(int(top), int(bottom) + 2):
            sy = round(camera.to_screen((0, gy))[1])
            pygame.draw.line(surface, TABLE_GROOVE, (viewport.left, sy), (viewport.right, sy))
            pygame.draw.line(surface, TABLE_LINE, (viewport.left, sy + 1),
                             (viewport.right, sy + 1))

    def _ghost(self, surface: pygame.Surface, camera: Camera, ghost: Ghost,
               turning: Turning | None) -> None:
        size = camera.cell
        x, y, _, _ = camera.cell_rect(ghost.cell)
        face = tile_face(ghost.corners, size) if ghost.solid else ghost_face(ghost.corners, size)
        blit_turned(surface, face, (x, y), turning)
        if turning is not None and turning.degrees:
            return  # the outline and points once it lies
        outline = ACCENT if ghost.solid else (GOOD if ghost.legal else BAD)
        pygame.draw.rect(
            surface,
            outline,
            (x - 2, y - 2, size + 4, size + 4),
            max(2, size // 22),
            border_radius=4,
        )
        if not ghost.legal:
            inset = size // 4
            width = max(3, size // 14)
            pygame.draw.line(
                surface, BAD, (x + inset, y + inset), (x + size - inset, y + size - inset), width
            )
            pygame.draw.line(
                surface, BAD, (x + size - inset, y + inset), (x + inset, y + size - inset), width
            )
            return
        if ghost.preview is not None and ghost.show_points:
            self._corner_points(surface, x, y, size, ghost)

    def _corner_points(
        self, surface: pygame.Surface, x: int, y: int, size: int, ghost: Ghost
    ) -> None:
        """A badge on each corner that touches the display: what that corner scores."""
        assert ghost.preview is not None
        radius = badge_radius(size)
        font_size = max(11, badge_width(size) * 2 // 3)
        for corner in ghost.preview.corners:
            if not corner.touches:
                continue
            cx, cy = CORNER_POSITIONS[corner.corner]
            centre = (x + cx * size, y + cy * size)
            if corner.needs_name and ghost.name is None:
                label, colour = "?", ACCENT
            else:
                gained = corner.points(ghost.name)
                shown = ghost.name if corner.symbol == EMPTY else corner.symbol
                label = f"+{gained}" if gained else "0"
                colour = SYMBOL_RGB[shown] if gained and is_colour(shown) else TEXT_DIM
            pygame.draw.circle(surface, PANEL, centre, radius)
            pygame.draw.circle(surface, colour, centre, radius, 2)
            label_surface = text(label, font_size, TEXT, True)
            surface.blit(label_surface, label_surface.get_rect(center=centre))


def draw_rulers(surface: pygame.Surface, camera: Camera) -> None:
    """Above the viewport each column's name, left of it each row's, centred on the
    cells in view, on a wooden rail that casts its shadow on the felt; a brass line marks
    where the names turn from west to east and from north to south (the middle of the
    start block)."""
    view = pygame.Rect(camera.viewport)
    height, width = px(RULER_HEIGHT), px(RULER_WIDTH)
    top = pygame.Rect(view.x, view.y - height, view.width, height)
    side = pygame.Rect(view.x - width, view.y - height, width, view.height + height)
    previous = surface.get_clip()
    _rail(surface, top, side, view)
    left, upper = camera.to_world(view.topleft)
    right, lower = camera.to_world(view.bottomright)
    middle_x, middle_y = camera.to_screen(START_CENTRE)
    size = px(13) if camera.cell >= 40 else px(11)
    columns = [column_name(x) for x in range(math.floor(left), math.floor(right) + 1)]
    widest = max(font(size, True).size(name)[0] for name in columns)
    marker = max(2, px(2))
    surface.set_clip(top)
    for x, name in enumerate(columns, start=math.floor(left)):
        if widest > camera.cell - 8 and int(name[1:]) % 2 == 0:
            continue  # too narrow for every name: the odd ones, the first on each side among them
        label = text(name, size, RAIL_TEXT, True)
        centre = camera.to_screen((x + 0.5, 0))[0]
        surface.blit(label, label.get_rect(center=(round(centre), top.centery)))
    pygame.draw.line(surface, INLAY_RING, (round(middle_x), top.y + px(3)),
                     (round(middle_x), top.bottom), marker)
    surface.set_clip(side.clip(pygame.Rect(side.x, view.y, side.width, view.height)))
    for y in range(math.floor(upper), math.floor(lower) + 1):
        label = text(row_name(y), size, RAIL_TEXT, True)
        centre = camera.to_screen((0, y + 0.5))[1]
        surface.blit(label, label.get_rect(center=(side.centerx, round(centre))))
    pygame.draw.line(surface, INLAY_RING, (side.x + px(3), round(middle_y)),
                     (side.right, round(middle_y)), marker)
    surface.set_clip(previous)


def _rail(surface: pygame.Surface, top: pygame.Rect, side: pygame.Rect,
          view: pygame.Rect) -> None:
    """The rail along the felt's top (``top``) and left (``side``): lit on its outer
    edges, a dark lip where it meets the felt, and its shadow on the felt below and to
    the right (the felt's grain darkened, not covered)."""
    edge = max(1, px(1))
    for strip in (top, side):
        surface.fill(RAIL, strip)
    surface.fill(RAIL_LIGHT, (side.x, side.y, side.width + top.width, edge))
    surface.fill(RAIL_LIGHT, (side.x, side.y, edge, side.height))
    surface.fill(RAIL_DARK, (top.x, top.bottom - edge, top.width, edge))
    surface.fill(RAIL_DARK, (side.right - edge, view.y, edge, view.height))
    shade = max(2, px(3))
    surface.fill(RAIL_SHADE, (view.x, view.y, view.width, shade),
                 special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(RAIL_SHADE, (view.x, view.y + shade, shade, view.height - shade),
                 special_flags=pygame.BLEND_RGB_MULT)
