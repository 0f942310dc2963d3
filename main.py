"""Start the desktop game: `python main.py` (see `--help` for the demo mode)."""

from axio_desktop.app import main

if __name__ == "__main__":
    raise SystemExit(main())
