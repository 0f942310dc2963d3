"""`simulate`: seats rotate, deals repeat per rotation, results add up, records replay."""

from pathlib import Path

from cli_runs import simulate, summary

from axio_desktop.engine.rota import RotaRecord


def test_json_summary_adds_up() -> None:
    result = summary("--players", "random,greedy", "--games", "6", "--seed", "3")
    assert result["games"] == 6
    players = result["players"]
    assert [p["spec"] for p in players] == ["random", "greedy"]
    assert sum(p["wins"] for p in players) == 6
    for player in players:
        assert set(player) == {"spec", "name", "wins", "win_rate", "mean_lowest",
                               "think_ms_mean", "think_ms_p95", "faults"}
        assert player["win_rate"] == player["wins"] / 6
        assert 0 <= player["mean_lowest"] <= 12
        assert player["think_ms_p95"] >= 0 and player["faults"] == 0
    assert players[1]["mean_lowest"] > players[0]["mean_lowest"]


def test_the_same_seed_plays_the_same_games() -> None:
    def outcome(seed: str) -> list[tuple[float, float]]:
        return [(p["wins"], p["mean_lowest"])
                for p in summary("--players", "random,random,greedy", "--games", "6", "--seed", seed)["players"]]

    assert outcome("5") == outcome("5")


def test_seats_rotate_over_the_same_deal_and_records_replay(tmp_path: Path) -> None:
    done = simulate("--players", "random,greedy", "--games", "4", "--seed", "1",
                    "--records", str(tmp_path))
    assert done.returncode == 0, done.stderr
    records = [RotaRecord.load(path) for path in sorted(tmp_path.glob("*.json"))]
    assert len(records) == 4
    assert [[p.level for p in r.players] for r in records] == [
        ["random", "greedy"], ["greedy", "random"], ["random", "greedy"], ["greedy", "random"]]
    assert records[0].setup == records[1].setup != records[2].setup
    assert all(record.replay().finished for record in records)
    assert "wins" in done.stdout and "greedy" in done.stdout


def test_solo_games_and_parallel_jobs() -> None:
    result = summary("--players", "greedy", "--games", "4", "--seed", "2", "--jobs", "2")
    (solo,) = result["players"]
    assert solo["wins"] == 4 and 0 < solo["mean_lowest"] <= 12
    single = summary("--players", "greedy", "--games", "4", "--seed", "2")
    assert single["players"][0]["mean_lowest"] == solo["mean_lowest"]


def test_an_unknown_bot_is_one_clear_message() -> None:
    done = simulate("--players", "random,grandmaster", "--games", "2")
    assert done.returncode == 2
    assert "grandmaster" in done.stderr and "Traceback" not in done.stderr
