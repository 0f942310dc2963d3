"""The game table driven by real mouse and key events; the engine's state is the judge."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest
from driving import FRAME, cell_centre, click, custom_state, drag, press, start, step_until

from axio_desktop.app import App
from axio_desktop.engine.rota import Move, PlayerInfo, SeatView
from axio_desktop.kits import find_kit
from axio_desktop.ui.core.theme import font
from axio_desktop.ui.core.tips import all_tips
from axio_desktop.ui.core.wording import colour_name
from axio_desktop.ui.i18n import set_language, tr
from axio_desktop.ui.rota import board
from axio_desktop.ui.rota import panels as game_panels
from axio_desktop.ui.rota.colour_picker import ColourPicker
from axio_desktop.ui.rota.panels import move_log_rows
from axio_desktop.ui.rota.picture import board_picture
from axio_desktop.ui.rota.wording import named_colour_note, placement_summary
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene

ANNA = PlayerInfo("Anna")
BEATA = PlayerInfo("Beata")
ROBO = PlayerInfo("Robo", "bot", "greedy")


def naming_game(app: App) -> TableScene:
    """Anna holds -GBP beside RGBO: on (1, 0) unturned, its empty corner touches green."""
    state = custom_state({(0, 0): "RGBO"}, [["-GBP", "RGBO"]])
    return start(app, state, [ANNA])


def picker_row(picker: ColourPicker, colour: str) -> tuple[int, int]:
    return picker.row("RGBOP".index(colour)).center


def test_drag_rotate_name_and_confirm_plays_the_move(app: App) -> None:
    scene = naming_game(app)
    drag(app, scene.layout.slots[0].center, cell_centre(scene, (1, 0)))
    assert scene.placing.tentative is not None and scene.placing.tentative.cell == (1, 0)
    assert scene.part.picker() is not None, "the empty corner touches green: a colour must be named"

    press(app, pygame.K_r)
    assert scene.placing.tentative.rotation == 1 and scene.part.picker() is None
    for _ in range(3):
        press(app, pygame.K_r)
    picker = scene.part.picker()
    assert picker is not None and scene.placing.tentative.rotation == 0

    click(app, picker_row(picker, "G"))
    assert scene.placing.tentative.name == "G"
    assert scene.state.history == [], "nothing is played before Confirm"
    press(app, pygame.K_RETURN)

    placement = scene.state.history[-1]
    assert placement.move == Move((1, 0), 0, "G")
    assert placement.points == (0, 1, 0, 0, 0)


def test_confirm_button_and_escape(app: App) -> None:
    scene = naming_game(app)
    drag(app, scene.layout.slots[0].center, cell_centre(scene, (1, 0)))
    press(app, pygame.K_ESCAPE)
    assert scene.placing.tentative is None and scene.state.history == []

    drag(app, scene.layout.slots[0].center, cell_centre(scene, (0, 1)))
    press(app, pygame.K_3)
    confirm = next(button for button in scene.buttons() if button.action == "confirm")
    assert confirm.enabled
    click(app, confirm.rect.center)
    assert scene.state.history[-1].move.cell == (0, 1)


def test_cancel_and_confirm_leave_the_corners_points_in_view(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"]])
    scene = start(app, state, [ANNA])
    drag(app, scene.layout.slots[0].center, cell_centre(scene, (1, 0)))
    assert scene.placing.tentative is not None and scene.part.picker() is None
    tile = scene.part.cell_rect((1, 0))
    reach = board.badge_radius(scene.camera.cell)
    badges = [pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach)
              for x, y in (tile.topleft, tile.topright, tile.bottomleft, tile.bottomright)]
    answers = [button for button in scene.buttons() if button.action in ("cancel", "confirm")]
    assert len(answers) == 2
    for button in answers:
        assert button.rect.collidelist(badges) == -1, f"{button.action} covers a corner's points"


def test_an_illegal_drop_is_refused(app: App) -> None:
    scene = naming_game(app)
    for cell in ((2, 2), (0, 0), (1, 1)):
        drag(app, scene.layout.slots[0].center, cell_centre(scene, cell))
        assert scene.placing.tentative is None, f"{cell} is not open"
        assert scene.motion.banners and scene.motion.banners[-1].title == "Not there"
    assert scene.state.history == []


def test_keyboard_only_play(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"]])
    scene = start(app, state, [ANNA])
    press(app, pygame.K_RETURN)
    assert scene.placing.cursor in state.legal_cells()
    press(app, pygame.K_q)
    target = scene.placing.cursor
    press(app, pygame.K_RETURN)
    assert scene.placing.tentative is not None and scene.placing.tentative.rotation == 3
    press(app, pygame.K_RETURN)
    assert scene.state.history[-1].move == Move(target, 3)


class Spy:
    """Records the corners of every tile face drawn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: set[str] = set()
        original = board.tile_face

        def recording(corners: str, size: int) -> pygame.Surface:
            self.drawn.add(corners)
            return original(corners, size)

        monkeypatch.setattr(board, "tile_face", recording)
        monkeypatch.setattr(game_panels, "tile_face", recording)


