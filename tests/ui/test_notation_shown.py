"""Cells and placements named where a player reads them, driven by real events: the
tables' move logs, the hint and a refusal, the review's move list and panel with the
board's coordinates; and the setting that shows the coordinates at the table, turned
on and off in Settings and kept."""

from __future__ import annotations

import io
from contextlib import redirect_stdout
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest
from driving import FRAME, cell_centre, click, custom_state, press, start, step_until

from axio_desktop.app import App
from axio_desktop.cli.main import main as cli
from axio_desktop.engine import PlayerInfo, find_game
from axio_desktop.kits import find_kit
from axio_desktop.review import QUICK
from axio_desktop.ui.axio import board_art
from axio_desktop.ui.axio.geometry import cell_layout
from axio_desktop.ui.axio.table_drawing import log_rows, picture
from axio_desktop.ui.axio.wording import side_of
from axio_desktop.ui.core.scale import px
from axio_desktop.ui.core.wording import colour_name
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.review import opening, panels
from axio_desktop.ui.review.move_list import ROW, first_shown
from axio_desktop.ui.review.scene import ReviewScene
from axio_desktop.ui.rota.board import RULER_FILL, RULER_HEIGHT, RULER_WIDTH, ruled
from axio_desktop.ui.rota.picture import board_picture
from axio_desktop.ui.rota.wording import placement_summary
from axio_desktop.ui.screens.settings_scene import SettingsScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata import Settings

ANNA = PlayerInfo("Anna")
AnyTable = TableScene[Any, Any, Any, Any]


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "OPTIONS", opening.ReviewOptions(settings=QUICK, jobs=1))


def axio_table(app: App, game: str, seed: int = 5) -> AnyTable:
    seats = [SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")]
    app.flow.start_game(find_kit(game).desktop.new_match(seats, seed, None))
    app.step(2, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    return scene


def rota_table(app: App) -> AnyTable:
    return start(app, custom_state({(0, 0): "RGBO", (1, 0): "GBOP"}, [["BOPR", "OPRG"]]), [ANNA])


def test_the_setting_turns_the_tables_coordinates_on_and_off_and_is_kept(app: App) -> None:
    assert not app.settings.coordinates, "off at first"
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.step(2, dt=FRAME)
    click(app, settings.coordinates_box.rect.center)
    assert app.settings.coordinates
    assert Settings.load()[0].coordinates, "kept"

    axio = axio_table(app, "axio")
    assert picture(axio.part).coordinates  # type: ignore[arg-type]
    rota = rota_table(app)
    whole = rota.layout.board
    assert pygame.Rect(rota.camera.viewport) == ruled(whole), "the rulers take their room"
    assert board_picture(rota.part).coordinates  # type: ignore[arg-type]
    app.step(12, dt=FRAME)  # the new screen has faded in
    corner = (whole.x + 2, whole.y + 2)
    assert tuple(app.window.get_at(corner))[:3] == RULER_FILL, "the rulers are drawn"
    assert (whole.x + px(RULER_WIDTH), whole.y + px(RULER_HEIGHT)) == rota.camera.viewport[:2]

    app.flow.to_menu()
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.step(2, dt=FRAME)
    click(app, settings.coordinates_box.rect.center)
    assert not app.settings.coordinates and not Settings.load()[0].coordinates
    axio = axio_table(app, "axio-hex")
    assert not picture(axio.part).coordinates  # type: ignore[arg-type]
    rota = rota_table(app)
    assert pygame.Rect(rota.camera.viewport) == whole
    assert not board_picture(rota.part).coordinates  # type: ignore[arg-type]


@pytest.mark.parametrize("game", ["axio", "axio-hex"])
def test_the_axio_move_log_names_each_placement_in_notation(app: App, game: str) -> None:
    scene = axio_table(app, game)
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN)  # the cursor goes to the nearest target
    press(app, pygame.K_RETURN)  # the tile goes down there
    press(app, pygame.K_RETURN)  # and is confirmed
    step_until(app, lambda: len(scene.state.placements) >= 2)
    notation = find_game(game).notation
    placements = scene.state.placements
    entries = [entry for entry in log_rows(scene.part) if not entry.exchange]  # type: ignore[arg-type]
    assert [f"{entry.cells} {entry.colours}" for entry in entries] == [
        notation.format(placement.place) for placement in placements]
    assert entries[0].player == 0 and "-" in entries[0].cells


def test_the_axio_rota_move_log_names_each_move_in_notation(app: App) -> None:
    scene = rota_table(app)
    click(app, cell_centre(scene, (0, 1)))
    press(app, pygame.K_RETURN)
    move = scene.state.history[-1].move
    assert move.cell == (0, 1)
    assert placement_summary(scene.state.history[-1], ["Anna"]) == f"Anna: W1S1 r{move.rotation}"


@pytest.mark.parametrize("coordinates", [False, True])
@pytest.mark.parametrize("game", ["rota", "axio", "axio-hex"])
def test_the_hint_says_the_placement_it_puts_down_in_words(app: App, game: str,
                                                           coordinates: bool) -> None:
    """The hint's banner names the tile by its colours and says which way it lies
    (AXIO Rota: the colour it turns to the top left); its notation only while the
    coordinates are shown."""
    app.save_settings(replace(app.settings, coordinates=coordinates))
    scene = rota_table(app) if game == "rota" else axio_table(app, game)
    press(app, pygame.K_h)
    step_until(app, lambda: scene.placing.tentative is not None)
    hinted = scene.placing.tentative
    written = find_game(game).notation.format(hinted)
    said = scene.motion.banners[-1].detail
    assert said.startswith("Try ") and said.endswith("Confirm it, or place your tile elsewhere.")
    assert (f"({written})" in said) == coordinates
    if game == "rota":
        corners = scene.mover_view().tile.rotations[hinted.rotation]
        assert (f"where it lies now, {colour_name(corners[0])} at the top left" in said
                if corners[0] != "-" else
                f"where it lies now, {colour_name(corners[1])} at the top right" in said)
    else:
        first, second = hinted.colours
        if first == second:
            assert said.startswith(f"Try the {colour_name(first)} double ")
        else:
            side = tr(f"side.{side_of(scene.part.cells, *hinted.cells)}")
            assert said.startswith(f"Try {colour_name(first)}-{colour_name(second)} ")
            assert f"where it lies now, {colour_name(first)} {side}. " in said


@pytest.mark.parametrize("game", ["axio", "axio-hex"])
def test_the_hint_says_where_the_first_half_lies_as_the_board_is_drawn(game: str) -> None:
    """A tile's first half lies left, right, above, below or (AXIO Hex) on a slant of
    the second, as the board is drawn: each of the shape's directions has its words."""
    layout = cell_layout(find_game(game).notation.rules.shape)  # type: ignore[attr-defined]
    sides = {step: side_of(layout, (0, 0), step) for step in layout.shape.directions}
    expected = ({(1, 0): "left", (0, 1): "top", (-1, 0): "right", (0, -1): "bottom"}
                if game == "axio" else
                {(1, 0): "left", (1, -1): "lower_left", (0, -1): "lower_right",
                 (-1, 0): "right", (-1, 1): "upper_right", (0, 1): "upper_left"})
    assert sides == expected


@pytest.mark.parametrize("coordinates", [False, True])
def test_a_refused_drop_names_the_cell_only_with_the_coordinates_on(app: App,
                                                                    coordinates: bool) -> None:
    app.save_settings(replace(app.settings, coordinates=coordinates))
    scene = axio_table(app, "axio")
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN)  # the keyboard's cursor, at the nearest target
    cursor = scene.placing.cursor
    assert cursor is not None
    keys = {(1, 0): pygame.K_RIGHT, (-1, 0): pygame.K_LEFT, (0, 1): pygame.K_DOWN,
            (0, -1): pygame.K_UP}
    for axis in (0, 1):
        steps = 6 - cursor[axis]
        for _ in range(abs(steps)):
            press(app, keys[(1, 0) if axis == 0 else (0, 1)] if steps > 0
                  else keys[(-1, 0) if axis == 0 else (0, -1)])
    assert scene.placing.cursor == (6, 6)
    press(app, pygame.K_RETURN)  # onto the printed purple space in the middle: g7
    said = scene.motion.banners[-1].detail
    assert said.startswith("the cell g7 is taken" if coordinates else "this cell is taken")


