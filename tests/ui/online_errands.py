"""The soak's errands online: a game hosted from the program, on its own host, played at
the online table to its results (with a friend who joins from a program of their own),
and a join by address with a wrong room code, which the host refuses.

The host form asks for a seat for a friend beside the player's own, so the errand
brings one: `Friend`, the command line's seat with a bot deciding, on a thread of its
own, joins by the room code the waiting room shows. Where the soak runs, the program
hosts on the loopback alone and lists nothing on the network (the tests' `app`, the
benchmark's), so no soak meets another's rooms.
"""

from __future__ import annotations

import asyncio
import random
import threading
from contextlib import suppress
from typing import Any

from errands import CHEAP_LEVELS, Errand, in_menu_of, play_a_move, set_up_seats, towards_menu
from hand import Hand

from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.embedded import HostThread
from axio_desktop.net.remote_seat import JoinRoom, SeatOptions, play_seat
from axio_desktop.ui.online.seats import OnlineSeats

WRONG_ROOM = "ZZZZZZ"
"""A room code no host here has made (one in a billion of codes)."""
NOWHERE = "127.0.0.1:1"
"""An address where nothing listens, for a join while the program hosts nothing."""


class Friend:
    """A friend's program in ``room`` at ``url``: the command line's seat, played by the
    ``random`` bot seeded with ``seed``, on a thread of its own until the game ends or
    the friend is sent home (`leave`)."""

    def __init__(self, url: str, room: str, seed: int) -> None:
        self.leaving = threading.Event()
        self.thread = threading.Thread(target=asyncio.run, args=(self._sit(url, room, seed),),
                                       daemon=True)
        self.thread.start()

    async def _sit(self, url: str, room: str, seed: int) -> None:
        seat = asyncio.ensure_future(play_seat(url, JoinRoom(room), SeatOptions(
            name="Friend", decider=bot_decider("random", seed))))
        while not (seat.done() or self.leaving.is_set()):
            await asyncio.sleep(0.05)
        seat.cancel()
        with suppress(asyncio.CancelledError):
            await seat  # a seat that failed raises here: the thread's traceback tells it

    def leave(self) -> None:
        self.leaving.set()
        self.thread.join(5)


def online_table(scene: Any) -> bool:
    """Whether ``scene`` is a table of an online game."""
    return isinstance(getattr(getattr(scene, "match", None), "afar", None), OnlineSeats)


class HostOnline(Errand):
    """A game of ``game`` hosted from Play online (the player's seat, a friend's and
    perhaps a bot's), its waiting room until the friend has joined, then played at the
    online table to its results; on the way the ``detour``: the online game menu opened
    and resumed ("menu"), or the game left by its Leave and taken up again by Continue
    online game on the main menu ("leave")."""

    budget = 8000
    """As a game's: the waits for the host, the friend and the bots are many."""

    def __init__(self, game: str, detour: str, rng: random.Random) -> None:
        super().__init__(f"online game of {game}, {detour}")
        self.game = game
        self.detour: str | None = detour
        bot = rng.choice(CHEAP_LEVELS)
        self.seats = ["human", "human"] + ([bot] if rng.random() < 0.5 else [])
        """The player's own seat, the friend's, and now and then a bot's."""
        self.seed = rng.randrange(10**6)
        self.friend: Friend | None = None
        self.friends_room = ""

    def ours(self, table: Any) -> bool:
        return online_table(table) and table.match.game_id == self.game

    def step(self, hand: Hand) -> bool:
        at, scene = hand.at, hand.top
        if hand.dismiss_message():
            if self.friend is not None and at != "TableScene":
                self.end()  # refused or lost: hosted again from the start
            return False
        if at == "TableScene" and self.ours(scene):
            if self.detour is not None and len(scene.match.placements()) >= 2:
                hand.press("CANCEL")
            else:
                play_a_move(hand, scene)
        elif at == "OnlinePauseScene" and self.ours(hand.beneath):
            hand.click("leave" if self.detour == "leave" else "resume")
            if self.detour == "menu":
                self.detour = None
        elif at == "ResultsScene" and self.friend is not None and scene.match.game_id == self.game:
            return True
        elif at == "WaitingRoomScene":
            self._wait_for_the_friend(hand, scene)
        elif at == "HostGameScene":
            if scene.game != self.game:
                hand.click(f"game:{self.game}")
            elif set_up_seats(hand, self.seats):
                hand.click("host")
        elif at == "OnlineScene":
            hand.click("host")
        elif at == "MenuScene" and self.friend is not None and hand.click("continue_online"):
            self.detour = None if self.detour == "leave" else self.detour
        elif in_menu_of(hand, self.game):
            hand.click("online")
        return False

    def _wait_for_the_friend(self, hand: Hand, room: Any) -> None:
        """In the waiting room: the friend sent for once the host has given the room its
        code (a new friend for a new room); a room joined rather than hosted (random
        input's doing) is left."""
        online = room.online
        if not online.room:
            hand.wait()
        elif not online.created:
            hand.click("leave")  # a room joined (by random input), not hosted
        elif online.room != self.friends_room:
            self.end()
            self.friend = Friend(hand.app.hosting.own_url, online.room, self.seed)
            self.friends_room = online.room
        else:
            hand.wait()

    def end(self) -> None:
        friend, self.friend, self.friends_room = self.friend, None, ""
        if friend is not None:
            friend.leave()


