"""`serve` and `join` as processes: whole games of the three games between command-line
seats (levels, bot-protocol programs and host bots), a host killed with ``kill -9`` and
restarted on its data, a host stopped by SIGTERM, ``wss://``, and the refusals a
command-line user sees."""

from __future__ import annotations

import asyncio
import json
import signal
import ssl
import subprocess
import sys
import time
from pathlib import Path

from netplay import Peer, answer, create, join
from served import EXAMPLES, TLS, command, finish, free_port, served, start_join

from axio_desktop.engine import load_record

SEATS = {
    "rota": f"cmd:{sys.executable} {EXAMPLES / 'random_bot.py'}",
    "axio": f"cmd:{sys.executable} {EXAMPLES / 'axio_random_bot.py'}",
    "axio-hex": "medium",
}


def test_whole_games_of_the_three_games_between_command_line_seats(tmp_path: Path) -> None:
    with served("--seed", "4") as host:
        creators = {}
        for game in SEATS:
            creators[game] = start_join(host.url, "--create", game, "--seats",
                                        "human,bot:easy,human", "--seat", "greedy", "--name",
                                        "Anna", "--record", str(tmp_path / f"{game}-0.json"))
        joiners = {}
        for game, creator in creators.items():
            assert creator.stdout is not None
            room = creator.stdout.readline().strip().removeprefix("room ")
            joiners[game] = start_join(host.url, room, "--seat", SEATS[game], "--record",
                                       str(tmp_path / f"{game}-2.json"))
        for game in SEATS:
            created, _ = finish(creators[game])
            joined, _ = finish(joiners[game])
            result = json.loads(joined)
            assert result["finished"] and json.loads(created.splitlines()[-1]) == result
            records = [(tmp_path / f"{game}-{seat}.json").read_text() for seat in (0, 2)]
            assert records[0] == records[1]
            record = load_record(records[0])
            assert [player.kind for player in record.players] == ["human", "bot", "human"]
            assert record.players[0].name == "Anna"
        assert host.stop() == 0
        log = host.log().splitlines()
    assert sum(" created by Anna (seat 0)" in line for line in log) == 3
    assert sum(line.endswith("joined") for line in log) == 3
    assert sum(" ended: winners " in line for line in log) == 3


def test_a_host_killed_with_kill_9_comes_back_with_its_rooms_and_tokens(tmp_path: Path) -> None:
    port = str(free_port())
    options = ("--port", port, "--data", str(tmp_path / "rooms"), "--seed", "9",
               "--bot-processes", "0")

    async def first_half(url: str) -> tuple[str, str, dict[str, object]]:
        anna = await Peer.open(url)
        await anna.send(create("axio", "Anna", ["human", "human", "bot:easy"]))
        welcome = await anna.expect("welcome")
        seat_1 = start_join(url, welcome["room"], "--seat", "random", "--name", "Ben")
        started.append(seat_1)
        frame = await anna.until("move")
        while frame["version"] < 12:  # Anna plays her part of the first dozen decisions
            await anna.send(answer("axio", frame, frame["version"]))
            frame = await anna.until("move")
        return welcome["room"], welcome["token"], frame

    async def second_half(url: str, room: str, token: str, before: dict[str, object]) -> None:
        anna = await Peer.open(url)
        await anna.send(join(room, token=token))
        welcome = await anna.expect("welcome")
        assert welcome["token"] == token and welcome["seat"] == 0
        snapshot = await anna.expect("update")
        assert snapshot["version"] == before["version"] and snapshot["last"] is None
        assert snapshot["view"] == before["view"]
        frame = await anna.expect("move")
        assert frame == before
        versions = []
        while frame is not None:
            await anna.send(answer("axio", frame, frame["version"]))
            frame = None
            while frame is None:
                update = await anna.expect("update")
                versions.append(update["version"])
                if update["view"]["to_move"] is None:
                    break
                if update["view"]["to_move"] == 0:
                    frame = await anna.expect("move")
        end = await anna.expect("end")
        assert load_record(json.dumps(end["record"])).replay().finished
        assert versions == list(range(before["version"] + 1, versions[-1] + 1))

    started: list[object] = []
    with served(*options) as host:
        room, token, before = asyncio.run(first_half(host.url))
        host.stop(signal.SIGKILL)
        log = host.log()
    with served(*options) as host:
        asyncio.run(second_half(host.url, room, token, before))
        ben = started[0]
        out, _ = finish(ben)  # Ben's `join` found the host again by itself
        assert json.loads(out)["finished"]
        assert host.stop() == 0
        log += host.log()
    assert token not in log and "rejoined" in log


def test_sigterm_closes_every_connection_with_1001_and_exits_0() -> None:
    async def connected(url: str) -> Peer:
        peer = await Peer.open(url)
        await peer.send(create("rota", "Anna", ["human", "human"]))
        await peer.expect("welcome")
        return peer

    async def closing(peer: Peer) -> int:
        return await peer.closed()

    with served() as host:
        loop = asyncio.new_event_loop()
        peer = loop.run_until_complete(connected(host.url))
        started = time.monotonic()
        host.process.send_signal(signal.SIGTERM)
        assert loop.run_until_complete(closing(peer)) == 1001
        assert host.process.wait(5) == 0 and time.monotonic() - started < 5
        loop.close()


def test_wss_with_a_certificate_and_a_trusted_ca(tmp_path: Path) -> None:
    with served("--certfile", str(TLS / "host.pem"), "--keyfile", str(TLS / "host.key")) as host:
        assert host.url.startswith("wss://127.0.0.1:")
        solo = start_join(host.url, "--create", "rota", "--seats", "human,bot:random",
                          "--seat", "easy", "--cafile", str(TLS / "ca.pem"))
        out, _ = finish(solo)
        assert out.splitlines()[0].startswith("room ")
        assert json.loads(out.splitlines()[-1])["finished"]
        untrusted = start_join(host.url, "ABCDEF", "--seat", "easy")
        _, err = untrusted.communicate(timeout=30)
        assert untrusted.returncode == 1 and "CERTIFICATE_VERIFY_FAILED" in err

        async def plain_peer() -> None:
            context = ssl.create_default_context(cafile=str(TLS / "ca.pem"))
            peer = await Peer.open(host.url, ssl=context)
            await peer.send({"type": "ping"})
            assert (await peer.frame())["type"] == "pong"
            await peer.close()

        asyncio.run(plain_peer())


def test_a_refused_join_says_why_and_exits_2() -> None:
    with served() as host:
        lost = start_join(host.url, "ZZZZZZ", "--seat", "easy")
        _, err = lost.communicate(timeout=30)
        assert lost.returncode == 2
        assert err.strip() == "join: the host refused: no_room: No room has the code 'ZZZZZZ'."
        port = host.url.rsplit(":", 1)[1]
        taken = subprocess.run(command("serve", "--port", port), capture_output=True, text=True,
                               timeout=30, check=False)
        assert taken.returncode == 2 and taken.stdout == ""
        assert taken.stderr.startswith(f"serve: cannot listen on 127.0.0.1:{port}: ")
