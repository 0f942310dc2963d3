"""Menus, forms and dialogs on pygame_gui: the shared theme and the base of such scenes.

A `GuiScene` builds its elements when it comes on top and kills them when it is
covered or removed, so one UI manager serves every scene; it builds them again on a
resize, which lays the form out for the new window size.

A scene lays its form out in unscaled pixels, for the window as big as it is at the
interface's size (`logical_size`); `GuiScene.add` puts each element where that layout
falls in the window (`to_window`), and the theme's fonts and paddings come at the same
size (`scaled_theme`), so fonts, fields and hit areas grow together.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIDropDownMenu, UIHorizontalSlider, UITextEntryLine

from ..i18n import tr
from .input import Action, Intent
from .scale import factor, px
from .scenes import Scene
from .theme import ACCENT, font, title_size, title_top

if TYPE_CHECKING:
    from ..host import SceneHost

BODY_SIZE = 16
BODY_FONT = {"name": "noto_sans", "size": str(BODY_SIZE)}
SYMBOL_FONT = {"name": "fira_code_symbols", "size": "14"}
"""pygame_gui's own font for its ticks and arrows (which Noto Sans lacks), at its size."""
SLIDER_ARROW_WIDTH = 20
"""pygame_gui's width of a slider's arrow buttons, which its theme does not set."""

THEME: dict[str, Any] = {
    "defaults": {
        "colours": {
            "normal_bg": "#26303a",
            "hovered_bg": "#34414e",
            "disabled_bg": "#1e252c",
            "selected_bg": "#3c4a58",
            "active_bg": "#3c4a58",
            "dark_bg": "#161b20",
            "normal_text": "#eceef0",
            "hovered_text": "#ffffff",
            "selected_text": "#ffffff",
            "disabled_text": "#78848e",
            "active_text": "#ffffff",
            "text_cursor": "#ffc83c",
            "normal_border": "#46566a",
            "hovered_border": "#ffc83c",
            "selected_border": "#ffc83c",
            "active_border": "#ffc83c",
            "disabled_border": "#333d47",
            "filled_bar": "#ffc83c",
            "unfilled_bar": "#26303a",
        },
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1"},
    },
    # pygame_gui takes fonts per element type, not from "defaults" (which would leave them at 14)
    "button": {"font": BODY_FONT},
    "drop_down_menu": {"font": BODY_FONT},
    "text_entry_line": {"font": BODY_FONT, "misc": {"padding": "8,2"}},
    "label": {
        "colours": {"dark_bg": "#00000000", "normal_text": "#eceef0"},
        "misc": {"text_horiz_alignment": "left"},
        "font": BODY_FONT,
    },
    "text_box": {"colours": {"dark_bg": "#1a2026"}, "font": BODY_FONT},
    # pygame_gui's defaults for these, restated so that they grow with the interface
    "check_box": {"font": SYMBOL_FONT, "misc": {"text_offset": "5"}},
    "horizontal_slider": {"misc": {"sliding_button_width": str(SLIDER_ARROW_WIDTH)}},
    "horizontal_slider.@arrow_button": {"font": SYMBOL_FONT},
    "drop_down_menu.#expand_button": {"font": SYMBOL_FONT},
    "#primary": {
        "colours": {
            "normal_bg": "#ffc83c",
            "hovered_bg": "#ffdc78",
            "normal_text": "#1e1e1e",
            "hovered_text": "#1e1e1e",
            "active_text": "#1e1e1e",
            "active_bg": "#e8b430",
        },
        "font": {"name": "noto_sans", "size": "18", "bold": "1"},
    },
    "#heading": {
        "font": {"name": "noto_sans", "size": "28", "bold": "1"},
        "colours": {"normal_text": "#ffc83c"},
    },
    "#dim": {"colours": {"normal_text": "#a0aab4"}, "font": {"name": "noto_sans", "size": "15"}},
    "selection_list": {"misc": {"list_item_height": "34"}},
    "@selection_list_item": {
        "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "12"},
        "font": BODY_FONT,
    },
}


def caption_width(captions: Iterable[str], least: int) -> int:
    """How wide a form's column of captions must be for the widest of ``captions``."""
    return max([least, *(font(BODY_SIZE).size(caption)[0] + 16 for caption in captions)])


