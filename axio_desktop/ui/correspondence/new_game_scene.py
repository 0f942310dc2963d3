"""New correspondence game: the server, the game, 2 to 4 seats and the time per move.

The player has the first seat; each other seat is a friend's (invited by the code and
link the invitation screen shows next), an open seat (anyone on the server may take it
from its open games) or a built-in bot. The protocol lists a game, not a seat: a game
with an open seat is listed while any seat is free, so the form says that an invited
friend joins by the code all the same.

Creating asks the server on the desk's thread (a future the form looks at every frame):
"Creating…" meanwhile, a refusal in the player's words, else the invitation.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Final

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu

from ...kits import find_kit, kits
from ...net.protocol import BOT_PREFIX, HUMAN
from ..core.gui import FormScene, caption_width, form_column
from ..core.net_wording import connection_problem_text
from ..core.scale import px
from ..core.theme import TEXT_DIM, font, text, wrap
from ..core.widgets import draw_problem
from ..core.wording import level_name
from ..i18n import tr
from ..screens.backdrop import draw_backdrop
from ..screens.game_choice import GameCards
from .invitation_scene import InvitationScene
from .server_choice import ASKING_FAILED, ServerChoice, ServerProblem
from .words import pace_text

if TYPE_CHECKING:
    from ..host import SceneHost

MAX_SEATS = 4
DAYS: Final = (1, 2, 3, 5, 7, 14, None)
"""The times per move the server offers, in days (None: no limit)."""
DEFAULT_DAYS = 3
INVITE, OPEN = "invite", "open"
"""The kinds of a seat besides a bot level: a friend invited, anyone on the server."""
NOTE_SIZE = 15
PROBLEM_WIDTH = 700


def seat_specs(kinds: list[str]) -> tuple[str, ...]:
    """The seats as the protocol's create names them, the player's own first."""
    return (HUMAN,) + tuple(HUMAN if kind in (INVITE, OPEN) else BOT_PREFIX + kind
                            for kind in kinds)


def seats_note(kinds: list[str]) -> str:
    """What becomes of the seats, as the form says it under them."""
    if OPEN in kinds:
        return tr("corr.new.open_note")
    if INVITE in kinds:
        return tr("corr.new.invite_note")
    return tr("corr.new.bots_note")


class NewCorrespondenceScene(FormScene):
    primary_action = "create"

    def __init__(self, host: SceneHost, url: str | None = None) -> None:
        super().__init__(host)
        self.game = host.settings.game
        self.count = 2
        self.kinds = [INVITE] * (MAX_SEATS - 1)
        """The other seats' kinds: `INVITE`, `OPEN` or a bot level."""
        self.days: int | None = DEFAULT_DAYS
        self.servers = ServerChoice(host, url)
        self.problem = ""
        self.status = ""
        self.problem_bottom = 0
        self.note_area = pygame.Rect(0, 0, 0, 0)
        self.cards: GameCards | None = None
        self.count_menu: UIDropDownMenu | None = None
        self.days_menu: UIDropDownMenu | None = None
        self.kind_menus: list[UIDropDownMenu] = []
        self.reaching: tuple[str, bool] | None = None
        """The server being waited for before the game is created, and whether it was
        added just now."""
        self.creating: Future[str] | None = None
        self.url = ""
        """The server the game is being created on."""

    @property
    def levels(self) -> tuple[str, ...]:
        return tuple(find_kit(self.game).bots.levels)

    @property
    def busy(self) -> bool:
        return self.reaching is not None or self.creating is not None

    def kind_options(self) -> list[str]:
        return [tr("corr.new.invite"), tr("corr.new.open")] + \
            [tr("seat.bot_level", level=level_name(level)) for level in self.levels]

    def kind_shown(self, kind: str) -> str:
        options = self.kind_options()
        if kind in (INVITE, OPEN):
            return options[(INVITE, OPEN).index(kind)]
        return options[2 + self.levels.index(kind)]

    # The form -------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        height = size[1]
        left, top, column, _ = form_column(size, 760)
        row = 44 if height >= 700 else 38
        cards = 72 if height >= 700 else 60
        wide = min(size[0] - 60, 960)
        self.cards = GameCards(self, pygame.Rect((size[0] - wide) // 2, top, wide, cards),
                               kits(), self.game, row=True)
        y = self.servers.build(self, pygame.Rect(left, top + cards + 12, column, 0), row)
        captions = caption_width([tr("corr.new.players"), tr("new.seat", number=4)], 120)
        self.label(pygame.Rect(left, y, captions, row - 6), tr("corr.new.players"))
        self.count_menu = self.dropdown([str(n) for n in range(2, MAX_SEATS + 1)],
                                        str(self.count),
                                        pygame.Rect(left + captions, y, 80, row - 6))
        pace = pygame.Rect(left + column - 240, y, 240, row - 6)
        pace_caption = caption_width([tr("corr.new.pace")], 0)
        self.label(pygame.Rect(pace.x - pace_caption, y, pace_caption, row - 6),
                   tr("corr.new.pace"))
        self.days_menu = self.dropdown([pace_text(days) for days in DAYS], pace_text(self.days),
                                       pace)
        y += row
        self.kind_menus = []
        options = self.kind_options()
        for index in range(self.count - 1):
            self.label(pygame.Rect(left, y, captions, row - 6), tr("new.seat", number=index + 2))
            seat = pygame.Rect(left + captions, y, 240, row - 6)
            self.kind_menus.append(self.dropdown(options, self.kind_shown(self.kinds[index]), seat))
            y += row
        self.note_area = pygame.Rect(left, y, column, 2 * 20)
        buttons = min(height - 66, y + 2 * 20 + 44)
        self.form_buttons(left, column, buttons, tr("corr.new.create"))
        self.problem_bottom = buttons - 4

    def remember(self) -> None:
        self.servers.remember()

    def rebuild(self) -> None:
        if not self.on_top:
            return
        self.remember()
        self.clear()
        self.build(self.layout_size)

    def act(self, action: str) -> None:
        if action.startswith("game:"):
            self.game = action.removeprefix("game:")
            self.kinds = [kind if kind in (INVITE, OPEN) or kind in self.levels else INVITE
                          for kind in self.kinds]
            self.rebuild()
        else:
            super().act(action)

    def changed(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return
        if self.servers.changed(event):
            pass  # the server's rows change with it
        elif event.ui_element is self.count_menu:
            self.count = int(event.text)
        elif event.ui_element is self.days_menu:
            self.days = DAYS[[pace_text(days) for days in DAYS].index(event.text)]
        elif event.ui_element in self.kind_menus:
            index = self.kind_menus.index(event.ui_element)
            choice = self.kind_options().index(event.text)
            self.kinds[index] = (INVITE, OPEN)[choice] if choice < 2 else self.levels[choice - 2]
        else:
            return
        self.problem = ""
        self.rebuild()

    @property
    def chosen_kinds(self) -> list[str]:
        return self.kinds[: self.count - 1]

    # Creating -------------------------------------------------------------------------

    def submit(self) -> None:
        if self.busy:
            return
        known = len(self.host.correspondence.servers)
        try:
            self.reaching = self.servers.take()
        except ServerProblem as problem:
            self.problem = str(problem)
            return
        self.problem = ""
        self.status = tr("corr.reaching")
        if len(self.host.correspondence.servers) != known:
            self.rebuild()  # the new server is in the drop-down now

    def update(self, dt: float) -> None:
        if self.reaching is not None:
            self.reach()
        elif self.creating is not None and self.creating.done():
            self.created(self.creating)

    def reach(self) -> None:
        assert self.reaching is not None
        url, fresh = self.reaching
        answer = self.servers.answered(url, fresh)
        if answer == "waiting":
            return
        self.reaching = None
        if isinstance(answer, ServerProblem):
            self.status, self.problem = "", str(answer)
            if fresh:
                self.rebuild()
            return
        self.url = url
        self.status = tr("corr.new.creating")
        self.creating = self.host.correspondence.create(
            url, self.game, seat_specs(self.chosen_kinds), self.days,
            OPEN in self.chosen_kinds)

    def created(self, creating: Future[str]) -> None:
        self.creating = None
        self.status = ""
        try:
            room = creating.result()
        except ASKING_FAILED as error:
            self.problem = connection_problem_text(error, self.url)
            return
        self.host.save_settings(replace(self.host.settings, game=self.game))
        self.host.scenes.replace(InvitationScene(self.host, self.url, room, self.game, self.days,
                                                 OPEN in self.chosen_kinds))

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("corr.new.title"))
        area = self.note_area
        y = px(area.y + 4)
        note = "" if self.problem else seats_note(self.chosen_kinds)  # the problem's room
        for line in wrap(note, px(NOTE_SIZE), px(area.width)):
            surface.blit(text(line, px(NOTE_SIZE), TEXT_DIM), (px(area.x), y))
            y += font(px(NOTE_SIZE)).get_linesize()
        if self.problem:
            draw_problem(surface, self.problem, self.problem_bottom, PROBLEM_WIDTH)
        elif self.status:
            status = text(self.status, px(16), TEXT_DIM, True)
            surface.blit(status, status.get_rect(midbottom=(surface.get_width() // 2,
                                                            px(self.problem_bottom))))

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.cards is not None:
            self.cards.draw(surface)