@pytest.mark.parametrize("game", ["rota", "axio", "axio-hex"])
def test_the_review_names_placements_in_notation_and_draws_coordinates(
        app: App, tmp_path: Path, game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with redirect_stdout(io.StringIO()):
        assert cli(["simulate", "--game", game, "--players", "random,greedy", "--games", "1",
                    "--seed", "3", "--records", str(tmp_path)]) == 0
    assert app.flow.review_file(min(tmp_path.glob("*.json")))
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    step_until(app, lambda: scene.review is not None, 120)
    notation = find_game(game).notation
    assert [row.notation for row in scene.rows] == [notation.format(move) for move in scene.played]

    judged = next(judgement for judgement in scene.judgements.values()
                  if judgement.loss > 0 and judgement.index > 0)
    for _ in range(judged.index - 1):
        press(app, pygame.K_RIGHT)
    moves = scene.layout.moves
    row = judged.index - first_shown(moves, scene.count, scene.index)
    click(app, (moves.centerx, moves.y + 4 + row * ROW + ROW // 2))
    assert scene.index == judged.index

    written: list[str] = []
    labels: list[str] = []
    original_text, original_label = panels.text, board_art._draw_label
    monkeypatch.setattr(panels, "text", lambda words, *rest: (written.append(words),
                                                               original_text(words, *rest))[1])
    monkeypatch.setattr(board_art, "_draw_label", lambda plate, layout, label, *rest: (
        labels.append(label.text), original_label(plate, layout, label, *rest)))
    if game != "rota":
        scene.board.renderer = board_art.AxioBoardRenderer()  # type: ignore[attr-defined]
    scene.draw(app.window)
    assert notation.format(judged.played) in written, "Played: …"
    assert notation.format(judged.best) in written, "Better: …"
    if game == "rota":
        assert pygame.Rect(scene.camera.viewport) == ruled(scene.layout.board)
        corner = scene.layout.board.topleft
        assert tuple(app.window.get_at((corner[0] + 2, corner[1] + 2)))[:3] == RULER_FILL
    else:
        shape = scene.record.rules.shape  # type: ignore[attr-defined]
        expected = [label.text for label in shape.line_labels(shape.area_size(2))]
        assert sorted(labels) == sorted(expected) and "c" in labels and "3" in labels
