"""Invitation links and pasted room codes read back as the room and its host."""

from __future__ import annotations

import pytest

from axio_desktop.net.invitations import BadInvitation, invitation, read_invitation


def test_a_link_names_the_host_and_the_room_and_reads_back() -> None:
    link = invitation("ws://games.example.org:7801", "K7QX4P")
    assert link == "axio://games.example.org:7801/K7QX4P"
    read = read_invitation(f"  {link}\n")
    assert (read.url, read.room) == ("ws://games.example.org:7801", "K7QX4P")
    assert invitation("wss://games.example.org:443", "K7QX4P") == \
        "axios://games.example.org:443/K7QX4P"
    assert read_invitation("axios://games.example.org/k7qx4p").url == \
        "wss://games.example.org:7787"
    assert read_invitation("axio://[::1]:9/K7QX4P").url == "ws://[::1]:9"


def test_a_code_alone_is_a_room_on_a_host_the_player_chooses() -> None:
    read = read_invitation(" k7qx4p ")
    assert (read.url, read.room, read.link()) == (None, "K7QX4P", "K7QX4P")


@pytest.mark.parametrize(("text", "says"), [
    ("http://example.org/K7QX4P", "axio://"),
    ("axio:///K7QX4P", "no host"),
    ("axio://example.org:99999/K7QX4P", "port"),
    ("axio://example.org/K7QX4", "room code"),
    ("K7QX4O", "room code"),
    ("", "room code"),
])
def test_anything_else_is_refused_saying_why(text: str, says: str) -> None:
    with pytest.raises(BadInvitation, match=says):
        read_invitation(text)