def test_the_curtain_hides_the_next_humans_hand(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    spy = Spy(monkeypatch)
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"], ["BOPR", "OPRG"]])
    scene = start(app, state, [ANNA, BEATA])
    assert scene.curtain == 0 and scene.mover_view() is None
    assert scene.part.hand_shown().corners is None
    press(app, pygame.K_RETURN)
    assert scene.curtain is None and scene.part.hand_shown().corners == "GBOP"

    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert len(scene.state.history) == 1
    spy.drawn.clear()
    app.step(3, dt=FRAME)
    assert scene.curtain == 1
    beata_tile = scene.state.hand(1)
    assert beata_tile is not None
    assert not spy.drawn & set(beata_tile.rotations), (
        "Beata's tile was drawn while the curtain was down"
    )

    click(app, (300, 300))
    assert scene.curtain is None
    assert set(beata_tile.rotations) & spy.drawn


class GateBot:
    """A bot that answers only when the test opens the gate."""

    name = "Gate"

    def __init__(self) -> None:
        self.gate = threading.Event()

    def choose(self, view: SeatView) -> Move:
        assert self.gate.wait(10), "the test never opened the gate"
        return next(view.legal_moves())

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        self.gate.set()


def test_bot_turns_run_off_the_frame_loop(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"], ["BOPR", "OPRG"]])
    bot = GateBot()
    scene = start(app, state, [ANNA, ROBO], {1: bot})
    for _ in range(3):
        press(app, pygame.K_RETURN)
    assert scene.state.to_move == 1

    frames = app.frames
    app.step(20, dt=FRAME)
    assert app.frames == frames + 20, "the loop kept running while the bot thought"
    assert scene.match.bot_thinking and scene.state.to_move == 1

    bot.gate.set()
    step_until(app, lambda: len(scene.state.history) == 2)
    assert scene.state.history[-1].player == 1
    assert scene.state.to_move == 0


def test_a_failing_bot_is_replaced_and_reported(app: App) -> None:
    class Broken:
        name = "Broken"

        def choose(self, view: SeatView) -> Move:
            raise RuntimeError("out of ideas")

        def close(self, result: Mapping[str, Any] | None = None) -> None:
            pass

    state = custom_state({(0, 0): "RGBO"}, [["GBOP"], ["BOPR", "OPRG"]])
    scene = start(app, state, [ROBO, ANNA], {0: Broken()})
    step_until(app, lambda: len(scene.state.history) == 1)
    assert scene.turns.faults and "out of ideas" in scene.turns.faults[0]


def test_a_resize_lays_the_table_out_again(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"]])
    scene = start(app, state, [ANNA])
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
    app.step(1, dt=FRAME)
    assert app.size == (1024, 600)
    assert scene.layout.size == (1024, 600)
    assert scene.layout.side.right == 1024 and scene.layout.hand.bottom <= 600
    assert tuple(scene.camera.viewport) == tuple(scene.layout.board)
    for rect in scene.layout.scorecards():
        assert scene.layout.side.contains(rect)


def test_undo_takes_back_the_humans_turn(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO"]])
    scene = start(app, state, [ANNA])
    for _ in range(3):
        press(app, pygame.K_RETURN)
    assert len(scene.state.history) == 1
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.history == [] and scene.state.hand(0) is not None


def test_the_game_ends_in_the_results(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP"], ["BOPR"]])
    scene = start(app, state, [ANNA, ROBO])
    press(app, pygame.K_RETURN)
    for _ in range(3):
        press(app, pygame.K_RETURN)
    step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    assert results.outcome == scene.state.outcome()


def test_a_click_on_an_open_cell_puts_the_tile_there(app: App) -> None:
    scene = naming_game(app)
    click(app, cell_centre(scene, (0, 1)))
    assert scene.placing.tentative is not None and scene.placing.tentative.cell == (0, 1)
    click(app, cell_centre(scene, (5, 5)))
    assert scene.placing.tentative.cell == (0, 1), "a click on empty table is not a move"


def test_the_wheel_over_the_move_log_scrolls_it_and_elsewhere_zooms(app: App) -> None:
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "RGBO", "BOPR"]])
    scene = start(app, state, [ANNA])
    for _ in range(2):
        for _ in range(3):
            press(app, pygame.K_RETURN)
    assert len(scene.state.history) == 2
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=scene.layout.log.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    app.step(1, dt=FRAME)
    assert scene.log_back == 1
    size = scene.camera.cell
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=scene.layout.board.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    app.step(1, dt=FRAME)
    assert scene.camera.cell < size


def test_pan_by_dragging_the_table_rotate_by_right_click_and_home_fits(app: App) -> None:
    scene = naming_game(app)
    board = scene.layout.board
    before = scene.camera.centre
    drag(app, (board.right - 60, board.y + 60), (board.right - 160, board.y + 60))
    assert scene.camera.centre[0] > before[0], "dragging the table left shows more on the right"
    assert scene.placing.tentative is None and scene.state.history == []
    click(app, (board.right - 60, board.y + 60), button=3)
    assert scene.placing.rotation == 1
    press(app, pygame.K_HOME)
    x, y, size, _ = scene.camera.cell_rect((0, 0))
    assert board.contains(pygame.Rect(x, y, size, size))


def test_axio_is_called_out_and_the_bonus_tile_comes_from_the_supply(app: App) -> None:
    from axio_desktop.engine.rota import DisplayTile, RotaState, Setup, Tile

    setup = Setup.custom(
        display=[DisplayTile((0, 0), Tile.parse("RGBO"), 0)],
        stacks=[[Tile.parse("GRPB"), Tile.parse("OPRG")], [Tile.parse("BOPR")]],
        supply=[Tile.parse("PRG-")],
        scores=[(9, 11, 10, 8, 10), (3, 4, 5, 6, 7)],
    )
    scene = start(app, RotaState.start(setup), [ANNA, ROBO])
    drag(app, scene.layout.slots[0].center, cell_centre(scene, (1, 0)))
    press(app, pygame.K_RETURN)
    assert scene.state.history[-1].axio == ("G",)
    assert scene.motion.banners and scene.motion.banners[-1].title == "AXIO!"
    assert scene.state.is_bonus_turn and scene.state.to_move == 0
    shown = scene.part.hand_shown()
    assert shown.title == "Bonus tile from the supply" and shown.corners == "PRG-"
    app.step(30, dt=FRAME)  # the markers glide to 12 and the scoreboard shows it
    assert scene.motion.shown[0][1] == 12


def two_scoring_moves(app: App) -> TableScene:
    """Anna plays GBOP twice by clicks: blue at (1, 1), then green at (1, 0)."""
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "GBOP", "BOPR"]])
    scene = start(app, state, [ANNA])
    for cell in ((0, 1), (1, 0)):
        click(app, cell_centre(scene, cell))
        press(app, pygame.K_RETURN)
    return scene


