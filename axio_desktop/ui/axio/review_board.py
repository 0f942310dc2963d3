"""The AXIO and AXIO Hex board on the review screen (`ui.review.board.ReviewBoard`):
the board after any placement of a record, the better placement as a see-through
ghost."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from ...engine.axio import AxioRecord, AxioState, Place, Placement
from ...engine.game import GameRecordLike
from ...engine.players import PlayerInfo
from ..core.camera import Camera
from ..core.theme import PLAYER_RGB
from ..review.board import around_placements
from ..review.outline import dashed_polygon
from .board_art import AxioBoardRenderer, AxioPicture, Ghost
from .geometry import cell_layout
from .pieces import cell_polygon


class AxioReviewBoard:
    def __init__(self, record: GameRecordLike) -> None:
        assert isinstance(record, AxioRecord)
        self.record = record
        self.before, self.after = around_placements(record.walk())
        """The position before each placement (the mover's rack still full), and
        right after it."""
        self.cells = cell_layout(record.rules.shape)
        self.renderer = AxioBoardRenderer()

    def viewport(self, board: pygame.Rect) -> pygame.Rect:
        return board  # the letters and numbers lie on the board's own rim

    def fit(self, camera: Camera) -> None:
        board = self.before[0].board if self.before else AxioState.start(self.record.setup).board
        camera.fit(self.cells.bounds(board.area.cells), margin=0.5)  # type: ignore[arg-type]

    def draw(self, surface: pygame.Surface, camera: Camera, index: int,
             better: Place | None) -> None:
        after = self.after[index]
        placements = after.placements
        played = placements[index]
        ghost = None if better is None else Ghost(better, True, None, False)
        self.renderer.draw(surface, camera, pygame.Rect(camera.viewport), AxioPicture(
            board=after.board, tiles=tuple(placement.place for placement in placements),
            ghost=ghost, last=played.place.cells,
            last_colour=PLAYER_RGB[played.player % len(PLAYER_RGB)], coordinates=True))
        if better is not None:
            previous = surface.get_clip()
            surface.set_clip(pygame.Rect(camera.viewport))
            for cell in better.cells:
                dashed_polygon(surface, cell_polygon(
                    self.cells, camera.to_screen(self.cells.centre(cell)), camera.cell, 0.84))
            surface.set_clip(previous)

    def spot(self, camera: Camera, move: Place) -> pygame.Rect:
        size = camera.cell
        centres = [camera.to_screen(self.cells.centre(cell)) for cell in move.cells]
        left = min(x for x, _ in centres) - size / 2
        top = min(y for _, y in centres) - size / 2
        right = max(x for x, _ in centres) + size / 2
        bottom = max(y for _, y in centres) + size / 2
        return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))

    def trial(self, index: int, move: Place) -> Placement:
        placement = self.before[index].copy().apply(move)
        assert placement is not None
        return placement

    def play_on(self, index: int, players: Sequence[PlayerInfo]
                ) -> tuple[AxioRecord, int, int]:
        """Go on from the start of the placement's turn: a turn is recorded whole, with
        the tiles drawn at its end."""
        placement = self.after[index].placements[index]
        return replace(self.record, players=tuple(players)), placement.turn, placement.number
