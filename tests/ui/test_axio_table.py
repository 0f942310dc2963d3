"""The AXIO and AXIO Hex table driven by real mouse and key events; the engine judges."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from driving import FRAME, click, drag, press, step_until

from axio_desktop.app import App
from axio_desktop.engine.axio import Exchange, Phase, Place
from axio_desktop.engine.players import PlayerInfo
from axio_desktop.kits import find_kit
from axio_desktop.ui.axio.match import AxioMatch
from axio_desktop.ui.axio.part import AXIO_HELP_ROWS
from axio_desktop.ui.axio.table_drawing import rack_shown
from axio_desktop.ui.core.key_help import describe
from axio_desktop.ui.core.tips import Tip, all_tips
from axio_desktop.ui.i18n import tr
from axio_desktop.ui.screens.help_scene import HelpScene
from axio_desktop.ui.screens.pause_scene import PauseScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.coach_card import card_height
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.userdata.autosave import default_path
from axio_desktop.userdata.highscores import HighScoreTable
from axio_desktop.userdata.statistics import Statistics

GAMES = ("axio", "axio-hex")


def start(app: App, game: str, seats: list[SeatPlan], seed: int = 5) -> TableScene:
    app.flow.start_game(find_kit(game).desktop.new_match(seats, seed, None))
    app.step(2, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    return scene


def screen_of(scene: TableScene, cell: tuple[int, int]) -> tuple[int, int]:
    x, y = scene.camera.to_screen(scene.part.cells.centre(cell))
    return (round(x), round(y))


def midpoint(scene: TableScene, place: Place) -> tuple[int, int]:
    a, b = (screen_of(scene, cell) for cell in place.cells)
    return ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)


def legal_target(scene: TableScene) -> Place:
    """A placement of the held tile as it is turned now, whose cells are on screen."""
    view = scene.part.placing_view()
    assert view is not None
    for cell in scene.placing.targets(view):
        place = scene.placing.place_at(view, cell)
        assert place is not None
        if all(scene.layout.board.collidepoint(screen_of(scene, c)) for c in place.cells):
            return place
    raise AssertionError("no target on screen")


@pytest.mark.parametrize("game", GAMES)
def test_dragging_a_rack_tile_onto_the_board_and_confirming_places_it(app: App, game: str
                                                                      ) -> None:
    scene = start(app, game, [SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")])
    rack_before = scene.state.rack(0)
    slot = scene.layout.slots[0].center
    click(app, slot)
    assert scene.placing.slot == 0
    place = legal_target(scene)
    drag(app, slot, midpoint(scene, place))
    assert scene.placing.tentative == place, "the tile snaps to the two cells under it"
    press(app, pygame.K_RETURN)
    first = scene.state.placements[0]
    assert first.player == 0 and first.place == place
    assert len(scene.state.rack(0)) == len(rack_before), "the rack was refilled from the bag"


@pytest.mark.parametrize("game", GAMES)
def test_turning_the_tile_and_clicking_a_target_cell(app: App, game: str) -> None:
    scene = start(app, game, [SeatPlan("Anna")], seed=11)
    press(app, pygame.K_1)
    view = scene.part.placing_view()
    assert view is not None
    first_turn = scene.placing.step(view)
    press(app, pygame.K_r)
    assert scene.placing.step(view) != first_turn
    place = legal_target(scene)
    click(app, midpoint(scene, place))  # a tile picked by its key is held by its middle
    assert scene.placing.tentative == place
    confirm = next(b for b in scene.buttons() if b.action == "confirm" and b.enabled)
    click(app, confirm.rect.center)
    assert scene.state.placements[0].place == place


def test_an_illegal_drop_is_refused_with_the_engines_reason(app: App) -> None:
    scene = start(app, "axio", [SeatPlan("Anna")])
    press(app, pygame.K_1)
    click(app, screen_of(scene, (6, 6)))  # the printed purple space in the middle
    assert scene.placing.tentative is None
    assert scene.motion.banners and "printed" in scene.motion.banners[-1].detail
    assert not scene.state.placements


@pytest.mark.parametrize("game", GAMES)
def test_keyboard_only_play(app: App, game: str) -> None:
    scene = start(app, game, [SeatPlan("Anna")], seed=3)
    press(app, pygame.K_2)
    press(app, pygame.K_RETURN)  # the cursor goes to the nearest target
    assert scene.placing.cursor is not None
    press(app, pygame.K_RETURN)  # the tile goes down there
    assert scene.placing.tentative is not None
    press(app, pygame.K_RETURN)  # and is confirmed
    assert len(scene.state.placements) == 1


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_drawn_the_moment_it_arrives(app: App, game: str) -> None:
    """The screen is drawn only while something moves; the frame in which the hint
    lands must be drawn all the same, with no event to wake it."""
    scene = start(app, game, [SeatPlan("Anna")], seed=3)
    press(app, pygame.K_h)
    step_until(app, lambda: not scene.match.hint_pending)
    hinted = scene.placing.tentative
    assert hinted is not None
    cell = hinted.cells[0]
    x, y = screen_of(scene, cell)
    on_screen = app.window.get_at((x, y))
    app.step(1, dt=FRAME)  # nothing moves any more: this frame is not drawn
    app.draw(app.window)
    assert app.window.get_at((x, y)) == on_screen


@pytest.mark.parametrize("game", GAMES)
def test_a_solo_table_gives_solo_tips(app: App, game: str) -> None:
    """Solo there is no next player and no bonus placement: the tips say so."""
    solo_tips = all_tips()[f"{game} solo"]["en"]
    for seed in range(4):
        assert start(app, game, [SeatPlan("Anna")], seed=seed).tip.text in solo_tips
    shared = start(app, game, [SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")])
    assert shared.tip is not None and shared.tip.text in all_tips()[game]["en"]


@pytest.mark.parametrize("game", GAMES)
def test_in_a_1280x648_window_the_first_tip_lies_whole_beside_the_board(
    data_dir: Path, game: str
) -> None:
    """The window a 1366x768 laptop gets: the tip card, whichever tip it shows in either
    language, lies in the side panel with its whole text, off the board, the rack and
    the scoreboards; its button closes it."""
    app = App(size=(1280, 648), data_dir=data_dir)
    try:
        scene = start(app, game, [SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")])
        view = scene.part.placing_view()
        assert view is not None and view.first and scene.tip is not None
        for text in {tip for mode in (game, f"{game} solo") for language in ("en", "de")
                     for tip in all_tips()[mode][language]}:
            scene.tip = Tip("test", text)
            card, face = scene.card() or (None, None)
            assert card is not None and face is not None
            layout = scene.layout
            assert not card.colliderect(layout.board) and not card.colliderect(layout.hand)
            assert card.collidelist(layout.scorecards()) < 0 and layout.side.contains(card)
            assert card_height(face, card.width) <= card.height, text
        click(app, next(button.rect.center for button in scene.buttons()
                        if button.action == "tip_close"))
        assert scene.tip is None
    finally:
        app.close()


def exchange_opening(seats: list[SeatPlan], game: str = "axio") -> tuple[AxioMatch, Place]:
    """A game played on at random until Anna has a placement after which the exchange
    option is open, and that placement."""
    rng = random.Random(1)
    for seed in range(100):
        match = find_kit(game).desktop.new_match(seats, seed, None)
        while not match.state.finished:
            state = match.state
            if state.phase is Phase.PLACE and state.to_move == 0 and not state.is_bonus:
                for move in state.legal_moves():
                    probe = state.copy()
                    probe.apply(move)
                    if probe.phase is Phase.EXCHANGE:
                        assert isinstance(move, Place)
                        return match, move
            moves = list(state.legal_moves())
            match.play(Exchange(False) if state.phase is Phase.EXCHANGE else rng.choice(moves))
        match.close()
    raise AssertionError("no game opens the exchange")


def test_the_exchange_question_is_answered_with_the_buttons(app: App) -> None:
    match, move = exchange_opening([SeatPlan("Anna"), SeatPlan("Beata")])
    app.flow.start_game(match)
    app.step(2, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    assert scene.curtain == 0
    click(app, scene.layout.board.center)  # Anna lifts the curtain
    assert scene.curtain is None
    scene.decide(move)
    app.step(1, dt=FRAME)
    assert match.state.phase is Phase.EXCHANGE
    exchange = next(b for b in scene.buttons() if b.action == "exchange")
    given = match.state.rack(0)
    click(app, exchange.rect.center)
    assert match.state.turns[-1].exchange
    assert match.state.given_up[-1] == given
    assert match.state.to_move == 1
    assert scene.curtain == 1, "the next human's rack stays hidden until they lift the curtain"


def test_keeping_the_rack_with_the_k_key(app: App) -> None:
    match, move = exchange_opening([SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")])
    app.flow.start_game(match)
    app.step(2, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.decide(move)
    press(app, pygame.K_k)
    assert not match.state.turns[-1].exchange and match.state.to_move == 1


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_against_bots_reaches_the_results(app: App, game: str) -> None:
    app.settings = app.settings.__class__(bot_delay=0.0)
    scene = start(app, game, [SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")], seed=2)
    match = scene.match
    while not match.state.finished:
        step_until(app, lambda: match.state.finished or match.state.to_move == 0)
        if match.state.finished:
            break
        view = scene.mover_view()
        assert view is not None
        decision = Exchange(False) if view.decision == "exchange" else next(view.legal_placements())
        scene.decide(decision)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    app.flow.autosaves.flush()  # the autosave is written beside the frames
    assert not default_path(game).exists(), "a finished game leaves no autosave"


def test_undo_takes_back_the_human_turn_and_redo_plays_it_again(app: App) -> None:
    app.settings = app.settings.__class__(bot_delay=0.0)
    scene = start(app, "axio", [SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")], seed=4)
    rack = scene.state.rack(0)
    place = next(scene.state.legal_moves())
    scene.decide(place)
    step_until(app, lambda: scene.state.to_move == 0 and scene.state.phase is Phase.PLACE)
    after = scene.state.all_scores()
    press(app, pygame.K_u)
    assert scene.state.placements == [] and scene.state.rack(0) == rack
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert scene.state.all_scores() == after


def test_autosave_and_continue_per_game(app: App) -> None:
    scene = start(app, "axio-hex", [SeatPlan("Anna")], seed=9)
    scene.decide(next(scene.state.legal_moves()))
    app.flow.autosaves.flush()  # the autosave is written beside the frames
    assert default_path("axio-hex").exists()
    assert not default_path("rota").exists()
    placements = [p.place for p in scene.state.placements]
    app.settings = app.settings.__class__(game="axio-hex")
    app.flow.continue_game()
    app.step(2, dt=FRAME)
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene) and resumed.match.game.id == "axio-hex"
    assert [p.place for p in resumed.state.placements] == placements
    assert resumed.match.players == (PlayerInfo("Anna"),)


@pytest.mark.parametrize("game", GAMES)
def test_a_solo_game_enters_its_own_games_high_scores_and_statistics(app: App, game: str
                                                                    ) -> None:
    scene = start(app, game, [SeatPlan("Anna")], seed=3)
    match = scene.match
    while not match.state.finished:
        view = scene.mover_view()
        assert view is not None
        scene.decide(Exchange(False) if view.decision == "exchange"
                     else next(view.legal_placements()))
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    results = app.scenes.top
    assert isinstance(results, ResultsScene) and results.solo is not None
    assert results.solo.place == 0
    lowest = min(match.state.scores(0))
    entries = HighScoreTable.load(game=game).entries
    assert [(entry.name, entry.lowest, entry.seed) for entry in entries] == [("Anna", lowest, 3)]
    assert HighScoreTable.load(game="rota").entries == (), "AXIO Rota's table is untouched"
    assert Statistics.load(game=game).modes["solo"].played == 1
    assert Statistics.load(game="rota").modes["solo"].played == 0


def test_a_placements_points_glide_to_the_scoreboard_and_the_draw_slides_into_the_rack(
        app: App) -> None:
    scene = start(app, "axio", [SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")], seed=6)
    place = next(scene.state.legal_moves())
    scene.decide(place)
    placement = scene.state.placements[0]
    score = scene.motion.effect("score")
    assert score is not None and score.value.mover == 0 and score.value.points == placement.points
    drawn = scene.motion.effect("drawn")
    assert drawn is not None and drawn.value == (0, 1), "Anna drew one tile"
    shown = rack_shown(scene.part)  # type: ignore[arg-type]
    assert shown.tiles == scene.state.rack(0) and shown.arriving == 1
    click(app, scene.layout.board.center)  # a click finishes the motion
    assert scene.motion.effect("score") is None and scene.motion.effect("drawn") is None


@pytest.mark.parametrize(("game", "shown"), [("axio", True), ("axio-hex", False)])
def test_a_rack_given_up_lies_face_up_only_in_axio(app: App, game: str, shown: bool) -> None:
    match, move = exchange_opening([SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")], game)
    app.flow.start_game(match)
    app.step(2, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.decide(move)
    rack = match.state.rack(0)
    press(app, pygame.K_x)
    given = scene.motion.effect("given_up")
    assert (given is not None and given.value == (0, rack)) if shown else given is None


def test_help_from_the_game_menu_shows_axios_keys(app: App) -> None:
    """Not AXIO Rota's: no colour picker, the number keys pick a rack tile."""
    scene = start(app, "axio", [SeatPlan("Anna")])
    press(app, pygame.K_ESCAPE)  # nothing in hand: the game menu
    menu = app.scenes.top
    assert isinstance(menu, PauseScene) and scene is not menu
    click(app, next(button.rect.center for button in menu.buttons() if button.action == "help"))
    shown = app.scenes.top
    assert isinstance(shown, HelpScene) and shown.lines == describe(scene.keys, AXIO_HELP_ROWS)
    assert ("1", tr("help.do.pick_tile")) in shown.lines, "solo: one tile in the rack"
    assert all(meaning != tr("help.do.pick") for _, meaning in shown.lines)
