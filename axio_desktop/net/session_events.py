"""What a seat of an online game hears (`SeatEvent`: what `seat_state.SeatState` makes
of the host's frames, as `Session.poll` gives it to a program's frame loop) and how its
connection stands (`Connection`): values."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from .host_messages import Players

ConnectionState = Literal["connecting", "connected", "reconnecting", "taken_over", "refused",
                          "lost", "ended", "left"]


@dataclass(frozen=True, slots=True)
class Connection:
    """How the seat's connection stands. ``reconnecting``: attempt ``attempt`` comes at
    ``next_try`` (the session's clock; None while it is being made), and ``host_gone``
    says the host closed the connection as going away (it quit), with its ``message``.
    ``refused``: the host's error ``code`` and sentence (``message``). ``lost``: what
    happened (``message``); ``taken_over``: another connection has the seat now."""

    state: ConnectionState
    attempt: int = 0
    next_try: float | None = None
    host_gone: bool = False
    code: str = ""
    message: str = ""
    error: BaseException | None = field(default=None, compare=False)
    """What ended the session when it was refused or lost (the player's words are read
    from it: `ui.core.net_wording.connection_problem_text`)."""

    @property
    def over(self) -> bool:
        """Whether the session has ended (for good, or because the player left)."""
        return self.state in ("taken_over", "refused", "lost", "ended", "left")


@dataclass(frozen=True, slots=True)
class Welcomed:
    room: str
    game: str
    seat: int
    token: str
    players: Players


@dataclass(frozen=True, slots=True)
class PlayersChanged:
    players: Players


@dataclass(frozen=True, slots=True)
class Played:
    """A decision the host applied: the seat that made it, as the game's own value."""

    seat: int
    move: Any


@dataclass(frozen=True, slots=True)
class Updated:
    """The game after a decision (``last``), or as it stands (``last`` None: the start,
    or the snapshot of a rejoin): the seat's view read back (``view``) and as sent
    (``view_json``). A snapshot's ``history`` is every decision so far, oldest first
    (None where the host sent none)."""

    version: int
    view: Any
    view_json: dict[str, Any]
    players: Players
    last: Played | None
    history: tuple[Played, ...] | None = None


@dataclass(frozen=True, slots=True)
class Asked:
    """The host asks the seat for its decision on the position of ``version``: the view
    as the ``move`` frame shows it (AXIO's says which decision)."""

    version: int
    view: Any


@dataclass(frozen=True, slots=True)
class Refused:
    """The host refused the player's answer (its sentence); the seat is asked again."""

    message: str


@dataclass(frozen=True, slots=True)
class HostSaid:
    """An error of the host about something other than the player's answer (a seat not
    handed to a bot, say)."""

    code: str
    message: str


@dataclass(frozen=True, slots=True)
class Ended:
    """The game is over: the result as `replay` prints it and the whole record."""

    result: dict[str, Any]
    record: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ConnectionChanged:
    connection: Connection


SeatEvent = (Welcomed | PlayersChanged | Updated | Asked | Refused | HostSaid | Ended
             | ConnectionChanged)
