"""The display's shadows and tiles on one layer, kept from frame to frame.

A placement does not draw the layer again: only the part of it the new tile can
change (its cell, its shadow, the shadows of the tiles whose shadow it now hides) is
cleared and drawn again, with every tile and shadow that reaches into that part, in the
same order as a whole drawing, so the pixels are the same as if the whole layer had been
drawn. A tile beyond the layer's edge makes it larger (what was drawn is copied over).
The whole layer is drawn when the zoom changes or the display is not the last one with
tiles added (undo, another game).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ...engine.rota import Cell
from .tile_art import tile_face, tile_shadow

SHADED = ((1, 0), (0, 1), (1, 1))
"""Where a tile's shadow falls (on a tile there, it is not seen)."""

Tiles = tuple[tuple[Cell, str], ...]


@dataclass(slots=True)
class _Layer:
    size: int
    tiles: Tiles
    covered: dict[Cell, str]
    left: int
    top: int
    surface: pygame.Surface

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        return pygame.Rect((cell[0] - self.left) * self.size, (cell[1] - self.top) * self.size,
                           self.size, self.size)

    def shadow_rect(self, cell: Cell) -> pygame.Rect:
        shadow, (dx, dy) = tile_shadow(self.size)
        return shadow.get_rect(topleft=self.cell_rect(cell).move(dx, dy).topleft)

    def casts(self, cell: Cell) -> bool:
        """Whether the shadow of the tile at ``cell`` is drawn (some of it on the felt)."""
        return any((cell[0] + ex, cell[1] + ey) not in self.covered for ex, ey in SHADED)

    def paint(self, region: pygame.Rect) -> None:
        """Draw ``region`` of the layer afresh: every shadow reaching into it first (they
        fall on the felt), then every tile."""
        surface = self.surface
        previous = surface.get_clip()
        surface.set_clip(region)
        surface.fill((0, 0, 0, 0), region)
        shadow, (dx, dy) = tile_shadow(self.size)
        for cell, _corners in self.tiles:
            if self.shadow_rect(cell).colliderect(region) and self.casts(cell):
                surface.blit(shadow, self.cell_rect(cell).move(dx, dy))
        for cell, corners in self.tiles:
            rect = self.cell_rect(cell)
            if rect.colliderect(region):
                surface.blit(tile_face(corners, self.size), rect)
        surface.set_clip(previous)


class TileLayer:
    """The layer of the display last asked for, and the cell at its top left; and the
    one of the size the view is likeliest to take next (one zoom step out, which a
    placement near the edge of the view asks for), built a few tiles a frame
    beforehand, so that the frame that zooms out does not draw the whole display."""

    def __init__(self) -> None:
        self._layers: dict[int, _Layer] = {}
        """By size: the one shown, and the one prepared."""
        self._shown: int | None = None
        self._changed = False
        """Whether the last `of` added to the layer shown (that frame prepares nothing)."""
        self.layers_drawn = 0
        """How often a whole layer was drawn in one go (a placement only adds to it)."""

    def of(self, size: int, tiles: Tiles) -> tuple[tuple[int, int], pygame.Surface]:
        if self._shown is not None and self._shown != size:
            self._layers.pop(self._shown, None)
        self._shown = size
        layer = self._layers.get(size)
        self._changed = layer is None or layer.tiles != tiles
        if layer is None or tiles[:len(layer.tiles)] != layer.tiles:
            layer = self._layers[size] = _whole(size, tiles)
            self.layers_drawn += 1
        elif len(tiles) > len(layer.tiles):
            _add(layer, tiles[len(layer.tiles):])
        return (layer.left, layer.top), layer.surface

    def prepare(self, size: int, tiles: Tiles, most: int) -> None:
        """Bring the layer of ``size`` at most ``most`` tiles closer to ``tiles``, in a
        frame that did not change the layer shown (not the frame of a placement)."""
        if not tiles or self._changed:
            return
        for other in [other for other in self._layers if other not in (size, self._shown)]:
            del self._layers[other]
        layer = self._layers.get(size)
        if layer is None or tiles[:len(layer.tiles)] != layer.tiles:
            self._layers[size] = _whole(size, tiles[:most])
        elif len(tiles) > len(layer.tiles):
            _add(layer, tiles[len(layer.tiles):len(layer.tiles) + most])


def _bounds(cells: Sequence[Cell]) -> tuple[int, int, int, int]:
    """Left, top, right, bottom of ``cells`` with a cell of room on every side for the
    shadows."""
    return (min(cell[0] for cell in cells) - 1, min(cell[1] for cell in cells) - 1,
            max(cell[0] for cell in cells) + 1, max(cell[1] for cell in cells) + 1)


def _surface_size(size: int, bounds: tuple[int, int, int, int]) -> tuple[int, int]:
    left, top, right, bottom = bounds
    return (right - left + 1) * size, (bottom - top + 1) * size


def _surface(size: int, bounds: tuple[int, int, int, int]) -> pygame.Surface:
    return pygame.Surface(_surface_size(size, bounds), pygame.SRCALPHA)


def _whole(size: int, tiles: Tiles) -> _Layer:
    bounds = _bounds([cell for cell, _ in tiles])
    layer = _Layer(size, tiles, dict(tiles), bounds[0], bounds[1], _surface(size, bounds))
    layer.paint(layer.surface.get_rect())
    return layer


def _add(layer: _Layer, added: Tiles) -> None:
    """Put ``added`` (laid after the layer's tiles) on the layer."""
    tiles = layer.tiles + added
    bounds = _bounds([cell for cell, _ in tiles])
    if bounds[:2] != (layer.left, layer.top) or _surface_size(layer.size, bounds) != \
            layer.surface.get_size():
        grown = _surface(layer.size, bounds)
        # Adding onto transparent pixels copies them exactly.
        grown.blit(layer.surface, ((layer.left - bounds[0]) * layer.size,
                                   (layer.top - bounds[1]) * layer.size),
                   special_flags=pygame.BLEND_RGBA_ADD)
        layer.surface, layer.left, layer.top = grown, bounds[0], bounds[1]
    layer.tiles = tiles
    layer.covered.update(added)
    for cell, _corners in added:
        region = layer.cell_rect(cell).union(layer.shadow_rect(cell))
        for ex, ey in SHADED:  # a tile there may now hide all of its shadow
            behind = (cell[0] - ex, cell[1] - ey)
            if behind in layer.covered:
                region.union_ip(layer.shadow_rect(behind))
        layer.paint(region)
