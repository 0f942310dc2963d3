"""The language switch, the rules screen's drawn examples, the statistics screen,
animations a click skips, and external program seats: real events into running scenes."""

from __future__ import annotations

import warnings
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from driving import FRAME, cell_centre, click, custom_state, press, start, step_until
from test_app_flow import gui_button

from axio_desktop.app import App
from axio_desktop.engine.axio import AXIO
from axio_desktop.engine.registry import games
from axio_desktop.engine.rota import PlayerInfo, rank
from axio_desktop.kits import find_kit
from axio_desktop.ui.axio.rules_examples import SQUARE_SCORING, axio_examples
from axio_desktop.ui.core.theme import TABLE, TILE_FACE
from axio_desktop.ui.i18n import catalogue, set_language
from axio_desktop.ui.rota.picture import board_picture
from axio_desktop.ui.rota.tile_art import tile_face
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.new_game_scene import NewGameScene
from axio_desktop.ui.screens.rules_scene import RulesScene
from axio_desktop.ui.screens.settings_scene import SettingsScene
from axio_desktop.ui.screens.solo_scene import SoloScene
from axio_desktop.ui.screens.statistics_scene import StatisticsScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.ui.table.turn_flow import FLIGHT_SECONDS
from axio_desktop.userdata import Settings, Statistics

ANNA = PlayerInfo("Anna")
ROBO = PlayerInfo("Robo", "bot", "greedy")


def menu_labels(app: App) -> set[str]:
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return {element.text for element in menu.actions}  # type: ignore[attr-defined]


def choose_in_dropdown(app: App, menu: object, option: str) -> None:
    """Open a pygame_gui drop-down with a click and click ``option`` in its list."""
    click(app, menu.rect.center)  # type: ignore[attr-defined]
    items = menu.current_state.options_selection_list.item_list  # type: ignore[attr-defined]
    button = next(item["button_element"] for item in items if item["text"] == option)
    click(app, button.rect.center, frames=5)  # the choice travels as events over a few frames


def test_switching_the_language_changes_the_menu_texts_at_once(app: App) -> None:
    app.step(1, dt=FRAME)
    english = menu_labels(app)
    assert catalogue("en")["menu.new_game"] in english
    click(app, gui_button(app.scenes.top, "settings"))  # type: ignore[arg-type]
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    choose_in_dropdown(app, settings.language_menu, "Deutsch")
    assert app.settings.language == "de"
    assert Settings.load()[0].language == "de", "the choice is saved"
    back = next(element for element, action in settings.actions.items() if action == "back")
    assert back.text == catalogue("de")["common.back"], "the settings screen itself switched"  # type: ignore[attr-defined]
    click(app, gui_button(settings, "back"))
    german = menu_labels(app)
    assert catalogue("de")["menu.new_game"] in german
    assert catalogue("de")["menu.statistics"] in german
    assert not english & german - {"Solo", ""}  # the game cards' faces are drawn, not labels


def rules_screenshot(app: App, language: str, folder: Path) -> tuple[pygame.Surface, pygame.Rect]:
    set_language(language)
    app.settings = replace(app.settings, language=language)  # type: ignore[arg-type]
    rules = RulesScene(app, find_kit(app.settings.game))
    app.scenes.push(rules)
    app.step(2, dt=FRAME)
    path = folder / f"rules_{language}.png"
    pygame.image.save(app.window, path)
    _text, example = rules.layout(app.size, rules.top(app.size))
    app.scenes.pop()
    return pygame.image.load(path), example


def tile_face_pixels(picture: pygame.Surface, area: pygame.Rect,
                     face: tuple[int, int, int] | None = None) -> int:
    """How many pixels in ``area`` have the colour of a tile's face (AXIO Rota's unless
    ``face`` is given)."""
    face = face or tuple(tile_face("RGBO", 120).get_at((60, 60)))[:3]  # type: ignore[assignment]
    assert face is not None
    count = 0
    for x in range(area.left, area.right, 2):
        for y in range(area.top, area.bottom, 2):
            pixel = picture.get_at((x, y))
            if sum(abs(pixel[i] - face[i]) for i in range(3)) < 12:
                count += 1
    return count


