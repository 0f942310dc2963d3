"""`join`: play one seat of a network game from the command line, by a built-in level or
by a program speaking the bot protocol (``cmd:PROGRAM``), with its fault rules.

Standard output: with ``--create``, first ``room CODE`` (so that others can join), and
once the game is over the result, one JSON line as `replay` prints it. Standard error:
who the seat is, and any fault. Exit status 0 when the game ended, 1 when the host was
lost or broke the protocol, 2 when it refused the seat or the options are wrong.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import ssl
import sys
from pathlib import Path
from typing import Any

from ..bots.external import COMMAND_PREFIX, DEFAULT_TIME_MS, parse_command
from ..engine import RecordError
from ..kits import find_kit
from ..net.deciders import bot_decider
from ..net.protocol import NAME_LENGTH
from ..net.remote_seat import (
    ConnectionLost,
    CreateRoom,
    HostFault,
    HostRefused,
    JoinRoom,
    SeatGame,
    SeatOptions,
    play_seat,
)

LOST = 1
REFUSED = 2


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("join", help="play a seat of a network game")
    parser.add_argument("url", metavar="URL", help="the host: ws://HOST:PORT or wss://HOST:PORT")
    parser.add_argument("room", metavar="ROOM", nargs="?", help="the room code (not with --create)")
    parser.add_argument("--seat", required=True, metavar="SPEC",
                        help="who plays the seat: a built-in level or cmd:PROGRAM")
    parser.add_argument("--name", metavar="N", help="the seat's name (default: from SPEC)")
    parser.add_argument("--create", metavar="GAME", help="create a room of GAME instead")
    parser.add_argument("--seats", metavar="S,S,...", help="with --create: the room's seats, "
                        "human or bot:LEVEL (default: human,human)")
    parser.add_argument("--cafile", type=Path, metavar="F",
                        help="trust the certificates this CA file signed (wss://)")
    parser.add_argument("--seed", metavar="S", help="seed of the seat's bot")
    parser.add_argument("--time-ms", type=int, default=DEFAULT_TIME_MS, metavar="MS",
                        help=f"a cmd: program's time per move (default {DEFAULT_TIME_MS})")
    parser.add_argument("--record", type=Path, metavar="FILE",
                        help="save the game's record there once it is over")
    parser.set_defaults(run=run)


def run(options: argparse.Namespace) -> int:
    opening = _opening(options)
    if isinstance(opening, str):
        print(f"join: {opening}", file=sys.stderr)
        return REFUSED
    if options.seat.startswith(COMMAND_PREFIX):
        try:
            parse_command(options.seat)
        except ValueError as error:
            print(f"join: {error}", file=sys.stderr)
            return REFUSED
    seat_options = SeatOptions(
        name=options.name or _default_name(options.seat),
        decider=bot_decider(options.seat, options.seed, options.time_ms),
        on_room=_announce(options.create is not None))
    try:
        seat_options.ssl_context = _trust(options.cafile) if options.url.startswith("wss:") \
            else None
        game = asyncio.run(play_seat(options.url, opening, seat_options))
    except (OSError, ssl.SSLError) as error:
        print(f"join: {error}", file=sys.stderr)
        return REFUSED
    except HostRefused as refused:
        print(f"join: the host refused: {refused}", file=sys.stderr)
        return REFUSED
    except ValueError as error:  # the seat's level is not one of the game's
        print(f"join: {error}", file=sys.stderr)
        return REFUSED
    except (ConnectionLost, HostFault) as error:
        print(f"join: {error}", file=sys.stderr)
        return LOST
    for fault in game.faults:
        print(f"join: {fault}", file=sys.stderr)
    if options.record is not None and game.record is not None:
        try:  # the engine replays the host's record before it is kept
            find_kit(game.game).game.read_record(game.record).save(options.record)
        except (RecordError, OSError) as error:
            print(f"join: the record cannot be kept: {error}", file=sys.stderr)
            return LOST
    print(json.dumps(game.result), flush=True)
    return 0


def _opening(options: argparse.Namespace) -> CreateRoom | JoinRoom | str:
    """What to ask the host, or what is wrong with the options."""
    if options.create is not None:
        if options.room is not None:
            return "give a ROOM or --create GAME, not both"
        seats = tuple(seat.strip() for seat in (options.seats or "human,human").split(","))
        return CreateRoom(options.create, seats)
    if options.room is None:
        return "give the ROOM to join, or --create GAME"
    if options.seats is not None:
        return "--seats goes with --create"
    return JoinRoom(options.room)


def _default_name(spec: str) -> str:
    if spec.startswith(COMMAND_PREFIX):
        words = spec.removeprefix(COMMAND_PREFIX).split()
        spec = Path(words[-1]).stem if words else "Program"
    return spec.capitalize()[:NAME_LENGTH] or "Player"


def _trust(cafile: Path | None) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=cafile)


def _announce(created: bool) -> Any:
    def welcomed(game: SeatGame) -> None:
        if created:
            print(f"room {game.room}", flush=True)
        print(f"join: room {game.room}, seat {game.seat}", file=sys.stderr, flush=True)

    return welcomed
