"""Run by hand: `python tests/ui/screenshot_tour.py [OUT_DIR [LANGUAGE...]]` saves the
screens a player sees (menu, forms, statistics, the rules examples, game menu, save and
load, a mid-game drag preview, the colour picker, the curtain, results; then for AXIO
and AXIO Hex the menu, forms, rules examples, a full 4-player table with a tile
dragged, the exchange question, a rack given up, the curtain, results, the final
board and solo; the review screen of each game while it analyses and once done; then try
again and its summary, for AXIO Rota, AXIO and AXIO solo; the review's and try again's
exchange answers and decided end, `exchange_review_tour.py`; then Play online's forms,
`play_online_tour.py`, the online game, `online_tour.py`, the forms of a new and a
joined correspondence game with the invitation, `correspondence_forms_tour.py`, the
online servers and a correspondence game's table and menu, `correspondence_tour.py`,
and My games, `my_games_tour.py`) at 1280x800 and 1024x600, in English and then German
(into `de/`), to look at them by eye. Not a test: nothing is asserted."""

from __future__ import annotations

import io
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import redirect_stdout
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("AXIO_DATA_DIR", tempfile.mkdtemp(prefix="axio-tour-"))

import pygame
from correspondence_driving import Friend, correspondence_server
from correspondence_forms_tour import tour_correspondence_forms
from correspondence_tour import tour_correspondence
from driving import review_on_screen, tour_app
from exchange_review_tour import tour_exchange_review
from my_games_tour import MyGamesWorld, tour_my_games
from online_tour import tour_online
from play_online_tour import WaitingRooms, tour_play_online
from saved_records import sample_saves
from tutorial_tour import tour_tutorials

from axio_desktop.app import App
from axio_desktop.bots import make_bot
from axio_desktop.bots.rota.kit import ROTA_BOTS
from axio_desktop.cli.main import main as cli
from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import load_record
from axio_desktop.engine.axio import Exchange, Phase
from axio_desktop.engine.rota import DisplayTile, PlayerInfo, RotaState, Setup, Tile
from axio_desktop.kits import find_kit
from axio_desktop.review import QUICK, SHIPPED, Analysis, ReviewSettings, summarise
from axio_desktop.ui.axio.match import AxioMatch
from axio_desktop.ui.review import opening
from axio_desktop.ui.review.scene import ReviewScene
from axio_desktop.ui.rota.match import RotaMatch
from axio_desktop.ui.rota.picture import FinalDisplay
from axio_desktop.ui.screens.board_view_scene import BoardViewScene
from axio_desktop.ui.screens.help_scene import HelpScene
from axio_desktop.ui.screens.load_scene import LoadGameScene
from axio_desktop.ui.screens.new_game_scene import NewGameScene
from axio_desktop.ui.screens.rules_scene import RulesScene
from axio_desktop.ui.screens.save_scene import SaveGameScene
from axio_desktop.ui.screens.settings_scene import SettingsScene
from axio_desktop.ui.screens.solo_scene import SoloScene
from axio_desktop.ui.screens.statistics_scene import StatisticsScene
from axio_desktop.ui.table.match import SeatPlan
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.ui.try_again import start_try_again
from axio_desktop.ui.try_again.coach import TryAgainCoach
from axio_desktop.userdata import Statistics, saves_dir

FRAME = 1 / 60
TOUR_REVIEW = ReviewSettings(candidates=6, work=4000, min_deals=16, max_deals=32)
"""A tenth of the shipped work: marks like the shipped ones, in seconds (the review
is judged once and kept in the tour's cache for the other sizes and languages)."""
ANNA, BEATA = PlayerInfo("Anna"), PlayerInfo("Beata")
ROBO = PlayerInfo("Robo", "bot", "greedy")


