"""The one place that knows key codes: the key tables that turn keys and the mouse wheel
into intents, and the names of the keys that the key help shows.

Scenes never look at key codes: they react to `Intent`s, read through their own
`KeyTable`. Every screen reads `SCREEN_KEYS`; a screen whose keys do more reads the
screen keys with its own on top (`KeyTable.plus`): the game table (`TABLE_KEYS`, with
each game's picks and answers), the review (`REVIEW_KEYS`), the results
(`RESULTS_KEYS`), and the coaches beside the table (`TRY_AGAIN_KEYS`,
`TUTORIAL_KEYS`, over the game's own). So one key may mean one thing on one screen and
another on the next (Home shows the whole table but the first placement in the review;
T tries again in the review but shows the next tracks on the results), and the key
help names each row's keys from the table of its screen (`core.key_help`), so a
binding changed here changes the help too.

Pointer gestures (dragging the tile, dragging the view) stay pointer events, because
where the pointer is matters to them; a right click that does not drag becomes ROTATE.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum, auto
from itertools import groupby

import pygame

from ..i18n import tr


class Action(Enum):
    # The game table
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
    # The window and forms
    SCREENSHOT = auto()
    FULLSCREEN = auto()
    NEXT_FIELD = auto()
    PREVIOUS_FIELD = auto()
    # The review
    PREVIOUS = auto()
    """The placement before the shown one."""
    NEXT = auto()
    """The placement after the shown one."""
    FIRST = auto()
    LAST = auto()
    NEXT_MISTAKE = auto()
    PLAY_ON = auto()
    TRY_AGAIN = auto()
    # The coaches beside the table
    SHOW = auto()
    """Try again: the best placement found, put on the board."""
    GO_ON = auto()
    """Try again: on to the next marked position (skipping this one if not done)."""
    CLOSE_CARD = auto()
    """A tutorial: the card read, on to the next."""
    LEAVE = auto()
    """A tutorial: skipped, back to the menu."""
    # The results
    NEXT_TRACKS = auto()
    SWITCH_CHART = auto()
    """Solo: the chart of the game or the high scores."""


@dataclass(frozen=True, slots=True)
class Intent:
    """What the player wants. ``step`` is a direction for PAN and CURSOR, ``amount``
    the wheel steps for ZOOM (positive = closer) or the 0-based choice for PICK."""

    action: Action
    step: tuple[int, int] = (0, 0)
    amount: int = 0


CTRL = pygame.KMOD_CTRL
SHIFT = pygame.KMOD_SHIFT


@dataclass(frozen=True, slots=True)
class Binding:
    """A key (with ``mods``, `CTRL` and `SHIFT` held) and its intent; ``shown`` is
    False for a twin the key help leaves unnamed (the keypad's Enter, plus, minus)."""

    key: int
    intent: Intent
    mods: int = 0
    shown: bool = True


def _bind(intent: Intent, *keys: int, mods: int = 0) -> tuple[Binding, ...]:
    return tuple(Binding(key, intent, mods) for key in keys)


def _twins(intent: Intent, *keys: int) -> tuple[Binding, ...]:
    return tuple(Binding(key, intent, shown=False) for key in keys)


def _directions(action: Action, keys: tuple[int, int, int, int], mods: int = 0
                ) -> tuple[Binding, ...]:
    """Up, left, down and right."""
    steps = ((0, -1), (-1, 0), (0, 1), (1, 0))
    return tuple(Binding(key, Intent(action, step), mods) for key, step in zip(keys, steps))


ARROWS = (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT)
DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
          pygame.K_7, pygame.K_8, pygame.K_9)


