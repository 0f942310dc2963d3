"""Engine values put into the player's words (the engine keeps the data, the UI the words)."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import COLOUR_NAMES, Cell, Colour, Outcome, Placement
from .i18n import tr


def colour_name(colour: Colour) -> str:
    return tr(f"colour.{COLOUR_NAMES[colour]}")


def level_name(level: str | None) -> str:
    """The shown name of a bot level (the level itself when the catalogue has none)."""
    if level is None:
        return tr("seat.human")
    key = f"level.{level}"
    shown = tr(key)
    return level if shown == key else shown


def cell_text(cell: Cell) -> str:
    return f"({cell[0]}, {cell[1]})"


def join_names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return tr("words.and_list", head=", ".join(names[:-1]), last=names[-1])


def verdict(outcome: Outcome, names: Sequence[str]) -> str:
    """Who won and why, e.g. "Chris wins: lowest 7 = 7, second 9 = 9, third 10 > 9"."""
    winners = [names[seat] for seat in outcome.winners]
    if len(names) == 1:
        return tr("results.solo", result=outcome.standings[0].lowest)
    if outcome.instant_win:
        return tr("results.instant", name=winners[0])
    steps = ", ".join(
        tr(
            "results.step",
            rank=tr(f"rank.{step.rank}"),
            mine=step.winner,
            sign="=" if step.winner == step.other else ">",
            theirs=step.other,
        )
        for step in outcome.tie_break
    )
    if outcome.shared_victory:
        return tr("results.shared", names=join_names(winners), steps=steps)
    return tr("results.wins", name=winners[0], steps=steps)


def placement_summary(placement: Placement, names: Sequence[str]) -> str:
    """One line for the move log, e.g. "Anna: GBOP at (2, 0), named blue"."""
    key = "log.bonus" if placement.bonus else "log.placed"
    line = tr(
        key,
        name=names[placement.player],
        tile=placement.tile.code,
        cell=cell_text(placement.move.cell),
    )
    if placement.move.name is not None:
        line += tr("log.named", colour=colour_name(placement.move.name))
    return line
