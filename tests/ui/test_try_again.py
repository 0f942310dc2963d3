"""Try again: a seat's positions marked a mistake or worse, on the real table, one
after the other; the player's placements are judged off the frame loop (a poor one is
not found, the best one is), Show puts the best in hand, Skip goes on, and the summary
counts what became of each. Driven with real key presses and clicks, on records of
seeded bot games reviewed with the quick settings."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytest
from driving import FRAME, click, press, step_until
from marked_answer import kates_answer_a_blunder

from axio_desktop.app import App
from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import load_record
from axio_desktop.engine.game import GameRecordLike
from axio_desktop.engine.players import PlayerInfo
from axio_desktop.kits import find_kit
from axio_desktop.review import (
    EXCHANGE,
    LOWEST,
    PLACEMENT,
    QUICK,
    WIN_CHANCE,
    Analysis,
    Judgement,
    Review,
    summarise,
)
from axio_desktop.ui.core.input import TRY_AGAIN_KEYS, Action
from axio_desktop.ui.core.key_help import describe
from axio_desktop.ui.core.scenes import Scene
from axio_desktop.ui.core.wording import amount_text, value_text
from axio_desktop.ui.i18n import set_language, tr
from axio_desktop.ui.screens.help_scene import HelpScene
from axio_desktop.ui.screens.menu_scene import MenuScene
from axio_desktop.ui.screens.pause_scene import PauseScene
from axio_desktop.ui.table.scene import TableScene
from axio_desktop.ui.try_again import marked, start_try_again, words
from axio_desktop.ui.try_again.coach import HELP_ROWS, TryAgainCoach
from axio_desktop.ui.try_again.lesson import stand_at
from axio_desktop.ui.try_again.summary_scene import SummaryScene


@cache
def reviewed(game: str, seed: int, specs: tuple[str, ...] = ("random", "greedy")
             ) -> tuple[GameRecordLike, Review]:
    """A seeded game of the bots ``specs`` (by default `random` against `greedy`), and its
    review with the quick settings."""
    with tempfile.TemporaryDirectory() as folder:
        play_game(GameJob(0, specs, seed, Path(folder), game))
        record = load_record((Path(folder) / "game-00001.json").read_text())
    kit = find_kit(game)
    judgements = Analysis(kit.review, kit.review.positions(record), settings=QUICK).results()
    return record, summarise(kit.game, [player.name for player in record.players], judgements)


AnyTable = TableScene[Any, Any, Any, Any]


class ReviewStandIn(Scene):
    """Where try-again was started from (the review screen, in the program)."""


def started(app: App, game: str, seed: int, seat: int) -> tuple[AnyTable, TryAgainCoach]:
    record, review = reviewed(game, seed)
    app.scenes.push(ReviewStandIn(app))
    assert start_try_again(app, record, review, seat, settings=QUICK)
    app.step(1, dt=FRAME)
    return table_and_coach(app)


def table_and_coach(app: App) -> tuple[AnyTable, TryAgainCoach]:
    table = app.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.coach, TryAgainCoach)
    return table, table.coach


def button(coach: TryAgainCoach, action: Action) -> tuple[int, int]:
    found = [button for button in coach.buttons() if button.action == action.name]
    assert found, f"no {action} button on the card"
    return found[0].rect.center


def confirm(app: App, table: AnyTable, decision: Any) -> None:
    """The decision put down by the table's own hint display, then confirmed by key."""
    table.show_hint(decision)
    press(app, pygame.K_RETURN)


def checked(app: App, coach: TryAgainCoach) -> None:
    step_until(app, lambda: coach.checking is None)
    app.step(1, dt=FRAME)


