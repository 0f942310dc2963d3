"""Nothing covers the game: over a tour of the screens a player meets (the table of all
three games with the first tip, a tile held, a hint, a refusal, a notice, the exchange
question and a rack given up; the tutorials' cards; the results with a notice; the
online table), at 1024x600 and 1280x800, in English and German, no message (the strip's,
a card, a toast) covers a pixel of what the screen keeps clear: the cells the player may
use now, the tiles placed last, the printed spaces, the held tile, the hand, the colour
picker's choices, the results' chart (`App.covered_area`)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from driving import FRAME, click, post, press, step_until
from online_driving import Seat, at_the_table, loopback_host, the_room, url_of
from test_axio_table import exchange_opening
from test_saving_and_undo import save_through_the_game_menu
from tutorial_driving import at_a_card, begin, quick

from axio_desktop.app import App
from axio_desktop.engine import load_record
from axio_desktop.kits import find_kit
from axio_desktop.ui.i18n import set_language
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.ui.tutorial.start import tutorial_of

GAMES = ("rota", "axio", "axio-hex")
SEEDED = Path(__file__).parents[1] / "data" / "seeded"
FINISHED = {"rota": SEEDED / "rota-easy-hard" / "game-00001.json",
            "axio": SEEDED / "axio-greedy-medium" / "game-00001.json",
            "axio-hex": SEEDED / "axio-hex-medium-easy" / "game-00001.json"}


class Tour:
    """Looks at the screen after each step and keeps what a message covered there."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.covered: dict[str, int] = {}
        self.looked = 0

    def look(self, name: str) -> None:
        self.app.step(2, dt=FRAME)
        self.looked += 1
        self.covered[name] = self.app.covered_area()

    def faults(self) -> dict[str, int]:
        return {name: area for name, area in self.covered.items() if area}


def table(app: App, game: str, players: int = 4) -> TableScene:
    seats = [SeatPlan("Anna"), *(SeatPlan(f"Robo {seat}", "bot", "greedy")
                                 for seat in range(1, players))]
    app.flow.start_game(find_kit(game).desktop.new_match(seats, 4, 0))
    app.step(3, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    return scene


def tour_table(tour: Tour, game: str) -> None:
    app = tour.app
    scene = table(app, game)
    tour.look(f"{game} first tip")
    click(app, scene.layout.slots[0].center)
    board = scene.layout.board
    post(pygame.MOUSEMOTION, pos=board.center, rel=(1, 1), buttons=(0, 0, 0))
    tour.look(f"{game} a tile held over the board")
    corner = (board.x + 4, board.y + 4)
    click(app, corner)  # let go where it may not lie: refused, the reason told
    tour.look(f"{game} a refused placement")
    press(app, pygame.K_ESCAPE)  # the tile back in the hand
    save_through_the_game_menu(app, f"Tour {game}")
    press(app, pygame.K_ESCAPE)
    tour.look(f"{game} the notice that the game was saved")
    press(app, pygame.K_h)
    step_until(app, lambda: scene.placing.tentative is not None, 30)
    tour.look(f"{game} a hint")
    press(app, pygame.K_RETURN)
    step_until(app, lambda: scene.mover_view() is not None, 60)
    tour.look(f"{game} after the bots' turns")


def tour_exchange(tour: Tour, game: str) -> None:
    app = tour.app
    match, place = exchange_opening([SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")], game)
    app.flow.start_game(match)
    app.step(3, dt=FRAME)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.decide(place)
    tour.look(f"{game} the exchange question")
    press(app, pygame.K_x)
    app.step(3, dt=FRAME)
    tour.look(f"{game} a rack exchanged")


def tour_results(tour: Tour, game: str) -> None:
    app = tour.app
    record = load_record(FINISHED[game].read_text(encoding="utf-8"))
    app.flow.show_results(find_kit(game).desktop.match_of(record), counted=False)
    app.step(2, dt=FRAME)
    app.show_toast("The record is kept as Online 2026-12-02 K7QX4P")
    tour.look(f"{game} results with a notice")


def tour_tutorial(tour: Tour, game: str, cards: int = 4) -> None:
    app = tour.app
    scene, coach = begin(app, game)
    for number in range(cards):
        if not at_a_card(app, coach):
            break
        tour.look(f"{game} tutorial card {number + 1}")
        step = coach.step
        if step is None or step.waits:
            break
        press(app, pygame.K_RETURN)
    scene.leave_game()
    app.flow.to_menu()


@pytest.mark.parametrize(("size", "scale", "language"), [
    ((1024, 600), 100, "en"), ((1024, 600), 100, "de"),
    ((1280, 800), 100, "en"), ((1280, 800), 100, "de"),
    ((1280, 800), 200, "de"), ((1920, 1080), 200, "en"), ((1920, 1080), 200, "de"),
])
def test_no_message_covers_the_game(size: tuple[int, int], scale: int, language: str,
                                    data_dir: Path) -> None:
    """At 200 % the interface is as big as the window holds (125 % at 1280x800)."""
    app = App(size=size, data_dir=data_dir)
    try:
        app.save_settings(replace(app.settings, language=language, bot_delay=0.0,
                                  ui_scale=scale))
        quick(app)
        tour = Tour(app)
        for game in GAMES:
            tour_table(tour, game)
            tour_results(tour, game)
            tour_tutorial(tour, game)
        for game in GAMES[1:]:
            tour_exchange(tour, game)
        assert tour.looked >= 30 and len(tour.covered) == tour.looked
        assert tour.faults() == {}, "messages cover the game"
    finally:
        app.close()
        set_language("en")
        tutorial_of.cache_clear()


def test_no_message_covers_the_online_table(data_dir: Path) -> None:
    app = App(size=(1024, 600), data_dir=data_dir)
    try:
        quick(app)
        tour = Tour(app)
        with loopback_host() as host:
            app.flow.create_online(url_of(host), "axio", ["human", "human"], "Anna")
            tour.look("the waiting room")
            ben = Seat(url_of(host), the_room(app))
            scene = at_the_table(app)
            tour.look("the online table")
            step_until(app, lambda: scene.mover_view() is not None, 30)
            click(app, scene.layout.slots[0].center)
            post(pygame.MOUSEMOTION, pos=scene.layout.board.center, rel=(1, 1),
                 buttons=(0, 0, 0))
            tour.look("a tile held at the online table")
            press(app, pygame.K_ESCAPE)
            scene.leave_game()
            app.flow.to_menu()
            del ben
        assert tour.faults() == {}, "messages cover the online table"
    finally:
        app.close()
