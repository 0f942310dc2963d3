"""External bots over the bot protocol: well-behaved ones play, misbehaving ones cost
a fault (never the game), and every child process is ended."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

import pytest

from axio_desktop.bots import BotFault, make_bot
from axio_desktop.bots.external import ExternalBot
from axio_desktop.bots.rota.kit import ROTA_BOTS
from axio_desktop.bots.seat import ask_bot
from axio_desktop.engine.rota import RotaState, Setup

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "random_bot.py"
MISBEHAVING = Path(__file__).resolve().parent / "bots" / "misbehaving_bot.py"


def misbehaving(mode: str, time_ms: int = 300) -> ExternalBot:
    bot = make_bot(f"cmd:{sys.executable} {MISBEHAVING} {mode}", time_ms=time_ms, kit=ROTA_BOTS)
    assert isinstance(bot, ExternalBot)
    return bot


def new_game(players: int = 2, seed: int = 5) -> RotaState:
    return RotaState.start(Setup.deal(players, seed))


def process_of(bot: ExternalBot):  # type: ignore[no-untyped-def]
    assert bot._process is not None
    return bot._process


def test_the_example_bot_plays_a_whole_game_without_a_fault() -> None:
    state = new_game()
    bots = [make_bot(f"cmd:{sys.executable} {EXAMPLE}", kit=ROTA_BOTS), make_bot("greedy", 1, kit=ROTA_BOTS)]
    stand_in = make_bot("greedy", 2, kit=ROTA_BOTS)
    try:
        while state.to_move is not None:
            answer = ask_bot(bots[state.to_move], state, stand_in)
            assert answer.fault is None
            state.apply(answer.move)
    finally:
        for bot in bots:
            bot.close({"winners": [1]})
    assert bots[0].name == "Random (example)"
    assert process_of(bots[0]).poll() == 0  # it read "end" and exited by itself


@pytest.mark.parametrize(
    ("mode", "reason"),
    [
        ("bad-json", "not JSON"),
        ("illegal", "illegal move"),
        ("slow", "sent no move within"),
        ("crash", "exited with code 7 (misbehaving bot: crashing on purpose)"),
        ("crash-at-start", "exited with code 3"),
        ("silent", "sent no move within"),
        ("flood", "longer than 65536 bytes"),
        ("no-ready", "instead of a ready message"),
    ],
)
def test_a_misbehaving_bot_costs_a_fault_and_the_stand_in_moves(mode: str, reason: str) -> None:
    state = new_game()
    bot = misbehaving(mode)
    stand_in = make_bot("greedy", 3, kit=ROTA_BOTS)
    started = time.perf_counter()
    try:
        answer = ask_bot(bot, state, stand_in)
    finally:
        bot.close()
    assert answer.fault is not None and reason in answer.fault
    assert "seat 0" in answer.fault
    assert state.is_legal(answer.move)
    assert time.perf_counter() - started < 6.5
    assert process_of(bot).poll() is not None


def test_a_bot_that_died_faults_at_once_on_every_later_move() -> None:
    state = new_game()
    bot = misbehaving("crash")
    stand_in = make_bot("greedy", 3, kit=ROTA_BOTS)
    try:
        first = ask_bot(bot, state, stand_in)
        state.apply(first.move)
        state.apply(make_bot("greedy", 4, kit=ROTA_BOTS).choose(state.view(1)))
        started = time.perf_counter()
        second = ask_bot(bot, state, stand_in)
    finally:
        bot.close()
    assert first.fault and second.fault and "out of the game" in second.fault
    assert time.perf_counter() - started < 0.2


def test_an_answer_that_comes_too_late_is_not_taken_for_the_next_move() -> None:
    state = new_game()
    bot = misbehaving("late-once", time_ms=500)
    other = make_bot("greedy", 4, kit=ROTA_BOTS)
    stand_in = make_bot("greedy", 3, kit=ROTA_BOTS)
    try:
        late = ask_bot(bot, state, stand_in)
        assert late.fault is not None and "within" in late.fault
        state.apply(late.move)
        state.apply(other.choose(state.view(1)))
        time.sleep(1.2)  # the late answer to the first move arrives meanwhile
        while state.to_move == 1:
            state.apply(other.choose(state.view(1)))
        on_time = ask_bot(bot, state, stand_in)
    finally:
        bot.close()
    assert on_time.fault is None


def test_a_bot_that_stops_reading_is_killed_on_close() -> None:
    state = new_game()
    bot = misbehaving("deaf", time_ms=200)
    stand_in = make_bot("greedy", 3, kit=ROTA_BOTS)
    answer = ask_bot(bot, state, stand_in)
    assert answer.fault is not None
    started = time.perf_counter()
    bot.close()
    assert process_of(bot).poll() is not None
    assert time.perf_counter() - started < 2.0


def test_choose_raises_bot_fault_naming_the_bot() -> None:
    state = new_game()
    bot = misbehaving("bad-json")
    try:
        with pytest.raises(BotFault, match=r"Misbehaving \(bad-json\)"):
            bot.choose(state.view(0))
    finally:
        bot.close()


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("cmd:", "names no program"),
        ("cmd:   ", "names no program"),
        ("cmd:python 'unclosed", "cannot be split"),
        ("cmd:/no/such/program --flag", "was not found"),
    ],
)
def test_a_bad_command_is_refused_when_the_seat_is_made(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_bot(spec, random.Random(1), kit=ROTA_BOTS)


def test_closing_a_bot_that_never_started_is_harmless() -> None:
    bot = misbehaving("silent")
    bot.close()
    bot.close()
