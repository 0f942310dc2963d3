"""Engine values put into the player's words (the engine keeps the data, the UI the words)."""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence
from pathlib import PurePath
from typing import Any

from ...bots.external import COMMAND_PREFIX
from ...engine import AxioError
from ...engine.colours import COLOUR_NAMES
from ...engine.ranking import Outcome
from ...engine.registry import find_game
from ...review import SHOWN_DIGITS, AnalysisKit, Unit
from ...userdata import FileProblem, SaveError
from ..i18n import tr


def colour_name(colour: str) -> str:
    """A colour letter of any of the games (AXIO Hex adds yellow) in words."""
    return tr(f"colour.{COLOUR_NAMES[colour]}")


def level_name(level: str | None) -> str:
    """The shown name of a bot level (the level itself when the catalogue has none; an
    external program by the script or program it runs)."""
    if level is None:
        return tr("seat.human")
    if level.startswith(COMMAND_PREFIX):
        return program_name(level.removeprefix(COMMAND_PREFIX))
    key = f"level.{level}"
    shown = tr(key)
    return level if shown == key else shown


def file_problem_text(problem: FileProblem) -> str:
    """What was wrong with a user data file and what happens instead, in one sentence
    (the fault itself in the terms of the file's format)."""
    file = tr(f"file.{problem.file}")
    if problem.game is not None:  # the files kept per game say which game's it is
        file = f"{file} ({find_game(problem.game).title})"
    instead = tr(f"instead.{problem.file if problem.instead == 'fresh' else problem.instead}")
    if problem.set_aside is None:
        return tr("problem.unreadable", file=file, fault=problem.fault, instead=instead)
    aside = problem.set_aside
    kept = (
        tr("problem.kept", name=aside.kept_as)
        if aside.kept_as is not None
        else tr("problem.not_kept", reason=aside.failure or "")
    )
    return tr("problem.damaged", file=file, fault=problem.fault, instead=instead, kept=kept)


def fault_text(error: Exception, cell_name: Callable[[tuple[int, int]], str] | None = None,
               *, here: bool = False) -> str:
    """An engine error in the player's words, with its place (the move, the turn, the
    place in the file); the error's own English message when it names no kind of
    fault the catalogue knows. A cell is called by ``cell_name`` (its game's name for
    it, at the table), else written as a record writes it, ``(x, y)``; ``here``: the
    player has just pointed at it, and the names are not shown, so it is "this cell"
    (``fault.<code>_here``)."""
    if not isinstance(error, AxioError) or error.code is None:
        return str(error)
    details = dict(error.details)
    cell = details.get("cell")
    if isinstance(cell, tuple) and len(cell) == 2:
        details["cell"] = cell_name(cell) if cell_name is not None else f"({cell[0]}, {cell[1]})"
    if "wanted" in details:
        details["wanted"] = tr(f"fault.wanted.{details['wanted']}")
    key = "fault.tile" if error.code.startswith("tile_") else f"fault.{error.code}"
    if here and "cell" in details:
        key = f"fault.{error.code}_here"
    fault = tr(key, **details)
    if fault == key:
        return str(error)
    if "move" in details:
        return tr("fault.at_move", number=details["move"], fault=fault)
    if "placement" in details:
        return tr("fault.at_placement", fault=fault, **details)
    if "turn" in details:
        return tr("fault.at_turn", fault=fault, **details)
    if "where" in details:
        return tr("fault.at_where", fault=fault, where=details["where"])
    return fault


def save_error_text(error: SaveError) -> str:
    return tr("problem.not_saved", file=tr(f"file.{error.file}"), reason=error.reason)


def program_name(command: str) -> str:
    """A short name for a bot program's command line: the first argument that names a
    file with an extension (the script an interpreter runs), else the program itself.
    ``python3 bots/my_bot.py --fast`` is ``my_bot.py``; ``./axiobot -v`` is ``axiobot``."""
    try:
        words = shlex.split(command)
    except ValueError:  # an unclosed quote: still show something
        words = command.split()
    if not words:
        return command
    scripts = [word for word in words[1:] if not word.startswith("-") and "." in PurePath(word).name]
    return PurePath(scripts[0] if scripts else words[0]).name


def join_names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return tr("words.and_list", head=", ".join(names[:-1]), last=names[-1])


def verdict(outcome: Outcome, names: Sequence[str], *, watched: bool = False,
            instant: str = "results.instant") -> str:
    """Who won and why, in words: "Anna wins with 7 in the lowest colour; Ben has 5",
    or on the tie-break "Anna wins on the tie-break: both have 6 in their lowest
    colour; Anna's second-lowest colour is 10, Ben's 9" (the winner against the best of
    the others), or who share the victory. Solo, the result is the player's
    (``watched``: a program's, told by name); ``instant`` is the game's words for an
    instant win."""
    winners = [names[seat] for seat in outcome.winners]
    if len(names) == 1:
        result = outcome.standings[0].lowest
        if watched:
            return tr("results.solo_watched", name=names[0], result=result)
        return tr("results.solo", result=result)
    if outcome.instant_win:
        return tr(instant, name=winners[0])
    if outcome.shared_victory or outcome.runner_up is None:
        tracks = outcome.standing(outcome.winners[0]).sorted_scores
        return tr("results.shared", names=join_names(winners),
                  values=", ".join(str(value) for value in tracks))
    name, other = winners[0], names[outcome.runner_up]
    *tied, decided = outcome.tie_break
    said = {"name": name, "other": other, "mine": decided.winner, "theirs": decided.other}
    if not tied:
        return tr("results.wins" if len(names) == 2 else "results.wins_of_more", **said)
    who = tr("results.both") if len(names) == 2 else tr("results.both_of", name=name, other=other)
    if len(tied) == 1:
        alike = tr("results.tied_at", value=tied[0].winner, rank=tr(f"rank.{tied[0].rank}"))
    else:
        alike = tr("results.tied_from_lowest",
                   values=join_names([str(step.winner) for step in tied]))
    return tr("results.tie_break", who=who, tied=alike, rank=tr(f"rank.{decided.rank}"), **said)


def decimal(value: float, digits: int) -> str:
    """``value`` with ``digits`` decimals as the player's language writes them."""
    return f"{value:.{digits}f}".replace(".", tr("words.decimal_mark"))


def amount_text(unit: Unit, amount: float) -> str:
    """A loss in a review's unit as the player counts it, the same on every screen:
    percentage points of a chance to win, or points of the lowest colour."""
    return decimal(unit.shown(amount), SHOWN_DIGITS)


def value_text(unit: Unit, value: float) -> str:
    """A value in a review's unit: a chance to win in whole percent, or the expected
    lowest colour."""
    if unit.solo:
        return decimal(value, SHOWN_DIGITS)
    return tr("words.percent", value=decimal(unit.shown(value), 0))


def answer_words(kit: AnalysisKit[Any, Any], move: object) -> str:
    """An answer to the exchange option in words ("keep the rack"; its notation is
    ``keep``), read from its JSON in the review's shape (``{"exchange": true}`` or
    ``false``, docs/review.md)."""
    exchanged = kit.move_json(move).get("exchange")
    return tr("review.answer_exchange" if exchanged else "review.answer_keep")
