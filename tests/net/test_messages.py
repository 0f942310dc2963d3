"""axio-net/1 typed both ways (`protocol` from a client, `host_messages` from the host):
every message written by its class reads back as the same value, and a frame that does
not hold is one `BadFrame` that names the frame and the key."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from axio_desktop.net.client_messages import (
    Create,
    Join,
    MoveAnswer,
    Ping,
    Replace,
    Watch,
    client_text,
    read_in_game,
    read_opening,
)
from axio_desktop.net.host_messages import (
    BadFrame,
    End,
    ErrorFrame,
    HostFault,
    Last,
    MoveRequest,
    Player,
    PlayersChanged,
    Pong,
    Update,
    Welcome,
    frame_text,
    read_frame,
)
from axio_desktop.net.protocol import ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8)
objects = st.dictionaries(st.text(max_size=8), json_values, max_size=4)
texts = st.text(max_size=12)
names = st.text(st.characters(codec="utf-8", categories=("L", "N", "P", "S")),
                min_size=1, max_size=40).filter(  # a name as the host keeps it: in NFKC form
    lambda name: unicodedata.normalize("NFKC", name) == name)
codes = st.text(ROOM_CODE_ALPHABET, min_size=ROOM_CODE_LENGTH, max_size=ROOM_CODE_LENGTH)
tokens = st.text("abcdefABCDEF0123456789-_", min_size=22, max_size=43)
players = st.lists(st.builds(Player, st.none() | names, st.sampled_from(["human", "bot"]),
                             st.none() | texts, st.booleans()),
                   min_size=1, max_size=4).map(tuple)
lasts = st.builds(Last, st.integers(0, 3), objects)
answers = objects.map(lambda answer: {key: value for key, value in answer.items()
                                      if key not in ("type", "version")})
versions = st.integers(0, 10**6)

client_messages = st.one_of(
    st.builds(Create, texts, names, st.lists(texts, min_size=1, max_size=4).map(tuple)),
    st.builds(Join, codes, names, st.none()),
    st.builds(Join, codes, st.none(), tokens),
    st.builds(Watch, codes),
)
in_game_messages = st.one_of(
    st.just(Ping()),
    st.builds(MoveAnswer, st.integers(-5, 10**6), answers),
    st.builds(Replace, st.integers(-5, 5), texts),
)
host_frames = st.one_of(
    st.builds(Welcome, codes, texts, st.none() | st.integers(0, 3), st.none() | tokens,
              players),
    st.builds(PlayersChanged, players),
    st.builds(Update, versions, objects, players, st.none() | lasts),
    st.builds(Update, versions, objects, players, st.none(),
              st.lists(lasts, max_size=5).map(tuple)),
    st.builds(MoveRequest, versions, objects,
              objects.map(lambda asked: {key: value for key, value in asked.items()
                                         if key not in ("type", "version", "view")})),
    st.builds(End, objects, objects),
    st.builds(ErrorFrame, texts, texts),
    st.just(Pong()),
)


@given(client_messages)
def test_every_opening_a_client_writes_reads_back_as_itself(message: Any) -> None:
    assert read_opening(client_text(message)) == message


@given(in_game_messages)
def test_every_message_in_a_room_reads_back_as_itself(message: Any) -> None:
    assert read_in_game(client_text(message)) == message


@given(host_frames)
def test_every_frame_the_host_writes_reads_back_as_itself(frame: Any) -> None:
    assert read_frame(frame_text(frame)) == frame


@pytest.mark.parametrize(("frame", "words"), [
    (b"{}", "the host's frame: is binary, not JSON text"),
    ("[1]", "the host's frame: is not an object with a type"),
    ('{"type": "update", "version": "0"}', "the host's update 'version': is not a whole number"),
    ('{"type": "update", "version": -1}', "the host's update 'version': is below 0"),
    ('{"type": "move", "version": 3, "view": []}', "the host's move 'view': is not an object"),
    ('{"type": "end", "result": 1}', "the host's end 'result': is not an object"),
    ('{"type": "players", "players": []}', "the host's players 'players': is not a list of 1 to 4"),
    ('{"type": "players", "players": [{"name": 3}]}',
     'the host\'s players \'players\': list a bad seat: {"name": 3}'),
    (('{"type": "update", "version": 1, "view": {}, "players": [{"name": null, "kind": "bot", '
     '"connected": true}], "last": {"seat": 0, "move": {}}, "history": []}'),
     "the host's update 'history': is not a snapshot's list"),
    (('{"type": "welcome", "room": "A", "game": "rota", "seat": 0, "token": "", "players": '
     '[{"name": null, "kind": "human", "connected": false}]}'), "the host's welcome 'token'"),
])
def test_a_frame_that_does_not_hold_says_which_frame_and_which_key(frame: str | bytes,
                                                                    words: str) -> None:
    with pytest.raises(BadFrame) as fault:
        read_frame(frame)
    assert isinstance(fault.value, HostFault) and str(fault.value).startswith(words)


def test_a_type_the_protocol_does_not_name_is_let_pass() -> None:
    assert read_frame('{"type": "news", "of": "tomorrow"}') is None
