"""Parse the command line and hand over to one command."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import join, replay, review, serve, simulate

COMMANDS = ("replay", "review", "simulate", "serve", "join", "-h", "--help")


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if not arguments or arguments[0] not in COMMANDS:
        from ..app import main as start_game  # the game needs pygame; the commands do not

        return start_game(arguments)
    parser = argparse.ArgumentParser(
        prog="python -m axio_desktop",
        description="AXIO Rota, AXIO and AXIO Hex: replay records, review them, pit bots against "
        "each other, host network games and play a seat of one; "
        "with no command (or with game options) it starts the game.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    replay.add_parser(commands)
    review.add_parser(commands)
    simulate.add_parser(commands)
    serve.add_parser(commands)
    join.add_parser(commands)
    options = parser.parse_args(arguments)
    result: int = options.run(options)
    return result
