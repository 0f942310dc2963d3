"""The colours of the whole family by letter: AXIO Rota and AXIO use five of them,
AXIO Hex all six."""

from __future__ import annotations

from typing import Final

COLOUR_NAMES: Final[dict[str, str]] = {
    "R": "red", "G": "green", "B": "blue", "O": "orange", "Y": "yellow", "P": "purple",
}
