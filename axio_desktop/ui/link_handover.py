"""One program, not two: a link opened while the program runs starts a second copy,
which hands the link to the running one and ends.

The running program listens on the loopback on a port of the system's choosing
(`LinkInbox`) and writes the port, with a secret drawn for this run, to a file in the
user data folder that only the player may read. A second start reads that file and
sends the secret and the link on one line (`hand_over`); the running one checks the
secret, queues the link for the frame loop and says ``ok``. Anything else — a wrong
secret, a line too long, no link — is closed without a word. A file left by a program
that has gone names a port where nothing (or something else) answers: the second
start then starts as usual.
"""

from __future__ import annotations

import hmac
import json
import logging
import queue
import secrets
import socket
import threading
from dataclasses import dataclass
from pathlib import Path

from ..engine.atomic_file import write_atomically
from ..net.invitations import BadInvitation, read_invitation

FILE_NAME = "running.json"
LOOPBACK = "127.0.0.1"
MAX_LINE = 1024
"""The longest hand-over (the secret, a space, the link and the newline), in bytes."""
ANSWER = b"ok\n"
CONNECT_SECONDS = 1.0
ANSWER_SECONDS = 3.0
READ_SECONDS = 2.0
"""How long the running program waits for a connection's line."""
ACCEPT_SECONDS = 0.5
"""How often the listening thread looks whether it is to stop."""

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Listening:
    """What the running program's file says: where it listens, and the secret."""

    port: int
    secret: str

    def text(self) -> str:
        return json.dumps({"port": self.port, "secret": self.secret})

    @classmethod
    def read(cls, path: Path) -> Listening | None:
        """The file at ``path``; None when there is none or it is not such a file."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            port, secret = data["port"], data["secret"]
        except (OSError, ValueError, TypeError, KeyError):
            return None
        if not isinstance(port, int) or not 0 < port < 65536 or not isinstance(secret, str):
            return None
        return cls(port, secret)


def link_problem(text: str) -> str | None:
    """Why ``text`` is not an invitation link (a room code alone is not one either);
    None when it is one."""
    try:
        invitation = read_invitation(text)
    except BadInvitation as error:
        return str(error)
    return None if invitation.url is not None else "a room code alone names no host"


def is_link(text: str) -> bool:
    return link_problem(text) is None


def hand_over(link: str, folder: Path) -> bool:
    """Give ``link`` to the program that runs with its user data in ``folder``; True
    when it took it (then this start has nothing more to do)."""
    listening = Listening.read(folder / FILE_NAME)
    if listening is None:
        return False
    line = f"{listening.secret} {link}\n".encode()
    if len(line) > MAX_LINE:
        return False
    try:
        with socket.create_connection((LOOPBACK, listening.port), CONNECT_SECONDS) as peer:
            peer.settimeout(ANSWER_SECONDS)
            peer.sendall(line)
            return peer.recv(len(ANSWER)) == ANSWER
    except OSError:
        return False


class LinkInbox:
    """The running program's ear for links handed over by a second start; `take` gives
    the frame loop what came."""

    def __init__(self, folder: Path) -> None:
        """Listen on the loopback and say so in ``folder``; raises `OSError` when either
        cannot be done."""
        self.path = folder / FILE_NAME
        self._server = socket.create_server((LOOPBACK, 0))
        self._server.settimeout(ACCEPT_SECONDS)
        self._listening = Listening(self._server.getsockname()[1], secrets.token_hex(32))
        self._links: queue.SimpleQueue[str] = queue.SimpleQueue()
        self._stop = threading.Event()
        try:
            # mkstemp makes the temporary readable by the player alone (mode 0600)
            write_atomically(self.path, self._listening.text())
        except OSError:
            self._server.close()
            raise
        self._thread = threading.Thread(target=self._listen, name="link inbox", daemon=True)
        self._thread.start()

    @property
    def port(self) -> int:
        return self._listening.port

    def take(self) -> list[str]:
        """The links handed over since the last call, oldest first."""
        links = []
        while True:
            try:
                links.append(self._links.get_nowait())
            except queue.Empty:
                return links

    def close(self) -> None:
        """Stop listening; the file goes unless a later start has put its own there."""
        self._stop.set()
        self._thread.join()
        self._server.close()
        if Listening.read(self.path) == self._listening:
            try:
                self.path.unlink()
            except OSError:
                pass

    def _listen(self) -> None:
        while not self._stop.is_set():
            try:
                peer, _address = self._server.accept()
            except TimeoutError:
                continue
            except OSError as error:
                _log.info("no more links handed over: %s", error)
                return
            with peer:
                try:
                    self._receive(peer)
                except OSError:
                    pass  # a peer that went, or too slow: nothing was handed over

    def _receive(self, peer: socket.socket) -> None:
        peer.settimeout(READ_SECONDS)
        line = b""
        while b"\n" not in line:
            chunk = peer.recv(MAX_LINE)
            if not chunk or len(line) + len(chunk) > MAX_LINE:
                return
            line += chunk
        first = line.partition(b"\n")[0]
        secret, _space, link = first.decode("utf-8", "replace").partition(" ")
        if not hmac.compare_digest(secret.encode(), self._listening.secret.encode()):
            return
        if not is_link(link):
            return
        self._links.put(link)
        peer.sendall(ANSWER)


def open_inbox(folder: Path) -> LinkInbox | None:
    """A `LinkInbox` for the user data in ``folder``; None (and the program runs alone:
    a link opened later starts another copy) when the loopback or the folder refuses."""
    try:
        return LinkInbox(folder)
    except OSError as error:
        _log.info("links opened later will start another copy: %s", error)
        return None
