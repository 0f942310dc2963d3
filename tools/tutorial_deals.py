"""Find the deals of the guided first games (issue 30), and say what each decision does.

    python tools/tutorial_deals.py find GAME [--seeds N] [--from S] [--learner L] [--opponent L]
    python tools/tutorial_deals.py record GAME SEED [--learner L] [--opponent L] [--into FILE]
    python tools/tutorial_deals.py report FILE

`find` plays seeded two-player games of GAME (seat 0, the learner, played by a strong
bot; seat 1, the opponent, by a weaker one), keeps the deals whose game shows what the
tutorial teaches early in the learner's own placements and which the learner wins on
the lowest colour (no instant win), and prints the best few, cheapest first.
`record` prints the record of one such game, or puts it into a tutorial file (its steps
kept: the test of the tutorial files then says which no longer fit).
`report` prints, for a record or a tutorial file, every decision in order: for the
learner's the points per colour, how the corners or lines scored, pyramids, AXIO! and
bonus placements, the exchange offered and taken, the tracks after it; in a tutorial
file each learner decision follows the card that expects it, so every number a card
quotes can be checked against what the engine did.

A game is dealt and played as ``simulate`` does, from strings of the seed (``deal S``,
``chance S``, ``bot S SEAT``), so a seed and two levels give the same record again.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from axio_desktop.bots import make_bot
from axio_desktop.engine import PlayerInfo
from axio_desktop.engine.axio import AxioRecord, AxioState, Exchange, Place
from axio_desktop.engine.rota import RotaRecord
from axio_desktop.kits import find_kit

LEARNER = PlayerInfo("You", "human")
CORNERS = ("NW", "NE", "SE", "SW")


@dataclass(frozen=True)
class Decision:
    """One decision of a record as the engine played it (a placement or an exchange answer)."""

    player: int
    bonus: bool
    shape: dict[str, Any]
    """The placement in the record's own shape, or ``{"answer": "exchange" | "keep"}``."""
    tile: str
    before: tuple[int, ...]
    points: tuple[int, ...]
    after: tuple[int, ...]
    detail: str
    """How the placement scored: the corners' circles, the pyramids."""
    pyramids: int = 0
    axio: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    """What the mover held before deciding: the rack, the hand tile."""

    @property
    def is_answer(self) -> bool:
        return "answer" in self.shape


def rota_decisions(data: object) -> list[Decision]:
    """Every move of an AXIO Rota record, with the circles its corners joined."""
    decisions = []
    for step in RotaRecord.from_json(data).walk():
        state, move, player = step.before, step.decision, step.seat
        tile = state.tile_to_place
        assert tile is not None
        preview = state.preview(move.cell, move.rotation)
        before = state.scores(player)
        done = state.apply(move)
        circles = [f"{CORNERS[c.corner]} {c.symbol or '(' + str(move.name) + ')'} joins "
                   f"{c.neighbours}" for c in preview.corners if c.touches]
        decisions.append(Decision(
            player, done.bonus, {"cell": list(move.cell), "rotation": move.rotation,
                                 "name": move.name},
            tile.code, before, done.points, done.scores,
            "; ".join([f"turned {tile.rotations[move.rotation]}", *circles]),
            axio=done.axio, hand=(tile.code,)))
    return decisions


def axio_decisions(data: object) -> list[Decision]:
    """Every placement of an AXIO or AXIO Hex record, with what each half's lines and the
    pyramids scored, and every answer at an exchange offer."""
    decisions = []
    for step in AxioRecord.from_json(data).walk():
        state, player, place = step.before, step.seat, step.decision
        if isinstance(place, Exchange):
            tracks = state.scores(player)
            state.apply(place)
            decisions.append(Decision(
                player, False, {"answer": "exchange" if place.accept else "keep"}, "",
                tracks, (0,) * len(tracks), tracks,
                f"lowest {state.lowest_colours(player)}", hand=state.rack(player)))
            continue
        rack = state.rack(player)
        before = state.scores(player)
        halves = half_points(state, place)
        done = state.apply(place)
        assert done is not None
        detail = "lines " + ", ".join(f"{colour}{list(cell)} {points}" for cell, colour, points
                                      in zip(place.cells, place.colours, halves))
        if done.pyramids:
            detail += f"; pyramids on {[list(cell) for cell in done.pyramids]}"
        decisions.append(Decision(
            player, done.bonus, {"cells": [list(cell) for cell in place.cells],
                                 "colours": place.colours},
            place.colours, before, done.points, done.scores, detail,
            pyramids=len(done.pyramids), axio=done.axio, hand=rack))
    return decisions


def half_points(state: AxioState, place: Place) -> tuple[int, int]:
    """What each half of ``place`` scores along its lines (pyramids not counted)."""
    board = state.board.copy()
    area = board.area
    first, second = (area.index[cell] for cell in place.cells)
    board.cover(first, place.colours[0])
    board.cover(second, place.colours[1])
    return (board.line_points(first, place.colours[0], area.direction(first, second)),
            board.line_points(second, place.colours[1], area.direction(second, first)))


