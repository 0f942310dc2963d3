"""A bot's question dropped by undo leaves no trace: the bot is as if it had never been
asked, and the next question does not wait behind the dropped one."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from thinking_marks import Marks

from axio_desktop.bots import make_bot
from axio_desktop.bots.axio.expert import ExpertAxioBot
from axio_desktop.bots.seat import BotAnswer
from axio_desktop.engine.axio import AxioView, Decision
from axio_desktop.kits import find_kit
from axio_desktop.ui.axio.match import AxioMatch
from axio_desktop.ui.table.match import SeatPlan

SEATS = [SeatPlan("Anna"), SeatPlan("Robo", "bot", "expert")]


def new_match(seed: int) -> AxioMatch:
    kit = find_kit("axio")
    return AxioMatch.new(kit.game, kit.bots, SEATS, seed)


def wait_for_answer(match: AxioMatch, seconds: float = 60) -> BotAnswer:
    deadline = time.monotonic() + seconds
    while (answer := match.bot_answer()) is None:
        assert time.monotonic() < deadline, "the bot never answered"
        time.sleep(0.005)
    return answer


class WatchedExpert(ExpertAxioBot):
    """AXIO's expert that marks when it starts and finishes thinking (whichever copy
    thinks, wherever)."""

    def __init__(self, seed: int, marks: Marks) -> None:
        super().__init__(seed)
        self.marks = marks

    def choose(self, view: AxioView) -> Decision:
        self.marks.set("started")
        try:
            return super().choose(view)
        finally:
            self.marks.set("finished")


def play_until_the_bot_has_read(match: AxioMatch) -> None:
    """Anna plays greedily, the expert answers, until the expert is to move again with
    a placement of its own remembered for reading Anna's rack."""
    anna = make_bot("greedy", 1, kit=match.bot_kit)
    while True:
        seat = match.state.to_move
        assert seat is not None, "the game ended before the expert read a rack"
        if seat == 0:
            match.play(anna.choose(match.state.view(0)))
            continue
        if memory(match) is not None and match.state.view(1).decision == "place":
            return
        match.ask_bot()
        match.play(wait_for_answer(match).move)


def memory(match: AxioMatch) -> tuple[object, ...] | None:
    """What the expert carries from move to move: the position its last placement left
    (for reading the other rack) and its random generator; None before its first placement."""
    robo = match.bots[1]
    assert isinstance(robo, ExpertAxioBot)
    left = robo._reading._left
    if left is None:
        return None
    return (left.board.cells, left.tracks, left.started, left.given_up, robo.rng.getstate())


def test_undo_during_the_experts_think_leaves_it_as_if_never_asked(tmp_path: Path) -> None:
    match = new_match(7)
    marks = Marks(tmp_path / "marks")
    match.bots[1] = WatchedExpert(11, marks)
    play_until_the_bot_has_read(match)
    before = memory(match)

    marks.clear()
    match.ask_bot()
    assert marks.wait("started"), "the question never started"
    assert match.undo()
    assert marks.wait("finished"), "the dropped question never ended"
    assert memory(match) == before
    assert match.bot_answer() is None and not match.bot_thinking

    match.redo()
    assert match.state.to_move == 1
    match.ask_bot()
    wait_for_answer(match)
    assert memory(match) != before, "an answer taken keeps what the bot learnt"


class HeldBot:
    """Answers greedily, but a copy made while ``held`` is set waits for the gate."""

    name = "Held"

    def __init__(self, marks: Marks) -> None:
        self.held = True
        self.marks = marks
        self.greedy = make_bot("greedy", 1, kit=find_kit("axio").bots)

    def choose(self, view: AxioView) -> Decision:
        if self.held:
            self.marks.set("waiting")
            assert self.marks.wait("gate"), "the test never opened the gate"
        decision: Decision = self.greedy.choose(view)
        return decision

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass


def test_the_next_question_does_not_wait_behind_a_dropped_one(tmp_path: Path) -> None:
    match = new_match(3)
    marks = Marks(tmp_path / "marks")
    match.bots[0] = held = HeldBot(marks)
    match.bots.pop(1)
    try:
        match.ask_bot()
        assert marks.wait("waiting"), "the first question never started"
        match.cancel_questions()
        held.held = False
        match.ask_bot()
        answer = wait_for_answer(match, 20)
        assert answer.fault is None
        assert match.state.view(0).decision == "place"
        match.play(answer.move)
    finally:
        marks.set("gate")


class WhereBot:
    """Answers greedily, and marks the process it thought in (and waits for the gate
    while ``held``)."""

    name = "Where"

    def __init__(self, marks: Marks, held: bool = False) -> None:
        self.marks = marks
        self.held = held
        self.greedy = make_bot("greedy", 1, kit=find_kit("axio").bots)

    def choose(self, view: AxioView) -> Decision:
        self.marks.set(f"pid-{os.getpid()}")
        if self.held:
            assert self.marks.wait("gate"), "the test never opened the gate"
        decision: Decision = self.greedy.choose(view)
        return decision

    def close(self, result: Mapping[str, Any] | None = None) -> None:
        pass


def thought_in(marks: Marks) -> set[int]:
    return {int(mark.name[4:]) for mark in marks.folder.glob("pid-*")}


def test_a_bot_that_can_be_pickled_thinks_in_another_process(tmp_path: Path) -> None:
    match = new_match(3)
    marks = Marks(tmp_path / "marks")
    match.bots[0] = WhereBot(marks)
    match.bots.pop(1)
    match.ask_bot()
    answer = wait_for_answer(match)
    assert answer.fault is None
    (process,) = thought_in(marks)
    assert process != os.getpid(), "the bot shared the frame loop's interpreter"


def test_a_bot_whose_process_dies_is_stood_in_for_and_the_next_question_is_answered(
        tmp_path: Path) -> None:
    match = new_match(3)
    marks = Marks(tmp_path / "marks")
    match.bots[0] = WhereBot(marks, held=True)
    match.bots.pop(1)
    match.ask_bot()
    deadline = time.monotonic() + 60
    while not thought_in(marks):
        assert time.monotonic() < deadline, "the question never started"
        time.sleep(0.005)
    (process,) = thought_in(marks)
    assert process != os.getpid(), "the bot shared the frame loop's interpreter"
    os.kill(process, signal.SIGKILL)
    answer = wait_for_answer(match)
    assert answer.fault is not None, "the lost question is a fault"
    match.play(answer.move)

    anna = make_bot("greedy", 2, kit=match.bot_kit)
    while match.state.to_move != 0:
        match.play(anna.choose(match.state.view(match.state.to_move)))
    marks.set("gate")
    match.ask_bot()
    assert wait_for_answer(match).fault is None, "a new process answers the next question"
