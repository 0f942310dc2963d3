"""A coach beside the table: a tutorial or the review's "Try again" guides the human
through a game on the real table (`table.scene.TableScene`'s ``coach``).

The table attaches the coach to itself when it is made (`Coach.attach`), and the coach
sees only what a coach needs of it (`CoachedTable`). The coach vets each decision of
the human before it is played (a refused one is taken back: the tile returns to the
hand), may hold the game still while the player reads (no bot moves, no results),
shows what follows the end of the game if it wants, has keys of its own and rows of
the key help, says what its card says (the table lays the card in its side panel, so
it never covers the board), and may draw highlights over the table. The table stays the same table: the same
board, hand, gestures, previews and panels; the coach only adds to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..core.input import Action, KeyTable
from ..core.key_help import HelpLine, HelpRow, describe, without
from ..core.widgets import Button
from .layout import TableLayout
from .match import AnyMatch, DecisionT, DecisionT_contra
from .placing import Placing

if TYPE_CHECKING:
    from .card_face import Face


class TablePicture(Protocol):
    """Where a game's things lie on the table: what a coach's card keeps clear of and
    its highlights point at."""

    @property
    def colours(self) -> str:
        """The game's colours in track order."""
        ...

    def hand_rect(self) -> pygame.Rect: ...

    def cell_rect(self, cell: tuple[int, int]) -> pygame.Rect: ...

    def placeable_rects(self) -> list[pygame.Rect]: ...

    def put_down_rects(self) -> list[pygame.Rect]: ...

    def protected(self) -> list[pygame.Rect]: ...

    def last_placed_rects(self) -> list[pygame.Rect]: ...


class CoachedTable(Protocol[DecisionT_contra]):
    """What a coach may see and do of the table it sits beside, for a game whose
    decisions are ``DecisionT_contra``."""

    @property
    def match(self) -> AnyMatch:
        """The game at the table (whether two decisions are the same, say)."""
        ...

    @property
    def layout(self) -> TableLayout:
        """Where the board and the scoreboards lie."""
        ...

    @property
    def part(self) -> TablePicture:
        """Where the game's things lie."""
        ...

    @property
    def keys(self) -> KeyTable:
        """What the keys mean at the table (the game's own among them)."""
        ...

    @property
    def placing(self) -> Placing: ...

    @property
    def curtain(self) -> int | None: ...

    def reveal(self) -> None:
        """Lift the hot-seat curtain."""
        ...

    def mover_view(self) -> object | None:
        """The view of the human to move at the screen; None while nobody there is."""
        ...

    def buttons(self) -> list[Button]: ...

    def card(self) -> tuple[pygame.Rect, Face] | None:
        """The card up now (the coach's `Coach.face`) and its place in the side panel."""
        ...

    def show_hint(self, decision: DecisionT_contra) -> None:
        """Put ``decision`` in front of the player, as a hint is."""
        ...

    def leave_game(self) -> None: ...


class Coach(Protocol[DecisionT]):
    """What a table asks of the coach beside it, for a game whose decisions are
    ``DecisionT``."""

    @property
    def keys(self) -> KeyTable:
        """The coach's own keys, over the table's (`input.TRY_AGAIN_KEYS`, say)."""
        ...

    @property
    def help_rows(self) -> tuple[HelpRow, ...]:
        """The coach's rows of the key help, in place of the table's rows of the keys
        it answers itself (`ANSWERED`), named from the table's keys and its own."""
        ...

    def attach(self, table: CoachedTable[DecisionT]) -> None:
        """The table the coach sits beside, once it is made (the table calls it)."""
        ...

    def vet(self, decision: DecisionT) -> bool:
        """The human's decision, before it is played: False refuses it (the coach says
        why; the table takes the tile back and plays nothing)."""
        ...

    @property
    def holding(self) -> bool:
        """While True the game waits: no bot is asked, the results do not come."""
        ...

    @property
    def animating(self) -> bool:
        """Whether the coach's picture moves by itself (the frame must be drawn)."""
        ...

    def show_the_end(self) -> bool:
        """The game is over and its last pause has passed: the coach shows what follows
        and says True (a tutorial: remembered as done, then the results, uncounted), or
        says False for the usual results screen."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        """An input event, before the table sees it: True when the coach used it."""
        ...

    def update(self, dt: float) -> None: ...

    def face(self) -> Face | None:
        """What the coach's card says now (None: no card is up); the table lays it in
        its side panel, beside the board."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Paint over the table what points at the game (highlights), never a card."""
        ...


AnyCoach = Coach[Any]
"""A coach of any game's table, as the screen flow hands it on."""

ANSWERED = (Action.HINT, Action.UNDO, Action.REDO)
"""The table's keys a coach answers itself: its hint is its own, and what it guides
is not taken back (a tile put down but not confirmed still is: `coach_card.guarded`)."""


def table_help(keys: KeyTable, rows: tuple[HelpRow, ...], coach: AnyCoach | None
               ) -> tuple[HelpLine, ...]:
    """The key help of a table whose keys are ``keys`` and rows ``rows``; beside a
    coach, the rows of the keys it answers itself give way to the coach's own."""
    if coach is None:
        return describe(keys, rows)
    return (describe(keys, without(rows, ANSWERED))
            + describe(keys.plus(*coach.keys.bindings), coach.help_rows))