def decisions_of(record: dict[str, Any]) -> list[Decision]:
    return rota_decisions(record) if record["format"] == "axio-rota-record" else axio_decisions(record)


# Playing and judging deals -------------------------------------------------------------


def play(game_id: str, seed: int, learner: str, opponent: str) -> dict[str, Any]:
    """The finished record of a seeded game between the two levels (learner in seat 0)."""
    kit = find_kit(game_id)
    state = kit.game.new_state(2, random.Random(f"deal {seed}"))
    chance = random.Random(f"chance {seed}")
    bots = [make_bot(level, random.Random(f"bot {seed} {seat}"), kit=kit.bots)
            for seat, level in enumerate((learner, opponent))]
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(chance)
            continue
        seat = state.to_move
        state.apply(bots[seat].choose(state.view(seat)))
    players = [LEARNER, PlayerInfo(bots[1].name, "bot", opponent)]
    document: dict[str, Any] = json.loads(kit.game.record_of(players, state).dumps())
    document["meta"] = {"program": "tools/tutorial_deals.py", "seed": seed,
                        "learner": learner, "opponent": opponent}
    return document


@dataclass(frozen=True)
class Verdict:
    cost: float
    notes: str


Judge = Callable[[list[Decision], tuple[int, ...]], Verdict | None]


def first(decisions: Sequence[Decision], wanted: Callable[[Decision], bool]) -> int | None:
    """The number of the learner's first decision (from 0) that is ``wanted``."""
    return next((number for number, decision in enumerate(decisions) if wanted(decision)), None)


def judge_rota(mine: list[Decision], _: tuple[int, ...]) -> Verdict | None:
    named = first(mine, lambda d: d.shape["name"] is not None and sum(d.points) > 0)
    axio = first(mine, lambda d: bool(d.axio))
    # The first placement shows circles alone; naming comes soon after, as its own lesson.
    if named is None or not 1 <= named <= 4 or axio is None or sum(mine[0].points) == 0:
        return None
    if len(mine) <= axio + 1 or not mine[axio + 1].bonus:
        return None
    return Verdict(named + axio / 2 + len(mine), f"names at {named}, AXIO! at {axio}")


def judge_axio(mine: list[Decision], _: tuple[int, ...]) -> Verdict | None:
    offers = [number for number, decision in enumerate(mine) if decision.is_answer]
    pyramid = first(mine, lambda d: d.pyramids > 0)
    axio = first(mine, lambda d: bool(d.axio))
    if (len(offers) != 1 or mine[offers[0]].shape["answer"] != "exchange" or pyramid is None
            or pyramid > 12 or axio is None or sum(mine[0].points) == 0):
        return None
    if len(mine) <= axio + 1 or not mine[axio + 1].bonus:
        return None
    return Verdict(pyramid + offers[0] / 2 + len(mine),
                   f"pyramid at {pyramid}, exchange at {offers[0]}, AXIO! at {axio}")


def judge_hex(mine: list[Decision], scores: tuple[int, ...]) -> Verdict | None:
    offers = [number for number, decision in enumerate(mine) if decision.is_answer]
    if len(offers) != 1 or mine[offers[0]].shape["answer"] != "exchange" or offers[0] > 14:
        return None
    if min(scores) < GOOD_LOWEST:
        return None
    bonus = sum(decision.bonus for decision in mine)
    return Verdict(offers[0] + len(mine) + 3 * bonus - min(scores),
                   f"exchange at {offers[0]}, {bonus} bonus, lowest {min(scores)}")


GOOD_LOWEST = 7
"""The least lowest colour a learner of AXIO Hex ends with: a tutorial won by the lowest
colour should not end on a neglected one."""

JUDGES: dict[str, Judge] = {"rota": judge_rota, "axio": judge_axio, "axio-hex": judge_hex}


def verdict(game_id: str, record: dict[str, Any]) -> Verdict | None:
    """How good a tutorial the record makes (cheaper is better), or None if it will not do:
    the learner must win on the lowest colour, not at once, and show what the game teaches."""
    kit = find_kit(game_id)
    state = kit.game.read_record(record).replay()
    outcome = state.outcome()
    assert outcome is not None
    decided = outcome.tie_break[:1]
    if (outcome.winners != (0,) or outcome.instant_win or not decided
            or not decided[0].decisive):
        return None
    mine = [decision for decision in decisions_of(record) if decision.player == 0]
    judged = JUDGES[game_id](mine, state.scores(0))
    if judged is None:
        return None
    misses = sum(not lifts_lowest(decision) for decision in mine if not decision.is_answer)
    return Verdict(judged.cost + misses, f"{judged.notes}, {misses} placements miss the lowest")


def lifts_lowest(decision: Decision) -> bool:
    """Whether a placement scores in a colour that was the mover's lowest before it: what
    the cards keep asking the learner to do."""
    low = min(decision.before)
    return any(points and before == low for before, points in zip(decision.before,
                                                                   decision.points))


