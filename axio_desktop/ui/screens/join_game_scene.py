"""Join a game (Play online): the player's name; the games hosted on the same network,
listed by themselves as they appear, fill and go (a click joins one); or a host's
address and a room code typed in, for a game elsewhere (``serve`` on a rented
machine: a ``wss://`` address). Looking for games runs on a thread of its own
(`net.lan.LanBrowser`): the form reads what it found each few frames and never waits."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIElement
from pygame_gui.elements import UITextEntryLine

from ...kits import find_kit
from ...net.lan import LanBrowser, LanGame
from ...net.protocol import NAME_LENGTH, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH
from ..core.gui import FormScene, caption_width, form_column, to_window
from ..core.scale import px
from ..core.theme import PANEL, TEXT_DIM, font, text, wrap
from ..core.widgets import draw_panel, draw_problem
from ..i18n import tr
from .backdrop import draw_backdrop
from .host_game_scene import PROBLEM_WIDTH
from .online_fields import default_name, parse_address, parse_room, valid_name

if TYPE_CHECKING:
    from ..host import SceneHost

POLL_SECONDS = 0.25
"""How often the form reads the games found."""
LOOKING_SECONDS = 3.0
"""How long "looking" is said before an empty list is told as empty."""
CAPTIONS = ("join.name", "join.address", "join.room")
ADDRESS_WIDTH = 320
STATUS_SIZE = 15


def listing_text(game: LanGame) -> str:
    room = game.room
    return tr("join.listed", game=find_kit(room.game).game.title, name=room.host_name,
              room=room.code, free=room.free_seats, seats=room.seats)


class JoinGameScene(FormScene):
    primary_action = "join"

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.name_text = default_name(host)
        self.address_text = host.settings.online_address
        self.room_text = ""
        self.problem = ""
        self.problem_bottom = 0
        self.name_field: UITextEntryLine | None = None
        self.address_field: UITextEntryLine | None = None
        self.room_field: UITextEntryLine | None = None
        self.browser: LanBrowser | None = None
        self.looked = 0.0
        """Seconds since the browser started."""
        self.since_poll = 0.0
        self.shown: list[LanGame] = []
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.list_rows = 0
        self.list_elements: list[UIElement] = []
        self.status = ""

    # Looking for games ---------------------------------------------------------------

    def enter(self) -> None:
        self.browser = self.host.hosting.browser()
        self.browser.start()
        self.looked = 0.0
        self.shown = []
        super().enter()

    def leave(self) -> None:
        self.stop_looking()
        super().leave()

    def end(self) -> None:
        self.stop_looking()

    def stop_looking(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def update(self, dt: float) -> None:
        self.looked += dt
        self.since_poll += dt
        if self.since_poll < POLL_SECONDS or self.browser is None:
            return
        self.since_poll = 0.0
        found = self.browser.games()
        status = self.status_text()
        if found != self.shown or status != self.status:
            self.shown = found
            self.show_list()

    def status_text(self) -> str:
        """What the list says when it shows no game."""
        if self.browser is None or self.browser.state == "unavailable":
            return tr("join.no_multicast")
        if self.looked < LOOKING_SECONDS:
            return tr("join.looking")
        return tr("join.none_yet")

    def show_list(self) -> None:
        """The games found, one button each, in the list's place (when there are none,
        `draw` says why)."""
        for element in self.list_elements:
            element.kill()  # type: ignore[no-untyped-call]
            self.elements.remove(element)
            self.actions.pop(element, None)
        self.list_elements = []
        self.status = self.status_text()
        area, rows = self.list_area, self.list_rows
        if not rows:
            return
        height = area.height // rows
        for index, game in enumerate(self.shown[:rows]):
            rect = pygame.Rect(area.x, area.y + index * height, area.width, height - 6)
            self.list_elements.append(self.button(rect, listing_text(game), f"lan:{index}"))

    # The form -------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        height = size[1]
        left, top, column, _ = form_column(size, 720)
        row = 44 if height >= 700 else 38
        captions = caption_width((tr(key) for key in CAPTIONS), 160)

        def caption(y: int, key: str) -> None:
            self.label(pygame.Rect(left, y, captions, row - 6), tr(key))

        caption(top, "join.name")
        self.name_field = UITextEntryLine(pygame.Rect(left + captions, top, 260, row - 6),
                                          self.manager, initial_text=self.name_text)
        self.name_field.set_text_length_limit(NAME_LENGTH)
        self.add(self.name_field)
        y = top + row + 4
        self.label(pygame.Rect(left, y, column, 28), tr("join.on_network"))
        self.list_rows = 4 if height >= 700 else 3
        self.list_area = pygame.Rect(left, y + 32, column, self.list_rows * row)
        self.list_elements = []
        self.show_list()
        y = self.list_area.bottom + 6
        self.label(pygame.Rect(left, y, column, 28), tr("join.typed"))
        y += 34
        caption(y, "join.address")
        self.address_field = UITextEntryLine(
            pygame.Rect(left + captions, y, ADDRESS_WIDTH, row - 6), self.manager,
            initial_text=self.address_text)
        self.add(self.address_field)
        hint = pygame.Rect(left + captions + ADDRESS_WIDTH + 12, y,
                           column - captions - ADDRESS_WIDTH - 12, row - 6)
        self.label(hint, tr("join.address_hint"), "#dim")
        y += row
        caption(y, "join.room")
        self.room_field = UITextEntryLine(pygame.Rect(left + captions, y, 130, row - 6),
                                          self.manager, initial_text=self.room_text)
        self.room_field.set_text_length_limit(ROOM_CODE_LENGTH)
        self.room_field.set_allowed_characters(
            sorted(set(ROOM_CODE_ALPHABET + ROOM_CODE_ALPHABET.lower())))
        self.add(self.room_field)
        hint = pygame.Rect(left + captions + 142, y, column - captions - 142, row - 6)
        self.label(hint, tr("join.room_hint"), "#dim")
        buttons = min(height - 70, y + row + 30)
        self.form_buttons(left, column, buttons, tr("join.join"))
        self.problem_bottom = buttons - 4

    def remember(self) -> None:
        if self.name_field is not None:
            self.name_text = self.name_field.get_text()
        if self.address_field is not None:
            self.address_text = self.address_field.get_text()
        if self.room_field is not None:
            self.room_text = self.room_field.get_text()

    def act(self, action: str) -> None:
        if action.startswith("lan:"):
            index = int(action.removeprefix("lan:"))
            if index < len(self.shown):
                game = self.shown[index]
                self.join(game.url, game.room.code)
        else:
            super().act(action)

    def submit(self) -> None:
        self.remember()
        try:
            url = parse_address(self.address_text)
        except ValueError:
            self.problem = tr("join.bad_address")
            return
        try:
            room = parse_room(self.room_text)
        except ValueError:
            self.problem = tr("join.bad_room", length=ROOM_CODE_LENGTH)
            return
        self.host.save_settings(replace(self.host.settings,
                                        online_address=self.address_text.strip()))
        self.join(url, room)

    def join(self, url: str, room: str) -> None:
        self.remember()
        try:
            name = valid_name(self.name_text)
        except ValueError:
            self.problem = tr("host.bad_name", most=NAME_LENGTH)
            return
        self.problem = ""
        self.host.save_settings(replace(self.host.settings, online_name=name))
        self.host.flow.join_online(url, room, name)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("join.title"))
        area = to_window(self.list_area)
        draw_panel(surface, area.inflate(px(12), px(8)), PANEL, alpha=200)
        if not self.shown:
            y = area.y + px(6)
            for line in wrap(self.status, px(STATUS_SIZE), area.width - px(16)):
                surface.blit(text(line, px(STATUS_SIZE), TEXT_DIM), (area.x + px(8), y))
                y += font(px(STATUS_SIZE)).get_linesize()
        if self.problem:
            draw_problem(surface, self.problem, self.problem_bottom, PROBLEM_WIDTH)
