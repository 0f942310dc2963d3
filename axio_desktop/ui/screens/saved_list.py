"""Load game's list of saved games: two lines a record in three aligned columns —
the game and the file's name; the players, and how far the game went or who won with
what; the date and time it was saved — newest first, scrolled by the wheel or the
arrow keys. The records are read lazily, the rows in view first, a few milliseconds
a frame, so that a folder of hundreds of saves opens at once."""

from __future__ import annotations

import datetime
import time
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ...engine.players import PlayerInfo
from ...kits import find_kit
from ...userdata.saved_games import SavedFile, SavedGame, SavedGames
from ..core.row_list import RowList
from ..core.scale import px
from ..core.theme import ACCENT, BAD, PANEL, PANEL_EDGE, TEXT, TEXT_DIM, fit_text
from ..core.wording import fault_text, level_name, verdict
from ..i18n import tr

ROW_HEIGHT = 50
PADDING = 12
GAP = 16
FIRST_SIZE, SECOND_SIZE = 16, 14
"""The text sizes of a row's two lines."""
SELECTED, HOVERED = (60, 74, 88), (44, 55, 66)
DOUBLE_CLICK = 0.5
READ_BUDGET = 0.008
"""Seconds of each frame spent reading records (the list fills while it is shown)."""


def player_text(player: PlayerInfo) -> str:
    """A seat as the list names it: a bot with its level, unless its name says it."""
    if player.kind != "bot":
        return player.name
    level = level_name(player.level)
    return player.name if level.casefold() in player.name.casefold() else f"{player.name} ({level})"


@dataclass(frozen=True, slots=True)
class RowText:
    """The words of one row: two lines in each of the three columns."""

    game: str
    name: str
    players: str
    status: str
    date: str
    time: str
    unreadable: bool = False


def row_text(file: SavedFile, saved: SavedGame | None) -> RowText:
    """What the list says of ``file`` (``saved`` is None while it is not read yet)."""
    stamp = datetime.datetime.fromtimestamp(file.modified)
    date, clock = stamp.strftime(tr("load.date_format")), stamp.strftime("%H:%M")
    name = file.path.stem
    if saved is None:
        return RowText("…", name, tr("load.reading"), "", date, clock)
    if saved.fault is not None:
        return RowText(tr("load.unreadable"), name, fault_text(saved.fault), "", date, clock,
                       unreadable=True)
    kit = find_kit(saved.game_id)
    names = [player.name for player in saved.players]
    if saved.outcome is not None:
        watched = all(player.kind == "bot" for player in saved.players)
        status = verdict(saved.outcome, names, watched=watched,
                         instant=kit.desktop.words.instant_result)
    elif saved.to_move is not None:
        status = tr("load.progress", count=saved.placements, name=names[saved.to_move])
    else:
        status = tr("load.progress_count", count=saved.placements)
    players = ", ".join(player_text(player) for player in saved.players)
    return RowText(kit.game.title, name, players, status, date, clock)


