"""`join`: play one seat of a network game from the command line, by a built-in level or
by a program speaking the bot protocol (``cmd:PROGRAM``), with its fault rules; and,
as a player with a key (``--key-file``), correspondence games: create one, list the
player's games or the open ones, play every turn waiting (``--my-turns``), resign,
claim a seat out of time.

Standard output: with ``--create``, first ``room CODE`` (so that others can join), and
once the game is over the result, one JSON line as `replay` prints it (``--games``
and ``--open-games``: one JSON line a game). Standard error: who the seat is, and any
fault. Exit status 0 when the game ended (or the player's turns were played), 1 when
the host was lost or broke the protocol, 2 when it refused or the options are wrong.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import ssl
import sys
from collections.abc import Coroutine
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..bots.external import COMMAND_PREFIX, DEFAULT_TIME_MS, parse_command
from ..engine import RecordError
from ..engine.atomic_file import write_atomically
from ..kits import find_kit
from ..net.client_messages import Claim, Pace, Resign
from ..net.deciders import bot_decider
from ..net.invitations import SCHEMES, BadInvitation, read_invitation
from ..net.player_client import player_connection, send_in_room
from ..net.player_keys import key_from_code, new_key
from ..net.protocol import DAYS_PER_MOVE, NAME_LENGTH
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
    parser.add_argument("url", metavar="URL", help="the host: ws://HOST:PORT or wss://HOST:PORT, "
                        "or an invitation axio://HOST:PORT/ROOM")
    parser.add_argument("room", metavar="ROOM", nargs="?", help="the room code (not with --create)")
    parser.add_argument("--seat", metavar="SPEC",
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
    player = parser.add_argument_group("correspondence games (a player with a key)")
    player.add_argument("--key-file", type=Path, metavar="F",
                        help="the player's key, kept in F (made there the first time)")
    player.add_argument("--days", metavar="D", type=_days,
                        help="with --create: a correspondence game with D days per move "
                        f"({', '.join(map(str, DAYS_PER_MOVE))} or none)")
    player.add_argument("--open", action="store_true",
                        help="with --days: list the game among the host's open games")
    player.add_argument("--games", action="store_true", help="list the player's games")
    player.add_argument("--open-games", action="store_true", help="list the open games")
    player.add_argument("--my-turns", action="store_true",
                        help="with --seat: play the player's turn in every game waiting "
                        "for it (or in ROOM, taking a seat there), then stop")
    player.add_argument("--resign", action="store_true", help="resign the game ROOM")
    player.add_argument("--claim", type=int, metavar="SEAT",
                        help="claim SEAT of ROOM, whose time to move has run out")
    parser.set_defaults(run=run)


NO_LIMIT = "none"


def _days(text: str) -> Pace:
    """A correspondence game's pace from ``--days``."""
    if text == NO_LIMIT:
        return Pace(True, None)
    if not text.isdigit() or int(text) not in DAYS_PER_MOVE:
        raise argparse.ArgumentTypeError(
            f"one of {', '.join(map(str, DAYS_PER_MOVE))} or {NO_LIMIT}")
    return Pace(True, int(text))


def key_in(path: Path) -> str:
    """The player's key kept in ``path`` (its recovery code is read too); a new key is
    made and kept there, readable by its owner alone, when the file does not exist."""
    if path.exists():
        return key_from_code(path.read_text(encoding="utf-8"))
    key = new_key()
    private = os.umask(0o077)  # never readable by others, not even for a moment
    try:
        write_atomically(path, key + "\n")
    finally:
        os.umask(private)
    return key


def _as_player(options: argparse.Namespace) -> bool:
    return bool(options.games or options.open_games or options.my_turns or options.resign
                or options.claim is not None or options.days is not None)


