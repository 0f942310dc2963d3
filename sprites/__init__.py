"""The game's art as SVG sprites (written by ``tools/make_sprites.py``); the build ships
this folder inside the package as ``axio_desktop.sprites``."""
