"""Board shapes are objects: each knows its directions, which is opposite which and
their clockwise order, its cells on screen agree with it, and a third shape, made
here in the test alone, plays a whole game and turns its tiles on screen."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pytest
from test_axio_lockstep import apply_as_previewed

from axio_desktop.engine.axio import AxioSetup, AxioState, Place, Ruleset
from axio_desktop.engine.axio.geometry import HEX, SQUARE, BoardShape, Cell
from axio_desktop.engine.axio.notation import AxioNotation
from axio_desktop.ui.axio.geometry import LAYOUTS, HexCells, NoLayoutError, cell_layout
from axio_desktop.ui.axio.placing import Placing

SHAPES = [SQUARE, HEX]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda shape: shape.name)
def test_a_direction_and_its_opposite_are_steps_back_and_forth(shape: BoardShape) -> None:
    for direction, (dx, dy) in enumerate(shape.directions):
        back = shape.opposite(direction)
        assert shape.directions[back] == (-dx, -dy)
        assert shape.opposite(back) == direction
        assert shape.direction_of((dx, dy)) == direction


@pytest.mark.parametrize("shape", SHAPES, ids=lambda shape: shape.name)
def test_the_clockwise_order_turns_clockwise_on_screen(shape: BoardShape) -> None:
    layout = cell_layout(shape)
    assert sorted(shape.clockwise) == list(range(len(shape.directions)))
    assert shape.clockwise[0] == 0
    ox, oy = layout.centre((0, 0))
    angles = []
    for direction in shape.clockwise:
        x, y = layout.centre(shape.directions[direction])
        angles.append(math.atan2(y - oy, x - ox) % math.tau)  # y grows downwards
    turned = [(angles[(index + 1) % len(angles)] - angle) % math.tau
              for index, angle in enumerate(angles)]
    assert all(0 < turn < math.pi for turn in turned)
    assert sum(turned) == pytest.approx(math.tau)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda shape: shape.name)
def test_cells_on_screen_meet_their_neighbours_side_by_side(shape: BoardShape) -> None:
    layout = cell_layout(shape)
    cells = shape.board_cells()
    for cell in cells:
        assert layout.cell_at(layout.centre(cell)) == cell
        for direction, (dx, dy) in enumerate(shape.directions):
            neighbour = (cell[0] + dx, cell[1] + dy)
            first, second = layout.side(cell, direction)
            back = layout.side(neighbour, shape.opposite(direction))
            assert first == pytest.approx(back[1]) and second == pytest.approx(back[0])


@dataclass(frozen=True, slots=True)
class RhombusShape(BoardShape):
    """A third board: hexagons in a rhombus, ``|q|, |r| <= size``."""

    area_sizes: tuple[int, int, int, int, int] = (3, 3, 3, 4, 4)
    name: str = "rhombus"
    directions: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    clockwise: tuple[int, ...] = (0, 5, 4, 3, 2, 1)
    letter_line: Cell = (0, 1)
    number_line: Cell = (1, 0)
    labelled_ends: tuple[Cell, ...] = ((0, 1), (-1, 0))

    def in_area(self, cell: Cell, size: int) -> bool:
        return max(abs(cell[0]), abs(cell[1])) <= size

    @property
    def span(self) -> range:
        return range(-4, 5)

    def column_of(self, cell: Cell) -> int:
        return cell[0] + 4

    def row_of(self, cell: Cell) -> int:
        return 5 - cell[1]


RHOMBUS = Ruleset(id="axio-rhombus", title="AXIO Rhombus", colours="RGBO", shape=RhombusShape(),
                  printed=(((3, 0), "R"), ((0, -3), "G"), ((-3, 0), "B"), ((0, 3), "O")),
                  mixed_copies=4, double_copies=3, rack_size=4, pyramids=6,
                  reveals_exchanged_rack=False)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_third_shape_plays_a_whole_game_as_previewed_and_written(players: int) -> None:
    state = AxioState.start(AxioSetup.deal(RHOMBUS, players, 3))
    assert len(state.board.area) == (49 if players < 4 else 81)
    notation = AxioNotation(RHOMBUS)
    rng = random.Random(3)
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(rng)
            continue
        decision = rng.choice(list(state.legal_moves()))
        assert notation.parse(notation.format(decision)) == decision
        if isinstance(decision, Place):
            apply_as_previewed(state, decision)
        else:
            state.apply(decision)
    assert state.outcome() is not None and state.placements


def test_a_third_shape_needs_its_screen_layout_and_then_turns_its_tiles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with pytest.raises(NoLayoutError, match="rhombus"):
        cell_layout(RHOMBUS.shape)
    monkeypatch.setitem(LAYOUTS, RhombusShape, HexCells)
    assert isinstance(cell_layout(RHOMBUS.shape), HexCells)
    view = AxioState.start(AxioSetup.deal(RHOMBUS, 2, 3)).view(0)
    area = view.board.area
    ends = [(area.cells[a], area.cells[b]) for a, b in map(area.edges.__getitem__,
                                                            view.legal_edges)]
    placing = Placing(slot=0)
    steps = []
    for _ in RHOMBUS.shape.directions:
        step = placing.step(view)
        steps.append(step)
        fits = {first for pair in ends for first, second in (pair, pair[::-1])
                if (second[0] - first[0], second[1] - first[1]) == step}
        assert fits and set(placing.targets(view)) == fits
        placing.rotate(view, 1)
    assert sorted(steps) == sorted(RHOMBUS.shape.directions)
    assert placing.step(view) == steps[0]
