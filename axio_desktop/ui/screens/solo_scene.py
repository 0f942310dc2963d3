"""Solo: one player against the tiles. The result is the lowest colour; the ten best
results are kept, with date and seed, in the user data folder."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextEntryLine

from ...kits import find_kit
from ...userdata import HighScore, HighScoreTable, SaveError
from ..core.gui import form_column, to_window
from ..core.scale import px
from ..core.theme import ACCENT, BAD, PANEL_LIGHT, TEXT, TEXT_DIM, fit_text, text, wrap
from ..core.widgets import draw_panel
from ..core.wording import file_problem_text, save_error_text
from ..i18n import tr
from ..kit import new_match
from ..table.match import AnyMatch, SeatPlan
from .backdrop import draw_backdrop
from .new_game_scene import NAME_LENGTH, SetupForm

if TYPE_CHECKING:
    from ..host import SceneHost

EXPLAIN_SIZE = 15
"""The size of the "#dim" labels the explanation is written in (two lines at most)."""


@dataclass(frozen=True, slots=True)
class SoloResult:
    """The table after a solo game, and the new entry's place in it (None if it missed)."""

    entries: tuple[HighScore, ...]
    place: int | None


def enter_solo_result(host: SceneHost, match: AnyMatch) -> SoloResult:
    """Put a finished solo game into its game's high-score table and save it."""
    table = HighScoreTable.load(game=match.game_id)
    if table.problem:
        host.show_toast(file_problem_text(table.problem))
    entry = HighScore.of(match.state.scores(0), seed=match.seed, name=match.players[0].name)
    place = table.add(entry)
    if place is not None:
        try:
            table.save()
        except SaveError as error:
            host.show_toast(save_error_text(error))
    return SoloResult(table.entries, place)


def rows_that_fit(count: int, room: int, highlight: int | None) -> list[int]:
    """Which of ``count`` table rows to show in ``room`` rows: the best first, and the
    highlighted one always (in the last row if it would not fit otherwise)."""
    shown = list(range(min(count, max(room, 1))))
    if highlight is not None and highlight not in shown:
        shown[-1] = highlight
    return shown


def draw_high_scores(
    surface: pygame.Surface, box: pygame.Rect, entries: tuple[HighScore, ...], highlight: int | None
) -> None:
    """The top-10 table in ``box`` (in the window): place, name, result, date and seed."""
    draw_panel(surface, box, (24, 30, 36), radius=10, alpha=235)
    title = text(tr("solo.table"), px(18), ACCENT, True)
    surface.blit(title, (box.x + px(14), box.y + px(10)))
    columns = (0.0, 0.09, 0.50, 0.66, 0.86)
    headers = ("#", tr("solo.name"), tr("solo.result"), tr("solo.date"), tr("solo.seed"))
    inner = box.width - px(28)
    y = box.y + px(42)
    for share, header in zip(columns, headers):
        surface.blit(text(header, px(13), TEXT_DIM, True), (box.x + px(14) + share * inner, y))
    y += px(24)
    row = max(px(18), min(px(28), (box.bottom - y - px(8)) // 10))
    size = px(15) if row >= px(22) else px(13)  # ten rows must fit a small window
    if not entries:
        surface.blit(text(tr("solo.empty"), px(15), TEXT_DIM), (box.x + px(14), y))
    for index in rows_that_fit(len(entries), (box.bottom - y - px(4)) // row, highlight):
        entry = entries[index]
        band = pygame.Rect(box.x + px(6), y, box.width - px(12), row - px(2))
        if index == highlight:
            pygame.draw.rect(surface, PANEL_LIGHT, band, border_radius=5)
            pygame.draw.rect(surface, ACCENT, band, 1, border_radius=5)
        cells = (
            str(index + 1),
            entry.name,
            str(entry.lowest),
            entry.date.isoformat(),
            "—" if entry.seed is None else str(entry.seed),
        )
        for column, (share, cell) in enumerate(zip(columns, cells)):
            limit = (
                (columns[column + 1] - share) * inner - 6
                if column + 1 < len(columns)
                else inner * (1 - share)
            )
            colour = ACCENT if column == 2 else TEXT
            shown = fit_text(cell, size, int(limit), colour, bold=column == 2)
            surface.blit(shown,
                         shown.get_rect(midleft=(box.x + px(14) + share * inner, band.centery)))
        y += row


class SoloScene(SetupForm):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        remembered = [player for player in host.settings.last_players if player.kind == "human"]
        self.name = remembered[0].name if remembered else tr("seat.default_name", number=1)
        self.table = HighScoreTable.load(game=host.settings.game)
        self.name_field: UITextEntryLine | None = None
        self.seed_field: UITextEntryLine | None = None

    def table_box(self, size: tuple[int, int]) -> pygame.Rect:
        column = form_column(size, 760)
        return pygame.Rect(column.x, column.y + 118, column.width, column.height - 208)

    def build(self, size: tuple[int, int]) -> None:
        height = size[1]
        left, top, column, _ = form_column(size, 760)
        self.label(pygame.Rect(left, top, 120, 38), tr("solo.name"))
        self.name_field = UITextEntryLine(
            pygame.Rect(left + 120, top, 240, 38), self.manager, initial_text=self.name
        )
        self.name_field.set_text_length_limit(NAME_LENGTH)
        self.add(self.name_field)
        self.label(pygame.Rect(left + 390, top, 120, 38), tr("new.seed"))
        self.seed_field = UITextEntryLine(
            pygame.Rect(left + 510, top, column - 510, 38),
            self.manager,
            initial_text=self.seed_text,
        )
        self.seed_field.set_allowed_characters("numbers")
        self.add(self.seed_field)
        self.label(pygame.Rect(left + 510, top + 40, column - 510, 24), tr("new.seed_hint"), "#dim")
        explain = find_kit(self.host.settings.game).desktop.solo_explain
        for index, line in enumerate(wrap(tr(explain), EXPLAIN_SIZE, column - 16)[:2]):
            self.label(pygame.Rect(left, top + 66 + 24 * index, column, 24), line, "#dim")
        self.form_buttons(left, column, height - 70, tr("solo.start"))

    def remember(self) -> None:
        if self.name_field is not None and self.seed_field is not None:
            self.name = self.name_field.get_text()
            self.seed_text = self.seed_field.get_text()

    def begin(self, seed: int | None) -> None:
        name = self.name.strip()[:NAME_LENGTH] or tr("seat.default_name", number=1)
        game = self.host.settings.game
        self.host.flow.start_game(new_match(find_kit(game).desktop, [SeatPlan(name)], seed))

    def draw(self, surface: pygame.Surface) -> None:
        game = self.host.settings.game
        draw_backdrop(surface, f"{find_kit(game).game.title} · {tr('solo.title')}")
        draw_high_scores(surface, to_window(self.table_box(self.layout_size)), self.table.entries,
                         None)
        table_problem = self.table.problem
        problem = self.problem or (file_problem_text(table_problem) if table_problem else "")
        if problem:
            line = fit_text(problem, px(15), surface.get_width() - px(40), BAD)
            surface.blit(line, line.get_rect(midbottom=(surface.get_width() // 2,
                                                        surface.get_height() - px(80))))
