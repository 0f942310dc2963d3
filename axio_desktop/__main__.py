"""`python -m axio_desktop`: the command line (replay, simulate) or, with no command, the game."""

import multiprocessing

from .cli.main import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the review's worker processes in a bundled program
    raise SystemExit(main())
