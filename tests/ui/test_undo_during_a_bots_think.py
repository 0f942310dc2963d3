"""Undo pressed while a bot thinks: the bot is left as if it had never been asked."""

from __future__ import annotations

from pathlib import Path

import pygame
from driving import FRAME, custom_state, press, start, step_until
from thinking_marks import Marks

from axio_desktop.app import App
from axio_desktop.bots.rota.expert import ExpertBot
from axio_desktop.engine.rota import Move, PlayerInfo, SeatView

ANNA = PlayerInfo("Anna")
ROBO = PlayerInfo("Robo", "bot", "expert")


class WatchedExpert(ExpertBot):
    """Rota's expert that marks when it starts and finishes thinking (whichever copy
    thinks, wherever)."""

    def __init__(self, seed: int, marks: Marks) -> None:
        super().__init__(seed)
        self.marks = marks

    def choose(self, view: SeatView) -> Move:
        self.marks.set("started")
        try:
            return super().choose(view)
        finally:
            self.marks.set("finished")


def test_undo_while_the_expert_thinks_leaves_its_generator_untouched(app: App,
                                                                     tmp_path: Path) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"], ["BOPR", "OPRG"]])
    marks = Marks(tmp_path / "marks")
    robo = WatchedExpert(5, marks)
    before = robo.rng.getstate()
    scene = start(app, state, [ANNA, ROBO], {1: robo})
    for _ in range(3):
        press(app, pygame.K_RETURN)
    assert len(scene.state.history) == 1
    step_until(app, lambda: marks.is_set("started"))

    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.history == [] and scene.state.to_move == 0
    assert marks.wait("finished"), "the dropped question never ended"
    app.step(5, dt=FRAME)
    assert scene.state.history == [], "the dropped answer is not played"
    assert scene.match.bots[1] is robo and robo.rng.getstate() == before
