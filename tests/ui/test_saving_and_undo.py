"""Save and Load through the menus, undo and redo over the record, damaged files at
start-up: real events into the running app."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame
import pygame_gui
import pytest
from driving import (
    FRAME,
    cell_centre,
    click,
    custom_state,
    post,
    press,
    start,
    step_until,
    wait_a_frame,
)
from test_app_flow import gui_button, message_text

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.bots.rota.kit import ROTA_BOTS
from axio_desktop.engine.rota import PlayerInfo, RotaState, Setup
from axio_desktop.ui.core.wording import file_problem_text, save_error_text
from axio_desktop.ui.i18n import set_language
from axio_desktop.ui.screens.load_scene import LoadGameScene
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.pause_scene import PauseScene
from axio_desktop.ui.screens.save_scene import SaveGameScene
from axio_desktop.ui.table.match import HINT_LEVEL
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata import FileProblem, SaveError, SetAside, saves_dir

ANNA = PlayerInfo("Anna")
BEATA = PlayerInfo("Beata")
ROBO = PlayerInfo("Robo", "bot", "greedy")


def snapshot(state: RotaState) -> tuple[object, ...]:
    return (list(state.history), state.all_scores(), state.to_move, state.supply_size)


def fast_bots(app: App) -> None:
    from dataclasses import replace

    app.settings = replace(app.settings, bot_delay=0.0)


def play_human_move(app: App, scene: TableScene) -> None:
    """Enter three times: the cursor to the nearest open cell, put down, confirm (a
    colour named with 1 when the engine asks for one)."""
    moves = len(scene.state.history)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    if scene.part.picker() is not None:
        press(app, pygame.K_1)
    press(app, pygame.K_RETURN)
    assert len(scene.state.history) > moves, "the human's move was not played"


def wait_for_human(app: App, scene: TableScene) -> None:
    step_until(app, lambda: scene.state.finished or scene.mover_view() is not None)


def game_against_a_bot(app: App, seed: int = 21) -> TableScene:
    fast_bots(app)
    return start(app, RotaState.start(Setup.deal(2, seed)), [ANNA, ROBO])


def type_text(app: App, field: pygame_gui.elements.UITextEntryLine, words: str) -> None:
    click(app, field.rect.center)
    for _ in range(len(field.get_text())):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0)
    for letter in words:
        post(pygame.TEXTINPUT, text=letter)
    app.step(2, dt=FRAME)


def pause_button(scene: PauseScene, action: str) -> tuple[int, int]:
    for button in scene.buttons():
        if button.action == action:
            return button.rect.center
    raise AssertionError(f"no {action!r} in the game menu")


def save_through_the_game_menu(app: App, name: str) -> PauseScene:
    """Escape, Save game, type ``name``, Save: back on the game menu, which is returned."""
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    click(app, pause_button(pause, "save"))
    form = app.scenes.top
    assert isinstance(form, SaveGameScene) and form.name_field is not None
    type_text(app, form.name_field, name)
    click(app, gui_button(form, "save"))
    assert app.scenes.top is pause
    return pause


def test_save_then_load_mid_game_gives_the_identical_state(app: App) -> None:
    scene = game_against_a_bot(app)
    for _ in range(3):
        wait_for_human(app, scene)
        play_human_move(app, scene)
    wait_for_human(app, scene)
    before = snapshot(scene.state)
    save_through_the_game_menu(app, "Before lunch")
    assert (saves_dir() / "Before lunch.json").is_file()
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    play_human_move(app, scene)  # the game goes on after saving, then is left
    press(app, pygame.K_ESCAPE)
    click(app, pause_button(app.scenes.top, "menu"))  # type: ignore[arg-type]
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    click(app, gui_button(menu, "load"))
    loader = app.scenes.top
    assert isinstance(loader, LoadGameScene) and len(loader.list.files) == 1
    click(app, loader.list.row_rect(0).center)
    click(app, gui_button(loader, "load"))
    game = app.scenes.top
    assert isinstance(game, TableScene)
    assert snapshot(game.state) == before
    assert game.match.players == (ANNA, ROBO), "the bot comes back as a bot of its level"
    assert game.match.is_bot(1)


def test_a_corrupt_record_shows_the_message_and_the_program_carries_on(
    app: App, tmp_path: Path
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "axio-rota-record", "version": 1, "players": "nobody"}')
    app.step(1, dt=FRAME)
    click(app, gui_button(app.scenes.top, "load"))  # type: ignore[arg-type]
    loader = app.scenes.top
    assert isinstance(loader, LoadGameScene) and loader.path_field is not None
    assert not loader.list.files, "no saves yet"
    type_text(app, loader.path_field, str(broken))
    click(app, gui_button(loader, "load"))
    assert app.scenes.top is loader, "nothing was loaded"
    shown = message_text(app)
    assert str(broken) in shown and "players" in shown
    assert "could not be read as a game record of this program" in shown
    press(app, pygame.K_RETURN)  # Enter closes the dialog ...
    assert app.message is None
    app.step(5, dt=FRAME)  # ... and the program goes on: back to the menu, a new game
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)
    click(app, gui_button(app.scenes.top, "new"))  # type: ignore[arg-type]
    click(app, gui_button(app.scenes.top, "start"))  # type: ignore[arg-type]
    assert isinstance(app.scenes.top, TableScene)


def test_a_german_player_is_told_in_german_what_the_record_names_in_english(
    app: App, tmp_path: Path
) -> None:
    broken = tmp_path / "kaputt.json"
    broken.write_text('{"version": 1, "players": []}')
    set_language("de")
    try:
        assert not app.flow.load_game(broken)
        shown = message_text(app)
    finally:
        set_language("en")
    assert "ließ sich nicht als Partie dieses Programms lesen" in shown
    assert "missing &#x27;format&#x27;" in shown  # the record's message, escaped for the dialog


def test_undo_then_redo_gives_the_identical_state(app: App) -> None:
    scene = game_against_a_bot(app, seed=5)
    states = []
    for _ in range(3):
        wait_for_human(app, scene)
        states.append(snapshot(scene.state))
        play_human_move(app, scene)
    wait_for_human(app, scene)
    latest = snapshot(scene.state)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert scene.placing.tentative is not None
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.placing.tentative is None and snapshot(scene.state) == latest, "first the tile put down"
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert snapshot(scene.state) == states[2], "back to the human's previous decision"
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert snapshot(scene.state) == states[1], "undo goes several steps deep"
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert snapshot(scene.state) == states[2]
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert snapshot(scene.state) == latest, "redo replays the bot's answers too"
    assert not scene.match.can_redo()


def test_a_new_move_after_undo_clears_the_redo_list(app: App) -> None:
    scene = game_against_a_bot(app, seed=8)
    wait_for_human(app, scene)
    play_human_move(app, scene)
    wait_for_human(app, scene)
    click(app, top_button(scene, "undo"))
    assert scene.match.can_redo()
    press(app, pygame.K_RIGHT)  # a different cell than the one played before, maybe
    play_human_move(app, scene)
    assert not scene.match.can_redo()
    assert not top_button_enabled(scene, "redo")


def top_button(scene: TableScene, action: str) -> tuple[int, int]:
    for button in scene.buttons():
        if button.action == action:
            assert button.enabled, f"{action} is not enabled"
            return button.rect.center
    raise AssertionError(f"no {action!r} button")


def top_button_enabled(scene: TableScene, action: str) -> bool:
    return any(button.action == action and button.enabled for button in scene.buttons())


def test_hot_seat_undo_only_takes_back_the_tentative_tile(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"], ["BOPR", "OPRG"]])
    scene = start(app, state, [ANNA, BEATA])
    press(app, pygame.K_RETURN)  # lift the curtain
    play_human_move(app, scene)
    press(app, pygame.K_RETURN)  # Beata's curtain
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert scene.placing.tentative is not None
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.placing.tentative is None
    assert len(scene.state.history) == 1, "Anna's confirmed move stays"
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.state.history) == 1


def test_hint_shows_the_hard_bots_move_and_the_log_notes_it(app: App) -> None:
    scene = game_against_a_bot(app, seed=3)
    wait_for_human(app, scene)
    view = scene.mover_view()
    assert view is not None
    expected = make_bot(HINT_LEVEL, len(scene.state.history), kit=ROTA_BOTS).choose(view)
    press(app, pygame.K_h)
    step_until(app, lambda: scene.placing.tentative is not None)
    tentative = scene.placing.tentative
    assert tentative is not None
    assert (tentative.cell, tentative.rotation, tentative.name) == (
        expected.cell,
        expected.rotation,
        expected.name,
    )
    index = len(scene.state.history)
    press(app, pygame.K_RETURN)
    assert scene.state.history[index].move == expected
    assert index in scene.match.hinted


def test_damaged_files_at_start_up_are_told_in_one_dialog(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text("{not json")
    (data_dir / "statistics.json").write_text(json.dumps({"version": 1, "modes": 3}))
    app = App(size=(1280, 800), data_dir=data_dir)
    try:
        app.step(1, dt=FRAME)
        shown = message_text(app)
        assert "settings" in shown and "statistics" in shown
        assert (data_dir / "settings.json.bak").is_file()
        assert app.settings.sound and app.settings.bot_delay > 0, "the defaults are used"
        click(app, app.message.dismiss_button.rect.center)  # type: ignore[union-attr]
        assert app.message is None
        assert isinstance(app.scenes.top, MenuScene)
    finally:
        app.close()


def test_damaged_files_are_told_in_the_players_language(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(json.dumps({"language": "de"}))
    (data_dir / "statistics.json").write_text(json.dumps({"version": 1, "modes": 3}))
    app = App(size=(1280, 800), data_dir=data_dir)
    try:
        app.step(1, dt=FRAME)
        shown = message_text(app)
        assert shown.startswith("Die Datei „Statistik (AXIO Rota)“ war beschädigt (modes: ")
        assert "sie beginnt wieder bei null" in shown
        assert shown.endswith("die beschädigte Datei heißt jetzt statistics.json.bak.")
    finally:
        app.close()
        set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_kind_of_file_problem_reads_as_one_whole_sentence(language: str) -> None:
    set_language(language)
    try:
        problems = [
            FileProblem(file, "not JSON: line 1 column 2", instead, aside)
            for file, instead in [
                ("settings", "fresh"),
                ("high_scores", "fresh"),
                ("statistics", "fresh"),
                ("autosave", "earlier_autosave"),
                ("autosave", "no_game"),
            ]
            for aside in (None, SetAside("x.json.bak"), SetAside(None, "Permission denied"))
        ]
        sentences = [file_problem_text(problem) for problem in problems]
        sentences.append(save_error_text(SaveError("high_scores", "No space left on device")))
        for sentence in sentences:
            assert "{" not in sentence and sentence.endswith("."), sentence
            assert sentence[0].isupper() or sentence[0] == "„", sentence
        assert len(set(sentences)) == len(sentences), "each case says something of its own"
        if language == "de":
            assert not any(word in " ".join(sentences) for word in ("damaged", "cannot", "file "))
    finally:
        set_language("en")


def test_continue_shows_the_curtain_again_in_hot_seat(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"], ["BOPR", "OPRG"]])
    scene = start(app, state, [ANNA, BEATA])
    press(app, pygame.K_RETURN)
    play_human_move(app, scene)
    press(app, pygame.K_RETURN)  # Beata looks at her tile ...
    assert scene.curtain is None
    app.flow.to_menu()  # ... and the game is left
    app.flow.continue_game()
    app.step(1, dt=FRAME)
    game = app.scenes.top
    assert isinstance(game, TableScene)
    assert game.state.to_move == 1 and game.curtain == 1, "Beata's tile is hidden again"


def play_to_the_end(app: App, scene: TableScene) -> None:
    """Every human move by keys (Enter, a colour, Enter) until the results come up."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if not isinstance(app.scenes.top, TableScene):
            return
        if scene.curtain is not None:
            press(app, pygame.K_RETURN)
        elif scene.mover_view() is not None:
            play_human_move(app, scene)
        else:
            wait_a_frame(app)
    raise AssertionError("the game did not end")