def test_a_poor_placement_is_not_found_show_puts_the_best_in_hand_and_the_best_is_found(
        app: App) -> None:
    _, review = reviewed("rota", 5)
    first, second = marked(review, 0)
    table, coach = started(app, "rota", 5, 0)
    history = table.match.entries()
    assert table.state.to_move == 0 and table.match.placements_made() == first.index
    write = find_kit("rota").game.notation.format
    assert coach.message()[0].startswith(
        f"Turn {first.turn + 1}: your placement {write(first.played)} lost ")

    own = table.match.recorded(coach.lesson.record)
    confirm(app, table, own)
    assert coach.checking is not None and "Checking" in " ".join(coach.message())
    checked(app, coach)
    assert coach.tried == first, "judged exactly as the review judged it"
    assert coach.result is None and f"{write(own)} gives away" in coach.message()[1]
    assert table.placing.tentative is None, "the tried tile is back in the hand"
    assert table.match.entries() == history, "nothing was played"

    click(app, button(coach, Action.SHOW))
    assert coach.result == "shown"
    assert f"The best placement found, {write(coach.lesson.best())}, is on the board" in (
        coach.message()[1])
    assert table.match.same_decision(table.placing.tentative, coach.lesson.best())
    press(app, pygame.K_RETURN)
    checked(app, coach)
    assert coach.tried is not None and coach.tried.loss == 0
    assert coach.result == "shown", "found after being shown still counts as shown"

    press(app, pygame.K_n)
    table, coach = table_and_coach(app)
    assert table.match.placements_made() == second.index and table.state.to_move == 0
    confirm(app, table, coach.lesson.best())
    assert coach.checking is None, "the review's best is found as the review judged it"
    assert coach.tried is not None and coach.tried.value_played == second.value_best
    assert coach.result == "found"
    assert coach.message()[1].startswith(f"Found! With {write(coach.lesson.best())} ")
    click(app, button(coach, Action.GO_ON))
    summary = app.scenes.top
    assert isinstance(summary, SummaryScene)
    assert summary.counts() == "Found: 1 · Shown: 1 · Skipped: 0"
    assert coach.lesson.results == ["shown", "found"]


def test_skip_moves_on_and_the_summary_leads_back_to_the_review(app: App) -> None:
    table, coach = started(app, "axio", 1, 1)
    second = coach.lesson.marked[1]
    press(app, pygame.K_F1)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    own = describe(table.keys.plus(*TRY_AGAIN_KEYS.bindings), HELP_ROWS)
    assert set(own) <= set(help_scene.lines)
    assert ("H, click Show", tr("tryagain.do.show")) in help_scene.lines
    does = [meaning for _, meaning in help_scene.lines]
    assert not {tr("help.do.hint"), tr("help.do.undo"), tr("help.do.redo")} & set(does)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    press(app, pygame.K_n)
    table, coach = table_and_coach(app)
    assert table.match.placements_made() == second.index
    assert coach.message()[0].startswith(f"Turn {second.turn + 1}: ")
    assert [b.label for b in coach.buttons()] == ["Skip (N)", "Show (H)"]
    click(app, button(coach, Action.GO_ON))
    summary = app.scenes.top
    assert isinstance(summary, SummaryScene)
    assert summary.counts() == "Found: 0 · Shown: 0 · Skipped: 2"
    back = next(element for element, action in summary.actions.items() if action == "back")
    click(app, back.rect.center)
    app.step(1, dt=FRAME)
    assert isinstance(app.scenes.top, ReviewStandIn)
    assert isinstance(next(iter(app.scenes)), MenuScene)


def test_a_seat_without_marked_positions_changes_nothing(app: App) -> None:
    record, review = reviewed("axio", 1)
    assert not marked(review, 0)
    before = list(app.scenes)
    assert not start_try_again(app, record, review, 0, settings=QUICK)
    assert list(app.scenes) == before


def test_leaving_while_a_placement_is_checked_is_safe(app: App) -> None:
    table, coach = started(app, "axio", 1, 1)
    confirm(app, table, coach.lesson.best())
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    click(app, next(b for b in pause.buttons() if b.action == "menu").rect.center)
    assert isinstance(app.scenes.top, MenuScene)
    step_until(app, lambda: coach.checking is None or coach.checking.done())
    app.step(3, dt=FRAME)
    assert isinstance(app.scenes.top, MenuScene)


