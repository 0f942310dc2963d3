"""What the review screen asks of a game's board (`DesktopKit.review_board`): the
board at any placement of a record, the better placement drawn beside the played
one, what a placement scores there, and the record cut for playing on."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol, TypeVar

import pygame

from ...engine.game import AnyState, GameRecordLike, PlacementLike, Step
from ...engine.players import PlayerInfo
from ..core.camera import Camera

StateT = TypeVar("StateT", bound=AnyState)
MoveT_contra = TypeVar("MoveT_contra", contravariant=True)


class ReviewBoard(Protocol[MoveT_contra]):
    """A record's placements on its game's board. A placement is the game's own value
    (``MoveT_contra``), as the analyser reports it (`Judgement.played`, ``best``)."""

    def viewport(self, board: pygame.Rect) -> pygame.Rect:
        """The part of the board's place on screen that the camera shows: the rest
        names the cells (where the board's own edges do not)."""
        ...

    def fit(self, camera: Camera) -> None:
        """Show all of the board."""
        ...

    def draw(self, surface: pygame.Surface, camera: Camera, index: int,
             better: MoveT_contra | None) -> None:
        """Paint into the camera's viewport the board right after placement ``index``
        (the played placement outlined in its mover's colour) and ``better`` as a
        see-through ghost with a dashed outline, laid on the board as it was before;
        and the cells' names."""
        ...

    def spot(self, camera: Camera, move: MoveT_contra) -> pygame.Rect:
        """Where ``move`` lies on screen (the cells it covers)."""
        ...

    def trial(self, index: int, move: MoveT_contra) -> PlacementLike:
        """What ``move`` does in the position before placement ``index`` (the engine's
        placement made on a copy: the points it brings each colour, AXIO!)."""
        ...

    def play_on(self, index: int, players: Sequence[PlayerInfo]
                ) -> tuple[GameRecordLike, int, int]:
        """The record with its seats now ``players``; how many of its entries come
        before the point where the game can go on before placement ``index``; and how
        many placements before it that point is (AXIO's turns hold several placements
        and go on from their start; 0: right before it)."""
        ...


def around_placements(walk: Iterable[Step[StateT, Any]]) -> tuple[list[StateT], list[StateT]]:
    """The position before each placement of a record's walk, and right after it."""
    before, after = [], []
    for step in walk:
        if step.placement is not None:
            before.append(step.before)
            made = step.before.copy()
            made.apply(step.decision)
            after.append(made)
    return before, after
