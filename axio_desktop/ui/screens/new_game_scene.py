"""The new-game form: the game (the three as cards, the main menu's choice first), 1 to
4 seats, each a human, a bot level of that game or an external program (a
``cmd:PROGRAM`` bot speaking the bot protocol) with a name; who starts; an optional
seed for a reproducible deal. The first game of a game never played offers its
tutorial first (once)."""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from ...bots.external import COMMAND_PREFIX
from ...engine.players import PlayerInfo
from ...kits import find_kit, kits
from ..core.gui import FormScene, form_column
from ..core.scale import px
from ..core.theme import BAD, fit_text
from ..core.wording import level_name
from ..i18n import tr
from ..kit import new_match
from ..table.match import SeatPlan
from ..tutorial.offer import TutorialOffer
from ..tutorial.start import offer_due
from .backdrop import draw_backdrop
from .game_choice import GameCards

if TYPE_CHECKING:
    from ..host import SceneHost

MAX_SEATS = 4
NAME_LENGTH = 16
DEFAULT_LEVEL = "medium"


def default_level(levels: Collection[str]) -> str:
    """The level a fresh bot seat gets: `DEFAULT_LEVEL` where the game has it."""
    return DEFAULT_LEVEL if DEFAULT_LEVEL in levels else next(iter(levels))


def default_seats(remembered: tuple[PlayerInfo, ...], levels: Collection[str]) -> list[SeatPlan]:
    """The last game's seats, filled up to four with fresh ones (bots of ``levels``)."""
    seats = [SeatPlan(player.name, player.kind, player.level) for player in remembered[:MAX_SEATS]]
    level = default_level(levels)
    while len(seats) < MAX_SEATS:
        number = len(seats) + 1
        if number == 1:
            seats.append(SeatPlan(tr("seat.default_name", number=number)))
        else:
            seats.append(SeatPlan(bot_name(level, number), "bot", level))
    return seats


def bot_name(level: str, number: int) -> str:
    """The name a bot seat is given: "Medium bot 2"."""
    return tr("seat.bot_name", level=level_name(level), number=number)


def given_name(seat: SeatPlan, number: int) -> str:
    """The name the form gives seat ``number`` of this kind: "Player 2", "Medium bot 2"
    (a program seat keeps whatever name it has)."""
    if seat.kind == "bot" and not is_program(seat):
        return bot_name(seat.level or "", number)
    return tr("seat.default_name", number=number)


def parse_seed(typed: str) -> int | None:
    """The seed typed in the form (None when empty); raises ValueError when it is not a number."""
    typed = typed.strip()
    if not typed:
        return None
    seed = int(typed)
    if seed < 0:
        raise ValueError(typed)
    return seed


class SetupForm(FormScene):
    """A form that starts a game: Start reads the seed field, then `begin`s the game."""

    primary_action = "start"

    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        self.seed_text = ""
        self.problem = ""

    def submit(self) -> None:
        self.remember()
        try:
            seed = parse_seed(self.seed_text)
        except ValueError:
            self.problem = tr("new.bad_seed")
            return
        self.begin(seed)

    def begin(self, seed: int | None) -> None:
        """Start the game the form describes."""


