"""Invitations to a room: a link ``axio://HOST[:PORT]/ROOM`` (``axios://`` for a host
that serves ``wss://``, as https is to http) that a player sends a friend, and what a
person pastes where a room code is asked for: such a link, or the code alone."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from .protocol import ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH

DEFAULT_PORT = 7787
SCHEMES = {"axio": "ws", "axios": "wss"}
"""An invitation's scheme, and the WebSocket scheme of the host it names."""


class BadInvitation(ValueError):
    """Text that is neither an invitation link nor a room code (the message says why)."""


@dataclass(frozen=True, slots=True)
class Invitation:
    room: str
    url: str | None
    """The host's ``ws://`` or ``wss://`` address; None for a room code given alone."""

    def link(self) -> str:
        if self.url is None:
            return self.room
        parts = urlsplit(self.url)
        scheme = next(name for name, web in SCHEMES.items() if web == parts.scheme)
        return f"{scheme}://{parts.netloc}/{self.room}"


def invitation(url: str, room: str) -> str:
    """The link that invites to ``room`` of the host at ``url`` (``ws://`` or ``wss://``)."""
    if urlsplit(url).scheme not in SCHEMES.values():
        raise BadInvitation(f"{url[:60]!r} is not a ws:// or wss:// address")
    return Invitation(room, url).link()


def read_invitation(text: str) -> Invitation:
    """A pasted invitation link or room code (spaces around it, and case in the code, do
    not matter)."""
    text = text.strip()
    if "://" not in text:
        return Invitation(_code(text), None)
    parts = urlsplit(text)
    web = SCHEMES.get(parts.scheme.lower())
    if web is None:
        raise BadInvitation(f"an invitation starts with axio:// or axios://, not "
                            f"{parts.scheme[:20]}://")
    try:
        host, port = parts.hostname, parts.port
    except ValueError:
        raise BadInvitation("the invitation's port is not a number from 1 to 65535") from None
    if not host:
        raise BadInvitation("the invitation names no host")
    shown = f"[{host}]" if ":" in host else host
    return Invitation(_code(parts.path.strip("/")), f"{web}://{shown}:{port or DEFAULT_PORT}")


def _code(text: str) -> str:
    code = text.upper()
    if len(code) != ROOM_CODE_LENGTH or any(ch not in ROOM_CODE_ALPHABET for ch in code):
        raise BadInvitation(f"a room code is {ROOM_CODE_LENGTH} characters of "
                            f"{ROOM_CODE_ALPHABET}")
    return code
