"""Holding a tile, the same in every game: the pointer's grammar at the table.

- A tile is taken by a press on it (one of the hand's, or the tile put down): it stays
  under the pointer where it was taken. Dragged and let go over the board, it is put
  down where it may lie nearest; a click on it instead keeps it held, following the
  pointer, and the next click on the board puts it down (a click on its place in the
  hand, or Escape, puts it back).
- While held or put down it turns with R, a right click, the on-screen buttons and,
  while held, the mouse wheel; a tile put down stays down as it turns.
- A left drag anywhere else, or a right or middle drag, moves the view; the wheel zooms
  (over the move log it scrolls the log).

The game's part says what a tile is and where it may lie (`TablePart.take`, `let_go`,
`turn`); this module only turns pointer events into those calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from ..core.input import Action, Intent
from .layout import TableLayout
from .part import DRAG_THRESHOLD, TablePart, Taken


@dataclass(slots=True)
class Press:
    """A mouse button held down: what it took hold of (``tile``: a tile; ``again``: the
    tile already held, in its place in the hand; ``place``: the board, to put the held
    tile down on release; ``pan``: the view), and how far it has moved."""

    kind: str
    button: int
    last: tuple[int, int]
    moved: int = 0


class PointerTable(Protocol):
    """What the pointer's grammar uses of the table."""

    pointer: tuple[int, int]
    log_back: int

    @property
    def layout(self) -> TableLayout: ...

    @property
    def part(self) -> TablePart[Any, Any, Any]: ...

    @property
    def curtain(self) -> int | None: ...

    def mover_view(self) -> object | None: ...

    def press_button(self, position: tuple[int, int]) -> bool:
        """A left press on one of the table's buttons (True: it was one)."""
        ...

    def reveal(self) -> None: ...

    def pan(self, dx: int, dy: int) -> None: ...

    def zoom(self, steps: int) -> None: ...

    def on_intent(self, intent: Intent) -> None: ...


class Pointer:
    """The pointer at a table: the press under way, if any."""

    def __init__(self, table: PointerTable) -> None:
        self.table = table
        self.press: Press | None = None

    @property
    def dragging(self) -> bool:
        """Whether the left button drags the held tile."""
        return self.press is not None and self.press.kind in ("tile", "again")

    def handle(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` was the pointer's (else it may be a key)."""
        if event.type == pygame.MOUSEMOTION:
            self._moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._left_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            self._other_down(event.pos, event.button)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._left_up(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3):
            self._other_up(event.button)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event.y)
        else:
            return False
        return True

    def forget(self) -> None:
        self.press = None

    def _moved(self, position: tuple[int, int]) -> None:
        table = self.table
        press = self.press
        dx, dy = position[0] - table.pointer[0], position[1] - table.pointer[1]
        table.pointer = position
        if press is None:
            return
        press.moved += abs(position[0] - press.last[0]) + abs(position[1] - press.last[1])
        press.last = position
        if press.kind == "pan":
            table.pan(dx, dy)

    def _left_down(self, position: tuple[int, int]) -> None:
        table = self.table
        table.pointer = position
        if table.press_button(position):
            return
        if table.curtain is not None:
            table.reveal()
            return
        part = table.part
        playing = table.mover_view() is not None
        on_board = table.layout.board.collidepoint(position)
        if playing and part.holding and on_board:
            self.press = Press("place", 1, position)
        elif playing and (taken := part.take(position)) is not Taken.NOTHING:
            self.press = Press("again" if taken is Taken.AGAIN else "tile", 1, position)
        elif on_board:
            self.press = Press("pan", 1, position)

    def _left_up(self, position: tuple[int, int]) -> None:
        table = self.table
        press, self.press = self.press, None
        if press is None or table.mover_view() is None:
            return
        on_board = table.layout.board.collidepoint(position)
        if press.kind == "pan":
            if press.moved < DRAG_THRESHOLD and on_board:
                table.part.click(position)
        elif press.kind == "place":
            table.part.let_go(position, dragged=False)
        elif press.moved >= DRAG_THRESHOLD:
            table.part.let_go(position, dragged=True)
        elif press.kind == "again":
            table.part.cancel()  # a click on the held tile's place in the hand: back there
        # else a click on a tile: it stays held, following the pointer

    def _other_down(self, position: tuple[int, int], button: int) -> None:
        table = self.table
        table.pointer = position
        if self.press is not None:
            if self.press.kind in ("tile", "again", "place") and button == 3:
                table.on_intent(Intent(Action.ROTATE))
        elif table.layout.board.collidepoint(position):
            self.press = Press("pan", button, position)
        elif button == 3:
            table.on_intent(Intent(Action.ROTATE))

    def _other_up(self, button: int) -> None:
        press = self.press
        if press is not None and press.kind == "pan" and press.button == button:
            self.press = None
            if button == 3 and press.moved < DRAG_THRESHOLD:
                self.table.on_intent(Intent(Action.ROTATE))  # a right click that did not drag

    def _wheel(self, steps: int) -> None:
        table = self.table
        if table.part.holding and table.mover_view() is not None:
            table.on_intent(Intent(Action.ROTATE if steps > 0 else Action.ROTATE_BACK))
        elif table.layout.log.collidepoint(table.pointer):
            most = max(0, table.part.log_length() - 1)
            table.log_back = max(0, min(most, table.log_back + steps))
        elif steps:
            table.zoom(1 if steps > 0 else -1)
