"""Correspondence games between real processes, as a club's server runs them: `join`
bots with player keys on two `serve` processes sharing one PostgreSQL database (and on
one process with SQLite), whole games of all three games, a process killed with
``kill -9`` mid-game and started again, the database restarted mid-game, and deadlines
on a clock a file sets."""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from served import Served, command, free_port, served, start_join

GAMES = ["rota", "axio", "axio-hex"]
GAME_SECONDS = 120.0


def player(folder: Path, name: str) -> list[str]:
    return ["--key-file", str(folder / f"{name}.key"), "--name", name]


def create_game(url: str, folder: Path, game: str, *extra: str) -> tuple[subprocess.Popen[str], str]:
    """Anna's `join --create` of a correspondence game; the process and the room code."""
    anna = start_join(url, "--create", game, "--days", "3", "--seat", "random", "--seed", "1",
                      *player(folder, "Anna"), *extra)
    assert anna.stdout is not None
    first = anna.stdout.readline().strip()
    assert first.startswith("room "), (first, anna.stderr.read() if anna.stderr else "")
    return anna, first.removeprefix("room ")


def results(*processes: subprocess.Popen[str]) -> list[dict[str, Any]]:
    ended = []
    for process in processes:
        out, err = process.communicate(timeout=GAME_SECONDS)
        assert process.returncode == 0, err
        ended.append(json.loads(out.strip().splitlines()[-1]))
    return ended


def listed(url: str, folder: Path, name: str, *what: str) -> list[dict[str, Any]]:
    done = subprocess.run(command("join", url, *player(folder, name), *(what or ("--games",))),
                          check=False, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def database(dsn: str, *extra: str) -> list[str]:
    return ["--database", dsn, "--bot-processes", "0", *extra]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_between_two_processes_on_one_database(
        postgres_dsn: str, tmp_path: Path, game: str) -> None:
    with served(*database(postgres_dsn)) as one, served(*database(postgres_dsn)) as two:
        anna, code = create_game(one.url, tmp_path, game)
        ben = start_join(two.url, code, "--seat", "random", "--seed", "2",
                         *player(tmp_path, "Ben"))
        first, second = results(anna, ben)
        assert first == second and first["finished"]
        for url, name in ((one.url, "Anna"), (two.url, "Ben")):
            games = listed(url, tmp_path, name)
            assert [(entry["room"], entry["finished"]) for entry in games] == [(code, True)]
            assert games[0]["result"] == first
        ratings = {entry["name"]: entry["rating"] for entry in games[0]["players"]}
        assert sorted(ratings.values()) != [1000, 1000]  # a finished game between people is rated


def test_a_process_killed_mid_game_and_the_database_restarted_lose_nothing(
        postgres_dsn: str, postgres_server: Any, tmp_path: Path) -> None:
    port = free_port()
    with served(*database(postgres_dsn, "--port", str(port))) as one, \
            served(*database(postgres_dsn)) as two:
        anna, code = create_game(one.url, tmp_path, "axio", "--time-ms", "200")
        ben = start_join(two.url, code, "--seat", "medium", "--seed", "2",
                         *player(tmp_path, "Ben"))
        _wait_for_moves(two, tmp_path, 4)
        one.process.send_signal(signal.SIGKILL)
        one.process.wait()
        with served(*database(postgres_dsn, "--port", str(port))):
            _wait_for_moves(two, tmp_path, 10)
            postgres_server.restart()
            first, second = results(anna, ben)
    assert first == second and first["finished"]


def test_deadlines_run_on_the_servers_clock_and_a_seat_out_of_time_is_claimed(
        postgres_dsn: str, tmp_path: Path) -> None:
    clock = tmp_path / "clock"
    clock.write_text(str(1_800_000_000))
    shared = database(postgres_dsn, "--clock", str(clock))
    with served(*shared) as one, served(*shared) as two:
        anna, code = create_game(one.url, tmp_path, "rota")
        anna.kill()  # Anna goes away with the game waiting for her
        anna.wait()
        ben = start_join(two.url, code, "--seat", "random", "--seed", "2", "--my-turns",
                         *player(tmp_path, "Ben"))
        ben.communicate(timeout=30)  # Ben takes his seat and leaves: Anna is to move
        refused = subprocess.run(command("join", two.url, code, "--claim", "0",
                                         *player(tmp_path, "Ben")),
                                 check=False, capture_output=True, text=True, timeout=30)
        assert refused.returncode == 2 and "still has" in refused.stderr, refused.stderr
        clock.write_text(str(1_800_000_000 + 3 * 86_400 + 60))  # its 3 days are over
        claimed = subprocess.run(command("join", two.url, code, "--claim", "0",
                                         *player(tmp_path, "Ben")),
                                 check=False, capture_output=True, text=True, timeout=30)
        assert claimed.returncode == 0, claimed.stderr
        games = listed(one.url, tmp_path, "Anna")
        assert games[0]["players"][0]["gave_up"] == "timed_out"


def test_one_process_on_sqlite_plays_correspondence_games_too(tmp_path: Path) -> None:
    with served("--data", str(tmp_path / "rooms"), "--bot-processes", "0") as host:
        anna, code = create_game(host.url, tmp_path, "axio-hex", "--open")
        ben = start_join(f"axio://{host.url.removeprefix('ws://')}/{code}", "--seat", "random",
                         *player(tmp_path, "Ben"))
        first, second = results(anna, ben)
        assert first == second
        assert listed(host.url, tmp_path, "Ben", "--open-games") == []


def _wait_for_moves(host: Served, folder: Path, moves: int) -> None:
    deadline = time.monotonic() + GAME_SECONDS
    while time.monotonic() < deadline:
        games = listed(host.url, folder, "Ben")
        if games and (games[0]["moves"] >= moves or games[0]["finished"]):
            return
        time.sleep(0.2)
    raise AssertionError(f"the game did not reach {moves} moves")
