"""The AXIO and AXIO Hex board plate: a placement adds its pieces to the cached plate
(no drawing of the whole board again at a decision), and the board so built looks as
the one drawn afresh; the board area is one surface, edge to edge."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from axio_positions import BotGame

from axio_desktop.engine.axio import AxioState
from axio_desktop.ui.axio.board_art import AxioBoardRenderer, AxioPicture
from axio_desktop.ui.axio.geometry import cell_layout
from axio_desktop.ui.axio.table_drawing import board_tiles
from axio_desktop.ui.core.camera import Camera
from axio_desktop.ui.core.palette import PLATE

VIEW = pygame.Rect(0, 0, 900, 760)


def drawn(renderer: AxioBoardRenderer, state: AxioState) -> pygame.Surface:
    camera = Camera(VIEW)
    camera.fit(cell_layout(state.rules.shape).bounds(state.board.area.cells),  # type: ignore[arg-type]
               margin=0.5)
    surface = pygame.Surface(VIEW.size)
    renderer.draw(surface, camera, VIEW, AxioPicture(board=state.board, tiles=board_tiles(state)))
    return surface


@pytest.mark.parametrize("game_id", ["axio", "axio-hex"])
def test_placements_are_added_to_the_plate_and_look_as_a_plate_drawn_afresh(
        game_id: str) -> None:
    pygame.init()
    state, bots, chance = BotGame(game_id, 4, 7, ("greedy",) * 4).start()
    renderer = AxioBoardRenderer()
    drawn(renderer, state)
    placements = 0
    while placements < 14:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        state.apply(bots[state.to_move].choose(state.view(state.to_move)))  # type: ignore[index]
        placements += 1
        built = drawn(renderer, state)
    assert renderer.plates_drawn == 1
    fresh = drawn(AxioBoardRenderer(), state)
    built_bytes, fresh_bytes = (pygame.image.tobytes(image, "RGB") for image in (built, fresh))
    differing = sum(1 for a, b in zip(built_bytes, fresh_bytes) if abs(a - b) > 8)
    assert differing <= len(fresh_bytes) // 500, "the plate built up differs from one drawn afresh"
    assert len(state.placements) >= 10


def test_the_board_area_is_one_surface_from_edge_to_edge() -> None:
    """The corners of the board area, beyond the hexagon, show the plate itself: no
    band or strip of another colour round the board."""
    pygame.init()
    state, _bots, _chance = BotGame("axio-hex", 2, 3, ("greedy",) * 2).start()
    surface = drawn(AxioBoardRenderer(), state)
    plate = sum(PLATE) / 3
    for x, y in ((0, 0), (VIEW.width - 20, 0), (0, VIEW.height - 20),
                 (VIEW.width - 20, VIEW.height - 20)):
        patch = [surface.get_at((x + dx, y + dy)) for dx in range(20) for dy in range(20)]
        assert all(abs(sum(pixel[:3]) / 3 - plate) < 20 for pixel in patch), (x, y)
