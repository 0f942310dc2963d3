"""The invitation to a correspondence game just created: its room code, large, and its
link (``axio://HOST:PORT/ROOM``, ``axios://`` for a ``wss://`` server), each with a
Copy button, and how a friend uses them; then on to My games."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...kits import find_kit
from ...net.invitations import invitation
from ..core.clipboard import CopyFailed, copy_text
from ..core.gui import GuiScene, form_column, to_window
from ..core.input import Action, Intent
from ..core.scale import px
from ..core.theme import ACCENT, PANEL, TEXT, TEXT_DIM, fit_text, font, text, wrap
from ..core.widgets import draw_panel
from ..i18n import tr
from ..screens.backdrop import draw_backdrop
from .server_choice import with_port
from .words import pace_text, server_name

if TYPE_CHECKING:
    from ..host import SceneHost

CODE_SIZE = 60
LINE_SIZE = 16
COPY_WIDTH = 150


class InvitationScene(GuiScene):
    def __init__(self, host: SceneHost, url: str, room: str, game: str, days: int | None,
                 listed: bool) -> None:
        super().__init__(host)
        self.url = url
        self.room = room
        self.link = invitation(with_port(url), room)
        self.about = tr("corr.invite.about", game=find_kit(game).game.title,
                        pace=pace_text(days), server=server_name(url))
        self.how = tr("corr.invite.how") + (" " + tr("corr.invite.listed") if listed else "")
        self.code_area = pygame.Rect(0, 0, 0, 0)
        self.link_area = pygame.Rect(0, 0, 0, 0)
        self.how_area = pygame.Rect(0, 0, 0, 0)

    def build(self, size: tuple[int, int]) -> None:
        height = size[1]
        left, top, column, _ = form_column(size, 680)
        big = height >= 700
        code_height = 104 if big else 90
        self.code_area = pygame.Rect(left, top + 34, column, code_height)
        copy = pygame.Rect(0, 0, COPY_WIDTH, 44)
        copy.midright = (self.code_area.right - 16, self.code_area.centery)
        self.button(copy, tr("corr.invite.copy_code"), "copy_code")
        self.link_area = pygame.Rect(left, self.code_area.bottom + 14, column, 60)
        copy = copy.copy()
        copy.midright = (self.link_area.right - 16, self.link_area.centery)
        self.button(copy, tr("corr.invite.copy_link"), "copy_link")
        lines = len(wrap(self.how, LINE_SIZE, column))
        self.how_area = pygame.Rect(left, self.link_area.bottom + 18, column,
                                    lines * font(LINE_SIZE).get_linesize())
        self.button(pygame.Rect(left + column - 220, min(height - 66, self.how_area.bottom + 24),
                                220, 46),
                    tr("corr.invite.to_my_games"), "my_games", primary=True)

    def act(self, action: str) -> None:
        if action in ("copy_code", "copy_link"):
            self.copy(self.room if action == "copy_code" else self.link)
        elif action == "my_games":
            self.host.flow.my_games()

    def copy(self, words: str) -> None:
        try:
            copy_text(words)
        except CopyFailed:
            self.host.show_toast(tr("corr.invite.no_clipboard"))
            return
        self.host.show_toast(tr("corr.invite.copied", text=words))

    def on_intent(self, intent: Intent) -> None:
        if intent.action in (Action.CANCEL, Action.CONFIRM):
            self.host.flow.my_games()

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("corr.invite.title"))
        code = to_window(self.code_area)
        about = fit_text(self.about, px(17), code.width, TEXT_DIM)
        surface.blit(about, about.get_rect(midbottom=(code.centerx, code.y - px(8))))
        draw_panel(surface, code, PANEL, alpha=220)
        room = text(self.room, px(CODE_SIZE), ACCENT, True)
        room_left = code.x + (code.width - px(COPY_WIDTH + 16) - room.get_width()) // 2
        surface.blit(room, room.get_rect(midleft=(room_left, code.centery)))
        link = to_window(self.link_area)
        draw_panel(surface, link, PANEL, alpha=220)
        shown = fit_text(self.link, px(19), link.width - px(COPY_WIDTH + 48), TEXT, True)
        surface.blit(shown, shown.get_rect(midleft=(link.x + px(16), link.centery)))
        how = to_window(self.how_area)
        y = how.y
        for line in wrap(self.how, px(LINE_SIZE), how.width):
            surface.blit(text(line, px(LINE_SIZE), TEXT), (how.x, y))
            y += font(px(LINE_SIZE)).get_linesize()