def played(players: int, seed: int, moves: int) -> RotaState:
    """A deal played on by greedy bots for ``moves`` placements."""
    state = RotaState.start(Setup.deal(players, seed))
    bot = make_bot("greedy", seed, kit=ROTA_BOTS)
    for _ in range(moves):
        if state.finished:
            break
        seat = state.to_move
        assert seat is not None
        state.apply(bot.choose(state.view(seat)))
    return state


def naming_position(seed: int) -> tuple[RotaState, tuple[int, int], int]:
    """A mid-game position where the human's tile must name a colour somewhere."""
    for extra in range(200):
        state = played(2, seed + extra // 20, 8 + extra % 20)
        if state.to_move != 0 or state.is_bonus_turn:
            continue
        tile = state.tile_to_place
        if tile is None or tile.empty_corner is None:
            continue
        for cell in state.legal_cells():
            for rotation in range(4):
                preview = state.preview(cell, rotation)
                if preview.needs_name and max(sum(preview.points(c)) for c in "RGBOP") >= 1:
                    return state, cell, rotation
    raise SystemExit("no naming position found")


def drag_to(app: App, scene: TableScene, cell: tuple[int, int], drop: bool) -> None:
    start = scene.layout.slots[0].center
    x, y, size, _ = scene.camera.cell_rect(cell)
    end = (x + size // 2, y + size // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    )
    if drop:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(2, dt=FRAME)


def best_cell(state: RotaState, rotation: int = 0) -> tuple[int, int]:
    return max(
        state.legal_cells(), key=lambda cell: sum(state.preview(cell, rotation).points(None))
    )


def tour(out: Path, size: tuple[int, int], language: str) -> None:
    app, shot = tour_app(out, size, language)
    shot("menu")
    record_some_games()
    for name, scene in (
        ("new_game", NewGameScene(app)),
        ("solo", SoloScene(app)),
        ("settings", SettingsScene(app)),
        ("statistics", StatisticsScene(app)),
    ):
        app.scenes.push(scene)
        shot(name)
        app.scenes.pop()
    form = NewGameScene(app)
    form.count = 3
    form.seats[2] = SeatPlan("Mine", "bot", "cmd:python3 examples/random_bot.py")
    app.scenes.push(form)
    app.step(1, dt=FRAME)
    form.focus_next_field()  # as Tab does: the first name field, ringed
    shot("new_game_program")
    app.scenes.pop()
    rules = RulesScene(app, find_kit(app.settings.game))
    app.scenes.push(rules)
    for number in range(len(rules.examples)):
        rules.example = number
        shot(f"rules_{number + 1}")
    app.scenes.pop()

    state = played(2, 7, 22)
    if state.to_move != 0:
        state.apply(make_bot("greedy", 1, kit=ROTA_BOTS).choose(state.view(1)))
    app.flow.start_game(RotaMatch([ANNA, ROBO], state, 7))
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    app.step(2, dt=FRAME)
    scene._open_pause()
    shot("game_menu")
    app.scenes.push(SaveGameScene(app, scene.match))
    shot("save")
    app.scenes.top.act("save")  # type: ignore[attr-defined]
    app.scenes.pop()
    app.step(2, dt=FRAME)
    drag_to(app, scene, best_cell(state), drop=False)
    shot("game_drag", 1)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    )
    app.step(1, dt=FRAME)
    app.scenes.push(HelpScene(app, scene.key_help()))
    shot("help")
    app.scenes.pop()

    state, cell, rotation = naming_position(3)
    app.flow.start_game(RotaMatch([ANNA, ROBO], state, 3))
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.placing.rotation = rotation
    app.step(2, dt=FRAME)
    drag_to(app, scene, cell, drop=True)
    shot("colour_picker", 1)

    app.flow.start_game(RotaMatch([ANNA, BEATA, ROBO], played(3, 11, 9), 11))
    shot("curtain", 5)

    axio = RotaState.start(
        Setup.custom(
            display=[DisplayTile((0, 0), Tile.parse("RGBO"), 0)],
            stacks=[[Tile.parse("GRPB"), Tile.parse("OPRG")], [Tile.parse("BOPR")]],
            supply=[Tile.parse("PRG-")],
            scores=[(9, 11, 10, 8, 10), (3, 4, 5, 6, 7)],
        )
    )
    app.flow.start_game(RotaMatch([ANNA, ROBO], axio, 1))
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.tip = None
    app.step(2, dt=FRAME)
    drag_to(app, scene, (1, 0), drop=True)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    )
    shot("axio", 20)

    finished = played(3, 5, 200)
    app.flow.start_game(RotaMatch([ANNA, BEATA, ROBO], finished, 5))
    shot("results", 150)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t",
                                         scancode=0))
    shot("results_tracks")
    app.scenes.push(BoardViewScene(app, FinalDisplay(app.scenes.top.match), title="AXIO Rota"))  # type: ignore[attr-defined]
    shot("final_display")

    solo = played(1, 9, 200)
    app.flow.start_game(RotaMatch([ANNA], solo, 9))
    shot("solo_results", 150)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c",
                                         scancode=0))
    shot("solo_chart")
    app.flow.to_menu()
    sample_saves(saves_dir())
    load = LoadGameScene(app)
    app.scenes.push(load)
    while not load.list.all_read:
        app.step(1, dt=FRAME)
    shot("load")
    broken = out / "broken.json"
    broken.write_text('{"version": 1, "players": []}')
    app.flow.load_game(broken)
    shot("load_failed")
    for game in ("axio", "axio-hex"):
        axio_tour(app, shot, game)
    for game in ("rota", "axio", "axio-hex"):
        review_tour(app, shot, game, out)
    try_again_tour(app, shot, "rota", 5, 0)
    try_again_tour(app, shot, "axio", 1, 1)
    start_a_try_again(app, "axio", ("random",), 2, 0)  # solo: 16 positions, all skipped
    shot("axio_solo_try_again", 5)
    while isinstance(app.scenes.top, TableScene):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="",
                                             scancode=0))
        app.step(2, dt=FRAME)
    shot("axio_solo_try_again_summary")
    app.close()


