"""About (from Settings): who designed the games, that this program is an independent
implementation with its own tile set, its version, and what it is made with under
which licence; the licence texts ship in the package's ``licences`` folder, whose
place on this computer the screen names."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import pygame

from ... import __version__
from ..core.gui import GuiScene, form_column
from ..core.scale import px
from ..core.theme import ACCENT, TEXT, TEXT_DIM, font, text, wrap
from ..i18n import tr
from .backdrop import draw_backdrop

if TYPE_CHECKING:
    from ..host import SceneHost

Style = Literal["lead", "body", "heading", "note", "path"]
STYLES: dict[Style, tuple[int, tuple[int, int, int], bool]] = {
    "lead": (20, ACCENT, True),
    "body": (16, TEXT, False),
    "heading": (17, ACCENT, True),
    "note": (14, TEXT_DIM, False),
    "path": (14, TEXT_DIM, False),
}
"""Each style's size, colour and weight."""
SPACED: frozenset[Style] = frozenset({"heading", "note"})
"""The styles that start a new block: a gap of `GAP` above them."""
COLUMN = 760
GAP = 10


@dataclass(frozen=True)
class Credit:
    """Something the program is made with: its name (as its makers spell it), the
    catalogue key of its licence's name, and the licence's text in ``licences``."""

    name: str
    licence: str
    text_file: str


LIBRARIES = (
    Credit("pygame-ce", "about.licence.lgpl", "pygame-ce_LGPL-2.1.txt"),
    Credit("pygame_gui", "about.licence.mit", "pygame_gui_MIT.txt"),
    Credit("platformdirs", "about.licence.mit", "platformdirs_MIT.txt"),
    Credit("websockets", "about.licence.bsd3", "websockets_BSD-3-Clause.txt"),
    Credit("python-zeroconf", "about.licence.lgpl_later", "python-zeroconf_LGPL-2.1-or-later.txt"),
    Credit("ifaddr", "about.licence.mit", "ifaddr_MIT.txt"),
    Credit("Python", "about.licence.psf", "Python_PSF.txt"),
)
FONT = Credit("Noto Sans", "about.licence.ofl", "NotoSans_OFL-1.1.txt")
"""The typeface of every word on screen (`theme.font`; pygame_gui's theme uses it too)."""


def licences_folder() -> Path:
    """Where the licence texts lie: inside the installed package or the bundle."""
    return Path(str(resources.files("axio_desktop").joinpath("licences")))


def about_lines() -> list[tuple[Style, str]]:
    """What the screen shows, line by line (long lines are wrapped when drawn)."""
    lines: list[tuple[Style, str]] = [
        ("lead", tr("about.version", version=__version__)),
        ("body", tr("about.design")),
        ("body", tr("about.independent")),
        ("heading", tr("about.made_with")),
    ]
    lines += [("body", tr("about.credit", name=credit.name, licence=tr(credit.licence)))
              for credit in LIBRARIES]
    lines.append(("body", tr("about.font", name=FONT.name, licence=tr(FONT.licence))))
    lines += [("note", tr("about.texts")), ("path", str(licences_folder()))]
    return lines


Placed = list[tuple[pygame.Surface, tuple[int, int]]]


def layout(window: tuple[int, int]) -> tuple[Placed, int]:
    """The lines rendered at the interface's size, each with where it goes in the window,
    and the y below the last in the unscaled layout of ``window``."""
    left, y, column, _ = form_column(window, COLUMN)
    placed: Placed = []
    for style, words in about_lines():
        size, colour, bold = STYLES[style]
        y += GAP if style in SPACED else 0
        lines = ([left_shortened(words, size, column)] if style == "path"
                 else wrap(words, size, column, bold))
        for line in lines:
            placed.append((text(line, px(size), colour, bold), (px(left), px(y))))
            y += font(size, bold).get_linesize()
    return placed, y


class AboutScene(GuiScene):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.placed: Placed = []

    def build(self, size: tuple[int, int]) -> None:
        self.placed, bottom = layout(size)
        left = form_column(size, COLUMN).left
        self.button(pygame.Rect(left, min(size[1] - 66, bottom + 24), 160, 46),
                    tr("common.back"), "back")

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("about.title"))
        for line, position in self.placed:
            surface.blit(line, position)


def left_shortened(path: str, size: int, width: int) -> str:
    """``path`` as it fits in ``width``: its start replaced by an ellipsis if need be,
    since the folder's end says what it is."""
    shown = path
    while len(shown) > 1 and font(size).size(shown)[0] > width:
        shown = "…" + shown[2:]
    return shown
