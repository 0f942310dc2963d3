"""`python -m axio_desktop`: the command line (replay, simulate) or, with no command, the game."""

from .cli.main import main

raise SystemExit(main())
