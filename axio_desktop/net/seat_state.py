"""One seat's side of axio-net/1 as a state machine, with no sockets and no threads: the
frames the host sends go in (`SeatState.take`, each frame read once, by
`host_messages.read_frame`), what they mean for the seat comes out as `SeatEvent`s,
and the seat's answers go in (`SeatState.answer`) to come out as the message to send.

It holds, in one place, the life of an answer: the question the host asked last
(`asked`), the answer given for it until the host counts it (a later version) or
refuses it (`illegal`, `bad_message`: the seat is asked again, `Refused`), and across a
dropped connection: the same question asked again on the next connection is answered
with the answer already given (`kept_answer`), since the host did not count it. Every
view is read back by the game's wire here, once. `client.play_seat` drives it over a
connection; `session.Session` hands its events to a program's frame loop.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..bots.games import AnyPlayKit, find_play_kit
from ..engine import ViewError
from .client_messages import REAL_TIME, Create, Join, MoveAnswer, Pace
from .host_messages import (
    End,
    ErrorFrame,
    HostFault,
    HostFrame,
    Last,
    MoveRequest,
    Pong,
    Update,
    Welcome,
)
from .host_messages import PlayersChanged as PlayersFrame
from .session_events import (
    Asked,
    Ended,
    HostSaid,
    Played,
    PlayersChanged,
    Refused,
    SeatEvent,
    Updated,
    Welcomed,
)

ANSWER_REFUSALS = ("illegal", "bad_message")
"""The error codes that refuse an answer the seat gave (it is then asked again)."""


@dataclass(frozen=True, slots=True)
class CreateRoom:
    """A seat that opens by making a room of ``game`` with ``seats`` (as the player of
    ``key``, played at ``pace``)."""

    game: str
    seats: tuple[str, ...]
    key: str | None = None
    pace: Pace = REAL_TIME


@dataclass(frozen=True, slots=True)
class JoinRoom:
    """A seat that opens by joining ``room`` (with ``token``: rejoining its seat; with a
    player's ``key``: their seat there, or a free one for them)."""

    room: str
    token: str | None = None
    key: str | None = None


class HostRefused(Exception):
    """The host answered the opening with an error."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class Answer:
    """The seat's decision for the question of ``version``."""

    version: int
    move: Any


class SeatState:
    """A seat of a room, as the host has told it so far, held by a player ``name``d so;
    ``opening`` is what the first connection opens with (create or join), a later one
    rejoins with the token."""

    def __init__(self, opening: CreateRoom | JoinRoom, name: str) -> None:
        self.opening = opening
        self.name = name
        self.room = opening.room if isinstance(opening, JoinRoom) else ""
        self.token = opening.token if isinstance(opening, JoinRoom) and opening.token else ""
        self.game_id = opening.game if isinstance(opening, CreateRoom) else ""
        self.seat: int | None = None
        self.kit: AnyPlayKit | None = None
        self.version = 0
        self.welcomed = False
        """Whether the host has welcomed the seat on this connection."""
        self.asked: Asked | None = None
        """The host's last question to the seat, until the game moves on."""
        self.answered: Answer | None = None
        """The answer given, until the host counts it (or the game moves on)."""
        self.ended: Ended | None = None

    # A connection's beginning -----------------------------------------------------------

    def opening_now(self) -> Create | Join:
        """What a new connection opens with: a rejoin with the player's key or the token
        once there is a room."""
        self.welcomed = False
        key = self.opening.key
        if self.room and key is not None:
            return Join(self.room, None, None, key)
        if self.token:
            return Join(self.room, None, self.token)
        if isinstance(self.opening, JoinRoom):
            return Join(self.opening.room, self.name if key is None else None, None, key)
        return Create(self.opening.game, self.name if key is None else None,
                      self.opening.seats, key, self.opening.pace)

    # The host's frames ------------------------------------------------------------------

    def take(self, frame: HostFrame) -> list[SeatEvent]:
        """What ``frame`` means for the seat. Raises `HostRefused` for an error before the
        seat is welcomed, `HostFault` where the host breaks the protocol."""
        if isinstance(frame, Welcome):
            return [self._welcome(frame)]
        if isinstance(frame, ErrorFrame):
            return self._error(frame)
        if not self.welcomed:
            raise HostFault(f"the host sent {frame.type} before it welcomed the seat")
        if isinstance(frame, PlayersFrame):
            return [PlayersChanged(frame.players)]
        if isinstance(frame, Update):
            return [self._update(frame)]
        if isinstance(frame, MoveRequest):
            return [self._ask(frame)]
        if isinstance(frame, End):
            self.ended = Ended(frame.result, frame.record)
            self.asked = self.answered = None
            return [self.ended]
        assert isinstance(frame, Pong)
        return []

    def _welcome(self, frame: Welcome) -> Welcomed:
        if frame.seat is None or not frame.token:
            raise HostFault("the host's welcome is not a seat's welcome (no seat or token)")
        if self.kit is None or self.kit.game.id != frame.game:
            try:
                self.kit = find_play_kit(frame.game)
            except KeyError:
                raise HostFault(f"the host plays {frame.game[:40]!r}, a game this program "
                                "does not know") from None
        self.room, self.game_id, self.seat, self.token = (frame.room, frame.game, frame.seat,
                                                          frame.token)
        self.welcomed = True
        return Welcomed(frame.room, frame.game, frame.seat, frame.token, frame.players)

    def _error(self, frame: ErrorFrame) -> list[SeatEvent]:
        if not self.welcomed:
            raise HostRefused(frame.code, frame.message)
        answered = self.answered
        if (frame.code in ANSWER_REFUSALS and answered is not None and self.asked is not None
                and answered.version == self.asked.version):
            self.answered = None
            return [Refused(frame.message)]
        return [HostSaid(frame.code, frame.message)]

    def _update(self, frame: Update) -> Updated:
        kit = self._kit()
        last = None if frame.last is None else _played(kit, frame.last, "last")
        history = None if frame.history is None else tuple(
            _played(kit, entry, f"history[{number}]") for number, entry in enumerate(frame.history))
        answered = self.answered
        if last is None and answered is not None and frame.version == answered.version + 1:
            # a snapshot after a drop, one decision on from the seat's answer: the answer
            # counted, and this is the decision the seat did not hear of
            assert self.seat is not None
            last = history[-1] if history else Played(self.seat, answered.move)
        self.version = frame.version
        if answered is not None and answered.version < frame.version:
            self.answered = None  # it counted (or the game moved on without it)
        if self.asked is not None and self.asked.version < frame.version:
            self.asked = None
        return Updated(frame.version, self._view(kit, {"view": frame.view}), frame.view,
                       frame.players, last, history)

    def _ask(self, frame: MoveRequest) -> Asked:
        kit = self._kit()
        self.version = frame.version
        self.asked = Asked(frame.version, self._view(kit, frame.wire_message()))
        return self.asked

    def _kit(self) -> AnyPlayKit:
        assert self.kit is not None, "a welcomed seat knows its game"
        return self.kit

    @staticmethod
    def _view(kit: AnyPlayKit, message: dict[str, Any]) -> Any:
        try:
            return kit.bots.wire.view_from(message)
        except (ViewError, ValueError) as error:
            raise HostFault(f"the host sent a bad view: {error}") from None

    # The seat's answers -----------------------------------------------------------------

    def kept_answer(self) -> MoveAnswer | None:
        """The answer already given to the question open now (asked again after a drop:
        the host did not count it), to send again without asking anyone."""
        answered, asked = self.answered, self.asked
        if answered is None or asked is None or answered.version != asked.version:
            return None
        return self._message(answered)

    def answer(self, version: int, move: Any) -> MoveAnswer | None:
        """The seat's decision for the question of ``version``: the message to send, or
        None when the host no longer asks it (the answer is kept, in case it asks
        again on a new connection)."""
        self.answered = Answer(version, move)
        if self.asked is None or self.asked.version != version or not self.welcomed:
            return None
        return self._message(self.answered)

    def _message(self, answer: Answer) -> MoveAnswer:
        return MoveAnswer(answer.version, self._kit().bots.wire.answer(answer.move))


def _played(kit: AnyPlayKit, last: Last, where: str) -> Played:
    try:
        return Played(last.seat, kit.bots.wire.move_from(last.move))
    except ValueError as error:
        raise HostFault(f"the host's update {where!r}: that move {error}") from None
