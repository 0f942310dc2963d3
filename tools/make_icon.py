"""Draw the program's icon from the game's own art: the ``icon`` sprite
(``sprites/icon.svg``, written by tools/make_sprites.py), a tile of AXIO Rota with all
four colour symbols (red circle, green triangle, blue square, orange diamond).

Writes into axio_desktop/icon/ (or OUT_DIR):
- axio-desktop.png (256 px): the window icon, shipped in the package; the Linux icon;
- axio-desktop.ico (16 to 256 px) for the Windows bundle and axio-desktop.icns
  (16 to 1024 px) for the macOS bundle, where Pillow is installed (the ``dev`` extra).

Each size is drawn afresh from the SVG, so the small ones stay crisp. Run: python tools/make_icon.py [OUT_DIR]
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from axio_desktop.ui.core.sprites import CHECKOUT_SPRITES

OUT = Path(__file__).resolve().parents[1] / "axio_desktop" / "icon"
NAME = "axio-desktop"
PNG_SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def icon(size: int) -> pygame.Surface:
    """The icon ``size`` pixels square: the tile with a transparent margin of one
    sixteenth, so it sits among other programs' icons at a like size."""
    margin = max(1, size // 16)
    inner = size - 2 * margin
    canvas = pygame.Surface((size, size), pygame.SRCALPHA)
    canvas.blit(pygame.image.load_sized_svg(CHECKOUT_SPRITES / "icon.svg", (inner, inner)),
                (margin, margin))
    return canvas


def write_png(path: Path, size: int) -> None:
    pygame.image.save(icon(size), os.fspath(path))


def write_bundle_icons(folder: Path) -> list[Path]:
    """The .ico and .icns files; none without Pillow (it writes both formats)."""
    try:
        from PIL import Image
    except ImportError:
        print("Pillow is not installed: no .ico or .icns (pip install -e '.[dev]')")
        return []

    def image(size: int) -> Image.Image:
        surface = icon(size)
        return Image.frombytes("RGBA", surface.get_size(), pygame.image.tobytes(surface, "RGBA"))

    written = []
    for suffix, sizes in ((".ico", ICO_SIZES), (".icns", ICNS_SIZES)):
        images = [image(size) for size in sizes]
        path = folder / f"{NAME}{suffix}"
        largest = images[-1]
        largest.save(path, sizes=[(size, size) for size in sizes], append_images=images[:-1])
        written.append(path)
    return written


def main(arguments: Sequence[str]) -> None:
    folder = Path(arguments[0]) if arguments else OUT
    folder.mkdir(parents=True, exist_ok=True)
    png = folder / f"{NAME}.png"
    write_png(png, PNG_SIZE)
    for path in [png, *write_bundle_icons(folder)]:
        print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
