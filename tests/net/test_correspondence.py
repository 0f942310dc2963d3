"""Correspondence games: players known by their key, games over days with a time per
move, claims when it runs out, resigning, open games, a player's list of games, and
ratings; through one host and through two hosts sharing a store."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from correspondence import (
    DAY,
    ManualClock,
    Player,
    SharedStore,
    create_game,
    hello,
    hosts_sharing,
    scenario,
)
from netplay import Peer, answer, create, join, running_host

from axio_desktop.net.limits import Limits
from axio_desktop.net.player_keys import new_key
from axio_desktop.net.room import Room


@scenario
async def test_a_player_is_known_by_their_key_and_nothing_else() -> None:
    async with running_host(clock=ManualClock()) as run:
        anna = Player(run.url, "Ａｎｎａ ")
        first = await anna.say_hello()
        assert first["name"] == "Anna" and first["ratings"] == [] and len(first["id"]) == 12
        again = await Peer.open(run.url)
        await again.send(hello(anna.key))  # a known key needs no name
        assert (await again.expect("player"))["id"] == first["id"]
        stranger = await Peer.open(run.url)
        await stranger.send(hello(new_key()))
        assert "name" in (await stranger.error("bad_message"))["message"]
        wrong = await Peer.open(run.url)
        await wrong.send(hello("short", "Eve"))
        await wrong.error("bad_message")
        kept = [player for player in run.host.store._players.values()]  # type: ignore[attr-defined]
        assert len(kept) == 1 and anna.key not in repr(kept)


@scenario
async def test_a_correspondence_game_is_a_players_and_needs_their_key() -> None:
    async with running_host(clock=ManualClock()) as run:
        peer = await Peer.open(run.url)
        await peer.send({**create("axio", "Anna", ["human", "human"]), "correspondence": True,
                         "days": 3})
        await peer.error("not_allowed")
        await peer.send({**create_game("axio", new_key(), ["human", "human"])})
        await peer.error("bad_key")
        await peer.send({**create_game("axio", new_key(), ["human", "human"], days=4)})
        assert "1, 2, 3, 5, 7, 14" in (await peer.error("bad_message"))["message"]


@scenario
async def test_a_game_over_days_waits_for_its_mover_and_lists_your_turn_first() -> None:
    clock = ManualClock()
    async with running_host(clock=clock) as run:
        anna, ben = Player(run.url, "Anna"), Player(run.url, "Ben")
        await anna.say_hello()
        await ben.say_hello()
        table_a, welcome = await anna.create("rota", ["human", "human"], days=3, listed=True)
        code = welcome["room"]
        open_games = await _open_games(ben)
        assert [game["room"] for game in open_games] == [code]
        assert open_games[0]["free"] == 1 and open_games[0]["days"] == 3
        assert open_games[0]["players"][0] == {"name": "Anna", "kind": "human", "rating": 1000}
        table_b, _ = await ben.join(code)
        assert ben.lobby is not None and anna.lobby is not None
        await anna.lobby.until("game")  # Anna hears that Ben came
        update = await table_a.expect("update")
        assert update["deadline"] == pytest.approx(clock.now() + 3 * DAY)
        asked = await table_a.expect("move")
        assert await _open_games(ben) == []
        games = await anna.games()
        assert [(game["room"], game["your_turn"], game["moves"]) for game in games] == \
            [(code, True, 0)]
        await table_a.close()  # nobody needs to be connected: the game waits
        await table_b.close()
        clock.advance(2 * DAY)
        table_a, _ = await anna.join(code)
        snapshot = await table_a.expect("update")
        assert snapshot["history"] == [] and "deadline" in snapshot
        asked = await table_a.expect("move")
        await table_a.send(answer("rota", asked))
        await table_a.expect("update")
        while (pushed := await ben.lobby.until("game"))["game"]["moves"] == 0:
            pass
        assert pushed["game"]["your_turn"] and pushed["game"]["moves"] == 1
        assert pushed["game"]["deadline"] == pytest.approx(clock.now() + 3 * DAY)


@scenario
async def test_a_mover_out_of_time_is_claimed_and_a_bot_plays_on_as_a_loss() -> None:
    clock = ManualClock()
    async with running_host(clock=clock) as run:
        anna, ben = Player(run.url, "Anna"), Player(run.url, "Ben")
        await anna.say_hello()
        await ben.say_hello()
        table_a, welcome = await anna.create("axio", ["human", "human"], days=1)
        table_b, _ = await ben.join(welcome["room"])
        await table_b.until("update")
        await table_a.until("move")
        clock.advance(DAY - 60)
        await table_b.send({"type": "claim", "seat": 0})
        refused = await table_b.error("not_allowed")
        assert refused["message"] == "Anna still has 1 minute to move."
        await table_a.send({"type": "claim", "seat": 0})
        await table_a.error("not_allowed")
        clock.advance(120)
        await table_b.send({"type": "claim", "seat": 0})
        players = (await table_b.expect("players"))["players"]
        assert players[0]["kind"] == "bot" and players[0]["gave_up"] == "timed_out"
        await table_b.expect("update")  # the bot has played Anna's move
        await table_b.expect("move")
        seen = await anna.games()
        assert seen[0]["players"][0]["gave_up"] == "timed_out" and not seen[0]["your_turn"]


@scenario
async def test_the_creator_cannot_hand_an_absent_players_seat_to_a_bot() -> None:
    """In a correspondence game everyone is away most of the time: replace would take a
    seat before its deadline and rate a bot's game as its person's."""
    async with running_host(clock=ManualClock()) as run:
        anna, ben = Player(run.url, "Anna"), Player(run.url, "Ben")
        await anna.say_hello()
        await ben.say_hello()
        table_a, welcome = await anna.create("axio", ["human", "human"], days=1)
        table_b, _ = await ben.join(welcome["room"])
        await table_b.until("update")
        await table_b.close()
        await table_a.send({"type": "replace", "seat": 1, "level": "hard"})
        refused = await table_a.until("error")
        assert refused["code"] == "not_allowed" and "claim" in refused["message"]
        seen = await ben.games()
        assert seen[0]["players"][1] == {"name": "Ben", "kind": "human", "rating": 1000}


@scenario
async def test_resigning_hands_the_seat_to_a_bot_and_rates_the_game_as_lost() -> None:
    clock = ManualClock()
    async with running_host(clock=clock) as run:
        anna, ben = Player(run.url, "Anna"), Player(run.url, "Ben")
        await anna.say_hello()
        await ben.say_hello()
        table_a, welcome = await anna.create("rota", ["human", "human"], days=None)
        table_b, _ = await ben.join(welcome["room"])
        await table_b.until("update")
        await table_a.until("move")
        await table_a.send({"type": "resign"})
        await table_a.expect("players")
        await table_b.until("move")
        end = await _play_alone(table_b, "rota")
        assert end["result"]["finished"]
        ratings = {frame["id"]: frame for frame in [await anna.say_hello(),
                                                    await ben.say_hello()]}
        assert ratings[anna.id]["ratings"][0]["rating"] < 1000 < \
            ratings[ben.id]["ratings"][0]["rating"]
        assert ratings[ben.id]["ratings"] == [{"game": "rota", "rating":
                                               ratings[ben.id]["ratings"][0]["rating"],
                                               "games": 1}]


@scenario
async def test_a_player_back_with_their_key_takes_their_seat_over() -> None:
    async with running_host(clock=ManualClock()) as run:
        anna, ben = Player(run.url, "Anna"), Player(run.url, "Ben")
        await anna.say_hello()
        await ben.say_hello()
        table_a, welcome = await anna.create("rota", ["human", "human"])
        old_token = welcome["token"]
        await ben.join(welcome["room"])
        _elsewhere, again = await anna.join(welcome["room"])
        assert again["seat"] == 0 and again["token"] != old_token
        assert await table_a.closed() == 4001
        stale = await Peer.open(run.url)
        await stale.send(join(welcome["room"], token=old_token))
        await stale.error("bad_token")


@scenario
async def test_a_player_has_as_many_games_running_as_the_host_allows() -> None:
    async with running_host(clock=ManualClock(), limits=Limits(games_per_player=2)) as run:
        anna = Player(run.url, "Anna")
        await anna.say_hello()
        await anna.create("rota", ["human", "human"])
        await anna.create("axio", ["human", "bot:easy"])
        peer = await Peer.open(run.url)
        await peer.send(create_game("rota", anna.key, ["human", "human"]))
        assert "2 games running" in (await peer.error("not_allowed"))["message"]


@pytest.mark.parametrize("game", ["rota", "axio", "axio-hex"])
@scenario
async def test_a_whole_game_through_two_hosts_sharing_one_store(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Anna plays through one host, Ben through another: every decision reaches the
    other's connection, and neither host applies one twice; a host hearing of a decision
    makes it too (drawing alike) instead of reading the whole game again."""
    restores: list[str] = []
    restore = Room.restore

    def counted(*args: Any, **kwargs: Any) -> Room:
        restores.append(args[0].code)
        return restore(*args, **kwargs)

    monkeypatch.setattr(Room, "restore", counted)
    clock = ManualClock()
    async with hosts_sharing(2, clock) as (one, two):
        anna, ben = Player(one.url, "Anna"), Player(two.url, "Ben")
        await anna.say_hello()
        await ben.say_hello()
        table_a, welcome = await anna.create(game, ["human", "human"])
        table_b, _ = await ben.join(welcome["room"])
        await table_b.expect("update")
        peers = {0: table_a, 1: table_b}
        frame = await table_a.until("move")
        mover = 0
        while True:
            clock.advance(3600)
            await peers[mover].send(answer(game, frame, frame["version"]))
            updates = [await peer.expect("update") for peer in peers.values()]
            assert updates[0]["version"] == updates[1]["version"]
            mover = updates[0]["view"]["to_move"]
            if mover is None:
                ends = [await peer.expect("end") for peer in peers.values()]
                assert ends[0]["record"] == ends[1]["record"]
                break
            frame = await peers[mover].expect("move")
        assert (await anna.games())[0]["finished"]
        assert len(restores) <= 2, restores  # the host that brought the room back, once


