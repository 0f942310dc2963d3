"""My games' list: a row a game, the game's picture at its left, then three columns of
two lines — the game and its players with their ratings; whose turn it is and the
move with the time left; when the last move was and the server (or that the server is
offline and the row shows the game as it last stood). The player's turn stands out.
Scrolled by the wheel or the arrow keys, a row chosen by the keys or the pointer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ...kits import find_kit
from ...net.player_frames import ListedPlayer, Listing
from ..core.row_list import RowList
from ..core.scale import px
from ..core.theme import ACCENT, BAD, PANEL, PANEL_EDGE, TEXT, TEXT_DIM, fit_text
from ..core.wording import level_name
from ..i18n import tr
from .desk import GameRow, ServerStanding
from .words import player_text, server_name, since_text, time_left_text, turn_text

ROW_HEIGHT = 58
PADDING = 10
GAP = 16
FIRST_SIZE, SECOND_SIZE = 16, 14
SELECTED, HOVERED = (60, 74, 88), (44, 55, 66)
YOUR_TURN = (52, 46, 26)
"""The backing of a row where it is the player's turn (a warm shade of the accent)."""


@dataclass(frozen=True, slots=True)
class RowWords:
    """What one row says: two lines in each of its three columns, and how it is marked."""

    game: str
    players: str
    turn: str
    progress: str
    moved: str
    server: str
    your_turn: bool = False
    late: bool = False
    """The time of the player to move has run out."""
    offline: bool = False


def row_words(row: GameRow, standing: ServerStanding | None, now: float) -> RowWords:
    """What the list says of ``row`` at ``now`` (Unix seconds), its server standing as
    ``standing`` says."""
    game = row.game
    title = find_kit(game.game).game.title
    players = ", ".join(player_text(player) for player in game.players)
    left = time_left_text(game, now)
    late = game.deadline is not None and not game.finished and game.deadline <= now
    turn = _result_text(game) if game.finished else turn_text(game)
    if late and not game.your_turn and game.to_move is not None:
        mover = game.players[game.to_move]
        if mover.kind == "human" and mover.name:
            turn, left = tr("corr.their_time_ran_out", name=mover.name), None
    progress = tr("corr.move_number", number=game.moves if game.finished else game.moves + 1)
    if left is not None:
        progress = f"{progress} · {left}"
    ago = since_text(game.moved_at, now)
    moved = tr("corr.last_move" if game.moves else "corr.started", ago=ago)
    offline = standing is not None and standing.reach in ("unreachable", "refused")
    if offline:
        assert standing is not None
        where = tr("corr.offline_as_of", ago=since_text(standing.heard_at, now)) \
            if standing.heard_at else tr("corr.offline_never")
    else:
        where = server_name(row.server.url)
    return RowWords(tr("corr.game_number", game=title, number=game.number), players, turn,
                    progress, moved, where, game.your_turn, late, offline)


def _result_text(game: Listing) -> str:
    """Who won a finished game ("You won", "Won by Ben"), else "Over"."""
    winners = (game.result or {}).get("winners")
    if not isinstance(winners, list) or not winners:
        return tr("corr.over")
    if game.seat in winners:
        return tr("corr.you_won")
    names = [_seat_name(game.players[seat]) for seat in winners
             if isinstance(seat, int) and 0 <= seat < len(game.players)]
    return tr("corr.won_by", names=", ".join(names)) if names else tr("corr.over")


def _seat_name(player: ListedPlayer) -> str:
    """A seat as a result names it: a bot (one that took a seat given up too) by its
    level, as the players' column shows it."""
    if player.kind == "bot":
        return tr("corr.bot_seat", name=level_name(player.level or ""))
    return player.name or "?"


