"""The server a correspondence form is for: a drop-down of the servers the player uses,
and "Add a server…", which asks for the server's address (``host:port``, ``ws://`` or
``wss://``, read as the Join a game form reads it) and the name to go by there.

A server added here is only kept once it has answered: one that cannot be reached, or
refuses the player, is forgotten again (`ServerWait`), so a mistyped address does not
linger in My games.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Literal
from urllib.parse import urlsplit

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine
from websockets.exceptions import WebSocketException

from ...net.host_messages import HostFault
from ...net.protocol import NAME_LENGTH
from ...net.seat_state import HostRefused
from ...userdata import SaveError
from ...userdata.settings import DEFAULT_PORT
from ..core.gui import GuiScene, caption_width
from ..core.net_wording import shown_address
from ..core.wording import save_error_text
from ..i18n import tr
from ..screens.online_fields import default_name, parse_address, valid_name
from .words import server_name

if TYPE_CHECKING:
    from ..host import SceneHost

CAPTIONS = ("corr.server", "corr.address", "corr.name_there")
ASKING_FAILED = (HostRefused, HostFault, OSError, WebSocketException)
"""What a request to a server may fail with (`connection_problem_text` words each)."""


class ServerProblem(ValueError):
    """What stops a form from using the server chosen, in the player's words."""


def with_port(url: str) -> str:
    """``url`` with its port written out (443 for a ``wss://`` one without, 7787 for
    ``ws://``): an invitation read back without a port would name 7787 either way."""
    parts = urlsplit(url)
    if parts.port is not None:
        return url
    port = 443 if parts.scheme == "wss" else DEFAULT_PORT
    return parts._replace(netloc=f"{parts.netloc}:{port}").geturl()


def known_server(host: SceneHost, url: str) -> str | None:
    """The address the player uses for the server at ``url`` (written with or without
    its port), or None when they do not use it yet."""
    wanted = with_port(url)
    return next((server.url for server in host.correspondence.servers
                 if with_port(server.url) == wanted), None)


def server_options(host: SceneHost) -> list[str]:
    return [server_name(server.url) for server in host.correspondence.servers] + \
        [tr("corr.add_server")]


class ServerChoice:
    """The server rows of a form; ``url`` None while a new server is being typed."""

    def __init__(self, host: SceneHost, url: str | None = None) -> None:
        self.host = host
        servers = host.correspondence.servers
        known = known_server(host, url) if url is not None else None
        self.url: str | None = known or (servers[0].url if servers and url is None else None)
        self.address_text = "" if known or url is None else shown_address(url)
        self.name_text = default_name(host)
        self.menu: UIDropDownMenu | None = None
        self.address_field: UITextEntryLine | None = None
        self.name_field: UITextEntryLine | None = None

    @property
    def adding(self) -> bool:
        return self.url is None

    def rows(self) -> int:
        return 2 if self.adding else 1

    def build(self, scene: GuiScene, rect: pygame.Rect, row: int) -> int:
        """The rows in ``rect``'s width from its top; the y below them."""
        left, y, width = rect.x, rect.y, rect.width
        captions = caption_width((tr(key) for key in CAPTIONS[:1]), 120)
        scene.label(pygame.Rect(left, y, captions, row - 6), tr("corr.server"))
        options = server_options(self.host)
        chosen = options[-1] if self.url is None else server_name(self.url)
        menu = pygame.Rect(left + captions, y, min(320, width - captions), row - 6)
        self.menu = scene.dropdown(options, chosen, menu)
        self.address_field = self.name_field = None
        if not self.adding:
            return y + row
        y += row
        address = caption_width([tr("corr.address")], 0)
        scene.label(pygame.Rect(left, y, address, row - 6), tr("corr.address"))
        name = caption_width([tr("corr.name_there")], 0)
        name_width = 200
        field_width = width - address - name - name_width - 24
        self.address_field = UITextEntryLine(pygame.Rect(left + address, y, field_width, row - 6),
                                             scene.manager, initial_text=self.address_text,
                                             placeholder_text=tr("corr.address_hint"))
        scene.add(self.address_field)
        x = left + address + field_width + 24
        scene.label(pygame.Rect(x, y, name, row - 6), tr("corr.name_there"))
        self.name_field = UITextEntryLine(pygame.Rect(x + name, y, name_width, row - 6),
                                          scene.manager, initial_text=self.name_text)
        self.name_field.set_text_length_limit(NAME_LENGTH)
        scene.add(self.name_field)
        return y + row

    def remember(self) -> None:
        if self.address_field is not None:
            self.address_text = self.address_field.get_text()
        if self.name_field is not None:
            self.name_text = self.name_field.get_text()

    def changed(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` chose another server (then the form is laid out again)."""
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED or event.ui_element is not self.menu:
            return False
        self.remember()
        servers = self.host.correspondence.servers
        names = [server_name(server.url) for server in servers]
        self.url = servers[names.index(event.text)].url if event.text in names else None
        return True

    def take(self) -> tuple[str, bool]:
        """The server's address, and whether it was added just now (for a new server:
        its address and name read and the server added to the player's); raises
        `ServerProblem`."""
        if self.url is not None:
            return self.url, False
        self.remember()
        try:
            url = parse_address(self.address_text)
        except ValueError:
            raise ServerProblem(tr("corr.bad_address")) from None
        try:
            name = valid_name(self.name_text)
        except ValueError:
            raise ServerProblem(tr("host.bad_name", most=NAME_LENGTH)) from None
        desk = self.host.correspondence
        known = known_server(self.host, url)
        if known is not None:
            self.url = known
            return known, False
        try:
            desk.add_server(url, name)
        except SaveError as error:
            raise ServerProblem(save_error_text(error)) from None
        except ValueError:
            raise ServerProblem(tr("corr.too_many_servers")) from None
        self.url = url
        if not self.host.settings.online_name:  # the name offered for the next server too
            self.host.save_settings(replace(self.host.settings, online_name=name))
        return url, True

    def answered(self, url: str, fresh: bool) -> Reached | ServerProblem:
        """Whether the server at ``url``, chosen for the form's request (``fresh``:
        added just now), can be asked yet (`server_reached`), or what stops it; a
        fresh one that stops it is forgotten again (the form is then built anew)."""
        try:
            return server_reached(self.host, url, live=False)
        except ServerProblem as problem:
            if fresh:
                self.drop(url)
            return problem

    def drop(self, url: str) -> None:
        """Forget ``url``, added just now, which did not answer: the form asks for an
        address again."""
        try:
            self.host.correspondence.forget_server(url)
        except SaveError:
            pass  # it stays listed: the player may forget it in the settings
        if self.host.correspondence.server(url) is None:
            self.url = None
            self.address_text = shown_address(url)


Reached = Literal["ready", "waiting"]


def server_reached(host: SceneHost, url: str, *, live: bool) -> Reached:
    """Whether the server at ``url`` can be asked now: it knows the player (it has
    answered once; ``live``: it is connected now, as the open games need); raises
    `ServerProblem` when it cannot be reached or refuses the player."""
    standing = host.correspondence.standing(url)
    if standing is None:
        raise ServerProblem(tr("corr.server_gone"))
    if standing.reach == "online" or (not live and standing.player is not None):
        return "ready"
    if standing.reach == "refused":
        raise ServerProblem(tr("corr.server_refused", address=shown_address(url),
                               message=standing.message))
    if standing.reach == "unreachable":
        raise ServerProblem(tr("net.unreachable", address=shown_address(url)))
    return "waiting"
