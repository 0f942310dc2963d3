"""A seeded UI soak: the whole program driven by events, frame after frame, through
every screen it has.

Each step is either random input (mouse moves, clicks and drags anywhere, the wheel,
keys, typed text, window resizes, focus changes) or a step of the player's current
errand (`errands.py`, `online_errands.py`, a round of them in `rounds.py`): rounds of
errands play a game of every registered game to its results, review one while its
analysis runs and try its mistakes again, start a tutorial, host a game online and play
it at the online table, join one and be refused, and open every other screen, each by
the clicks and keys a player would use.
The random input knocks the errands off their way; they find it again. `soak` reports
what it saw; the short run is a test (`test_soak.py`), long runs are
`benchmarks/ui_soak.py`.
"""

from __future__ import annotations

import random
import resource
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from weakref import WeakSet

import pygame
from driving import post
from errands import Errand
from hand import Hand, tap
from online_errands import online_table
from rounds import a_round

from axio_desktop.app import App
from axio_desktop.ui.core.scenes import Scene
from axio_desktop.ui.review import opening
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table import match
from axio_desktop.ui.table.match import AnyMatch

FRAME = 1 / 60
SLOW_FRAME_MS = 50.0
KEYS = (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_r, pygame.K_h, pygame.K_u,
        pygame.K_y, pygame.K_z, pygame.K_1, pygame.K_3, pygame.K_F1, pygame.K_HOME,
        pygame.K_END, pygame.K_PLUS, pygame.K_MINUS, pygame.K_BACKSPACE, pygame.K_a,
        pygame.K_q, pygame.K_x, pygame.K_k, pygame.K_n, pygame.K_p, pygame.K_t, pygame.K_f,
        pygame.K_c)
"""Keys a player might press; F11 (fullscreen) and F12 (screenshot file) are left out."""
RANDOM_SHARE = 0.3
"""The share of steps that are random input rather than a step of the errand."""


@dataclass
class SoakReport:
    events: int = 0
    frames: int = 0
    frames_by_scene: Counter[str] = field(default_factory=Counter)
    """Frames by the kind of scene on top (`scene_kind`)."""
    games_finished: Counter[str] = field(default_factory=Counter)
    """Results screens reached, by game."""
    rounds_done: int = 0
    """Rounds of errands done (`rounds.a_round`)."""
    errands_done: int = 0
    errands_given_up: list[str] = field(default_factory=list)
    exceptions: list[str] = field(default_factory=list)
    slow_frames: int = 0
    memory_start_kib: float = 0.0
    memory_end_kib: float = 0.0
    memory_samples_kib: list[float] = field(default_factory=list)
    """Resident memory at every tenth of the run."""
    seconds: float = 0.0
    processor_seconds: float = 0.0

    @property
    def scenes(self) -> set[str]:
        """The scene classes reached."""
        return {kind.split(" ")[0] for kind in self.frames_by_scene}

    def lines(self) -> list[str]:
        shares = ", ".join(f"{kind} {count / max(1, self.frames):.1%}"
                           for kind, count in self.frames_by_scene.most_common())
        games = ", ".join(f"{game} {count}" for game, count in sorted(self.games_finished.items()))
        return [
            (f"steps taken:     {self.events} (an input or a wait each, a frame after each) "
             f"in {self.seconds:.1f} s ({self.processor_seconds:.1f} s of processor time)"),
            f"scenes reached:  {len(self.scenes)}: {', '.join(sorted(self.scenes))}",
            f"frames by scene: {shares}",
            f"games finished:  {sum(self.games_finished.values())} ({games})",
            (f"errands:         {self.errands_done} done ({self.rounds_done} whole rounds), "
             f"{len(self.errands_given_up)} given up"
             + (f" ({'; '.join(self.errands_given_up)})" if self.errands_given_up else "")),
            f"exceptions:      {len(self.exceptions)}",
            f"slow frames:     {self.slow_frames} (over {SLOW_FRAME_MS:.0f} ms)",
            (f"memory (resident): {self.memory_start_kib / 1024:.0f} MiB after warm-up, "
             f"{self.memory_end_kib / 1024:.0f} MiB at the end"),
            "memory by tenths: " + " ".join(f"{kib / 1024:.0f}" for kib in self.memory_samples_kib)
            + " MiB",
        ]