def test_rules_screen_in_both_languages_with_drawn_examples(app: App, tmp_path: Path) -> None:
    english, example = rules_screenshot(app, "en", tmp_path)
    german, _ = rules_screenshot(app, "de", tmp_path)
    assert (tmp_path / "rules_en.png").is_file() and (tmp_path / "rules_de.png").is_file()
    assert pygame.image.tobytes(english, "RGB") != pygame.image.tobytes(german, "RGB")
    corner = tuple(english.get_at((example.x + 20, example.y + 20)))[:3]
    assert corner != TABLE, "the examples sit on their own panel, not on the felt"
    assert tile_face_pixels(english, example) > 400, "the example holds drawn tiles"
    assert tile_face_pixels(german, example) > 400


def test_the_arrow_keys_step_through_every_example(app: App) -> None:
    app.scenes.push(RulesScene(app, find_kit(app.settings.game)))
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    count = len(rules.examples)
    seen = set()
    for _ in range(count):
        seen.add(rules.example)
        app.step(1, dt=FRAME)
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        )
        app.step(1, dt=FRAME)
    assert seen == set(range(count)) and rules.example == 0
    click(app, gui_button(rules, "example_back"))
    assert rules.example == count - 1


def test_statistics_screen_shows_the_counted_games(app: App) -> None:
    statistics = Statistics.load(game="rota")
    statistics.record_game((ANNA, ROBO), rank([(5, 5, 5, 5, 5), (4, 4, 4, 4, 4)]))
    statistics.record_game((ANNA,), rank([(7, 8, 9, 9, 9)]))
    statistics.save()
    app.step(1, dt=FRAME)
    click(app, gui_button(app.scenes.top, "statistics"))  # type: ignore[arg-type]
    screen = app.scenes.top
    assert isinstance(screen, StatisticsScene)
    rows = {label: tally for label, tally in screen.rows() if tally is not None}
    assert rows["Against bots"].played == 1 and rows["Against bots"].won == 1
    assert rows["Greedy"].won == 1
    assert rows["Solo"].played == 1 and screen.statistics.best_solo == 7


def test_a_click_finishes_a_bots_flight_and_still_puts_the_tile_down(app: App) -> None:
    app.settings = replace(app.settings, bot_delay=0.5)
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"], ["BOPR", "OPRG"]])
    scene = start(app, state, [ROBO, ANNA])
    step_until(app, lambda: scene.turns.flight is not None)
    flight = scene.turns.flight
    assert flight is not None and flight.elapsed < FLIGHT_SECONDS
    after = scene.state.copy()
    after.apply(flight.decision)
    target = next(cell for cell in after.legal_cells() if cell != flight.decision.cell)
    click(app, cell_centre(scene, target))
    assert scene.turns.flight is None and len(scene.state.history) == 1, "the bot's tile landed"
    assert scene.motion.shown[0] == tuple(float(v) for v in scene.state.scores(0))
    assert scene.placing.tentative is not None and scene.placing.tentative.cell == target, "the click counted"


def solo_first_move(app: App, stack: list[str]) -> TableScene:
    """A solo game of ``stack``: the first tile clicked onto an open cell and confirmed."""
    scene = start(app, custom_state({(0, 0): "RGBO"}, [stack]), [ANNA])
    click(app, cell_centre(scene, scene.state.legal_cells()[0]), frames=1)
    press(app, pygame.K_RETURN)
    return scene


def test_a_confirmed_tile_settles_without_holding_input(app: App) -> None:
    scene = solo_first_move(app, ["GBOP", "RGBO", "BOPR"])
    assert scene.motion.effect("landing") is not None and scene.mover_view() is not None
    next_cell = next(c for c in scene.state.legal_cells())
    click(app, cell_centre(scene, next_cell))
    assert scene.motion.effect("landing") is None and scene.placing.tentative is not None


def test_a_program_seat_that_cannot_start_is_told_in_the_form(app: App) -> None:
    app.step(1, dt=FRAME)
    click(app, gui_button(app.scenes.top, "new"))  # type: ignore[arg-type]
    form = app.scenes.top
    assert isinstance(form, NewGameScene)
    choose_in_dropdown(app, form.kind_menus[1], form.kind_options()[-1])
    assert 1 in form.command_fields
    field = form.command_fields[1]
    click(app, field.rect.center)
    for letter in "no-such-program-here":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    app.step(2, dt=FRAME)
    click(app, gui_button(form, "start"))
    assert app.scenes.top is form
    assert "no-such-program-here" in form.problem