class SavedGameList(RowList):
    """The rows, which one is chosen and which are in view; drawing changes nothing."""

    row_height = ROW_HEIGHT

    def __init__(self, files: Sequence[SavedFile], read: SavedGames) -> None:
        super().__init__()
        self.files = list(files)
        self.read = read
        read.keep_only(self.files)
        self.games: list[SavedGame | None] = [read.known(file) for file in self.files]
        self.left = self.games.count(None)
        """How many records are still to read."""
        self.words: dict[int, RowText] = {}
        """The words of each row read so far (worded once, drawn every frame)."""
        self.last_click: tuple[int, float] | None = None
        """The row last clicked and when (for a double click)."""

    # Where things are ------------------------------------------------------------------

    @property
    def row_count(self) -> int:
        return len(self.files)

    @property
    def chosen_file(self) -> SavedFile | None:
        return self.files[self.chosen] if self.chosen is not None else None

    def click(self, point: tuple[int, int], clock: float) -> bool:
        """A left click at ``point`` chooses the row there; True when it is the second
        click on that row in quick succession (the row is to be opened)."""
        index = self.row_at(point)
        if index is None:
            return False
        self.chosen = index
        double = (self.last_click is not None and self.last_click[0] == index
                  and clock - self.last_click[1] <= DOUBLE_CLICK)
        self.last_click = None if double else (index, clock)
        return double

    # Reading ---------------------------------------------------------------------------

    def unread(self) -> list[int]:
        """The rows still to read: those in view first, then the rest in order."""
        view = range(self.first, min(len(self.files), self.first + self.in_view))
        rest = (index for index in range(len(self.files)) if index not in view)
        return [index for index in (*view, *rest) if self.games[index] is None]

    def read_some(self, budget: float = READ_BUDGET) -> None:
        """Read records for about ``budget`` seconds (at least one, if any is left)."""
        if not self.left:
            return
        until = time.perf_counter() + budget
        for index in self.unread():
            self.games[index] = self.read.read(self.files[index])
            self.left -= 1
            if time.perf_counter() >= until:
                return

    @property
    def all_read(self) -> bool:
        return not self.left

    def text(self, index: int) -> RowText:
        """The words of row ``index``."""
        words = self.words.get(index)
        if words is None:
            game = self.games[index]
            words = row_text(self.files[index], game)
            if game is not None:
                self.words[index] = words
        return words

    def texts(self) -> list[RowText]:
        """Every row's words, in order."""
        return [self.text(index) for index in range(len(self.files))]

    # The picture -----------------------------------------------------------------------

    def columns(self) -> tuple[int, int, int]:
        """The widths of the game, players and date columns."""
        inner = self.rect.width - px(10) - 2 * px(PADDING) - 2 * px(GAP)
        game = max(px(150), min(px(240), inner // 4))
        date = px(100)
        return game, inner - game - date, date

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, PANEL, self.rect, border_radius=px(6))
        pygame.draw.rect(surface, PANEL_EDGE, self.rect, px(1), border_radius=px(6))
        previous = surface.get_clip()
        surface.set_clip(self.rect)
        game_width, players_width, date_width = self.columns()
        last = min(len(self.files), self.first + self.in_view)
        for index in range(self.first, last):
            row = self.row_rect(index).inflate(-px(4), 0)
            if index == self.chosen:
                pygame.draw.rect(surface, SELECTED, row, border_radius=px(5))
                pygame.draw.rect(surface, ACCENT, row, px(1), border_radius=px(5))
            elif index == self.hovered:
                pygame.draw.rect(surface, HOVERED, row, border_radius=px(5))
            words = self.text(index)
            first_y, second_y = row.y + px(5), row.y + px(27)
            x = row.x + px(PADDING)
            surface.blit(fit_text(words.game, px(FIRST_SIZE), game_width,
                                  BAD if words.unreadable else ACCENT, bold=True), (x, first_y))
            surface.blit(fit_text(words.name, px(SECOND_SIZE), game_width, TEXT_DIM), (x, second_y))
            x += game_width + px(GAP)
            surface.blit(fit_text(words.players, px(FIRST_SIZE), players_width,
                                  TEXT_DIM if self.games[index] is None else TEXT), (x, first_y))
            surface.blit(fit_text(words.status, px(SECOND_SIZE), players_width, TEXT_DIM),
                         (x, second_y))
            right = row.x + px(PADDING) + game_width + px(GAP) + players_width + px(GAP) + date_width
            for line, y, size in ((words.date, first_y, px(FIRST_SIZE)),
                                  (words.time, second_y, px(SECOND_SIZE))):
                shown = fit_text(line, size, date_width, TEXT_DIM)
                surface.blit(shown, shown.get_rect(topright=(right, y)))
        surface.set_clip(previous)
        self.draw_scroll_bar(surface)

    def draw_scroll_bar(self, surface: pygame.Surface) -> None:
        if len(self.files) <= self.in_view:
            return
        track = pygame.Rect(self.rect.right - px(8), self.rect.y + px(4), px(4), self.rect.height - px(8))
        length = max(px(16), track.height * self.in_view // len(self.files))
        top = track.y + (track.height - length) * self.first // (len(self.files) - self.in_view)
        pygame.draw.rect(surface, PANEL_EDGE, track, border_radius=px(2))
        pygame.draw.rect(surface, TEXT_DIM, (track.x, top, track.width, length), border_radius=px(2))

