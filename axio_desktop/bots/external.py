"""External bots: any program that speaks `axio-rota-bot/1` or `axio-bot/1` (docs/records.md,
"The bot protocol").

The game starts the program as a child process and talks JSON lines over its
standard input and output. Nothing the child does may stall or crash the game:
reading and writing happen on helper threads, every wait has a deadline, an
answer that is not a move is a `BotFault`, and the child is always ended (on
`close`, and at the latest when the program quits).
"""

from __future__ import annotations

import atexit
import json
import os
import queue
import shlex
import shutil
import subprocess
import threading
import weakref
from collections import deque
from collections.abc import Mapping
from typing import IO, Any, Final, Generic

from .base import BotFault
from .wire import MoveT, ViewT, Wire

COMMAND_PREFIX: Final = "cmd:"

DEFAULT_TIME_MS = 1000
"""Time a bot has for a move unless the host says otherwise."""

TRANSPORT_SLACK = 0.1
"""Seconds added to every deadline for the pipes and the operating system."""

START_TIMEOUT = 5.0
"""Seconds a bot has to start and answer ``hello`` with ``ready``."""

EXIT_GRACE = 0.5
"""Seconds a bot has to exit by itself after ``end`` before it is killed."""

MAX_LINE_BYTES = 1 << 16
"""Longest line read from a bot; a longer one is a fault, not a memory hog."""

MAX_QUEUED_LINES = 64
"""Lines held unread; a bot that floods its output waits on the pipe, not on us."""

NAME_LENGTH = 40

_EOF: Final = object()
_TOO_LONG: Final = object()


def _end_all_children() -> None:
    for bot in list(_LIVE_BOTS):
        bot.close()


_LIVE_BOTS: weakref.WeakSet[ExternalBot[Any, Any]] = weakref.WeakSet()
"""Every external bot of every game still running (ended when the program exits)."""
atexit.register(_end_all_children)


def parse_command(spec: str) -> list[str]:
    """The program and arguments of a ``cmd:PROGRAM`` seat; ValueError says what is wrong."""
    command = spec.removeprefix(COMMAND_PREFIX)
    try:
        arguments = shlex.split(command)
    except ValueError as error:
        raise ValueError(f"bot command {command!r} cannot be split into words: {error}") from None
    if not arguments:
        raise ValueError(f"bot spec {spec!r} names no program after {COMMAND_PREFIX!r}")
    program = arguments[0]
    if shutil.which(program) is None and not os.path.isfile(program):
        raise ValueError(f"bot program {program!r} was not found")
    return arguments


