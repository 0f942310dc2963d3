"""The player's correspondence games on every server they use, as the frame loop sees
them: the servers kept in the user data (`userdata.servers`), followed by one
`net.games_watch.GamesWatch`, and what each last said, kept so that a server that
cannot be reached still shows its games as they last stood.

`CorrespondenceDesk.poll` runs every frame (it never waits); a game that has just
become the player's turn is told by a sound and a desktop notification, unless it is
the game at the table.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, replace
from typing import Final

from ...net.games_watch import (
    GameMoved,
    GamesListed,
    GamesWatch,
    PlayerAccount,
    Reach,
    ServerReached,
    WatchEvent,
)
from ...net.host_messages import BadFrame
from ...net.player_frames import Listing, PlayerFrame
from ...net.player_keys import new_key
from ...userdata import SaveError
from ...userdata.problems import FileProblem
from ...userdata.servers import (
    MAX_SERVERS,
    KnownServer,
    ServerGames,
    load_server_games,
    load_servers,
    save_server_games,
    save_servers,
)

SAVE_EVERY: Final = 2.0
"""Seconds between two writes of the last known lists (a burst of changes is one write)."""

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ServerStanding:
    """A server as My games shows it: how it is reached now, the player there (their
    id, name and ratings), when it last answered (Unix seconds; 0: never)."""

    server: KnownServer
    reach: Reach = "connecting"
    player: PlayerFrame | None = None
    heard_at: float = 0.0
    message: str = ""


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game in My games: its server and what the server last said of it."""

    server: KnownServer
    game: Listing

    @property
    def key(self) -> tuple[str, str]:
        return (self.server.url, self.game.room)


def row_order(row: GameRow) -> tuple[int, float]:
    """Your turn first, then the nearest deadline (games with none after), then the
    ended games, the latest first."""
    game = row.game
    if game.finished:
        return (3, -game.moved_at)
    if game.your_turn:
        return (0, game.deadline if game.deadline is not None else float("inf"))
    return (1, game.deadline) if game.deadline is not None else (2, -game.moved_at)


