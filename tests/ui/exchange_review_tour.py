"""Run by hand (or from `screenshot_tour.py`): `python tests/ui/exchange_review_tour.py
[OUT_DIR [LANGUAGE...]]` saves the review of an AXIO game whose players answered the
exchange option eight times and whose end was decided early (tests/data/axio): an
answer selected (its row, its point on the chart, the panel's answer and the better
one), the first decided decision (the chart shaded from there), and try again asking
an answer again (the card, its keys, the better answer named, an answer tried), at
1280x800 and 1024x600 in English and German. Not a test: nothing is asserted but
that the screens are reached."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-tour-"))

import pygame
from driving import FRAME, press, review_on_screen, run_tour, tour_app
from marked_answer import KATE, TWO_PLAYERS, kates_answer_a_blunder

from axio_desktop.app import App
from axio_desktop.review import DECIDED, EXCHANGE, QUICK, ReviewSettings
from axio_desktop.ui.review import opening
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.ui.try_again import start_try_again
from axio_desktop.ui.try_again.coach import TryAgainCoach

TOUR_REVIEW = ReviewSettings(min_deals=8, max_deals=8)
"""As ``review --deals 8 --seed 3`` (the seed below): rough and quick (judged once and
kept in the cache for the other sizes and languages), and it finds an answer that the
other answer beat."""


def tour_exchange_review(out: Path, size: tuple[int, int], language: str) -> None:
    app, shot = tour_app(out, size, language)
    review_shots(app, shot)
    try_again_shots(app, shot)
    app.close()


def review_shots(app: App, shot: Callable[..., None]) -> None:
    """The costliest answer to the exchange option shown, then the first decided
    decision."""
    scene = review_on_screen(app, TWO_PLAYERS,
                             opening.ReviewOptions(seed=3, settings=TOUR_REVIEW, jobs=1))
    answers = [row for row, judgement in scene.judgements.items() if judgement.kind == EXCHANGE]
    scene.select(max(answers, key=lambda row: (scene.judgements[row].loss, -row)))
    shot("review_exchange")
    decided = scene.decided_from()
    assert decided is not None and scene.judgements[decided].mark == DECIDED
    scene.select(decided)
    shot("review_decided")
    app.flow.to_menu()


def try_again_shots(app: App, shot: Callable[..., None]) -> None:
    """Kate's first answer to the exchange option, marked a blunder for the tour (as
    the try-again test does: the record's answers are not that costly), asked again:
    the card, the better answer shown, her own answer tried."""
    record, review, answer = kates_answer_a_blunder()
    app.flow.to_menu()
    start_try_again(app, record, review, KATE, settings=QUICK)
    shot("try_again_exchange", 5)
    table = app.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.coach, TryAgainCoach)
    coach = table.coach
    press(app, pygame.K_F1, frames=2)
    shot("try_again_exchange_help")
    press(app, pygame.K_ESCAPE, frames=2)
    press(app, pygame.K_h, frames=2)
    shot("try_again_exchange_shown")
    press(app, pygame.K_x if answer.played.accept else pygame.K_k, frames=2)
    while coach.checking is not None:
        time.sleep(0.01)
        app.step(1, dt=FRAME)
    shot("try_again_exchange_tried")
    app.flow.to_menu()


def main() -> None:
    run_tour(tour_exchange_review, Path(tempfile.mkdtemp(prefix="axio-shots-")))


if __name__ == "__main__":
    main()
