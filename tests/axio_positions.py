"""AXIO and AXIO Hex positions built by hand for the rule tests: racks chosen, the
rest of the box in the bag, tile halves and pyramids laid where a test wants them;
and games of the baseline players drawn at random (`BOT_GAMES`)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from hypothesis import strategies as st

from axio_desktop.bots import Bot, make_bot
from axio_desktop.engine.axio import RULESETS, AxioSetup, AxioState, Place, Ruleset
from axio_desktop.engine.axio.geometry import Cell
from axio_desktop.kits import find_kit


def box(rules: Ruleset) -> Counter[str]:
    return Counter({code: count for code, count in zip(rules.tile_codes, rules.tile_counts)})


def position(
    rules: Ruleset,
    racks: Sequence[Sequence[str]],
    *,
    halves: Mapping[Cell, str] | None = None,
    tracks: Sequence[Sequence[int]] | None = None,
    bag: Sequence[str] | None = None,
    started: bool = True,
) -> AxioState:
    """A position with these racks (the bag holds the rest of the box, or ``bag``: the
    tiles left over are then taken to be on the board), ``halves`` laid on the board,
    and the players' tracks; ``started``: every player has made a first placement."""
    rest = box(rules)
    for rack in racks:
        rest.subtract(rack)
    setup_bag = list(rest.elements())
    state = AxioState.start(AxioSetup(rules, tuple(tuple(rack) for rack in racks),
                                      tuple(sorted(setup_bag))))
    if bag is not None:
        state.bag.counts = [0] * len(rules.tile_codes)
        state.bag.size = 0
        state.bag.put_back(rules.kind_of_code[code] for code in bag)
    area = state.board.area
    for cell, colour in (halves or {}).items():
        state.board.cover(area.index[cell], colour)
    for seat, values in enumerate(tracks or ()):
        state.seats[seat].tracks = list(values)
    for seat in state.seats:
        seat.started = started
    return state


def place(state: AxioState, first: Cell, second: Cell, colours: str):  # type: ignore[no-untyped-def]
    """Play a placement for the mover; returns the `Placement`."""
    return state.apply(Place((first, second), colours))


@dataclass(frozen=True)
class BotGame:
    """A game of either board between the baseline players (``levels[seat]``: random
    or greedy), dealt from ``seed``."""

    game_id: str
    players: int
    seed: int
    levels: tuple[str, ...]

    @property
    def rules(self) -> Ruleset:
        return RULESETS[self.game_id]

    def start(self) -> tuple[AxioState, list[Bot], random.Random]:
        """The dealt position, each seat's bot, and the generator for the draws."""
        state = AxioState.start(AxioSetup.deal(self.rules, self.players, self.seed))
        bots = [make_bot(self.levels[seat], self.seed + seat, kit=find_kit(self.game_id).bots)
                for seat in range(self.players)]
        return state, bots, random.Random(self.seed)


BOT_GAMES = st.builds(
    BotGame,
    game_id=st.sampled_from(sorted(RULESETS)),
    players=st.integers(1, 4),
    seed=st.integers(0, 10**6),
    levels=st.tuples(*[st.sampled_from(["random", "greedy"])] * 4),
)
