"""The move being built at the table, as the table and a coach see it (a game's part
builds it: AXIO Rota's `ui.rota.placing.RotaPlacing`, AXIO's `ui.axio.placing.Placing`)."""

from __future__ import annotations

from typing import Protocol


class Placing(Protocol):
    """The move a game's part is building: the table only asks whether a tile is put
    down but not confirmed, and takes it back (Undo)."""

    @property
    def tentative(self) -> object: ...

    @tentative.setter
    def tentative(self, value: None) -> None: ...
