"""What one game brings to the shared table (`TablePart`): what its hand strip holds,
the board picture, the pieces in hand and what holding a tile means in the game (where
it lies, how it turns) with the move being built.

Everything else — whose turn it is, bots, undo, banners, the scoreboards, the
buttons of the top bar, the curtain — the table does once for every game
(`table.scene`, `table.turn_flow`, `table.motion`). AXIO Rota's part is
`ui.rota.part.RotaPart`, AXIO's and AXIO Hex's `ui.axio.part.AxioPart`.
"""

from __future__ import annotations

from enum import Enum, auto
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from ...bots.wire import ViewT, ViewT_contra
from ..core.input import Intent, KeyTable
from ..core.key_help import HelpRow
from ..core.widgets import Button
from .layout import TableLayout, TableShape
from .match import AnyMatch, DecisionT, DecisionT_contra, PlacementT, PlacementT_contra, Played
from .placing import Placing
from .turn_flow import GameWords, TurnFlow

if TYPE_CHECKING:
    from ..core.camera import Camera
    from ..host import SceneHost
    from .motion import Motion

DRAG_THRESHOLD = 5
"""A press that moves less than this many pixels before its release is a click."""
SNAP_REACH = 0.8
"""A tile let go this close (in cells) to where it may lie snaps there."""

MatchT_co = TypeVar("MatchT_co", bound=AnyMatch, covariant=True)


class Taken(Enum):
    """What a left press took hold of."""

    NOTHING = auto()
    TILE = auto()
    """A tile from the hand, or the tile put down."""
    AGAIN = auto()
    """The tile already held, pressed in its place in the hand: a click there puts it
    back, a drag carries it on."""


class Table(Protocol[MatchT_co, DecisionT, PlacementT, ViewT]):
    """What a game's part may read and use of the table it sits in (the `TableScene`):
    the game's match (``MatchT_co``), its decisions, placements and seat views, and
    where the table's parts lie."""

    host: SceneHost
    camera: Camera
    motion: Motion
    turns: TurnFlow[DecisionT, PlacementT, ViewT]
    pointer: tuple[int, int]
    """Where the pointer is on screen."""
    log_back: int

    @property
    def match(self) -> MatchT_co: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def curtain(self) -> int | None: ...

    def mover_view(self) -> ViewT | None: ...

    def decide(self, decision: DecisionT) -> Played[PlacementT] | None:
        """Play the human's decision; None when a coach beside the table refused it."""
        ...


class TablePart(Protocol[DecisionT_contra, PlacementT_contra, ViewT_contra]):
    """A game's part of the table, for a game whose decisions are ``DecisionT_contra``,
    placements ``PlacementT_contra`` and seat views ``ViewT_contra``."""

    title: str
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

    def table_shape(self) -> TableShape:
        """What the table holds that its layout follows (the hand, the tracks, the
        board's shape)."""
        ...

    def viewport(self, board: pygame.Rect) -> pygame.Rect:
        """The camera's viewport in the ``board`` area (less the room of anything the
        game draws beside the cells there, AXIO Rota's rulers say)."""
        ...

    def fit(self) -> None:
        """Show the whole play (Home)."""
        ...

    # Holding a tile: the same grammar in every game (`table.pointer`) ----------------

    @property
    def holding(self) -> bool:
        """Whether the player holds a tile: it follows the pointer until it is put down
        or goes back to the hand."""
        ...

    def take(self, position: tuple[int, int]) -> Taken:
        """A left press at ``position``: take hold of the tile there (one of the hand's,
        or the tile put down), held where it was pressed."""
        ...

    def let_go(self, position: tuple[int, int], dragged: bool) -> None:
        """The held tile let go at ``position``: over the board it is put down where it
        may lie nearest (`SNAP_REACH`); where it may not, the engine's reason is told and
        it goes back to the hand if it was ``dragged`` there (a click leaves it held);
        elsewhere it goes back to the hand."""
        ...

    def click(self, position: tuple[int, int]) -> None:
        """A click on the board while no tile is held."""
        ...

    def turn(self, steps: int) -> None:
        """Turn the held tile, or the tile put down (which stays down: it turns about
        the half it was held by, to the next way it may lie), ``steps`` clockwise."""
        ...

    def on_intent(self, intent: Intent, view: ViewT_contra) -> None:
        """What the game makes of an intent of the human to move (pick, cursor,
        confirm, the exchange answer)."""
        ...

    def cancel(self) -> bool:
        """Escape: the tile goes back to the hand as it was (unturned); False when no
        tile was held or put down."""
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

    def protected(self) -> list[pygame.Rect]:
        """On screen, what no message may ever cover: the cells where the player may
        place now, the tiles placed last, the printed spaces, the held tile, the hand
        (the covered-area test measures it)."""
        ...

    def last_placed_rects(self) -> list[pygame.Rect]:
        """On screen, the cells of the last tile placed (outlined on the board): a coach's
        card leaves them in view where it can."""
        ...

    def buttons(self, view: ViewT_contra) -> list[Button]:
        """The hand strip's buttons and Cancel and Confirm by the tile put down, for the
        human at the screen."""
        ...

    def message(self) -> str | None:
        """What the game asks of the player now, for the message strip when it is more
        than whose turn it is (AXIO's exchange question), else None."""
        ...

    def status(self) -> str: ...

    def card_count(self, seat: int) -> str:
        """Behind a player's name on the scoreboard: the tiles they have left."""
        ...

    def log_length(self) -> int: ...

    def draw_board(self, surface: pygame.Surface) -> None: ...

    def draw_hand(self, surface: pygame.Surface) -> None: ...

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None: ...

