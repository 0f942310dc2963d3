"""A fourth game of the family (AXIO Mini, defined in `fourth_game` alone) registered
with one call: `simulate` plays it, the menu offers it, and it is played at the table
with real key presses to its results; every registered game brings all three kits."""

from __future__ import annotations

import io
import json
import random
from contextlib import redirect_stdout
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from driving import FRAME, click, press, step_until
from fourth_game import MINI, MINI_DESKTOP, mini_registered
from test_app_flow import gui_button
from test_saving_and_undo import type_text

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.cli.main import main as cli
from axio_desktop.engine import load_record
from axio_desktop.engine.registry import GameRegistrationError, find_game, games
from axio_desktop.kits import find_kit, kits, register
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.new_game_scene import NewGameScene
from axio_desktop.ui.screens.results_scene import ResultsScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene


def test_simulate_plays_a_game_registered_with_one_call(tmp_path: Path) -> None:
    with mini_registered():
        out = io.StringIO()
        with redirect_stdout(out):
            code = cli(["simulate", "--game", MINI.id, "--players", "greedy,random",
                        "--games", "4", "--seed", "3", "--json", "--records", str(tmp_path)])
        assert code == 0
        summary = json.loads(out.getvalue())
        assert summary["games"] == 4
        assert sum(player["wins"] for player in summary["players"]) == pytest.approx(4)
        for path in sorted(tmp_path.glob("*.json")):
            record = load_record(path.read_text(encoding="utf-8"))
            state = record.replay()
            assert state.finished and state.rules is MINI
            assert len(state.all_scores()[0]) == 4, "four colours, four tracks"
            walked = list(record.walk())
            assert [step.placement for step in walked if step.placement is not None] == \
                list(range(len(state.placements))), "its record walks as every game's does"
            last = walked[-1].before.copy()
            last.apply(walked[-1].decision)
            assert last.all_scores() == state.all_scores()
    assert MINI.id not in [game.id for game in games()], "unregistered again"
    assert MINI.id not in [kit.game.id for kit in kits()]


def test_the_menu_offers_it_and_a_whole_game_is_played_at_the_table_by_keys(
        data_dir: Path) -> None:
    with mini_registered():
        app = App(size=(1280, 800), data_dir=data_dir)
        try:
            app.save_settings(replace(app.settings, bot_delay=0.0))
            app.step(2, dt=FRAME)
            menu = app.scenes.top
            assert isinstance(menu, MenuScene)
            click(app, gui_button(menu, f"game:{MINI.id}"))
            assert app.settings.game == MINI.id
            click(app, gui_button(app.scenes.top, "new"))
            form = app.scenes.top
            assert isinstance(form, NewGameScene) and form.seed_field is not None
            type_text(app, form.seed_field, "2")  # a deal where Return must turn the tile
            click(app, gui_button(form, "start"))
            scene = app.scenes.top
            assert isinstance(scene, TableScene)
            assert scene.match.game is find_game(MINI.id)
            play_by_keys(app, scene)
            step_until(app, lambda: isinstance(app.scenes.top, ResultsScene))
            assert scene.match.state.outcome() is not None
        finally:
            app.close()


def play_by_keys(app: App, scene: TableScene) -> None:
    """Every decision of the human seat by keys: a rack tile by its number (the first
    that can go down), Return to aim (turning the tile where it cannot go as it is),
    Return to put it down, Return to confirm; K keeps the rack when the exchange opens."""
    match = scene.match
    human = match.humans[0]
    while True:
        step_until(app, lambda: match.state.finished
                   or (match.state.to_move == human and scene.mover_view() is not None))
        if match.state.finished:
            return
        before = len(match.state.placements), match.state.phase
        if scene.mover_view().decision == "exchange":
            press(app, pygame.K_k)
        for slot in range(MINI.rack_size):
            if (len(match.state.placements), match.state.phase) != before:
                break
            for key in (pygame.K_1 + slot, pygame.K_RETURN, pygame.K_RETURN, pygame.K_RETURN):
                press(app, key)
        app.step(2, dt=FRAME)
        assert (len(match.state.placements), match.state.phase) != before, "the keys did nothing"


@pytest.mark.parametrize("game_id", [*(kit.game.id for kit in kits()), MINI.id])
def test_every_registered_game_brings_its_rules_its_bots_and_its_desktop(game_id: str) -> None:
    with mini_registered():
        kit = find_kit(game_id)
        assert find_game(game_id) is kit.game
        state = kit.game.new_state(2, random.Random(1))
        for level in kit.bots.levels:
            bot = make_bot(level, 1, kit=kit.bots)
            state.check(bot.choose(state.view(state.to_move)))  # raises if it is not legal
        desktop = kit.desktop
        assert desktop.picture(64).get_height() == 64
        assert desktop.rules_examples(), "the rules screen has drawn examples"
        match = desktop.new_match([SeatPlan("Anna"), SeatPlan("Robo", "bot", "greedy")], 1, None)
        try:
            assert match.game is kit.game and match.bot_kit is kit.bots
            again = desktop.match_of(match.record())
            assert again.record().dumps() == match.record().dumps()
            again.close()
        finally:
            match.close()


def test_a_game_id_that_is_taken_is_refused_and_nothing_changes() -> None:
    with mini_registered() as mini:
        impostor = replace(mini.game, title="Another AXIO Mini")
        with pytest.raises(GameRegistrationError, match="already registered for AXIO Mini"):
            register(replace(mini, game=impostor), MINI_DESKTOP)
        assert find_kit(MINI.id) is mini and find_game(MINI.id) is mini.game
