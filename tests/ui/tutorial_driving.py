"""Playing a tutorial as a learner would, with real events: Enter for the cards that
close with Next, and each placement made by hand on the table (the hand tile turned
and dragged in AXIO Rota, a rack tile picked, turned and clicked in AXIO), answers to
the exchange offer with X and K."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest
from driving import FRAME, cell_centre, click, drag, press, step_until

from axio_desktop import tutorials
from axio_desktop.app import App
from axio_desktop.engine.axio import Exchange, Place
from axio_desktop.engine.rota import Move
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.ui.tutorial.coach import TutorialCoach
from axio_desktop.ui.tutorial.start import start_tutorial, tutorial_of

AnyTable = TableScene[Any, Any, Any, Any]
FIXTURES = Path(__file__).parents[1] / "data" / "tutorials"
GAMES = ("rota", "axio", "axio-hex")


def use_tutorials_from(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """The program finds its tutorials in ``folder`` (until the test ends; the tests
    clear `tutorial_of`'s cache after each)."""
    monkeypatch.setattr(tutorials, "tutorial_folder", lambda: folder)
    tutorial_of.cache_clear()


def quick(app: App) -> None:
    """Bots move at once (the tutorial's opponent too)."""
    app.save_settings(replace(app.settings, bot_delay=0.0))


def begin(app: App, game: str) -> tuple[AnyTable, TutorialCoach]:
    assert start_tutorial(app, game)
    app.step(2, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene) and isinstance(scene.coach, TutorialCoach)
    return scene, scene.coach


def at_a_card(app: App, coach: TutorialCoach) -> bool:
    """Wait until a card is up and, if it waits, the learner is to move; False when
    the results came instead."""
    def ready() -> bool:
        if isinstance(app.scenes.top, ResultsScene):
            return True
        step = coach.step
        return coach.face() is not None and step is not None and (
            not step.waits or coach.learner_to_move())

    step_until(app, ready)
    return not isinstance(app.scenes.top, ResultsScene)


def make(app: App, scene: AnyTable, decision: Any) -> None:
    """Make ``decision`` at the table as a player does."""
    press(app, pygame.K_HOME)
    if isinstance(decision, Exchange):
        press(app, pygame.K_x if decision.accept else pygame.K_k)
    elif isinstance(decision, Move):
        place_rota(app, scene, decision)
    else:
        place_axio(app, scene, decision)


def place_rota(app: App, scene: AnyTable, move: Move) -> None:
    placing: Any = scene.placing
    for _ in range((move.rotation - placing.rotation) % 4):
        press(app, pygame.K_r)
    target = cell_centre(scene, move.cell)
    assert scene.layout.board.collidepoint(target), f"{move.cell} is off the board"
    drag(app, scene.layout.slots[0].center, target)
    assert scene.placing.tentative is not None, f"the tile did not go down on {move.cell}"
    if move.name is not None:
        part: Any = scene.part
        picker = part.picker()
        assert picker is not None
        click(app, picker.row("RGBOP".index(move.name)).center)
    press(app, pygame.K_RETURN)


def place_axio(app: App, scene: AnyTable, place: Place) -> None:
    part: Any = scene.part
    placing: Any = scene.placing
    view = part.placing_view()
    assert view is not None
    halves = set(zip(place.cells, place.colours))
    slot = next(index for index, code in enumerate(view.rack)
                if sorted(code) == sorted(place.colours))
    press(app, pygame.K_1 + slot)
    for _ in range(12):
        for first in place.cells:
            shown = placing.place_at(view, first)
            if shown is not None and set(zip(shown.cells, shown.colours)) == halves:
                # a tile picked by its key is held by its middle
                (ax, ay), (bx, by) = (scene.camera.to_screen(part.cells.centre(cell))
                                      for cell in shown.cells)
                click(app, (round((ax + bx) / 2), round((ay + by) / 2)))
                assert scene.placing.tentative is not None
                press(app, pygame.K_RETURN)
                return
        press(app, pygame.K_r)
    raise AssertionError(f"could not turn the tile to make {place}")


def a_wrong_decision(scene: AnyTable, right: Any) -> Any:
    """A legal decision that is not the one the card waits for."""
    if isinstance(right, Exchange):
        return Exchange(not right.accept)
    for decision in scene.state.legal_moves():
        if not scene.match.same_decision(decision, right) and not isinstance(decision, Exchange):
            return decision
    raise AssertionError("no other legal placement")


def drive_to_the_end(app: App, scene: AnyTable, coach: TutorialCoach) -> dict[str, int]:
    """Play the tutorial through: every card read (it covers no cell it points at),
    every decision made, the first placement and the first exchange answer made wrong
    once (refused and taken back).
    Returns how many cards were closed, decisions made and refused."""
    counts = {"cards": 0, "decisions": 0, "refused": 0}
    refused_kinds: set[type] = set()
    while at_a_card(app, coach):
        step = coach.step
        assert step is not None
        card = coach.card_rect()
        assert card is not None
        pointed = [scene.part.cell_rect(cell) for cell in (*step.targets, *step.highlight.cells)]
        assert card.collidelist(pointed) < 0, f"card {coach.index + 1} covers a cell it names"
        if not step.waits:
            index = coach.index
            press(app, pygame.K_RETURN)
            assert coach.index == index + 1
            counts["cards"] += 1
            continue
        kind = type(step.decision)
        if kind not in refused_kinds:
            refused_kinds.add(kind)
            before = (coach.index, scene.match.position())
            make(app, scene, a_wrong_decision(scene, step.decision))
            assert (coach.index, scene.match.position()) == before, "refused: nothing played"
            assert coach.note and coach.pointing
            assert scene.placing.tentative is None, "the tile is back in the hand"
            counts["refused"] += 1
        index = coach.index
        make(app, scene, step.decision)
        assert coach.index == index + 1, f"step {index} did not take {step.decision}"
        counts["decisions"] += 1
    return counts
