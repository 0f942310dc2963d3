"""Statistics (from the main menu): per game, games played and won per mode and per
bot level, and the best solo result, as `userdata.statistics` counts them; the
player's rating in the game on each server they play correspondence games on (as the
server last told it); a row of buttons switches between the games."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from ...kits import find_kit, kits
from ...userdata import Statistics, Tally
from ...userdata.statistics import RECENT_SOLO
from ..core.gui import GuiScene, form_column, to_window
from ..core.scale import px
from ..core.theme import ACCENT, BAD, TEXT, TEXT_DIM, fit_text, text, wrap
from ..core.widgets import draw_panel
from ..core.wording import file_problem_text, level_name
from ..correspondence.words import server_name
from ..i18n import tr
from .backdrop import draw_backdrop

if TYPE_CHECKING:
    from ..host import SceneHost

ROW = 30
SHORT_ROW = 25
"""A row's height in a window lower than 700 pixels, so that the modes (online games
among them) leave room for a few bot levels."""
RATING = Tally()
"""The tally of a line of the ratings (which counts nothing here: the server rates)."""
PANEL_WIDTH = 640
COLUMNS = (0.0, 0.55, 0.72, 0.88)
"""Where the name, played, won and share columns start (share of the table's width)."""


def share_text(tally: Tally) -> str:
    return "—" if tally.played == 0 else f"{round(100 * tally.won / tally.played)} %"


def mean_text(results: Sequence[int]) -> str:
    """The mean of solo ``results`` to one decimal ("—" when there are none)."""
    if not results:
        return "—"
    whole, tenth = divmod(round(10 * sum(results) / len(results)), 10)
    return tr("stats.mean", whole=whole, tenth=tenth)


def level_order(played: Sequence[str], levels: Iterable[str]) -> list[str]:
    """The game's built-in ``levels`` weakest first, then external programs by name."""
    known = list(levels)
    return sorted(
        played, key=lambda level: (known.index(level) if level in known else len(known), level)
    )


def draw_solo_line(surface: pygame.Surface, box: pygame.Rect, results: Sequence[int]) -> None:
    """The last solo results as a small line from lowest to highest, oldest left, the
    best marked with its value."""
    low, top = min(results), max(results)
    span = max(1, top - low)
    step = (box.width - 24) / max(1, len(results) - 1)
    points = [(round(box.x + index * step), round(box.bottom - 4 - (box.height - 10) * (value - low) / span))
              for index, value in enumerate(results)]
    pygame.draw.line(surface, (60, 70, 80), (box.x, box.bottom - 2), (box.right, box.bottom - 2))
    pygame.draw.lines(surface, TEXT_DIM, False, points, 2)
    best = max(range(len(results)), key=lambda index: (results[index], index))
    pygame.draw.circle(surface, ACCENT, points[best], 5)
    label = text(str(results[best]), 13, ACCENT, True)
    surface.blit(label, label.get_rect(midleft=(points[best][0] + 8, points[best][1] + 4)))


class StatisticsScene(GuiScene):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.show(host.settings.game)

    def show(self, game: str) -> None:
        """Show the statistics of ``game``."""
        self.game = game
        self.statistics = Statistics.load(game=game)
        self.solo_line_box: pygame.Rect | None = None
        """Where the line of the last solo results was drawn (None: too few games)."""

    def build(self, size: tuple[int, int]) -> None:
        left, _, column, _ = form_column(size, PANEL_WIDTH)  # under the table's left edge
        self.button(pygame.Rect(left, size[1] - 66, 160, 46), tr("common.back"), "back")
        count = len(kits())
        width = (column - 160 - 12 - (count - 1) * 8) // count
        for index, kit in enumerate(kits()):
            game = kit.game.id
            rect = pygame.Rect(left + 172 + index * (width + 8), size[1] - 66, width, 46)
            self.button(rect, kit.game.title, f"game:{game}", game == self.game)

    def act(self, action: str) -> None:
        if action.startswith("game:"):
            self.show(action.removeprefix("game:"))
            self.clear()
            self.build(self.layout_size)
        else:
            super().act(action)

    def rows(self) -> list[tuple[str, Tally | None]]:
        """(label, tally) per line; a None tally is a heading, and a line of the ratings
        has none either (`rating_lines`)."""
        statistics = self.statistics
        rows: list[tuple[str, Tally | None]] = [(tr("stats.by_mode"), None)]
        rows += [(tr(f"stats.mode.{mode}"), tally) for mode, tally in statistics.modes.items()]
        ratings = self.rating_lines()
        if ratings:
            rows.append((tr("stats.ratings"), None))
            rows += [(line, RATING) for line in ratings]
        rows.append((tr("stats.by_level"), None))
        played = level_order(list(statistics.bot_levels), find_kit(self.game).bots.levels)
        rows += [(level_name(level), statistics.bot_levels[level]) for level in played]
        return rows

    def rating_lines(self) -> list[str]:
        """The player's rating in this game on each of their servers: "games.example.org:
        1034 (12 games)", or that they have no rated game there yet."""
        desk = self.host.correspondence
        lines = []
        for server in desk.servers:
            standing = desk.standing(server.url)
            player = standing.player if standing is not None else None
            rating = next((rating for rating in player.ratings if rating.game == self.game),
                          None) if player is not None else None
            name = server_name(server.url)
            if rating is None:
                lines.append(tr("stats.no_rating", server=name))
            else:
                games = tr("stats.rated_games_one" if rating.games == 1 else
                           "stats.rated_games_many", count=rating.games)
                lines.append(tr("stats.rating_line", server=name, rating=rating.rating,
                                games=games))
        return lines

    def cells(self, label: str, tally: Tally) -> tuple[str, str, str, str]:
        """A row's name, played, won and share; the solo row (a solo game has no winner)
        shows no wins and the mean of the last solo results instead of a share."""
        if tally is self.statistics.modes["solo"]:
            return (label, str(tally.played), "—", mean_text(self.statistics.recent_solo))
        return (label, str(tally.played), str(tally.won), share_text(tally))

    def draw(self, surface: pygame.Surface) -> None:
        title = tr("stats.title")
        title = f"{find_kit(self.game).game.title} · {title}"
        top = draw_backdrop(surface, title)
        width, height = surface.get_size()
        column = to_window(form_column(self.layout_size, PANEL_WIDTH))
        box = pygame.Rect(column.x, top, column.width, height - top - px(86))
        draw_panel(surface, box, (24, 30, 36), radius=px(10), alpha=235)
        inner = box.width - px(28)
        y = box.y + px(14)
        best = self.statistics.best_solo
        best_text = tr("stats.best_solo", result=best) if best is not None else tr("stats.no_solo")
        best_line = fit_text(best_text, px(18), inner // 2, ACCENT, bold=True)
        surface.blit(best_line, (box.x + px(14), y))
        recent = self.statistics.recent_solo
        if len(recent) > 1:
            start = box.x + px(28) + best_line.get_width()
            self.solo_line_box = pygame.Rect(start, y - px(2), box.right - px(14) - start, px(30))
            draw_solo_line(surface, self.solo_line_box, recent)
        y += px(40)
        headers = ("", tr("stats.played"), tr("stats.won"), tr("stats.share"))
        for share, header in zip(COLUMNS, headers):
            surface.blit(text(header, px(13), TEXT_DIM, True), (box.x + px(14) + share * inner, y))
        y += px(22)
        note_lines = [
            text(line, px(13), TEXT_DIM)
            for line in wrap(tr("stats.solo_note", count=RECENT_SOLO), px(13), box.width - px(28))
        ]
        note_top = box.bottom - px(10) - sum(line.get_height() for line in note_lines)
        row = px(ROW if self.layout_size[1] >= 700 else SHORT_ROW)
        for label, tally in self.rows():
            if y + row > note_top - px(6):  # the note stays clear below
                break
            if tally is None:
                y += px(6)
                surface.blit(text(label, px(16), ACCENT, True), (box.x + px(14), y))
                y += row
                continue
            if tally is RATING:
                surface.blit(fit_text(label, px(16), inner, TEXT), (box.x + px(14), y))
                y += row
                continue
            cells = self.cells(label, tally)
            if tally.played and tally is not self.statistics.modes["solo"]:
                bar_left = box.x + px(14) + int(COLUMNS[3] * inner)
                room = box.right - px(14) - bar_left
                bar = pygame.Rect(bar_left - px(4), y + px(2), max(px(2), round(room * tally.won / tally.played)),
                                  row - px(8))
                pygame.draw.rect(surface, (70, 110, 80), bar, border_radius=px(3))
            for index, (share, cell) in enumerate(zip(COLUMNS, cells)):
                gap, end = (px(8), COLUMNS[index + 1]) if index < 3 else (0, 1.0)  # the last: to the edge
                limit = int((end - share) * inner) - gap
                colour = TEXT if index else TEXT_DIM
                surface.blit(fit_text(cell, px(16), limit, colour), (box.x + px(14) + share * inner, y))
            y += row
        if not self.statistics.bot_levels and y + row <= note_top - px(6):
            surface.blit(text(tr("stats.no_bots"), px(15), TEXT_DIM), (box.x + px(14), y))
        for line in note_lines:
            surface.blit(line, (box.x + px(14), note_top))
            note_top += line.get_height()
        if self.statistics.problem:
            line = fit_text(file_problem_text(self.statistics.problem), px(14), width - px(40), BAD)
            surface.blit(line, line.get_rect(midbottom=(width // 2, height - px(74))))
