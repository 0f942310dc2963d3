"""What a card in the table's side panel says (`Face`) and its buttons (`CardButton`):
the first-game tip's, the tutorial's and try again's alike (`coach_card` lays it out
and draws it)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.input import Action


@dataclass(frozen=True, slots=True)
class CardButton:
    action: str
    """What the button does: a coach's `Action` by its name, or the tip's own."""
    label: str
    primary: bool = False

    @classmethod
    def of(cls, action: Action, label: str, primary: bool = False) -> CardButton:
        return cls(action.name, label, primary)


@dataclass(frozen=True, slots=True)
class Face:
    """What a card says: its heading, its paragraphs, a friendly word in red under them
    (after a refusal), its buttons along the bottom (the first at the right end) and a
    small one in its top right corner."""

    heading: str
    paragraphs: tuple[str, ...]
    note: str | None = None
    buttons: tuple[CardButton, ...] = ()
    corner: CardButton | None = None

    @property
    def actions(self) -> set[Action]:
        """What the card's buttons do (the coach's keys for anything else go to the
        table)."""
        return {Action[button.action] for button in (*self.buttons, self.corner)
                if button is not None and button.action in Action.__members__}