def test_a_seat_given_its_name_by_the_form_follows_its_kind_a_typed_name_stays(
    app: App,
) -> None:
    app.step(1, dt=FRAME)
    click(app, gui_button(app.scenes.top, "new"))  # type: ignore[arg-type]
    form = app.scenes.top
    assert isinstance(form, NewGameScene)
    assert form.name_fields[1].get_text() == "Medium bot 2"
    choose_in_dropdown(app, form.kind_menus[1], form.kind_options()[0])  # Human
    assert form.name_fields[1].get_text() == "Player 2"
    choose_in_dropdown(app, form.kind_menus[1], "Bot: Hard")
    assert form.name_fields[1].get_text() == "Hard bot 2"
    form.name_fields[1].set_text("Robo")
    choose_in_dropdown(app, form.kind_menus[1], form.kind_options()[0])
    assert form.name_fields[1].get_text() == "Robo"


def test_a_crashing_program_is_told_and_a_built_in_bot_plays_its_move(app: App) -> None:
    app.settings = replace(app.settings, bot_delay=0.0)
    crash = PlayerInfo("Crash", "bot", "cmd:python3 -c 'import sys; sys.exit(3)'")
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"], ["BOPR", "OPRG"]])
    scene = start(app, state, [crash, ANNA])
    step_until(app, lambda: len(scene.state.history) == 1)
    assert len(scene.turns.faults) == 1
    assert scene.motion.banners and scene.motion.banners[-1].detail == scene.turns.faults[-1]
    assert scene.state.to_move == 1, "the stand-in played the program's move"


def test_an_idle_table_is_not_drawn_again_until_something_happens(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO", "BOPR"]])
    scene = start(app, state, [ANNA])
    step_until(app, lambda: not scene.animating)
    drawn: list[int] = []
    original = TableScene.draw
    monkeypatch.setattr(
        TableScene, "draw", lambda self, surface: (drawn.append(1), original(self, surface))
    )
    app.step(30, dt=FRAME)
    assert not drawn, "nothing changed, so nothing was drawn"
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(1, 1), buttons=(0, 0, 0))
    )
    app.step(1, dt=FRAME)
    assert len(drawn) == 1


def test_purist_mode_and_sound_off_reach_the_game(app: App) -> None:
    app.step(1, dt=FRAME)
    click(app, gui_button(app.scenes.top, "settings"))  # type: ignore[arg-type]
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.previews_box.rect.center)
    click(app, settings.sound_box.rect.center)
    assert not app.settings.score_previews and not app.settings.sound
    assert not app.audio.settings.sound and app.audio.play("place") is None
    state = custom_state({(0, 0): "RGBO"}, [["-GBO", "RGBO", "BOPR"]])
    scene = start(app, state, [ANNA])
    cell = scene.state.legal_cells()[0]
    click(app, scene.layout.slots[0].center)  # the tile taken: it follows the pointer
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=cell_centre(scene, cell), rel=(1, 1), buttons=(0, 0, 0)
        )
    )
    app.step(1, dt=FRAME)
    ghost = board_picture(scene.part).ghost
    assert ghost is not None and ghost.preview is not None and not ghost.show_points
    naming = next(
        (c, r)
        for c in scene.state.legal_cells()
        for r in range(4)
        if scene.state.preview(c, r).needs_name
    )
    scene.placing.rotation = naming[1]
    click(app, cell_centre(scene, naming[0]))
    picker = scene.part.picker()
    assert picker is not None and not picker.show_points, "no points in the colour picker"


def test_a_click_after_the_last_move_goes_straight_to_the_results(app: App) -> None:
    from axio_desktop.ui.screens.results_scene import ResultsScene

    scene = solo_first_move(app, ["GBOP"])
    assert scene.state.finished and isinstance(app.scenes.top, TableScene)
    click(app, (400, 300), frames=1)
    assert isinstance(app.scenes.top, ResultsScene)


@pytest.mark.parametrize("language", ["en", "de"])
def test_form_texts_are_in_the_body_size_and_fit_their_boxes(app: App, language: str) -> None:
    """pygame_gui leaves its elements at 14 px unless each type is given a font; at the
    body size, every caption and button text of the settings must still fit."""
    from pygame_gui.elements import UIButton, UILabel

    from axio_desktop.ui.core.gui import BODY_SIZE
    from axio_desktop.ui.core.theme import font

    app.save_settings(replace(app.settings, language=language))  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
    app.step(1, dt=FRAME)
    click(app, gui_button(app.scenes.top, "settings"))  # type: ignore[arg-type]
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    texts = [e for e in settings.elements if isinstance(e, UILabel | UIButton) and e.text]
    assert len(texts) >= 7, "six captions and the back button"
    for element in texts:
        assert element.font is not None
        width, height = element.font.size(element.text)
        assert height >= font(BODY_SIZE).size(element.text)[1] - 1, f"{element.text!r} is small"
        assert width <= element.rect.width, f"{element.text!r} is cut off"
    set_language("en")


