"""Seats whose decisions are made at other computers (an online game's, `ui.online`):
what the table asks of them (`TableMatch.afar`).

The table waits for such a seat as it waits for a bot, and its tile flies in the same
way, but the decision comes from the host of the game, which has confirmed it. The
player at the screen decides as ever; their decision is sent to the host and played at
the table once the host has confirmed it (it stays where it was put down meanwhile), so
nothing is played here that the host did not play. What the host says between
decisions — a rejoin's picture of the game as it stands, a refused answer, who is
connected — comes through here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, TypeVar

from ..core.key_help import HelpLine

DecisionT = TypeVar("DecisionT")


@dataclass(frozen=True, slots=True)
class SeatMark:
    """What a seat's scoreboard says of it in an online game: a word (the player at this
    screen, online, away) and whether its program is connected."""

    detail: str
    connected: bool


class MenuTable(Protocol):
    """What a game menu needs of the table it opens over."""

    def key_help(self) -> tuple[HelpLine, ...]:
        """The table's lines of the key help."""
        ...

    def leave_game(self) -> None: ...


class Afar(Protocol[DecisionT]):
    """The seats of a match played at other computers, and the host they play through."""

    def plays(self, seat: int) -> bool:
        """Whether ``seat`` decides at another computer (or at the host, a bot there)."""
        ...

    def poll(self) -> None:
        """Hear what the host said since the last frame (never waits)."""
        ...

    def catch_up(self) -> bool:
        """The table is between decisions: take in what the host showed of the game as it
        stands (a rejoin's snapshot). True when the match's state was made anew from it
        (the table then forgets what belonged to the old one)."""
        ...

    def told(self) -> DecisionT | None:
        """The next decision the host confirmed, once there is one; the match's state is
        then ready to play it (`Game.shadow_hold`) and `played` follows its playing."""
        ...

    def played(self) -> None:
        """The decision `told` gave has been played on the match."""
        ...

    def send(self, decision: DecisionT) -> None:
        """The decision of the player at the screen, for the host to confirm."""
        ...

    def refused(self) -> str | None:
        """The host's sentence when it refused the decision sent (once), else None."""
        ...

    def mark(self, seat: int) -> SeatMark:
        """What ``seat``'s scoreboard says of it."""
        ...

    def status(self) -> str | None:
        """The top bar's line while the game waits on a seat afar or on the connection
        (None: the game's own line)."""
        ...

    @property
    def animating(self) -> bool:
        """Whether something the host said is still to be shown (the frame is drawn)."""
        ...

    @property
    def ended(self) -> bool:
        """Whether the game's end can be shown: the host has sent its record (or will
        not any more)."""
        ...

    def results(self) -> None:
        """The game is over and its last pause has passed: on to its results."""
        ...

    def open_menu(self, table: MenuTable) -> None:
        """Open the online table's game menu over ``table`` (Leave instead of Save)."""
        ...

    def leave(self) -> None:
        """The player leaves the table (or the program ends): the seat stays theirs."""
        ...