@scenario
async def test_two_hosts_never_both_apply_a_decision_at_one_version() -> None:
    """Anna's seat on one host and, before that host has heard of it, again on another:
    she answers the same question on both at once; one answer counts, the host that
    lost reads the room again and closes the connection that lost the seat."""
    clock = ManualClock()
    shared = SharedStore()
    async with hosts_sharing(2, clock, shared) as (one, two):
        anna, ben = Player(one.url, "Anna"), Player(two.url, "Ben")
        await anna.say_hello()
        await ben.say_hello()
        first, welcome = await anna.create("rota", ["human", "human"])
        table_b, _ = await ben.join(welcome["room"])
        asked = await first.until("move")
        shared.held = True
        second, _ = await anna.join(welcome["room"], url=two.url)
        assert (await second.until("move"))["version"] == asked["version"]
        await asyncio.gather(first.send(answer("rota", asked, "one")),
                             second.send(answer("rota", asked, "two")))
        shared.release()
        assert (await second.until("update"))["version"] == 1
        assert await first.closed() == 4001
        assert [frame for frame in first.frames if frame["type"] == "update"
                and frame["version"] == 1] == []
        seen_by_ben = await table_b.until("update")
        while seen_by_ben["version"] == 0:
            seen_by_ben = await table_b.until("update")
        assert seen_by_ben["version"] == 1
        for run in (one, two):
            room = await run.host.store.load(welcome["room"])
            assert room is not None and room.version == 1


async def _open_games(player: Player) -> list[dict[str, object]]:
    assert player.lobby is not None
    await player.lobby.send({"type": "open_games"})
    frame = await player.lobby.until("open_games")
    games: list[dict[str, object]] = frame["games"]
    return games


async def _play_alone(peer: Peer, game: str) -> dict[str, object]:
    """``peer`` answers every move it is asked until the end (a bot plays the others)."""
    frame = peer.frames[-1]
    while True:
        if frame["type"] == "move":
            await peer.send(answer(game, frame, frame["version"]))
        elif frame["type"] == "end":
            return frame
        frame = await peer.frame()
