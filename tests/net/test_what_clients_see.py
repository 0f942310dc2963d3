"""The property the host exists for: over whole games of every game, 2 to 4 seats (some
of them the host's bots) and spectators, every frame any client received shows its own
rack or hand and nothing more, ``unseen`` exactly the tiles it cannot see, and nothing
of the order of the bag, the stacks or the supply before ``end`` (boardgame.io's issue
1159 leaked a whole deal that way). The states to check against are played again from
the decisions the frames name, and must give the final record exactly."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from netplay import PROTOCOL, Peer, running_host

from axio_desktop.kits import find_kit
from axio_desktop.net.chance import RoomChance
from axio_desktop.net.client_messages import Pace
from axio_desktop.net.deciders import bot_decider
from axio_desktop.net.player_keys import new_key
from axio_desktop.net.remote_seat import CreateRoom, JoinRoom, SeatOptions, play_seat

ROTA_KEYS = {"seat", "to_move", "bonus", "tile", "display", "scores", "stack_sizes",
             "supply_size", "unseen"}
AXIO_KEYS = {"game", "seat", "to_move", "bonus", "first", "rack", "board", "pyramids", "dead",
             "pyramids_left", "area", "scores", "rack_sizes", "bag_size", "unseen", "given_up"}
SECRET_KEYS = {"setup", "stacks", "supply", "bag", "racks", "record", "turns", "moves", "seed"}


async def play(game: str, seats: list[str], spectators: int, seed: int,
               correspondence: bool = False,
               ) -> tuple[dict[int | None, list[dict[str, Any]]], list[dict[str, Any]]]:
    """A whole game; every frame each seat's client and each spectator received (and, in
    a ``correspondence`` game, each player's own connection, under the key ``-1 - seat``)."""
    seen: dict[int | None, list[dict[str, Any]]] = {}
    watched: list[dict[str, Any]] = []
    async with running_host(seed=str(seed)) as running:
        created: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        keys = {seat: new_key() for seat, kind in enumerate(seats)
                if kind == "human"} if correspondence else {}
        lobbies = {}
        for seat, key in keys.items():
            lobbies[seat] = await Peer.open(running.url)
            await lobbies[seat].send({"type": "hello", "protocol": PROTOCOL, "key": key,
                                      "name": f"P{seat}"})
            await lobbies[seat].expect("player")
        pace = Pace(True, 3, True) if correspondence else Pace()

        def keep(seat: int) -> SeatOptions:
            return SeatOptions(name=f"P{seat}", decider=bot_decider("random", seed + seat),
                               on_frame=lambda frame: seen.setdefault(seat, []).append(
                                   frame.to_json()),
                               on_room=lambda game: None if created.done()
                               else created.set_result(game.room))

        first = asyncio.create_task(play_seat(
            running.url, CreateRoom(game, tuple(seats), keys.get(0), pace), keep(0)))
        code = await created
        watchers = [await Peer.open(running.url) for _ in range(spectators)]
        for peer in watchers:
            await peer.send({"type": "watch", "protocol": PROTOCOL, "room": code})
        humans = [seat for seat, kind in enumerate(seats) if kind == "human"][1:]
        others = [play_seat(running.url, JoinRoom(code, key=keys.get(seat)), keep(seat))
                  for seat in humans]
        await asyncio.gather(first, *others)
        for peer in watchers:
            await peer.until("end")
            watched.extend(peer.frames)
            await peer.close()
        for seat, lobby in lobbies.items():
            await lobby.send({"type": "games"})
            await lobby.until("games")
            seen[-1 - seat] = lobby.frames
            await lobby.close()
    return seen, watched


def replayed_states(game: str, players: int, seed: int, frames: list[dict[str, Any]]
                    ) -> dict[int, Any]:
    """The game at every version, made again from the seeded deal and draws and the
    decisions the updates name (``last``)."""
    kit = find_kit(game)
    chance = RoomChance(str(seed), 1)
    state = chance.deal(kit.game, players)
    states = {0: state.copy()}
    decided = sorted({frame["version"]: frame["last"] for frame in frames
                      if frame["type"] == "update" and frame["last"]}.items())
    for version, last in decided:
        assert version == len(states) and last["seat"] == state.to_move
        state.apply(kit.bots.wire.move_from(last["move"]))
        chance.settle(state, version)
        states[version] = state.copy()
    return states


