"""Write axio_desktop/engine/rota/data/tiles.txt: the project's own 60-tile set.

50 full tiles and 10 with one empty corner; every colour appears 46 times; every
rotation-distinct pattern is used as evenly as possible (each of the 30 full
patterns once or twice, each empty-corner pattern at most once).
Run: python tools/make_tileset.py
"""

from itertools import combinations, permutations
from pathlib import Path

COLOURS = "RGBOP"
OUT = Path(__file__).resolve().parents[1] / "axio_desktop/engine/rota/data/tiles.txt"


def full_tiles() -> list[str]:
    tiles = []
    for group, missing in enumerate(COLOURS):
        first, *rest = [c for c in COLOURS if c != missing]
        patterns = [first + "".join(p) for p in permutations(rest)]
        # Ten tiles over six patterns: four patterns twice, two once; which two
        # are single shifts from group to group.
        singles = {(group * 2) % 6, (group * 2 + 1) % 6}
        for index, pattern in enumerate(patterns):
            tiles.extend([pattern] * (1 if index in singles else 2))
    return tiles


def empty_corner_tiles() -> list[str]:
    tiles = []
    for index, trio in enumerate(combinations(COLOURS, 3)):
        arrangement = list(permutations(trio))[index % 6]
        tiles.append("".join(arrangement) + "-")
    return tiles


def main() -> None:
    lines = ["# The project's own AXIO Rota tile set (the publisher does not publish one).",
             "# One tile code per line: corners NW NE SE SW, '-' for an empty corner.",
             "# Made by tools/make_tileset.py; checked by tests/test_tiles.py."]
    lines += full_tiles() + empty_corner_tiles()
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
