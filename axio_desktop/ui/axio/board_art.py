"""The AXIO and AXIO Hex board drawn as the physical one, from values handed to it.

The board itself (cells, the play areas by player count, the printed spaces, the
tiles, pyramids and dead spaces) changes only when a placement is made, so it is
drawn once per zoom size and placement into a cached plate, with the cells' letters
and numbers around the play area when they are shown; each frame adds what moves: the
held tile's targets, the ghost with its points, the last placement, the keyboard
cursor and a tile in flight. Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...engine.axio.board import Board
from ...engine.axio.geometry import Cell, LineLabel, play_area
from ...engine.axio.moves import Place
from ...engine.axio.preview import Preview
from ..core.camera import Camera
from ..core.symbols import symbol_icon
from ..core.theme import ACCENT, BAD, GOOD, TABLE, TEXT, Rgb, text
from ..core.turning import Turning, blit_turned
from .geometry import CellLayout, Point, cell_layout
from .pieces import cell_polygon, draw_dead, draw_pyramid, draw_tile

PLATE = (30, 40, 50)
RING_FILLS: tuple[Rgb, Rgb, Rgb] = ((78, 100, 120), (66, 86, 104), (56, 74, 90))
"""Cells of the innermost play area, the next ring, the outermost ring."""
OUTSIDE = (38, 46, 54)
"""A cell outside this game's play area (fewer players use a smaller area)."""
GRID = (44, 58, 70)
PRINTED_DISC = (24, 30, 36)
LABEL_RGB = (182, 194, 206)
LABEL_GAP = 0.08
"""Cells between the play area's edge and the nearest ink of a cell's letter or number."""
PAD = 0.45
"""The plate's rim around the board's cells, in cells."""
LABELLED_PAD = 0.95
"""The rim when the letters and numbers go round the whole board (four players)."""


@dataclass(frozen=True, slots=True)
class Ghost:
    """The held tile shown where it would go: legal or not, with what it would score."""

    place: Place
    legal: bool
    preview: Preview | None
    show_points: bool


@dataclass(frozen=True, slots=True)
class AxioPicture:
    """Everything the board shows this frame."""

    board: Board
    tiles: tuple[Place, ...]
    targets: tuple[Cell, ...] = ()
    """Cells where the held tile's first half can go, turned as it is now."""
    ghost: Ghost | None = None
    last: tuple[Cell, ...] = ()
    last_colour: Rgb = ACCENT
    cursor: Cell | None = None
    floating: tuple[str, tuple[int, int], Point] | None = None
    """A tile off the board: colours, direction of its second half, its first half's
    centre on screen."""
    new_pyramids: tuple[Cell, ...] = ()
    pyramid_lift: float = 0.0
    """How far (1 .. 0) the newest pyramids still are from being put down."""
    coordinates: bool = False
    """Whether the cells' letters and numbers are written round the play area."""
    turning: Turning | None = None
    """The held tile (the ghost, or the floating one) turning into the way it lies now."""


