"""The correspondence part of the screenshot tour (`screenshot_tour.py` calls it after
each size and language; ``python tests/ui/correspondence_tour.py [OUT [LANGUAGE...]]``
takes only these): Settings → Online servers empty, with a server online and one that
cannot be reached (a code shown), the form adding a server with a bad recovery code,
the warning before a server is forgotten; then a correspondence game at the table
while Ben has time, once his time ran out (the claim offered in the top bar), the game
menu offering the claim and resigning, each question, the player's own turn with the
time to move; and the statistics screen with the server's line. The server is `serve`
on the loopback with its test clock (`correspondence_driving`)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-tour-"))

import pygame
from correspondence_driving import Friend, Server, correspondence_server
from driving import FRAME, press, step_until, tour_app
from test_correspondence_table import on_server_time, open_at_table

from axio_desktop.ui.correspondence.servers_scene import ServersScene
from axio_desktop.ui.online.pause import OnlinePauseScene
from axio_desktop.ui.screens.statistics_scene import StatisticsScene

ELSEWHERE = "wss://games.example.org"
"""A server the tour's program cannot reach (nothing answers there from the tests)."""


def tour_correspondence(out: Path, size: tuple[int, int], language: str, server: Server,
                        ben: Friend) -> None:
    app, shot = tour_app(out, size, language)
    desk = app.correspondence
    for known in desk.servers:  # the tour's programs share one data folder
        desk.forget_server(known.url)
    on_server_time(app, server)
    servers = ServersScene(app)
    app.scenes.push(servers)
    shot("servers_none")
    desk.add_server(server.url, "Anna")
    desk.add_server(ELSEWHERE, "Anna")
    step_until(app, lambda: desk.standing(server.url).player is not None)
    servers.act(f"show:{server.url}")
    shot("servers")
    servers.act("add")
    assert servers.code_field is not None and servers.address_field is not None
    servers.address_field.set_text("games.example.org")
    servers.code_field.set_text("K7QX-4PAB-0ZZZ")
    servers.submit()
    shot("servers_bad_code")
    servers.act("cancel")
    servers.act(f"forget:{server.url}")
    shot("servers_forget")
    app.scenes.pop()

    room = ben.create("rota", ("human", "human"), days=3)
    desk.join(server.url, room).result(30)
    step_until(app, lambda: desk.row(server.url, room) is not None)
    table = open_at_table(app, server.url, room)
    shot("corr_table_ben_to_move", 10)
    server.later(4 * 86400)
    shot("corr_table_time_ran_out", 10)
    press(app, pygame.K_ESCAPE, frames=2)
    menu = app.scenes.top
    assert isinstance(menu, OnlinePauseScene)
    shot("corr_menu")
    menu.ask("claim:0")
    shot("corr_menu_claim")
    menu.asking = None
    menu.ask("resign")
    shot("corr_menu_resign")
    menu.asking = None
    menu.ask("claim:0_yes")  # greedy plays Ben's seat, at once: Anna's turn
    step_until(app, lambda: table.mover_view() is not None)
    shot("corr_table_your_turn", 10)
    press(app, pygame.K_ESCAPE, frames=2)
    menu = app.scenes.top
    assert isinstance(menu, OnlinePauseScene)
    menu._act("leave")
    app.step(2, dt=FRAME)
    app.scenes.push(StatisticsScene(app))
    shot("statistics_servers")
    app.close()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "screenshots"
    with tempfile.TemporaryDirectory() as folder, \
            correspondence_server(Path(folder) / "server") as server:
        ben = Friend(server, Path(folder) / "friends")
        try:
            for language in sys.argv[2:] or ["en", "de"]:
                for size in ((1280, 800), (1024, 600)):
                    tour_correspondence(out, size, language, server, ben)
        finally:
            ben.close()
    print(f"screenshots in {out}")


if __name__ == "__main__":
    main()
