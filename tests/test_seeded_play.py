"""Seeded play reproduces: every level's decisions depend only on the position and its
seed (never on the clock or the machine), and `simulate` writes the very records kept
in tests/data/seeded/.

Each folder there holds the records one command below wrote, run from the project
root: ``python -m axio_desktop simulate --game GAME --players SPECS --games N --seed S
--records tests/data/seeded/FOLDER``. They change only when a game is meant to play
differently.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from axio_desktop.bots import make_bot
from axio_desktop.cli.main import main
from axio_desktop.engine import PlayerInfo
from axio_desktop.kits import GameKit, kits

SEEDED = Path(__file__).parent / "data" / "seeded"

FIXTURES = {
    "rota-easy-hard": ("rota", "easy,hard", 2, 5),
    "axio-greedy-medium": ("axio", "greedy,medium", 2, 5),
    "axio-hex-medium-easy": ("axio-hex", "medium,easy", 2, 5),
    "axio-solo-medium": ("axio", "medium", 1, 6),
}
"""Folder: (game, players, games, seed) of the `simulate` command that wrote it."""

STRONG_DECISIONS = 2
"""How many decisions the two strongest levels of a game make here (the others play
a whole game): enough for each seat to search once, and quick."""


def seeded_record(kit: GameKit, level: str, seed: int, decisions: int) -> str:
    """The record of a two-player game of ``level`` against itself, dealt and played
    from ``seed``, after at most ``decisions`` decisions."""
    game = kit.game
    state = game.new_state(2, random.Random(f"deal {seed}"))
    chance = random.Random(f"chance {seed}")
    bots = [make_bot(level, random.Random(f"bot {seed} {seat}"), kit=kit.bots)
            for seat in range(2)]
    made = 0
    while not state.finished and made < decisions:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        seat = state.to_move
        state.apply(bots[seat].choose(state.view(seat)))
        made += 1
    players = [PlayerInfo(bot.name, "bot", level) for bot in bots]
    return game.record_of(players, state).dumps()


def every_level() -> list[tuple[GameKit, str, int]]:
    cases = []
    for kit in kits():
        levels = list(kit.bots.levels)
        for level in levels:
            strong = level in levels[-2:]
            cases.append((kit, level, STRONG_DECISIONS if strong else 10_000))
    return cases


@pytest.mark.parametrize(("kit", "level", "decisions"), every_level(),
                         ids=lambda case: case.game.id if isinstance(case, GameKit) else None)
def test_every_level_plays_the_same_seeded_game_twice(kit: GameKit, level: str,
                                                      decisions: int) -> None:
    first = seeded_record(kit, level, 3, decisions)
    assert first == seeded_record(kit, level, 3, decisions)


@pytest.mark.parametrize("folder", sorted(FIXTURES))
def test_simulate_writes_the_kept_records_again(folder: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    game, players, games, seed = FIXTURES[folder]
    kept = sorted((SEEDED / folder).iterdir())
    assert [path.name for path in kept] == [f"game-{number:05d}.json"
                                            for number in range(1, games + 1)]
    assert main(["simulate", "--game", game, "--players", players, "--games", str(games),
                 "--seed", str(seed), "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    for path in kept:
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), path.name
