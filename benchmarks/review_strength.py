"""Does the review tell strong play from weak? Accuracy of bot levels against each other.

Plays ``--games`` seeded two-player games per pairing (seats rotated) for each game,
reviews every one with the shipped analyser (each review appended to ``--results``,
so that the table can be printed again with ``--table``, and a run stopped half-way
goes on where it stopped), and prints each level's mean accuracy,
in how many games the stronger level had the higher accuracy, and in how many
finished games the chances before the last placement favoured the eventual winner.
Targets: the stronger seat higher in every game, `expert` at least 15 points above
`random`, the last chances right in at least 80% of games.

    python benchmarks/review_strength.py --games 4 --jobs 2 [--game axio] \
        [--pairing expert,random --pairing hard,easy] [--all-levels] [--light]

``--all-levels`` plays every level against every other; ``--light`` judges with
`LIGHT`, about a third of the shipped work per placement (for a table over many games;
the accuracies come out a little noisier than the screen's).
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path
from typing import Any

from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import find_game, load_record
from axio_desktop.kits import find_kit
from axio_desktop.review import Analysis, Judgement, summarise
from axio_desktop.review.judge import SHIPPED, ReviewSettings

GAMES = ("rota", "axio", "axio-hex")
PAIRINGS = ("expert,random", "hard,easy")
LEVELS = ("random", "greedy", "easy", "medium", "hard", "expert")
"""Weakest first."""
LIGHT = ReviewSettings(candidates=6, work=16_000, min_deals=16, max_deals=128, confirm=2)
DEFAULT_RESULTS = Path(tempfile.gettempdir()) / "axio_review_strength.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--pairing", action="append", metavar="STRONG,WEAK")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--results", type=Path, default=DEFAULT_RESULTS,
                        help="JSON lines: every reviewed game is appended here")
    parser.add_argument("--table", action="store_true",
                        help="only print the table of the games in --results")
    parser.add_argument("--all-levels", action="store_true",
                        help="every level against every other")
    parser.add_argument("--light", action="store_true", help="judge with LIGHT settings")
    options = parser.parse_args()
    pairings = options.pairing or PAIRINGS
    if options.all_levels:
        pairings = [f"{strong},{weak}" for number, strong in enumerate(LEVELS)
                    for weak in LEVELS[:number]][::-1]
    settings = LIGHT if options.light else SHIPPED
    done = set()
    if options.results.exists():
        for text in options.results.read_text().splitlines():
            line = json.loads(text)
            done.add((line["game"], ",".join(line["specs"]), line["number"]))
    if not options.table:
        for game_id in options.game or GAMES:
            for pairing in pairings:
                for number in range(options.games):
                    if (game_id, pairing, number) in done:
                        continue  # reviewed by an earlier run into the same --results
                    line = reviewed(game_id, tuple(pairing.split(",")), number,
                                    options.seed, options.jobs, settings)
                    with options.results.open("a") as results:
                        results.write(json.dumps(line) + "\n")
    print_table([json.loads(line) for line in options.results.read_text().splitlines()])
    return 0


def reviewed(game_id: str, specs: tuple[str, ...], number: int, seed: int, jobs: int,
             settings: ReviewSettings = SHIPPED) -> dict[str, Any]:
    """One seeded game between ``specs`` (seats rotated by ``number``), and its review."""
    game = find_game(game_id)
    with tempfile.TemporaryDirectory() as folder:
        play_game(GameJob(number, specs, seed, Path(folder), game_id))
        text = (Path(folder) / f"game-{number + 1:05d}.json").read_text()
    record = load_record(text)
    kit = find_kit(game.id).review
    judgements = Analysis(kit, kit.positions(record), seed=seed, settings=settings,
                          jobs=jobs).results()
    outcome = record.replay().outcome()
    return {"game": game_id, "specs": list(specs), "number": number,
            "levels": [player["level"] for player in json.loads(text)["players"]],
            "winners": list(outcome.winners) if outcome else None,
            "judgements": [judgement.to_json(kit.move_json) for judgement in judgements]}


def print_table(lines: list[dict[str, Any]]) -> None:
    """Per game and pairing: mean accuracy of each level, how often the stronger was
    higher, how often the last chances favoured the winner."""
    print("| game | strong | weak | games | strong accuracy | weak accuracy | "
          "strong higher | last chances right |")
    print("|---|---|---|---:|---:|---:|---:|---:|")
    groups: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for line in lines:
        groups.setdefault((line["game"], *line["specs"]), []).append(line)
    for (game_id, strong, weak), group in groups.items():
        game = find_game(game_id)
        accuracy: dict[str, list[float]] = {strong: [], weak: []}
        higher = right = finished = 0
        for line in group:
            read = find_kit(game_id).review.move_from_json
            judgements = [Judgement.from_json(data, read) for data in line["judgements"]]
            review = summarise(game, line["levels"], judgements)
            by_level = {player.name: player.accuracy for player in review.players}
            for level in (strong, weak):
                accuracy[level].append(by_level[level])
            higher += by_level[strong] > by_level[weak]
            if line["winners"] is not None and judgements:
                finished += 1
                chances = judgements[-1].chances
                right += chances.index(max(chances)) in line["winners"]
        count = len(group)
        print(f"| {game_id} | {strong} | {weak} | {count} | "
              f"{sum(accuracy[strong]) / count:.1f} | {sum(accuracy[weak]) / count:.1f} | "
              f"{higher}/{count} | {right}/{finished} |", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