def test_whole_games_solo_against_bots_and_hot_seat_are_counted(app: App) -> None:
    from axio_desktop.ui.screens.results_scene import ResultsScene
    from axio_desktop.userdata import Statistics

    fast_bots(app)
    for players, seed in (([ANNA], 2), ([ANNA, ROBO], 3), ([ANNA, BEATA, ROBO], 4)):
        scene = start(app, RotaState.start(Setup.deal(len(players), seed)), players)
        if len(players) == 2:  # undo and redo in the middle of the game change nothing
            for _ in range(4):
                wait_for_human(app, scene)
                play_human_move(app, scene)
            wait_for_human(app, scene)
            before = snapshot(scene.state)
            press(app, pygame.K_z, pygame.KMOD_CTRL)
            press(app, pygame.K_z, pygame.KMOD_CTRL)
            press(app, pygame.K_y, pygame.KMOD_CTRL)
            press(app, pygame.K_y, pygame.KMOD_CTRL)
            assert snapshot(scene.state) == before
        play_to_the_end(app, scene)
        step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
        assert scene.state.finished
    statistics = Statistics.load(game="rota")
    assert [statistics.modes[mode].played for mode in ("solo", "bots", "hot-seat")] == [1, 1, 1]
    assert statistics.bot_levels["greedy"].played == 2


def test_a_placement_made_after_the_hint_was_put_back_is_not_noted_as_the_hints(
        app: App) -> None:
    scene = game_against_a_bot(app)
    wait_for_human(app, scene)
    press(app, pygame.K_h)
    step_until(app, lambda: scene.placing.tentative is not None)
    hinted = scene.placing.tentative
    assert hinted is not None
    press(app, pygame.K_ESCAPE)  # the hinted tile back in the hand
    other = next(cell for cell in scene.state.legal_cells() if cell != hinted.cell)
    index = len(scene.state.history)
    click(app, cell_centre(scene, other))
    press(app, pygame.K_RETURN)
    part = scene.part
    if part.picker() is not None:  # type: ignore[attr-defined]  # a corner to name first
        press(app, pygame.K_1)
        press(app, pygame.K_RETURN)
    assert scene.state.history[index].move.cell == other
    assert index not in scene.match.hinted, "the player did not play the hint"
