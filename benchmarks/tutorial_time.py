"""How long each tutorial takes when played straight through (run by hand):

    python benchmarks/tutorial_time.py                      # the built-in tutorials
    python benchmarks/tutorial_time.py --folder tests/data/tutorials

For each game's tutorial it counts the cards, the learner's placements and exchange
answers, the opponent's decisions and the words on the cards, and estimates the time
of a learner who reads at 200 words a minute, takes 4 seconds per decision of their
own, and watches the opponent's placements at the table's pace (a tile's flight and
the pause after a bot's move at the default bot speed), then the pause before the
results. Reading the record through the table's own match, as the tutorial does.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from axio_desktop.kits import kits
from axio_desktop.tutorials import Tutorial, load_tutorial
from axio_desktop.ui.table.turn_flow import END_PAUSE, FLIGHT_SECONDS
from axio_desktop.userdata.settings import Settings

WORDS_PER_MINUTE = 200
SECONDS_PER_DECISION = 4.0


def opponent_decisions(tutorial: Tutorial) -> tuple[int, int]:
    """The opponent's placements and its other decisions (exchange answers)."""
    theirs = [step for step in tutorial.record.walk() if step.seat != 0]
    placements = sum(step.placement is not None for step in theirs)
    return placements, len(theirs) - placements


def report(tutorial: Tutorial) -> dict[str, object]:
    cards = len(tutorial.steps)
    placements = tutorial.placements
    answers = sum(step.answer is not None for step in tutorial.steps)
    words = {language: sum(len(step.text(language).split()) for step in tutorial.steps)
             for language in ("en", "de")}
    theirs, their_answers = opponent_decisions(tutorial)
    watching = theirs * (FLIGHT_SECONDS + Settings().bot_delay) + END_PAUSE
    own = (placements + answers) * SECONDS_PER_DECISION
    minutes = {language: (count / WORDS_PER_MINUTE * 60 + own + watching) / 60
               for language, count in words.items()}
    return {"game": tutorial.game, "cards": cards, "placements": placements,
            "answers": answers, "opponent": theirs + their_answers,
            "words_en": words["en"], "words_de": words["de"],
            "minutes_en": round(minutes["en"], 1), "minutes_de": round(minutes["de"], 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, help="read the tutorials from here")
    arguments = parser.parse_args()
    rows = []
    for kit in kits():
        tutorial = load_tutorial(kit, arguments.folder)
        if tutorial is None:
            print(f"{kit.game.id}: no tutorial")
            continue
        rows.append(report(tutorial))
    if not rows:
        return
    columns = list(rows[0])
    print("  ".join(f"{column:>10}" for column in columns))
    for row in rows:
        print("  ".join(f"{row[column]!s:>10}" for column in columns))
    print(f"(reading {WORDS_PER_MINUTE} words/min, {SECONDS_PER_DECISION:.0f} s per own decision,"
          f" {FLIGHT_SECONDS + Settings().bot_delay:.2f} s per opponent placement,"
          f" {END_PAUSE} s before the results)")


if __name__ == "__main__":
    main()
