"""One online game at this screen, as its seat's session tells it (`net.session`):
who sits where and who is connected, how the connection stands, what the host showed
of the game and has not been shown at the table yet, refusals, and the end.

The screens hear it by calling `OnlineGame.poll` each frame (it never waits). The seat
is kept in the user data as soon as the host has welcomed it (the token is the only
proof of it), so that a program that is quit or lost finds its way back from Continue;
it is forgotten once the game is over or the host says the seat is gone.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...net.host_messages import Players
from ...net.session import Session
from ...net.session_events import (
    Asked,
    Connection,
    ConnectionChanged,
    Ended,
    HostSaid,
    PlayersChanged,
    Refused,
    SeatEvent,
    Updated,
    Welcomed,
)
from ...userdata import SaveError
from ...userdata.online_seat import OnlineSeat, forget_online_seat, keep_online_seat

AWAY_SECONDS = 30.0
"""How long a player must have been away before the room's creator may hand their seat
to a bot: longer than a dropped connection takes to come back by itself (its tries
are at most 8 s apart), short enough that the others are not kept waiting."""
SEAT_GONE = ("bad_token", "no_room")
"""Refusals of a rejoin after which the kept seat is no more (handed to a bot, or the
room is gone)."""

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Told:
    """Something the host said that the screen shows once (a toast)."""

    code: str
    message: str


class OnlineGame:
    """The seat's session, heard from the frame loop. ``addresses`` are where friends
    reach the host (the program's own host: its LAN addresses; none for a joined game).
    A ``correspondence`` game's seat is the player's by their key on that server: it is
    not kept for Continue (My games lists it)."""

    def __init__(self, session: Session, addresses: Sequence[str] = (), *,
                 clock: Callable[[], float] = time.monotonic,
                 correspondence: bool = False) -> None:
        self.session = session
        self.correspondence = correspondence
        self.addresses = tuple(addresses)
        self.clock = clock
        self.players: Players = ()
        self.updates: deque[Updated] = deque()
        """What the host showed of the game, oldest first, not yet at the table."""
        self.asked: Asked | None = None
        """The host's last question to the seat."""
        self.refusals: deque[str] = deque()
        """The host's sentences refusing the player's answer, not yet told."""
        self.said: deque[Told] = deque()
        self.ended: Ended | None = None
        self.started = False
        """Whether the game has started (every human seat taken): the table follows."""
        self.heard_at = -1.0
        """When something was last heard (the screens draw what is new)."""
        self.away_since: dict[int, float] = {}
        self.keep_problem: SaveError | None = None
        """Why the seat could not be kept in the user data, if it could not."""
        self.after_move: Callable[[], None] | None = None
        """Where the table goes once the player's own move is confirmed (a correspondence
        game opened from My games: back there, or on to the next game waiting)."""
        self.after_leaving: Callable[[], None] | None = None
        """Where Leave goes (a correspondence game opened from My games: back there)."""
        self.kept_before = False
        """The record of the game's end is kept here already (a correspondence game
        opened again from My games): its results are shown, not kept or counted again."""
        self._first_humans: tuple[int, ...] | None = None

    # What the screens read --------------------------------------------------------------

    @property
    def connection(self) -> Connection:
        return self.session.connection

    @property
    def seat(self) -> int | None:
        return self.session.seat

    @property
    def room(self) -> str:
        return self.session.room

    @property
    def game_id(self) -> str:
        return self.session.game_id

    @property
    def created(self) -> bool:
        """Whether this seat made the room: its creator may hand seats to bots."""
        return self.session.created

    @property
    def host_seat(self) -> int | None:
        """The seat of the room's creator (the first human seat, by the protocol)."""
        return self._first_humans[0] if self._first_humans else None

    def free_seats(self) -> int:
        """Human seats nobody has taken yet (the game starts when there are none)."""
        return sum(1 for player in self.players if player.name is None)

    def away_for(self, seat: int) -> float | None:
        """How long ``seat``'s player has been away (None: connected, or a bot)."""
        since = self.away_since.get(seat)
        return None if since is None else self.clock() - since

    def away_long(self, seat: int) -> bool:
        """Whether ``seat``'s player has been away long enough to be replaced."""
        away = self.away_for(seat)
        return away is not None and away >= AWAY_SECONDS

    # Hearing ----------------------------------------------------------------------------

    def poll(self) -> bool:
        """Take in what the seat heard since; whether anything was."""
        events = self.session.poll()
        for event in events:
            self._take(event)
        if events:
            self.heard_at = self.clock()
        return bool(events)

    def _take(self, event: SeatEvent) -> None:
        if isinstance(event, Welcomed):
            self._players(event.players)
            self._keep()
        elif isinstance(event, PlayersChanged):
            self._players(event.players)
        elif isinstance(event, Updated):
            self._players(event.players)
            self.started = True
            self.updates.append(event)
        elif isinstance(event, Asked):
            self.asked = event
        elif isinstance(event, Refused):
            self.refusals.append(event.message)
        elif isinstance(event, HostSaid):
            self.said.append(Told(event.code, event.message))
        elif isinstance(event, Ended):
            self.ended = event
        elif isinstance(event, ConnectionChanged):
            self._link(event.connection)

    def _players(self, players: Players) -> None:
        if self._first_humans is None:
            self._first_humans = tuple(seat for seat, player in enumerate(players)
                                       if player.kind == "human")
        now = self.clock()
        for seat, player in enumerate(players):
            away = player.kind == "human" and player.name is not None and not player.connected
            if not away:
                self.away_since.pop(seat, None)
            elif seat not in self.away_since:
                self.away_since[seat] = now
        self.players = players

    def _keep(self) -> None:
        if self.correspondence:
            return
        session = self.session
        assert session.seat is not None
        seat = OnlineSeat(session.url, session.room, session.seat, session.token, session.name,
                          session.game_id, session.created)
        try:
            keep_online_seat(seat)
        except SaveError as error:
            _log.warning("the online seat could not be kept: %s", error)
            self.keep_problem = error

    def _link(self, connection: Connection) -> None:
        if (connection.state == "refused" and connection.code in SEAT_GONE and self.room
                and not self.correspondence):
            forget_online_seat(self.room)

    # Acting -----------------------------------------------------------------------------

    def leave(self) -> None:
        """Close the connection; the seat stays the player's (kept for Continue)."""
        self.session.leave()

    def forget(self) -> None:
        """The game is over here: the seat need not be kept any longer."""
        if self.room and not self.correspondence:
            forget_online_seat(self.room)