def review_tour(app: App, shot: Callable[..., None], game: str, out: Path) -> None:
    """The review of a game Anna (playing as `random` does) lost to Robo: once while
    the analysis runs, then finished with Anna's costliest placement shown (a marked
    one), its better placement beside it; the keys (F1) for AXIO Rota."""
    path = annas_lost_game(out, game)
    app.flow.to_menu()
    opening.OPTIONS = opening.ReviewOptions(settings=SHIPPED, jobs=1)
    app.flow.review_file(path)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene)
    app.step(1, dt=FRAME)
    time.sleep(1.0)  # a few placements judged, the rest still to come
    shot(f"review_{game}_analysing")
    app.scenes.pop()
    review_at_annas_costliest(app, path)
    shot(f"review_{game}")
    if game == "rota":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="",
                                             scancode=0))
        shot("review_help")
    app.flow.to_menu()


def annas_lost_game(out: Path, game: str) -> Path:
    """A record of ``game`` that Anna (playing as `random` does) lost to Robo (`hard`)."""
    folder = out / "records" / game
    with redirect_stdout(io.StringIO()):
        cli(["simulate", "--game", game, "--players", "random,hard", "--games", "1",
             "--seed", "4", "--records", str(folder)])
    path = min(folder.glob("game-*.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"] = [{"name": "Anna", "kind": "human"},
                       {"name": "Robo", "kind": "bot", "level": "hard"}]
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def review_at_annas_costliest(app: App, path: Path) -> ReviewScene:
    """The review of ``path`` judged with the tour's settings, Anna's costliest
    placement shown (a marked one, the better placement beside it)."""
    scene = review_on_screen(app, path, opening.ReviewOptions(settings=TOUR_REVIEW, jobs=1))
    annas = [judgement for judgement in scene.judgements.values() if judgement.player == 0]
    scene.select(max(annas, key=lambda judgement: judgement.loss).index)
    return scene


def axio_played(game: str, seats: list[SeatPlan], seed: int, until: int | None = None
                ) -> tuple[AxioMatch, int]:
    """A game of ``game`` that greedy bots played for every seat, for ``until``
    decisions (None: to its end), and the number of decisions before Anna's last
    placement in it."""
    match = find_kit(game).desktop.new_match(seats, seed, None)
    bot = make_bot("greedy", seed, kit=find_kit(game).bots)
    made = last = 0
    while not match.state.finished and made != until:
        state = match.state
        if state.to_move == 0 and state.phase is Phase.PLACE:
            last = made
        match.play(bot.choose(state.view(state.to_move)))
        made += 1
    return match, last


def fullest_board(game: str, seats: list[SeatPlan], seed: int) -> AxioMatch:
    """A game of ``game`` that greedy bots played for every seat up to Anna's (seat
    0's) last placement: the fullest board a human places a tile on."""
    _, last = axio_played(game, seats, seed)
    return axio_played(game, seats, seed, last)[0]


def axio_tour(app: App, shot: Callable[..., None], game: str) -> None:
    """AXIO's or AXIO Hex's screens, named ``<game>_...``."""
    app.close_message()
    app.save_settings(replace(app.settings, game=game))
    app.flow.to_menu()
    shot(f"{game}_menu")
    for name, scene in (("new_game", NewGameScene(app)), ("solo", SoloScene(app)),
                        ("statistics", StatisticsScene(app))):
        app.scenes.push(scene)
        shot(f"{game}_{name}")
        app.scenes.pop()
    rules = RulesScene(app, find_kit(game))
    app.scenes.push(rules)
    for number in range(len(rules.examples)):
        rules.example = number
        shot(f"{game}_rules_{number + 1}")
    app.scenes.pop()

    four = [SeatPlan("Anna"), *(SeatPlan(f"Robo {n}", "bot", "greedy") for n in (2, 3, 4))]
    match = fullest_board(game, four, 3)
    app.flow.start_game(match)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.tip = None
    app.step(2, dt=FRAME)
    slot = scene.layout.slots[0].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot, button=1))
    app.step(1, dt=FRAME)
    board = scene.layout.board
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=board.center, rel=(5, 5),
                                         buttons=(1, 0, 0)))
    shot(f"{game}_drag", 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=board.center, button=1))
    app.step(1, dt=FRAME)
    app.scenes.push(HelpScene(app, scene.key_help()))
    shot(f"{game}_help")
    app.scenes.pop()

    for seed in range(1, 60):  # a deal where Anna meets the exchange question
        match = find_kit(game).desktop.new_match([SeatPlan("Anna"), SeatPlan("Beata")], seed, None)
        bot = make_bot("greedy", seed, kit=find_kit(game).bots)
        while not match.state.finished and match.state.phase is not Phase.EXCHANGE:
            state = match.state
            match.play(bot.choose(state.view(state.to_move)))
        if match.state.to_move == 0 and match.state.phase is Phase.EXCHANGE:
            break
    app.flow.start_game(match)
    scene = app.scenes.top
    assert isinstance(scene, TableScene)
    scene.turns.reveal()  # Anna lifted the curtain
    scene.tip = None
    shot(f"{game}_exchange")
    scene.decide(Exchange(True))
    shot(f"{game}_given_up", 20)
    shot(f"{game}_curtain", 200)

    three = [SeatPlan("Anna"), SeatPlan("Beata"), SeatPlan("Robo", "bot", "greedy")]
    finished, _ = axio_played(game, three, 5)
    app.flow.start_game(finished)
    shot(f"{game}_results", 150)
    app.scenes.push(BoardViewScene(app, find_kit(game).desktop.final_board(finished), title=finished.game_id))
    shot(f"{game}_final_board")
    app.scenes.pop()
    solo, _ = axio_played(game, [SeatPlan("Anna")], 9)
    app.flow.start_game(solo)
    shot(f"{game}_solo_results", 150)
    app.flow.to_menu()


