"""What one game brings to the shared table (`TablePart`): its layout, the board
picture, the pieces in hand and the placement gesture with the move being built.

Everything else — whose turn it is, bots, undo, banners, the scoreboards, the
buttons of the top bar, the curtain — the table does once for every game
(`table.scene`, `table.turn_flow`, `table.motion`). AXIO Rota's part is
`ui.rota.part.RotaPart`, AXIO's and AXIO Hex's `ui.axio.part.AxioPart`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from ...bots.wire import ViewT, ViewT_contra
from ..core.input import Intent, KeyTable
from ..core.key_help import HelpRow
from ..core.widgets import Button
from .layout import TableLayout
from .match import AnyMatch, DecisionT, DecisionT_contra, PlacementT, PlacementT_contra, Played
from .placing import Placing
from .turn_flow import GameWords, TurnFlow

if TYPE_CHECKING:
    from ..core.camera import Camera
    from ..host import Host
    from .motion import Motion

DRAG_THRESHOLD = 5
"""A press that moves less than this many pixels before its release is a click."""

MatchT_co = TypeVar("MatchT_co", bound=AnyMatch, covariant=True)
LayoutT_co = TypeVar("LayoutT_co", bound="TableLayout", covariant=True)


@dataclass(slots=True)
class Drag:
    """A pointer drag: the tile in hand (``tile``) or the view (``pan``)."""

    kind: str
    button: int
    last: tuple[int, int]
    moved: int = 0


class Press(Enum):
    """What a left press on the table meant to the game's part."""

    NOTHING = auto()
    """Not the part's: the table may start panning."""
    HANDLED = auto()
    """The part did something with it (a colour named, say)."""
    LIFTED = auto()
    """The player took hold of the tile: a tile drag begins."""


class Table(Protocol[MatchT_co, DecisionT, PlacementT, ViewT, LayoutT_co]):
    """What a game's part may read and use of the table it sits in (the `TableScene`):
    the game's match (``MatchT_co``), its decisions, placements and seat views, and the
    layout the part laid out (``LayoutT_co``)."""

    host: Host
    camera: Camera
    motion: Motion
    turns: TurnFlow[DecisionT, PlacementT, ViewT]
    pointer: tuple[int, int]
    drag: Drag | None
    log_back: int

    @property
    def match(self) -> MatchT_co: ...

    @property
    def layout(self) -> LayoutT_co: ...

    @property
    def curtain(self) -> int | None: ...

    @property
    def dragging_tile(self) -> bool: ...

    def mover_view(self) -> ViewT | None: ...

    def decide(self, decision: DecisionT) -> Played[PlacementT] | None:
        """Play the human's decision; None when a coach beside the table refused it."""
        ...


class TablePart(Protocol[DecisionT_contra, PlacementT_contra, ViewT_contra, LayoutT_co]):
    """A game's part of the table, for a game whose decisions are ``DecisionT_contra``,
    placements ``PlacementT_contra`` and seat views ``ViewT_contra``, laid out by a
    ``LayoutT_co``."""

    title: str
    supply_key: str
    """The catalogue key of the top bar's count ("Supply: 20", "Bag: 61")."""
    words: GameWords
    keys: KeyTable
    """What the keys mean at the table of this game (`input.TABLE_KEYS` and the game's own)."""
    help_rows: tuple[HelpRow, ...]
    colours: str
    """The game's colours in track order."""
    top: int
    """The tracks' last step."""
    board_end: int | None
    """Where the first scoreboard ends when a second carries the tracks on (solo AXIO)."""

    @property
    def placing(self) -> Placing:
        """The move being built by the human at the screen; its ``tentative`` is the tile
        put down but not confirmed (None: none), which Undo takes back first."""
        ...

    # Layout and view -----------------------------------------------------------------

    def lay_out(self, size: tuple[int, int]) -> LayoutT_co: ...

    def covered(self) -> tuple[int, int]:
        """Width and height of the board's bottom-left corner that the hand covers."""
        ...

    def fit(self) -> None:
        """Show the whole play (Home)."""
        ...

    # The placement gesture -----------------------------------------------------------

    def press(self, position: tuple[int, int]) -> Press: ...

    def click(self, position: tuple[int, int]) -> None:
        """A click on the board (no drag) while the human at the screen plays."""
        ...

    def drop(self, position: tuple[int, int]) -> None:
        """The dragged tile let go over the board."""
        ...

    def wheel_turns(self) -> bool:
        """Whether the mouse wheel turns the held tile where the pointer is now."""
        ...

    def on_intent(self, intent: Intent, view: ViewT_contra) -> None:
        """What the game makes of an intent of the human to move (turn, pick, cursor,
        confirm, the exchange answer)."""
        ...

    def cancel(self) -> bool:
        """Escape: drop what is being built; False when there was nothing."""
        ...

    # What the turn flow asks ---------------------------------------------------------

    def placed(self, played: Played[PlacementT_contra]) -> None:
        """Show what a decision did on this game's board (effects, the view)."""
        ...

    def show_hint(self, decision: DecisionT_contra) -> None: ...

    def hint_words(self, decision: DecisionT_contra) -> str:
        """The hint's banner: the decision in words a newcomer follows (its notation
        only while the player shows the cells' names, Settings → Coordinates)."""
        ...

    def flies(self, decision: DecisionT_contra) -> bool: ...

    def forget(self) -> None: ...

    # The picture -----------------------------------------------------------------------

    def hand_rect(self) -> pygame.Rect:
        """The hand or the rack as drawn now."""
        ...

    def cell_rect(self, cell: tuple[int, int]) -> pygame.Rect:
        """A board cell (in the record's coordinates) on screen, as its bounding square."""
        ...

    def target_rects(self) -> list[pygame.Rect]:
        """On screen, the cells the held tile can go to now."""
        ...

    def placeable_rects(self) -> list[pygame.Rect]:
        """On screen, every cell where the player at the screen may place now, with any
        tile turned any way (the tip card keeps clear of them)."""
        ...

    def put_down_rects(self) -> list[pygame.Rect]:
        """On screen, the cells of the tile put down but not confirmed (none while none
        is): a coach's card never covers it."""
        ...

    def keep_clear(self) -> list[pygame.Rect]:
        """What the player works with: no toast over it."""
        ...

    def last_placed_rects(self) -> list[pygame.Rect]:
        """On screen, the cells of the last tile placed (outlined on the board): a coach's
        card leaves them in view where it can."""
        ...

    def tip_home(self) -> pygame.Rect:
        """Where the tip card goes unless target cells lie under it."""
        ...

    def buttons(self, view: ViewT_contra) -> list[Button]:
        """The hand's buttons and those by the tile, for the human at the screen."""
        ...

    def status(self) -> str: ...

    def supply(self) -> int:
        """The count the top bar shows (supply or bag)."""
        ...

    def card_count(self, seat: int) -> str:
        """Behind a player's name on the scoreboard: the tiles they have left."""
        ...

    def log_length(self) -> int: ...

    def draw_board(self, surface: pygame.Surface) -> None: ...

    def draw_hand(self, surface: pygame.Surface) -> None: ...

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None: ...

