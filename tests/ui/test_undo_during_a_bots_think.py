"""Undo pressed while a bot thinks: the bot is left as if it had never been asked."""

from __future__ import annotations

import threading

import pygame
from driving import FRAME, custom_state, press, start, step_until

from axio_desktop.app import App
from axio_desktop.bots.rota.expert import ExpertBot
from axio_desktop.engine.rota import Move, PlayerInfo, SeatView

ANNA = PlayerInfo("Anna")
ROBO = PlayerInfo("Robo", "bot", "expert")


class WatchedExpert(ExpertBot):
    """Rota's expert that says when it starts and finishes thinking (whichever copy
    thinks)."""

    started = threading.Event()
    finished = threading.Event()

    def choose(self, view: SeatView) -> Move:
        WatchedExpert.started.set()
        try:
            return super().choose(view)
        finally:
            WatchedExpert.finished.set()


def test_undo_while_the_expert_thinks_leaves_its_generator_untouched(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"], ["BOPR", "OPRG"]])
    robo = WatchedExpert(5)
    before = robo.rng.getstate()
    WatchedExpert.started.clear()
    WatchedExpert.finished.clear()
    scene = start(app, state, [ANNA, ROBO], {1: robo})
    for _ in range(3):
        press(app, pygame.K_RETURN)
    assert len(scene.state.history) == 1
    step_until(app, WatchedExpert.started.is_set)

    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.history == [] and scene.state.to_move == 0
    assert WatchedExpert.finished.wait(60), "the dropped question never ended"
    app.step(5, dt=FRAME)
    assert scene.state.history == [], "the dropped answer is not played"
    assert scene.match.bots[1] is robo and robo.rng.getstate() == before
