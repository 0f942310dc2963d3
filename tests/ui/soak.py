"""A seeded UI soak: random mouse, wheel, keys, text, resizes and focus changes
posted into the running program, frame after frame, across every scene.

It is biased so that it gets somewhere: on a screen with buttons it often presses
one (never Quit), and at the game table it often presses Enter (place, confirm), so
games start, are played to the end and reach the results. `soak` reports what it
did; the short run is a test (`test_soak.py`), long runs are `benchmarks/ui_soak.py`.
"""

from __future__ import annotations

import random
import resource
import time
import traceback
from dataclasses import dataclass, field

import pygame

from axio_desktop.app import App
from axio_desktop.ui.core.gui import GuiScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.scene import TableScene

FRAME = 1 / 60
SLOW_FRAME_MS = 50.0
KEYS = (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_r, pygame.K_h, pygame.K_u,
        pygame.K_y, pygame.K_z, pygame.K_1, pygame.K_3, pygame.K_F1, pygame.K_HOME,
        pygame.K_PLUS, pygame.K_MINUS, pygame.K_BACKSPACE, pygame.K_a, pygame.K_q)
"""Keys a player might press; F11 (fullscreen) and F12 (screenshot file) are left out."""


@dataclass
class SoakReport:
    events: int = 0
    frames: int = 0
    scenes: set[str] = field(default_factory=set)
    games_finished: int = 0
    exceptions: list[str] = field(default_factory=list)
    slow_frames: int = 0
    memory_start_kib: float = 0.0
    memory_end_kib: float = 0.0
    memory_samples_kib: list[float] = field(default_factory=list)
    """Resident memory at every tenth of the run."""
    seconds: float = 0.0

    def lines(self) -> list[str]:
        return [
            f"events posted:   {self.events} over {self.frames} frames in {self.seconds:.1f} s",
            f"scenes reached:  {len(self.scenes)}: {', '.join(sorted(self.scenes))}",
            f"games finished:  {self.games_finished}",
            f"exceptions:      {len(self.exceptions)}",
            f"slow frames:     {self.slow_frames} (over {SLOW_FRAME_MS:.0f} ms)",
            (f"memory (resident): {self.memory_start_kib:.0f} KiB after warm-up, "
             f"{self.memory_end_kib:.0f} KiB at the end"),
            "memory by tenths: " + " ".join(f"{kib / 1024:.0f}" for kib in self.memory_samples_kib)
            + " MiB",
        ]


def soak(app: App, events: int, seed: int, warm_up: int = 300) -> SoakReport:
    """Post ``events`` random events into ``app``, stepping a frame after each."""
    rng = random.Random(seed)
    report = SoakReport()
    started = time.perf_counter()
    in_results = False
    while report.events < events:
        if report.events == warm_up:
            report.memory_start_kib = resident_kib()
        if report.events % max(1, events // 10) == 0:
            report.memory_samples_kib.append(resident_kib())
        _post_one(app, rng)
        report.events += 1
        began = time.perf_counter()
        try:
            app.step(1, dt=FRAME)
        except Exception:  # noqa: BLE001 - the soak counts every failure and goes on
            report.exceptions.append(traceback.format_exc())
            app.running = True
        report.frames += 1
        if (time.perf_counter() - began) * 1000 > SLOW_FRAME_MS:
            report.slow_frames += 1
        if not app.running:  # a QUIT slipped through: the player would start again
            app.running = True
        top = app.scenes.top
        report.scenes.add(type(top).__name__)
        if isinstance(top, ResultsScene) and not in_results:
            report.games_finished += 1
        in_results = isinstance(top, ResultsScene)
    report.memory_end_kib = resident_kib()
    report.seconds = time.perf_counter() - started
    return report


def resident_kib() -> float:
    """The process's resident memory now (Linux), else its peak so far."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * resource.getpagesize() / 1024
    except OSError:
        return float(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def _post_one(app: App, rng: random.Random) -> None:
    scene = app.scenes.top
    width, height = app.size
    roll = rng.random()
    if isinstance(scene, GuiScene) and scene.actions and roll < 0.3:
        buttons = [element for element, action in scene.actions.items() if action != "quit"]
        if buttons:
            centre = rng.choice(buttons).rect.center
            _post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
            _post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
            _post(pygame.MOUSEBUTTONUP, pos=centre, button=1)
            return
    if isinstance(scene, (TableScene, TableScene)) and roll < 0.45:
        _key(pygame.K_RETURN)
        return
    position = (rng.randrange(width), rng.randrange(height))
    kind = rng.random()
    if kind < 0.25:
        _post(pygame.MOUSEMOTION, pos=position, rel=(rng.randint(-9, 9), rng.randint(-9, 9)),
              buttons=(rng.random() < 0.3, 0, 0))
    elif kind < 0.45:
        button = rng.choice((1, 1, 1, 3))
        _post(pygame.MOUSEBUTTONDOWN, pos=position, button=button)
        _post(pygame.MOUSEBUTTONUP, pos=position, button=button)
    elif kind < 0.55:
        _post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), precise_x=0.0,
              precise_y=0.0, flipped=False)
    elif kind < 0.85:
        _key(rng.choice(KEYS), rng.choice((0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL)))
    elif kind < 0.93:
        _post(pygame.TEXTINPUT, text=rng.choice("aZ9 ßé-"))
    elif kind < 0.97:
        size = (rng.randint(1024, 1600), rng.randint(600, 1000))
        _post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    else:
        _post(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED)))


def _key(key: int, mod: int = 0) -> None:
    _post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    _post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)


def _post(event_type: int, **attributes: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attributes))
