"""What a scene may ask of the program around it: the `SceneHost`, and its screen `Flow`.

The idea of ppb's scene events: a screen asks for another screen (`host.flow`) and
never imports the main loop. The application (`app.App`) is one host; a UI test may
hand a scene a fake one. Nothing under ``ui/`` imports ``app.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import pygame_gui

from ..engine.game import AnyGame, GameRecordLike
from ..net.lan import LanBrowser
from ..userdata.settings import Settings
from .core.audio import Audio
from .core.stack import SceneStack
from .correspondence.desk import CorrespondenceDesk
from .table.coach import AnyCoach
from .table.match import AnyMatch


@dataclass(frozen=True, slots=True)
class DemoOptions:
    """Bots play on screen, game after game (the attract mode)."""

    game: str
    players: tuple[str, ...] = ("greedy", "random", "greedy")
    seed: int | None = None
    results_seconds: float = 5.0
    """How long the results stay up before the next demo game starts."""


class Flow(Protocol):
    """Moving between screens: starting, continuing, loading and ending games."""

    def has_autosave(self) -> bool: ...

    def autosave(self, match: AnyMatch) -> None:
        """Save the game after every move; when it has ended, forget the save."""
        ...

    def start_game(self, match: AnyMatch, coach: AnyCoach | None = None) -> None:
        """Play ``match`` on the table (with ``coach`` beside it: a guided game, which
        leaves the player's saved game alone)."""
        ...

    def continue_game(self) -> None: ...

    def load_game(self, path: Path) -> bool:
        """Play on from a record file; False (and the player told why) if it fails."""
        ...

    def review_game(self, game: AnyGame, record: GameRecordLike) -> bool:
        """The review screen of a record over the current screen; False (and the
        player told why) if there is nothing to review."""
        ...

    def review_file(self, path: Path) -> bool:
        """The review screen of a record file, finished or not; False (and the player
        told why) if it cannot be read."""
        ...

    def start_demo_game(self) -> None: ...

    def show_results(self, match: AnyMatch, counted: bool = True) -> None:
        """The results of a finished game (not ``counted``: no statistics, high scores
        or autosave touched)."""
        ...

    def show_rules(self, game_id: str) -> None:
        """The rules screen of the registered game ``game_id``."""
        ...

    def to_menu(self) -> None: ...

    # Online games (`ui.online`) ---------------------------------------------------------

    def join_online(self, url: str, room: str, name: str) -> None:
        """Join the lowest free human seat of ``room`` on the host at ``url``
        (``ws://HOST:PORT`` or ``wss://``) as ``name``: the waiting room opens over the
        current screen, or the player is told in their words why not (and the current
        screen stays)."""
        ...

    def create_online(self, url: str, game_id: str, seats: Sequence[str], name: str, *,
                      addresses: Sequence[str] = ()) -> None:
        """Create a room of the registered game ``game_id`` on the host at ``url``, its
        ``seats`` as the protocol writes them ("human", "bot:LEVEL"), and take its first
        human seat as ``name``: the waiting room opens, showing ``addresses`` as where
        friends reach the host (the program's own host's `HostThread.urls()`)."""
        ...

    def has_online_seat(self) -> bool:
        """Whether an online game's seat is kept to go back to (Continue)."""
        ...

    def continue_online(self) -> bool:
        """Go back to the kept online seat (its waiting room, then the table at the game
        as it stands); False (and the player told why) when there is none."""
        ...

    # Correspondence games (`ui.correspondence`) -----------------------------------------

    def open_invitation(self, link: str) -> None:
        """Open an invitation link (axio://HOST:PORT/ROOM): the player is asked to join
        that game."""
        ...

    def my_games(self) -> None:
        """My games over the main menu: every correspondence game on every server."""
        ...

    def new_correspondence_game(self) -> None:
        """The form for a new correspondence game, over the current screen."""
        ...

    def join_correspondence_game(self) -> None:
        """The screen for joining a correspondence game, over the current screen."""
        ...


class Hosting(Protocol):
    """The game host this program runs for the games hosted from it, on its own thread
    (`ui.hosting.ProgramHosting`), and the way to the games hosted on the network."""

    @property
    def running(self) -> bool: ...

    def start(self, port: int) -> None:
        """Listen on ``port`` (0: any free port) unless it listens already; raises
        `OSError` when the port cannot be had."""
        ...

    def stop(self) -> None:
        """Close every connection (the players are told); the rooms stay kept."""
        ...

    @property
    def port(self) -> int: ...

    @property
    def own_url(self) -> str:
        """Where this program's own seat reaches the host."""
        ...

    def urls(self) -> list[str]:
        """The addresses friends can use."""
        ...

    @property
    def listed(self) -> bool:
        """Whether the rooms are listed on the network."""
        ...

    def browser(self) -> LanBrowser:
        """A browser, not yet started, for the games hosted on the same network."""
        ...

    def resume(self, url: str, room: str) -> bool:
        """Host ``room`` again, on the port of ``url``, if it is a game hosted from here
        (then True); raises `OSError` when the port cannot be had."""
        ...

    def keeps(self, room: str) -> bool:
        """Whether ``room`` is a game hosted from here, kept in the user data."""
        ...


class SceneHost(Protocol):
    """The narrow interface scenes talk to: the scene stack, the window's size, the
    settings, sound, the GUI manager, toasts and dialogs, the game host this program
    runs for games hosted here (`hosting`), the player's correspondence games on every
    server they use (`correspondence`), and the `flow`."""

    scenes: SceneStack
    settings: Settings
    audio: Audio
    gui: pygame_gui.UIManager
    demo: DemoOptions | None
    hosting: Hosting
    correspondence: CorrespondenceDesk

    @property
    def flow(self) -> Flow: ...

    @property
    def size(self) -> tuple[int, int]: ...

    def save_settings(self, settings: Settings) -> None: ...

    def show_toast(self, message: str) -> None: ...

    def show_message(self, title: str, html: str) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def set_caption(self, note: str | None) -> None:
        """Say ``note`` in the window's title after the program's name (None: the name
        alone), so that it shows in the taskbar while the window is behind others."""
        ...

    def relayout(self) -> None:
        """Lay every scene out again (after something they show has changed)."""
        ...

    def quit(self) -> None: ...
