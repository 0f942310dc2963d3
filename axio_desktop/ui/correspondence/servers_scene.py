"""Settings → Online servers: the servers the player plays correspondence games on
(`CorrespondenceDesk.servers`), each with its address, the name the player goes by
there, how it stands now, and the player's recovery code there (hidden until Show,
and Copy puts it on the clipboard); Forget, after a plain warning that without the
code the player cannot come back as themselves; and Add a server, as a new player or
as the same player as on another computer (its recovery code typed in).

The screen is in one of three modes: the list, the form that adds a server, and the
warning before a server is forgotten."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import pygame
from pygame_gui.elements import UITextEntryLine

from ...net.player_keys import LOOK_ALIKES, BadRecoveryCode, key_from_code, recovery_code
from ...net.protocol import KEY_LENGTH, NAME_LENGTH
from ...userdata import SaveError
from ...userdata.servers import MAX_SERVERS, KnownServer
from ..core.clipboard import CopyFailed, copy_text
from ..core.gui import FormScene, caption_width, form_column, to_window
from ..core.input import Action, Intent
from ..core.scale import px
from ..core.theme import ACCENT, BAD, GOOD, PANEL, TEXT, TEXT_DIM, Rgb, fit_text, text, wrap
from ..core.widgets import draw_panel, draw_problem
from ..core.wording import save_error_text
from ..i18n import tr
from ..screens.backdrop import draw_backdrop
from ..screens.online_fields import default_name, parse_address, valid_name
from .words import server_name

if TYPE_CHECKING:
    from ..host import SceneHost
    from .desk import ServerStanding

Mode = Literal["list", "add", "forget"]
COLUMN = 900
BLOCK = 96
"""A server's block in the list: its name line, its address, its code and buttons."""
GAP = 8
BUTTONS = 66
"""From the bottom of the window to the top of the screen's buttons."""
HIDDEN = "••••-••••-••••-••••-••••-••••-••"
CODE_CAPTIONS = ("servers.address", "servers.name", "servers.code_field")


def code_problem_text(error: BadRecoveryCode) -> str:
    """What is wrong with a typed recovery code, in the player's words."""
    if error.position is not None and error.character is not None:
        words = tr("servers.bad_character", position=error.position, character=error.character)
        return f"{words} {tr('servers.look_alike')}" if error.character in LOOK_ALIKES else words
    return tr("servers.bad_length", length=KEY_LENGTH, count=error.count)


def reach_text(standing: ServerStanding) -> tuple[str, Rgb]:
    """How a server stands, and the colour it is said in."""
    if standing.reach == "online":
        return tr("servers.online"), GOOD
    if standing.reach == "unreachable":
        return tr("servers.unreachable"), BAD
    if standing.reach == "refused":
        return tr("servers.refused", message=standing.message), BAD
    return tr("servers.connecting"), TEXT_DIM


def shown_name(standing: ServerStanding) -> str:
    """The name the player goes by on the server: as it last said, else as kept here."""
    return standing.player.name if standing.player is not None else standing.server.name