class KeyTable:
    """Keys and the intents they mean on one screen. A key held with Ctrl or Shift
    means what the table says for that chord, else what it means alone (Shift+R turns
    the tile as R does, Shift+arrow pans)."""

    def __init__(self, bindings: Iterable[Binding]) -> None:
        self.bindings = tuple(bindings)
        self._intents = {(binding.key, binding.mods): binding.intent
                         for binding in self.bindings}

    def plus(self, *bindings: Binding) -> KeyTable:
        """This table with ``bindings`` on top: a key bound here again means only what
        ``bindings`` say."""
        taken = {(binding.key, binding.mods) for binding in bindings}
        return KeyTable((*(binding for binding in self.bindings
                           if (binding.key, binding.mods) not in taken), *bindings))

    def intent_of(self, key: int, mods: int = 0) -> Intent | None:
        held = (CTRL if mods & CTRL else 0) | (SHIFT if mods & SHIFT else 0)
        chords = (held, held & SHIFT, held & CTRL, 0)
        return next((self._intents[key, chord] for chord in chords
                     if (key, chord) in self._intents), None)

    def translate(self, event: pygame.event.Event) -> Intent | None:
        """The intent of a raw event, or None when it is not one the table knows (the
        mouse wheel zooms on every screen)."""
        if event.type == pygame.KEYDOWN:
            return self.intent_of(event.key, event.mod)
        if event.type == pygame.MOUSEWHEEL and event.y:
            return Intent(Action.ZOOM, amount=1 if event.y > 0 else -1)
        return None

    def names(self, action: Action) -> list[str]:
        """The keys of ``action`` as the key help names them, in the table's order:
        "R", "Ctrl+Z"; the four arrows as "arrow keys", a run of digits as "1 – 5", and
        a family of keys for one action in several ways as one name ("W A S D")."""
        shown = [binding for binding in self.bindings
                 if binding.intent.action is action and binding.shown]
        names: list[str] = []
        for mods, chord in groupby(shown, key=lambda binding: binding.mods):
            bindings = list(chord)
            words = list(_words(bindings))
            if len({binding.intent for binding in bindings}) > 1 and len(words) > 1:
                words = [(" / " if len(words) == 2 else " ").join(words)]
            names += [_modified(word, mods) for word in words]
        return names


def _words(bindings: list[Binding]) -> Iterator[str]:
    keys = [binding.key for binding in bindings]
    if set(ARROWS) <= set(keys):
        yield tr("key.arrows")
        keys = [key for key in keys if key not in ARROWS]
    run = [key for key in keys if key in DIGITS]
    if len(run) >= 3 and run == list(DIGITS[DIGITS.index(run[0]):][:len(run)]):
        yield f"{key_name(run[0])} – {key_name(run[-1])}"
        keys = [key for key in keys if key not in run]
    yield from (key_name(key) for key in keys)


def _modified(word: str, mods: int) -> str:
    held = [tr(name) for flag, name in ((CTRL, "key.ctrl"), (SHIFT, "key.shift")) if mods & flag]
    return "+".join((*held, word))


KEY_NAMES = {
    pygame.K_RETURN: "key.enter",
    pygame.K_SPACE: "key.space",
    pygame.K_ESCAPE: "key.escape",
    pygame.K_BACKSPACE: "key.backspace",
    pygame.K_TAB: "key.tab",
    pygame.K_HOME: "key.home",
    pygame.K_END: "key.end",
    pygame.K_UP: "key.up",
    pygame.K_LEFT: "key.left",
    pygame.K_DOWN: "key.down",
    pygame.K_RIGHT: "key.right",
}
"""The catalogue keys of the keys whose names differ by language."""


def key_name(key: int) -> str:
    """A key as printed on it: "R", "F1", "+", "−"; "Enter", "Pos1" in the catalogue."""
    if key in KEY_NAMES:
        return tr(KEY_NAMES[key])
    return pygame.key.name(key).upper().replace("-", "−")


