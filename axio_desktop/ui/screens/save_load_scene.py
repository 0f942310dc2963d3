"""Save game (from the game menu) and Load game (from the main menu): record files
(`game-record.md`) in the saves folder, or anywhere by path."""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList, UITextEntryLine

from ...userdata import SaveError, saves_dir
from ..core.gui import FormScene, form_column
from ..core.input import TABLE_KEYS, Action
from ..core.key_help import key_of
from ..core.theme import BAD, TEXT_DIM, fit_text
from ..i18n import tr
from .backdrop import draw_backdrop

if TYPE_CHECKING:
    from ..host import Host
    from ..table.match import AnyMatch

SAVE_SUFFIX = ".json"
NAME_LENGTH = 40
UNSAFE = re.compile(r"[^\w\-,.() ]+")


def save_file_name(typed: str) -> str:
    """A file name for what the player typed: letters, digits, spaces and - _ , . ( ) only."""
    stem = UNSAFE.sub("", typed).strip(" .")[:NAME_LENGTH]
    return (stem or "AXIO " + datetime.datetime.now().strftime("%Y-%m-%d %H-%M")) + SAVE_SUFFIX


def default_save_name(match: AnyMatch) -> str:
    """Who plays and how far the game has come, e.g. "Anna, Robo - move 23"."""
    names = ", ".join(player.name for player in match.players)
    return tr("save.default", names=names, number=match.placements_made() + 1)


@dataclass(frozen=True, slots=True)
class SavedGame:
    path: Path
    modified: float

    @property
    def label(self) -> str:
        stamp = datetime.datetime.fromtimestamp(self.modified).strftime("%Y-%m-%d %H:%M")
        return f"{self.path.stem}   ·   {stamp}"


def saved_games(folder: Path) -> list[SavedGame]:
    """The record files in ``folder``, newest first (none when it cannot be read)."""
    try:
        files = [
            SavedGame(path, path.stat().st_mtime)
            for path in folder.iterdir()
            if path.suffix == SAVE_SUFFIX and path.is_file()
        ]
    except OSError:
        return []
    return sorted(files, key=lambda saved: saved.modified, reverse=True)


class SaveGameScene(FormScene):
    """A name field and Save; the file goes into the saves folder, atomically, the
    previous file of that name kept as backup."""

    primary_action = "save"

    def __init__(self, host: Host, match: AnyMatch) -> None:
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
            surface.blit(fit_text(folder, 14, field.width, TEXT_DIM), (field.x, field.bottom + 10))
        if self.problem:
            line = fit_text(self.problem, 16, surface.get_width() - 60, BAD, bold=True)
            surface.blit(
                line, line.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - 90))
            )


class LoadGameScene(FormScene):
    """The saved games, newest first, and a field for a record file anywhere."""

    primary_action = "load"

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.games = saved_games(saves_dir())
        self.by_label = {saved.label: saved.path for saved in self.games}
        self.path_text = ""
        self.list: UISelectionList | None = None
        self.path_field: UITextEntryLine | None = None

    def build(self, size: tuple[int, int]) -> None:
        left, top, column, height = form_column(size, 720)
        self.label(pygame.Rect(left, top, column, 30), tr("load.saved"))
        list_height = max(120, height - 36 - 200)
        if self.games:
            self.list = UISelectionList(
                pygame.Rect(left, top + 36, column, list_height),
                list(self.by_label),
                self.manager,
            )
            self.add(self.list)
        else:
            self.list = None
            self.label(pygame.Rect(left, top + 36, column, 30), tr("load.none", menu=key_of(TABLE_KEYS, Action.CANCEL)), "#dim")
            list_height = 40
        y = top + 36 + list_height + 16
        self.label(pygame.Rect(left, y, column, 30), tr("load.path"))
        self.path_field = UITextEntryLine(
            pygame.Rect(left, y + 34, column, 40), self.manager, initial_text=self.path_text
        )
        self.add(self.path_field)
        buttons_y = min(size[1] - 62, y + 90)
        self.form_buttons(left, column, buttons_y, tr("load.load"))
        self.button(pygame.Rect(left + column - 400, buttons_y, 184, 46), tr("load.review"),
                    "review")

    def remember(self) -> None:
        if self.path_field is not None:
            self.path_text = self.path_field.get_text()

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
            and event.ui_element is self.list
        ):
            self.submit()
            return
        super().handle_event(event)

    def chosen(self) -> Path | None:
        """The typed path if any, else the saved game picked in the list."""
        self.remember()
        if self.path_text.strip():
            return Path(self.path_text.strip()).expanduser()
        picked = self.list.get_single_selection() if self.list is not None else None
        return self.by_label.get(picked) if isinstance(picked, str) else None

    def submit(self) -> None:
        path = self.chosen()
        if path is None:
            self.host.show_message(tr("load.title"), tr("load.pick"))
            return
        self.host.flow.load_game(path)

    def act(self, action: str) -> None:
        if action != "review":
            super().act(action)
            return
        path = self.chosen()
        if path is None:
            self.host.show_message(tr("load.title"), tr("load.pick"))
            return
        self.host.flow.review_file(path)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("load.title"))
        note = fit_text(
            tr("load.folder", folder=str(saves_dir())), 14, surface.get_width() - 60, TEXT_DIM
        )
        surface.blit(
            note, note.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - 6))
        )