class ExternalBot(Generic[ViewT, MoveT]):
    """A seat played by a child process over the bot protocol.

    The child is started on the first `choose` (the view says which seat it has
    and how many play). Once it has crashed or failed to start, every later move
    is a fault at once, so a dead bot never costs time.
    """

    def __init__(self, spec: str, *, time_ms: int = DEFAULT_TIME_MS,
                 wire: Wire[ViewT, MoveT]) -> None:
        self.arguments = parse_command(spec)
        self.wire = wire
        self.command = shlex.join(self.arguments)
        self.name = os.path.basename(self.arguments[-1]) if len(self.arguments) > 1 \
            else os.path.basename(self.arguments[0])
        self.time_ms = time_ms
        self._process: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[object] = queue.Queue(MAX_QUEUED_LINES)
        self._outbox: queue.Queue[bytes | None] = queue.Queue()
        self._errors: deque[str] = deque(maxlen=3)
        self._dead: str | None = None
        self._closed = False

    # The game's side ------------------------------------------------------------

    def choose(self, view: ViewT) -> MoveT:
        if self._dead is not None:
            raise BotFault(f"bot {self.name!r} is out of the game: {self._dead}")
        if self._process is None:
            self._start(view)
        self._discard_late_lines()
        self._send({"type": "move", **self.wire.request(view), "view": view.to_json(),
                    "time_ms": self.time_ms})
        answer = self._receive(self.time_ms / 1000 + TRANSPORT_SLACK, "move")
        if answer.get("type") != "move":
            raise BotFault(f"bot {self.name!r} answered {_quote(answer)} instead of a move")
        try:
            return self.wire.move_from(answer)
        except ValueError as error:
            raise BotFault(f"bot {self.name!r} {error}") from None

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        """Send ``end``, give the child a moment to exit, then kill it."""
        if self._closed:
            return
        self._closed = True
        _LIVE_BOTS.discard(self)
        process = self._process
        if process is None:
            return
        if process.poll() is None:
            self._send({"type": "end", "result": dict(result) if result else None})
            self._outbox.put(None)
            try:
                process.wait(EXIT_GRACE)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        # The reader threads close the child's output streams themselves once they
        # read its end: closing a descriptor here while a thread may be inside read()
        # on it would let that read land on the next pipe given the same number, and
        # steal a byte from another bot.

    # Starting -------------------------------------------------------------------

    def _start(self, view: ViewT) -> None:
        try:
            process = subprocess.Popen(
                self.arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, bufsize=0,
            )
        except OSError as error:
            self._dead = f"it could not be started: {error}"
            raise BotFault(f"bot {self.name!r} could not be started: {error}") from None
        self._process = process
        _LIVE_BOTS.add(self)
        assert process.stdin and process.stdout and process.stderr
        threading.Thread(target=self._write_lines, args=(process.stdin,), daemon=True).start()
        threading.Thread(target=self._read_lines, args=(process.stdout,), daemon=True).start()
        threading.Thread(target=self._read_errors, args=(process.stderr,), daemon=True).start()
        self._send({"type": "hello", "protocol": self.wire.protocol, **self.wire.hello(view),
                    "seat": view.seat, "players": view.players})
        try:
            ready = self._receive(START_TIMEOUT, "ready message")
        except BotFault as fault:
            self._dead = f"it did not start: {fault}"
            raise
        if ready.get("type") != "ready":
            self._fail(f"answered hello with {_quote(ready)} instead of a ready message")
        name = ready.get("name")
        if isinstance(name, str) and name.strip():
            self.name = "".join(ch for ch in name.strip() if ch.isprintable())[:NAME_LENGTH]

    # Talking --------------------------------------------------------------------

    def _send(self, message: Mapping[str, Any]) -> None:
        self._outbox.put(json.dumps(message, separators=(",", ":")).encode() + b"\n")

    def _receive(self, seconds: float, expected: str) -> dict[str, Any]:
        """The next JSON object the child sends within ``seconds``, else a fault."""
        try:
            line = self._lines.get(timeout=seconds)
        except queue.Empty:
            raise BotFault(
                f"bot {self.name!r} sent no {expected} within {seconds:.2f} s"
            ) from None
        if line is _EOF:
            self._fail(self._exit_reason())
        if line is _TOO_LONG:
            raise BotFault(f"bot {self.name!r} sent a line longer than {MAX_LINE_BYTES} bytes")
        assert isinstance(line, bytes)
        try:
            message = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise BotFault(f"bot {self.name!r} sent something that is not JSON: "
                           f"{_quote(line.decode(errors='replace').strip())}") from None
        if not isinstance(message, dict):
            raise BotFault(f"bot {self.name!r} sent {_quote(message)}, not a JSON object")
        return message

    def _discard_late_lines(self) -> None:
        """Drop answers that came after their deadline, so they are not read as this move's."""
        while True:
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                return
            if line is _EOF:
                self._fail(self._exit_reason())

    def _fail(self, reason: str) -> None:
        self._dead = reason
        raise BotFault(f"bot {self.name!r} {reason}")

    def _exit_reason(self) -> str:
        process = self._process
        assert process is not None
        try:
            code = process.wait(EXIT_GRACE)
        except subprocess.TimeoutExpired:
            return "closed its output"
        said = f" ({self._errors[-1]})" if self._errors else ""
        return f"exited with code {code}{said}"

    # Helper threads ---------------------------------------------------------------

    def _write_lines(self, stream: IO[bytes]) -> None:
        try:
            while (data := self._outbox.get()) is not None:
                stream.write(data)
                stream.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass
        finally:
            try:
                stream.close()
            except OSError:
                pass

    def _read_lines(self, stream: IO[bytes]) -> None:
        with stream:
            try:
                while line := stream.readline(MAX_LINE_BYTES):
                    if not line.endswith(b"\n") and len(line) >= MAX_LINE_BYTES:
                        self._offer(_TOO_LONG)
                        while (rest := stream.readline(MAX_LINE_BYTES)) and not rest.endswith(b"\n"):
                            pass
                    elif line.strip():
                        self._offer(line)
            except (OSError, ValueError):
                pass
        self._offer(_EOF)

    def _offer(self, item: object) -> None:
        """Queue a line; while the queue is full, wait (the child waits with us) until closed."""
        while not self._closed:
            try:
                self._lines.put(item, timeout=0.2)
                return
            except queue.Full:
                continue

    def _read_errors(self, stream: IO[bytes]) -> None:
        with stream:
            try:
                for line in iter(lambda: stream.readline(4096), b""):
                    text = line.decode(errors="replace").strip()
                    if text:
                        self._errors.append(text[:200])
            except (OSError, ValueError):
                pass


def _quote(value: object) -> str:
    text = value if isinstance(value, str) else json.dumps(value)
    return repr(text if len(text) <= 80 else text[:77] + "...")
