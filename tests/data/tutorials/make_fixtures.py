"""Writes the small test tutorials beside this file (run by hand: ``python
tests/data/tutorials/make_fixtures.py``): a short deal of AXIO Rota (seat 0 naming a colour once) and a whole deal of AXIO and AXIO Hex (the box
must be full) played by two bots,
seat 0 winning on its lowest colour, with a card for each of seat 0's decisions, one
card at the opponent's turn and two at the end. Only the tests use them."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from axio_desktop.bots import make_bot
from axio_desktop.engine.axio import AxioRecord, Exchange, Place
from axio_desktop.engine.players import PlayerInfo
from axio_desktop.engine.registry import find_game
from axio_desktop.engine.rota import Move, RotaRecord, RotaState, Setup
from axio_desktop.kits import find_kit

HERE = Path(__file__).parent
PLAYERS = (PlayerInfo("Lea"), PlayerInfo("Robo", "bot", "greedy"))


def rota_game(seed: int) -> tuple[RotaRecord, list[Move]] | None:
    dealt = Setup.deal(2, seed)
    setup = Setup.custom(dealt.display, [stack[:4] for stack in dealt.stacks], dealt.supply[:2])
    state = RotaState.start(setup)
    bots = [make_bot("greedy", seed, kit=find_kit("rota").bots) for _ in range(2)]
    while not state.finished:
        seat = state.to_move
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat)))
    outcome = state.outcome()
    named = any(placement.move.name for placement in state.history if placement.player == 0)
    if not named or outcome is None or outcome.winners != (0,) or outcome.instant_win:
        return None
    record = RotaRecord.of(PLAYERS, state)
    return record, [placement.move for placement in state.history if placement.player == 0]


def axio_game(game: str, seed: int) -> AxioRecord | None:
    state = find_game(game).new_state(2, random.Random(seed))
    rng = random.Random(seed)
    bots = [make_bot("greedy", seed, kit=find_kit(game).bots) for _ in range(2)]
    offers = 0
    while not state.finished:
        if state.awaiting_draw:
            state.draw(state.random_draw(rng))
            continue
        seat = state.to_move
        assert seat is not None
        decision = bots[seat].choose(state.view(seat))
        if isinstance(decision, Exchange) and seat == 0:
            offers += 1
        state.apply(decision)
    outcome = state.outcome()
    if offers == 0 or outcome is None or outcome.winners != (0,) or outcome.instant_win:
        return None
    return AxioRecord.of(PLAYERS, state)


def card(en: str, de: str, **more: Any) -> dict[str, Any]:
    return {"text": {"en": en, "de": de}, **more}


def steps_of(decisions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    steps = [card("Welcome! Your tiles wait here.", "Willkommen! Hier liegen deine Plättchen.",
                  highlight={"rack": True})]
    for number, decision in enumerate(decisions):
        if "answer" in decision:
            steps.append(card("Answer the exchange offer.", "Beantworte das Tauschangebot.",
                              answer=decision["answer"]))
            continue
        cells = decision.get("cells") or [decision["cell"]]
        steps.append(card(f"Placement {number + 1}: the glowing cells.",
                          f"Legen {number + 1}: auf die leuchtenden Felder.",
                          expect=decision, highlight={"cells": cells}))
        if number == 0:
            steps.append(card("Now your opponent plays.", "Jetzt spielt dein Gegner.",
                              at="turn", highlight={"scores": [1]}))
    steps += [
        card("The game is over.", "Das Spiel ist aus.", at="end", highlight={"scores": [0, 1]}),
        card("Your lowest colour wins it.", "Deine niedrigste Farbe gewinnt.", at="end",
             highlight={"scores": [0], "colours": "R"}),
    ]
    return steps


def write(game: str, record: Any, decisions: list[dict[str, Any]]) -> None:
    document = {"format": "axio-tutorial", "version": 1, "game": game,
                "record": record.to_json(), "steps": steps_of(decisions)}
    (HERE / f"{game}.json").write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n",
                                       encoding="utf-8")


def main() -> None:
    for seed in range(1, 500):
        found = rota_game(seed)
        if found is not None:
            rota, moves = found
            write("rota", rota, [{"cell": list(m.cell), "rotation": m.rotation, "name": m.name}
                                   for m in moves])
            break
    for game in ("axio", "axio-hex"):
        for seed in range(1, 500):
            axio = axio_game(game, seed)
            if axio is not None:
                write(game, axio, axio_decisions(axio))
                break


def axio_decisions(record: AxioRecord) -> list[dict[str, Any]]:
    """Seat 0's decisions in order: its placements and its answers to exchange offers."""
    decisions: list[dict[str, Any]] = []
    for step in record.walk():
        if step.seat == 0:
            if isinstance(step.decision, Place):
                decisions.append({"cells": [list(cell) for cell in step.decision.cells],
                                  "colours": step.decision.colours})
            else:
                decisions.append({"answer": "exchange" if step.decision.accept else "keep"})
    return decisions


if __name__ == "__main__":
    main()