def scene_kind(scene: Scene) -> str:
    """The scene's class, with the coach beside a table, an online game's table and a
    review's running analysis: "TableScene (TryAgainCoach)", "TableScene (online)",
    "ReviewScene (analysing)"."""
    kind = type(scene).__name__
    if online_table(scene):
        kind += " (online)"
    coach = getattr(scene, "coach", None)
    if coach is not None:
        kind += f" ({type(coach).__name__})"
    worker = getattr(scene, "worker", None)
    if worker is not None and worker.running:
        kind += " (analysing)"
    return kind


def soak(app: App, events: int, seed: int, warm_up: int = 300, *, rounds: int | None = None,
         review: opening.ReviewOptions = opening.OPTIONS,
         hint_level: str = match.HINT_LEVEL) -> SoakReport:
    """Take ``events`` steps in ``app`` (seeded by ``seed``), a frame after each, or
    fewer once ``rounds`` rounds of errands are done. The review screen analyses with
    ``review``, and hints come from the ``hint_level`` bot (the tests' quicker choices
    make a review take moments instead of half a minute, a hint a millisecond instead
    of a tenth of a second)."""
    rng = random.Random(seed)
    hand = Hand(app, rng)
    errands: list[Errand] = []
    steps = 0
    report = SoakReport()
    started, processor = time.perf_counter(), time.process_time()
    shipped = opening.OPTIONS, match.HINT_LEVEL
    opening.OPTIONS, match.HINT_LEVEL = review, hint_level
    results_seen: WeakSet[AnyMatch] = WeakSet()
    try:
        while report.events < events:
            if report.events == warm_up:
                report.memory_start_kib = resident_kib()
            if report.events % max(1, events // 10) == 0:
                report.memory_samples_kib.append(resident_kib())
            if not errands:
                if report.rounds_done == rounds:
                    break
                errands = a_round(rng)
            if hand.settling:
                hand.settling = False
            elif rng.random() < RANDOM_SHARE:
                _post_random(app, rng)
            else:
                steps += 1
                if errands[0].step(hand):
                    report.errands_done += 1
                    errands.pop(0).end()
                    steps = 0
                elif steps > errands[0].budget:
                    report.errands_given_up.append(errands[0].name)
                    errands.pop(0).end()
                    steps = 0
                report.rounds_done += not errands
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
            report.frames_by_scene[scene_kind(top)] += 1
            if isinstance(top, ResultsScene) and top.match not in results_seen:
                results_seen.add(top.match)
                report.games_finished[top.match.game_id] += 1
    finally:
        opening.OPTIONS, match.HINT_LEVEL = shipped
        for errand in errands:
            errand.end()
    report.memory_end_kib = resident_kib()
    report.seconds = time.perf_counter() - started
    report.processor_seconds = time.process_time() - processor
    return report


def resident_kib() -> float:
    """The process's resident memory now (Linux), else its peak so far."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * resource.getpagesize() / 1024
    except OSError:
        return float(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def _post_random(app: App, rng: random.Random) -> None:
    width, height = app.size
    position = (rng.randrange(width), rng.randrange(height))
    kind = rng.random()
    if kind < 0.25:
        post(pygame.MOUSEMOTION, pos=position, rel=(rng.randint(-9, 9), rng.randint(-9, 9)),
             buttons=(rng.random() < 0.3, 0, 0))
    elif kind < 0.45:
        button = rng.choice((1, 1, 1, 3))
        post(pygame.MOUSEBUTTONDOWN, pos=position, button=button)
        post(pygame.MOUSEBUTTONUP, pos=position, button=button)
    elif kind < 0.55:
        post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), precise_x=0.0,
             precise_y=0.0, flipped=False)
    elif kind < 0.85:
        tap(rng.choice(KEYS), rng.choice((0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL)))
    elif kind < 0.93:
        post(pygame.TEXTINPUT, text=rng.choice("aZ9 ßé-"))
    elif kind < 0.97:
        size = (rng.randint(1024, 1600), rng.randint(600, 1000))
        post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    else:
        post(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED)))
