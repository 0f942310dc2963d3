"""The AXIO family for the desktop: AXIO Rota, AXIO and AXIO Hex."""

from importlib.metadata import PackageNotFoundError, version

try:
    # The one version number: the package's metadata, made from pyproject.toml by the
    # install; the bundle carries a copy of it (tools/build_app.py).
    __version__ = version("axio-desktop")
except PackageNotFoundError:  # run from a checkout that was never installed
    __version__ = "0+unknown"

PROGRAM = f"axio-desktop {__version__}"
"""What the program calls itself: `--version` prints it, records carry it as `meta.program`."""
