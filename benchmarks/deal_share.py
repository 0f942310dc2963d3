"""How much of a two-player series the deal decides (run by hand).

`simulate` plays each deal twice with the seats swapped. Given the records of such a
series (`simulate --records DIR`), this counts, deal by deal, whether the same *bot*
won both games (its play decided) or the same *seat* won both (the deal decided:
whoever sat there won, whichever bot it was), and prints the shares:

    python -m axio_desktop simulate --game axio-hex --players expert,hard --games 200 --records /tmp/recs
    python benchmarks/deal_share.py /tmp/recs

The more deals the seat decides, the less room any level has to win more often: a
level that wins every deal its play can decide, and half of the others, wins at
most (its own deals + half the seat-decided ones) of the games.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from axio_desktop.engine.registry import load_record


def winning_levels(path: Path) -> tuple[list[str], set[int]]:
    """The level in each seat, and the winning seats, of one record."""
    record = load_record(path.read_text(encoding="utf-8"))
    state = record.replay()
    outcome = state.outcome()
    levels = [player.level or player.name for player in record.players]
    return levels, set(outcome.winners) if outcome is not None else set()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("records", type=Path, help="a folder written by simulate --records")
    options = parser.parse_args()
    files = sorted(options.records.glob("game-*.json"))
    kinds: Counter[str] = Counter()
    for first, second in zip(files[0::2], files[1::2]):
        (levels, won), (_, won_again) = winning_levels(first), winning_levels(second)
        if len(won) != 1 or len(won_again) != 1:
            kinds["a tie in either game"] += 1
        elif won == won_again:
            kinds[f"the seat: seat {next(iter(won)) + 1} won both"] += 1
        else:
            kinds[f"{levels[next(iter(won))]} (won from both seats)"] += 1
    deals = sum(kinds.values())
    print(f"{deals} deals, each played from both seats; decided by:")
    for kind, count in kinds.most_common():
        print(f"  {kind}: {count} ({count / deals:.1%})")


if __name__ == "__main__":
    main()
