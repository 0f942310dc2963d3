"""Save game (from the game menu): the game's record file (docs/records.md) in the
saves folder, under a name the player types. Load game is `load_scene`."""

from __future__ import annotations

import datetime
import re
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextEntryLine

from ...userdata import SaveError, saves_dir
from ...userdata.saved_games import RECORD_SUFFIX
from ..core.gui import FormScene, form_column
from ..core.scale import px
from ..core.theme import BAD, TEXT_DIM, fit_text
from ..i18n import tr
from .backdrop import draw_backdrop

if TYPE_CHECKING:
    from ..host import SceneHost
    from ..table.match import AnyMatch

NAME_LENGTH = 40
UNSAFE = re.compile(r"[^\w\-,.() ]+")


def save_file_name(typed: str) -> str:
    """A file name for what the player typed: letters, digits, spaces and - _ , . ( ) only."""
    stem = UNSAFE.sub("", typed).strip(" .")[:NAME_LENGTH]
    return (stem or "AXIO " + datetime.datetime.now().strftime("%Y-%m-%d %H-%M")) + RECORD_SUFFIX


def default_save_name(match: AnyMatch) -> str:
    """Who plays and how far the game has come, e.g. "Anna, Robo - move 23"."""
    names = ", ".join(player.name for player in match.players)
    return tr("save.default", names=names, number=match.placements_made() + 1)


class SaveGameScene(FormScene):
    """A name field and Save; the file goes into the saves folder, atomically, the
    previous file of that name kept as backup."""

    primary_action = "save"

    def __init__(self, host: SceneHost, match: AnyMatch) -> None:
        super().__init__(host)
        self.match = match
        self.name = default_save_name(match)
        self.problem = ""
        self.name_field: UITextEntryLine | None = None

    def build(self, size: tuple[int, int]) -> None:
        left, top, column, _ = form_column(size, 640)
        self.label(pygame.Rect(left, top, column, 30), tr("save.name"))
        self.name_field = UITextEntryLine(
            pygame.Rect(left, top + 36, column, 40), self.manager, initial_text=self.name
        )
        self.name_field.set_text_length_limit(NAME_LENGTH)
        self.add(self.name_field)
        self.form_buttons(left, column, min(size[1] - 70, top + 150), tr("save.save"))

    def remember(self) -> None:
        if self.name_field is not None:
            self.name = self.name_field.get_text()

    def submit(self) -> None:
        self.remember()
        target = saves_dir() / save_file_name(self.name)
        try:
            self.match.record().save(target, keep_backup=True)
        except (OSError, SaveError) as error:
            self.problem = tr("save.failed", error=str(error))
            return
        self.host.scenes.pop()
        self.host.show_toast(tr("save.done", name=target.stem))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("save.title"))
        if self.name_field is not None:
            field = self.name_field.rect
            folder = tr("save.folder", folder=str(saves_dir()))
            surface.blit(fit_text(folder, px(14), field.width, TEXT_DIM), (field.x, field.bottom + px(10)))
        if self.problem:
            line = fit_text(self.problem, px(16), surface.get_width() - px(60), BAD, bold=True)
            surface.blit(
                line, line.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - px(90)))
            )
