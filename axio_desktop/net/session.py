"""One seat of an online game played by a person at a table of their own (the desktop
game): the seat's connection on a thread of its own, read from the program's frame
loop without ever waiting on the network.

The thread runs an event loop and `play_seat`. Everything the seat hears becomes a
`SessionEvent` (views read back by the game's wire on that thread) that the frame
loop takes with `Session.poll`, which never blocks; the player's decision goes in with
`Session.answer`, a thread-safe call, and the seat's decider (`PlayerDecider`) hands
it to the host. A refused answer comes back as `Refused` and the seat is asked again.
An answer given for a version the host asks again after a drop (it did not count) is
sent again by itself; one that counted is not: the version says which. How the
connection stands is `Session.connection` (and a `LinkChanged` each time it changes).
"""

from __future__ import annotations

import asyncio
import json
import logging
import queue
import ssl
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection

from ..bots.games import AnyPlayKit, find_play_kit
from .client import (
    ConnectionLost,
    CreateRoom,
    HostFault,
    HostRefused,
    JoinRoom,
    Link,
    SeatOptions,
    TakenOver,
    play_seat,
)
from .protocol import CLOSE_GOING_AWAY
from .session_events import (
    Asked,
    Connection,
    Decided,
    Ended,
    HostSaid,
    LinkChanged,
    PlayersChanged,
    Refused,
    SessionEvent,
    Updated,
    Welcomed,
    read_players,
)

RETRY_SECONDS = 600.0
"""How long a dropped seat keeps trying to come back before it gives up (a host that
quit may be started again meanwhile)."""
ANSWER_REFUSALS = ("illegal", "bad_message")
"""The error codes that refuse an answer the seat gave (it is then asked again)."""

_log = logging.getLogger(__name__)


