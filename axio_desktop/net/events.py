"""What happens in rooms, as the host reports it: one `RoomEvent` per room event, which
`serve` writes as one line on standard error and the desktop reads from a queue.
No event carries a token."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

EventKind = Literal["created", "joined", "left", "rejoined", "replaced", "resigned", "claimed",
                    "ended"]


@dataclass(frozen=True, slots=True)
class RoomEvent:
    kind: EventKind
    room: str
    game: str
    seat: int | None = None
    name: str | None = None
    detail: str = ""
    """created: the seats; replaced, resigned, claimed: the bot's level; ended: the winners."""

    def line(self) -> str:
        """The event as one line of the host's log."""
        who = f"{self.name} (seat {self.seat})" if self.seat is not None else ""
        text = {
            "created": f"created by {who}: {self.detail}",
            "joined": f"{who} joined",
            "left": f"{who} left",
            "rejoined": f"{who} rejoined",
            "replaced": f"{who} handed to bot {self.detail}",
            "resigned": f"{who} resigned, bot {self.detail} plays on",
            "claimed": f"{who} ran out of time, bot {self.detail} plays on",
            "ended": f"ended: {self.detail}",
        }[self.kind]
        return f"room {self.room} ({self.game}) {text}"
