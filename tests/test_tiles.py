"""Tile codes, rotation and the 60-tile set."""

from collections import Counter

import pytest

from axio_desktop.engine.rota import COLOURS, Tile, TileCodeError, standard_tiles
from axio_desktop.engine.rota.tiles import rotate_code


def test_rotating_once_moves_nw_to_ne() -> None:
    assert rotate_code("RGB-", 1) == "-RGB"
    assert Tile.parse("RGB-").rotations == ("RGB-", "-RGB", "B-RG", "GB-R")


def test_four_quarter_turns_give_the_tile_back() -> None:
    assert rotate_code(rotate_code("RGBO", 3), 1) == "RGBO"


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("RRGB", "shows red twice"),
        ("RG--", "2 empty corners"),
        ("RGBX", "'X'"),
        ("RGB", "4 characters"),
        ("rgbo", "'r'"),
        (42, "must be a string"),
    ],
)
def test_bad_codes_say_what_is_wrong(code: object, message: str) -> None:
    with pytest.raises(TileCodeError, match=message):
        Tile.parse(code)


def test_empty_corner_and_pattern() -> None:
    tile = Tile.parse("GB-R")
    assert tile.empty_corner == 2
    assert not tile.is_full
    assert tile.pattern == Tile.parse("RGB-").pattern


def test_the_box_holds_sixty_tiles_fifty_full_ten_with_one_empty_corner() -> None:
    tiles = standard_tiles()
    assert len(tiles) == 60
    assert sum(tile.is_full for tile in tiles) == 50
    assert sum(tile.code.count("-") == 1 for tile in tiles) == 10


def test_every_colour_appears_46_times() -> None:
    symbols = Counter(symbol for tile in standard_tiles() for symbol in tile.code)
    assert {colour: symbols[colour] for colour in COLOURS} == dict.fromkeys(COLOURS, 46)


def test_rotation_distinct_patterns_are_used_as_evenly_as_possible() -> None:
    full = Counter(tile.pattern for tile in standard_tiles() if tile.is_full)
    assert len(full) == 30  # 5 ways to leave a colour out x 6 cyclic orders of four
    assert set(full.values()) == {1, 2}  # 50 tiles over 30 patterns
    with_empty = Counter(tile.pattern for tile in standard_tiles() if not tile.is_full)
    assert set(with_empty.values()) == {1}  # 10 tiles over 60 patterns: none twice
