"""One contract for every store: in memory, SQLite and PostgreSQL keep rooms, players
and ratings alike, refuse a save over a changed revision, and list what the server
asks for; PostgreSQL stores in two processes hear of each other's changes and survive
the database restarting."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import replace
from pathlib import Path

import pytest
from postgres_server import PostgresServer

from axio_desktop.net.store import (
    GameStore,
    KeyTaken,
    MemoryStore,
    RoomChanged,
    StoredPlayer,
    StoredRating,
    StoredRoom,
    StoredSeat,
    StoreError,
)
from axio_desktop.net.store_postgres import PostgresStore, shown
from axio_desktop.net.store_sqlite import SqliteStore

Opener = Callable[[], Awaitable[GameStore]]
Scenario = Callable[[GameStore], Awaitable[None]]


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def open_store(request: pytest.FixtureRequest, tmp_path: Path) -> Opener:
    """Opens the store under test, on the test's event loop."""
    async def memory() -> GameStore:
        return MemoryStore()

    async def sqlite() -> GameStore:
        return SqliteStore(tmp_path)

    if request.param == "memory":
        return memory
    if request.param == "sqlite":
        return sqlite
    dsn: str = request.getfixturevalue("postgres_dsn")
    return lambda: PostgresStore.open(dsn)


def on_store(open_store: Opener, scenario: Scenario) -> None:
    async def main() -> None:
        store = await open_store()
        try:
            await scenario(store)
        finally:
            await store.close()

    asyncio.run(main())


def room(code: str, number: int, *, seats: tuple[StoredSeat, ...] | None = None,
         **fields: object) -> StoredRoom:
    kept = StoredRoom(code, number, "rota", 0, f"seed-{code}", 0,
                      seats or (StoredSeat("human", None, "Anna", "hash-a", "p-anna"),
                                StoredSeat("human", None, None, None)),
                      '{"format": 1}')
    return replace(kept, **fields)  # type: ignore[arg-type]


FULL = (StoredSeat("human", None, "Anna", "hash-a", "p-anna"),
        StoredSeat("bot", "greedy", "Greedy", None, "p-ben", "resigned"))


def test_a_room_comes_back_with_every_field(open_store: Opener) -> None:
    kept = room("ABCDEF", 7, seats=FULL, revision=1, correspondence=True, days=3, listed=True,
                created_at=1000.5, moved_at=1200.25, to_move=1, finished_at=1300.75,
                result='{"winner": 0}', version=12)

    async def scenario(store: GameStore) -> None:
        assert await store.load("ABCDEF") is None
        await store.save(kept)
        assert await store.load("ABCDEF") == kept
        plain = room("ZZZZZZ", 8)
        await store.save(plain)
        assert await store.load("ZZZZZZ") == plain
        fewer = replace(kept, revision=2, seats=kept.seats[:1], days=None, finished_at=None,
                        result=None, to_move=None)
        await store.save(fewer)
        assert await store.load("ABCDEF") == fewer
        await store.forget("ABCDEF")
        assert await store.load("ABCDEF") is None and await store.load("ZZZZZZ") == plain

    on_store(open_store, scenario)


def test_a_save_over_a_changed_revision_is_refused_and_the_first_is_kept(
        open_store: Opener) -> None:
    async def scenario(store: GameStore) -> None:
        first = room("ABCDEF", 1)
        await store.save(first)
        with pytest.raises(RoomChanged) as twice:
            await store.save(replace(first, record='{"other": 1}'))
        assert (twice.value.expected, twice.value.found) == (0, 1)
        moved = replace(first, revision=2, version=1)
        await store.save(moved)
        with pytest.raises(RoomChanged) as late:
            await store.save(replace(first, revision=2, version=5))
        assert (late.value.expected, late.value.found) == (1, 2)
        with pytest.raises(RoomChanged):
            await store.save(replace(first, revision=5))
        assert await store.load("ABCDEF") == moved
        with pytest.raises(RoomChanged) as gone:
            await store.save(room("NOSUCH", 2, revision=3))
        assert gone.value.found == 0 and await store.load("NOSUCH") is None

    on_store(open_store, scenario)


