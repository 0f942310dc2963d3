"""The one table that turns keys and the mouse wheel into intents.

Scenes never look at key codes: they react to `Intent`s. Pointer gestures
(dragging the tile, dragging the view) stay pointer events, because where the
pointer is matters to them; a right click that does not drag becomes ROTATE.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto

import pygame


class Action(Enum):
    ROTATE = auto()
    ROTATE_BACK = auto()
    CONFIRM = auto()
    CANCEL = auto()
    PAN = auto()
    ZOOM = auto()
    FIT = auto()
    CURSOR = auto()
    PICK = auto()
    HINT = auto()
    UNDO = auto()
    REDO = auto()
    HELP = auto()
    EXCHANGE = auto()
    KEEP = auto()
    SCREENSHOT = auto()
    FULLSCREEN = auto()


@dataclass(frozen=True, slots=True)
class Intent:
    """What the player wants. ``step`` is a direction for PAN and CURSOR, ``amount``
    the wheel steps for ZOOM (positive = closer) or the 0-based choice for PICK."""

    action: Action
    step: tuple[int, int] = (0, 0)
    amount: int = 0


KEY_TABLE: dict[int, Intent] = {
    pygame.K_r: Intent(Action.ROTATE),
    pygame.K_e: Intent(Action.ROTATE),
    pygame.K_q: Intent(Action.ROTATE_BACK),
    pygame.K_RETURN: Intent(Action.CONFIRM),
    pygame.K_KP_ENTER: Intent(Action.CONFIRM),
    pygame.K_SPACE: Intent(Action.CONFIRM),
    pygame.K_ESCAPE: Intent(Action.CANCEL),
    pygame.K_BACKSPACE: Intent(Action.CANCEL),
    pygame.K_w: Intent(Action.PAN, (0, -1)),
    pygame.K_a: Intent(Action.PAN, (-1, 0)),
    pygame.K_s: Intent(Action.PAN, (0, 1)),
    pygame.K_d: Intent(Action.PAN, (1, 0)),
    pygame.K_UP: Intent(Action.CURSOR, (0, -1)),
    pygame.K_LEFT: Intent(Action.CURSOR, (-1, 0)),
    pygame.K_DOWN: Intent(Action.CURSOR, (0, 1)),
    pygame.K_RIGHT: Intent(Action.CURSOR, (1, 0)),
    pygame.K_PLUS: Intent(Action.ZOOM, amount=1),
    pygame.K_EQUALS: Intent(Action.ZOOM, amount=1),
    pygame.K_KP_PLUS: Intent(Action.ZOOM, amount=1),
    pygame.K_MINUS: Intent(Action.ZOOM, amount=-1),
    pygame.K_KP_MINUS: Intent(Action.ZOOM, amount=-1),
    pygame.K_HOME: Intent(Action.FIT),
    pygame.K_1: Intent(Action.PICK, amount=0),
    pygame.K_2: Intent(Action.PICK, amount=1),
    pygame.K_3: Intent(Action.PICK, amount=2),
    pygame.K_4: Intent(Action.PICK, amount=3),
    pygame.K_5: Intent(Action.PICK, amount=4),
    pygame.K_6: Intent(Action.PICK, amount=5),
    pygame.K_x: Intent(Action.EXCHANGE),
    pygame.K_k: Intent(Action.KEEP),
    pygame.K_h: Intent(Action.HINT),
    pygame.K_u: Intent(Action.UNDO),
    pygame.K_F1: Intent(Action.HELP),
    pygame.K_F11: Intent(Action.FULLSCREEN),
    pygame.K_F12: Intent(Action.SCREENSHOT),
}

BUTTON_INTENTS: dict[str, Intent] = {
    "help": Intent(Action.HELP),
    "undo": Intent(Action.UNDO),
    "redo": Intent(Action.REDO),
    "hint": Intent(Action.HINT),
    "rotate": Intent(Action.ROTATE),
    "rotate_back": Intent(Action.ROTATE_BACK),
    "cancel": Intent(Action.CANCEL),
    "confirm": Intent(Action.CONFIRM),
    "exchange": Intent(Action.EXCHANGE),
    "keep": Intent(Action.KEEP),
}
"""What the game table's buttons mean: the same intents as their keys."""

HELP_ROWS: tuple[tuple[str, str], ...] = (
    ("help.keys.drag", "help.do.drag"),
    ("help.keys.rotate", "help.do.rotate"),
    ("help.keys.rotate_back", "help.do.rotate_back"),
    ("help.keys.confirm", "help.do.confirm"),
    ("help.keys.cancel", "help.do.cancel"),
    ("help.keys.cursor", "help.do.cursor"),
    ("help.keys.pick", "help.do.pick"),
    ("help.keys.pan", "help.do.pan"),
    ("help.keys.zoom", "help.do.zoom"),
    ("help.keys.fit", "help.do.fit"),
    ("help.keys.hint", "help.do.hint"),
    ("help.keys.undo", "help.do.undo"),
    ("help.keys.redo", "help.do.redo"),
    ("help.keys.help", "help.do.help"),
    ("help.keys.fullscreen", "help.do.fullscreen"),
    ("help.keys.screenshot", "help.do.screenshot"),
)
"""The help overlay's rows (key text, what it does), kept beside the table they describe."""

AXIO_ROWS_INSTEAD: dict[str, tuple[str, str]] = {
    "help.keys.drag": ("help.keys.drag_tile", "help.do.drag_tile"),
    "help.keys.cursor": ("help.keys.cursor", "help.do.cursor_axio"),
    "help.keys.pick": ("help.keys.pick_tile", "help.do.pick_tile"),
    "help.keys.fit": ("help.keys.fit", "help.do.fit_axio"),
}
AXIO_HELP_ROWS: tuple[tuple[str, str], ...] = tuple(
    AXIO_ROWS_INSTEAD.get(row[0], row) for row in HELP_ROWS
) + (("help.keys.exchange", "help.do.exchange"),)
"""The rows for AXIO and AXIO Hex: a rack tile instead of the hand tile, picked by its
number; no colour picker; Home shows the play area; X and K answer the exchange option."""


def translate(event: pygame.event.Event) -> Intent | None:
    """The intent of a raw event, or None when it is not one the table knows.

    Shift + arrow pans the view instead of moving the cell cursor; Ctrl+Z undoes,
    Ctrl+Y and Ctrl+Shift+Z redo.
    """
    if event.type == pygame.KEYDOWN:
        if event.mod & pygame.KMOD_CTRL and event.key in (pygame.K_y, pygame.K_z):
            redo = event.key == pygame.K_y or event.mod & pygame.KMOD_SHIFT
            return Intent(Action.REDO if redo else Action.UNDO)
        intent = KEY_TABLE.get(event.key)
        if intent is not None and intent.action is Action.CURSOR and event.mod & pygame.KMOD_SHIFT:
            return Intent(Action.PAN, intent.step)
        return intent
    if event.type == pygame.MOUSEWHEEL and event.y:
        return Intent(Action.ZOOM, amount=1 if event.y > 0 else -1)
    return None
