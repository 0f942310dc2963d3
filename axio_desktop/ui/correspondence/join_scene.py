"""Join a correspondence game: the chosen server's open games (the game, its seats, the
time per move, the creator's rating), each with a Join button, or a code or link pasted
(`net.invitations`). A link to a server the player does not use yet chooses "Add a
server…" with its address filled in: the player checks the name to go by there, and
Join adds the server and joins. `join_invitation` is what clicking such a link does.

Every request runs on the desk's thread; the form looks at its futures every frame.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton, UITextEntryLine

from ...kits import find_kit
from ...net.invitations import BadInvitation, Invitation, read_invitation
from ...net.player_frames import Listing
from ...net.seat_state import HostRefused
from ..core.gui import FormScene, form_column, to_window
from ..core.net_wording import connection_problem_text, shown_address
from ..core.scale import px
from ..core.theme import PANEL, TEXT, TEXT_DIM, fit_text, font, text, wrap
from ..core.widgets import draw_panel, draw_problem
from ..i18n import tr
from ..screens.backdrop import draw_backdrop
from ..screens.online_fields import parse_address
from .server_choice import (
    ASKING_FAILED,
    ServerChoice,
    ServerProblem,
    known_server,
    server_reached,
    with_port,
)
from .words import pace_text, player_text

if TYPE_CHECKING:
    from ..host import SceneHost

LINK_LENGTH = 300
STATUS_SIZE = 15
PROBLEM_WIDTH = 720
JOIN_WIDTH = 110


def open_game_text(game: Listing) -> str:
    """An open game as its row says it: the game, who made it, the seats, the pace."""
    return tr("corr.join.row", game=find_kit(game.game).game.title,
              creator=player_text(game.players[0]),
              seats=tr("corr.join.seats", free=game.free, seats=len(game.players)),
              pace=pace_text(game.days))


def join_invitation(host: SceneHost, link: str) -> None:
    """What clicking an ``axio://`` link does: the join form over the current screen with
    the link pasted (its server chosen, or to be added once the player has checked the
    name to go by there)."""
    host.scenes.push(JoinCorrespondenceScene(host, link))


class JoinCorrespondenceScene(FormScene):
    primary_action = "join"

    def __init__(self, host: SceneHost, pasted: str = "", url: str | None = None) -> None:
        """The form with ``pasted`` in its field (its server chosen, if it is a link),
        else on the server at ``url`` (else the first of the player's)."""
        super().__init__(host)
        self.pasted_text = pasted.strip()
        linked = self.linked_server()
        self.servers = ServerChoice(host, linked or url)
        self.problem = ""
        self.status = ""
        self.problem_bottom = 0
        self.paste_field: UITextEntryLine | None = None
        self.list_buttons: list[UIButton] = []
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.list_rows = 0
        self.open: tuple[Listing, ...] = ()
        self.listed_url: str | None = None
        """The server whose open games are shown or asked for."""
        self.listing: Future[tuple[Listing, ...]] | None = None
        self.list_status = ""
        self.reaching: tuple[str, bool, str] | None = None
        """The server waited for before joining, whether it was added just now, the room."""
        self.joining: Future[str] | None = None
        self.url = ""
        """The server being joined on."""
        self.already = False
        """Whether the game being joined was among the player's already."""
        self.room = ""
        if linked is not None and known_server(host, linked) is None:
            self.status = tr("corr.join.new_server", server=shown_address(linked))
        elif self.pasted_text and linked is None and "://" in self.pasted_text:
            self.problem = tr("corr.join.bad_invitation")  # a link clicked that names no game

    def linked_server(self) -> str | None:
        try:
            return read_invitation(self.pasted_text).url if self.pasted_text else None
        except BadInvitation:
            return None

    @property
    def busy(self) -> bool:
        return self.reaching is not None or self.joining is not None

    # The form -------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        height = size[1]
        left, top, column, _ = form_column(size, 760)
        row = 44 if height >= 700 else 38
        y = self.servers.build(self, pygame.Rect(left, top, column, 0), row)
        self.label(pygame.Rect(left, y, column - 130, 28), tr("corr.join.open_games"))
        self.button(pygame.Rect(left + column - 120, y - 2, 120, 32), tr("corr.join.refresh"),
                    "refresh")
        self.list_rows = 4 if height >= 700 else 3 - (self.servers.rows() - 1)
        self.list_area = pygame.Rect(left, y + 36, column, self.list_rows * row)
        self.list_buttons = []
        self.show_list()
        y = self.list_area.bottom + 12
        self.label(pygame.Rect(left, y, column, 28), tr("corr.join.paste"))
        y += 32
        self.paste_field = UITextEntryLine(pygame.Rect(left, y, column, row - 6), self.manager,
                                           initial_text=self.pasted_text,
                                           placeholder_text=tr("corr.join.paste_hint"))
        self.paste_field.set_text_length_limit(LINK_LENGTH)
        self.add(self.paste_field)
        buttons = min(height - 66, y + row + 56)
        self.form_buttons(left, column, buttons, tr("join.join"))
        self.problem_bottom = buttons - 4

    def show_list(self) -> None:
        """A Join button for each open game shown (the rest of the form stays as it is:
        the player may be typing)."""
        for element in self.list_buttons:
            element.kill()  # type: ignore[no-untyped-call]
            self.elements.remove(element)
            self.actions.pop(element, None)
        self.list_buttons = []
        if not self.on_top:
            return
        area = self.list_area
        row = area.height // max(1, self.list_rows)
        for index, _ in enumerate(self.open[: self.list_rows]):
            self.list_buttons.append(self.button(
                pygame.Rect(area.right - JOIN_WIDTH - 6, area.y + index * row + 3, JOIN_WIDTH,
                            row - 10), tr("join.join"), f"open:{index}"))

    def remember(self) -> None:
        self.servers.remember()
        if self.paste_field is not None:
            self.pasted_text = self.paste_field.get_text()

    def rebuild(self) -> None:
        if not self.on_top:
            return
        self.remember()
        self.clear()
        self.build(self.layout_size)

    def changed(self, event: pygame.event.Event) -> None:
        if self.servers.changed(event):
            self.problem = self.status = ""
            self.open, self.listed_url, self.listing = (), None, None
            self.rebuild()

    def act(self, action: str) -> None:
        if action.startswith("open:"):
            index = int(action.removeprefix("open:"))
            if index < len(self.open) and self.servers.url is not None and not self.busy:
                self.start_joining(self.servers.url, False, self.open[index].room)
        elif action == "refresh":
            self.listed_url = None
        else:
            super().act(action)

    # The open games -------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.ask_open_games()
        if self.listing is not None and self.listing.done():
            self.listed(self.listing)
        if self.reaching is not None:
            self.reach()
        elif self.joining is not None and self.joining.done():
            self.joined(self.joining)

    def ask_open_games(self) -> None:
        url = self.servers.url
        if url is None:
            self.list_status = tr("corr.join.add_first")
            return
        if self.listed_url == url or self.listing is not None:
            return
        try:
            if server_reached(self.host, url, live=True) == "waiting":
                self.list_status = tr("corr.reaching")
                return
        except ServerProblem as problem:
            self.list_status = str(problem)
            return
        self.listed_url = url
        self.list_status = tr("corr.join.asking")
        self.listing = self.host.correspondence.open_games(url)

    def listed(self, listing: Future[tuple[Listing, ...]]) -> None:
        self.listing = None
        try:
            games = listing.result()
        except ASKING_FAILED as error:
            self.open = ()
            self.list_status = connection_problem_text(error, self.listed_url or "")
        else:
            desk, url = self.host.correspondence, self.listed_url or ""
            self.open = tuple(game for game in games  # the player's own are in My games
                              if game.free > 0 and desk.row(url, game.room) is None)
            self.list_status = tr("corr.join.none_open")
        self.show_list()

    # Joining --------------------------------------------------------------------------

    def submit(self) -> None:
        if self.busy:
            return
        self.remember()
        self.problem = ""
        if not self.pasted_text.strip():
            self.problem = tr("corr.join.paste_first")
            return
        try:
            pasted = read_invitation(self.pasted_text)
        except BadInvitation:
            self.problem = tr("corr.join.bad_invitation")
            return
        if pasted.url is not None and not self.server_of(pasted):
            return
        try:
            url, fresh = self.servers.take()
        except ServerProblem as problem:
            self.problem = str(problem)
            return
        self.start_joining(url, fresh, pasted.room)

    def server_of(self, pasted: Invitation) -> bool:
        """Choose the link's server; False when it is new and the form now asks to
        check the name to go by there first."""
        assert pasted.url is not None
        known = known_server(self.host, pasted.url)
        if known is not None:
            if self.servers.url != known:
                self.servers.url = known
                self.listed_url = None
                self.rebuild()
            return True
        typed = _address(self.servers.address_text)
        if self.servers.adding and typed is not None and with_port(typed) == pasted.url:
            return True
        self.servers.url = None
        self.servers.address_text = shown_address(pasted.url)
        self.status = tr("corr.join.new_server", server=shown_address(pasted.url))
        self.rebuild()
        return False

    def start_joining(self, url: str, fresh: bool, room: str) -> None:
        self.problem = ""
        self.status = tr("corr.reaching")
        self.reaching = (url, fresh, room)
        if fresh:
            self.rebuild()  # the new server is in the drop-down now

    def reach(self) -> None:
        assert self.reaching is not None
        url, fresh, room = self.reaching
        answer = self.servers.answered(url, fresh)
        if answer == "waiting":
            return
        self.reaching = None
        if isinstance(answer, ServerProblem):
            self.status, self.problem = "", str(answer)
            if fresh:
                self.rebuild()
            return
        self.url, self.room = url, room
        self.status = tr("corr.join.joining")
        self.already = self.host.correspondence.row(url, room) is not None
        self.joining = self.host.correspondence.join(url, room)

    def joined(self, joining: Future[str]) -> None:
        self.joining = None
        self.status = ""
        try:
            room = joining.result()
        except ASKING_FAILED as error:
            self.problem = self.refusal(error)
            self.listed_url = None  # the list may have changed meanwhile
            return
        self.host.show_toast(tr("corr.join.already" if self.already else "corr.join.joined",
                                room=room))
        self.host.flow.my_games()

    def refusal(self, error: BaseException) -> str:
        if isinstance(error, HostRefused) and error.code == "not_allowed":
            return tr("corr.join.not_allowed")
        return connection_problem_text(error, self.url, self.room)

    # Drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, tr("corr.join.title"))
        area = to_window(self.list_area)
        draw_panel(surface, area.inflate(px(12), px(8)), PANEL, alpha=200)
        if self.open:
            height = area.height // self.list_rows
            room = area.width - px(JOIN_WIDTH + 24)
            for index, game in enumerate(self.open[: self.list_rows]):
                shown = fit_text(open_game_text(game), px(16), room, TEXT)
                surface.blit(shown, shown.get_rect(midleft=(area.x + px(8),
                                                          area.y + index * height + height // 2)))
        else:
            y = area.y + px(6)
            for line in wrap(self.list_status, px(STATUS_SIZE), area.width - px(16)):
                surface.blit(text(line, px(STATUS_SIZE), TEXT_DIM), (area.x + px(8), y))
                y += font(px(STATUS_SIZE)).get_linesize()
        if self.problem:
            draw_problem(surface, self.problem, self.problem_bottom, PROBLEM_WIDTH)
        elif self.status:
            lines = wrap(self.status, px(16), px(PROBLEM_WIDTH), bold=True)
            y = px(self.problem_bottom) - font(px(16), True).get_linesize() * len(lines)
            for words in lines:
                said = text(words, px(16), TEXT_DIM, True)
                surface.blit(said, said.get_rect(midtop=(surface.get_width() // 2, y)))
                y += font(px(16), True).get_linesize()


def _address(typed: str) -> str | None:
    try:
        return parse_address(typed)
    except ValueError:
        return None