class NewGameScene(SetupForm):
    def __init__(self, host: SceneHost) -> None:
        super().__init__(host)
        remembered = host.settings.last_players
        self.count = max(2, len(remembered)) if remembered else 2
        self.seats = default_seats(remembered, find_kit(host.settings.game).bots.levels)
        self.first = 0
        """0 = random, else the seat number that starts."""
        self.kind_menus: list[UIDropDownMenu] = []
        self.name_fields: list[UITextEntryLine] = []
        self.count_menu: UIDropDownMenu | None = None
        self.first_menu: UIDropDownMenu | None = None
        self.seed_field: UITextEntryLine | None = None

        self.command_fields: dict[int, UITextEntryLine] = {}
        self.cards: GameCards | None = None
        self.choose_game(host.settings.game)

    def choose_game(self, game: str) -> None:
        """Play ``game``: its bot levels are offered, and a bot seat of a level the game
        does not have gets the default level."""
        self.game = game
        self.levels = find_kit(game).bots.levels
        for index, seat in enumerate(self.seats):
            if seat.kind == "bot" and not is_program(seat) and seat.level not in self.levels:
                level = default_level(self.levels)
                name = seat.name
                if name == given_name(seat, index + 1):
                    name = bot_name(level, index + 1)
                self.seats[index] = SeatPlan(name, "bot", level)

    def act(self, action: str) -> None:
        if action.startswith("game:"):
            self.remember()
            self.choose_game(action.removeprefix("game:"))
            self.host.save_settings(replace(self.host.settings, game=self.game))
            self.clear()
            self.build(self.layout_size)
        else:
            super().act(action)

    def kind_options(self) -> list[str]:
        return (
            [tr("seat.human")]
            + [tr("seat.bot_level", level=level_name(level)) for level in self.levels]
            + [tr("seat.program")]
        )

    def kind_label(self, seat: SeatPlan) -> str:
        if is_program(seat):
            return tr("seat.program")
        if seat.kind != "bot" or seat.level not in self.levels:
            return tr("seat.human")
        return tr("seat.bot_level", level=level_name(seat.level))

    def first_options(self) -> list[str]:
        return [tr("new.first_random")] + [
            tr("new.first_seat", number=number) for number in range(1, self.count + 1)
        ]

    def build(self, size: tuple[int, int]) -> None:
        height = size[1]
        left, top, column, _ = form_column(size, 720)
        row = 44 if height >= 700 else 38
        cards = 72 if height >= 700 else 64
        wide = min(size[0] - 60, 960)  # the cards may reach past the form's column
        self.cards = GameCards(self, pygame.Rect((size[0] - wide) // 2, top, wide, cards),
                               kits(), self.game, row=True)
        top += cards + 14
        label_width = 180
        self.label(pygame.Rect(left, top, label_width, row - 6), tr("new.players"))
        self.count_menu = self.dropdown(
            [str(n) for n in range(1, MAX_SEATS + 1)],
            str(self.count),
            pygame.Rect(left + label_width, top, 90, row - 6),
        )
        self.kind_menus, self.name_fields, self.command_fields = [], [], {}
        for index in range(self.count):
            y = top + (index + 1) * row
            seat = self.seats[index]
            self.label(pygame.Rect(left, y, label_width, row - 6), tr("new.seat", number=index + 1))
            kind = self.dropdown(
                self.kind_options(),
                self.kind_label(seat),
                pygame.Rect(left + label_width, y, 200, row - 6),
            )
            name_width = column - label_width - 212
            if is_program(seat):
                name_width = min(150, name_width // 3)
                command = UITextEntryLine(
                    pygame.Rect(
                        left + label_width + 212 + name_width + 8,
                        y,
                        column - label_width - 220 - name_width,
                        row - 6,
                    ),
                    self.manager,
                    initial_text=(seat.level or "").removeprefix(COMMAND_PREFIX),
                    placeholder_text=tr("new.command_hint"),
                )
                self.command_fields[index] = command
                self.add(command)
            name = UITextEntryLine(
                pygame.Rect(left + label_width + 212, y, name_width, row - 6),
                self.manager,
                initial_text=seat.name,
            )
            name.set_text_length_limit(NAME_LENGTH)
            self.kind_menus.append(kind)
            self.name_fields.append(name)
            self.add(name)
        y = top + (self.count + 1) * row + 10
        self.label(pygame.Rect(left, y, label_width, row - 6), tr("new.first"))
        options = self.first_options()
        self.first_menu = self.dropdown(
            options,
            options[min(self.first, len(options) - 1)],
            pygame.Rect(left + label_width, y, 200, row - 6),
        )
        y += row
        self.label(pygame.Rect(left, y, label_width, row - 6), tr("new.seed"))
        self.seed_field = UITextEntryLine(
            pygame.Rect(left + label_width, y, 200, row - 6),
            self.manager,
            initial_text=self.seed_text,
        )
        self.seed_field.set_allowed_characters("numbers")
        self.add(self.seed_field)
        hint = pygame.Rect(left + label_width + 212, y, column - label_width - 212, row - 6)
        self.label(hint, tr("new.seed_hint"), "#dim")
        self.form_buttons(left, column, min(height - 70, y + row + 30), tr("new.start"))

    def remember(self) -> None:
        """Keep the typed names and seed when the form is rebuilt."""
        for index, field in enumerate(self.name_fields):
            self.seats[index] = replace(self.seats[index], name=field.get_text())
        for index, field in self.command_fields.items():
            self.seats[index] = replace(self.seats[index], level=COMMAND_PREFIX + field.get_text())
        if self.seed_field is not None:
            self.seed_text = self.seed_field.get_text()

    def changed(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return
        if event.ui_element is self.count_menu:
            self.remember()
            self.count = int(event.text)
            self.first = min(self.first, self.count)
            self.clear()
            self.build(self.layout_size)
        elif event.ui_element is self.first_menu:
            self.first = self.first_options().index(event.text)
        elif event.ui_element in self.kind_menus:
            index = self.kind_menus.index(event.ui_element)
            options = self.kind_options()
            choice = options.index(event.text)
            self.remember()
            seat = self.seats[index]
            if choice == 0:
                chosen = SeatPlan(seat.name)
            elif choice <= len(self.levels):
                chosen = SeatPlan(seat.name, "bot", list(self.levels)[choice - 1])
            else:
                chosen = SeatPlan(seat.name, "bot", COMMAND_PREFIX)
            if seat.name == given_name(seat, index + 1) and not is_program(chosen):
                chosen = replace(chosen, name=given_name(chosen, index + 1))  # not typed: follows
            self.seats[index] = chosen
            self.clear()
            self.build(self.layout_size)

    def begin(self, seed: int | None) -> None:
        seats = []
        for index, seat in enumerate(self.seats[: self.count]):
            name = seat.name.strip()[:NAME_LENGTH] or tr("seat.default_name", number=index + 1)
            seats.append(replace(seat, name=name))
        self.host.save_settings(
            replace(self.host.settings, last_players=tuple(seat.info() for seat in seats))
        )
        if offer_due(self.host, self.game, seats):
            self.host.scenes.push(TutorialOffer(self.host, self.game, lambda: self.begin(seed)))
            return
        first = self.first - 1 if self.first else _random_seat(len(seats), seed)
        try:
            match = new_match(find_kit(self.game).desktop, seats, seed, first)
        except ValueError as error:  # an external program that cannot be started
            self.problem = tr("new.bad_program", error=str(error))
            return
        self.host.flow.start_game(match)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("new.title"))
        if self.problem:
            line = fit_text(self.problem, px(16), surface.get_width() - px(60), BAD, bold=True)
            surface.blit(
                line, line.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - px(90)))
            )

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.cards is not None:
            self.cards.draw(surface)


def is_program(seat: SeatPlan) -> bool:
    """Whether the seat is an external bot program (``cmd:PROGRAM``)."""
    return seat.kind == "bot" and (seat.level or "").startswith(COMMAND_PREFIX)


def _random_seat(count: int, seed: int | None) -> int:
    """The starting seat drawn at random (from the seed, so a seeded game repeats)."""
    return random.Random(seed).randrange(count)
