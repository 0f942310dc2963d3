"""The host this program runs for the games hosted from it (`net.embedded.HostThread`):
started when the player hosts a game, listening on every network address of the
computer on the port of the settings, its waiting rooms listed on the network, its
rooms kept in the user data (so that hosting again resumes a kept game), and stopped
when the program quits, which closes every connection: the other players are told
that the host has gone.

One host serves every room hosted from here: while it runs (a game hosted here is
waiting or in play), another game hosted here goes on the same port.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from ..kits import kits
from ..net.embedded import HostThread, lan_addresses
from ..net.lan import Interfaces, LanBrowser
from ..net.store_sqlite import keeps_room
from ..userdata.paths import hosted_rooms_dir

EVERY_ADDRESS = "0.0.0.0"


class ProgramHosting:
    """The program's host, if it runs: `start` it on a port, `stop` it (a `ui.host.Hosting`)."""

    def __init__(self, *, bind: str = EVERY_ADDRESS, advertise: bool = True,
                 interfaces: Interfaces = None, data: Path | None = None) -> None:
        self.bind = bind
        self.advertise = advertise
        self.interfaces = interfaces
        self._data = data
        self.thread: HostThread | None = None

    @property
    def data(self) -> Path:
        """Where the hosted rooms are kept (the user data's, unless told otherwise)."""
        return self._data if self._data is not None else hosted_rooms_dir()

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.running

    def start(self, port: int) -> None:
        """Make sure the host listens: on ``port`` (0: any free port) if it does not yet,
        else where it does (stopping it would end the games it holds). Raises `OSError`
        when the port cannot be had (in use, or not allowed), and `UnreadableStore` when
        the file of the hosted rooms is damaged (it is left as it is)."""
        if self.thread is not None and self.thread.running:
            return
        thread = HostThread(bind=self.bind, port=port, data=self.data,
                            advertise=self.advertise, interfaces=self.interfaces)
        thread.start()
        self.thread = thread

    def stop(self) -> None:
        """Close every connection (the players are told the host has gone); the rooms
        stay kept."""
        thread, self.thread = self.thread, None
        if thread is not None:
            thread.stop()

    @property
    def port(self) -> int:
        assert self.thread is not None, "the host is not running"
        return self.thread.port

    @property
    def own_url(self) -> str:
        """Where this program's own seat reaches the host: the loopback."""
        return f"ws://127.0.0.1:{self.port}"

    def urls(self) -> list[str]:
        """The addresses friends can use: every network address of this computer."""
        return self.thread.urls() if self.thread is not None else []

    @property
    def listed(self) -> bool:
        """Whether the rooms are listed on the network (not where it has no multicast)."""
        return self.thread is not None and self.thread.advertising

    def browser(self) -> LanBrowser:
        """A browser for the games hosted on the same network (started by the caller),
        on the interfaces this program lists its own on."""
        return LanBrowser([kit.game.id for kit in kits()], self.interfaces)

    def resume(self, url: str, room: str) -> bool:
        """Host ``room`` again if it is a game hosted from here and ``url`` (where the
        player's seat reaches it) is on this computer: the host listens on that port
        again, and the players' programs, trying to come back, find it. False when the
        game is held elsewhere; raises `OSError` when the port cannot be had, and
        `UnreadableStore` when the file of the hosted rooms is damaged."""
        parts = urlsplit(url)
        here = {"127.0.0.1", "localhost", "::1", *lan_addresses()}
        if parts.hostname not in here or parts.port is None or not self.keeps(room):
            return False
        self.start(parts.port)
        return True

    def keeps(self, room: str) -> bool:
        """Whether ``room`` is a game hosted from here (kept in the user data); asking
        makes nothing (no folder, no database); `UnreadableStore` when the file of the
        hosted rooms is there but cannot be read."""
        return keeps_room(self.data, room.upper())