def form_column(size: tuple[int, int], widest: int) -> pygame.Rect:
    """The centred column a form is laid out in: at most ``widest`` wide, from below
    the title to the bottom of the window."""
    width, height = size
    column = min(widest, width - 60)
    top = max(130, title_bottom(height) + 8)
    return pygame.Rect((width - column) // 2, top, column, height - top)


def title_bottom(height: int) -> int:
    """Where the screen title drawn by `menu_scene.backdrop` ends, for a window ``height`` high."""
    return title_top(height) + font(title_size(height), True).get_height() + 16


SCALED_MISC = ("shape_corner_radius", "border_width", "list_item_height",
               "text_horiz_alignment_padding", "padding", "text_offset", "sliding_button_width")
"""The theme's lengths (besides font sizes) that grow with the interface."""


def scaled_theme() -> dict[str, Any]:
    """`THEME` at the interface's size: its font sizes and lengths through `px`."""
    def lengths(value: str) -> str:
        return ",".join(str(px(int(part))) for part in value.split(","))

    scaled: dict[str, Any] = {}
    for name, block in THEME.items():
        scaled[name] = dict(block)
        if "font" in block:
            scaled[name]["font"] = {**block["font"], "size": lengths(block["font"]["size"])}
        if "misc" in block:
            scaled[name]["misc"] = {key: lengths(value) if key in SCALED_MISC else value
                                    for key, value in block["misc"].items()}
    return scaled


def make_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    return pygame_gui.UIManager(size, scaled_theme())


def rescale_manager(manager: pygame_gui.UIManager) -> None:
    """Give ``manager``'s theme the interface's size now, for the elements built from now
    on (the scenes build theirs again after this)."""
    manager.get_theme().load_theme(scaled_theme())


def logical_size(size: tuple[int, int]) -> tuple[int, int]:
    """A window of ``size`` pixels in unscaled pixels: what a form is laid out for."""
    return round(size[0] / factor()), round(size[1] / factor())


def to_window(rect: pygame.Rect) -> pygame.Rect:
    """Where ``rect`` of a layout in unscaled pixels falls in the window (edges through
    `px`, so rects that meet in the layout meet in the window)."""
    left, top = px(rect.left), px(rect.top)
    return pygame.Rect(left, top, px(rect.right) - left, px(rect.bottom) - top)


def draw_focus_ring(surface: pygame.Surface, manager: pygame_gui.UIManager) -> None:
    """Ring the text field that typing goes to: pygame_gui's fields show focus only by
    their cursor, which is easy to miss when Tab moves it."""
    for element in manager.get_focus_set() or ():  # type: ignore[no-untyped-call]
        if isinstance(element, UITextEntryLine) and element.visible:
            ring = element.rect.inflate(6, 6)
            pygame.draw.rect(surface, ACCENT, ring, width=2, border_radius=8)


class Slider(UIHorizontalSlider):
    """pygame_gui's slider, its arrow buttons as wide as the interface's size makes them
    (pygame_gui fixes their width outside its theme, in `rebuild`)."""

    def rebuild(self) -> None:
        self.default_button_width = px(SLIDER_ARROW_WIDTH)
        super().rebuild()  # type: ignore[no-untyped-call]


class GuiScene(Scene):
    """A scene whose controls are pygame_gui elements."""

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.elements: list[UIElement] = []
        self.actions: dict[UIElement, str] = {}
        self.on_top = False
        """Whether the scene is the top of the stack (its elements are built)."""

    @property
    def animating(self) -> bool:
        """pygame_gui's elements change by themselves (hover fades, the text cursor)."""
        return True

    @property
    def manager(self) -> pygame_gui.UIManager:
        return self.host.gui

    @property
    def layout_size(self) -> tuple[int, int]:
        """The window's size in the unscaled pixels `build` lays the form out in."""
        return logical_size(self.host.size)

    def enter(self) -> None:
        self.on_top = True
        self.build(self.layout_size)

    def leave(self) -> None:
        self.on_top = False
        self.clear()

    def resize(self, size: tuple[int, int]) -> None:
        """Build the elements again for ``size``, if the scene is on top: a scene beneath
        builds them when it comes on top (elsewhere they would lie over the scene that is
        up: a waiting room's Leave over the online table's rack)."""
        if not self.on_top:
            return
        self.remember()
        self.clear()
        self.build(logical_size(size))

    def remember(self) -> None:
        """Keep what the player typed before the form is rebuilt (override in forms)."""

    def build(self, size: tuple[int, int]) -> None:
        """Create the elements for a window of ``size`` unscaled pixels (`logical_size`),
        in unscaled pixels: `add` puts them in the window."""

    def clear(self) -> None:
        for element in self.elements:
            element.kill()  # type: ignore[no-untyped-call]
        self.elements.clear()
        self.actions.clear()

    def add(self, element: UIElement, action: str | None = None, *,
            in_window: bool = False) -> UIElement:
        """Keep ``element``, laid out in unscaled pixels (moved to its place in the window
        at the interface's size) or, ``in_window``, already there."""
        if element in self.elements:
            return element
        if not in_window and factor() != 1.0:
            placed = to_window(pygame.Rect(element.relative_rect))
            element.set_dimensions(placed.size)
            element.set_relative_position(placed.topleft)
        self.elements.append(element)
        if action is not None:
            self.actions[element] = action
        return element

    def button(
        self, rect: pygame.Rect, label: str, action: str, primary: bool = False
    ) -> pygame_gui.elements.UIButton:
        element = pygame_gui.elements.UIButton(
            to_window(rect), label, self.manager,
            object_id=ObjectID(object_id="#primary") if primary else None,
        )
        self.add(element, action, in_window=True)
        return element

    def dropdown(self, options: Sequence[str], chosen: str, rect: pygame.Rect) -> UIDropDownMenu:
        choices: list[str | tuple[str, str]] = list(options)
        element = UIDropDownMenu(choices, chosen, to_window(rect), self.manager)
        self.add(element, in_window=True)
        return element

    def slider(self, rect: pygame.Rect, value: float, value_range: tuple[float, float],
               step: float) -> Slider:
        """A slider from ``value_range[0]`` to ``value_range[1]`` whose arrows move it by
        ``step``."""
        element = Slider(to_window(rect), value, value_range, self.manager, click_increment=step)
        self.add(element, in_window=True)
        return element

    def label(
        self, rect: pygame.Rect, words: str, style: str | None = None
    ) -> pygame_gui.elements.UILabel:
        element = pygame_gui.elements.UILabel(
            to_window(rect), words, self.manager,
            object_id=ObjectID(object_id=style) if style else None,
        )
        self.add(element, in_window=True)
        return element

    def handle_event(self, event: pygame.event.Event) -> None:
        intent = self.keys.translate(event)
        if intent is not None and intent.action in (Action.NEXT_FIELD, Action.PREVIOUS_FIELD):
            self.focus_next_field(backwards=intent.action is Action.PREVIOUS_FIELD)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.host.audio.play("button")
            self.act(self.actions[event.ui_element])
            return
        if event.type in (
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
            pygame_gui.UI_CHECK_BOX_CHECKED,
            pygame_gui.UI_CHECK_BOX_UNCHECKED,
            pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
            pygame_gui.UI_TEXT_ENTRY_CHANGED,
        ):
            self.changed(event)
            return
        if intent is not None:
            self.on_intent(intent)

    def focus_next_field(self, backwards: bool = False) -> None:
        """Tab (Shift+Tab) moves typing to the next (previous) text field, in reading
        order: top to bottom, left to right, round from the last to the first. The
        field's text comes selected."""
        fields = sorted(
            (element for element in self.elements
             if isinstance(element, UITextEntryLine) and element.is_enabled),
            key=lambda field: (field.rect.top, field.rect.left),
        )
        if not fields:
            return
        focused = [index for index, field in enumerate(fields) if field.is_focused]
        if focused:
            target = fields[(focused[0] + (-1 if backwards else 1)) % len(fields)]
        else:
            target = fields[-1] if backwards else fields[0]
        self.manager.set_focus_set(target)
        end = len(target.get_text())
        target.select_range = [0, end]  # as in any form: typing replaces what was there
        target.edit_position = end

    def act(self, action: str) -> None:
        """A button was pressed; "back" leaves the scene."""
        if action == "back":
            self.host.scenes.pop()

    def on_intent(self, intent: Intent) -> None:
        """Escape leaves the scene (the bottom scene, the main menu, stays)."""
        if intent.action is Action.CANCEL and len(self.host.scenes) > 1:
            self.host.scenes.pop()

    def changed(self, event: pygame.event.Event) -> None:
        """A form field changed."""


class FormScene(GuiScene):
    """A form with Back and one primary button: that button, or Enter (unless a text
    field keeps Enter for itself), calls `submit`."""

    primary_action = "submit"

    def form_buttons(self, left: int, width: int, y: int, label: str) -> None:
        """Back at the left end of the form's column, the primary button at the right."""
        self.button(pygame.Rect(left, y, 160, 46), tr("common.back"), "back")
        self.button(
            pygame.Rect(left + width - 200, y, 200, 46), label, self.primary_action, primary=True
        )

    def act(self, action: str) -> None:
        if action == self.primary_action:
            self.submit()
        else:
            super().act(action)

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CONFIRM:
            self.submit()
        else:
            super().on_intent(intent)

    def submit(self) -> None:
        """Do what the form is for."""
