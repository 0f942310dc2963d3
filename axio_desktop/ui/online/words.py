"""What the player reads about an online game's connection, in their language; a
refusal of the host, or what ended the connection, in the words every online screen
shares (`core.net_wording`)."""

from __future__ import annotations

from ...net.session_events import Connection
from ..core.net_wording import connection_problem_text, refusal_text
from ..i18n import tr


def seconds_text(seconds: float) -> str:
    """A span of time as m:ss."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def connection_text(connection: Connection, now: float, url: str = "", room: str = "") -> str:
    """How the connection stands, for the top bar or the waiting room (``url`` and
    ``room``: the host's address and the room, which a refusal or a failure names)."""
    state = connection.state
    if state in ("refused", "lost") and connection.error is not None:
        lost = f"{tr('online.link.lost')} ({connection.message})" if state == "lost" else None
        return connection_problem_text(connection.error, url, room, otherwise=lost)
    if state == "refused":
        return refusal_text(connection.code, connection.message, room)
    if state == "reconnecting" and connection.host_gone:
        return tr("online.link.host_gone")
    if state == "reconnecting" and connection.next_try is not None:
        return tr("online.link.retrying", attempt=connection.attempt,
                  seconds=max(1, round(connection.next_try - now)))
    return tr(f"online.link.{state}", attempt=connection.attempt)
