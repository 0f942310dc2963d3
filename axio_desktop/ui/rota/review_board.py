"""AXIO Rota's board on the review screen (`ui.review.board.ReviewBoard`): the
display after any move of a record, the better move as a see-through ghost."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from ...engine.game import GameRecordLike
from ...engine.players import PlayerInfo
from ...engine.rota import Move, Placement, RotaRecord, RotaState
from ..core.camera import Camera
from ..core.theme import PLAYER_RGB
from ..review.board import around_placements
from ..review.outline import dashed_polygon
from .board import BoardPicture, BoardRenderer, ruled
from .tile_art import tile_face

GHOST_ALPHA = 215
"""The better move is see-through: the display beneath it shows."""


class RotaReviewBoard:
    def __init__(self, record: GameRecordLike) -> None:
        assert isinstance(record, RotaRecord)
        self.record = record
        self.before, self.after = around_placements(record.walk())
        """The position before each move, and right after it."""
        self.renderer = BoardRenderer()

    def viewport(self, board: pygame.Rect) -> pygame.Rect:
        return ruled(board)

    def fit(self, camera: Camera) -> None:
        shown = self.after[-1] if self.after else RotaState.start(self.record.setup)
        camera.fit(shown.display.bounds(), margin=0.5)

    def draw(self, surface: pygame.Surface, camera: Camera, index: int,
             better: Move | None) -> None:
        after = self.after[index]
        played: Placement = after.history[index]
        self.renderer.draw(surface, camera, BoardPicture(
            display=after.display, last_move=played.move.cell,
            last_colour=PLAYER_RGB[played.player % len(PLAYER_RGB)], coordinates=True))
        if better is None:
            return
        tile = self.before[index].tile_to_place
        assert tile is not None
        box = self.spot(camera, better)
        ghost = tile_face(tile.rotations[better.rotation], box.width).copy()
        ghost.set_alpha(GHOST_ALPHA)
        previous = surface.get_clip()
        surface.set_clip(pygame.Rect(camera.viewport))
        surface.blit(ghost, box)
        box.inflate_ip(4, 4)
        dashed_polygon(surface, [box.topleft, box.topright, box.bottomright, box.bottomleft])
        surface.set_clip(previous)

    def spot(self, camera: Camera, move: Move) -> pygame.Rect:
        return pygame.Rect(camera.cell_rect(move.cell))

    def trial(self, index: int, move: Move) -> Placement:
        return self.before[index].copy().apply(move)

    def play_on(self, index: int, players: Sequence[PlayerInfo]
                ) -> tuple[RotaRecord, int, int]:
        return replace(self.record, players=tuple(players)), index, 0
