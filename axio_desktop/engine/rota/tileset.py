"""The project's own 60-tile set (the publisher does not publish the real one)."""

from __future__ import annotations

from functools import cache
from importlib import resources

from .tiles import Tile


@cache
def standard_tiles() -> tuple[Tile, ...]:
    """The 60 tiles of the box, read from ``data/tiles.txt`` (one code per line)."""
    text = resources.files(__package__).joinpath("data/tiles.txt").read_text(encoding="utf-8")
    codes = [line.split("#", 1)[0].strip() for line in text.splitlines()]
    return tuple(Tile.parse(code) for code in codes if code)
