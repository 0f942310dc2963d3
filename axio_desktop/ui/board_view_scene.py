"""The final display, to look at after the game: pan, zoom, Escape to go back."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..engine.rota import Display
from .board import BoardPicture, BoardRenderer
from .camera import Camera
from .game_layout import TOP_BAR
from .game_panels import draw_top_bar
from .i18n import tr
from .input import Action, Intent, translate
from .scenes import Scene

if TYPE_CHECKING:
    from .host import Host


class BoardViewScene(Scene):
    def __init__(self, host: Host, display: Display) -> None:
        super().__init__(host)
        self.display = display
        self.renderer = BoardRenderer()
        self.camera = Camera(self.viewport(host.size))
        self.camera.fit(display.bounds(), margin=0.5)
        self.dragging: tuple[int, int] | None = None

    @staticmethod
    def viewport(size: tuple[int, int]) -> tuple[int, int, int, int]:
        return (0, TOP_BAR, size[0], size[1] - TOP_BAR)

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
            intent = translate(event)
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
            self.camera.fit(self.display.bounds(), margin=0.5)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface, self.camera, BoardPicture(display=self.display))
        width = surface.get_width()
        draw_top_bar(surface, pygame.Rect(0, 0, width, TOP_BAR), tr("board.title"), None, buttons=0)
