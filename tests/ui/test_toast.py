"""Toasts: the short notices low on the window ("Game saved"), in the running app."""

from __future__ import annotations

from pathlib import Path

import pygame
from driving import FRAME, custom_state, press, start
from test_saving_and_undo import game_against_a_bot, save_through_the_game_menu, wait_for_human

from axio_desktop.app import App
from axio_desktop.engine.rota import PlayerInfo
from axio_desktop.ui.core.toast import BOTTOM_GAP, SIDE_GAP, TOAST_SECONDS, Toast, place_clear
from axio_desktop.ui.i18n import tr

ANNA = PlayerInfo("Anna")


def toast_band(app: App) -> pygame.Surface:
    """A copy of the strip of the window where toasts are drawn."""
    width, height = app.size
    return app.window.subsurface((0, height - BOTTOM_GAP - 60, width, 60)).copy()


def same_pixels(first: pygame.Surface, second: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(first, "RGB")) == bytes(pygame.image.tobytes(second, "RGB"))


def test_the_save_toast_outlives_the_form_but_not_a_screen_opened_over_it(app: App) -> None:
    scene = game_against_a_bot(app)
    wait_for_human(app, scene)
    save_through_the_game_menu(app, "Evening")
    assert app.toast is not None and app.toast.message == tr("save.done", name="Evening")

    press(app, pygame.K_F1)  # Help opens over the game menu
    assert app.toast is None, "the notice was about the screen beneath, not Help"


def test_a_toast_is_told_in_the_message_strip_and_wiped_off_an_idle_table_in_time(
        app: App) -> None:
    scene = start(app, custom_state({(0, 0): "RGBO"}, [["GBOP"]]), [ANNA])
    app.step(2, dt=FRAME)
    assert not scene.animating, "the table must be idle, drawn only when something happens"
    strip = scene.message_home()
    before = app.window.subsurface(strip).copy()
    board = app.window.subsurface(scene.layout.board).copy()
    press(app, pygame.K_F12)  # a screenshot, told by a toast
    assert app.toast is not None and not same_pixels(app.window.subsurface(strip), before)
    assert same_pixels(app.window.subsurface(scene.layout.board), board), "not over the board"

    app.step(int(TOAST_SECONDS / FRAME) + 2, dt=FRAME)
    assert app.toast is None
    assert same_pixels(app.window.subsurface(strip), before), "the toast stayed on the screen"


def test_a_long_toast_wraps_inside_the_window() -> None:
    pygame.font.init()
    surface = pygame.Surface((1024, 600))
    surface.fill((0, 0, 0))
    one_line = surface.copy()
    Toast("Short", TOAST_SECONDS, 0).draw(one_line)
    path = "/home/someone/.local/share/axio-desktop/screenshots/axio-20261121-101500.png"
    Toast(f"The screenshot could not be saved: {path} is read-only", TOAST_SECONDS, 0).draw(surface)

    def drawn_rows(drawn: pygame.Surface) -> int:
        return sum(1 for y in range(600) if drawn.get_at((512, y))[:3] != (0, 0, 0))

    assert drawn_rows(surface) > drawn_rows(one_line), "a long message takes more lines"
    for x in range(SIDE_GAP - 12):
        for y in range(600):
            assert surface.get_at((x, y))[:3] == (0, 0, 0), f"drawn at the window's edge ({x}, {y})"


def test_a_toast_moves_off_what_the_player_works_with() -> None:
    window = (1024, 600)
    table = pygame.Rect(0, 48, 735, 552)
    default = place_clear((300, 20), window, table, [])
    assert default.midbottom == (512, 600 - BOTTOM_GAP)
    hand = pygame.Rect(0, 440, 260, 160)
    cells = [pygame.Rect(x, 470, 40, 40) for x in range(300, 760, 40)]
    moved = place_clear((300, 20), window, table, [hand, *cells])
    assert moved.inflate(24, 12).collidelist([hand, *cells]) < 0
    assert table.contains(moved) and moved.bottom > 400, "still low, just off the cells"


def test_at_1024x600_the_save_toast_and_the_tip_keep_off_the_hand_and_the_target_cells(
    data_dir: Path,
) -> None:
    app = App(size=(1024, 600), data_dir=data_dir)
    try:
        scene = game_against_a_bot(app)
        wait_for_human(app, scene)
        app.step(2, dt=FRAME)
        protected = scene.protected()
        assert len(protected) > 1, "the hand and the cells the tile can go to"
        card = scene.card()
        if card is not None:  # the first tip, in the side panel
            assert card[0].collidelist(protected) < 0
        save_through_the_game_menu(app, "Small")
        press(app, pygame.K_ESCAPE)
        assert app.toast is not None and app.scenes.top is scene
        assert scene.message_home().collidelist(protected) < 0, "told in the message strip"
    finally:
        app.close()
