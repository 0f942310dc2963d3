"""`serve`: host games for players on other computers (axio-net/1, docs/network.md).

The first line on standard output says where it listens, once it accepts connections;
every room event is one line on standard error (never a token). SIGINT or SIGTERM
closes every connection (1001) and exits 0, the rooms kept (with ``--data``, for the
next run).
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import ssl
import sys
from pathlib import Path
from typing import Any

from ..net.bot_seats import BOT_PROCESSES, bot_workers
from ..net.clock import Clock, FileClock, SystemClock
from ..net.events import RoomEvent
from ..net.host import Host, listening_line
from ..net.limits import (
    CONNECTIONS_PER_ADDRESS,
    HANDSHAKES_PER_ADDRESS,
    ROOMS_PER_ADDRESS,
    Limits,
)
from ..net.protocol import ROOM_CODE_ALPHABET
from ..net.store import GameStore, MemoryStore, StoreError
from ..net.store_postgres import PostgresStore
from ..net.store_sqlite import SqliteStore

DEFAULT_PORT = 7787
CANNOT_START = 2


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("serve", help="host network games (axio-net/1)")
    parser.add_argument("--bind", default="127.0.0.1", metavar="ADDR",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 for a LAN or "
                        "a server)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, metavar="N",
                        help=f"port (default {DEFAULT_PORT}; 0 = any free port)")
    parser.add_argument("--data", type=Path, metavar="DIR",
                        help="keep the rooms in DIR, so they survive a restart")
    parser.add_argument("--database", metavar="URL",
                        help="keep rooms and players in PostgreSQL (postgresql://…), which "
                        "several serve processes may share; instead of --data")
    parser.add_argument("--clock", type=Path, metavar="FILE",
                        help="for tests: the time for deadlines is the Unix time written in "
                        "FILE (the system's while it holds none)")
    parser.add_argument("--seed", metavar="S",
                        help="for tests: deal and draw every room from S")
    parser.add_argument("--certfile", type=Path, metavar="F", help="serve wss:// with this "
                        "certificate (PEM; with --keyfile)")
    parser.add_argument("--keyfile", type=Path, metavar="K", help="the certificate's key")
    parser.add_argument("--bot-processes", type=int, default=BOT_PROCESSES, metavar="N",
                        help="processes the bot seats think in (default 2, and one more kept "
                        "for rooms of quick bots; 0: threads)")
    parser.add_argument("--connections-per-address", type=int,
                        default=CONNECTIONS_PER_ADDRESS, metavar="N",
                        help=f"connections one address may hold open (default "
                        f"{CONNECTIONS_PER_ADDRESS})")
    parser.add_argument("--handshakes-per-address", type=int,
                        default=HANDSHAKES_PER_ADDRESS, metavar="N",
                        help=f"opening handshakes one address may have under way at once "
                        f"(default {HANDSHAKES_PER_ADDRESS})")
    parser.add_argument("--rooms-per-address", type=int, default=ROOMS_PER_ADDRESS,
                        metavar="N", help=f"rooms one address may hold at once (default "
                        f"{ROOMS_PER_ADDRESS})")
    parser.add_argument("--room-prefix", default="", metavar="P", type=_prefix,
                        help="start every room code with P (hosts behind one proxy that "
                        "routes rooms by code)")
    parser.add_argument("--behind-proxy", action="store_true",
                        help="a reverse proxy on this machine forwards the clients: count "
                        "each by the address it puts in X-Forwarded-For")
    parser.set_defaults(run=run)


def run(options: argparse.Namespace) -> int:
    if (options.certfile is None) != (options.keyfile is None):
        print("serve: --certfile and --keyfile go together", file=sys.stderr)
        return CANNOT_START
    try:
        context = _tls(options.certfile, options.keyfile)
    except (OSError, ssl.SSLError) as error:
        print(f"serve: cannot use the certificate: {error}", file=sys.stderr)
        return CANNOT_START
    return asyncio.run(_serve(options, context))


async def _serve(options: argparse.Namespace, context: ssl.SSLContext | None) -> int:
    if options.data is not None and options.database is not None:
        print("serve: --data and --database are two places to keep the rooms: give one",
              file=sys.stderr)
        return CANNOT_START
    try:
        store = await _store(options)
    except StoreError as error:
        print(f"serve: {error}.", file=sys.stderr)
        return CANNOT_START
    clock: Clock = FileClock(options.clock) if options.clock is not None else SystemClock()
    bots, workers = bot_workers(options.bot_processes)
    limits = Limits(connections_per_address=options.connections_per_address,
                    rooms_per_address=options.rooms_per_address,
                    handshakes_per_address=options.handshakes_per_address,
                    room_prefix=options.room_prefix, behind_proxy=options.behind_proxy)
    host = Host(store=store, seed=options.seed, limits=limits, bots=bots, bot_workers=workers,
                clock=clock, on_event=_log)
    try:
        port = await host.start(options.bind, options.port, context)
    except OSError as error:
        print(f"serve: cannot listen on {options.bind}:{options.port}: {error.strerror}",
              file=sys.stderr)
        await store.close()
        bots.shutdown(wait=False)
        return CANNOT_START
    print(listening_line(options.bind, port, context is not None), flush=True)
    stop = asyncio.Event()
    _on_signals(stop)
    await stop.wait()
    await host.close()
    bots.shutdown(wait=False, cancel_futures=True)
    return 0


async def _store(options: argparse.Namespace) -> GameStore:
    if options.database is not None:
        return await PostgresStore.open(options.database)
    return SqliteStore(options.data) if options.data else MemoryStore()


def _prefix(text: str) -> str:
    if len(text) > 2 or any(ch not in ROOM_CODE_ALPHABET for ch in text):
        raise argparse.ArgumentTypeError(f"at most 2 characters of {ROOM_CODE_ALPHABET}")
    return text


def _tls(certfile: Path | None, keyfile: Path | None) -> ssl.SSLContext | None:
    if certfile is None or keyfile is None:
        return None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(certfile, keyfile)
    return context


def _on_signals(stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(number, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: no signal handlers in the loop
            signal.signal(number, lambda *_: loop.call_soon_threadsafe(stop.set))


def _log(event: RoomEvent) -> None:
    print(event.line(), file=sys.stderr, flush=True)
