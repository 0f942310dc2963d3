"""My games (from the main menu): every correspondence game of the player on every
server they use, the games waiting for their move first (`desk.row_order`), each row
as `game_list` draws it. A row opens by a click, or chosen by the arrow keys and
Enter: the game at the table as it stands, or the results of a game that is over.
The list follows the servers as they speak (a friend's move moves its row at once).
Without a game yet, the screen says how to have one: New game or Join."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..core.gui import GuiScene, form_column, to_window
from ..core.input import Action, Intent
from ..core.scale import px
from ..core.theme import TEXT, TEXT_DIM, fit_text, text, wrap
from ..i18n import tr
from ..screens.backdrop import draw_backdrop
from .game_list import ROW_HEIGHT, GameList, row_words
from .opening import open_game

if TYPE_CHECKING:
    from ..host import SceneHost

COLUMN = 1100
BUTTON_HEIGHT = 46
EMPTY_TOP = 40
"""How far below the title the words of an empty list begin."""
REWORD_SECONDS = 30.0
"""How often the rows are worded again while nothing changes ("5 minutes ago")."""


def show_my_games(host: SceneHost) -> None:
    """My games over the main menu (the game at the table, if any, left)."""
    host.flow.to_menu()
    host.scenes.push(MyGamesScene(host))


def my_games_label(waiting: int) -> str:
    """The main menu's entry: "My games", or "My games (3)" with games waiting."""
    return tr("menu.my_games_count", count=waiting) if waiting else tr("menu.my_games")


class MyGamesScene(GuiScene):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.list = GameList()
        self.revision = -1
        """The desk's revision the list shows."""
        self.worded_at = 0.0
        self.empty = True

    # What is shown ------------------------------------------------------------------

    def enter(self) -> None:
        self.host.correspondence.at_table = None  # back here: no game is at the table
        self.fill()
        super().enter()

    def fill(self) -> None:
        """Word every game as the desk has it now."""
        desk = self.host.correspondence
        now = desk.clock()
        rows = desk.rows()
        self.list.show(rows, [row_words(row, desk.standing(row.server.url), now)
                              for row in rows])
        if self.list.chosen is None and rows:
            self.list.choose(0)
        self.revision, self.worded_at = desk.revision, now
        empty = not rows
        if empty != self.empty and self.on_top:
            self.empty = empty
            self.host.relayout()
        self.empty = empty

    def update(self, dt: float) -> None:
        desk = self.host.correspondence
        if desk.revision != self.revision or desk.clock() - self.worded_at >= REWORD_SECONDS:
            self.fill()

    def build(self, size: tuple[int, int]) -> None:
        left, top, column, _ = form_column(size, COLUMN)
        buttons_y = size[1] - BUTTON_HEIGHT - 16
        self.button(pygame.Rect(left, buttons_y, 150, BUTTON_HEIGHT), tr("common.back"), "back")
        if self.host.correspondence.servers:
            self.button(pygame.Rect(left + 166, buttons_y, 170, BUTTON_HEIGHT),
                        tr("corr.refresh"), "refresh")
        if self.empty:
            lines = empty_lines(column)
            middle = pygame.Rect(left, top + EMPTY_TOP + 32 * len(lines[0]) + 22 * len(lines[1]) + 24,
                                 column, BUTTON_HEIGHT)
            for index, (action, label) in enumerate((("new", tr("corr.new_game")),
                                                     ("join", tr("corr.join")))):
                rect = pygame.Rect(0, middle.y, 220, BUTTON_HEIGHT)
                rect.centerx = middle.centerx + (index * 2 - 1) * 122
                self.button(rect, label, action, primary=index == 0)
            return
        self.button(pygame.Rect(left + column - 420, buttons_y, 200, BUTTON_HEIGHT),
                    tr("corr.join"), "join")
        self.button(pygame.Rect(left + column - 200, buttons_y, 200, BUTTON_HEIGHT),
                    tr("corr.new_game"), "new")
        list_top = top + 30
        list_height = max(ROW_HEIGHT, buttons_y - 14 - list_top)
        list_height -= (list_height - 2) % ROW_HEIGHT  # whole rows only
        self.list.place(to_window(pygame.Rect(left, list_top, column, list_height)))

    # Doing --------------------------------------------------------------------------

    def act(self, action: str) -> None:
        flow = self.host.flow
        if action == "refresh":
            self.host.correspondence.refresh()
        elif action == "new":
            flow.new_correspondence_game()
        elif action == "join":
            flow.join_correspondence_game()
        else:
            super().act(action)

    def open_chosen(self) -> None:
        row = self.list.chosen_row
        if row is not None:
            open_game(self.host, row, partial(show_my_games, self.host))

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.empty:
            if event.type == pygame.MOUSEMOTION:
                self.list.hovered = self.list.row_at(event.pos)
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                index = self.list.row_at(event.pos)
                if index is not None:
                    self.host.audio.play("button")
                    self.list.choose(index)
                    self.open_chosen()
                    return
        super().handle_event(event)

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CURSOR and intent.step[1]:
            self.list.move(intent.step[1])
        elif intent.action is Action.ZOOM:
            self.list.scroll(-intent.amount)  # the wheel: up shows earlier rows
        elif intent.action is Action.CONFIRM:
            self.open_chosen()
        else:
            super().on_intent(intent)

    # Drawing ------------------------------------------------------------------------

    def keep_clear(self) -> list[pygame.Rect]:
        return [] if self.empty else [self.list.rect]

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("corr.my_games"))
        left, top, column, _ = to_window(form_column(self.layout_size, COLUMN))
        if self.empty:
            self._draw_empty(surface, pygame.Rect(left, top + px(EMPTY_TOP), column, px(110)))
            return
        count = len(self.list.rows)
        summary = tr("corr.summary_one") if count == 1 else tr("corr.summary_many", count=count)
        surface.blit(fit_text(summary, px(16), column, TEXT_DIM), (left, top))
        self.list.draw(surface)

    def _draw_empty(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        y = area.y
        heading, detail = empty_lines(form_column(self.layout_size, COLUMN).width)
        for line in heading:
            drawn = text(line, px(22), TEXT, True)
            surface.blit(drawn, drawn.get_rect(midtop=(area.centerx, y)))
            y += px(32)
        for line in detail:
            drawn = text(line, px(15), TEXT_DIM)
            surface.blit(drawn, drawn.get_rect(midtop=(area.centerx, y)))
            y += px(22)


def empty_lines(column: int) -> tuple[list[str], list[str]]:
    """The lines saying there is no game yet, for a column ``column`` unscaled pixels
    wide (laid out and drawn alike)."""
    return (wrap(tr("corr.empty"), 22, column, bold=True)[:2],
            wrap(tr("corr.empty_detail"), 15, column * 3 // 4)[:3])