class GameList(RowList):
    """The rows, which one is chosen and which are in view; drawing changes nothing."""

    row_height = ROW_HEIGHT

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[GameRow] = []
        self.words: list[RowWords] = []

    def show(self, rows: Sequence[GameRow], words: Sequence[RowWords]) -> None:
        """Show ``rows`` (worded as ``words``), the chosen game still chosen where it is
        still listed (it may have moved: a friend's move put it first)."""
        chosen = self.rows[self.chosen].key if self.chosen is not None and \
            self.chosen < len(self.rows) else None
        self.rows, self.words = list(rows), list(words)
        keys = [row.key for row in self.rows]
        self.chosen = keys.index(chosen) if chosen in keys else None
        if self.chosen is not None:
            self.choose(self.chosen)
        self.scroll(0)

    @property
    def row_count(self) -> int:
        return len(self.rows)

    @property
    def chosen_row(self) -> GameRow | None:
        return self.rows[self.chosen] if self.chosen is not None else None

    # The picture -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, PANEL, self.rect, border_radius=px(6))
        pygame.draw.rect(surface, PANEL_EDGE, self.rect, px(1), border_radius=px(6))
        previous = surface.get_clip()
        surface.set_clip(self.rect)
        for index in range(self.first, min(len(self.rows), self.first + self.in_view)):
            self._draw_row(surface, index)
        surface.set_clip(previous)
        self._draw_scroll_bar(surface)

    def _draw_row(self, surface: pygame.Surface, index: int) -> None:
        rect = self.row_rect(index).inflate(-px(4), 0)
        words = self.words[index]
        if index == self.chosen:
            pygame.draw.rect(surface, SELECTED, rect, border_radius=px(5))
            pygame.draw.rect(surface, ACCENT, rect, px(1), border_radius=px(5))
        elif index == self.hovered:
            pygame.draw.rect(surface, HOVERED, rect, border_radius=px(5))
        elif words.your_turn:
            pygame.draw.rect(surface, YOUR_TURN, rect, border_radius=px(5))
        if words.your_turn:
            pygame.draw.rect(surface, ACCENT, (rect.x, rect.y + px(4), px(4), rect.height - px(8)),
                             border_radius=px(2))
        height = rect.height - px(12)
        picture = find_kit(self.rows[index].game.game).desktop.picture(height)
        backing = pygame.Rect(rect.x + px(PADDING), 0, round(height * 1.2) + px(6), height + px(6))
        backing.centery = rect.centery
        pygame.draw.rect(surface, (30, 38, 46), backing, border_radius=px(5))
        surface.blit(picture, picture.get_rect(center=backing.center))
        x = backing.right + px(GAP)
        inner = rect.right - px(PADDING) - x - 2 * px(GAP)
        first_width = inner * 38 // 100
        turn_width = inner * 31 // 100
        last_width = inner - first_width - turn_width
        first_y, second_y = rect.y + px(7), rect.y + px(30)
        finished = self.rows[index].game.finished
        surface.blit(fit_text(words.game, px(FIRST_SIZE), first_width,
                              TEXT_DIM if finished else ACCENT, bold=True), (x, first_y))
        surface.blit(fit_text(words.players, px(SECOND_SIZE), first_width, TEXT), (x, second_y))
        x += first_width + px(GAP)
        turn_colour = ACCENT if words.your_turn else BAD if words.late else TEXT
        surface.blit(fit_text(words.turn, px(FIRST_SIZE), turn_width, turn_colour,
                              bold=words.your_turn or words.late), (x, first_y))
        surface.blit(fit_text(words.progress, px(SECOND_SIZE), turn_width,
                              BAD if words.late and words.your_turn else TEXT_DIM), (x, second_y))
        right = rect.right - px(PADDING)
        for line, y, size, colour in ((words.moved, first_y, FIRST_SIZE - 1, TEXT_DIM),
                                      (words.server, second_y, SECOND_SIZE,
                                       BAD if words.offline else TEXT_DIM)):
            drawn = fit_text(line, px(size), last_width, colour)
            surface.blit(drawn, drawn.get_rect(topright=(right, y)))

    def _draw_scroll_bar(self, surface: pygame.Surface) -> None:
        if len(self.rows) <= self.in_view:
            return
        track = pygame.Rect(self.rect.right - px(8), self.rect.y + px(4), px(4),
                            self.rect.height - px(8))
        length = max(px(16), track.height * self.in_view // len(self.rows))
        top = track.y + (track.height - length) * self.first // (len(self.rows) - self.in_view)
        pygame.draw.rect(surface, PANEL_EDGE, track, border_radius=px(2))
        pygame.draw.rect(surface, TEXT_DIM, (track.x, top, track.width, length),
                         border_radius=px(2))
