"""A coach beside the table (a tutorial, a try-again) vets the human's decisions, holds
the game while the player reads, keeps the player's own saved game untouched and may
take over at the end: driven with real key presses."""

from __future__ import annotations

import time

import pygame
from driving import FRAME, custom_state, press, start, step_until

from axio_desktop.app import App
from axio_desktop.engine.rota import Move, PlayerInfo
from axio_desktop.ui.core.input import KeyTable
from axio_desktop.ui.core.key_help import HelpRow
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.rota.match import RotaMatch
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.coach import CoachedTable
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata.autosave import default_path

ANNA = PlayerInfo("Anna")
ROBO = PlayerInfo("Robo", "bot", "greedy")


class RefuseFirst:
    """Refuses the human's first decision, accepts the next; holds the game while told."""

    keys = KeyTable(())
    help_rows: tuple[HelpRow, ...] = ()

    def __init__(self) -> None:
        self.refused: list[Move] = []
        self.table: CoachedTable[Move] | None = None
        self.hold = False
        self.took_the_end = False

    def attach(self, table: CoachedTable[Move]) -> None:
        self.table = table

    def vet(self, decision: Move) -> bool:
        if not self.refused:
            self.refused.append(decision)
            return False
        return True

    @property
    def holding(self) -> bool:
        return self.hold

    @property
    def animating(self) -> bool:
        return False

    def show_the_end(self) -> bool:
        self.took_the_end = True
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def face(self) -> None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass


def confirm_a_placement(app: App) -> None:
    for _ in range(3):  # the cursor to a cell, the tile put down, confirmed
        press(app, pygame.K_RETURN)


def test_a_coach_refuses_holds_and_takes_the_end(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP"], ["BOPR"]])
    coach = RefuseFirst()
    coach.hold = True
    app.flow.start_game(RotaMatch([ANNA, ROBO], state, 1), coach)
    app.step(1, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene) and scene.coach is coach
    assert coach.table is scene, "the table attached its coach when it was made"

    confirm_a_placement(app)
    assert len(coach.refused) == 1 and scene.state.history == []
    assert scene.placing.tentative is None, "the refused tile is back in the hand"
    assert scene.mover_view() is not None, "still the human's turn"

    confirm_a_placement(app)
    assert [placement.player for placement in scene.state.history] == [0]
    for _ in range(30):
        time.sleep(0.002)
        app.step(1, dt=FRAME)
    assert len(scene.state.history) == 1, "no bot moves while the coach holds the game"
    assert scene.status() == tr("game.held"), "and the top bar does not say it thinks"

    coach.hold = False
    step_until(app, lambda: coach.took_the_end)
    assert [placement.player for placement in scene.state.history] == [0, 1]
    assert scene.state.finished
    app.step(3, dt=FRAME)
    assert isinstance(app.scenes.top, TableScene), "the coach took the end: no results"
    app.flow.autosaves.flush()  # the autosave is written beside the frames
    assert not default_path("rota").exists(), "a coached game leaves the autosave alone"


def test_without_a_coach_the_results_follow(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP"], ["BOPR"]])
    start(app, state, [ANNA, ROBO])
    confirm_a_placement(app)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
