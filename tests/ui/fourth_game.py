"""A fourth game of the family, made in the tests alone: AXIO Mini, four colours on a
9x9 board. It is registered with the one call a new game needs (`kits.register`), and
nothing in ``axio_desktop/`` knows it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial

from axio_desktop.bots.axio.kit import axio_bots
from axio_desktop.bots.axio.wire import AxioWire
from axio_desktop.engine.axio import Place, Ruleset
from axio_desktop.engine.axio.game import axio_game
from axio_desktop.engine.axio.geometry import SquareShape
from axio_desktop.kits import GameKit, register, unregister
from axio_desktop.review.axio import AxioKit
from axio_desktop.ui.axio.kit import axio_desktop
from axio_desktop.ui.axio.menu_picture import BoardCorner
from axio_desktop.ui.axio.rules_examples import SQUARE_SCORING

MINI = Ruleset(
    id="axio-mini",
    title="AXIO Mini",
    colours="RGBO",
    shape=SquareShape(side=9, area_sizes=(1, 1, 1, 0, 0)),
    printed=(((4, 1), "R"), ((7, 4), "G"), ((4, 7), "B"), ((1, 4), "O")),
    mixed_copies=6,
    double_copies=3,
    rack_size=4,
    pyramids=8,
    reveals_exchanged_rack=True,
)

MINI_CORNER = BoardCorner(
    MINI,
    tuple((x, y) for y in range(2) for x in range(3)),
    (Place(((0, 0), (1, 0)), "RG"), Place(((2, 0), (2, 1)), "OO")),
    (((0, 1), "B"),),
)

MINI_KIT = GameKit(
    axio_game(MINI),
    axio_bots(MINI.id, rules=MINI),
    AxioKit(AxioWire(MINI.id, MINI)),
)
MINI_DESKTOP = partial(axio_desktop, rules=MINI, corner=MINI_CORNER, scoring=SQUARE_SCORING,
                       line="game.line.axio", rules_text="rules_axio")


@contextmanager
def mini_registered() -> Iterator[GameKit]:
    """AXIO Mini registered for the time of the ``with`` block."""
    register(MINI_KIT, MINI_DESKTOP)
    try:
        yield MINI_KIT
    finally:
        unregister(MINI.id)
