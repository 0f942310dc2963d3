"""The servers the player plays correspondence games on: each server's address, the
player's key there and the name they go by there (Settings → Online); and, in a file
of its own, what each server last said of the player's games, so that My games shows
a server that cannot be reached with its last known state.

The key is the only proof of who the player is on that server (its recovery code is
the key written in groups), so the file is written atomically, readable by the
player alone (the temporary file it is renamed from is made 0600), and a good copy is
kept beside it: a damaged file falls back to that copy before anything is lost.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from ..engine.atomic_file import backup_path, write_atomically
from .json_fields import UserDataError, read_list, read_number, read_object, read_str, read_version
from .json_store import load_json, save_json, saving
from .paths import data_dir
from .problems import FileProblem

SERVERS_FILE: Final = "servers.json"
GAMES_FILE: Final = "server-games.json"
VERSION: Final = 1
MAX_SERVERS: Final = 20


@dataclass(frozen=True, slots=True)
class KnownServer:
    """A server the player uses: its address (``ws://HOST:PORT`` or ``wss://``), the
    player's key there and the name they are known by there."""

    url: str
    key: str
    name: str

    def __repr__(self) -> str:  # the key stays out of every log line and traceback
        return f"KnownServer(url={self.url!r}, name={self.name!r})"

    def to_json(self) -> dict[str, Any]:
        return {"url": self.url, "key": self.key, "name": self.name}

    @classmethod
    def from_json(cls, value: object, where: str) -> KnownServer:
        data = read_object(value, where)
        return cls(read_str(data.get("url"), f"{where}.url"),
                   read_str(data.get("key"), f"{where}.key"),
                   read_str(data.get("name"), f"{where}.name"))


def servers_path() -> Path:
    return data_dir() / SERVERS_FILE


def _read_servers(document: object) -> tuple[KnownServer, ...]:
    data = read_object(document, "servers")
    read_version(data, VERSION)
    entries = read_list(data.get("servers"), "servers")
    servers = tuple(KnownServer.from_json(entry, f"servers[{index}]")
                    for index, entry in enumerate(entries[:MAX_SERVERS]))
    if len({server.url for server in servers}) != len(servers):
        raise UserDataError("servers: a server is listed twice")
    return servers


def load_servers(path: Path | None = None) -> tuple[tuple[KnownServer, ...], FileProblem | None]:
    """The servers kept (none before the first), and what was wrong with a damaged
    file; a damaged file gives the good copy kept beside it, when there is one."""
    target = path or servers_path()
    kept = backup_path(target)
    good_copy = kept.read_bytes() if kept.is_file() else None
    servers, problem = load_json(target, _read_servers, lambda: (), "servers")
    if problem is not None and good_copy is not None:
        try:
            return _read_servers(json.loads(good_copy)), FileProblem(
                "servers", problem.fault, "earlier_copy", problem.set_aside)
        except (ValueError, UserDataError):
            pass
    return servers, problem


def save_servers(servers: tuple[KnownServer, ...], path: Path | None = None) -> None:
    """Write the servers atomically, the file before kept beside as a good copy;
    raises `SaveError` if the disk refuses."""
    document = {"version": VERSION, "servers": [server.to_json() for server in servers]}
    with saving("servers"):
        write_atomically(path or servers_path(),
                         json.dumps(document, indent=1, ensure_ascii=False) + "\n",
                         keep_backup=True)


@dataclass(frozen=True, slots=True)
class ServerGames:
    """What a server last said: when, the player there (as its ``player`` frame has
    it) and their games (as its ``games`` list has them), kept as the server sent them
    and read again by the network's own readers."""

    heard_at: float
    player: dict[str, Any] | None = None
    games: tuple[dict[str, Any], ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {"heard_at": self.heard_at, "player": self.player, "games": list(self.games)}

    @classmethod
    def from_json(cls, value: object, where: str) -> ServerGames:
        data = read_object(value, where)
        player = data.get("player")
        if player is not None:
            player = read_object(player, f"{where}.player")
        games = tuple(read_object(game, f"{where}.games[{index}]")
                      for index, game in enumerate(read_list(data.get("games"), f"{where}.games")))
        return cls(read_number(data.get("heard_at"), f"{where}.heard_at", 0, 1e11), player, games)


def games_path() -> Path:
    return data_dir() / GAMES_FILE


def _read_games(document: object) -> dict[str, ServerGames]:
    data = read_object(document, "server games")
    read_version(data, VERSION)
    servers = read_object(data.get("servers"), "servers")
    return {url: ServerGames.from_json(entry, f"servers[{url!r}]")
            for url, entry in servers.items()}


def load_server_games(path: Path | None = None
                      ) -> tuple[dict[str, ServerGames], FileProblem | None]:
    """What each server last said (by address); nothing, for a damaged file."""
    return load_json(path or games_path(), _read_games, dict, "server_games")


def save_server_games(games: dict[str, ServerGames], path: Path | None = None) -> None:
    save_json(path or games_path(),
              {"version": VERSION, "servers": {url: entry.to_json() for url, entry in games.items()}},
              "server_games")