def test_the_rater_gets_the_seated_players_ratings_and_its_ratings_are_kept(
        open_store: Opener) -> None:
    asked: list[Mapping[str, StoredRating]] = []

    def rater(mu: float) -> Callable[[Mapping[str, StoredRating]], list[StoredRating]]:
        def rate(current: Mapping[str, StoredRating]) -> list[StoredRating]:
            asked.append(dict(current))
            return [StoredRating(player, "rota", mu, mu / 5, 1 + (
                current[player].games if player in current else 0))
                for player in ("p-anna", "p-ben")]
        return rate

    def failing(current: Mapping[str, StoredRating]) -> list[StoredRating]:
        raise ValueError("no rating")

    async def scenario(store: GameStore) -> None:
        other = StoredRating("p-anna", "axio", 30.0, 5.0, 4)
        outsider = StoredRating("p-cleo", "rota", 20.0, 6.0, 2)
        await store.save(room("SEEDED", 1, seats=(FULL[0], StoredSeat("human", None, "C", "h",
                                                                      "p-cleo"))),
                         lambda current: [other, outsider])
        ended = room("ABCDEF", 2, seats=FULL, finished_at=50.0)
        await store.save(ended, rater(25.0))
        assert asked == [{}]
        assert await store.ratings(["p-anna", "p-ben"], "rota") == [
            StoredRating("p-anna", "rota", 25.0, 5.0, 1),
            StoredRating("p-ben", "rota", 25.0, 5.0, 1)]
        await store.save(replace(ended, revision=2), rater(27.0))
        assert asked[1] == {"p-anna": StoredRating("p-anna", "rota", 25.0, 5.0, 1),
                            "p-ben": StoredRating("p-ben", "rota", 25.0, 5.0, 1)}
        with pytest.raises(ValueError):
            await store.save(replace(ended, revision=3), failing)
        assert (await store.load("ABCDEF")) == replace(ended, revision=2)
        everything = await store.ratings(["p-anna", "p-ben"])
        assert sorted(everything, key=lambda rating: (rating.player, rating.game)) == [
            other, StoredRating("p-anna", "rota", 27.0, 5.4, 2),
            StoredRating("p-ben", "rota", 27.0, 5.4, 2)]
        with pytest.raises(RoomChanged):  # a refused save rates nobody
            await store.save(replace(ended, revision=2), rater(99.0))
        assert [rating.mu for rating in await store.ratings(["p-ben"], "rota")] == [27.0]
        assert await store.ratings(["p-cleo"], "rota") == [outsider]

    on_store(open_store, scenario)


def test_players_are_kept_once_per_key(open_store: Opener) -> None:
    anna = StoredPlayer("p-anna", "key-a", "Anna", 100.0)
    ben = StoredPlayer("p-ben", "key-b", "Ben", 200.0)

    async def scenario(store: GameStore) -> None:
        assert await store.player_of_key("key-a") is None
        await store.add_player(anna)
        await store.add_player(ben)
        with pytest.raises(KeyTaken):
            await store.add_player(StoredPlayer("p-other", "key-a", "Other", 300.0))
        assert await store.player_of_key("key-a") == anna
        assert await store.players(["p-ben", "p-none", "p-anna"]) == [ben, anna]
        assert await store.players([]) == []

    on_store(open_store, scenario)


def test_the_lists_hold_the_rooms_they_name(open_store: Opener) -> None:
    free = StoredSeat("human", None, None, None)
    anna = StoredSeat("human", None, "Anna", "h", "p-anna")
    bot = StoredSeat("bot", "greedy", "Greedy", None)
    rooms = [
        room("OPEN01", 1, seats=(anna, free), correspondence=True, listed=True),
        room("OPEN02", 2, seats=(anna, free), correspondence=True, listed=True),
        room("FULL03", 3, seats=(anna, bot), correspondence=True, listed=True, to_move=1),
        room("HIDE04", 4, seats=(anna, free), correspondence=True, listed=False),
        room("LIVE05", 5, seats=(anna, free), correspondence=False, listed=True),
        room("DONE06", 6, seats=(anna, free), correspondence=True, listed=True,
             finished_at=10.0, to_move=None),
        room("BENS07", 7, seats=(StoredSeat("human", None, "Ben", "h", "p-ben"), bot),
             to_move=0),
        room("BOTS08", 8, seats=(bot, StoredSeat("human", None, "Ben", "h", "p-ben")),
             to_move=0),
    ]

    async def scenario(store: GameStore) -> None:
        for kept in rooms:
            await store.save(kept)
        listed = [kept.code for kept in await store.open_games(10)]
        assert listed == ["OPEN02", "OPEN01"]
        assert [kept.code for kept in await store.open_games(1)] == ["OPEN02"]
        assert all(kept.record == "" for kept in await store.open_games(10))
        annas = await store.games_of("p-anna")
        assert sorted(kept.code for kept in annas) == [
            "DONE06", "FULL03", "HIDE04", "LIVE05", "OPEN01", "OPEN02"]
        by_code = {kept.code: kept for kept in rooms}
        assert all(kept == by_code[kept.code].listing() for kept in annas)
        assert await store.running_games("p-anna") == 5
        assert await store.running_games("p-ben") == 2
        assert await store.games_of("p-nobody") == []
        assert sorted(await store.bots_to_move()) == ["BOTS08", "FULL03"]

    on_store(open_store, scenario)