def test_a_worker_process_judges_as_the_review_did(app: App) -> None:
    record, review = reviewed("rota", 5)
    app.scenes.push(ReviewStandIn(app))
    assert start_try_again(app, record, review, 0, settings=QUICK, jobs=2)
    app.step(1, dt=FRAME)
    table, coach = table_and_coach(app)
    assert coach.checker.pool is not None
    confirm(app, table, table.match.recorded(coach.lesson.record))
    step_until(app, lambda: coach.checking is None, seconds=120)
    assert coach.tried == marked(review, 0)[0], "the same judgement as the review's"
    press(app, pygame.K_n)
    press(app, pygame.K_n)
    assert isinstance(app.scenes.top, SummaryScene) and coach.checker.pool is None


def test_a_bonus_placement_is_reached_inside_its_turn() -> None:
    with tempfile.TemporaryDirectory() as folder:
        play_game(GameJob(0, ("greedy", "greedy"), 5, Path(folder), "axio"))
        record = load_record((Path(folder) / "game-00001.json").read_text())
    kit = find_kit("axio")
    bonus = next(position for position in kit.review.positions(record) if position.placement)
    match = stand_at(kit, record, bonus.number)
    assert match.placements_made() == bonus.index and match.state.to_move == bonus.player
    view = match.state.view(bonus.player)
    assert replace(view, board=None) == replace(bonus.view, board=None)
    assert view.board.cells == bonus.view.board.cells, "the mover sees what they saw then"
    assert bonus.played == match.recorded(record)
    match.close()


def test_a_placement_after_an_exchange_offer_is_reached_past_the_answer_and_the_draw() -> None:
    """The placement after a turn whose mover was offered the exchange: the match
    stands at that placement, not at the offer before it."""
    record = load_record((Path(__file__).parents[1] / "data" / "axio" / "axio-two-players.json")
                         .read_text(encoding="utf-8"))
    kit = find_kit("axio")
    positions = [position for position in kit.review.positions(record)
                 if position.kind == PLACEMENT]
    offered = [step.placement for step, after in zip(record.walk(), list(record.walk())[1:])
               if step.placement is not None and after.placement is None]
    assert offered
    for index in offered:
        following = positions[index + 1]
        match = stand_at(kit, record, following.number)
        view = match.state.view(following.player)
        assert view.to_json() == following.view.to_json() and view.decision == "place"
        assert match.recorded(record) == following.played
        match.close()


def test_an_answer_to_the_exchange_option_is_reached_with_the_question_open() -> None:
    """At an answer, the match stands after the turn's placements, the mover asked
    the exchange option, as the review saw it."""
    record = load_record((Path(__file__).parents[1] / "data" / "axio" / "axio-two-players.json")
                         .read_text(encoding="utf-8"))
    kit = find_kit("axio")
    answers = [position for position in kit.review.positions(record)
               if position.kind == EXCHANGE]
    assert answers
    for answer in answers:
        match = stand_at(kit, record, answer.number)
        view = match.state.view(answer.player)
        assert view.decision == "exchange" and view.to_move == answer.player
        assert replace(view, board=None) == replace(answer.view, board=None)
        assert match.placements_made() == answer.after + 1
        assert match.recorded(record) == answer.played
        match.close()


