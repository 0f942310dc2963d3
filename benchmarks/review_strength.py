"""Does the review tell strong play from weak? Accuracy of bot levels against each other.

Plays ``--games`` seeded two-player games per pairing (seats rotated) for each game,
reviews every one with the shipped analyser, and prints each level's mean accuracy,
in how many games the stronger level had the higher accuracy, and in how many
finished games the chances before the last placement favoured the eventual winner.
Targets: the stronger seat higher in every game, `expert` at least 15 points above
`random`, the last chances right in at least 80% of games.

    python benchmarks/review_strength.py --games 4 --jobs 2 [--game axio] \
        [--pairing expert,random --pairing hard,easy]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from axio_desktop.cli.simulate import GameJob, play_game
from axio_desktop.engine import find_game, load_record
from axio_desktop.review import Analysis, positions_of, summarise

GAMES = ("rota", "axio", "axio-hex")
PAIRINGS = ("expert,random", "hard,easy")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--pairing", action="append", metavar="STRONG,WEAK")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    print("| game | strong | weak | games | strong accuracy | weak accuracy | "
          "strong higher | last chances right |")
    print("|---|---|---|---:|---:|---:|---:|---:|")
    for game_id in options.game or GAMES:
        for pairing in options.pairing or PAIRINGS:
            measure(game_id, tuple(pairing.split(",")), options.games, options.seed,
                    options.jobs)
    return 0


def measure(game_id: str, specs: tuple[str, ...], games: int, seed: int, jobs: int) -> None:
    game = find_game(game_id)
    accuracy: dict[str, list[float]] = {spec: [] for spec in specs}
    higher = right = finished = 0
    with tempfile.TemporaryDirectory() as folder:
        for number in range(games):
            play_game(GameJob(number, specs, seed, Path(folder), game_id))
            text = (Path(folder) / f"game-{number + 1:05d}.json").read_text()
            record = load_record(text)
            judgements = Analysis(game, positions_of(game, record), seed=seed,
                                  jobs=jobs).results()
            review = summarise(game, [player.name for player in record.players], judgements)
            levels = [player["level"] for player in json.loads(text)["players"]]
            by_level = {level: player.accuracy for level, player in zip(levels, review.players)}
            for spec in specs:
                accuracy[spec].append(by_level[spec])
            higher += by_level[specs[0]] > by_level[specs[1]]
            outcome = record.replay().outcome()
            if outcome is not None and judgements:
                finished += 1
                chances = judgements[-1].chances
                right += chances.index(max(chances)) in outcome.winners
    strong, weak = (sum(accuracy[spec]) / games for spec in specs)
    print(f"| {game_id} | {specs[0]} | {specs[1]} | {games} | {strong:.1f} | {weak:.1f} | "
          f"{higher}/{games} | {right}/{finished} |", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
