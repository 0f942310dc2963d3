"""Driving the running app with real pygame events, as a player would."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame

from axio_desktop.app import App
from axio_desktop.bots import Bot
from axio_desktop.engine.rota import Cell, DisplayTile, PlayerInfo, RotaState, Setup, Tile
from axio_desktop.ui.review import opening
from axio_desktop.ui.review.scene import ReviewScene
from axio_desktop.ui.rota.match import RotaMatch
from axio_desktop.ui.table.scene import TableScene

FRAME = 1 / 60


def tour_app(out: Path, size: tuple[int, int], language: str
             ) -> tuple[App, Callable[..., None]]:
    """An app of ``size`` in ``language`` for the screenshot tour, and its ``shot(name,
    frames=3)``: a few frames, then the window saved into ``out`` (``out/<size>`` in
    English, ``out/<language>/<size>`` otherwise)."""
    sized = f"{size[0]}x{size[1]}"
    folder = out / sized if language == "en" else out / language / sized
    folder.mkdir(parents=True, exist_ok=True)
    app = App(size=size)
    app.save_settings(replace(app.settings, language=language))  # type: ignore[arg-type]

    def shot(name: str, frames: int = 3) -> None:
        app.step(frames, dt=FRAME)
        while app.fade is not None:  # the screen as it stands, not fading in
            app.step(1, dt=FRAME)
        pygame.image.save(app.window, folder / f"{name}.png")

    return app, shot


def run_tour(tour: Callable[[Path, tuple[int, int], str], None], out: Path) -> None:
    """A screenshot tour run by hand: ``[OUT_DIR [LANGUAGE...]]`` (``out`` and both
    languages unless given), at 1280x800 and 1024x600."""
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else out
    for language in sys.argv[2:] or ["en", "de"]:
        for size in ((1280, 800), (1024, 600)):
            tour(out, size, language)
    print(f"screenshots in {out}")


def review_on_screen(app: App, path: Path, options: opening.ReviewOptions) -> ReviewScene:
    """The review screen of the record at ``path`` judged with ``options``, once every
    decision is judged (for the tours: they wait in real time, as a player would)."""
    opening.OPTIONS = options
    app.flow.review_file(path)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    while scene.review is None:
        time.sleep(0.01)
        app.step(1, dt=FRAME)
    return scene


def post(event_type: int, **attributes: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attributes))


def click(app: App, position: tuple[int, int], button: int = 1, frames: int = 2) -> None:
    post(pygame.MOUSEMOTION, pos=position, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=position, button=button)
    post(pygame.MOUSEBUTTONUP, pos=position, button=button)
    app.step(frames, dt=FRAME)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(1, dt=FRAME)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for point in (middle, end):
        post(
            pygame.MOUSEMOTION,
            pos=point,
            rel=(point[0] - start[0], point[1] - start[1]),
            buttons=(1, 0, 0),
        )
        app.step(1, dt=FRAME)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step(1, dt=FRAME)


def press(app: App, key: int, mod: int = 0, frames: int = 1) -> None:
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
    app.step(frames, dt=FRAME)


def wait_a_frame(app: App) -> None:
    """One frame after a millisecond of real time. Bots think in a worker thread, so a
    test that waits for them must give them time, not only frames: counting frames
    alone outruns a busy machine."""
    time.sleep(0.001)
    app.step(1, dt=FRAME)


def step_until(app: App, done: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, f"still not done after {seconds} s"
        wait_a_frame(app)


def custom_state(
    display: dict[Cell, str], stacks: list[list[str]], supply: tuple[str, ...] = ()
) -> RotaState:
    setup = Setup.custom(
        display=[DisplayTile(cell, Tile.parse(code), 0) for cell, code in display.items()],
        stacks=[[Tile.parse(code) for code in stack] for stack in stacks],
        supply=[Tile.parse(code) for code in supply],
    )
    return RotaState.start(setup)


def start(
    app: App, state: RotaState, players: list[PlayerInfo], bots: dict[int, Bot] | None = None
) -> TableScene:
    """Start a game of ``state``; ``bots`` replace the bots the players' levels would make."""
    match = RotaMatch(players, state, 1)
    match.bots.update(bots or {})
    app.flow.start_game(match)
    app.step(1, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    return scene


def cell_centre(scene: TableScene, cell: Cell) -> tuple[int, int]:
    x, y, size, _ = scene.camera.cell_rect(cell)
    return (x + size // 2, y + size // 2)