def test_a_marked_answer_to_the_exchange_option_is_asked_again(app: App) -> None:
    """Kate's first answer to the exchange option, marked a blunder: the table asks the
    question again, her answer by key is judged and not played, Show (H) names the
    other answer (the best) on the card, which is found at once, and the summary
    names the position."""
    record, review, answer = kates_answer_a_blunder()
    assert [judgement.key for judgement in marked(review, 1)] == [answer.key]
    app.scenes.push(ReviewStandIn(app))
    assert start_try_again(app, record, review, 1, settings=QUICK)
    app.step(1, dt=FRAME)
    table, coach = table_and_coach(app)
    view = table.mover_view()
    assert view is not None and view.decision == "exchange" and view.seat == 1
    assert table.match.placements_made() == answer.after + 1
    given, other_word = ("exchange", "keep") if answer.played.accept else ("keep", "exchange")
    assert coach.message()[0] == (f"Turn {answer.turn + 1}, the exchange option: your answer "
                                  f"{given} lost 20.0 points of winning chance. Answer again: "
                                  "exchange the rack or keep it.")
    history = table.match.entries()
    press(app, pygame.K_h)
    assert coach.result == "shown" and coach.message()[1].startswith(
        f"Better here: {other_word} (chance to win ")
    assert not table.motion.banners, "the card says it: no hint banner for it to lie across"
    press(app, pygame.K_x if answer.played.accept else pygame.K_k)
    assert coach.checking is not None or coach.tried is not None, "the answer is checked"
    if coach.checking is not None:  # two candidates: a busy frame may see the check done
        assert coach.message()[1] == "Checking your answer …"
    checked(app, coach)
    tried = coach.tried
    assert tried is not None and tried.kind == EXCHANGE and tried.played == answer.played
    said = f"Found! With {given}" if coach.lesson.found(tried) else f"Not quite: {given}"
    assert coach.message()[1].startswith(said)
    assert table.match.entries() == history, "judged, not played"
    press(app, pygame.K_k if answer.played.accept else pygame.K_x)
    assert coach.checking is None and coach.tried == coach.lesson.best_judged()
    assert coach.message()[1].startswith(f"Found! With {other_word}")
    assert table.match.entries() == history
    press(app, pygame.K_n)
    summary = app.scenes.top
    assert isinstance(summary, SummaryScene) and coach.lesson.results == ["shown"]
    assert words.where(answer) == f"Turn {answer.turn + 1}, the exchange option"


@pytest.mark.parametrize(("language", "lost", "chance", "lowest"),
                         [("en", "12.3", "48%", "1.3"), ("de", "12,3", "48 %", "1,3")])
def test_a_loss_reads_the_same_on_the_review_screen_and_in_try_again(
        language: str, lost: str, chance: str, lowest: str) -> None:
    """One formatter words a loss and a value for both screens, to the same precision."""
    judgement = Judgement(0, 4, 0, 0, "played", "best", 0.475, 0.5984, 0.1234, "mistake",
                          (0.475, 0.525))
    set_language(language)
    try:
        assert amount_text(WIN_CHANCE, judgement.loss) == lost
        assert value_text(WIN_CHANCE, judgement.value_played) == chance
        assert amount_text(LOWEST, 1.26) == value_text(LOWEST, 1.26) == lowest
        assert lost in words.lost(WIN_CHANCE, judgement, "g7-g8 RG")
        assert chance in words.verdict(WIN_CHANCE, judgement, True, "g7-g8 RG")
    finally:
        set_language("en")


def test_solo_counts_in_points_of_the_lowest_colour(app: App) -> None:
    record, review = reviewed("rota", 3, ("random",))
    assert review.unit.name == "lowest"
    app.scenes.push(ReviewStandIn(app))
    assert start_try_again(app, record, review, 0, settings=QUICK)
    app.step(1, dt=FRAME)
    table, coach = table_and_coach(app)
    first = coach.lesson.marked[0]
    played = find_kit("rota").game.notation.format(first.played)
    assert coach.message()[0] == (f"Turn {first.turn + 1}: your placement {played} lost "
                                  f"{first.loss:.1f} points of the expected lowest colour. "
                                  "Find a better placement.")
    confirm(app, table, coach.lesson.best())
    checked(app, coach)
    assert coach.result == "found" and "expected lowest colour is" in coach.message()[1]


def test_at_a_hot_seat_table_the_curtain_is_up_for_the_player(app: App) -> None:
    record, review = reviewed("axio", 1)
    both_human = replace(record, players=tuple(PlayerInfo(player.name)  # type: ignore[type-var]
                                               for player in record.players))
    assert start_try_again(app, both_human, review, 1, settings=QUICK)
    app.step(1, dt=FRAME)
    table, coach = table_and_coach(app)
    assert table.curtain is None and table.mover_view() is not None
    assert len(table.match.humans) == 2 and coach.lesson.current is not None
