"""What a player types to play online, read and checked: their name, a host's
address, a room code, a port. Each reader raises ValueError for what cannot be one."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ...net.protocol import NAME_LENGTH, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH
from ...userdata.settings import DEFAULT_PORT, MAX_PORT
from ..i18n import tr

if TYPE_CHECKING:
    from ..host import SceneHost

SCHEMES = ("ws", "wss")
ROOM_CODE = re.compile(f"[{ROOM_CODE_ALPHABET}]{{{ROOM_CODE_LENGTH}}}")


def valid_name(typed: str) -> str:
    """The name the player goes by online: 1 to 40 printable characters, trimmed."""
    name = typed.strip()
    if not 1 <= len(name) <= NAME_LENGTH or not name.isprintable():
        raise ValueError(typed)
    return name


def default_name(host: SceneHost) -> str:
    """The name the player went by online last time, else the first human seat's of the
    last game, else "Player 1"."""
    if host.settings.online_name:
        return host.settings.online_name
    humans = [player.name for player in host.settings.last_players if player.kind == "human"]
    return humans[0] if humans else tr("seat.default_name", number=1)


def parse_port(typed: str) -> int:
    port = int(typed.strip())
    if not 0 <= port <= MAX_PORT:
        raise ValueError(typed)
    return port


def parse_address(typed: str) -> str:
    """The host's URL from what the player typed: ``192.168.1.20``, ``host:7788``,
    ``ws://…`` or ``wss://…`` (an address without a port is on port 7787, but a
    ``wss://`` one, which is usually behind a web server, on 443)."""
    typed = typed.strip()
    if not typed or any(character.isspace() for character in typed):
        raise ValueError(typed)
    url = typed if "://" in typed else f"ws://{typed}"
    parts = urlsplit(url)
    if parts.scheme not in SCHEMES or not parts.hostname:
        raise ValueError(typed)
    if parts.port is None and parts.scheme == "ws":  # .port raises ValueError if out of range
        url = parts._replace(netloc=f"{parts.netloc}:{DEFAULT_PORT}").geturl()
    return url


def parse_room(typed: str) -> str:
    """The room code typed (in any case)."""
    code = typed.strip().upper()
    if not ROOM_CODE.fullmatch(code):
        raise ValueError(typed)
    return code
