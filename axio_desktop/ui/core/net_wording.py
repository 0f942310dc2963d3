"""What goes wrong on the network, in the player's words: each refusal of axio-net/1
(its error codes), a host that cannot be reached, an address that is no AXIO host, a
host that speaks a newer protocol, a certificate refused, a port that cannot be had,
and a host that has gone. One sentence each; the screens of online play share them."""

from __future__ import annotations

import errno
import ssl
from collections.abc import Iterator
from typing import get_args
from urllib.parse import urlsplit

from websockets.exceptions import InvalidHandshake, InvalidURI

from ...net.host_messages import HostFault
from ...net.protocol import ErrorCode
from ...net.seat_state import HostRefused
from ...net.store import UnreadableStore
from ..i18n import tr

PORT_IN_USE = {errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", errno.EADDRINUSE)}
PORT_NOT_ALLOWED = {errno.EACCES, getattr(errno, "WSAEACCES", errno.EACCES)}


def refusal_text(code: str, message: str = "", room: str = "") -> str:
    """A host's refusal (an axio-net/1 error code) in the player's words, the room's code
    and the host's own sentence where they help; an unknown code with the host's
    sentence."""
    if code not in get_args(ErrorCode):
        return tr("net.refused_other", code=code, message=message)
    return tr(f"net.refused.{code}", room=room.upper(), message=message)


def connection_problem_text(error: BaseException, url: str = "", room: str = "",
                            otherwise: str | None = None) -> str:
    """Why a game on the network could not be reached or joined, in one sentence: the
    host's refusal, a host that cannot be reached, is no AXIO host, speaks a newer
    protocol, or whose certificate was refused; ``otherwise`` (or the error's own words)
    when it is none of these."""
    address = shown_address(url)
    for cause in _causes(error):
        if isinstance(cause, HostRefused):
            return refusal_text(cause.code, cause.message, room)
        if isinstance(cause, HostFault):
            return tr("net.newer", address=address)
        if isinstance(cause, ssl.SSLCertVerificationError):
            return tr("net.certificate", address=address,
                      reason=cause.verify_message or cause.strerror or "")
        if isinstance(cause, ssl.SSLError):
            return tr("net.secure_failed", address=address)
        if isinstance(cause, InvalidURI):
            return tr("net.bad_address", address=url)
        if isinstance(cause, InvalidHandshake):
            return tr("net.not_a_host", address=address)
        if isinstance(cause, OSError):  # TimeoutError, refused, no route, unknown name
            return tr("net.unreachable", address=address)
    return otherwise if otherwise is not None else tr("net.failed", error=str(error))


def hosting_problem_text(error: OSError, port: int) -> str:
    """Why this computer cannot host a game on ``port``."""
    if error.errno in PORT_IN_USE:
        return tr("net.port_in_use", port=port)
    if error.errno in PORT_NOT_ALLOWED or isinstance(error, PermissionError):
        return tr("net.port_not_allowed", port=port)
    return tr("net.cannot_host", error=error.strerror or str(error))


def store_problem_text(error: UnreadableStore) -> str:
    """Why no game can be hosted here: the file that keeps the hosted games, and what
    is wrong with it."""
    return tr(f"net.store_{error.fault}", path=str(error.path), reason=error.reason)


def host_left_text(name: str) -> str:
    """What the other players read when the host's program has stopped."""
    return tr("net.host_left", name=name)


def shown_address(url: str) -> str:
    """A host's address as a person reads it: ``ws://192.168.1.20:7787`` is
    ``192.168.1.20:7787``; a ``wss://`` address keeps its scheme (it says "secure")."""
    parts = urlsplit(url)
    if parts.scheme == "ws" and parts.netloc:
        return parts.netloc
    return url


def _causes(error: BaseException) -> Iterator[BaseException]:
    """``error`` and what it was raised from or while handling, innermost last."""
    seen: set[int] = set()
    cause: BaseException | None = error
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        yield cause
        cause = cause.__cause__ or cause.__context__