def test_pointing_at_a_move_log_row_outlines_that_tile(app: App) -> None:
    scene = two_scoring_moves(app)
    first, second = scene.state.history
    assert board_picture(scene.part).last_move == second.move.cell
    rows = game_panels.move_log_rows(scene.layout.log, scene.state.history, 0)
    row = next(rect for rect, placement in rows if placement is first)
    motion = {"pos": row.center, "rel": (0, 0), "buttons": (0, 0, 0)}
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, **motion))
    app.step(1, dt=FRAME)
    assert board_picture(scene.part).last_move == first.move.cell


def test_a_moves_points_light_up_what_counted_then_travel_to_the_tracks(app: App) -> None:
    """The second move's show replaces the first's: each quarter of a circle that
    counted lights up (as many of a colour as its points), then the points go to the
    mover's tracks; the show ends by itself."""
    scene = two_scoring_moves(app)
    first, second = scene.state.history
    assert any(first.points) and any(second.points)
    score = scene.motion.effect("score")
    assert score is not None
    show = score.value
    assert show.mover == second.player and show.points == second.points
    assert [sum(1 for lit in show.lit if lit.colour == colour) for colour in "RGBOP"] == \
        list(second.points), "a lit symbol for each point"
    x, y = scene.camera.to_screen(show.lit[0].at)
    size = scene.camera.cell
    around = pygame.Rect(round(x) - size, round(y) - size, 2 * size, 2 * size)
    app.step(1, dt=FRAME)
    app.draw(app.window)
    shown = pygame.image.tobytes(app.window.subsurface(around), "RGB")
    scene.motion.effects.pop("score")
    app.draw(app.window)
    assert pygame.image.tobytes(app.window.subsurface(around), "RGB") != shown, \
        "the counted symbol is ringed"
    scene.motion.start("score", show, show.seconds)
    app.step(int(show.seconds / FRAME) + 2, dt=FRAME)
    assert scene.motion.effect("score") is None


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_named_bonus_move_is_logged_whole_on_a_small_window(
    data_dir: Path, language: str
) -> None:
    from axio_desktop.engine.rota import DisplayTile, RotaState, Setup, Tile

    set_language(language)
    small = App(size=(1024, 600), data_dir=data_dir)
    try:
        setup = Setup.custom(
            display=[DisplayTile((0, 0), Tile.parse("RGBO"), 0)],
            stacks=[[Tile.parse("GRPB")]],
            supply=[Tile.parse("PRG-")],
            scores=[(9, 11, 10, 8, 10)],
        )
        scene = start(small, RotaState.start(setup), [PlayerInfo("Annabelle")])
        click(small, cell_centre(scene, (1, 0)))
        press(small, pygame.K_RETURN)  # green reaches 12: a bonus turn with PRG-
        small.step(90, dt=FRAME)  # the view glides to take in the new tile
        click(small, cell_centre(scene, (0, -1)))  # its empty corner meets red there
        picker = scene.part.picker()
        assert picker is not None
        click(small, picker_row(picker, "R"))
        press(small, pygame.K_RETURN)

        bonus = scene.state.history[-1]
        assert bonus.bonus and bonus.move.name == "R"
        rows = move_log_rows(scene.layout.log, scene.state.history, 0)
        row = next(rect for rect, placement in rows if placement is bonus)
        first_line = placement_summary(bonus, ["Annabelle"])
        assert font(13).size(first_line)[0] <= row.width - game_panels.LOG_ROW - 4, first_line
        assert named_colour_note(bonus) == tr("log.named", colour=colour_name("R"))
    finally:
        small.close()
        set_language("en")