SCREEN_KEYS = KeyTable((
    *_bind(Intent(Action.CONFIRM), pygame.K_RETURN),
    *_twins(Intent(Action.CONFIRM), pygame.K_KP_ENTER),
    *_bind(Intent(Action.CONFIRM), pygame.K_SPACE),
    *_bind(Intent(Action.CANCEL), pygame.K_ESCAPE, pygame.K_BACKSPACE),
    *_directions(Action.PAN, (pygame.K_w, pygame.K_a, pygame.K_s, pygame.K_d)),
    *_directions(Action.PAN, ARROWS, SHIFT),
    *_directions(Action.CURSOR, ARROWS),
    *_bind(Intent(Action.ZOOM, amount=1), pygame.K_PLUS),
    *_twins(Intent(Action.ZOOM, amount=1), pygame.K_EQUALS, pygame.K_KP_PLUS),
    *_bind(Intent(Action.ZOOM, amount=-1), pygame.K_MINUS),
    *_twins(Intent(Action.ZOOM, amount=-1), pygame.K_KP_MINUS),
    *_bind(Intent(Action.FIT), pygame.K_HOME),
    *_bind(Intent(Action.HELP), pygame.K_F1),
    *_bind(Intent(Action.FULLSCREEN), pygame.K_F11),
    *_bind(Intent(Action.SCREENSHOT), pygame.K_F12),
    *_bind(Intent(Action.NEXT_FIELD), pygame.K_TAB),
    *_bind(Intent(Action.PREVIOUS_FIELD), pygame.K_TAB, mods=SHIFT),
))
"""What keys mean on every screen: confirm, cancel, move the view or the cursor, zoom,
show it all, help, full screen, screenshot (the last two the program's own, whatever
the screen), and Tab between text fields."""

TABLE_KEYS = SCREEN_KEYS.plus(
    *_bind(Intent(Action.ROTATE), pygame.K_r, pygame.K_e),
    *_bind(Intent(Action.ROTATE_BACK), pygame.K_q),
    *_bind(Intent(Action.HINT), pygame.K_h),
    *_bind(Intent(Action.UNDO), pygame.K_u),
    *_bind(Intent(Action.UNDO), pygame.K_z, mods=CTRL),
    *_bind(Intent(Action.REDO), pygame.K_y, mods=CTRL),
    *_bind(Intent(Action.REDO), pygame.K_z, mods=CTRL | SHIFT),
)
"""The game table of every game: the screen's keys, and turn, hint, undo and redo (a
game adds its own: `pick_keys`, `EXCHANGE_KEYS`)."""


def pick_keys(count: int) -> tuple[Binding, ...]:
    """1, 2, ... ``count`` pick the first, second, ... choice (a colour, a rack tile)."""
    return tuple(Binding(key, Intent(Action.PICK, amount=number))
                 for number, key in enumerate(DIGITS[:count]))


EXCHANGE_KEYS = (*_bind(Intent(Action.EXCHANGE), pygame.K_x),
                 *_bind(Intent(Action.KEEP), pygame.K_k))
"""The answers to the exchange option (AXIO, AXIO Hex)."""

TRY_AGAIN_KEYS = KeyTable((*_bind(Intent(Action.SHOW), pygame.K_h),
                           *_bind(Intent(Action.GO_ON), pygame.K_n)))
"""Try again's keys over the game table's: H shows the best placement instead of a
hint, N goes on."""

TUTORIAL_KEYS = KeyTable((*_bind(Intent(Action.CLOSE_CARD), pygame.K_RETURN),
                          *_twins(Intent(Action.CLOSE_CARD), pygame.K_KP_ENTER)))
"""A tutorial's keys over the game table's: Enter closes a card that Next closes (and
confirms a placement as ever while none is up)."""

REVIEW_KEYS = SCREEN_KEYS.plus(
    *_bind(Intent(Action.PREVIOUS), pygame.K_LEFT, pygame.K_UP),
    *_bind(Intent(Action.NEXT), pygame.K_RIGHT, pygame.K_DOWN),
    *_bind(Intent(Action.FIRST), pygame.K_HOME),
    *_bind(Intent(Action.LAST), pygame.K_END),
    *_bind(Intent(Action.NEXT_MISTAKE), pygame.K_n),
    *_bind(Intent(Action.PLAY_ON), pygame.K_p),
    *_bind(Intent(Action.TRY_AGAIN), pygame.K_t),
    *_bind(Intent(Action.FIT), pygame.K_f),
)
"""The review screen: the arrows step through the placements, Home and End go to the
first and the last (so F shows the whole board), N, P and T."""

RESULTS_KEYS = SCREEN_KEYS.plus(
    *_bind(Intent(Action.NEXT_TRACKS), pygame.K_t),
    *_bind(Intent(Action.SWITCH_CHART), pygame.K_c),
)
"""The results screen: T shows the next player's tracks on the chart, C (solo) swaps
the chart and the high scores."""

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
