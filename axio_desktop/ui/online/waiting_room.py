"""The waiting room of an online game: the room code, large enough to read out to
friends, the addresses they can use (when this program hosts the game), who sits where
and who is connected, and how many players the game still waits for: the host starts
it by itself once every human seat is taken, and then every screen goes on to the
table (`open_table`). Leave (or Escape) keeps the seat for Continue. A host that refuses
the seat, or cannot be reached, is told in one sentence and the screen before comes
back."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import pygame

from ...kits import find_kit
from ..core.gui import GuiScene, form_column, to_window
from ..core.input import Action, Intent
from ..core.scale import px
from ..core.theme import (
    ACCENT,
    BAD,
    GOOD,
    PANEL_EDGE,
    PLAYER_RGB,
    TEXT,
    TEXT_DIM,
    fit_text,
    text,
    wrap,
)
from ..core.widgets import draw_panel
from ..core.wording import level_name
from ..i18n import tr
from ..screens.backdrop import draw_backdrop
from .end import show_results
from .game import OnlineGame
from .seats import OnlineSeats, player_infos, shadow_at
from .words import connection_text

if TYPE_CHECKING:
    from ..host import SceneHost

PANEL_WIDTH = 900


class WaitingRoomScene(GuiScene):
    def __init__(self, host: SceneHost, online: OnlineGame) -> None:
        super().__init__(host)
        self.online = online

    # Moving on ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        online = self.online
        online.poll()
        connection = online.connection
        if online.started:
            open_table(self.host, online)
        elif connection.over and connection.state != "left":
            self._gone()

    def _gone(self) -> None:
        """The seat could not be had (refused, unreachable) or was lost for good."""
        online = self.online
        words = connection_text(online.connection, 0.0, online.session.url, online.room)
        self.host.scenes.pop()
        self.host.show_message(tr("online.not_joined"), html.escape(words))

    def end(self) -> None:
        self.online.leave()  # the program is closing: the seat stays the player's

    def build(self, size: tuple[int, int]) -> None:
        column = form_column(size, PANEL_WIDTH)
        self.button(pygame.Rect(column.x, size[1] - 66, 200, 46), tr("online.leave"), "leave")

    def act(self, action: str) -> None:
        if action == "leave":
            self.leave_room()

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CANCEL:
            self.leave_room()

    def leave_room(self) -> None:
        online = self.online
        welcomed = online.seat is not None
        online.leave()
        self.host.scenes.pop()
        if online.correspondence:
            self.host.show_toast(tr("corr.stays"))
        elif welcomed:
            self.host.show_toast(tr("online.seat_kept", room=online.room))

    # Drawing ------------------------------------------------------------------------------

    def title(self) -> str:
        game = self.online.game_id
        online = tr("online.title")
        return f"{find_kit(game).game.title} · {online}" if game else online

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """What the room waits for, and its colour."""
        online = self.online
        connection = online.connection
        if connection.state != "connected":
            return connection_text(connection, online.clock(), online.session.url,
                                   online.room), BAD
        free = online.free_seats()
        if free == 1:
            return tr("online.waiting_one"), ACCENT
        if free > 1:
            return tr("online.waiting_many", count=free), ACCENT
        return tr("online.starting"), GOOD

    def draw(self, surface: pygame.Surface) -> None:
        top = draw_backdrop(surface, self.title())
        height = surface.get_height()
        column = to_window(form_column(self.layout_size, PANEL_WIDTH))
        box = pygame.Rect(column.x, top, column.width, height - top - px(86))
        draw_panel(surface, box, (24, 30, 36), radius=px(10), alpha=235)
        half = box.width // 2
        self._draw_code(surface, pygame.Rect(box.x + px(20), box.y + px(16), half - px(30),
                                             box.height - px(70)))
        self._draw_seats(surface, pygame.Rect(box.x + half + px(10), box.y + px(16), half - px(30),
                                              box.height - px(70)))
        words, colour = self.status()
        lines = wrap(words, px(17), box.width - px(40), bold=True)[:2]
        y = box.bottom - px(14) - px(24) * len(lines)
        for line in lines:
            surface.blit(text(line, px(17), colour, True), (box.x + px(20), y))
            y += px(24)

    def _draw_code(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        online = self.online
        y = area.y
        surface.blit(text(tr("online.room_code"), px(16), TEXT_DIM, True), (area.x, y))
        y += px(26)
        code = online.room or "······"
        size = max(px(32), min(px(76), area.height // 4))
        while True:  # each letter in a cell of its own, in two threes, within the area
            glyphs = [text(letter, size, ACCENT, True) for letter in code]
            cell = max(glyph.get_width() for glyph in glyphs) + size // 8
            if cell * 6.5 <= area.width or size <= 32:
                break
            size -= px(4)
        for index, glyph in enumerate(glyphs):
            left = area.x + index * cell + (cell // 2 if index >= 3 else 0)
            surface.blit(glyph, (left + (cell - glyph.get_width()) // 2, y))
        y += round(size * 1.3)
        if online.addresses:
            surface.blit(text(tr("online.tell_friends"), px(16), TEXT_DIM), (area.x, y))
            y += px(24)
            for address in online.addresses[:4]:
                surface.blit(fit_text(address, px(19), area.width, TEXT, bold=True), (area.x, y))
                y += px(26)
        else:
            host_line = tr("online.host_at", url=online.session.url)
            for line in wrap(host_line, px(15), area.width)[:2]:
                surface.blit(text(line, px(15), TEXT_DIM), (area.x, y))
                y += px(21)

    def _draw_seats(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        online = self.online
        surface.blit(text(tr("online.players"), px(16), TEXT_DIM, True), (area.x, area.y))
        row = min(px(52), max(px(40), (area.height - px(30)) // 4))
        for seat, player in enumerate(online.players):
            rect = pygame.Rect(area.x, area.y + px(28) + seat * row, area.width, row - px(8))
            seat_colour = PLAYER_RGB[seat % len(PLAYER_RGB)]
            draw_panel(surface, rect, (30, 38, 46), seat_colour if seat == online.seat
                       else PANEL_EDGE, radius=px(8))
            pygame.draw.rect(surface, seat_colour, (rect.x, rect.y, px(6), rect.height),
                             border_top_left_radius=px(8), border_bottom_left_radius=px(8))
            free = player.name is None
            name = tr("online.free_seat") if free else str(player.name)
            marks = []
            if seat == online.seat:
                marks.append(tr("online.you"))
            if seat == online.host_seat:
                marks.append(tr("online.creator"))
            if player.kind == "bot":
                marks.append(tr("seat.bot_level", level=level_name(player.level or "")))
            detail = " · ".join(marks)
            detail_surface = fit_text(detail, px(14), rect.width // 2, TEXT_DIM)
            room = rect.width - px(50) - detail_surface.get_width()
            shown = fit_text(name, px(18), room, TEXT_DIM if free else seat_colour, bold=not free)
            surface.blit(shown, (rect.x + px(16), rect.centery - shown.get_height() // 2))
            surface.blit(detail_surface, (rect.right - px(34) - detail_surface.get_width(),
                                          rect.centery - detail_surface.get_height() // 2))
            if not free:
                pygame.draw.circle(surface, GOOD if player.connected else BAD,
                                   (rect.right - px(18), rect.centery), px(6))


def open_table(host: SceneHost, online: OnlineGame) -> None:
    """The host has started the game (or shows it as it stands, to a seat coming back):
    lay the table on a shadow of it made from the seat's view, or, for a game that ended
    meanwhile, show its results once its record has come."""
    first = online.updates[0]
    if first.view.to_move is None:
        if online.ended is not None or online.connection.over:
            online.updates.clear()
            show_results(host, online, None)
        return
    online.updates.popleft()
    kit = find_kit(online.game_id)
    shadow = shadow_at(kit, first.view, first.version, first.history, None)
    match = kit.desktop.match_at(player_infos(online.players), shadow)
    match.afar = OnlineSeats(host, online, match, first.version)
    host.flow.start_game(match)
