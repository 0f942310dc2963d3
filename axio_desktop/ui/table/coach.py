"""A coach beside the table: a tutorial or the review's "Try again" guides the human
through a game on the real table (`table.scene.TableScene`'s ``coach``).

The coach vets each decision of the human before it is played (a refused one is taken
back: the tile returns to the hand), hears every decision once it is played, may hold
the game still while the player reads (no bot moves, no results), takes over at the
end of the game if it wants, and draws over the table. The table stays the same table:
the same board, hand, gestures, previews and panels; the coach only adds to it.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from .match import DecisionT_contra, PlacementT_contra, Played


class Coach(Protocol[DecisionT_contra, PlacementT_contra]):
    """What a table asks of the coach beside it, for a game whose decisions are
    ``DecisionT_contra`` and placements ``PlacementT_contra``."""

    def vet(self, decision: DecisionT_contra) -> bool:
        """The human's decision, before it is played: False refuses it (the coach says
        why; the table takes the tile back and plays nothing)."""
        ...

    def played(self, played: Played[PlacementT_contra]) -> None:
        """A decision of any seat was played (the table shows it as usual)."""
        ...

    @property
    def holding(self) -> bool:
        """While True the game waits: no bot is asked, the results do not come."""
        ...

    @property
    def animating(self) -> bool:
        """Whether the coach's picture moves by itself (the frame must be drawn)."""
        ...

    def ended(self) -> bool:
        """The game is over and its last pause has passed: True when the coach takes it
        from here, False for the usual results screen."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        """An input event, before the table sees it: True when the coach used it."""
        ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        """Paint over the whole table (cards, highlights)."""
        ...


AnyCoach = Coach[Any, Any]
"""A coach of any game's table, as the screen flow hands it on."""
