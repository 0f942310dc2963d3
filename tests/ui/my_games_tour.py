"""My games in the screenshot tour (`screenshot_tour.py` calls it after each size and
language; ``python tests/ui/my_games_tour.py [OUT [LANGUAGE...]]`` takes only these):
the main menu with games waiting, My games empty, with a game of each kind on one
server (your turn, Ben's, Ben's time run out, waiting for a player, one over) and the
last list of a server that is offline, a row chosen, a game opened at the table, its
game menu, and My games again after leaving it. The servers are real `serve`
processes on the loopback, the other players `join` processes (`correspondence_driving`)."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-tour-"))

import pygame
from correspondence_driving import START, Friend, Server, correspondence_server
from driving import press, step_until, tour_app
from hand import Hand

from axio_desktop.app import App
from axio_desktop.ui.correspondence.desk import CorrespondenceDesk
from axio_desktop.ui.correspondence.my_games_scene import MyGamesScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata.servers import KnownServer, save_servers

DAY = 86400.0
NOW = START + 3.4 * DAY
"""The desktop's clock in the shots: the games were made 3 days before, some 2 hours."""


class MyGamesWorld:
    """Two servers and the games on them, made once for every size and language: the
    players' keys kept, so that each new program of the tour is the same Anna."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="axio-my-games-"))
        self.stack = ExitStack()
        self.servers: tuple[KnownServer, ...] = ()

    def close(self) -> None:
        self.stack.close()

    def ready(self, app: App) -> None:
        """The servers running, their games made (the first time), ``app`` using them."""
        if not self.servers:
            self._make(app)
        save_servers(self.servers)

    def _make(self, app: App) -> None:
        desk = app.correspondence
        offline = self.stack.enter_context(correspondence_server(self.folder / "club"))
        cleo = Friend(offline, self.folder / "club-friends", "Cleo")
        try:
            desk.add_server(offline.url, "Anna")
            step_until(app, lambda: desk.standing(offline.url).reach == "online")
            self._game(app, offline, cleo, "axio", moves=1)
        finally:
            cleo.close()
        main = self.stack.enter_context(correspondence_server(self.folder / "main", 0))
        ben = Friend(main, self.folder / "friends", "Ben")
        self.stack.callback(ben.close)
        desk.add_server(main.url, "Anna")
        step_until(app, lambda: desk.standing(main.url).reach == "online")
        self._game(app, main, ben, "rota", moves=0, days=3)  # Ben's time runs out
        main.later(2 * DAY)
        self._game(app, main, ben, "axio", moves=1, days=7)
        self._game(app, main, ben, "axio-hex", moves=2, days=5, seats=3)
        self._game(app, main, ben, "rota", moves=0, days=None)
        desk.create(main.url, "axio", ("human", "human", "human"), 2, False).result(30)
        self._finished(app, main, ben)
        main.later(1.4 * DAY - 7200)
        self._game(app, main, ben, "rota", moves=3, days=1)
        step_until(app, lambda: len(desk.rows()) == 8, 30)
        self.servers = desk.servers
        offline.process.kill()  # the club's server is gone: its last list stays

    def _game(self, app: App, server: Server, ben: Friend, game: str, *, moves: int,
              days: int | None = 3, seats: int = 2) -> str:
        """A game Ben made and Anna joined, after ``moves`` turns of Ben's (Anna's by
        her key, played by a `join` of hers: odd counts leave it her turn)."""
        desk = app.correspondence
        spec = ("human", "human", "bot:greedy")[:seats]
        room = ben.create(game, spec, days=days)
        desk.join(server.url, room).result(30)
        anna = self._anna(app, server)
        try:
            for turn in range(moves):
                (ben if turn % 2 == 0 else anna).play_turns(room)
        finally:
            anna.close()
        return room

    def _anna(self, app: App, server: Server) -> Friend:
        folder = self.folder / f"anna-{server.url.rsplit(':', 1)[1]}"
        folder.mkdir(exist_ok=True)
        known = app.correspondence.server(server.url)
        assert known is not None
        (folder / "Anna.key").write_text(known.key + "\n", encoding="utf-8")
        return Friend(server, folder, "Anna")

    def _finished(self, app: App, server: Server, ben: Friend) -> None:
        room = ben.create("rota", ("human", "human"), days=3)
        app.correspondence.join(server.url, room).result(30)
        ben.resign(room)
        anna = self._anna(app, server)
        try:
            for _ in range(60):
                if '"result": null' not in anna.play_turns(room):
                    break
        finally:
            anna.close()


def tour_my_games(out: Path, size: tuple[int, int], language: str,
                  world: MyGamesWorld) -> None:
    app, shot = tour_app(out, size, language)
    try:
        real = app.correspondence
        app.correspondence = CorrespondenceDesk(lambda: NOW, lambda row: None)
        app.flow.to_menu()
        app.scenes.push(MyGamesScene(app))
        shot("my_games_empty")
        app.correspondence = real
        real.clock = lambda: NOW
        world.ready(app)
        real.stop()
        app.correspondence = desk = CorrespondenceDesk(lambda: NOW, lambda row: None)
        desk.start()
        step_until(app, lambda: len(desk.rows()) == 8
                   and sum(standing.reach == "online" for standing in
                           map(desk.standing, (s.url for s in desk.servers))) == 1, 30)
        desk.clock = lambda: NOW + 7200  # the club's server last heard two hours ago
        app.flow.to_menu()
        shot("my_games_menu")
        app.scenes.push(MyGamesScene(app))
        shot("my_games")
        press(app, pygame.K_DOWN)
        press(app, pygame.K_DOWN)
        shot("my_games_chosen")
        press(app, pygame.K_UP)  # the second row: the first is on the server offline
        press(app, pygame.K_RETURN)
        step_until(app, lambda: isinstance(app.scenes.top, TableScene), 30)
        shot("my_games_table", 30)
        press(app, pygame.K_ESCAPE)
        shot("my_games_pause")
        Hand(app, random.Random(1)).click("leave")
        shot("my_games_left")
    finally:
        app.close()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/my-games-shots")
    world = MyGamesWorld()
    try:
        for language in sys.argv[2:] or ["en", "de"]:
            for size in ((1280, 800), (1024, 600)):
                tour_my_games(out, size, language, world)
    finally:
        world.close()
    print(f"screenshots in {out}")


if __name__ == "__main__":
    main()
