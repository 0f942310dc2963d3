"""The game's sound effects (made by ``tools/make_sounds.py``); the build ships this
folder inside the package as ``axio_desktop.sounds``."""