def test_a_sweep_forgets_unjoined_correspondence_rooms_and_ended_rooms(
        open_store: Opener) -> None:
    free = StoredSeat("human", None, None, None)
    anna = StoredSeat("human", None, "Anna", "h", "p-anna")
    rooms = [
        room("WAITED", 1, seats=(anna, free), correspondence=True, created_at=10.0),
        room("WAITNG", 2, seats=(anna, free), correspondence=True, created_at=500.0),
        room("LIVEGM", 3, seats=(anna, free), correspondence=False, created_at=10.0),
        room("PLAYNG", 4, seats=(anna, anna), correspondence=True, created_at=10.0),
        room("ENDOLD", 5, seats=(anna, free), created_at=10.0, finished_at=100.0),
        room("ENDNEW", 6, seats=(anna, anna), created_at=10.0, finished_at=900.0),
    ]

    async def scenario(store: GameStore) -> None:
        for kept in rooms:
            await store.save(kept)
        assert sorted(await store.sweep(100.0, 500.0)) == ["ENDOLD", "WAITED"]
        for kept in rooms:
            assert (await store.load(kept.code) is None) == (kept.code in ("ENDOLD", "WAITED"))
        assert await store.sweep(100.0, 500.0) == []

    on_store(open_store, scenario)


def test_room_numbers_only_grow(open_store: Opener) -> None:
    async def scenario(store: GameStore) -> None:
        numbers = [await store.next_number() for _ in range(5)]
        assert numbers == sorted(set(numbers)) and numbers[0] >= 1

    on_store(open_store, scenario)


# PostgreSQL shared by processes ----------------------------------------------------------


async def heard(changes: list[tuple[str, int]], change: tuple[str, int]) -> None:
    """Waits until ``change`` is among ``changes`` (the test's timeout bounds it)."""
    while change not in changes:
        await asyncio.sleep(0.02)


def test_two_processes_hear_of_each_others_changes_and_one_wins_a_race(
        postgres_dsn: str) -> None:
    async def main() -> None:
        one, two = await PostgresStore.open(postgres_dsn), await PostgresStore.open(postgres_dsn)
        changes: list[tuple[str, int]] = []
        two.on_change(lambda code, revision: changes.append((code, revision)))
        try:
            first = room("ABCDEF", await one.next_number())
            assert await two.next_number() != first.number
            # The listener may not listen yet: save on until it hears (no fixed sleep).
            await one.save(first)
            kept = first
            while ("ABCDEF", kept.revision) not in changes:
                await asyncio.sleep(0.05)
                kept = replace(kept, revision=kept.revision + 1)
                await one.save(kept)
            later = replace(kept, revision=kept.revision + 1, version=1)
            await one.save(later)
            await asyncio.wait_for(heard(changes, ("ABCDEF", later.revision)), 10)
            racing = [replace(later, revision=later.revision + 1, version=version)
                      for version in (2, 3)]
            done = await asyncio.gather(one.save(racing[0]), two.save(racing[1]),
                                        return_exceptions=True)
            assert sorted(type(result).__name__ for result in done) == [
                "NoneType", "RoomChanged"]
            winner = racing[done.index(None)]
            assert await one.load("ABCDEF") == winner == await two.load("ABCDEF")
            await one.forget("ABCDEF")
            await asyncio.wait_for(heard(changes, ("ABCDEF", 0)), 10)
        finally:
            await one.close()
            await two.close()

    asyncio.run(main())


def test_a_store_keeps_working_and_hearing_after_the_database_restarts(
        postgres_server: PostgresServer, postgres_dsn: str,
        caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        one, two = await PostgresStore.open(postgres_dsn), await PostgresStore.open(postgres_dsn)
        changes: list[tuple[str, int]] = []
        two.on_change(lambda code, revision: changes.append((code, revision)))
        try:
            kept = room("ABCDEF", 1)
            await one.save(kept)
            await asyncio.to_thread(postgres_server.restart)
            kept = replace(kept, revision=2)
            await one.save(kept)  # the pool drops the connections the restart broke
            assert await two.load("ABCDEF") == kept
            while ("ABCDEF", kept.revision) not in changes:  # until it listens again
                await asyncio.sleep(0.05)
                kept = replace(kept, revision=kept.revision + 1)
                await one.save(kept)
        finally:
            await one.close()
            await two.close()

    with caplog.at_level(logging.WARNING, logger="axio_desktop.net"):
        asyncio.run(main())
    said = [record.getMessage() for record in caplog.records]
    assert sum("not hearing of other processes' changes" in line for line in said) == 1, said
    assert sum("hearing of changes again" in line for line in said) == 1, said


def test_a_database_that_cannot_be_reached_is_a_store_error_without_its_password(
        tmp_path: Path) -> None:
    dsn = f"host={tmp_path} port=5999 user=anna password=secret-word dbname=rooms"

    async def main() -> None:
        await PostgresStore.open(dsn, timeout=0.5)

    with pytest.raises(StoreError) as raised:
        asyncio.run(main())
    assert "secret-word" not in str(raised.value) and "rooms" in str(raised.value)
    assert "secret" not in shown("postgresql://anna:secret@db.example/rooms")