class Session:
    """A seat of room ``opening`` on the host at ``url``, played by a person named
    ``name``. Every method is called from the program's thread and returns at once."""

    def __init__(self, url: str, opening: CreateRoom | JoinRoom, name: str, *,
                 ssl_context: ssl.SSLContext | None = None,
                 retry_seconds: float = RETRY_SECONDS, created: bool | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.url = url
        self.opening = opening
        self.name = name
        self.created = isinstance(opening, CreateRoom) if created is None else created
        """Whether this seat made the room (its creator may hand seats to bots); a seat
        taken up again with its token says so itself."""
        self.ssl_context = ssl_context
        self.retry_seconds = retry_seconds
        self.clock = clock
        self.room = opening.room if isinstance(opening, JoinRoom) else ""
        self.seat: int | None = None
        self.token = opening.token if isinstance(opening, JoinRoom) and opening.token else ""
        self.game_id = opening.game if isinstance(opening, CreateRoom) else ""
        self._connection = Connection("connecting")
        self._events: queue.SimpleQueue[SessionEvent] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="axio-session", daemon=True)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._main: asyncio.Task[None] | None = None
        self._leaving = threading.Event()
        # Touched on the session's thread only:
        self._kit: AnyPlayKit | None = None
        self._live: ClientConnection | None = None
        self._welcomed = False
        self._asked: int | None = None
        """The version of the decision the host asked the seat for last."""
        self._kept: tuple[int, Any] | None = None
        """The player's answer and the version it answers, until a later version."""
        self._waiting: tuple[int, asyncio.Future[Any]] | None = None

    # The program's side -----------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()

    @property
    def connection(self) -> Connection:
        return self._connection

    def poll(self) -> list[SessionEvent]:
        """Everything heard since the last call, oldest first (never waits)."""
        events = []
        while True:
            try:
                events.append(self._events.get_nowait())
            except queue.Empty:
                return events

    def answer(self, version: int, move: Any) -> None:
        """The player's decision for the position of ``version``."""
        self._call(self._take_answer, version, move)

    def replace(self, seat: int, level: str) -> None:
        """Ask the host to hand ``seat`` (a player away) to the built-in ``level``."""
        self._call(self._send, {"type": "replace", "seat": seat, "level": level})

    def leave(self) -> None:
        """Close the connection; the seat stays the player's (the token is kept)."""
        self._leaving.set()
        if not self._connection.over:
            self._set(Connection("left"))
        main = self._main
        if main is not None:
            self._call(main.cancel)

    def wait(self, timeout: float) -> bool:
        """Wait for the session's thread to end (tests, the program's end); whether it has."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _call(self, work: Callable[..., object], *args: Any) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(work, *args)
            except RuntimeError:
                pass  # the loop closed in between: the session is over

    # The session's thread ---------------------------------------------------------------

    def _run(self) -> None:
        asyncio.run(self._play())

    async def _play(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._main = asyncio.current_task()
        if self._leaving.is_set():
            return
        options = SeatOptions(name=self.name, decider=lambda kit, faults: PlayerDecider(self),
                              ssl_context=self.ssl_context, retry_seconds=self.retry_seconds,
                              on_frame=self._on_frame, on_link=self._on_link)
        try:
            await play_seat(self.url, self.opening_now(), options)
            self._set(Connection("ended"))
        except asyncio.CancelledError:
            self._set(Connection("left"))
        except HostRefused as refused:
            self._set(Connection("refused", code=refused.code, message=refused.message,
                                 error=refused))
        except TakenOver as lost:
            self._set(Connection("taken_over", message=str(lost)))
        except (ConnectionLost, HostFault) as lost:
            self._set(Connection("lost", message=str(lost), error=lost))
        except Exception as error:  # noqa: BLE001 - whatever it was, the player is told, never left waiting
            _log.exception("the online seat's session failed")
            self._set(Connection("lost", message=f"{type(error).__name__}: {error}"))

    def opening_now(self) -> CreateRoom | JoinRoom:
        """What the seat opens with: its token once it has one."""
        if self.token and self.room:
            return JoinRoom(self.room, self.token)
        return self.opening

    def _set(self, connection: Connection) -> None:
        if self._connection.state == "left" and connection.state != "left":
            return  # the player left: what the closing brings is not news
        self._connection = connection
        self._emit(LinkChanged(connection))

    def _emit(self, event: SessionEvent) -> None:
        self._events.put(event)

    def _on_link(self, link: Link) -> None:
        if link.state == "open":
            self._live = link.connection
            self._set(Connection("connected"))
            return
        self._live, self._welcomed = None, False
        if link.state == "connecting":
            if link.attempt:
                self._set(Connection("reconnecting", link.attempt, None,
                                     self._connection.host_gone, message=self._connection.message))
            return
        # a host that went away (1001) stays gone until it answers again
        gone = link.closed == CLOSE_GOING_AWAY or (link.closed is None
                                                   and self._connection.host_gone)
        reason = link.reason if link.closed == CLOSE_GOING_AWAY else self._connection.message
        self._set(Connection("reconnecting", link.attempt, self.clock() + link.delay, gone,
                             message=reason if gone else ""))

    def _on_frame(self, frame: dict[str, Any]) -> None:
        kind = frame["type"]
        if kind == "welcome":
            self._welcome(frame)
        elif kind == "players":
            self._emit(PlayersChanged(read_players(frame.get("players"))))
        elif kind == "update":
            self._update(frame)
        elif kind == "move":
            self._ask(frame)
        elif kind == "error":
            code, message = str(frame.get("code")), str(frame.get("message"))
            answered = self._kept is not None and self._kept[0] == self._asked
            if self._welcomed and not (code in ANSWER_REFUSALS and answered):
                self._emit(HostSaid(code, message))
        elif kind == "end":
            result, record = frame.get("result"), frame.get("record")
            if isinstance(result, dict) and isinstance(record, dict):
                self._emit(Ended(result, record))

    def _welcome(self, frame: dict[str, Any]) -> None:
        room, game, seat, token = (frame.get(key) for key in ("room", "game", "seat", "token"))
        if not (isinstance(room, str) and isinstance(game, str) and type(seat) is int
                and isinstance(token, str) and token):
            raise HostFault("the host's welcome is not a seat's welcome")
        try:
            self._kit = find_play_kit(game)
        except KeyError:
            raise HostFault(f"the host plays {game!r}, a game this program does not "
                            "know") from None
        self.room, self.game_id, self.seat, self.token = room, game, seat, token
        self._welcomed = True
        self._emit(Welcomed(room, game, seat, token, read_players(frame.get("players"))))

    def _update(self, frame: dict[str, Any]) -> None:
        kit = self._kit
        version = frame.get("version")
        if kit is None or type(version) is not int:
            raise HostFault("the host's update has no whole number 'version'")
        try:
            view = kit.bots.wire.view_from(frame)
        except ValueError as error:
            raise HostFault(f"the host sent a bad view: {error}") from None
        last = frame.get("last")
        decided = None if last is None else _decided(kit, last, "'last'")
        history = frame.get("history")
        if history is not None and (last is not None or not isinstance(history, list)):
            raise HostFault("the host's 'history' is not a snapshot's list")
        if self._kept is not None and self._kept[0] < version:
            self._kept = None  # it counted (or the game moved on without it)
        self._emit(Updated(version, view, frame["view"], read_players(frame.get("players")),
                           decided, None if history is None else tuple(
                               _decided(kit, entry, f"history[{number}]")
                               for number, entry in enumerate(history))))

    def _ask(self, frame: dict[str, Any]) -> None:
        version = frame.get("version")
        if self._kit is None or type(version) is not int:
            raise HostFault("the host's move has no whole number 'version'")
        try:
            view = self._kit.bots.wire.view_from(frame)
        except ValueError as error:
            raise HostFault(f"the host sent a bad view: {error}") from None
        self._asked = version
        self._emit(Asked(version, view))

    async def decision(self, refused: str | None) -> Any:
        """The player's decision for the question the host asked last: kept from before
        a drop when it answers this version, else awaited."""
        version = self._asked
        if refused is not None:
            self._kept = None
            self._emit(Refused(refused))
        elif self._kept is not None and self._kept[0] == version:
            return self._kept[1]
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting = (version if version is not None else -1, future)
        try:
            return await future
        finally:
            self._waiting = None

    def _take_answer(self, version: int, move: Any) -> None:
        self._kept = (version, move)
        waiting = self._waiting
        if waiting is not None and waiting[0] == version and not waiting[1].done():
            waiting[1].set_result(move)

    def _send(self, message: dict[str, Any]) -> None:
        live = self._live
        if live is not None:
            task = asyncio.get_running_loop().create_task(live.send(json.dumps(message)))
            _SENDING.add(task)
            task.add_done_callback(_sent)


def _decided(kit: AnyPlayKit, last: object, where: str) -> Decided:
    """A LAST of the host's update (its ``last``, or an entry of its ``history``)."""
    seat = last.get("seat") if isinstance(last, dict) else None
    move = last.get("move") if isinstance(last, dict) else None
    if type(seat) is not int or not isinstance(move, dict):
        raise HostFault(f"the host's update has a bad {where}")
    try:
        return Decided(seat, kit.bots.wire.move_from(move))
    except ValueError as error:
        raise HostFault(f"the host's update's {where}: that move {error}") from None


_SENDING: set[asyncio.Task[None]] = set()
"""Sends under way (a task nobody holds may be collected before it ends)."""


def _sent(task: asyncio.Task[None]) -> None:
    _SENDING.discard(task)
    if not task.cancelled():
        task.exception()  # a closed connection: the seat comes back by itself


class PlayerDecider:
    """A person's decisions, for `play_seat`: each waits for the session's player."""

    def __init__(self, session: Session) -> None:
        self.session = session

    async def decide(self, view: Any, refused: str | None) -> Any:
        return await self.session.decision(refused)

    def close(self, result: dict[str, Any] | None) -> None:
        pass
