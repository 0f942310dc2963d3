"""After the last marked position: how many were found, shown and skipped, and what
became of each (by turn), with the way back to the review and to the main menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..core.gui import GuiScene, form_column, to_window
from ..core.input import Action, Intent
from ..core.scale import px
from ..core.theme import ACCENT, BAD, GOOD, TEXT, TEXT_DIM, font, text
from ..i18n import tr
from ..screens.backdrop import draw_backdrop
from .lesson import Lesson, Result
from .words import where

if TYPE_CHECKING:
    from ..core.stack import Screen
    from ..host import SceneHost

COLUMN = 560
ROW = 26
MARK_AT = 230
"""Where a row's mark stands at least (from the column's left), and its result after it."""
RESULT_AFTER = 170
GAP = 16
RESULT_WORDS: dict[Result, tuple[str, tuple[int, int, int]]] = {
    "found": ("tryagain.result.found", GOOD),
    "shown": ("tryagain.result.shown", ACCENT),
    "skipped": ("tryagain.result.skipped", BAD),
}
MARK_WORDS = {"mistake": "tryagain.mark.mistake", "blunder": "tryagain.mark.blunder"}


def go_back(host: SceneHost, scenes: list[Screen]) -> None:
    """The screens that were open when the try-again started, as they were (the review
    on top); the main menu if there were none."""
    if not scenes:
        host.flow.to_menu()
        return
    host.scenes.reset(scenes[0])
    for scene in scenes[1:]:
        host.scenes.push(scene)


class SummaryScene(GuiScene):
    def __init__(self, host: SceneHost, lesson: Lesson, back_to: list[Screen]) -> None:
        super().__init__(host)
        self.lesson = lesson
        self.back_to = back_to

    def counts(self) -> str:
        lesson = self.lesson
        return tr("tryagain.summary.counts", found=lesson.count("found"),
                  shown=lesson.count("shown"), skipped=lesson.count("skipped"))

    def rows_room(self, size: tuple[int, int]) -> int:
        """How many rows fit above the buttons (the rest are summed up in one line)."""
        top = form_column(size, COLUMN).top + 40
        return max(1, (size[1] - 100 - top) // ROW)

    def build(self, size: tuple[int, int]) -> None:
        column = form_column(size, COLUMN)
        y = size[1] - 76
        self.button(pygame.Rect(column.left, y, 260, 46), tr("tryagain.summary.back"), "back",
                    primary=True)
        self.button(pygame.Rect(column.left + 276, y, 180, 46), tr("pause.to_menu"), "menu")

    def act(self, action: str) -> None:
        if action == "back":
            go_back(self.host, self.back_to)
        elif action == "menu":
            self.host.flow.to_menu()

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CANCEL:
            self.act("back")

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("tryagain.summary.title"))
        column = to_window(form_column(self.layout_size, COLUMN))
        surface.blit(text(self.counts(), px(19), ACCENT, True), (column.left, column.top))
        y = column.top + px(40)
        rows = list(zip(self.lesson.marked, self.lesson.results))
        room = self.rows_room(self.layout_size)
        shown = rows if len(rows) <= room else rows[:room - 1]
        # The marks' column clear of the longest place ("Turn 12, the exchange option").
        mark_x = max(px(MARK_AT), max((font(px(16), True).size(where(judgement))[0] + px(GAP)
                                   for judgement, _ in shown), default=0))
        for judgement, result in shown:
            words, colour = RESULT_WORDS[result]
            surface.blit(font(px(16), True).render(where(judgement), True, TEXT), (column.left, y))
            surface.blit(font(px(16)).render(tr(MARK_WORDS[judgement.mark]), True, TEXT_DIM),
                         (column.left + mark_x, y))
            surface.blit(font(px(16), True).render(tr(words), True, colour),
                         (column.left + mark_x + px(RESULT_AFTER), y))
            y += px(ROW)
        if len(shown) < len(rows):
            more = tr("tryagain.summary.more", count=len(rows) - len(shown))
            surface.blit(font(px(15)).render(more, True, TEXT_DIM), (column.left, y))