def unseen_by(state: Any, seat: int | None) -> Counter[str]:
    """What ``seat`` (None: a spectator) cannot see, counted from the record's side: the
    box, less what lies on the table, less the seat's own tiles and a face-up bonus tile."""
    if hasattr(state, "rack"):  # AXIO: the racks and the bag of the deal
        setup = state.setup
        box = Counter(code for rack in setup.racks for code in rack) + Counter(setup.bag)
        kinds = state.rules.kind_of_colours
        box -= Counter(state.rules.tile_codes[kinds[placement.place.colours]]
                       for placement in state.placements)
        return box - Counter(state.rack(seat) if seat is not None else ())
    setup = state.setup
    box = Counter(tile.code for stack in setup.stacks for tile in stack)
    box += Counter(tile.code for tile in setup.supply)
    box -= Counter(placement.tile.code for placement in state.history)
    if seat is not None and state.hand(seat) is not None:
        box -= Counter([state.hand(seat).code])
    if state.is_bonus_turn:
        box -= Counter([state.tile_to_place.code])
    return box


def secret_keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return (set(value) & SECRET_KEYS).union(*map(secret_keys, value.values()))
    if isinstance(value, list):
        return set().union(*map(secret_keys, value))
    return set()


TILE_KEYS = {"view", "rack", "tile", "unseen", "display", "board"}


def check_listing(frame: dict[str, Any]) -> None:
    """A player's own connection shows lists of games: no tile of any game, no secret."""
    assert frame["type"] in ("player", "games", "game", "pong"), frame["type"]
    counted = _without_counts(frame)  # "moves" of a game or a result is a count, not a record's
    assert not secret_keys(counted) and not (_all_keys(counted) & TILE_KEYS)


def _without_counts(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _without_counts(item) for key, item in value.items()
                if not (key == "moves" and type(item) is int)}
    if isinstance(value, list):
        return [_without_counts(item) for item in value]
    return value


def _all_keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value).union(*map(_all_keys, value.values()))
    if isinstance(value, list):
        return set().union(*map(_all_keys, value))
    return set()


def check(frame: dict[str, Any], seat: int | None, states: dict[int, Any], game: str) -> None:
    kind = frame["type"]
    if kind == "end":
        return
    assert not secret_keys(frame), (kind, secret_keys(frame))
    if kind not in ("update", "move"):
        return
    state = states[frame["version"]]
    view = frame["view"]
    rota = game == "rota"
    keys = ROTA_KEYS if rota else AXIO_KEYS
    assert set(view) == (keys if seat is not None or rota else keys - {"rack"})
    assert view["seat"] == seat and view["to_move"] == state.to_move
    assert view["unseen"] == sorted(view["unseen"])
    assert Counter(view["unseen"]) == unseen_by(state, seat)
    if rota:
        shown = state.tile_to_place if state.is_bonus_turn or (
            seat is not None and seat == state.to_move) else None
        assert view["tile"] == (shown.code if shown else None)
    elif seat is not None:
        assert view["rack"] == list(state.rack(seat))
    if kind == "move":
        assert seat == state.to_move


@settings(max_examples=20, deadline=None)
@given(game=st.sampled_from(["rota", "axio", "axio-hex"]), players=st.integers(2, 4),
       bot_seat=st.booleans(), spectators=st.integers(0, 2), seed=st.integers(0, 2**20),
       correspondence=st.booleans())
def test_every_frame_shows_a_client_only_what_its_seat_may_see(
        game: str, players: int, bot_seat: bool, spectators: int, seed: int,
        correspondence: bool) -> None:
    seats = ["human"] * players
    if bot_seat:
        seats[-1] = "bot:random"
    seen, watched = asyncio.run(play(game, seats, spectators, seed, correspondence))
    for key in [key for key in seen if key is not None and key < 0]:
        listed = seen.pop(key)
        assert listed[-1]["type"] == "games" and listed[-1]["games"][0]["finished"]
        for frame in listed:
            check_listing(frame)
    everything = [frame for frames in seen.values() for frame in frames] + watched
    states = replayed_states(game, players, seed, everything)
    ends = [frame for frame in everything if frame["type"] == "end"]
    assert len(ends) == len(seen) + spectators
    final = ends[0]["record"]
    assert all(end["record"] == final for end in ends)
    last = states[max(states)]
    assert json.loads(last_record(game, final, last)) == final
    for seat, frames in seen.items():
        assert frames[0]["type"] == "welcome" and frames[0]["seat"] == seat
        assert frames[-1]["type"] == "end"
        for frame in frames:
            check(frame, seat, states, game)
    for frame in watched:
        check(frame, None, states, game)


def last_record(game: str, record: dict[str, Any], state: Any) -> str:
    """The record of ``state`` with the seats the host's record names."""
    kit = find_kit(game)
    players = kit.game.read_record(record).players
    text: str = kit.game.record_of(players, state).dumps()
    return text
