"""The tutorial's card lies beside the board, in the side panel, with its whole text,
clear of what the learner works with (the rack or hand, the table's buttons, the cells
it points at), in a small and a large window, and the cells it points at are outlined on
the board."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from driving import press
from tutorial_driving import (
    FIXTURES,
    GAMES,
    at_a_card,
    begin,
    drive_to_the_end,
    quick,
    use_tutorials_from,
)

from axio_desktop.app import App
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.coach_card import card_height
from axio_desktop.ui.tutorial.start import tutorial_of


@pytest.fixture(autouse=True)
def forget_tutorials() -> Iterator[None]:
    yield
    tutorial_of.cache_clear()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("game", GAMES)
def test_the_card_of_a_placement_keeps_clear_and_its_cells_are_outlined(
        game: str, size: tuple[int, int], data_dir: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    use_tutorials_from(monkeypatch, FIXTURES)
    app = App(size=size, data_dir=data_dir)
    try:
        quick(app)
        scene, coach = begin(app, game)
        while at_a_card(app, coach) and coach.step is not None and not coach.step.waits:
            press(app, pygame.K_RETURN)
        step = coach.step
        card = coach.card_rect()
        assert step is not None and step.waits and card is not None
        targets = [scene.part.cell_rect(cell) for cell in step.targets]
        assert card.collidelist([scene.part.hand_rect(), *targets]) < 0
        assert card.collidelist([button.rect for button in scene.buttons()]) < 0
        layout = scene.layout
        assert layout.side.contains(card) and not card.colliderect(layout.board)
        face = coach.face()
        assert face is not None and card_height(face, card.width) <= card.height, "text whole"

        outlined = targets[0].inflate(4, 4).topleft
        edge = (outlined[0] + targets[0].width // 2, outlined[1])
        picture = pygame.Surface(size)
        scene.draw(picture)
        with_card = picture.get_at(edge)
        scene.coach = None
        scene.draw(picture)
        assert picture.get_at(edge) != with_card, "the target's outline is drawn"
    finally:
        app.close()


@pytest.mark.parametrize("game", GAMES)
def test_no_card_of_the_real_tutorials_covers_a_cell_it_names_in_a_small_window(
        game: str, data_dir: Path) -> None:
    app = App(size=(1024, 600), data_dir=data_dir)
    try:
        app.save_settings(replace(app.settings, language="de"))
        quick(app)
        scene, coach = begin(app, game)
        drive_to_the_end(app, scene, coach)  # asserts it at every card
        assert isinstance(app.scenes.top, ResultsScene)
    finally:
        app.close()
