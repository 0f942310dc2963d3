"""AXIO Rota's tile layer: a placement adds its tile to the kept layer (no drawing of
the whole display again at a decision), and the layer so built is, pixel for pixel,
the one drawn afresh, wherever the display grows."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import random

import pygame

from axio_desktop.engine.rota import COLOURS
from axio_desktop.engine.rota.tiles import EMPTY
from axio_desktop.ui.rota.tile_layer import TileLayer, Tiles


def laid_tiles(count: int, seed: int) -> Tiles:
    """``count`` tiles on cells next to those laid before, spreading every way."""
    rng = random.Random(seed)
    tiles: dict[tuple[int, int], str] = {}
    cell = (0, 0)
    while len(tiles) < count:
        tiles.setdefault(cell, "".join(rng.choice((*COLOURS, EMPTY)) for _ in range(4)))
        step = rng.choice(((1, 0), (-1, 0), (0, 1), (0, -1)))
        cell = (cell[0] + step[0], cell[1] + step[1])
    return tuple(tiles.items())


def test_tiles_added_make_the_layer_drawn_afresh() -> None:
    pygame.init()
    tiles = laid_tiles(40, 3)
    for size in (33, 64):
        layer = TileLayer()
        for laid in range(1, len(tiles) + 1):
            origin, built = layer.of(size, tiles[:laid])
            fresh_origin, fresh = TileLayer().of(size, tiles[:laid])
            assert origin == fresh_origin
            assert built.get_size() == fresh.get_size()
            assert pygame.image.tobytes(built, "RGBA") == pygame.image.tobytes(fresh, "RGBA"), \
                f"the layer of {laid} tiles at {size} px differs from one drawn afresh"
        assert layer.layers_drawn == 1


def test_another_display_or_size_draws_the_layer_afresh() -> None:
    pygame.init()
    tiles = laid_tiles(6, 5)
    layer = TileLayer()
    layer.of(40, tiles)
    layer.of(40, tiles[:4])  # undo
    layer.of(47, tiles[:4])  # zoom
    assert layer.layers_drawn == 3


def test_the_layer_prepared_a_few_tiles_a_frame_is_the_one_drawn_afresh() -> None:
    """The layer one zoom step out is built beforehand: the frame that zooms out finds
    it (no whole drawing), and it is the one drawn afresh."""
    pygame.init()
    tiles = laid_tiles(20, 8)
    layer = TileLayer()
    for laid in range(1, 15):
        for _frame in range(2):  # the placement's frame prepares nothing, the next does
            layer.of(40, tiles[:laid])
            layer.prepare(34, tiles[:laid], 3)
    _origin, built = layer.of(34, tiles[:16])
    _fresh_origin, fresh = TileLayer().of(34, tiles[:16])
    assert pygame.image.tobytes(built, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    assert layer.layers_drawn == 1
