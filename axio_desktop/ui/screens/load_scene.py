"""Load game (from the main menu): the saved games, newest first, each told by what it
was (`saved_list`), or a record file anywhere by its path; Load plays the chosen game
on, Review opens it in the review screen."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextEntryLine

from ...userdata import saves_dir
from ...userdata.saved_games import SavedGames, saved_files
from ..core.gui import FormScene, form_column, to_window
from ..core.input import TABLE_KEYS, Action, Intent
from ..core.key_help import key_of
from ..core.scale import px
from ..core.theme import TEXT_DIM, fit_text
from ..i18n import tr
from .backdrop import draw_backdrop
from .saved_list import ROW_HEIGHT, SavedGameList

if TYPE_CHECKING:
    from ..host import SceneHost

READ = SavedGames()
"""The saved games read so far in this run (Load game opens again at once)."""


class LoadGameScene(FormScene):
    """The saved games, newest first, each told by what it was (`saved_list`), and a
    field for a record file anywhere. Load plays the chosen game on, Review opens it in
    the review screen."""

    primary_action = "load"

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.list = SavedGameList(saved_files(saves_dir()), READ)
        self.path_text = ""
        self.path_field: UITextEntryLine | None = None
        self.clock = 0.0

    def build(self, size: tuple[int, int]) -> None:
        left, top, column, height = form_column(size, 960)
        self.label(pygame.Rect(left, top, column, 30), tr("load.saved"))
        list_height = max(ROW_HEIGHT * 2 + 2, height - 36 - 190)
        if self.list.files:
            list_height -= (list_height - 2) % ROW_HEIGHT  # whole rows only
            self.list.place(to_window(pygame.Rect(left, top + 36, column, list_height)))
        else:
            self.label(pygame.Rect(left, top + 36, column, 30), tr("load.none", menu=key_of(TABLE_KEYS, Action.CANCEL)), "#dim")
            list_height = 40
        y = top + 36 + list_height + 14
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

    def update(self, dt: float) -> None:
        self.clock += dt
        self.list.read_some()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.list.hovered = self.list.row_at(event.pos)
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
              and self.list.rect.collidepoint(event.pos)):
            if self.list.click(event.pos, self.clock):
                self.submit()
            return
        super().handle_event(event)

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CURSOR and intent.step[1]:
            self.list.move(intent.step[1])
        elif intent.action is Action.ZOOM:
            self.list.scroll(-3 * intent.amount)  # the wheel: up shows earlier rows
        else:
            super().on_intent(intent)

    def chosen(self) -> Path | None:
        """The typed path if any, else the saved game chosen in the list."""
        self.remember()
        if self.path_text.strip():
            return Path(self.path_text.strip()).expanduser()
        chosen = self.list.chosen_file
        return chosen.path if chosen is not None else None

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
        if self.list.files:
            self.list.draw(surface)
        note = fit_text(
            tr("load.folder", folder=str(saves_dir())), px(14), surface.get_width() - px(60),
            TEXT_DIM,
        )
        surface.blit(
            note, note.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - px(6)))
        )
