"""One seat's state machine (`seat_state.SeatState`), fed the frames a real room sends:
each frame read once into events, the life of an answer (asked, sent, refused and
asked again, counted), the opening of every connection, and a host that breaks the
protocol or refuses the opening."""

from __future__ import annotations

from typing import Any

import pytest

from axio_desktop.bots.games import find_play_kit
from axio_desktop.net import frames
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.client_messages import Create, Join, MoveAnswer
from axio_desktop.net.host_messages import HostFault, HostFrame, read_frame
from axio_desktop.net.room import Room, seats_of
from axio_desktop.net.seat_state import CreateRoom, HostRefused, SeatState
from axio_desktop.net.session_events import Asked, HostSaid, Refused, Updated, Welcomed

KIT = find_play_kit("rota")


def frame(data: dict[str, Any]) -> HostFrame:
    read = read_frame(frames.text(data))
    assert read is not None
    return read


def a_room() -> tuple[Room, str]:
    room, token = Room.create(KIT, seats_of(KIT, ("human", "human")), "Anna", "K7QX4P", 1,
                              RoomChance("3", 1))
    room.take_free_seat("Ben")
    return room, token


def welcomed_seat(room: Room, token: str) -> SeatState:
    state = SeatState(CreateRoom("rota", ("human", "human")), "Anna")
    assert state.opening_now() == Create("rota", "Anna", ("human", "human"))
    [welcome] = state.take(frame(frames.welcome(room, 0, token)))
    assert isinstance(welcome, Welcomed) and (welcome.room, welcome.seat) == ("K7QX4P", 0)
    return state


def test_an_answer_is_sent_for_the_question_asked_and_counts_with_the_next_update() -> None:
    room, token = a_room()
    state = welcomed_seat(room, token)
    [start] = state.take(frame(frames.update(room, 0)))
    assert isinstance(start, Updated) and start.version == 0 and start.last is None
    [asked] = state.take(frame(frames.move(room, 0)))
    assert isinstance(asked, Asked) and asked.view.tile is not None
    move = next(asked.view.legal_moves())
    sent = state.answer(0, move)
    assert sent == MoveAnswer(0, KIT.bots.wire.answer(move))
    room.decide(0, sent)
    [counted] = state.take(frame(frames.update(room, 0)))
    assert isinstance(counted, Updated) and counted.last is not None
    assert counted.last.move == move and state.answered is None and state.asked is None
    assert state.answer(0, move) is None  # the host no longer asks it


def test_a_refused_answer_asks_again_and_other_errors_are_said() -> None:
    room, token = a_room()
    state = welcomed_seat(room, token)
    state.take(frame(frames.move(room, 0)))
    assert state.answer(0, KIT.bots.wire.move_from({"cell": [9, 9], "rotation": 0}))
    [refused] = state.take(frame(frames.error("illegal", "Cell (9, 9) shares no edge.")))
    assert refused == Refused("Cell (9, 9) shares no edge.") and state.answered is None
    [said] = state.take(frame(frames.error("not_allowed", "Only the creator may.")))
    assert said == HostSaid("not_allowed", "Only the creator may.")


def test_after_a_drop_the_seat_rejoins_and_an_answer_not_counted_is_sent_again() -> None:
    room, token = a_room()
    state = welcomed_seat(room, token)
    [asked] = state.take(frame(frames.move(room, 0)))
    assert isinstance(asked, Asked)
    move = next(asked.view.legal_moves())
    state.answer(0, move)
    assert state.opening_now() == Join("K7QX4P", None, token)  # the connection dropped
    assert state.answer(0, move) is None  # nobody is asking on this connection yet
    state.take(frame(frames.welcome(room, 0, token)))
    state.take(frame(frames.update(room, 0, snapshot=True)))
    state.take(frame(frames.move(room, 0)))
    assert state.kept_answer() == MoveAnswer(0, KIT.bots.wire.answer(move))


def test_a_snapshot_one_decision_on_from_the_answer_tells_that_it_counted() -> None:
    room, token = a_room()
    state = welcomed_seat(room, token)
    [asked] = state.take(frame(frames.move(room, 0)))
    assert isinstance(asked, Asked)
    sent = state.answer(0, next(asked.view.legal_moves()))
    assert sent is not None
    room.decide(0, sent)  # the host counted it, and the connection dropped before the update
    state.opening_now()
    state.take(frame(frames.welcome(room, 0, token)))
    [snapshot] = state.take(frame(frames.update(room, 0, snapshot=True)))
    assert isinstance(snapshot, Updated) and snapshot.version == 1
    assert snapshot.history is not None and snapshot.last == snapshot.history[-1]
    assert snapshot.last.seat == 0 and state.answered is None


def test_a_refused_opening_and_a_host_that_breaks_the_protocol_end_the_seat() -> None:
    room, token = a_room()
    state = SeatState(CreateRoom("rota", ("human",)), "Anna")
    with pytest.raises(HostRefused, match="no_room: No room"):
        state.take(frame(frames.error("no_room", "No room has the code 'ZZZZZZ'.")))
    with pytest.raises(HostFault, match="the host sent update before it welcomed the seat"):
        state.take(frame(frames.update(room, 0)))
    with pytest.raises(HostFault, match="not a seat's welcome"):
        state.take(frame(frames.welcome(room, None, None)))
    unknown = frames.welcome(room, 0, token) | {"game": "chess"}
    with pytest.raises(HostFault, match="the host plays 'chess', a game this program does"):
        state.take(frame(unknown))
