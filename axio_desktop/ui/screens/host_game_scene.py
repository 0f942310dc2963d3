"""Host a game (Play online): the game, the player's name, 2 to 4 seats, each for a
person or a built-in bot, and where the game is held: on this computer (on the port of
the settings) or on a server (``serve`` on a rented machine, by its address). The
first seat for a person is the player's own (the host gives its creator the first
human seat), the other person seats wait for friends, and the bots are played by the
host. Hosting here starts the program's host (`SceneHost.hosting`) first; then the room is
created, and the waiting room follows."""

from __future__ import annotations

import html
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from ...kits import find_kit, kits
from ...net.protocol import BOT_PREFIX, HUMAN
from ...net.store import UnreadableStore
from ...userdata.settings import MAX_NAME_LENGTH, MAX_PORT
from ..core.gui import FormScene, caption_width, form_column
from ..core.net_wording import hosting_problem_text, store_problem_text
from ..core.widgets import draw_problem
from ..core.wording import level_name
from ..i18n import tr
from .backdrop import draw_backdrop
from .game_choice import GameCards
from .new_game_scene import default_level
from .online_fields import default_name, parse_address, parse_port, valid_name

if TYPE_CHECKING:
    from ..host import SceneHost

MAX_SEATS = 4
PERSON = HUMAN
CAPTIONS = ("host.name", "host.where")
PORT_WIDTH = 90
WHERE = ("host.here", "host.server")
"""Where the game is held: this computer, or a server."""
PROBLEM_WIDTH = 700
PROBLEM_ROOM = 70
"""Room above the buttons for two lines of what went wrong."""


def seat_specs(kinds: list[str]) -> tuple[str, ...]:
    """The seats as the protocol's create names them: ``human`` or ``bot:LEVEL``."""
    return tuple(kind if kind == PERSON else BOT_PREFIX + kind for kind in kinds)


def seats_problem(kinds: list[str]) -> str:
    """What is wrong with the seats (empty when nothing): one is the player's own, and
    at least one more is a friend's."""
    people = kinds.count(PERSON)
    if people == 0:
        return tr("host.no_seat_for_you")
    if people == 1:
        return tr("host.no_friend")
    return ""


