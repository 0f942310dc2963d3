"""The art: the committed sprites are what tools/make_sprites.py writes, every one the
program draws is there and readable, and a missing or broken one is told by name and
drawn as a stand-in, never a crash."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import logging
import runpy
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from axio_desktop.ui.core.sprites import SPRITE_NAMES, load_sprites, sprite, sprites_folder

REPOSITORY = Path(__file__).resolve().parents[1]


@pytest.fixture
def shipped() -> Iterator[None]:
    pygame.init()
    yield
    load_sprites()


def test_the_committed_sprites_are_what_the_script_writes(tmp_path: Path) -> None:
    script = runpy.run_path(str(REPOSITORY / "tools" / "make_sprites.py"))
    script["write"](tmp_path)
    made = {path.name: path.read_bytes() for path in tmp_path.glob("*.svg")}
    committed = {path.name: path.read_bytes() for path in (REPOSITORY / "sprites").glob("*.svg")}
    assert made.keys() == committed.keys(), "run python tools/make_sprites.py"
    assert [name for name in made if made[name] != committed[name]] == []
    assert set(made) == {f"{name}.svg" for name in SPRITE_NAMES}


def test_every_sprite_is_found_and_drawn_at_the_size_asked(shipped: None,
                                                           caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO):
        book = load_sprites()
    assert book.folder == sprites_folder()
    assert f"loaded {len(SPRITE_NAMES)} sprites from {book.folder}" in caplog.messages
    assert book.problems == {}
    tile = sprite("tile-hex-0", 120, 69)
    assert tile.get_size() == (120, 69)
    assert tile.get_at((60, 35)).a == 255 and tile.get_at((0, 0)).a == 0  # a body, not a box


@pytest.mark.parametrize("damage", ["missing", "broken"])
def test_a_missing_or_broken_sprite_is_told_once_by_name_and_stood_in_for(
        shipped: None, tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: str) -> None:
    for path in sprites_folder().glob("*.svg"):
        shutil.copy(path, tmp_path)
    if damage == "missing":
        (tmp_path / "pyramid.svg").unlink()
    else:
        (tmp_path / "pyramid.svg").write_text("<svg this is not", encoding="utf-8")
    with caplog.at_level(logging.INFO):
        book = load_sprites(tmp_path)
        first = sprite("pyramid", 40, 40)
        sprite("pyramid", 50, 50)
    told = [message for message in caplog.messages if "pyramid.svg" in message]
    assert len(told) == 1 and str(tmp_path / "pyramid.svg") in told[0]
    assert ("is missing" if damage == "missing" else "cannot be read") in told[0]
    assert f"loaded {len(SPRITE_NAMES) - 1} sprites from {tmp_path}" in caplog.messages
    assert first.get_size() == (40, 40) and first.get_at((20, 20)).a > 0
    assert book.usable("plate") and not book.usable("pyramid")


def test_the_sprites_drawn_are_kept_within_their_budget_of_bytes(shipped: None) -> None:
    load_sprites()
    for side in range(20, 900, 7):
        sprite("cell-hex-1", side, round(side * 1.1547))
    info = sprite.cache_info()
    assert 0 < info.bytes <= info.max_bytes
    assert info.entries < len(range(20, 900, 7))