class ServersScene(FormScene):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.mode: Mode = "list"
        self.first = 0
        """The first server the list shows (the list pages when they do not all fit)."""
        self.fits = 1
        self.shown_codes: set[str] = set()
        """The servers whose recovery code is shown (hidden again when the screen closes)."""
        self.forgetting: str | None = None
        self.revision = host.correspondence.revision
        self.blocks: list[tuple[pygame.Rect, KnownServer]] = []
        self.address_text = ""
        self.name_text = default_name(host)
        self.code_text = ""
        self.address_field: UITextEntryLine | None = None
        self.name_field: UITextEntryLine | None = None
        self.code_field: UITextEntryLine | None = None
        self.problem = ""
        self.problem_bottom = 0
        self.hint_area = pygame.Rect(0, 0, 0, 0)
        self.warning_area = pygame.Rect(0, 0, 0, 0)

    @property
    def servers(self) -> tuple[KnownServer, ...]:
        return self.host.correspondence.servers

    # Laying out -------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        self.address_field = self.name_field = self.code_field = None
        self.blocks = []
        left, top, column, _ = form_column(size, COLUMN)
        buttons = size[1] - BUTTONS
        if self.mode == "add":
            self.build_form(left, top, column, buttons)
        elif self.mode == "forget":
            self.warning_area = pygame.Rect(left, top, column, min(290, buttons - top - 10))
            self.button(pygame.Rect(left + column // 2 - 70, self.warning_area.bottom - 52, 140, 36),
                        tr("servers.copy"), f"copy:{self.forgetting}")
            self.button(pygame.Rect(left, buttons, 160, 46), tr("common.back"), "cancel")
            self.button(pygame.Rect(left + column - 260, buttons, 260, 46),
                        tr("servers.forget_yes"), "forget_yes")
        else:
            self.build_list(left, top, column, buttons)

    def build_list(self, left: int, top: int, column: int, buttons: int) -> None:
        servers = self.servers
        self.fits = max(1, (buttons - top - 10) // (BLOCK + GAP))
        self.first = max(0, min(self.first, len(servers) - self.fits))
        for index, server in enumerate(servers[self.first:self.first + self.fits]):
            block = pygame.Rect(left, top + index * (BLOCK + GAP), column, BLOCK)
            self.blocks.append((block, server))
            row = pygame.Rect(block.right - 12, block.bottom - 40, 0, 32)
            for action, label, width in (("forget", tr("servers.forget"), 110),
                                         ("copy", tr("servers.copy"), 100),
                                         ("show", tr("servers.hide") if server.url in
                                          self.shown_codes else tr("servers.show"), 100)):
                row = pygame.Rect(row.x - width - 8, row.y, width, row.height)
                self.button(row, label, f"{action}:{server.url}")
        self.button(pygame.Rect(left, buttons, 160, 46), tr("common.back"), "back")
        self.button(pygame.Rect(left + column - 260, buttons, 260, 46), tr("servers.add"),
                    "add", primary=not servers)
        if len(servers) > self.fits:
            middle = left + column // 2
            self.button(pygame.Rect(middle - 100, buttons, 90, 46), "↑", "up")
            self.button(pygame.Rect(middle + 10, buttons, 90, 46), "↓", "down")

    def build_form(self, left: int, top: int, column: int, buttons: int) -> None:
        captions = caption_width((tr(key) for key in CODE_CAPTIONS), 160)
        row = 44
        field = column - captions

        def entry(y: int, key: str, words: str, width: int) -> UITextEntryLine:
            self.label(pygame.Rect(left, y, captions, row - 6), tr(key))
            element = UITextEntryLine(pygame.Rect(left + captions, y, width, row - 6),
                                      self.manager, initial_text=words)
            self.add(element)
            return element

        self.address_field = entry(top, "servers.address", self.address_text, 340)
        self.label(pygame.Rect(left + captions + 352, top, field - 352, row - 6),
                   tr("servers.address_hint"), "#dim")
        self.name_field = entry(top + row, "servers.name", self.name_text, 260)
        self.name_field.set_text_length_limit(NAME_LENGTH)
        self.code_field = entry(top + 2 * row, "servers.code_field", self.code_text, 460)
        self.code_field.set_text_length_limit(2 * KEY_LENGTH)
        self.hint_area = pygame.Rect(left + captions, top + 3 * row, field, 60)
        self.button(pygame.Rect(left, buttons, 160, 46), tr("common.back"), "cancel")
        self.button(pygame.Rect(left + column - 200, buttons, 200, 46),
                    tr("servers.add_button"), "submit", primary=True)
        self.problem_bottom = buttons - 8

    def remember(self) -> None:
        if self.address_field is not None:
            self.address_text = self.address_field.get_text()
        if self.name_field is not None:
            self.name_text = self.name_field.get_text()
        if self.code_field is not None:
            self.code_text = self.code_field.get_text()

    def switch(self, mode: Mode) -> None:
        self.remember()
        self.mode = mode
        self.problem = ""
        self.clear()
        self.build(self.layout_size)

    def update(self, dt: float) -> None:
        """Build the list again when the servers have changed (how each stands is read
        as it is drawn: a rebuild for every answer would lose a click under way)."""
        revision = self.host.correspondence.revision
        if revision == self.revision:
            return
        self.revision = revision
        built = tuple(server for _, server in self.blocks)
        if (self.mode == "list" and self.on_top
                and built != self.servers[self.first:self.first + self.fits]):
            self.clear()
            self.build(self.layout_size)

    # Acting -----------------------------------------------------------------------------

    def act(self, action: str) -> None:
        verb, _, url = action.partition(":")
        if action == "add":
            self.address_text = self.code_text = ""
            self.switch("add")
        elif action == "cancel":
            self.forgetting = None
            self.switch("list")
        elif action in ("up", "down"):
            self.first += -self.fits if action == "up" else self.fits
            self.switch("list")
        elif verb == "show":
            self.shown_codes ^= {url}
            self.switch("list")
        elif verb == "copy":
            self.copy(url)
        elif verb == "forget":
            self.forgetting = url
            self.switch("forget")
        elif action == "forget_yes":
            self.forget()
        else:
            super().act(action)

    def copy(self, url: str) -> None:
        server = self.host.correspondence.server(url)
        if server is None:
            return
        try:
            copy_text(recovery_code(server.key))
        except CopyFailed as error:
            self.host.show_toast(tr("servers.copy_failed", error=str(error)))
            return
        self.host.show_toast(tr("servers.copied"))

    def forget(self) -> None:
        url, self.forgetting = self.forgetting, None
        if url is not None:
            try:
                self.host.correspondence.forget_server(url)
            except SaveError as error:
                self.host.show_toast(save_error_text(error))
            else:
                self.shown_codes.discard(url)
                self.host.show_toast(tr("servers.forgotten", server=server_name(url)))
        self.switch("list")

    def submit(self) -> None:
        if self.mode != "add":
            return  # Enter adds a server in the form; nothing is forgotten by a key
        self.remember()
        self.problem = self.problem_in_form()

    def problem_in_form(self) -> str:
        """Add the server the form names; what is wrong, else "" (and back to the list)."""
        try:
            url = parse_address(self.address_text)
        except ValueError:
            return tr("join.bad_address")
        try:
            name = valid_name(self.name_text)
        except ValueError:
            return tr("host.bad_name", most=NAME_LENGTH)
        key = None
        if self.code_text.strip():
            try:
                key = key_from_code(self.code_text)
            except BadRecoveryCode as error:
                return code_problem_text(error)
        desk = self.host.correspondence
        if desk.server(url) is not None:
            return tr("servers.known", server=server_name(url))
        try:
            desk.add_server(url, name, key)
        except SaveError as error:
            return save_error_text(error)
        except ValueError:
            return tr("servers.too_many", most=MAX_SERVERS)
        self.host.show_toast(tr("servers.added", server=server_name(url)))
        self.first = len(self.servers)  # the list ends with it
        self.switch("list")
        return ""

    def on_intent(self, intent: Intent) -> None:
        if intent.action is Action.CANCEL and self.mode != "list":
            self.act("cancel")
        else:
            super().on_intent(intent)

    # Drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("servers.add_title") if self.mode == "add"
                      else tr("servers.title"))
        if self.mode == "add":
            self.draw_lines(surface, to_window(self.hint_area), tr("servers.code_hint"), 14,
                            TEXT_DIM)
        elif self.mode == "forget":
            self.draw_warning(surface)
        else:
            self.draw_list(surface)
        if self.problem:
            draw_problem(surface, self.problem, self.problem_bottom, COLUMN - 100)

    def draw_list(self, surface: pygame.Surface) -> None:
        desk = self.host.correspondence
        if not self.blocks:
            left, top, column, _ = form_column(self.layout_size, COLUMN)
            area = to_window(pygame.Rect(left, top, column, 84))
            draw_panel(surface, area, PANEL, radius=px(10), alpha=220)
            self.draw_lines(surface, area.inflate(-px(28), -px(24)), tr("servers.none"), 16, TEXT)
            return
        for block, server in self.blocks:
            standing = desk.standing(server.url)
            if standing is None:
                continue
            area = to_window(block)
            draw_panel(surface, area, PANEL, radius=px(10), alpha=230)
            inner = area.inflate(-px(28), 0)
            y = area.y + px(8)
            reach, colour = reach_text(standing)
            said = fit_text(reach, px(15), inner.width // 3, colour, bold=True)
            surface.blit(said, said.get_rect(topright=(inner.right, y + px(2))))
            title = f"{server_name(server.url)} · {tr('servers.known_as', name=shown_name(standing))}"
            surface.blit(fit_text(title, px(18), inner.width - said.get_width() - px(16), ACCENT,
                                  bold=True), (inner.x, y))
            surface.blit(fit_text(server.url, px(14), inner.width, TEXT_DIM), (inner.x, y + px(28)))
            code = recovery_code(server.key) if server.url in self.shown_codes else HIDDEN
            room = inner.width - px(310 + 3 * 8 + 12)
            surface.blit(fit_text(tr("servers.code", code=code), px(16), room, TEXT),
                         (inner.x, area.bottom - px(34)))
        hidden = len(self.servers) - self.first - len(self.blocks)
        if hidden > 0:
            last = to_window(self.blocks[-1][0])
            more = text(tr("servers.more", count=hidden), px(14), TEXT_DIM)
            surface.blit(more, more.get_rect(midtop=(last.centerx, last.bottom + px(2))))

    def draw_warning(self, surface: pygame.Surface) -> None:
        url = self.forgetting or ""
        server = self.host.correspondence.server(url)
        area = to_window(self.warning_area)
        draw_panel(surface, area, PANEL, radius=px(10), alpha=235)
        inner = area.inflate(-px(40), -px(32))
        y = inner.y
        heading = fit_text(tr("servers.forget_title", server=server_name(url)), px(22),
                           inner.width, ACCENT, bold=True)
        surface.blit(heading, (inner.x, y))
        y += heading.get_height() + px(12)
        y = self.draw_lines(surface, pygame.Rect(inner.x, y, inner.width, inner.bottom - y),
                            tr("servers.forget_text"), 16, TEXT)
        if server is not None:
            code = text(recovery_code(server.key), px(22), ACCENT, True)
            surface.blit(code, code.get_rect(midtop=(inner.centerx, y + px(14))))

    def draw_lines(self, surface: pygame.Surface, area: pygame.Rect, words: str, size: int,
                   colour: Rgb) -> int:
        """``words`` wrapped into ``area`` (in the window); the y below them."""
        y = area.y
        for line in wrap(words, px(size), area.width):
            drawn = text(line, px(size), colour)
            surface.blit(drawn, (area.x, y))
            y += drawn.get_height()
        return y
