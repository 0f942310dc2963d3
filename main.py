"""Start the desktop game: `python main.py` (see `--help` for the demo mode)."""

import multiprocessing

if __name__ == "__main__":
    # A bundled program (tools/build_app.py) is started again as each of the review's
    # worker processes; this hands such a start over to multiprocessing. The game is
    # imported only here: a worker started by "spawn" imports this file and needs
    # none of it.
    multiprocessing.freeze_support()
    from axio_desktop.app import main

    raise SystemExit(main())
