"""The scene stack, and what it and the program's loop ask of a screen on it.

The stack knows screens by that protocol (`Screen`), not by the `scenes.Scene` class:
a scene holds the host, and the host holds the stack, so the stack knowing the class
would make the host's module and the scenes' import each other.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol, TypeVar

import pygame


class EmptySceneStackError(RuntimeError):
    """The scene stack was asked for a scene while it held none."""


class Screen(Protocol):
    """A screen on the stack (`scenes.Scene` says what each member is for)."""

    @property
    def overlay(self) -> bool: ...

    @property
    def animating(self) -> bool: ...

    def enter(self) -> None: ...

    def leave(self) -> None: ...

    def end(self) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def keep_clear(self) -> list[pygame.Rect]: ...

    def message_area(self) -> pygame.Rect | None: ...

    def message_home(self) -> pygame.Rect | None: ...

    def message_rects(self) -> list[pygame.Rect]: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def draw_over(self, surface: pygame.Surface) -> None: ...


ScreenT = TypeVar("ScreenT", bound=Screen)


class SceneStack:
    """The scenes, bottom first. The top one is live; asking an empty stack fails loudly."""

    def __init__(self) -> None:
        self._scenes: list[Screen] = []
        self.changes = 0
        """Counts pushes, pops, replaces and resets (a changed stack must be drawn)."""
        self.pushes = 0
        """Counts the screens opened on top of another (a toast belongs to the screen
        it was shown over, and goes when another opens over it)."""

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Screen]:
        return iter(self._scenes)

    @property
    def top(self) -> Screen:
        if not self._scenes:
            raise EmptySceneStackError("the scene stack is empty: there is no scene to run")
        return self._scenes[-1]

    def push(self, scene: Screen) -> None:
        if self._scenes:
            self._scenes[-1].leave()
        self._scenes.append(scene)
        self.changes += 1
        self.pushes += 1
        scene.enter()

    def pop(self) -> Screen:
        if not self._scenes:
            raise EmptySceneStackError("pop from an empty scene stack")
        scene = self._scenes.pop()
        self.changes += 1
        scene.leave()
        if self._scenes:
            self._scenes[-1].enter()
        return scene

    def replace(self, scene: Screen) -> None:
        """Put ``scene`` in place of the top scene."""
        if not self._scenes:
            raise EmptySceneStackError("replace on an empty scene stack")
        self._scenes.pop().leave()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()

    def reset(self, scene: Screen) -> None:
        """Make ``scene`` the only scene (back to the menu, say)."""
        while self._scenes:
            self._scenes.pop().leave()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()

    def find(self, kind: type[ScreenT]) -> ScreenT | None:
        """The topmost scene of ``kind``, if any."""
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Screen]:
        """The scenes to draw, bottom first: the top one and the overlays' grounds."""
        if not self._scenes:
            raise EmptySceneStackError("the scene stack is empty: there is nothing to draw")
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return self._scenes[start:]