class AxioBoardRenderer:
    """Draws `AxioPicture`s; keeps the plate of the last size and placement."""

    def __init__(self) -> None:
        self._plate: tuple[tuple[object, ...], pygame.Surface, Point] | None = None

    def draw(self, surface: pygame.Surface, camera: Camera, viewport: pygame.Rect,
             picture: AxioPicture) -> None:
        layout = cell_layout(picture.board.rules.shape)
        previous = surface.get_clip()
        surface.set_clip(viewport)
        surface.fill(TABLE, viewport)
        plate, origin = self._plate_for(camera.cell, picture, layout)
        corner = camera.to_screen(origin)
        surface.blit(plate, (round(corner[0]), round(corner[1])))
        size = camera.cell
        for cell in picture.targets:
            centre = camera.to_screen(layout.centre(cell))
            pygame.draw.circle(surface, (24, 28, 32), centre, max(4, size * 0.14))
            pygame.draw.circle(surface, ACCENT, centre, max(3, size * 0.11))
        if picture.last:
            for cell in picture.last:
                _ring(surface, cell_polygon(layout, camera.to_screen(layout.centre(cell)), size,
                                            0.98), picture.last_colour, 3)
        if picture.new_pyramids and picture.pyramid_lift > 0:
            for cell in picture.new_pyramids:
                centre = camera.to_screen(layout.centre(cell))
                pygame.draw.polygon(surface, RING_FILLS[0], cell_polygon(layout, centre, size))
                draw_pyramid(surface, centre, size, picture.pyramid_lift)
        if picture.ghost is not None:
            _draw_ghost(surface, camera, layout, picture.ghost, picture.turning)
        if picture.cursor is not None:
            _ring(surface, cell_polygon(layout, camera.to_screen(layout.centre(picture.cursor)),
                                        size, 0.96), TEXT, 2)
        if picture.floating is not None:
            colours, direction, point = picture.floating
            box = pygame.Rect(0, 0, size * 4, size * 4)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            draw_tile(layer, layout, (box.width / 2, box.height / 2), direction, colours, size)
            blit_turned(surface, layer, (point[0] - box.width / 2, point[1] - box.height / 2),
                        picture.turning)
        surface.set_clip(previous)

    def _plate_for(self, size: int, picture: AxioPicture, layout: CellLayout
                   ) -> tuple[pygame.Surface, Point]:
        board = picture.board
        pyramids_shown = tuple(c for c in board.pyramids
                               if board.area.cells[c] not in picture.new_pyramids
                               or picture.pyramid_lift <= 0)
        key = (size, board.rules.id, board.area.size, picture.tiles, pyramids_shown,
               tuple(board.dead), picture.coordinates)
        if self._plate is None or self._plate[0] != key:
            self._plate = (key, *_draw_plate(size, picture, layout, pyramids_shown))
        return self._plate[1], self._plate[2]


