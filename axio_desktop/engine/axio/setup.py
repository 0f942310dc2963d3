"""The start of a game: each player's rack and the bag (docs/rules.md, "AXIO and AXIO Hex")."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..errors import AxioError
from .rules import Ruleset

MIN_PLAYERS = 1
MAX_PLAYERS = 4


@dataclass(frozen=True, slots=True)
class AxioSetup:
    """Racks (one per player, in seat order) and the bag; together exactly the box."""

    rules: Ruleset
    racks: tuple[tuple[str, ...], ...]
    bag: tuple[str, ...]

    def __post_init__(self) -> None:
        players = len(self.racks)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise AxioError(f"a game has 1 to 4 players, not {players}")
        size = self.rules.rack_size_for(players)
        for seat, rack in enumerate(self.racks):
            if len(rack) != size:
                raise AxioError(f"rack {seat} holds {len(rack)} tiles, a full rack is {size}")
        held = Counter(code for rack in self.racks for code in rack)
        held.update(self.bag)
        for code, count in zip(self.rules.tile_codes, self.rules.tile_counts):
            if held[code] != count:
                raise AxioError(
                    f"racks and bag hold {held[code]} {code!r} tiles, the box holds {count}"
                )
        unknown = sorted(set(held) - set(self.rules.tile_codes))
        if unknown:
            raise AxioError(f"{unknown[0]!r} is not a tile of {self.rules.title}")

    @property
    def players(self) -> int:
        return len(self.racks)

    @classmethod
    def deal(cls, rules: Ruleset, players: int, rng: random.Random | int | None = None) -> AxioSetup:
        """Shuffle the box; each player in seat order draws a full rack, the rest is the bag."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise AxioError(f"a game has 1 to 4 players, not {players}")
        generator = rng if isinstance(rng, random.Random) else random.Random(rng)
        tiles = [
            code for code, count in zip(rules.tile_codes, rules.tile_counts) for _ in range(count)
        ]
        generator.shuffle(tiles)
        size = rules.rack_size_for(players)
        racks = tuple(tuple(tiles[seat * size:(seat + 1) * size]) for seat in range(players))
        return cls(rules, racks, tuple(sorted(tiles[players * size:])))
