"""Where an online game begins at this screen: the flow's `join_online`,
`create_online` and `continue_online`.

Each opens the seat's session on its own thread and the waiting room over the screen
the player came from; the waiting room goes on to the table once the host has started
the game (every human seat taken), or back, with the host's refusal in the player's
words. The table plays on a shadow of the host's game made from the seat's first view
(`seats.OnlineSeats`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ...net.seat_state import CreateRoom, JoinRoom
from ...net.session import Session
from ...net.store import UnreadableStore
from ...userdata.online_seat import default_path, load_online_seat
from ..core.net_wording import hosting_problem_text, store_problem_text
from ..core.wording import file_problem_text
from ..i18n import tr
from .game import OnlineGame
from .waiting_room import WaitingRoomScene

if TYPE_CHECKING:
    from ..host import SceneHost


def join(host: SceneHost, url: str, room: str, name: str) -> None:
    """Take the lowest free human seat of ``room`` on the host at ``url``."""
    _open(host, Session(url.strip(), JoinRoom(room.strip().upper()), name.strip()), ())


def create(host: SceneHost, url: str, game_id: str, seats: Sequence[str], name: str,
           addresses: Sequence[str] = ()) -> None:
    """Make a room of ``game_id`` with ``seats`` ("human", "bot:LEVEL") on the host at
    ``url`` and take its first human seat; ``addresses`` are where friends reach that
    host (the program's own host's LAN addresses), shown in the waiting room."""
    _open(host, Session(url.strip(), CreateRoom(game_id, tuple(seats)), name.strip()),
          addresses)


def open_correspondence(host: SceneHost, url: str, room: str, key: str,
                        name: str) -> OnlineGame:
    """Open the player's seat in the correspondence game ``room`` on the server at
    ``url`` by their ``key`` there: the table at the game as it stands (or its results,
    once it is over)."""
    online = OnlineGame(Session(url, JoinRoom(room, key=key), name), correspondence=True)
    _show(host, online)
    return online


def has_kept_seat() -> bool:
    """Whether an online game's seat is kept to go back to."""
    return default_path().is_file()


def continue_kept(host: SceneHost) -> bool:
    """Go back to the online seat kept in the user data; False (and the player told
    why) when there is none to go back to."""
    seat, problem = load_online_seat()
    if problem is not None:
        host.show_message(tr("damaged.title"), html.escape(file_problem_text(problem)))
    if seat is None:
        if problem is None:
            host.show_toast(tr("online.nothing_kept"))
        host.relayout()
        return False
    addresses: Sequence[str] = ()
    if seat.created:  # a game hosted from here is hosted again, on the port its players know
        try:
            if host.hosting.resume(seat.url, seat.room):
                addresses = host.hosting.urls()
        except OSError as error:
            port = urlsplit(seat.url).port or 0
            host.show_message(tr("online.not_joined"),
                              html.escape(hosting_problem_text(error, port)))
            return False
        except UnreadableStore as error:
            host.show_message(tr("net.store_title"), html.escape(store_problem_text(error)))
            return False
    session = Session(seat.url, JoinRoom(seat.room, seat.token), seat.name,
                      created=seat.created)
    _open(host, session, addresses)
    return True


def _open(host: SceneHost, session: Session, addresses: Sequence[str]) -> None:
    _show(host, OnlineGame(session, addresses))


def _show(host: SceneHost, online: OnlineGame) -> None:
    online.session.start()
    host.scenes.push(WaitingRoomScene(host, online))
