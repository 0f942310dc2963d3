"""Start the desktop game: `python main.py` (see `--help` for the demo mode)."""

import multiprocessing

from axio_desktop.app import main

if __name__ == "__main__":
    # A bundled program (tools/build_app.py) is started again as each of the review's
    # worker processes; this hands such a start over to multiprocessing.
    multiprocessing.freeze_support()
    raise SystemExit(main())