def test_the_view_zooms_out_a_little_to_keep_the_display_clear_of_the_hand(
    data_dir: Path,
) -> None:
    small = App(size=(1024, 600), data_dir=data_dir)
    try:
        block = {(x, y): "RGBO" for x in range(4) for y in range(3)}
        scene = start(small, custom_state(block, [["GBOP", "RGBO", "RGBO"]]), [ANNA])
        scene.camera.zoom(8)  # the player looks closer...
        scene.camera.zoom(-3)
        assert scene.camera.cell >= 96
        click(small, cell_centre(scene, (4, 1)))
        press(small, pygame.K_RETURN)  # ...and the display grows to five columns
        small.step(90, dt=FRAME)

        assert scene.camera.cell >= 56, "no smaller than needed"
        hand = scene.layout.hand
        for cell, _ in scene.state.display:
            x, y, size, _ = scene.camera.cell_rect(cell)
            assert not hand.colliderect(pygame.Rect(x, y, size, size)), cell
    finally:
        small.close()


def test_a_rota_solo_table_gives_rota_solo_tips(app: App) -> None:
    """Alone there is no next player to leave a circle to: Rota solo has its own tips."""
    solo_tips = all_tips()["rota solo"]["en"]
    for seed in range(4):
        app.flow.start_game(find_kit("rota").desktop.new_match([SeatPlan("Anna")], seed, None))
        app.step(2, dt=FRAME)
        scene = app.scenes.top
        assert isinstance(scene, TableScene) and scene.tip is not None and scene.tip.text in solo_tips


