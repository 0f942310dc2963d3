"""Scenes talk to a narrow host, never to the application: a test hands a scene a
fake host and sees what the scene asked of it (issue 20, "a UI that can host three
games")."""

from __future__ import annotations

import time

import pygame
from driving import post

from axio_desktop.ui.core.audio import Audio
from axio_desktop.ui.core.gui import make_manager
from axio_desktop.ui.core.stack import SceneStack
from axio_desktop.ui.core.theme import forget_fonts
from axio_desktop.ui.correspondence.desk import CorrespondenceDesk
from axio_desktop.ui.host import DemoOptions, SceneHost
from axio_desktop.ui.hosting import ProgramHosting
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.table.match import TableMatch
from axio_desktop.userdata import Settings


class RecordingFlow:
    """A flow that only notes what it was asked."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def has_autosave(self) -> bool:
        return True

    def autosave(self, match: TableMatch) -> None:
        self.asked.append("autosave")

    def start_game(self, match: TableMatch, coach: object = None) -> None:
        self.asked.append("start_game")

    def continue_game(self) -> None:
        self.asked.append("continue_game")

    def load_game(self, path: object) -> bool:
        self.asked.append("load_game")
        return False

    def start_demo_game(self) -> None:
        self.asked.append("start_demo_game")

    def show_results(self, match: TableMatch, counted: bool = True) -> None:
        self.asked.append("show_results")

    def to_menu(self) -> None:
        self.asked.append("to_menu")

    def has_online_seat(self) -> bool:
        return False

    def continue_online(self) -> bool:
        self.asked.append("continue_online")
        return False


class FakeHost:
    """Just what the `SceneHost` protocol names, with no window behind it."""

    def __init__(self, size: tuple[int, int]) -> None:
        pygame.init()
        self.surface = pygame.display.set_mode(size)  # pygame_gui renders for a display
        self.scenes = SceneStack()
        self.settings = Settings()
        self.audio = Audio(self.settings)
        self.gui = make_manager(size)
        self.demo: DemoOptions | None = None
        self.hosting = ProgramHosting(bind="127.0.0.1")  # never started here
        self.correspondence = CorrespondenceDesk(time.time, lambda row: None)  # not started
        self.flow = RecordingFlow()
        self.toasts: list[str] = []
        self.quitting = False

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def save_settings(self, settings: Settings) -> None:
        self.settings = settings

    def show_toast(self, message: str) -> None:
        self.toasts.append(message)

    def show_message(self, title: str, html: str) -> None:
        self.toasts.append(title)

    def toggle_fullscreen(self) -> None:
        pass

    def set_caption(self, note: str | None) -> None:
        pass

    def relayout(self) -> None:
        pass

    def quit(self) -> None:
        self.quitting = True

    def frame(self) -> None:
        """What the application's loop does once: events, update, draw."""
        for event in pygame.event.get():
            if not self.gui.process_events(event):
                self.scenes.top.handle_event(event)
        self.gui.update(1 / 60)
        self.scenes.top.update(1 / 60)
        for scene in self.scenes.visible():
            scene.draw(self.surface)
        self.gui.draw_ui(self.surface)


def button_centre(scene: MenuScene, action: str) -> tuple[int, int]:
    return next(element.rect.center for element, name in scene.actions.items() if name == action)


def test_the_menu_asks_its_host_to_continue_and_to_quit() -> None:
    host = FakeHost((1024, 600))
    checked: SceneHost = host  # the fake satisfies the protocol the scenes are typed with
    menu = MenuScene(checked)
    host.scenes.push(menu)
    host.frame()
    for action in ("continue", "quit"):
        centre = button_centre(menu, action)
        post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
        post(pygame.MOUSEBUTTONUP, pos=centre, button=1)
        for _ in range(3):
            host.frame()
    assert host.flow.asked == ["continue_game"]
    assert host.quitting
    forget_fonts()  # as the application does when it closes
    pygame.quit()