def start_a_try_again(app: App, game: str, specs: tuple[str, ...], seed: int, seat: int) -> None:
    """Try again on a seeded game of the bots ``specs`` reviewed quickly, the seat
    played by Anna."""
    with tempfile.TemporaryDirectory() as folder:
        play_game(GameJob(0, specs, seed, Path(folder), game))
        record = load_record((Path(folder) / "game-00001.json").read_text())
    players = tuple(PlayerInfo("Anna") if number == seat else PlayerInfo("Robo", "bot", "greedy")
                    for number in range(len(record.players)))
    record = replace(record, players=players)  # type: ignore[type-var]
    kit = find_kit(game)
    judgements = Analysis(kit.review, kit.review.positions(record), settings=QUICK).results()
    review = summarise(kit.game, [player.name for player in players], judgements)
    app.flow.to_menu()
    start_try_again(app, record, review, seat, settings=QUICK)


def try_again_tour(app: App, shot: Callable[..., None], game: str, seed: int, seat: int) -> None:
    """Try again on a game of `random` against `greedy`: the card, a placement not
    found, the best shown, the best found, the summary."""
    start_a_try_again(app, game, ("random", "greedy"), seed, seat)
    shot(f"{game}_try_again", 5)
    table = app.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.coach, TryAgainCoach)
    coach = table.coach

    def tried(decision: object) -> None:
        table.show_hint(decision)
        key(pygame.K_RETURN)
        while coach.checking is not None:
            time.sleep(0.01)
            app.step(1, dt=FRAME)

    def key(code: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                             scancode=0))
        app.step(2, dt=FRAME)

    tried(table.match.recorded(coach.lesson.record))
    shot(f"{game}_try_again_not_found")
    key(pygame.K_h)
    shot(f"{game}_try_again_shown")
    key(pygame.K_n)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.coach is coach
    tried(coach.lesson.best())
    shot(f"{game}_try_again_found")
    key(pygame.K_n)
    shot(f"{game}_try_again_summary")
    app.flow.to_menu()