def test_a_turn_turns_the_tile_in_a_tenth_of_a_second_and_less_motion_keeps_it_still(
        app: App) -> None:
    scene = naming_game(app)
    click(app, scene.layout.slots[0].center)  # taken: it follows the pointer
    press(app, pygame.K_r)
    assert scene.motion.turning() > 0, "turning into its new way"
    app.step(int(0.1 / FRAME) + 2, dt=FRAME)
    assert scene.motion.turning() == 0
    app.save_settings(replace(app.settings, reduce_motion=True))
    press(app, pygame.K_r)
    assert scene.motion.turning() == 0 and scene.placing.rotation == 2


def test_with_less_motion_nothing_flies_and_the_points_show_where_they_come_from(
        app: App) -> None:
    app.save_settings(replace(app.settings, reduce_motion=True, bot_delay=0.6))
    state = custom_state({(0, 0): "RGBO"}, [["GBOP", "GBOP", "BOPR"], ["OPRG", "BOPR"]])
    scene = start(app, state, [ANNA, ROBO])
    click(app, cell_centre(scene, (0, 1)))
    press(app, pygame.K_RETURN)
    score = scene.motion.effect("score")
    assert score is not None and score.value.still
    step_until(app, lambda: len(scene.state.history) == 2, 10)
    assert scene.turns.flight is None, "the bot's tile lies there at once"
    app.step(1, dt=FRAME)
    assert scene.motion.shown == [tuple(float(v) for v in seat)
                                  for seat in scene.state.all_scores()], "markers jump"


def test_a_tip_closed_is_not_shown_again_not_even_after_continue(app: App) -> None:
    """Each tip is read once: closed with its button it is kept as read, and the next
    tables (Continue among them) show another until none is left."""
    shown = []
    for _ in range(len(all_tips()["rota solo"]["en"]) + 1):
        app.flow.start_game(find_kit("rota").desktop.new_match([SeatPlan("Anna")], 3, None))
        app.step(2, dt=FRAME)
        scene = app.scenes.top
        assert isinstance(scene, TableScene)
        if scene.tip is None:
            break
        shown.append(scene.tip.key)
        click(app, next(button.rect.center for button in scene.buttons()
                        if button.action == "tip_close"))
        assert scene.tip is None and shown[-1] in app.settings.tips_closed
        app.flow.continue_game()
        app.step(2, dt=FRAME)
        again = app.scenes.top
        assert isinstance(again, TableScene) and (again.tip is None
                                                  or again.tip.key not in shown)
    assert len(shown) == len(set(shown)) == len(all_tips()["rota solo"]["en"])
