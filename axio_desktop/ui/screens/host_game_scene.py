"""Host a game (Play online): the game, the player's name, 2 to 4 seats, each for a
person or a built-in bot, and the port. The first seat for a person is the player's
own (the host gives its creator the first human seat), the other person seats wait for
friends, and the bots are played by this computer. Host starts the program's host
(`ui.hosting`) and creates the room on it; the waiting room follows."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from ...kits import find_kit, kits
from ...net.protocol import BOT_PREFIX, HUMAN
from ...userdata.settings import MAX_NAME_LENGTH, MAX_PORT
from ..core.gui import FormScene, caption_width, form_column
from ..core.net_wording import hosting_problem_text
from ..core.widgets import draw_problem
from ..core.wording import level_name
from ..i18n import tr
from .backdrop import draw_backdrop
from .game_choice import GameCards
from .new_game_scene import default_level

if TYPE_CHECKING:
    from ..host import Host

MAX_SEATS = 4
PERSON = HUMAN
CAPTIONS = ("host.name", "host.players")
PORT_WIDTH = 90
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


def parse_port(typed: str) -> int:
    """The port typed in the form; raises ValueError when it is not one."""
    port = int(typed.strip())
    if not 0 <= port <= MAX_PORT:
        raise ValueError(typed)
    return port


def valid_name(typed: str) -> str:
    """The name the player goes by online; raises ValueError when it cannot be one."""
    name = typed.strip()
    if not 1 <= len(name) <= MAX_NAME_LENGTH or not name.isprintable():
        raise ValueError(typed)
    return name


def default_name(host: Host) -> str:
    """The name the player went by online last time, else the first human seat's of the
    last game, else "Player 1"."""
    if host.settings.online_name:
        return host.settings.online_name
    humans = [player.name for player in host.settings.last_players if player.kind == "human"]
    return humans[0] if humans else tr("seat.default_name", number=1)


class HostGameScene(FormScene):
    primary_action = "host"

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.game = host.settings.game
        self.count = 2
        self.kinds = [PERSON] * MAX_SEATS
        self.name_text = default_name(host)
        self.port_text = str(host.settings.online_port)
        self.problem = ""
        self.problem_bottom = 0
        self.cards: GameCards | None = None
        self.name_field: UITextEntryLine | None = None
        self.port_field: UITextEntryLine | None = None
        self.count_menu: UIDropDownMenu | None = None
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

        def caption(y: int, words: str) -> None:
            self.label(pygame.Rect(left, y, captions, row - 6), words)

        caption(top, tr("host.name"))
        self.name_field = UITextEntryLine(pygame.Rect(left + captions, top, 260, row - 6),
                                          self.manager, initial_text=self.name_text)
        self.name_field.set_text_length_limit(MAX_NAME_LENGTH)
        self.add(self.name_field)
        port = pygame.Rect(left + column - PORT_WIDTH, top, PORT_WIDTH, row - 6)
        port_caption = caption_width([tr("host.port")], 0)
        self.label(pygame.Rect(port.x - port_caption, top, port_caption, row - 6),
                   tr("host.port"))
        self.port_field = UITextEntryLine(port, self.manager, initial_text=self.port_text)
        self.port_field.set_allowed_characters("numbers")
        self.port_field.set_text_length_limit(5)
        self.add(self.port_field)
        top += row
        caption(top, tr("host.players"))
        self.count_menu = self.dropdown([str(n) for n in range(2, MAX_SEATS + 1)],
                                        str(self.count),
                                        pygame.Rect(left + captions, top, 90, row - 6))
        self.kind_menus = []
        options = self.kind_options()
        for index in range(self.count):
            y = top + (index + 1) * row
            caption(y, tr("new.seat", number=index + 1))
            kind = self.kinds[index]
            chosen = options[0] if kind == PERSON else options[1 + self.levels.index(kind)]
            self.kind_menus.append(self.dropdown(
                options, chosen, pygame.Rect(left + captions, y, field, row - 6)))
            note = pygame.Rect(left + captions + field + 12, y, column - captions - field - 12,
                               row - 6)
            self.label(note, self.seat_note(index), "#dim")
        y = top + (self.count + 1) * row
        buttons = min(height - 70, y + PROBLEM_ROOM)
        self.form_buttons(left, column, buttons, tr("host.start"))
        self.problem_bottom = buttons - 4

    def remember(self) -> None:
        if self.name_field is not None:
            self.name_text = self.name_field.get_text()
        if self.port_field is not None:
            self.port_text = self.port_field.get_text()

    def rebuild(self) -> None:
        self.remember()
        self.clear()
        self.build(self.host.size)

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
        try:
            port = parse_port(self.port_text)
        except ValueError:
            self.problem = tr("host.bad_port", most=MAX_PORT)
            return
        self.problem = seats_problem(kinds)
        if self.problem:
            return
        self.host.save_settings(replace(self.host.settings, online_name=name, online_port=port,
                                        game=self.game))
        hosting = self.host.hosting
        try:
            hosting.start(port)
        except OSError as error:
            self.problem = hosting_problem_text(error, port)
            return
        self.host.flow.create_online(hosting.own_url, self.game, seat_specs(kinds), name)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("host.title"))
        if self.problem:
            draw_problem(surface, self.problem, self.problem_bottom, PROBLEM_WIDTH)

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.cards is not None:
            self.cards.draw(surface)