@pytest.mark.parametrize(("game", "lines"), [("axio", 3), ("axio-hex", 5)])
def test_axio_rules_screens_draw_their_examples_with_the_engines_numbers(
        app: App, game: str, lines: int, tmp_path: Path) -> None:
    set_language("en")
    rules = RulesScene(app, find_kit(game))
    app.scenes.push(rules)
    app.step(2, dt=FRAME)
    assert rules.title() == f"How to play {find_kit(game).game.title}"
    titles = [example.title for example in rules.examples]
    assert titles[0] == f"Scoring along {lines} lines"
    assert ("A pyramid" in titles) == (game == "axio")
    assert {"The exchange option", "Solo: two scoreboards", "The tie-break"} <= set(titles)
    lines_caption = rules.examples[0].caption
    assert lines_caption.endswith(("4 for blue and 2 for red.", "4 for green and 3 for orange."))
    path = tmp_path / "rules.png"
    pygame.image.save(app.window, path)
    _text, box = rules.layout(app.size, rules.top(app.size))
    assert tile_face_pixels(pygame.image.load(path), box, TILE_FACE) > 300
    for _ in titles:
        press(app, pygame.K_RIGHT)
    assert rules.example == 0


def test_the_pyramid_example_is_the_rulebooks() -> None:
    set_language("en")
    pyramid = next(e for e in axio_examples(AXIO, SQUARE_SCORING) if e.title == "A pyramid")
    assert pyramid.caption.startswith("The blue half scores 3.")
    assert pyramid.caption.endswith("1 for red, 1 for green and 1 for blue.")


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_solo_form_fits_its_explanation_in_a_small_window(data_dir: Path, language: str
                                                               ) -> None:
    """pygame_gui warns when a label's text is wider than the label: the explanation
    wraps onto its two lines in every game and language at 1024x600."""
    app = App(size=(1024, 600), data_dir=data_dir)
    try:
        for game in (game.id for game in games()):
            app.save_settings(replace(app.settings, language=language, game=game))  # type: ignore[arg-type]
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                app.scenes.push(SoloScene(app))
                app.step(2, dt=FRAME)
            assert not [str(warning.message) for warning in caught
                        if "too small" in str(warning.message)], game
            app.scenes.pop()
    finally:
        app.close()


def test_a_relayout_builds_no_controls_of_a_screen_beneath_the_game(app: App) -> None:
    """A toast's relayout (Continue with nothing to continue, say) lays every screen out
    again; the menu beneath the game must not build its buttons over the table (a
    waiting room's Leave lay over the online table's rack so)."""
    start(app, custom_state({(0, 0): "RGBO"}, [["GBOP"]]), [ANNA])
    app.relayout()
    app.step(1, dt=FRAME)
    root = app.gui.get_root_container()
    shown = [sprite for sprite in app.gui.get_sprite_group().sprites()
             if sprite.visible and sprite is not root]
    assert shown == [], "no pygame_gui control lies over the table"


def test_a_new_screen_fades_in_over_the_last_one_unless_motion_is_reduced(app: App) -> None:
    app.step(2, dt=FRAME)
    menu = pygame.image.tobytes(app.window, "RGB")
    click(app, gui_button(app.scenes.top, "settings"), frames=1)  # type: ignore[arg-type]
    step_until(app, lambda: isinstance(app.scenes.top, SettingsScene), 5)
    assert app.fade is not None, "the settings come in over the menu's picture"
    app.step(2, dt=FRAME)
    fading = pygame.image.tobytes(app.window, "RGB")
    app.step(12, dt=FRAME)
    assert app.fade is None
    settings = pygame.image.tobytes(app.window, "RGB")
    assert fading not in (menu, settings), "a frame between the two screens"

    app.save_settings(replace(app.settings, reduce_motion=True))
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, SettingsScene)
    assert app.fade is None, "with less motion the next screen is there at once"
