"""AXIO Rota's desktop kit: its match, its part of the table, its rules screen, its
picture on the menu and its final display."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...engine.game import Game, GameRecordLike
from ...engine.rota import Move, Placement, PlayerInfo, RotaRecord, RotaState, SeatView
from ..core.surface_cache import MIB, surface_cache
from ..kit import DesktopKit
from ..table.match import SeatPlan
from .match import RotaBots, RotaMatch
from .part import WORDS, RotaPart
from .picture import FinalDisplay
from .review_board import RotaReviewBoard
from .rules_examples import rota_examples
from .tile_art import tile_face

MENU_TILES = ("RGBO", "GPOB", "BORP", "OPGR")
"""A 2x2 corner of AXIO Rota's display."""


@surface_cache(max_bytes=1 * MIB)
def menu_picture(height: int) -> pygame.Surface:
    """A 2x2 corner of the display, ``height`` pixels high."""
    half = height // 2
    picture = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    for index, code in enumerate(MENU_TILES):
        picture.blit(tile_face(code, half), ((index % 2) * half, (index // 2) * half))
    return picture


RotaDesktop = DesktopKit[RotaMatch, Move, Placement, SeatView]


def rota_desktop(game: Game[RotaState], bots: RotaBots) -> RotaDesktop:
    """AXIO Rota on the desktop, its matches played by ``game``'s rules and ``bots``."""

    def new_match(seats: Sequence[SeatPlan], seed: int, first: int | None) -> RotaMatch:
        return RotaMatch.new(seats, seed, first, game=game, bots=bots)

    def match_of(record: GameRecordLike) -> RotaMatch:
        assert isinstance(record, RotaRecord)
        return RotaMatch.from_record(record, game=game, bots=bots)

    def match_at(players: Sequence[PlayerInfo], state: RotaState) -> RotaMatch:
        return RotaMatch(players, state, None, game=game, bots=bots)

    return DesktopKit(
        new_match=new_match,
        match_of=match_of,
        match_at=match_at,
        part=RotaPart,
        words=WORDS,
        final_board=FinalDisplay,
        rules_text="rules",
        rules_examples=rota_examples,
        picture=menu_picture,
        line="game.line.rota",
        solo_explain="solo.explain",
        review_board=RotaReviewBoard,
    )