def record_some_games() -> None:
    """A few finished games in the statistics, so the screen has rows to show."""
    statistics = Statistics.load(game="rota")
    for players, seed in (
        ((ANNA,), 9),
        ((ANNA, ROBO), 4),
        ((ANNA, PlayerInfo("Max", "bot", "expert")), 5),
        ((ANNA, BEATA), 6),
    ):
        state = played(len(players), seed, 200)
        outcome = state.outcome()
        assert outcome is not None
        statistics.record_game(players, outcome)
    statistics.save()


def main() -> None:
    out = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[2] / "screenshots"
    )
    languages = sys.argv[2:] or ["en", "de"]
    rooms = WaitingRooms()  # games on the (loopback) network for the join form to list
    folder = Path(tempfile.mkdtemp(prefix="axio-tour-server-"))
    world = MyGamesWorld()  # correspondence servers on the loopback, with games
    try:
        with correspondence_server(folder / "server") as server:
            ben = Friend(server, folder / "friends")
            try:
                for language in languages:
                    for size in ((1280, 800), (1024, 600)):
                        tour(out, size, language)
                        tour_exchange_review(out, size, language)  # an exchange answer, decided end
                        tour_tutorials(out, size, language)  # first card, a refusal, last card, offer
                        tour_play_online(out, size, language, rooms)  # Play online's forms
                        tour_online(out, size, language)  # waiting room, the online table, a refusal
                        tour_correspondence_forms(out, size, language)  # new, invitation, join
                        tour_correspondence(out, size, language, server, ben)  # servers, claim, resign
                        tour_my_games(out, size, language, world)  # My games, a game opened from it
            finally:
                ben.close()
    finally:
        world.close()
        rooms.close()
    print(f"screenshots in {out}")


if __name__ == "__main__":
    main()
