"""Every key is read through the key table of its screen (issue 36): one key means
what its screen's table says, the key help names its keys from the same table, and the
review, the results, try again and a tutorial do what their new intents say when real
key events are posted into them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from driving import FRAME, press, step_until
from test_results_chart import finished_game
from test_review_screen import a_record, opened
from test_try_again import started
from tutorial_driving import FIXTURES, at_a_card, begin, quick, use_tutorials_from

from axio_desktop.app import App
from axio_desktop.review import QUICK
from axio_desktop.ui.axio.part import AXIO_HELP_ROWS
from axio_desktop.ui.core.input import (
    EXCHANGE_KEYS,
    RESULTS_KEYS,
    REVIEW_KEYS,
    SCREEN_KEYS,
    TABLE_KEYS,
    TRY_AGAIN_KEYS,
    TUTORIAL_KEYS,
    Action,
    Binding,
    Intent,
    KeyTable,
    pick_keys,
)
from axio_desktop.ui.core.key_help import HelpRow, describe
from axio_desktop.ui.i18n import set_language, tr
from axio_desktop.ui.review import opening
from axio_desktop.ui.screens.help_scene import HelpScene
from axio_desktop.ui.table import top_bar
from axio_desktop.ui.table.help_rows import TABLE_ROWS
from axio_desktop.ui.table.top_bar import confirm_status
from axio_desktop.ui.tutorial.start import tutorial_of

PACKAGE = Path(__file__).resolve().parents[2] / "axio_desktop"
ROTA_KEYS = TABLE_KEYS.plus(*pick_keys(5))


def meanings(keys: KeyTable, rows: tuple[HelpRow, ...]) -> dict[str, str]:
    """What each row of the help does, and its keys as the help names them."""
    return {meaning: named for named, meaning in describe(keys, rows)}


def key(table: KeyTable, code: int, mod: int = 0) -> Action | None:
    intent = table.translate(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod))
    return None if intent is None else intent.action


def test_no_key_code_is_read_outside_the_input_table() -> None:
    readers = [path.relative_to(PACKAGE).as_posix() for path in sorted(PACKAGE.rglob("*.py"))
               if "pygame.K_" in path.read_text(encoding="utf-8")
               or "KMOD_" in path.read_text(encoding="utf-8")]
    assert readers == ["ui/core/input.py"]


def test_one_key_means_what_the_table_of_its_screen_says() -> None:
    assert key(TABLE_KEYS, pygame.K_HOME) is Action.FIT
    assert key(REVIEW_KEYS, pygame.K_HOME) is Action.FIRST
    assert key(REVIEW_KEYS, pygame.K_f) is Action.FIT
    assert key(REVIEW_KEYS, pygame.K_t) is Action.TRY_AGAIN
    assert key(RESULTS_KEYS, pygame.K_t) is Action.NEXT_TRACKS
    assert key(TABLE_KEYS, pygame.K_t) is None
    assert key(REVIEW_KEYS, pygame.K_UP) is Action.PREVIOUS
    assert key(REVIEW_KEYS, pygame.K_UP, pygame.KMOD_SHIFT) is Action.PAN, "as everywhere"
    assert key(TABLE_KEYS.plus(*TRY_AGAIN_KEYS.bindings), pygame.K_h) is Action.SHOW
    assert key(TABLE_KEYS.plus(*TUTORIAL_KEYS.bindings), pygame.K_RETURN) is Action.CLOSE_CARD
    assert key(TABLE_KEYS, pygame.K_RETURN) is Action.CONFIRM
    assert key(SCREEN_KEYS, pygame.K_TAB, pygame.KMOD_LSHIFT) is Action.PREVIOUS_FIELD
    assert key(TABLE_KEYS, pygame.K_y, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT) is Action.REDO
    assert key(TABLE_KEYS, pygame.K_r, pygame.KMOD_LSHIFT) is Action.ROTATE, "Shift alone"


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    yield
    set_language("en")


def test_the_help_names_the_keys_of_the_table(german: None) -> None:
    set_language("en")
    lines = meanings(ROTA_KEYS, TABLE_ROWS)
    assert lines[tr("help.do.take")] == "Click or drag a tile"
    assert lines[tr("help.do.put_down")] == "Let go or click on the board"
    assert lines[tr("help.do.rotate")] == \
        "R, E, right click, wheel while holding, the turn buttons"
    assert lines[tr("help.do.confirm")] == "Enter, Space, Confirm beside the tile"
    assert lines[tr("help.do.cancel")] == \
        "Escape, Backspace, Cancel, or a click on its place in the hand"
    assert lines[tr("help.do.cursor")] == "Arrow keys"
    assert lines[tr("help.do.pick")] == "1 – 5"
    assert lines[tr("help.do.pan")] == "W A S D, Shift+arrow keys, drag the table"
    assert lines[tr("help.do.zoom")] == "Mouse wheel, + / −"
    assert lines[tr("help.do.undo")] == "U, Ctrl+Z"
    assert lines[tr("help.do.redo")] == "Ctrl+Y, Ctrl+Shift+Z"
    axio = meanings(TABLE_KEYS.plus(*pick_keys(6), *EXCHANGE_KEYS), AXIO_HELP_ROWS)
    assert axio[tr("help.do.pick_tile")] == "1 – 6"
    assert axio[tr("help.do.exchange")] == "X / K"
    set_language("de")
    lines = meanings(ROTA_KEYS, TABLE_ROWS)
    assert lines[tr("help.do.fit")] == "Pos1"
    assert lines[tr("help.do.redo")] == "Strg+Y, Strg+Umschalt+Z"
    assert lines[tr("help.do.pan")] == "W A S D, Umschalt+Pfeiltasten, Tisch ziehen"


def test_a_binding_changed_in_the_table_changes_the_help() -> None:
    moved = ROTA_KEYS.plus(Binding(pygame.K_g, Intent(Action.HINT)),
                           Binding(pygame.K_h, Intent(Action.FIT)))
    lines = meanings(moved, TABLE_ROWS)
    assert lines[tr("help.do.hint")] == "G"
    assert lines[tr("help.do.fit")] == "Home, H"
    unbound = KeyTable(binding for binding in ROTA_KEYS.bindings
                       if binding.intent.action is not Action.REDO)
    lines = meanings(unbound, TABLE_ROWS)
    assert tr("help.do.redo") not in lines, "a row of keys the table does not bind goes"


def test_texts_that_tell_a_key_name_it_from_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    assert confirm_status() == "Enter confirms, Escape takes the tile back"
    space_only = KeyTable(binding for binding in TABLE_KEYS.bindings
                          if binding.intent.action is not Action.CONFIRM
                          or binding.key == pygame.K_SPACE)
    monkeypatch.setattr(top_bar, "TABLE_KEYS", space_only)
    assert confirm_status() == "Space confirms, Escape takes the tile back"


# The screens, driven by real key events ------------------------------------------------


def test_the_reviews_keys_step_go_to_the_ends_pan_and_fit(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening, "OPTIONS", opening.ReviewOptions(settings=QUICK, jobs=1))
    scene = opened(app, a_record(tmp_path, "rota", "random,greedy"))
    fitted = (scene.camera.centre, scene.camera.cell)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_UP)
    assert scene.index == 1, "Down and Up step like Right and Left"
    press(app, pygame.K_d)
    press(app, pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert scene.index == 1 and scene.camera.centre != fitted[0], "D and Shift+Right pan"
    press(app, pygame.K_HOME)
    assert scene.index == 0 and scene.camera.centre != fitted[0], "Home: the first placement"
    press(app, pygame.K_f)
    assert (scene.camera.centre, scene.camera.cell) == fitted, "F: the whole board"
    press(app, pygame.K_END)
    assert scene.index == scene.count - 1
    press(app, pygame.K_F1)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    assert ("Left / Right, Up / Down", tr("review.do.step")) in help_scene.lines
    assert ("F", tr("review.do.fit")) in help_scene.lines
    press(app, pygame.K_F12)
    assert app.scenes.top is help_scene, "a screenshot leaves the help up"
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


@pytest.mark.parametrize("levels", [["greedy", "hard"], ["greedy"]])
def test_f1_on_the_results_tells_its_keys(app: App, levels: list[str]) -> None:
    results = finished_game(app, levels)
    press(app, pygame.K_F1)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    assert ("T, click the chart", tr("results.do.tracks")) in help_scene.lines
    assert ("Enter, Space", tr("results.do.review")) in help_scene.lines
    chart = ("C", tr("results.do.chart"))
    assert (chart in help_scene.lines) == (len(levels) == 1), "the high scores: solo's"
    press(app, pygame.K_t)
    assert app.scenes.top is results and results.tracks_of is None, "any key closes the help"
    press(app, pygame.K_t)
    assert results.tracks_of == 0


def test_try_agains_h_shows_the_best_and_undo_takes_back_only_the_tile_put_down(
        app: App) -> None:
    table, coach = started(app, "rota", 5, 0)
    press(app, pygame.K_u)
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert table.match.placements_made() == coach.lesson.marked[0].index, "nothing undone"
    press(app, pygame.K_h)
    assert coach.result == "shown" and not table.match.hint_pending, "no bot asked"
    assert table.match.same_decision(table.placing.tentative, coach.lesson.best())
    assert [button.action for button in coach.buttons()] == [Action.GO_ON.name]
    card = coach.card()
    assert card is not None and card[0].collidelist(table.part.put_down_rects()) < 0, \
        "the card keeps clear of the tile it put down"
    press(app, pygame.K_u)
    assert table.placing.tentative is None, "U takes back the tile put down"
    press(app, pygame.K_h)
    assert table.match.same_decision(table.placing.tentative, coach.lesson.best()), \
        "H shows it again once Show is gone from the card"
    press(app, pygame.K_n)
    assert coach.lesson.results == ["shown"]


@pytest.fixture
def tutorial_files(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    use_tutorials_from(monkeypatch, FIXTURES)
    yield
    tutorial_of.cache_clear()


def test_a_tutorials_enter_closes_a_card_and_undo_takes_back_only_the_tile_put_down(
        app: App, tutorial_files: None) -> None:
    quick(app)
    scene, coach = begin(app, "rota")
    assert at_a_card(app, coach) and coach.step is not None and not coach.step.waits
    press(app, pygame.K_KP_ENTER)
    assert coach.index == 1, "Enter (the keypad's too) closes a card Next closes"
    assert at_a_card(app, coach)
    step = coach.step
    assert step is not None and step.waits
    scene.show_hint(step.decision)
    press(app, pygame.K_u)
    assert scene.placing.tentative is None and coach.note is None, "the tile went back"
    press(app, pygame.K_u)
    assert coach.note == tr("tutorial.no_undo"), "a step is not taken back"
    scene.show_hint(step.decision)
    press(app, pygame.K_RETURN)
    app.step(2, dt=FRAME)
    step_until(app, lambda: coach.index > 1)
    assert coach.index == 2, "Enter confirms the placement while the card waits for it"


def test_the_docs_table_of_holding_a_tile_is_what_the_key_help_says() -> None:
    """docs/ui.md writes the grammar of holding a tile as one table: the key help's
    first rows at the table, in English, exactly as F1 shows them."""
    set_language("en")
    lines = describe(ROTA_KEYS, TABLE_ROWS[:6])
    expected = "\n".join(f"| {keys} | {does} |" for keys, does in lines)
    docs = (Path(__file__).parents[2] / "docs" / "ui.md").read_text(encoding="utf-8")
    start = docs.index("<!-- the grammar: the key help's rows of the table, in English -->")
    end = docs.index("<!-- end of the grammar -->")
    table = docs[start:end].splitlines()[3:]
    assert "\n".join(line for line in table if line) == expected
