"""Scenes and the scene stack.

Each scene reacts to events and intents, moves on in `update(dt)`, and paints
itself in `draw(surface)`, which changes nothing. The top scene gets the input;
an overlay scene (help, curtain) is drawn over the scene beneath it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from .input import Intent, translate

if TYPE_CHECKING:
    from ..host import Host


class EmptySceneStackError(RuntimeError):
    """The scene stack was asked for a scene while it held none."""


class Scene:
    """A screen of the game. Subclasses override what they need."""

    overlay = False
    """Whether the scene beneath is drawn first (and shows through)."""

    def __init__(self, host: Host) -> None:
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
        intent = translate(event)
        if intent is not None:
            self.on_intent(intent)

    def on_intent(self, intent: Intent) -> None:
        """React to what the player wants."""

    def update(self, dt: float) -> None:
        """Move on by ``dt`` seconds."""

    def keep_clear(self) -> list[pygame.Rect]:
        """Where a transient message (a toast) must not be drawn: what the player works
        with on this screen. Nothing by default."""
        return []

    def message_area(self) -> pygame.Rect | None:
        """Where a toast may move to keep clear (None: anywhere in the window)."""
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


class SceneStack:
    """The scenes, bottom first. The top one is live; asking an empty stack fails loudly."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.changes = 0
        """Counts pushes, pops, replaces and resets (a changed stack must be drawn)."""
        self.pushes = 0
        """Counts the screens opened on top of another (a toast belongs to the screen
        it was shown over, and goes when another opens over it)."""

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self._scenes)

    @property
    def top(self) -> Scene:
        if not self._scenes:
            raise EmptySceneStackError("the scene stack is empty: there is no scene to run")
        return self._scenes[-1]

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].leave()
        self._scenes.append(scene)
        self.changes += 1
        self.pushes += 1
        scene.enter()

    def pop(self) -> Scene:
        if not self._scenes:
            raise EmptySceneStackError("pop from an empty scene stack")
        scene = self._scenes.pop()
        self.changes += 1
        scene.leave()
        if self._scenes:
            self._scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Put ``scene`` in place of the top scene."""
        if not self._scenes:
            raise EmptySceneStackError("replace on an empty scene stack")
        self._scenes.pop().leave()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Make ``scene`` the only scene (back to the menu, say)."""
        while self._scenes:
            self._scenes.pop().leave()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()

    def find(self, kind: type[Scene]) -> Scene | None:
        """The topmost scene of ``kind``, if any."""
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and the overlays' grounds."""
        if not self._scenes:
            raise EmptySceneStackError("the scene stack is empty: there is nothing to draw")
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return self._scenes[start:]
