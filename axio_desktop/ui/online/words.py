"""What the player reads about an online game's connection and the host's refusals, in
their language: each error code of axio-net/1 has its words, and the host's own
sentence (English, the engine's words) follows where it says more."""

from __future__ import annotations

from typing import get_args

from ...net.protocol import ErrorCode
from ...net.session_events import Connection
from ..i18n import tr

ERROR_CODES: tuple[str, ...] = get_args(ErrorCode)


def refusal_text(code: str, message: str) -> str:
    """One sentence (or two) for a refusal of the host: the code's words, and for an
    answer refused the host's own reason."""
    if code not in ERROR_CODES:
        return tr("online.refusal.other", code=code, message=message)
    return tr(f"online.refusal.{code}", message=message)


def seconds_text(seconds: float) -> str:
    """A span of time as m:ss."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def connection_text(connection: Connection, now: float) -> str:
    """How the connection stands, for the top bar or the waiting room."""
    state = connection.state
    if state == "refused":
        return refusal_text(connection.code, connection.message)
    if state == "reconnecting" and connection.host_gone:
        return tr("online.link.host_gone")
    if state == "reconnecting" and connection.next_try is not None:
        return tr("online.link.retrying", attempt=connection.attempt,
                  seconds=max(1, round(connection.next_try - now)))
    return tr(f"online.link.{state}", attempt=connection.attempt)
