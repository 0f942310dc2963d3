"""The AXIO and AXIO Hex board drawn as the physical one, from values handed to it.

The board is a plate whose texture (the ``plate`` sprite) fills the board area from
edge to edge, its cells sunk into it, the printed spaces inlaid, the play area of
this player count outlined. The board itself (cells, play areas, printed spaces,
tiles, pyramids and dead spaces) is drawn once per zoom size into a cached plate, with
the cells' letters and numbers around the play area when they are shown; a placement
only adds its pieces to that plate (the new tile, pyramids, dead spaces), so a
decision's frame does not draw the whole board again. Each frame adds what moves: the
held tile's targets, the ghost with its points, the last placement, the keyboard
cursor and a tile in flight. Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...engine.axio.board import Board
from ...engine.axio.geometry import Cell, LineLabel, play_area
from ...engine.axio.moves import Place
from ...engine.axio.preview import Preview
from ..core.camera import Camera
from ..core.scale import factor, px
from ..core.texture import lay_texture
from ..core.theme import ACCENT, BAD, GOOD, TEXT, Rgb, text
from ..core.turning import Turning, blit_turned
from .geometry import CellLayout, Point, cell_layout
from .pieces import (
    OUTSIDE_RING,
    cell_polygon,
    draw_cell,
    draw_dead,
    draw_printed,
    draw_pyramid,
    draw_tile,
)

RING_BORDER: Rgb = (118, 134, 150)
"""The outline of a play area another player count uses."""
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
    lifted: bool = True
    """Held above the board (False: put down, waiting for Confirm)."""


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


@dataclass(slots=True)
class _Plate:
    """The board drawn at one size: what it shows, and where its corner lies."""

    fixed: tuple[object, ...]
    """What cannot change without drawing it afresh: size, rules, area, letters
    (and the interface's size, which the letters are drawn at)."""
    tiles: tuple[Place, ...]
    pyramids: tuple[int, ...]
    dead: tuple[int, ...]
    surface: pygame.Surface
    origin: Point

    def follows(self, fixed: tuple[object, ...], tiles: tuple[Place, ...],
                pyramids: tuple[int, ...], dead: tuple[int, ...]) -> bool:
        """Whether the board shown can become this one by adding pieces (a placement:
        tiles laid after these, pyramids put down, spaces left dead)."""
        return (fixed == self.fixed and tiles[:len(self.tiles)] == self.tiles
                and set(self.dead) <= set(dead)
                and set(self.pyramids) <= set(pyramids) | set(dead))


class AxioBoardRenderer:
    """Draws `AxioPicture`s; keeps the plate of the last size, adding a placement's
    pieces to it."""

    def __init__(self) -> None:
        self._plate: _Plate | None = None
        self.plates_drawn = 0
        """How often the whole plate was drawn afresh (a placement only adds to it)."""

    def draw(self, surface: pygame.Surface, camera: Camera, viewport: pygame.Rect,
             picture: AxioPicture) -> None:
        layout = cell_layout(picture.board.rules.shape)
        previous = surface.get_clip()
        surface.set_clip(viewport)
        lay_texture(surface, viewport, camera.to_screen((0, 0)), "plate")
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
                                            0.98), picture.last_colour, max(2, size // 18))
        if picture.new_pyramids and picture.pyramid_lift > 0:
            for cell in picture.new_pyramids:
                centre = camera.to_screen(layout.centre(cell))
                draw_cell(surface, layout, centre, size, 0)
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
            draw_tile(layer, layout, (box.width / 2, box.height / 2), direction, colours, size,
                      lifted=True)
            blit_turned(surface, layer, (point[0] - box.width / 2, point[1] - box.height / 2),
                        picture.turning)
        surface.set_clip(previous)

    def _plate_for(self, size: int, picture: AxioPicture, layout: CellLayout
                   ) -> tuple[pygame.Surface, Point]:
        board = picture.board
        pyramids = tuple(c for c in board.pyramids
                         if board.area.cells[c] not in picture.new_pyramids
                         or picture.pyramid_lift <= 0)
        dead = tuple(board.dead)
        fixed = (size, board.rules.id, board.area.size, picture.coordinates, factor())
        plate = self._plate
        if plate is None or not plate.follows(fixed, picture.tiles, pyramids, dead):
            surface, origin = _draw_plate(size, picture, layout)
            plate = self._plate = _Plate(fixed, (), (), (), surface, origin)
            self.plates_drawn += 1
        if (picture.tiles, pyramids, dead) != (plate.tiles, plate.pyramids, plate.dead):
            _add_pieces(plate, size, board, layout,
                        picture.tiles[len(plate.tiles):],
                        [number for number in dead if number not in plate.dead],
                        [number for number in pyramids if number not in plate.pyramids])
            plate.tiles, plate.pyramids, plate.dead = picture.tiles, pyramids, dead
        return plate.surface, plate.origin


def _plate_point(layout: CellLayout, origin: Point, size: int, cell: Cell) -> Point:
    x, y = layout.centre(cell)
    return ((x - origin[0]) * size, (y - origin[1]) * size)


def _draw_plate(size: int, picture: AxioPicture, layout: CellLayout
                ) -> tuple[pygame.Surface, Point]:
    """The plate with its cells, play areas, printed spaces and letters; no pieces."""
    board = picture.board
    shape = board.rules.shape
    whole = shape.board_cells()
    min_x, min_y, max_x, max_y = layout.bounds(whole)
    pad = LABELLED_PAD if picture.coordinates and len(board.area) == len(whole) else PAD
    origin = (min_x - pad, min_y - pad)
    width = round((max_x - min_x + 1 + 2 * pad) * size)
    height = round((max_y - min_y + 1 + 2 * pad) * size)
    plate = pygame.Surface((width, height))
    lay_texture(plate, plate.get_rect(), (-origin[0] * size, -origin[1] * size), "plate")

    def at(cell: Cell) -> Point:
        return _plate_point(layout, origin, size, cell)

    area = board.area
    rings = [shape.area_size(players) for players in (4, 3, 2)]
    for cell in whole:
        ring = sum(1 for reach in rings if shape.in_area(cell, reach)) - 1
        draw_cell(plate, layout, at(cell), size, 2 - ring if cell in area else OUTSIDE_RING)
    for reach in sorted(set(rings)):
        if reach != area.size:
            _area_border(plate, layout, reach, at, size, RING_BORDER, 1)
    _area_border(plate, layout, area.size, at, size, ACCENT, max(2, round(size / 14)))
    for cell, colour in board.rules.printed:
        draw_printed(plate, at(cell), size, colour)
    if picture.coordinates:
        for label in shape.line_labels(area.size):
            _draw_label(plate, layout, label, at, size)
    return plate, origin


def _add_pieces(plate: _Plate, size: int, board: Board, layout: CellLayout,
                tiles: Sequence[Place], dead: Sequence[int], pyramids: Sequence[int]) -> None:
    """Put a placement's pieces on the plate: its tiles, the spaces a moved pyramid
    left, the pyramids put down."""
    surface, origin, area = plate.surface, plate.origin, board.area
    for place in tiles:
        first, second = place.cells
        direction = (second[0] - first[0], second[1] - first[1])
        draw_tile(surface, layout, _plate_point(layout, origin, size, first), direction,
                  place.colours, size)
    for number in dead:
        centre = _plate_point(layout, origin, size, area.cells[number])
        draw_dead(surface, cell_polygon(layout, centre, size, 0.9), size)
    for number in pyramids:
        draw_pyramid(surface, _plate_point(layout, origin, size, area.cells[number]), size)


def label_size(cell: int) -> int:
    """The letters' and numbers' size for cells ``cell`` pixels wide: readable when
    the board is small, never larger than the rest of the table's words (both at the
    interface's size)."""
    return max(px(11), min(px(20), round(cell * 0.3)))


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
            ends = [(cx + (sx - x) * size, cy + (sy - y) * size) for sx, sy in (first, second)]
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
              shadow=ghost.legal, lifted=ghost.lifted)
    layer.set_alpha(235 if ghost.legal else 140)
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
