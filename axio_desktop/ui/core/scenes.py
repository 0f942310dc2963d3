"""Scenes: each reacts to events and intents (read through its own key table), moves
on in `update(dt)`, and paints itself in `draw(surface)`, which changes nothing. They
live on the scene stack (`core.stack`): the top scene gets the input; an overlay scene
(help, curtain) is drawn over the scene beneath it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .input import SCREEN_KEYS, Intent, KeyTable

if TYPE_CHECKING:
    from ..host import SceneHost


class Scene:
    """A screen of the game. Subclasses override what they need."""

    overlay = False
    """Whether the scene beneath is drawn first (and shows through)."""
    keys: KeyTable = SCREEN_KEYS
    """What the keys mean on this screen."""

    def __init__(self, host: SceneHost) -> None:
        self.host = host

    def enter(self) -> None:
        """The scene became the top of the stack (pushed, or uncovered)."""

    def leave(self) -> None:
        """The scene stopped being the top (covered or removed)."""

    def end(self) -> None:
        """The program is closing: stop what the scene runs beside the frame loop."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """A raw event; by default only its intent (if any) matters."""
        intent = self.keys.translate(event)
        if intent is not None:
            self.on_intent(intent)

    def on_intent(self, intent: Intent) -> None:
        """React to what the player wants."""

    def update(self, dt: float) -> None:
        """Move on by ``dt`` seconds."""

    def keep_clear(self) -> list[pygame.Rect]:
        """Where a transient message (a toast) must not be drawn: what the player works
        with on this screen (a chart, say). Nothing by default."""
        return []

    def message_area(self) -> pygame.Rect | None:
        """Where a toast may move to keep clear (None: anywhere in the window)."""
        return None

    def message_rects(self) -> list[pygame.Rect]:
        """Where the screen's own messages lie now (cards, a message strip while it tells
        one): they must cover nothing of `keep_clear` (the covered-area test)."""
        return []

    def message_home(self) -> pygame.Rect | None:
        """A place of the screen's own where a notice (a toast) is told (the game
        table's message strip), or None: then it lies low in the middle, clear of
        `keep_clear`."""
        return None

    @property
    def animating(self) -> bool:
        """Whether the scene changes by itself (then every frame is drawn; otherwise
        only frames after input are, so an idle screen costs almost nothing)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change it."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Paint over the scene's GUI elements (the faces of picture buttons)."""