class JoinRefused(Errand):
    """Join a game by address (the program's own host, or an address where nothing
    listens while it hosts nothing) and a room code no host has made; done once the
    refusal has been read and dismissed."""

    def __init__(self) -> None:
        super().__init__("join refused")
        self.asked = False

    def step(self, hand: Hand) -> bool:
        at, scene = hand.at, hand.top
        if hand.app.message is not None:
            refused = self.asked
            hand.dismiss_message()
            return refused
        if at == "JoinGameScene":
            hosting = hand.app.hosting
            address = f"127.0.0.1:{hosting.port}" if hosting.running else NOWHERE
            for field, words in ((scene.address_field, address), (scene.room_field, WRONG_ROOM)):
                if field is not None and field.get_text() != words:
                    hand.type_over(field, words)
                    return False
            self.asked = hand.click("join")
        elif at == "WaitingRoomScene" and self.asked:
            hand.wait()  # the host is asked; its refusal comes back here
        elif at == "OnlineScene":
            hand.click("join")
        elif in_menu_of(hand, hand.app.settings.game):
            hand.click("online")
        return False


class CorrespondenceForms(Errand):
    """My games' Join form looked at, then a new correspondence game created with an
    invited friend's seat, on a server of its own on the loopback (the program's own
    host code, added to the player's servers as the servers screen would): done once
    the invitation is shown and left for My games."""

    budget = 1500

    def __init__(self) -> None:
        super().__init__("correspondence forms")
        self.server: HostThread | None = None
        self.joined_seen = False
        self.asked = False

    def step(self, hand: Hand) -> bool:
        desk = hand.app.correspondence
        if self.server is None:
            self.server = HostThread(bind="127.0.0.1", port=0)
            self.server.start()
            desk.add_server(self.server.urls()[0], "Soak")
        at = hand.at
        if hand.app.message is not None:
            hand.dismiss_message()
        elif at == "InvitationScene":
            return hand.click("my_games")
        elif at == "NewCorrespondenceScene":
            if self.asked:
                hand.wait()  # the server is asked; the invitation comes back here
            else:
                self.asked = hand.click("create")
        elif at == "JoinCorrespondenceScene":
            self.joined_seen = True
            hand.click("back")
        elif at == "MyGamesScene":
            hand.click("new" if self.joined_seen else "join")
        elif at == "MenuScene":
            hand.click("my_games")
        else:
            towards_menu(hand)
        return False

    def end(self) -> None:
        if self.server is not None:
            self.server.stop()
