"""The history a snapshot `update` carries (network.md): every decision applied so far,
each exactly as its `last` showed it to every client, also after the room was kept
and read back (a host started again), and nothing a seat may not see."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_desktop.kits import find_kit
from axio_desktop.net import frames
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.client_messages import MoveAnswer
from axio_desktop.net.protocol import MAX_MESSAGE_BYTES
from axio_desktop.net.room import Room, seats_of


@pytest.mark.parametrize("game_id", ["rota", "axio", "axio-hex"])
@settings(max_examples=6, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32), stop=st.integers(0, 300))
def test_a_snapshot_lists_every_decision_as_its_update_showed_it_also_once_read_back(
        game_id: str, players: int, seed: int, stop: int) -> None:
    kit = find_kit(game_id)
    room, _ = Room.create(kit, seats_of(kit, ("human",) * players), "Anna", "K7QX4P", 1,
                          RoomChance(str(seed), 1))
    for seat in range(1, players):
        room.take_free_seat(f"P{seat}")
    rng = random.Random(seed)
    shown = []
    while not room.finished and room.version < stop:
        decision = rng.choice(list(room.state.legal_moves()))
        room.decide(room.state.to_move,
                    MoveAnswer(room.version, kit.bots.wire.answer(decision)))
        shown.append(frames.update(room, 0)["last"])
    for seat in (*range(players), None):
        snapshot = frames.update(room, seat, snapshot=True)
        assert snapshot["last"] is None and snapshot["history"] == shown
        assert len(frames.text(snapshot).encode()) <= MAX_MESSAGE_BYTES
    read_back = Room.restore(room.stored(), kit, RoomChance(str(seed), 1))
    assert frames.update(read_back, 0, snapshot=True)["history"] == shown
    assert "history" not in frames.update(room, 0)


def test_an_axio_hex_exchange_is_listed_as_the_answer_alone() -> None:
    kit = find_kit("axio-hex")
    for seed in range(40):
        room, _ = Room.create(kit, seats_of(kit, ("human", "human")), "Anna", "K7QX4P", 1,
                              RoomChance(str(seed), 1))
        room.take_free_seat("Ben")
        rng = random.Random(seed)
        while not room.finished:
            decision = rng.choice(list(room.state.legal_moves()))
            room.decide(room.state.to_move,
                        MoveAnswer(room.version, kit.bots.wire.answer(decision)))
        exchanges = [entry["move"] for entry in frames.update(room, 1, snapshot=True)["history"]
                     if "exchange" in entry["move"]]
        if any(move["exchange"] for move in exchanges):
            assert all(set(move) == {"exchange"} for move in exchanges)
            return
    pytest.fail("no game of 40 had an exchange taken")
