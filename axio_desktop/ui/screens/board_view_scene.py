"""The final board of any game, to look at after the game: pan, zoom, Escape to go
back. The game's `FinalBoard` draws it (AXIO Rota's display, AXIO's board)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ..core.camera import Camera
from ..core.input import Action, Intent
from ..core.key_help import key_of
from ..core.scale import px
from ..core.scenes import Scene
from ..i18n import tr
from ..table.layout import TOP_BAR
from ..table.top_bar import draw_top_bar

if TYPE_CHECKING:
    from ..host import SceneHost


class FinalBoard(Protocol):
    """A finished game's board as its game draws it."""

    title_key: str
    """The catalogue key of the top bar's line."""
    button_key: str
    """The catalogue key of the results screen's button that opens it."""

    def fit(self, camera: Camera) -> None:
        """Show all of the board."""
        ...

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        """Paint the board into the camera's viewport."""
        ...


class BoardViewScene(Scene):
    def __init__(self, host: SceneHost, board: FinalBoard, *, title: str) -> None:
        super().__init__(host)
        self.board = board
        self.title = title
        self.camera = Camera(self.viewport(host.size))
        board.fit(self.camera)
        self.dragging: tuple[int, int] | None = None

    @staticmethod
    def viewport(size: tuple[int, int]) -> tuple[int, int, int, int]:
        return (0, px(TOP_BAR), size[0], size[1] - px(TOP_BAR))

    def resize(self, size: tuple[int, int]) -> None:
        self.camera.viewport = self.viewport(size)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            self.dragging = event.pos
        elif event.type == pygame.MOUSEBUTTONUP:
            self.dragging = None
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.camera.pan_pixels(event.pos[0] - self.dragging[0], event.pos[1] - self.dragging[1])
            self.dragging = event.pos
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self.camera.zoom(1 if event.y > 0 else -1, pygame.mouse.get_pos())
        else:
            intent = self.keys.translate(event)
            if intent is not None:
                self.on_intent(intent)

    def on_intent(self, intent: Intent) -> None:
        if intent.action in (Action.CANCEL, Action.CONFIRM):
            self.host.scenes.pop()
        elif intent.action in (Action.PAN, Action.CURSOR):
            step = self.camera.cell
            self.camera.pan_pixels(-intent.step[0] * step, -intent.step[1] * step)
        elif intent.action is Action.ZOOM:
            self.camera.zoom(intent.amount)
        elif intent.action is Action.FIT:
            self.board.fit(self.camera)

    def draw(self, surface: pygame.Surface) -> None:
        self.board.draw(surface, self.camera)
        width = surface.get_width()
        draw_top_bar(surface, pygame.Rect(0, 0, width, px(TOP_BAR)), tr(self.board.title_key, back=key_of(self.keys, Action.CANCEL)), None,
                     title=self.title, buttons=False)