def find(options: argparse.Namespace) -> int:
    found = []
    for seed in range(options.start, options.start + options.seeds):
        record = play(options.game, seed, options.learner, options.opponent)
        judged = verdict(options.game, record)
        if judged is not None:
            found.append((judged.cost, seed, judged.notes))
            print(f"seed {seed}: cost {judged.cost:.1f}, {judged.notes}", file=sys.stderr)
    for cost, seed, notes in sorted(found)[:options.show]:
        print(f"{seed}\t{cost:.1f}\t{notes}")
    return 0 if found else 1


def write_record(options: argparse.Namespace) -> int:
    record = play(options.game, options.seed, options.learner, options.opponent)
    if options.into is None:
        print(json.dumps(record, ensure_ascii=False))
        return 0
    steps = []
    if options.into.exists():
        steps = json.loads(options.into.read_text(encoding="utf-8"))["steps"]
    options.into.write_text(tutorial_text(options.game, record, steps), encoding="utf-8")
    return 0


def tutorial_text(game_id: str, record: dict[str, Any], steps: list[dict[str, Any]]) -> str:
    """A tutorial file as the repository keeps it: the record on one line, each step on one."""
    lines = ",\n".join(f"  {json.dumps(step, ensure_ascii=False)}" for step in steps)
    return (f'{{"format": "axio-tutorial", "version": 1, "game": {json.dumps(game_id)},\n'
            f' "record": {json.dumps(record, ensure_ascii=False)},\n'
            f' "steps": [\n{lines}\n ]\n}}\n')


# Reporting -----------------------------------------------------------------------------


def describe(decision: Decision, colours: str) -> str:
    if decision.is_answer:
        return (f"exchange offered ({decision.detail}, rack {' '.join(decision.hand)}): "
                f"{decision.shape['answer']}")
    low = min(decision.before)
    lowest = "".join(c for c, v in zip(colours, decision.before) if v == low)
    gained = " ".join(f"+{p}{c}" for c, p in zip(colours, decision.points) if p) or "nothing"
    tracks = " ".join(f"{c}{v}" for c, v in zip(colours, decision.after))
    parts = [("BONUS " if decision.bonus else "") + f"{decision.tile} {json.dumps(decision.shape)}",
             f"hand {' '.join(decision.hand)}", f"lowest before {lowest}={low}",
             f"scores {gained}"]
    if decision.detail:
        parts.append(decision.detail)
    if decision.axio:
        parts.append(f"AXIO! in {''.join(decision.axio)}")
    parts.append(f"tracks {tracks}")
    return " | ".join(parts)


def report(options: argparse.Namespace) -> int:
    document = json.loads(Path(options.file).read_text(encoding="utf-8"))
    tutorial = document.get("format") == "axio-tutorial"
    record = document["record"] if tutorial else document
    colours = find_kit(record.get("game", "rota")).game.colours
    decisions = decisions_of(record)
    if tutorial:
        print_tutorial(document["steps"], iter(decisions), colours)
    else:
        for number, decision in enumerate(decisions):
            print(f"{number:3} seat {decision.player}: {describe(decision, colours)}")
    state = find_kit(record.get("game", "rota")).game.read_record(record).replay()
    print(f"end: {state.all_scores()}, {state.outcome()}")
    return 0


def print_tutorial(steps: list[dict[str, Any]], decisions: Iterator[Decision],
                   colours: str) -> None:
    """Each card, and after a card that waits for the learner the opponent's decisions
    before it and the learner's decision it expects."""
    for number, step in enumerate(steps):
        waits = "expect" in step or "answer" in step
        print(f"--- step {number} ({step.get('at', 'now')}"
              f"{', waits' if waits else ''}) {json.dumps(step.get('highlight', {}))}")
        print(f"    en: {step['text']['en']}")
        print(f"    de: {step['text']['de']}")
        if not waits:
            continue
        for decision in decisions:
            print(f"    seat {decision.player}: {describe(decision, colours)}")
            if decision.player == 0:
                wanted = step.get("expect") or {"answer": step.get("answer")}
                if decision.shape != wanted:
                    print(f"    !!! the step expects {json.dumps(wanted)}")
                break
    for decision in decisions:
        print(f"    seat {decision.player}: {describe(decision, colours)}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(required=True)
    for name, run in (("find", find), ("record", write_record)):
        command = commands.add_parser(name)
        command.add_argument("game", choices=sorted(JUDGES))
        if name == "record":
            command.add_argument("seed", type=int)
            command.add_argument("--into", type=Path, metavar="TUTORIAL",
                                 help="write the record into this tutorial file, keeping its steps")
        else:
            command.add_argument("--seeds", type=int, default=100)
            command.add_argument("--from", dest="start", type=int, default=0)
            command.add_argument("--show", type=int, default=10)
        command.add_argument("--learner", default="hard")
        command.add_argument("--opponent", default="easy")
        command.set_defaults(run=run)
    command = commands.add_parser("report")
    command.add_argument("file")
    command.set_defaults(run=report)
    options = parser.parse_args(argv)
    result: int = options.run(options)
    return result


if __name__ == "__main__":
    sys.exit(main())