def _player_request(options: argparse.Namespace) -> int:
    """--games, --open-games, --resign or --claim: one request, its answer printed."""
    tls = _trust(options.cafile) if options.url.startswith("wss:") else None
    if options.resign or options.claim is not None:
        if options.room is None:
            print("join: --resign and --claim name the ROOM", file=sys.stderr)
            return REFUSED
        message = Resign() if options.resign else Claim(options.claim)
        return _status_of(send_in_room(options.url, options.room.upper(), options.key,
                                       message, tls))
    return _status_of(_print_lists(options, tls))


def _status_of(work: Coroutine[Any, Any, None]) -> int:
    """Run a player's request; its exit status (a refusal or a lost host said why)."""
    try:
        asyncio.run(work)
    except HostRefused as refused:
        print(f"join: the host refused: {refused}", file=sys.stderr)
        return REFUSED
    except (OSError, ssl.SSLError, TimeoutError, ConnectionLost, HostFault) as error:
        print(f"join: {error}", file=sys.stderr)
        return LOST
    return 0


async def _print_lists(options: argparse.Namespace, tls: ssl.SSLContext | None) -> None:
    async with player_connection(options.url, options.key, options.name, tls) as player:
        games = await (player.games() if options.games else player.open_games())
    for game in games:
        print(json.dumps(game.to_json()), flush=True)


def _my_turns(options: argparse.Namespace) -> int:
    """Play the player's turn in every game waiting for it (polling, one visit a turn)."""
    tls = _trust(options.cafile) if options.url.startswith("wss:") else None

    async def visit() -> None:
        async with player_connection(options.url, options.key, options.name, tls) as player:
            waiting = [game.room for game in await player.games() if game.your_turn]
        if options.room is not None:  # that room alone (a seat taken there if need be)
            waiting = [options.room.upper()]
        for room in waiting:
            seat_options = SeatOptions(name=options.name or _default_name(options.seat),
                                       decider=bot_decider(options.seat, options.seed,
                                                           options.time_ms),
                                       ssl_context=tls, leave_when_waiting=True)
            game = await play_seat(options.url, JoinRoom(room, key=options.key), seat_options)
            print(json.dumps({"room": room, "version": game.version,
                              "result": game.result}), flush=True)

    return _status_of(visit())


def run(options: argparse.Namespace) -> int:
    if options.url.lower().startswith(tuple(f"{scheme}://" for scheme in SCHEMES)):
        try:
            invited = read_invitation(options.url)
        except BadInvitation as error:
            print(f"join: {error}", file=sys.stderr)
            return REFUSED
        assert invited.url is not None
        options.url, options.room = invited.url, options.room or invited.room
    if options.key_file is not None:
        try:
            options.key = key_in(options.key_file)
        except (OSError, ValueError) as error:
            print(f"join: the key file {options.key_file}: {error}", file=sys.stderr)
            return REFUSED
    else:
        options.key = None
        if _as_player(options):
            print("join: --games, --open-games, --my-turns, --resign, --claim and --days "
                  "need --key-file", file=sys.stderr)
            return REFUSED
    if options.games or options.open_games or options.resign or options.claim is not None:
        return _player_request(options)
    if options.seat is None:
        print("join: --seat SPEC says who plays the seat", file=sys.stderr)
        return REFUSED
    if options.my_turns:
        return _my_turns(options)
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
        game = asyncio.run(_play_as(options, opening, seat_options))
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
        pace = Pace() if options.days is None else replace(options.days, listed=options.open)
        return CreateRoom(options.create, seats, options.key, pace)
    if options.room is None:
        return "give the ROOM to join, or --create GAME"
    if options.seats is not None:
        return "--seats goes with --create"
    return JoinRoom(options.room, key=options.key)


async def _play_as(options: argparse.Namespace, opening: CreateRoom | JoinRoom,
                   seat_options: SeatOptions) -> SeatGame:
    """Play the seat; a player with a key says hello first (a new player is then known
    to the host by the seat's name)."""
    if options.key is not None:
        async with player_connection(options.url, options.key, seat_options.name,
                                     seat_options.ssl_context):
            pass
    return await play_seat(options.url, opening, seat_options)


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