class CorrespondenceDesk:
    """Every correspondence game of the player; ``notify`` tells a game that has become
    their turn (a sound and a desktop notification)."""

    def __init__(self, clock: Callable[[], float], notify: Callable[[GameRow], None],
                 watch: GamesWatch | None = None) -> None:
        self.clock = clock
        self.notify = notify
        self.watch = watch or GamesWatch()
        self.revision = 0
        """Grows with every change the screens show (they lay themselves out again)."""
        self.at_table: tuple[str, str] | None = None
        """The game (server, room) at the table now: its turn needs no notification."""
        self.problem: FileProblem | None = None
        self.save_problem: SaveError | None = None
        self._standings: dict[str, ServerStanding] = {}
        self._games: dict[str, dict[str, Listing]] = {}
        self._unsaved_since: float | None = None
        self._started = False

    # The servers ------------------------------------------------------------------------

    def start(self) -> None:
        """Read the servers and their last lists, and follow every server."""
        if self._started:
            return
        self._started = True
        servers, self.problem = load_servers()
        kept, _ = load_server_games()
        for server in servers:
            self._standings[server.url] = ServerStanding(server)
            self._games[server.url] = {}
            last = kept.get(server.url)
            if last is not None:
                self._take_kept(server, last)
            self.watch.follow(_account(server))

    def stop(self) -> None:
        self._save_games()
        self.watch.stop()

    @property
    def servers(self) -> tuple[KnownServer, ...]:
        return tuple(standing.server for standing in self._standings.values())

    def standing(self, url: str) -> ServerStanding | None:
        return self._standings.get(url)

    def server(self, url: str) -> KnownServer | None:
        standing = self._standings.get(url)
        return standing.server if standing is not None else None

    def add_server(self, url: str, name: str, key: str | None = None) -> KnownServer:
        """Use the server at ``url`` under ``name``, with a new player key (or with the
        one of a recovery code: the same player there as on another computer); raises
        `SaveError` if the servers cannot be kept, and `ValueError` when there are
        too many."""
        if url in self._standings:
            known = self._standings[url].server
            server = KnownServer(url, key or known.key, name)
        else:
            if len(self._standings) >= MAX_SERVERS:
                raise ValueError(f"at most {MAX_SERVERS} servers")
            server = KnownServer(url, key or new_key(), name)
        servers = tuple(s for s in self.servers if s.url != url) + (server,)
        save_servers(servers)
        self._standings[url] = ServerStanding(server)
        self._games[url] = {}
        self.watch.follow(_account(server))
        self._changed()
        return server

    def forget_server(self, url: str) -> None:
        """Stop using the server (its key is gone from this computer: the player must
        have kept its recovery code to come back as themselves)."""
        servers = tuple(server for server in self.servers if server.url != url)
        save_servers(servers)
        self._standings.pop(url, None)
        self._games.pop(url, None)
        self.watch.forget(url)
        self._unsaved()
        self._changed()

    def refresh(self) -> None:
        self.watch.refresh()

    # Asking the servers (each answers with a future the screens look at as they draw) ---

    def account(self, url: str) -> PlayerAccount:
        server = self.server(url)
        if server is None:
            raise KeyError(url)
        return _account(server)

    def create(self, url: str, game: str, seats: tuple[str, ...], days: int | None,
               listed: bool) -> Future[str]:
        """A correspondence game on the server at ``url``, the player in its first human
        seat: its room code (`net.seat_state.HostRefused` when the server will not)."""
        return self.watch.create(self.account(url), game, seats, days, listed)

    def join(self, url: str, room: str) -> Future[str]:
        """The player's seat in ``room`` on the server at ``url``."""
        return self.watch.join(self.account(url), room)

    def open_games(self, url: str) -> Future[tuple[Listing, ...]]:
        return self.watch.open_games(url)

    def resign(self, url: str, room: str) -> Future[None]:
        return self.watch.resign(self.account(url), room)

    def claim(self, url: str, room: str, seat: int) -> Future[None]:
        """Let the built-in bot take ``seat``, whose time ran out."""
        return self.watch.claim(self.account(url), room, seat)

    # What the screens read --------------------------------------------------------------

    def rows(self) -> list[GameRow]:
        rows = [GameRow(self._standings[url].server, game)
                for url, games in self._games.items() if url in self._standings
                for game in games.values()]
        return sorted(rows, key=row_order)

    def waiting(self) -> int:
        """How many games wait for the player's move."""
        return sum(1 for games in self._games.values() for game in games.values()
                   if game.your_turn)

    def row(self, url: str, room: str) -> GameRow | None:
        game = self._games.get(url, {}).get(room)
        server = self.server(url)
        return GameRow(server, game) if game is not None and server is not None else None

    def next_waiting(self, after: tuple[str, str] | None) -> GameRow | None:
        """The first game waiting for the player other than ``after``."""
        return next((row for row in self.rows()
                     if row.game.your_turn and row.key != after), None)

    # Hearing ----------------------------------------------------------------------------

    def poll(self) -> bool:
        """Take in what the servers said since; whether anything changed."""
        events = self.watch.poll()
        for event in events:
            self._take(event)
        if events:
            self._changed()
        if self._unsaved_since is not None and self.clock() - self._unsaved_since >= SAVE_EVERY:
            self._save_games()
        return bool(events)

    def _take(self, event: WatchEvent) -> None:
        standing = self._standings.get(event.url)
        if standing is None:
            return  # a server forgotten meanwhile
        if isinstance(event, ServerReached):
            player = event.player or standing.player
            heard = self.clock() if event.reach == "online" else standing.heard_at
            self._standings[event.url] = replace(standing, reach=event.reach, player=player,
                                                 heard_at=heard, message=event.message)
            if event.player is not None:
                self._unsaved()
            return
        self._standings[event.url] = replace(standing, heard_at=self.clock())
        games = self._games.setdefault(event.url, {})
        if isinstance(event, GamesListed):
            before = dict(games)
            games.clear()
            for game in event.games:
                games[game.room] = game
                if before:  # not the first list heard of this server: the menu's count says that
                    self._tell_turn(standing.server, before.get(game.room), game)
        elif isinstance(event, GameMoved):
            self._tell_turn(standing.server, games.get(event.game.room), event.game)
            games[event.game.room] = event.game
        self._unsaved()

    def _tell_turn(self, server: KnownServer, before: Listing | None, now: Listing) -> None:
        if not now.your_turn or (before is not None and before.your_turn
                                 and before.moves == now.moves):
            return
        if (server.url, now.room) == self.at_table:
            return
        self.notify(GameRow(server, now))

    def _changed(self) -> None:
        self.revision += 1

    def _unsaved(self) -> None:
        """The last known lists have changed: written within `SAVE_EVERY` seconds."""
        if self._unsaved_since is None:
            self._unsaved_since = self.clock()

    # The last known lists ---------------------------------------------------------------

    def _take_kept(self, server: KnownServer, kept: ServerGames) -> None:
        standing = self._standings[server.url]
        player = None
        try:
            if kept.player is not None:
                player = PlayerFrame.from_json(kept.player)
            games = {game.room: game for game in
                     (Listing.from_json(entry, "games") for entry in kept.games)}
        except BadFrame as error:
            _log.info("the last list of %s is not read: %s", server.url, error)
            return
        self._standings[server.url] = replace(standing, player=player, heard_at=kept.heard_at,
                                              reach="connecting")
        self._games[server.url] = games

    def _save_games(self) -> None:
        if self._unsaved_since is None:
            return
        self._unsaved_since = None
        kept = {url: ServerGames(standing.heard_at,
                                 standing.player.to_json() if standing.player else None,
                                 tuple(game.to_json() for game in
                                       self._games.get(url, {}).values()))
                for url, standing in self._standings.items()}
        try:
            save_server_games(kept)
        except SaveError as error:
            self.save_problem = error


def _account(server: KnownServer) -> PlayerAccount:
    return PlayerAccount(server.url, server.key, server.name)
