"""Run by hand: `python tests/ui/notation_tour.py [OUT_DIR [LANGUAGE...]]` saves what the
coordinates and the notation look like: the Settings screen; each game's table
mid-game with the coordinates on (the move log naming placements), zoomed out and in,
and with the hint's banner; AXIO's table with them off, and each game's hint in words
with them off; and each game's review with a
marked placement shown, zoomed out and in; at 1280x800 and 1024x600, in English and
German (into `de/`), to look at by eye. Not a test: nothing is asserted."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-notation-"))

import pygame
from driving import FRAME, post, press, tour_app
from screenshot_tour import annas_lost_game, review_at_annas_costliest

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.engine.axio import Phase
from axio_desktop.kits import find_kit
from axio_desktop.ui.screens.settings_scene import SettingsScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene


def table_at(app: App, game: str, players: int, decisions: int) -> TableScene:
    """A table of ``game`` for Anna and greedy bots, played by greedy bots for
    ``decisions`` decisions, Anna to move next where that can be arranged."""
    seats = [SeatPlan("Anna"), *(SeatPlan(f"Robo {n}", "bot", "greedy")
                                 for n in range(2, players + 1))]
    kit = find_kit(game)
    match = kit.desktop.new_match(seats, 3, None)
    bot = make_bot("greedy", 3, kit=kit.bots)
    made = 0
    while not match.state.finished and (made < decisions or match.state.to_move != 0
                                        or getattr(match.state, "phase", None) is Phase.EXCHANGE):
        state = match.state
        match.play(bot.choose(state.view(state.to_move)))
        made += 1
    app.flow.start_game(match)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.tip = None
    app.step(2, dt=FRAME)
    return scene


def wheel(app: App, at: tuple[int, int], steps: int) -> None:
    """The mouse wheel turned ``steps`` notches over ``at`` (up zooms in)."""
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(abs(steps)):
        post(pygame.MOUSEWHEEL, x=0, y=1 if steps > 0 else -1)
        app.step(1, dt=FRAME)


def zoom_keys(app: App, steps: int) -> None:
    """``steps`` presses of + (or of - where negative)."""
    for _ in range(abs(steps)):
        press(app, pygame.K_PLUS if steps > 0 else pygame.K_MINUS)


def hint(app: App, scene: TableScene) -> None:
    """H, and the frames until the hinted tile is down (its banner up)."""
    press(app, pygame.K_h)
    deadline = time.monotonic() + 30
    while scene.placing.tentative is None and time.monotonic() < deadline:
        time.sleep(0.01)
        app.step(1, dt=FRAME)


def tour(out: Path, size: tuple[int, int], language: str) -> None:
    app, shot = tour_app(out, size, language)
    app.scenes.push(SettingsScene(app))
    shot("settings")
    app.scenes.pop()
    app.save_settings(replace(app.settings, coordinates=True))
    for game, players, decisions in (("rota", 2, 20), ("axio", 2, 24), ("axio-hex", 3, 30),
                                     ("axio", 4, 40)):
        scene = table_at(app, game, players, decisions)
        name = f"{game}_{players}p"
        shot(f"table_{name}")
        for steps, label in ((-4, "out"), (6, "in")):
            wheel(app, scene.layout.board.center, steps)
            shot(f"table_{name}_zoom_{label}")
            wheel(app, scene.layout.board.center, -steps)
        hint(app, scene)
        shot(f"table_{name}_hint", 20)
    app.save_settings(replace(app.settings, coordinates=False))
    scene = table_at(app, "axio", 2, 24)
    shot("table_axio_2p_coordinates_off")
    for game, players, decisions in (("rota", 2, 20), ("axio", 2, 24), ("axio-hex", 3, 30)):
        hint(app, table_at(app, game, players, decisions))
        shot(f"table_{game}_{players}p_hint_coordinates_off", 20)
    for game in ("rota", "axio", "axio-hex"):
        review(app, shot, game, out)
    app.close()


def review(app: App, shot: Callable[..., None], game: str, out: Path) -> None:
    """The review of a game Anna lost, her costliest placement shown with the better
    one beside it; zoomed out and in."""
    app.flow.to_menu()
    review_at_annas_costliest(app, annas_lost_game(out, game))
    shot(f"review_{game}")
    for steps, label in ((-4, "out"), (5, "in")):
        zoom_keys(app, steps)
        shot(f"review_{game}_zoom_{label}")
        zoom_keys(app, -steps)
    app.flow.to_menu()


def main() -> None:
    out = (Path(sys.argv[1]) if len(sys.argv) > 1
           else Path(__file__).resolve().parents[2] / "screenshots" / "notation")
    languages = sys.argv[2:] or ["en", "de"]
    for language in languages:
        for size in ((1280, 800), (1024, 600)):
            tour(out, size, language)
    print(f"screenshots in {out}")


if __name__ == "__main__":
    main()
