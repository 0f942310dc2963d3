"""One seat of an online game played by a person at a table of their own (the desktop
game): a thin, thread-safe handle on the seat's connection, which lives on a thread
of its own (`loop_thread.LoopThread`) and is read from the program's frame loop
without ever waiting on the network.

The thread runs `play_seat` over the seat's state machine (`seat_state.SeatState`),
which owns everything about the game the host has told; its `SeatEvent`s are queued
for the frame loop, which takes them with `Session.poll` (never blocking). The
player's decision goes in with `Session.answer` and the seat's decider
(`PlayerDecider`) hands it to the host; a refused answer comes back as `Refused` and
the seat is asked again. An answer given for a question the host asks again after a
drop (it did not count) is sent again by itself; one that counted is not (the state
machine's `kept_answer`). How the connection stands is `Session.connection` (and a
`ConnectionChanged` each time it changes).

Each side owns its own: the session's thread its state machine and connection, the
program's thread what `poll` has told it (``room``, ``seat``, ``token``, ``game_id``,
``connection``); they meet in the queue and in `LoopThread.call` alone.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import ssl
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection

from .client_messages import Claim, Replace, Resign
from .host_messages import HostFault
from .loop_thread import LoopThread
from .protocol import CLOSE_GOING_AWAY
from .remote_seat import Attempt, ConnectionLost, SeatOptions, TakenOver, play_seat, send_soon
from .seat_state import CreateRoom, HostRefused, JoinRoom, SeatState
from .session_events import Connection, ConnectionChanged, SeatEvent, Welcomed

RETRY_SECONDS = 600.0
"""How long a dropped seat keeps trying to come back before it gives up (a host that
quit may be started again meanwhile)."""

_log = logging.getLogger(__name__)


class Session:
    """A seat of room ``opening`` on the host at ``url``, played by a person named
    ``name``. Every method is called from the program's thread and returns at once."""

    def __init__(self, url: str, opening: CreateRoom | JoinRoom, name: str, *,
                 ssl_context: ssl.SSLContext | None = None,
                 retry_seconds: float = RETRY_SECONDS, created: bool | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.url = url
        self.name = name
        self.created = isinstance(opening, CreateRoom) if created is None else created
        """Whether this seat made the room (its creator may hand seats to bots); a seat
        taken up again with its token says so itself."""
        self.ssl_context = ssl_context
        self.retry_seconds = retry_seconds
        self.clock = clock
        # The program's thread's, as `poll` has told it:
        self.room = opening.room if isinstance(opening, JoinRoom) else ""
        self.seat: int | None = None
        self.token = opening.token if isinstance(opening, JoinRoom) and opening.token else ""
        self.game_id = opening.game if isinstance(opening, CreateRoom) else ""
        self.connection = Connection("connecting")
        self._events: queue.SimpleQueue[SeatEvent] = queue.SimpleQueue()
        self._thread = LoopThread("axio-session")
        self._main: asyncio.Future[None] | None = None
        # The session's thread's (``_told``: the connection as this thread last told it):
        self._state = SeatState(opening, name)
        self._told = Connection("connecting")
        self._live: ClientConnection | None = None
        self._waiting: tuple[int, asyncio.Future[Any]] | None = None

    # The program's side -----------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()
        self._thread.call(self._begin)

    def poll(self) -> list[SeatEvent]:
        """Everything heard since the last call, oldest first (never waits)."""
        events: list[SeatEvent] = []
        while True:
            try:
                event = self._events.get_nowait()
            except queue.Empty:
                return events
            if isinstance(event, Welcomed):
                self.room, self.game_id, self.seat, self.token = (event.room, event.game,
                                                                  event.seat, event.token)
            elif isinstance(event, ConnectionChanged) and self.connection.state != "left":
                self.connection = event.connection
            events.append(event)

    def answer(self, version: int, move: Any) -> None:
        """The player's decision for the position of ``version``."""
        self._thread.call(self._take_answer, version, move)

    def replace(self, seat: int, level: str) -> None:
        """Ask the host to hand ``seat`` (a player away) to the built-in ``level``."""
        self._thread.call(self._send, Replace(seat, level))

    def resign(self) -> None:
        """Give the game up (a correspondence game's): the host's bot plays the seat on,
        and everyone hears the seat's new player (`PlayersChanged`)."""
        self._thread.call(self._send, Resign())

    def claim(self, seat: int) -> None:
        """Claim ``seat``, whose time to move ran out: the host's bot plays it on."""
        self._thread.call(self._send, Claim(seat))

    def leave(self) -> None:
        """Close the connection; the seat stays the player's (the token is kept)."""
        if not self.connection.over:
            self.connection = Connection("left")
        self._thread.call(self._leave)

    def wait(self, timeout: float) -> bool:
        """Wait for the session's thread to end (tests, the program's end); whether it has."""
        return self._thread.join(timeout)

    # The session's thread ---------------------------------------------------------------

    def _begin(self) -> None:
        loop = self._thread.loop
        if self._told.state == "left":
            loop.stop()
            return
        self._main = loop.create_task(self._play())
        self._main.add_done_callback(lambda done: loop.stop())

    def _leave(self) -> None:
        self._set(Connection("left"))
        if self._main is not None:
            self._main.cancel()
        else:
            self._thread.loop.stop()

    async def _play(self) -> None:
        options = SeatOptions(name=self.name, decider=lambda kit, faults: PlayerDecider(self),
                              ssl_context=self.ssl_context, retry_seconds=self.retry_seconds,
                              on_event=self._emit, on_attempt=self._on_attempt)
        try:
            await play_seat(self.url, self._state.opening, options, self._state)
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

    def _set(self, connection: Connection) -> None:
        if self._told.state == "left":
            return  # the player left: what the closing brings is not news
        self._told = connection
        self._emit(ConnectionChanged(connection))

    def _emit(self, event: SeatEvent) -> None:
        self._events.put(event)

    def _on_attempt(self, attempt: Attempt) -> None:
        if attempt.stage == "open":
            self._live = attempt.connection
            self._set(Connection("connected"))
            return
        self._live = None
        if attempt.stage == "connecting":
            if attempt.attempt:
                self._set(Connection("reconnecting", attempt.attempt, None, self._told.host_gone,
                                     message=self._told.message))
            return
        # a host that went away (1001) stays gone until it answers again
        gone = attempt.closed == CLOSE_GOING_AWAY or (attempt.closed is None
                                                      and self._told.host_gone)
        reason = attempt.reason if attempt.closed == CLOSE_GOING_AWAY else self._told.message
        self._set(Connection("reconnecting", attempt.attempt, self.clock() + attempt.delay, gone,
                             message=reason if gone else ""))

    async def decision(self) -> Any:
        """The player's decision for the question the host asked last, awaited."""
        asked = self._state.asked
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting = (asked.version if asked is not None else -1, future)
        try:
            return await future
        finally:
            self._waiting = None

    def _take_answer(self, version: int, move: Any) -> None:
        waiting = self._waiting
        if waiting is not None and waiting[0] == version and not waiting[1].done():
            waiting[1].set_result(move)  # the decider hands it to the host
        else:  # kept, for the host to ask again; sent if it asks now
            message = self._state.answer(version, move)
            if message is not None:
                send_soon(self._live, message)

    def _send(self, message: Replace | Resign | Claim) -> None:
        send_soon(self._live, message)


class PlayerDecider:
    """A person's decisions, for `play_seat`: each waits for the session's player (a
    refusal is told to the player by the seat's `Refused` event)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    async def decide(self, view: Any, refused: str | None) -> Any:
        return await self.session.decision()

    def close(self, result: dict[str, Any] | None) -> None:
        pass
