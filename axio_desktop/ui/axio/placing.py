"""The placement a human is building: the tile taken from the rack (and where it is
held: the grip), which way it is turned, where the keyboard cursor is, and the tile put
down but not confirmed.

A tile's turn is the direction from its first half (the code's first colour) to its
second; turning steps through the board's directions clockwise on screen, so a
square tile has four turns and a hex tile six. Nothing here knows a rule: the
targets come from the view's legal edges.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.axio import AxioView, Cell, Place

MIDDLE = (0.5, 0.0)
"""The grip of a tile taken without the pointer (a key): between its halves."""


@dataclass(slots=True)
class Placing:
    slot: int | None = None
    """The rack slot of the tile in hand (None: nothing picked)."""
    turn: int = 0
    """Index into the board shape's directions in clockwise order (`BoardShape.clockwise`)."""
    cursor: Cell | None = None
    tentative: Place | None = None
    grip: tuple[float, float] = MIDDLE
    """Where the tile is held: the pointer's offset from its first half's centre, in
    cells, as the tile lies unturned (its second half to the right, as in the rack)."""

    def turn_to(self, view: AxioView, step: Cell) -> None:
        """Turn the tile so that its second half lies ``step`` from its first."""
        shape = view.board.area.shape
        self.turn = shape.clockwise.index(shape.direction_of(step))

    def clear(self) -> None:
        """Nothing in hand: the tile back in the rack, unturned."""
        self.slot = None
        self.turn = 0
        self.cursor = None
        self.tentative = None
        self.grip = MIDDLE

    def pivot(self) -> int:
        """The half the tile is held by (0: the first): a tile put down turns about it."""
        return 1 if self.grip[0] > 0.5 else 0

    def direction(self, view: AxioView) -> int:
        order = view.board.area.shape.clockwise
        return order[self.turn % len(order)]

    def step(self, view: AxioView) -> Cell:
        """From the first half to the second, as the tile is turned now."""
        return view.board.area.shape.directions[self.direction(view)]

    def rotate(self, view: AxioView, turns: int) -> None:
        self.turn = (self.turn + turns) % len(view.board.area.shape.clockwise)
        if self.tentative is not None:
            self.tentative = self.place_at(view, self.tentative.cells[0])

    def code(self, view: AxioView) -> str | None:
        if self.slot is None or self.slot >= len(view.rack):
            return None
        return view.rack[self.slot]

    def place_at(self, view: AxioView, first: Cell) -> Place | None:
        """The held tile with its first half on ``first``, turned as it is now."""
        code = self.code(view)
        if code is None:
            return None
        dx, dy = self.step(view)
        return Place((first, (first[0] + dx, first[1] + dy)), code)

    def targets(self, view: AxioView) -> tuple[Cell, ...]:
        """Every cell where the held tile's first half can go, turned as it is now."""
        if self.code(view) is None:
            return ()
        area = view.board.area
        direction = self.direction(view)
        back = area.shape.opposite(direction)
        found = []
        for edge in view.legal_edges:
            a, b = area.edges[edge]
            towards = area.edge_direction[edge]
            if towards == direction:
                found.append(area.cells[a])
            elif towards == back:
                found.append(area.cells[b])
        return tuple(found)

    def anchor_for(self, view: AxioView, pointed: Cell) -> Cell:
        """The first half's cell for a click on ``pointed``: that cell if the tile fits
        there, else the cell behind it when the tile's second half fits on ``pointed``."""
        targets = self.targets(view)
        if pointed in targets:
            return pointed
        dx, dy = self.step(view)
        behind = (pointed[0] - dx, pointed[1] - dy)
        return behind if behind in targets else pointed
