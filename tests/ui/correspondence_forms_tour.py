"""New and joined correspondence games in the screenshot tour (`screenshot_tour.py` calls
it after each size and language; ``python tests/ui/correspondence_forms_tour.py [OUT_DIR
[LANGUAGE...]]`` takes only these): the new-game form (two seats; four with an open
seat and a bot; adding a server), the invitation of a game created on a real server on
the loopback, the join form with that server's open games, with a link to a server not
used yet, with a code that is not one, and a refusal (every seat taken)."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-corr-tour-"))

from correspondence_driving import Friend, correspondence_server
from driving import FRAME, run_tour, step_until, tour_app

from axio_desktop.app import App
from axio_desktop.ui.correspondence.invitation_scene import InvitationScene
from axio_desktop.ui.correspondence.join_scene import JoinCorrespondenceScene
from axio_desktop.ui.correspondence.new_game_scene import OPEN, NewCorrespondenceScene


def tour_correspondence_forms(out: Path, size: tuple[int, int], language: str) -> None:
    app, shot = tour_app(out, size, language)
    folder = Path(tempfile.mkdtemp(prefix="axio-corr-server-"))
    with correspondence_server(folder / "server") as server:
        friends = [Friend(server, folder / "friends", name) for name in ("Ben", "Carla")]
        try:
            forms_tour(app, shot, server.url, friends)
        finally:
            for friend in friends:
                friend.close()
            app.close()


def forms_tour(app: App, shot: Callable[..., None], url: str, friends: list[Friend]) -> None:
    desk = app.correspondence
    for known in desk.servers:  # the last size's server, gone with it
        desk.forget_server(known.url)
    desk.add_server(url, "Anna")
    step_until(app, lambda: desk.standing(url).reach == "online")
    ben, carla = friends
    ben.create("axio", ("human", "human", "bot:greedy"), days=3, listed=True)
    carla.create("rota", ("human", "human", "human", "human"), days=None, listed=True)
    full = ben.create("axio-hex", ("human", "human"), days=7)
    carla.join(full)

    form = NewCorrespondenceScene(app)
    app.scenes.push(form)
    shot("corr_new_game")
    form.count = 4
    form.kinds = [OPEN, "greedy", "invite"]
    form.days = 7
    form.rebuild()
    shot("corr_new_game_open_seat")
    form.servers.url = None
    form.servers.address_text = "wss://games.example.org"
    form.rebuild()
    shot("corr_new_game_add_server")
    form.servers.url = url
    form.kinds = ["invite", OPEN, "greedy"]
    form.rebuild()
    form.submit()
    step_until(app, lambda: isinstance(app.scenes.top, InvitationScene))
    shot("corr_invitation")
    app.scenes.pop()

    join = JoinCorrespondenceScene(app)
    app.scenes.push(join)
    step_until(app, lambda: bool(join.open))
    shot("corr_join_open_games")
    assert join.paste_field is not None
    join.paste_field.set_text("K7QX4O")
    join.submit()
    shot("corr_join_bad_code")
    join.paste_field.set_text(full)
    join.submit()
    step_until(app, lambda: bool(join.problem))
    shot("corr_join_refused")
    app.scenes.pop()

    app.scenes.push(JoinCorrespondenceScene(app, "axios://games.example.org:443/K7QX4P"))
    app.step(1, dt=FRAME)
    shot("corr_join_new_server")
    app.scenes.pop()


if __name__ == "__main__":
    run_tour(tour_correspondence_forms, Path(sys.argv[1]) if len(sys.argv) > 1
             else Path(__file__).resolve().parents[2] / "screenshots")