def _draw_plate(size: int, picture: AxioPicture, layout: CellLayout,
                pyramids: tuple[int, ...]) -> tuple[pygame.Surface, Point]:
    board = picture.board
    shape = board.rules.shape
    whole = shape.board_cells()
    min_x, min_y, max_x, max_y = layout.bounds(whole)
    pad = LABELLED_PAD if picture.coordinates and len(board.area) == len(whole) else PAD
    origin = (min_x - pad, min_y - pad)
    width = round((max_x - min_x + 1 + 2 * pad) * size)
    height = round((max_y - min_y + 1 + 2 * pad) * size)
    plate = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(plate, PLATE, plate.get_rect(), border_radius=max(6, size // 3))

    def at(cell: Cell) -> Point:
        x, y = layout.centre(cell)
        return ((x - origin[0]) * size, (y - origin[1]) * size)

    area = board.area
    rings = [shape.area_size(players) for players in (4, 3, 2)]
    for cell in whole:
        ring = sum(1 for reach in rings if shape.in_area(cell, reach)) - 1
        fill = RING_FILLS[2 - ring] if cell in area else OUTSIDE
        polygon = cell_polygon(layout, at(cell), size, 0.94)
        pygame.draw.polygon(plate, fill, polygon)
        pygame.draw.polygon(plate, GRID, polygon, 1)
    for reach in sorted(set(rings)):
        border = ACCENT if reach == area.size else (96, 112, 126)
        _area_border(plate, layout, reach, at, size, border, 2 if reach == area.size else 1)
    for cell, colour in board.rules.printed:
        centre = at(cell)
        pygame.draw.circle(plate, PRINTED_DISC, centre, size * 0.4)
        pygame.draw.circle(plate, (110, 124, 136), centre, size * 0.4, 1)
        icon = symbol_icon(colour, max(8, round(size * 0.62)))
        plate.blit(icon, icon.get_rect(center=(round(centre[0]), round(centre[1]))))
    for place in picture.tiles:
        first, second = place.cells
        direction = (second[0] - first[0], second[1] - first[1])
        draw_tile(plate, layout, at(first), direction, place.colours, size)
    for number in board.dead:
        cell = area.cells[number]
        draw_dead(plate, cell_polygon(layout, at(cell), size, 0.94), size)
    for number in pyramids:
        draw_pyramid(plate, at(area.cells[number]), size)
    if picture.coordinates:
        for label in shape.line_labels(area.size):
            _draw_label(plate, layout, label, at, size)
    return plate, origin


def label_size(cell: int) -> int:
    """The letters' and numbers' size for cells ``cell`` pixels wide: readable when
    the board is small, never larger than the rest of the table's words."""
    return max(11, min(20, round(cell * 0.3)))


def _draw_label(plate: pygame.Surface, layout: CellLayout, label: LineLabel,
                at: Callable[[Cell], Point], size: int) -> None:
    """A line's letter or number just beyond its end cell, the way the line leaves the
    play area: clear of the cell, wherever the line points."""
    rendered = text(label.text, label_size(size), LABEL_RGB, True)
    ink = rendered.get_bounding_rect()
    end = label.end
    beyond = (end[0] + label.outward[0], end[1] + label.outward[1])
    (ex, ey), (bx, by) = layout.centre(end), layout.centre(beyond)
    ux, uy = bx - ex, by - ey  # one cell long: neighbours' centres are a cell apart
    reach = (0.5 + LABEL_GAP) * size + ink.width / 2 * abs(ux) + ink.height / 2 * abs(uy)
    cx, cy = at(end)
    plate.blit(rendered, (round(cx + ux * reach - ink.centerx), round(cy + uy * reach - ink.centery)))


def _area_border(plate: pygame.Surface, layout: CellLayout, reach: int,
                 at: Callable[[Cell], Point], size: int, colour: Rgb, width: int) -> None:
    """The outline of the play area of size ``reach``: the cell sides facing outside it."""
    area = play_area(layout.shape, reach)
    directions = layout.shape.directions
    for cell in area.cells:
        for number, (dx, dy) in enumerate(directions):
            if (cell[0] + dx, cell[1] + dy) in area:
                continue
            first, second = layout.side(cell, number)
            x, y = layout.centre(cell)
            cx, cy = at(cell)
            ends = [(cx + (px - x) * size, cy + (py - y) * size) for px, py in (first, second)]
            pygame.draw.line(plate, colour, ends[0], ends[1], width)


def _ring(surface: pygame.Surface, polygon: list[Point], colour: Rgb, width: int) -> None:
    pygame.draw.polygon(surface, colour, polygon, width)


def _draw_ghost(surface: pygame.Surface, camera: Camera, layout: CellLayout, ghost: Ghost,
                turning: Turning | None) -> None:
    size = camera.cell
    first, second = ghost.place.cells
    direction = (second[0] - first[0], second[1] - first[1])
    box = pygame.Rect(0, 0, size * 4, size * 4)
    start = camera.to_screen(layout.centre(first))
    box.center = (round(start[0]), round(start[1]))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    local = (start[0] - box.x, start[1] - box.y)
    draw_tile(layer, layout, local, direction, ghost.place.colours, size,
              edge=GOOD if ghost.legal else BAD, shadow=False)
    layer.set_alpha(215 if ghost.legal else 140)
    blit_turned(surface, layer, box.topleft, turning)
    if turning is not None and turning.degrees:
        return  # the outlines and points once it lies
    for cell in ghost.place.cells:
        _ring(surface, cell_polygon(layout, camera.to_screen(layout.centre(cell)), size, 0.9),
              GOOD if ghost.legal else BAD, 2)
    preview = ghost.preview
    if preview is None or not ghost.show_points:
        return
    label_size = max(13, min(22, size // 3))
    for cell, points in zip(ghost.place.cells, preview.half_points):
        _points_label(surface, camera.to_screen(layout.centre(cell)), size, f"+{points}",
                      label_size)
    for cell, gains in preview.pyramids:
        centre = camera.to_screen(layout.centre(cell))
        draw_pyramid(surface, centre, size * 0.8, 0.25)
        _points_label(surface, centre, size, f"+{sum(gains)}", label_size)
    if preview.axio:
        banner = text("AXIO!", label_size + 6, ACCENT, True)
        mid = camera.to_screen(((layout.centre(first)[0] + layout.centre(second)[0]) / 2,
                                min(layout.centre(first)[1], layout.centre(second)[1])))
        surface.blit(banner, banner.get_rect(midbottom=(round(mid[0]), round(mid[1] - size))))


def _points_label(surface: pygame.Surface, centre: Point, size: int, label: str,
                  font_size: int) -> None:
    rendered = text(label, font_size, TEXT, True)
    box = rendered.get_rect(center=(round(centre[0]), round(centre[1] - size * 0.62)))
    back = box.inflate(8, 2)
    pygame.draw.rect(surface, (16, 18, 22), back, border_radius=6)
    pygame.draw.rect(surface, ACCENT, back, 1, border_radius=6)
    surface.blit(rendered, box)
