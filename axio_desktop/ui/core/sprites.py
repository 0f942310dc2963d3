"""The game's art: SVG sprites, drawn at the pixel size asked and kept per size.

The files are made by ``tools/make_sprites.py`` into the checkout's ``sprites/``
folder, which the build ships inside the package as ``axio_desktop.sprites``
(`sprites_folder` finds them either way). pygame-ce draws an SVG at any size
(``pygame.image.load_sized_svg``), so the art stays crisp at every zoom; each
(sprite, size) drawn is kept in a cache bounded by the bytes of its pixels.

A sprite that is missing or cannot be read is told once (a warning naming the file,
seen on standard error without ``--verbose``) and drawn as a plain stand-in of its
size: the game goes on.
"""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path
from typing import Final

import pygame

from .surface_cache import MIB, surface_cache

CHECKOUT_SPRITES: Final = Path(__file__).resolve().parents[3] / "sprites"
"""Where the sprites lie in a checkout (an installed package carries them inside)."""

SPRITE_NAMES: Final[tuple[str, ...]] = (
    *(f"symbol-{code}" for code in "RGBOPY"),
    "tile-square-0", "tile-square-90", "tile-hex-0", "tile-hex-60", "tile-hex-120",
    *(f"cell-{kind}-{ring}" for kind in ("square", "hex") for ring in range(4)),
    "rota-tile", "rota-quarter", "rota-quarter-empty", "inlay", "pyramid", "plate", "felt", "icon",
)
"""Every sprite the program draws (the file is ``NAME.svg``)."""

STAND_IN: Final = (150, 150, 160, 200)
STAND_IN_EDGE: Final = (60, 60, 70, 255)

_log = logging.getLogger(__name__)


class SpriteBook:
    """The sprite files of one folder: which can be drawn, and which are told as missing
    or broken (each once)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.problems: dict[str, str] = {}
        """Why a sprite cannot be drawn, by name."""

    def check(self) -> int:
        """Try every sprite once, tell what fails; returns how many can be drawn."""
        for name in SPRITE_NAMES:
            self.draw(name, (4, 4))
        loaded = len(SPRITE_NAMES) - len(self.problems)
        _log.info("loaded %d sprites from %s", loaded, self.folder)
        return loaded

    def usable(self, name: str) -> bool:
        return name not in self.problems

    def draw(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """``name`` drawn ``size`` pixels large (its stand-in if it cannot be)."""
        width, height = max(1, size[0]), max(1, size[1])
        if name in self.problems:
            return stand_in((width, height))
        path = self.folder / f"{name}.svg"
        try:
            image = pygame.image.load_sized_svg(path, (width, height))
        except (pygame.error, OSError, ValueError) as error:
            reason = "is missing" if not path.is_file() else f"cannot be read ({error})"
            self.problems[name] = reason
            _log.warning("the sprite %s %s: drawing a plain stand-in instead", path, reason)
            return stand_in((width, height))
        if image.get_size() != (width, height):  # the SVG keeps its proportions
            image = pygame.transform.smoothscale(image, (width, height))
        return image


def stand_in(size: tuple[int, int]) -> pygame.Surface:
    """What a sprite that cannot be read is drawn as: a grey rounded plate of its size."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(1, min(size) // 5)
    pygame.draw.rect(surface, STAND_IN, rect, border_radius=radius)
    pygame.draw.rect(surface, STAND_IN_EDGE, rect, max(1, min(size) // 16), border_radius=radius)
    return surface


def sprites_folder() -> Path:
    """The folder of the sprite files: inside the installed package (a wheel, ``pip
    install .``), else the checkout's ``sprites/``."""
    try:
        shipped = resources.files("axio_desktop.sprites")
    except ModuleNotFoundError:
        return CHECKOUT_SPRITES
    folder = Path(str(shipped))
    return folder if (folder / "plate.svg").is_file() else CHECKOUT_SPRITES


_books: dict[str, SpriteBook] = {}
"""The book the sprites are drawn from (under "in use"), made on first use."""


def load_sprites(folder: Path | None = None) -> SpriteBook:
    """Read the sprites of ``folder`` (the shipped ones by default) and draw from them
    from now on; tells how many it found, and each one it could not read."""
    book = SpriteBook(folder or sprites_folder())
    _books["in use"] = book
    sprite.cache_clear()
    book.check()
    return book


def sprite_book() -> SpriteBook:
    book = _books.get("in use")
    return book if book is not None else load_sprites()


# Every tile body, cell and symbol of one zoom step weighs up to 4 MiB (at 180 px):
# this keeps the zoom steps in use, the hand's and the log's sizes and the plate.
@surface_cache(max_bytes=16 * MIB)
def sprite(name: str, width: int, height: int) -> pygame.Surface:
    """The sprite ``name`` drawn ``width`` by ``height`` pixels (shared: copy it before
    changing it)."""
    return sprite_book().draw(name, (width, height))


SHADOW_ALPHA: Final = 120


@surface_cache(max_bytes=4 * MIB)
def sprite_shadow(name: str, width: int, height: int, blur: int) -> pygame.Surface:
    """The soft shadow ``name`` drawn ``width`` by ``height`` casts: its silhouette,
    dark and blurred ``blur`` pixels wide, on a surface ``blur`` larger each side."""
    blur = max(1, blur)
    canvas = pygame.Surface((width + 2 * blur, height + 2 * blur), pygame.SRCALPHA)
    canvas.blit(sprite(name, width, height), (blur, blur))
    canvas.fill((0, 0, 0, SHADOW_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
    small = (max(1, canvas.get_width() // blur), max(1, canvas.get_height() // blur))
    return pygame.transform.smoothscale(pygame.transform.smoothscale(canvas, small),
                                        canvas.get_size())
