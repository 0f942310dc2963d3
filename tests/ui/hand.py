"""A player's hand on the running program, for the soak: it presses what the top scene
offers, found by what it does, never by where it is.

A button is found by the action its scene gives it: a menu's or form's pygame_gui
buttons (`GuiScene.actions`), the buttons a scene draws itself (its ``buttons()``),
the buttons on the card of the coach beside a table (named by their `Action`: "SHOW",
"GO_ON", "CLOSE_CARD"). A key is found by its meaning in the scene's key table
(`Scene.keys`; beside a coach, the coach's keys over the table's, as the coach reads
them first), a dropdown's option by its place in the list. Everything is posted as pygame events
and happens in the next frame, as it does for a player.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pygame
from driving import post
from pygame_gui.core import UIElement
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from axio_desktop.app import App
from axio_desktop.ui.core.gui import GuiScene
from axio_desktop.ui.core.input import Binding, KeyTable
from axio_desktop.ui.core.scenes import Scene
from axio_desktop.ui.core.widgets import Button
from axio_desktop.ui.table.coach_card import card_buttons

WAIT_SECONDS = 0.01


class Hand:
    """Clicks and keys into ``app``, the random choices (where in a button to click)
    drawn from ``rng``."""

    def __init__(self, app: App, rng: random.Random) -> None:
        self.app = app
        self.rng = rng
        self.settling = False
        """Whether the hand just clicked: pygame_gui tells a scene of its button in the
        next frame, so the hand waits a frame before it looks again."""

    @property
    def scene(self) -> Scene:
        return self.app.scenes.top

    @property
    def top(self) -> Any:
        """The top scene, to read what it shows (whichever kind of scene it is)."""
        return self.app.scenes.top

    @property
    def beneath(self) -> Scene | None:
        """The scene under the top one, if any."""
        scenes = list(self.app.scenes)
        return scenes[-2] if len(scenes) > 1 else None

    @property
    def at(self) -> str:
        """The kind of the top scene (its class name)."""
        return type(self.scene).__name__

    # What the top scene offers ---------------------------------------------------------

    def offered(self) -> dict[str, pygame.Rect]:
        """Where to click for each action the top scene offers now (enabled and shown)."""
        scene = self.scene
        found: dict[str, pygame.Rect] = {}
        if isinstance(scene, GuiScene):
            for element, action in scene.actions.items():
                if element.visible and element.is_enabled and element.alive():
                    found.setdefault(action, element.rect)
        buttons = getattr(scene, "buttons", None)
        drawn: list[Button] = buttons() if callable(buttons) else []
        coach = getattr(scene, "coach", None)
        card = coach.card() if coach is not None else None
        if card is not None:
            drawn = card_buttons(*card) + drawn  # the card lies over the table's buttons
        for button in drawn:
            if button.enabled:
                found.setdefault(button.action, button.rect)
        return found

    def elements(self) -> list[UIElement]:
        """The top scene's pygame_gui elements that are shown (fields, lists, dropdowns)."""
        return [element for element in getattr(self.scene, "elements", [])
                if element.visible and element.alive()]

    # Doing -----------------------------------------------------------------------------

    def click(self, action: str) -> bool:
        """Click the button of ``action`` if the top scene offers it."""
        rect = self.offered().get(action)
        if rect is None:
            return False
        self.click_in(rect)
        return True

    def click_in(self, rect: pygame.Rect, button: int = 1) -> None:
        """Click somewhere inside ``rect`` (not at its very edge)."""
        self.settling = True
        inner = rect.inflate(-min(8, rect.width - 1), -min(8, rect.height - 1))
        self.click_at((self.rng.randint(inner.left, max(inner.left, inner.right - 1)),
                       self.rng.randint(inner.top, max(inner.top, inner.bottom - 1))), button)

    def click_at(self, position: tuple[int, int], button: int = 1) -> None:
        post(pygame.MOUSEMOTION, pos=position, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=position, button=button)
        post(pygame.MOUSEBUTTONUP, pos=position, button=button)

    def wheel(self, rect: pygame.Rect, steps: int) -> None:
        """The mouse wheel turned ``steps`` (up is positive) with the pointer in ``rect``."""
        self.settling = True
        post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEWHEEL, x=0, y=steps, precise_x=0.0, precise_y=float(steps),
             flipped=False)

    def wait(self) -> None:
        """A moment of doing nothing, in real time: what the program works at beside
        the frames (a bot, the review's analysis) gets on meanwhile."""
        time.sleep(WAIT_SECONDS)

    def type_over(self, field: UITextEntryLine, words: str) -> None:
        """Type ``words`` over what ``field`` holds: a click into it where it is not
        focused (this step), else all of it selected and replaced (the field's own
        editing keys, Ctrl+A and Backspace, then the text)."""
        if not field.is_focused:
            self.click_in(field.rect)
            return
        self.settling = True
        tap(pygame.K_a, pygame.KMOD_CTRL)
        tap(pygame.K_BACKSPACE)
        for letter in words:
            post(pygame.TEXTINPUT, text=letter)

    def press(self, action: str) -> bool:
        """Press the key that means ``action`` (an `Action`'s name) in the top scene's
        key table."""
        binding = binding_for(self.scene, action)
        if binding is None:
            return False
        tap(binding.key, binding.mods)
        return True

    def dismiss_message(self) -> bool:
        """Close the dialog the program shows, by its own button, if one is up."""
        message = self.app.message
        if message is None or message.dismiss_button is None:
            return False
        self.click_in(message.dismiss_button.rect)
        return True

    def choose(self, menu: UIDropDownMenu, option: int) -> None:
        """One step towards option number ``option`` of ``menu``: open it, then click
        the option (if the list scrolled it out of sight, the menu is closed again)."""
        expanded: Any = menu.menu_states["expanded"]
        if menu.current_state is not expanded:
            self.click_in(menu.rect)
            return
        wanted = menu.options_list[option]
        text = wanted[0] if isinstance(wanted, tuple) else wanted
        listed = expanded.options_selection_list
        for item in listed.item_list if listed is not None else ():
            button = item["button_element"]
            if item["text"] == text and button is not None and button.visible:
                self.click_in(button.rect)
                return
        self.click_in(menu.rect)


def binding_for(scene: Scene, action: str) -> Binding | None:
    """The key that means ``action`` in ``scene``, the first in its key table's order
    (`Scene.keys`; beside a coach, the coach's own keys over the table's)."""
    keys: KeyTable = scene.keys
    coach = getattr(scene, "coach", None)
    if coach is not None:
        keys = keys.plus(*coach.keys.bindings)
    return next((binding for binding in keys.bindings
                 if binding.intent.action.name == action), None)


def selected(menu: UIDropDownMenu) -> int:
    """The number of the option ``menu`` shows."""
    shown = menu.selected_option
    return option_of(menu, shown[0] if isinstance(shown, tuple) else shown)


def option_of(menu: UIDropDownMenu, text: str) -> int:
    """The number of the option of ``menu`` that reads ``text`` (-1 if none does)."""
    texts = [option[0] if isinstance(option, tuple) else option for option in menu.options_list]
    return texts.index(text) if text in texts else -1


def tap(key: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
