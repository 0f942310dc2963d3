"""The icon: what tools/make_icon.py draws from a tile, committed for the window and
the bundles."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import runpy
from pathlib import Path

import pygame

REPOSITORY = Path(__file__).resolve().parents[1]
ICONS = REPOSITORY / "axio_desktop" / "icon"


def test_the_committed_icon_is_what_the_script_makes(tmp_path: Path) -> None:
    script = runpy.run_path(str(REPOSITORY / "tools" / "make_icon.py"))
    script["write_png"](tmp_path / "icon.png", script["PNG_SIZE"])
    made, committed = (pygame.image.load(path) for path in (tmp_path / "icon.png",
                                                            ICONS / "axio-desktop.png"))
    assert made.get_size() == committed.get_size() == (256, 256)
    made_bytes, committed_bytes = (pygame.image.tobytes(image, "RGBA") for image in (made, committed))
    # Another machine's scaling code may round a channel differently.
    assert max(abs(a - b) for a, b in zip(made_bytes, committed_bytes)) <= 2


def test_the_bundles_have_their_icons_beside_it() -> None:
    assert (ICONS / "axio-desktop.ico").read_bytes()[:4] == b"\0\0\1\0"
    assert (ICONS / "axio-desktop.icns").read_bytes()[:4] == b"icns"
