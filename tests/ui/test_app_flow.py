"""The app around the table: menus clicked through pygame_gui, autosave and Continue,
solo high scores, results wording, the demo mode and the scene stack."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pygame
import pygame_gui
import pytest
from driving import FRAME, click, custom_state, post, press, start, step_until, wait_a_frame
from pygame_gui.elements import UITextEntryLine

from axio_desktop.app import App, main
from axio_desktop.engine.rota import PlayerInfo, RotaRecord, rank
from axio_desktop.kits import find_kit
from axio_desktop.ui.core.gui import GuiScene
from axio_desktop.ui.core.input import SCREEN_KEYS, TABLE_KEYS, Action, Intent
from axio_desktop.ui.core.stack import EmptySceneStackError, SceneStack
from axio_desktop.ui.core.theme import ACCENT
from axio_desktop.ui.core.wording import level_name, verdict
from axio_desktop.ui.i18n import set_language, tr
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.new_game_scene import NewGameScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata import HighScoreTable, Settings, has_autosave
from axio_desktop.userdata.autosave import default_path

ANNA = PlayerInfo("Anna")


def message_text(app: App) -> str:
    """The text of the dialog on screen (fails when there is none)."""
    assert app.message is not None, "no dialog is shown"
    text_block = app.message.text_block
    assert text_block is not None
    return str(text_block.html_text)


def gui_button(scene: GuiScene, action: str) -> tuple[int, int]:
    for element, name in scene.actions.items():
        if name == action:
            return element.rect.center
    raise AssertionError(f"no {action!r} button on {type(scene).__name__}")


def open_new_game_form(app: App) -> NewGameScene:
    """The new-game form on top of the menu, built and drawn once."""
    app.step(1, dt=FRAME)
    form = NewGameScene(app)
    app.scenes.push(form)
    app.step(1, dt=FRAME)
    return form


def test_menu_to_new_game_to_the_table_by_clicks(app: App) -> None:
    app.step(2, dt=FRAME)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    assert "continue" not in menu.actions.values(), "no autosave yet, so no Continue"
    click(app, gui_button(menu, "new"))
    form = app.scenes.top
    assert isinstance(form, NewGameScene)
    click(app, gui_button(form, "start"))
    game = app.scenes.top
    assert isinstance(game, TableScene)
    assert [player.kind for player in game.match.players] in (["human", "bot"], ["bot", "human"])
    assert app.settings.last_players, "the seats are remembered for next time"


def test_every_move_is_autosaved_and_continue_resumes(app: App, data_dir: Path) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO", "BOPR"]])
    scene = start(app, state, [ANNA])
    for _ in range(3):
        press(app, pygame.K_RETURN)
    app.flow.autosaves.flush()  # the autosave is written beside the frames
    assert len(scene.state.history) == 1 and has_autosave(default_path("rota"))
    saved = json.loads((data_dir / "autosave.json").read_text())
    assert len(saved["moves"]) == 1

    app.flow.to_menu()
    app.step(2, dt=FRAME)
    menu = app.scenes.top
    assert isinstance(menu, GuiScene)
    click(app, gui_button(menu, "continue"))
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene)
    assert resumed.state.moves == scene.state.moves


def test_a_solo_game_enters_the_high_score_table(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP"]])
    scene = start(app, state, [ANNA])
    for _ in range(3):
        press(app, pygame.K_RETURN)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    results = app.scenes.top
    assert isinstance(results, ResultsScene) and results.solo is not None
    assert results.solo.place == 0
    table = HighScoreTable.load(game="rota")
    assert [(entry.name, entry.lowest, entry.seed) for entry in table.entries] == [
        ("Anna", min(scene.state.scores(0)), 1)
    ]
    app.flow.autosaves.flush()  # the autosave is written beside the frames
    assert not has_autosave(default_path("rota")), "a finished game leaves nothing to continue"


def test_the_tie_break_in_words() -> None:
    set_language("en")
    chris = (7, 9, 10, 12, 11)
    other = (9, 7, 9, 12, 12)
    assert verdict(rank([other, chris]), ["Beata", "Chris"]) == (
        "Chris wins on the tie-break: both have 7 and 9 from their lowest colour up; Chris's "
        "third-lowest colour is 10, Beata's 9")
    anna, ben = (6, 10, 11, 12, 13), (6, 9, 12, 12, 14)
    assert verdict(rank([anna, ben]), ["Anna", "Ben"]) == (
        "Anna wins on the tie-break: both have 6 in their lowest colour; Anna's "
        "second-lowest colour is 10, Ben's 9")
    assert verdict(rank([(5, 7, 9, 12, 12), chris]), ["Anna", "Chris"]) == (
        "Chris wins with 7 in the lowest colour; Anna has 5")
    shared = rank([chris, chris])
    assert verdict(shared, ["Anna", "Chris"]) == (
        "Anna and Chris share the victory: their tracks are alike from the lowest colour to "
        "the highest (7, 9, 10, 11, 12)")
    instant = rank([(12,) * 5, chris], instant_winner=0)
    assert verdict(instant, ["Anna", "Chris"]) == "Anna wins at once: all five colours at 12"


def test_the_tie_break_of_three_or_four_names_the_next_best() -> None:
    """With more players the winner is set against the best of the others, by name."""
    set_language("en")
    three = rank([(7, 8, 9, 9, 9), (7, 9, 9, 12, 12), (7, 9, 10, 11, 12)])
    assert verdict(three, ["Anna", "Beata", "Chris"]) == (
        "Chris wins on the tie-break: Chris and Beata both have 7 and 9 from their lowest "
        "colour up; Chris's third-lowest colour is 10, Beata's 9")
    four = rank([(3,) * 5, (7, 9, 10, 12, 11), (5, 7, 9, 12, 12), (6, 6, 6, 6, 6)])
    assert verdict(four, ["Anna", "Ben", "Cem", "Dora"]) == (
        "Ben wins with 7 in the lowest colour; Dora comes next with 6")
    shared = rank([(7, 9, 10, 12, 11), (1,) * 5, (11, 10, 9, 7, 12)])
    assert verdict(shared, ["Anna", "Ben", "Cem"]).startswith("Anna and Cem share the victory")
    set_language("de")
    try:
        assert verdict(three, ["Anna", "Beata", "Chris"]) == (
            "Gleichstand – Chris gewinnt: Chris und Beata haben beide von der schwächsten Farbe "
            "an 7 und 9; in der drittschwächsten Farbe hat Chris 10, Beata 9")
        assert verdict(four, ["Anna", "Ben", "Cem", "Dora"]) == (
            "Ben gewinnt mit 7 in der schwächsten Farbe; dahinter folgt Dora mit 6")
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("language", "headline"),
    [("en", "Robo's result: 0 (lowest colour)"), ("de", "Ergebnis von Robo: 0 (niedrigste Farbe)")],
)
def test_a_program_playing_alone_gets_its_result_by_name(
    app: App, language: str, headline: str
) -> None:
    set_language(language)
    state = custom_state({(0, 0): "RGBO"}, [["RGBO"]])
    start(app, state, [PlayerInfo("Robo", "bot", "greedy")])
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    assert results.outcome.standings[0].scores == (0, 1, 0, 0, 0)
    assert results.headline == headline
    set_language("en")


def test_results_of_a_finished_record_show_the_ranking(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP"], ["BOPR"]])
    scene = start(app, state, [ANNA, PlayerInfo("Chris")])
    for _ in range(2):
        for _ in range(4):
            press(app, pygame.K_RETURN)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    outcome = scene.state.outcome()
    assert outcome is not None
    expected = verdict(outcome, ["Anna", "Chris"])
    assert results.outcome == outcome and results.headline == expected
    assert expected.startswith(("Anna wins", "Chris wins", "Anna and Chris share the victory"))
    click(app, gui_button(results, "again"))
    assert isinstance(app.scenes.top, TableScene)


def test_the_enter_that_confirms_the_last_tile_leaves_the_results_to_be_read(
        app: App) -> None:
    """Enter confirms the last tile, and the player goes on pressing it (or holds it,
    and it repeats) as the results come up: they stay. Later, Enter (the highlighted
    button) opens the review over the results, and Escape there comes back to them."""
    state = custom_state({(0, 0): "RGBO"}, [["GBOP"], ["BOPR"]])
    start(app, state, [ANNA, PlayerInfo("Chris")])
    deadline = 400
    while not isinstance(app.scenes.top, ResultsScene):
        press(app, pygame.K_RETURN)
        deadline -= 1
        assert deadline, "the game never ended"
    results = app.scenes.top
    for _ in range(20):  # a third of a second of a held Enter's repeats
        press(app, pygame.K_RETURN)
    assert app.scenes.top is results, "the results were skipped"
    primary = [action for element, action in results.actions.items()
               if "#primary" in element.object_ids]
    assert primary == ["review"], "the highlighted button is the review, not the menu"
    app.step(40, dt=FRAME)
    press(app, pygame.K_RETURN)
    step_until(app, lambda: app.scenes.top is not results)
    assert type(app.scenes.top).__name__ == "ReviewScene"
    assert results in list(app.scenes), "the results wait beneath the review"
    press(app, pygame.K_ESCAPE)
    step_until(app, lambda: app.scenes.top is results)


def test_help_overlay_opens_and_closes(app: App) -> None:
    scene = start(app, custom_state({(0, 0): "RGBO"}, [["GBOP"]]), [ANNA])
    press(app, pygame.K_F1)
    assert app.scenes.top is not scene and len(app.scenes.visible()) == 2
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


def test_the_input_table() -> None:
    def key(code: int, mod: int = 0) -> Intent | None:
        return TABLE_KEYS.translate(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod))

    assert key(pygame.K_r) == Intent(Action.ROTATE)
    assert key(pygame.K_q) == Intent(Action.ROTATE_BACK)
    assert key(pygame.K_LEFT) == Intent(Action.CURSOR, (-1, 0))
    assert key(pygame.K_LEFT, pygame.KMOD_SHIFT) == Intent(Action.PAN, (-1, 0))
    assert key(pygame.K_z, pygame.KMOD_CTRL) == Intent(Action.UNDO)
    assert key(pygame.K_z) is None
    assert SCREEN_KEYS.translate(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)) == Intent(
        Action.ZOOM, amount=-1
    )


def test_an_empty_scene_stack_fails_loudly() -> None:
    stack = SceneStack()
    with pytest.raises(EmptySceneStackError):
        _ = stack.top
    with pytest.raises(EmptySceneStackError):
        stack.pop()


def test_demo_mode_saves_its_last_frame(tmp_path: Path) -> None:
    target = tmp_path / "demo.png"
    assert (
        main(
            [
                "--demo",
                "--players",
                "greedy,random",
                "--seed",
                "3",
                "--frames",
                "40",
                "--screenshot",
                str(target),
                "--size",
                "1024x600",
            ]
        )
        == 0
    )
    picture = pygame.image.load(target)
    assert picture.get_size() == (1024, 600)


def test_every_text_key_in_the_code_is_in_the_english_catalogue() -> None:
    root = Path(__file__).resolve().parents[2] / "axio_desktop"
    catalogue = json.loads((root / "ui" / "i18n" / "en.json").read_text(encoding="utf-8"))
    sources = [*root.joinpath("ui").rglob("*.py"), root / "app.py"]
    used = {key for path in sources for key in re.findall(r'tr\(\s*"([a-z_.]+)"', path.read_text())}
    used |= {
        key
        for path in sources
        for key in re.findall(r'"(help\.(?:keys|do)\.[a-z_]+)"', path.read_text())
    }
    assert used and sorted(used - set(catalogue)) == []
    assert tr("no.such.key") == "no.such.key"


def test_a_tip_shows_until_the_player_turns_tips_off(app: App) -> None:
    scene = start(app, custom_state({(0, 0): "RGBO"}, [["GBOP"]]), [ANNA])
    assert scene.tip, "a first game shows a tip"
    never = next(button for button in scene.buttons() if button.action == "tip_never")
    click(app, never.rect.center)
    assert scene.tip is None and app.settings.tips_dismissed
    assert Settings.load()[0].tips_dismissed, "the choice is saved"
    again = start(app, custom_state({(0, 0): "RGBO"}, [["GBOP"]]), [ANNA])
    assert again.tip is None


def test_continue_refuses_a_save_whose_bot_level_is_unknown(app: App, data_dir: Path) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP"], ["BOPR"]])
    players = (ANNA, PlayerInfo("Ghost", "bot", "no-such-level"))
    RotaRecord.of(players, state).save(data_dir / "autosave.json")
    app.flow.continue_game()
    app.step(1, dt=FRAME)
    assert isinstance(app.scenes.top, MenuScene)
    assert "no-such-level" in message_text(app)


def test_settings_are_changed_by_their_controls_and_saved(app: App) -> None:
    from axio_desktop.ui.screens.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.step(2, dt=FRAME)
    assert app.settings.score_previews
    click(app, scene.previews_box.rect.center)
    assert not app.settings.score_previews
    scene.bot_slider.set_current_value(0)
    post_moved = pygame.event.Event(
        pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=scene.bot_slider, value=0
    )
    pygame.event.post(post_moved)
    app.step(1, dt=FRAME)
    saved, problem = Settings.load()
    assert problem is None and saved.bot_delay == 0 and not saved.score_previews
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


def test_the_new_game_form_fits_the_smallest_window_and_keeps_typed_names(app: App) -> None:
    form = open_new_game_form(app)
    form.name_fields[0].set_text("Chris")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
    app.step(2, dt=FRAME)
    window = pygame.Rect(0, 0, 1024, 600)
    assert form.name_fields[0].get_text() == "Chris"
    assert all(window.contains(element.rect) for element in form.elements)


def test_tab_walks_through_the_new_game_fields_and_never_types(app: App) -> None:
    form = open_new_game_form(app)
    assert form.seed_field is not None
    order = [*form.name_fields, form.seed_field]
    assert len(order) >= 3

    def focused() -> list[object]:
        return [field for field in order if field.is_focused]

    for field in order:
        press(app, pygame.K_TAB)
        assert focused() == [field]
    press(app, pygame.K_TAB)
    assert focused() == [order[0]]
    press(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert focused() == [form.seed_field]

    press(app, pygame.K_TAB)
    name = form.name_fields[0]
    assert name.get_text() == "Player 1"
    for text in ("\t", "A", "n", "n"):
        post(pygame.TEXTINPUT, text=text)
    app.step(1, dt=FRAME)
    assert name.get_text() == "Ann"
    assert isinstance(app.scenes.top, NewGameScene)


def test_the_field_that_typing_goes_to_is_ringed(app: App) -> None:
    form = open_new_game_form(app)
    first, second = form.name_fields[:2]

    def ringed(field: UITextEntryLine) -> bool:
        rect = field.rect
        frame = pygame.Surface(app.size)
        app.draw(frame)
        return tuple(frame.get_at((rect.centerx, rect.top - 2)))[:3] == ACCENT

    assert not ringed(first) and not ringed(second)
    press(app, pygame.K_TAB)
    assert ringed(first) and not ringed(second)
    press(app, pygame.K_TAB)
    assert ringed(second) and not ringed(first)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_message_closes_by_a_button_that_fits_its_word(app: App, language: str) -> None:
    app.save_settings(replace(app.settings, language=language))  # type: ignore[arg-type]
    app.show_message("Title", "Something went wrong")
    assert app.message is not None
    button = app.message.dismiss_button
    assert button is not None and button.font is not None
    assert button.text == tr("common.close")
    text_width, text_height = button.font.size(button.text)
    assert button.rect.width >= text_width + 24 and button.rect.height >= text_height + 8
    assert app.message.get_container().get_rect().contains(button.rect)
    click(app, button.rect.center)
    assert app.message is None or not app.message.alive()
    set_language("en")


def test_enter_walks_from_the_menu_into_a_game(app: App) -> None:
    app.step(1, dt=FRAME)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, NewGameScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, TableScene)


def test_the_final_display_can_be_looked_at_from_the_results(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP"]])
    start(app, state, [ANNA])
    for _ in range(3):
        press(app, pygame.K_RETURN)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    results = app.scenes.top
    assert isinstance(results, GuiScene)
    click(app, gui_button(results, "board"))
    viewer = app.scenes.top
    assert viewer is not results and len(viewer.board.display) == 2  # type: ignore[attr-defined]
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is results


def test_a_whole_hot_seat_game_with_a_bot_is_played_with_the_mouse(app: App) -> None:
    from driving import cell_centre, drag

    from axio_desktop.ui.rota.match import RotaMatch
    from axio_desktop.ui.table.match import SeatPlan

    app.save_settings(replace(app.settings, bot_delay=0.0))
    seats = [SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy"), SeatPlan("Beata")]
    app.flow.start_game(RotaMatch.new(seats, seed=21))
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    keys = dict(zip("RGBOP", (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)))
    for _ in range(5000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        view = scene.mover_view()
        if scene.curtain is not None:
            press(app, pygame.K_RETURN)
        elif view is not None and view.tile is not None:
            best = max(view.legal_moves(), key=lambda move: sum(scene.match.trial(move).points))
            scene.placing.rotation = best.rotation
            drag(app, scene.layout.slots[0].center, cell_centre(scene, best.cell))
            if best.name is not None:
                press(app, keys[best.name])
            press(app, pygame.K_RETURN)
        else:
            wait_a_frame(app)
    assert isinstance(app.scenes.top, ResultsScene)
    assert scene.state.finished and len(scene.state.history) >= 36


def test_the_menus_game_cards_choose_the_game_and_its_rules(app: App) -> None:
    app.step(2, dt=FRAME)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    click(app, gui_button(menu, "game:axio-hex"))
    assert app.settings.game == "axio-hex"
    assert Settings.load()[0].game == "axio-hex", "the choice is remembered"
    press(app, pygame.K_F1)
    rules = app.scenes.top
    assert rules.kit.game.id == "axio-hex"  # type: ignore[attr-defined]


def test_the_new_game_form_switches_the_game_and_offers_its_levels(app: App) -> None:
    app.settings = replace(app.settings, last_players=(
        PlayerInfo("Anna"), PlayerInfo("Hal", "bot", "expert"), PlayerInfo("Rob", "bot", "easy")))
    form = open_new_game_form(app)
    assert form.game == "rota" and form.seats[1].level == "expert"
    click(app, gui_button(form, "game:axio"))
    assert form.game == "axio" and app.settings.game == "axio"
    offered = form.kind_options()
    assert offered[1:-1] == [tr("seat.bot_level", level=level_name(level))
                             for level in find_kit("axio").bots.levels]
    assert form.seats[1].level in find_kit("axio").bots.levels
    assert form.seats[2].level == "easy", "a level the game has is kept"
    assert form.name_fields[0].get_text() == "Anna"
    click(app, gui_button(form, "start"))
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.game_id == "axio"
    assert sorted(player.name for player in table.match.players) == ["Anna", "Hal", "Rob"]
