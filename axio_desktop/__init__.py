"""The AXIO family for the desktop: AXIO Rota, AXIO and AXIO Hex."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("axio-desktop")
except PackageNotFoundError:  # run from a checkout that was never installed
    __version__ = "0+unknown"