class HostGameScene(FormScene):
    primary_action = "host"

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.game = host.settings.game
        self.count = 2
        self.kinds = [PERSON] * MAX_SEATS
        self.name_text = default_name(host)
        self.port_text = str(host.settings.online_port)
        self.on_server = False
        """Whether the game is held on a server (else on this computer)."""
        self.address_text = host.settings.online_address
        self.problem = ""
        self.problem_bottom = 0
        self.cards: GameCards | None = None
        self.name_field: UITextEntryLine | None = None
        self.port_field: UITextEntryLine | None = None
        self.address_field: UITextEntryLine | None = None
        self.count_menu: UIDropDownMenu | None = None
        self.where_menu: UIDropDownMenu | None = None
        self.kind_menus: list[UIDropDownMenu] = []

    @property
    def levels(self) -> tuple[str, ...]:
        return tuple(find_kit(self.game).bots.levels)

    def kind_options(self) -> list[str]:
        return [tr("host.person")] + [tr("seat.bot_level", level=level_name(level))
                                      for level in self.levels]

    def seat_note(self, index: int) -> str:
        """What a seat is: yours, a friend's, or played by this computer."""
        kind = self.kinds[index]
        if kind != PERSON:
            return tr("host.bot_seat")
        return tr("host.your_seat") if self.kinds.index(PERSON) == index else tr("host.friend_seat")

    def build(self, size: tuple[int, int]) -> None:
        height = size[1]
        left, top, column, _ = form_column(size, 720)
        row = 44 if height >= 700 else 38
        cards = 72 if height >= 700 else 64
        wide = min(size[0] - 60, 960)
        self.cards = GameCards(self, pygame.Rect((size[0] - wide) // 2, top, wide, cards),
                               kits(), self.game, row=True)
        top += cards + 14
        captions = caption_width((tr(key) for key in CAPTIONS), 180)
        field = 200

        def caption(rect: pygame.Rect, key: str, **values: object) -> None:
            self.label(rect, tr(key, **values))

        def after(rect: pygame.Rect, width: int) -> pygame.Rect:
            return pygame.Rect(rect.right + 12, rect.y, width, rect.height)

        caption(pygame.Rect(left, top, captions, row - 6), "host.name")
        name = pygame.Rect(left + captions, top, 260, row - 6)
        self.name_field = self.add_field(name, self.name_text, MAX_NAME_LENGTH)
        count = pygame.Rect(left + column - 90, top, 90, row - 6)
        players = caption_width([tr("host.players")], 0)
        caption(pygame.Rect(count.x - players, top, players, row - 6), "host.players")
        self.count_menu = self.dropdown([str(n) for n in range(2, MAX_SEATS + 1)],
                                        str(self.count), count)
        top += row
        caption(pygame.Rect(left, top, captions, row - 6), "host.where")
        where = pygame.Rect(left + captions, top, field, row - 6)
        self.where_menu = self.dropdown([tr(key) for key in WHERE], tr(WHERE[self.on_server]),
                                        where)
        self.port_field = self.address_field = None
        if self.on_server:
            address = after(where, left + column - where.right - 12)
            self.address_field = self.add_field(address, self.address_text)
        else:
            port_caption = caption_width([tr("host.port")], 0)
            caption(after(where, port_caption), "host.port")
            port = after(after(where, port_caption), PORT_WIDTH)
            hosting = self.host.hosting
            if hosting.running:  # the games hosted here share the host that runs
                self.port_text = str(hosting.port)
            self.port_field = self.add_field(port, self.port_text, 5)
            self.port_field.set_allowed_characters("numbers")
            if hosting.running:
                self.port_field.disable()  # type: ignore[no-untyped-call]
                self.label(after(port, left + column - port.right - 12), tr("host.port_in_use"),
                           "#dim")
        self.kind_menus = []
        options = self.kind_options()
        for index in range(self.count):
            seat = pygame.Rect(left + captions, top + (index + 1) * row, field, row - 6)
            caption(pygame.Rect(left, seat.y, captions, row - 6), "new.seat", number=index + 1)
            kind = self.kinds[index]
            chosen = options[0] if kind == PERSON else options[1 + self.levels.index(kind)]
            self.kind_menus.append(self.dropdown(options, chosen, seat))
            self.label(after(seat, left + column - seat.right - 12), self.seat_note(index), "#dim")
        y = top + (self.count + 1) * row
        buttons = min(height - 70, y + PROBLEM_ROOM)
        self.form_buttons(left, column, buttons, tr("host.start"))
        self.problem_bottom = buttons - 4

    def add_field(self, rect: pygame.Rect, typed: str, longest: int = 0) -> UITextEntryLine:
        field = UITextEntryLine(rect, self.manager, initial_text=typed)
        if longest:
            field.set_text_length_limit(longest)
        self.add(field)
        return field

    def remember(self) -> None:
        if self.name_field is not None:
            self.name_text = self.name_field.get_text()
        if self.port_field is not None:
            self.port_text = self.port_field.get_text()
        if self.address_field is not None:
            self.address_text = self.address_field.get_text()

    def rebuild(self) -> None:
        self.remember()
        self.clear()
        self.build(self.layout_size)

    def act(self, action: str) -> None:
        if action.startswith("game:"):
            self.game = action.removeprefix("game:")
            self.kinds = [kind if kind == PERSON or kind in self.levels
                          else default_level(self.levels) for kind in self.kinds]
            self.host.save_settings(replace(self.host.settings, game=self.game))
            self.rebuild()
        else:
            super().act(action)

    def changed(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return
        if event.ui_element is self.count_menu:
            self.count = int(event.text)
        elif event.ui_element is self.where_menu:
            self.on_server = event.text == tr(WHERE[1])
        elif event.ui_element in self.kind_menus:
            index = self.kind_menus.index(event.ui_element)
            choice = self.kind_options().index(event.text)
            self.kinds[index] = PERSON if choice == 0 else self.levels[choice - 1]
        else:
            return
        self.problem = ""
        self.rebuild()

    def submit(self) -> None:
        self.remember()
        kinds = self.kinds[: self.count]
        try:
            name = valid_name(self.name_text)
        except ValueError:
            self.problem = tr("host.bad_name", most=MAX_NAME_LENGTH)
            return
        self.problem = seats_problem(kinds)
        if self.problem:
            return
        url = self.server_url() if self.on_server else self.hosted_here()
        if url is None:
            return
        self.host.save_settings(replace(self.host.settings, online_name=name, game=self.game))
        addresses = [url] if self.on_server else self.host.hosting.urls()
        self.host.flow.create_online(url, self.game, seat_specs(kinds), name,
                                     addresses=addresses)

    def hosted_here(self) -> str | None:
        """Start the program's host on the port typed: where this program reaches it, or
        None (and the problem told)."""
        try:
            port = parse_port(self.port_text)
        except ValueError:
            self.problem = tr("host.bad_port", most=MAX_PORT)
            return None
        self.host.save_settings(replace(self.host.settings, online_port=port))
        hosting = self.host.hosting
        try:
            hosting.start(port)
        except OSError as error:
            self.problem = hosting_problem_text(error, port)
            return None
        except UnreadableStore as error:  # a path is too long for the form's line
            self.host.show_message(tr("net.store_title"), html.escape(store_problem_text(error)))
            return None
        return hosting.own_url

    def server_url(self) -> str | None:
        """The server's address typed, or None (and the problem told)."""
        try:
            url = parse_address(self.address_text)
        except ValueError:
            self.problem = tr("join.bad_address")
            return None
        self.host.save_settings(replace(self.host.settings,
                                        online_address=self.address_text.strip()))
        return url

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("host.title"))
        if self.problem:
            draw_problem(surface, self.problem, self.problem_bottom, PROBLEM_WIDTH)

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.cards is not None:
            self.cards.draw(surface)
