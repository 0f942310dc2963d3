"""The bag: the tiles nobody holds, without order; a draw takes a uniformly random tile."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ..errors import IllegalMoveError
from .rules import Ruleset


class Bag:
    """How many tiles of each kind (``rules.tile_codes``) the bag holds."""

    __slots__ = ("counts", "rules", "size")

    def __init__(self, rules: Ruleset, counts: Sequence[int]) -> None:
        self.rules = rules
        self.counts = list(counts)
        self.size = sum(self.counts)

    @classmethod
    def of(cls, rules: Ruleset, codes: Iterable[str]) -> Bag:
        counts = [0] * len(rules.tile_codes)
        for code in codes:
            counts[rules.kind_of_code[code]] += 1
        return cls(rules, counts)

    def copy(self) -> Bag:
        return Bag(self.rules, self.counts)

    def codes(self) -> tuple[str, ...]:
        """The bag's tiles, sorted (it has no order)."""
        codes = self.rules.tile_codes
        return tuple(codes[kind] for kind, count in enumerate(self.counts) for _ in range(count))

    def random_codes(self, count: int, rng: random.Random) -> tuple[str, ...]:
        """``count`` tiles drawn one by one, each a uniformly random tile of what is left."""
        counts = self.counts.copy()
        size = self.size
        drawn = []
        for _ in range(count):
            pick = rng.randrange(size)
            kind = 0
            while pick >= counts[kind]:
                pick -= counts[kind]
                kind += 1
            counts[kind] -= 1
            size -= 1
            drawn.append(self.rules.tile_codes[kind])
        return tuple(drawn)

    def take(self, codes: Sequence[str]) -> list[int]:
        """Take these tiles out (their kinds are returned); `IllegalMoveError` names the
        first one that is not a tile code or not in the bag, and then nothing is taken."""
        kinds = self.rules.kind_of_code
        counts = self.counts.copy()
        taken = []
        for position, code in enumerate(codes):
            kind = kinds.get(code)
            if kind is None:
                raise IllegalMoveError(f"draw[{position}]: {code!r} is not a tile code")
            if not counts[kind]:
                raise IllegalMoveError(f"draw[{position}]: no {code!r} is left in the bag")
            counts[kind] -= 1
            taken.append(kind)
        self.counts = counts
        self.size -= len(taken)
        return taken

    def put_back(self, kinds: Iterable[int]) -> None:
        for kind in kinds:
            self.counts[kind] += 1
            self.size += 1
