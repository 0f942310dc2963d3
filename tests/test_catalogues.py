"""The catalogues check themselves: every key the program asks for is in both languages
and no key is left over; every registered game has its rules text and its tips, at
the table and solo, in each language.

The keys are found in the source: every string passed to ``tr`` and every dotted string
of a catalogue's namespaces (the key tables such as the help rows hand them on), and
every formatted key such as ``f"rank.{step.rank}"``, expanded over what the program can
put in it (the ranks, colours, levels and error codes of the registered games, the
network protocol's refusals)."""

from __future__ import annotations

import ast
import json
import random
import re
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import get_args

import pygame
import pytest

from axio_desktop.engine.colours import COLOUR_NAMES
from axio_desktop.engine.registry import games
from axio_desktop.kits import find_kit
from axio_desktop.net.protocol import ErrorCode
from axio_desktop.net.session_events import ConnectionState
from axio_desktop.net.store import StoreFault
from axio_desktop.review import LOWEST, WIN_CHANCE
from axio_desktop.ui.axio.wording import SIDES
from axio_desktop.ui.table.buttons import top_bar_buttons
from axio_desktop.userdata import LANGUAGES
from axio_desktop.userdata.problems import Instead, UserFile
from axio_desktop.userdata.statistics import MODES

PACKAGE = Path(__file__).resolve().parents[1] / "axio_desktop"
I18N = PACKAGE / "ui" / "i18n"
KEY = re.compile(r"[a-z][a-z_-]*(\.[a-z0-9_-]+)+")
FILE_NAMES = re.compile(r".*\.(json|md|py|txt|png|wav|ogg)")


@cache
def catalogue(language: str) -> dict[str, str]:
    data = json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def namespaces() -> set[str]:
    return {key.split(".")[0] for language in LANGUAGES for key in catalogue(language)}


def is_tr_call(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "tr" and bool(node.args))


def pattern(node: ast.JoinedStr) -> str:
    """An f-string with every formatted part as ``{}``: ``f"rank.{step.rank}"`` is ``rank.{}``."""
    return "".join(str(part.value) if isinstance(part, ast.Constant) else "{}"
                   for part in node.values)


def trees(folder: Path) -> Iterable[ast.AST]:
    for path in sorted(folder.rglob("*.py")):
        yield ast.parse(path.read_text(encoding="utf-8"), str(path))


@cache
def asked() -> tuple[frozenset[str], frozenset[str]]:
    """The plain keys and the formatted key patterns the program's source asks for."""
    spaces = namespaces()
    keys: set[str] = set()
    patterns: set[str] = set()

    def ours(text: str) -> bool:
        return text.split(".")[0] in spaces and not FILE_NAMES.fullmatch(text)

    for tree in trees(PACKAGE):
        # the text between an f-string's fields is part of a pattern, not a key
        fragments = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
                     for part in node.values}
        for node in ast.walk(tree):
            if id(node) in fragments:
                continue
            if is_tr_call(node):
                assert isinstance(node, ast.Call)
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    keys.add(first.value)
                elif isinstance(first, ast.JoinedStr):
                    patterns.add(pattern(first))
            elif isinstance(node, ast.JoinedStr):
                found = pattern(node)
                if KEY.fullmatch(found.replace("{}", "x")) and ours(found):
                    patterns.add(found)
            elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and KEY.fullmatch(node.value) and ours(node.value)):
                keys.add(node.value)
    return frozenset(keys), frozenset(patterns)


def engine_fault_codes() -> set[str]:
    """Every error code the engine raises (``code="..."``, ``fail(where, message, code)``,
    ``plain(message, code)``): `wording.fault_text` words each as ``fault.<code>``."""
    codes: set[str] = set()
    for tree in trees(PACKAGE / "engine"):
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            given = [keyword.value for keyword in node.keywords if keyword.arg == "code"]
            if isinstance(node.func, ast.Attribute):
                place = {"fail": 2, "plain": 1}.get(node.func.attr)
                if place is not None and len(node.args) > place:
                    given.append(node.args[place])
            codes |= {value.value for value in given
                      if isinstance(value, ast.Constant) and isinstance(value.value, str)}
    return codes


def wanted_kinds() -> set[str]:
    """What `Fields.expected` calls say was wanted (``fault.wanted.<kind>``)."""
    kinds: set[str] = set()
    for tree in trees(PACKAGE / "engine"):
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "expected" and len(node.args) == 4
                    and isinstance(node.args[3], ast.Constant)):
                kinds.add(str(node.args[3].value))
    return kinds


def top_bar_actions() -> set[str]:
    pygame.font.init()
    return {button.action for button in top_bar_buttons(pygame.Rect(0, 0, 1280, 48), True,
                                                        True, True).buttons}


EXPANSIONS: dict[str, Callable[[], Iterable[object]]] = {
    "rank.{}": lambda: range(max(len(game.colours) for game in games())),
    "colour.{}": lambda: {COLOUR_NAMES[colour] for game in games() for colour in game.colours},
    "level.{}": lambda: {level for game in games() for level in find_kit(game.id).bots.levels},
    "stats.mode.{}": lambda: MODES,
    "language.{}": lambda: LANGUAGES,
    "file.{}": lambda: get_args(UserFile),
    # the autosave always names what happens instead (`userdata.autosave`)
    "instead.{}": lambda: {*get_args(UserFile), *get_args(Instead)} - {"fresh", "autosave"},
    # the connection's words; a refusal is worded by its code (`core.net_wording`)
    # a rooms file that cannot be opened is worded by what is wrong with it
    "net.store_{}": lambda: get_args(StoreFault),
    "online.link.{}": lambda: set(get_args(ConnectionState)) - {"refused"},
    "fault.wanted.{}": wanted_kinds,
    "fault.{}": lambda: {code for code in engine_fault_codes() if not code.startswith("tile_")},
    # a fault at a cell the player points at, while the cells' names are not shown
    "fault.{}_here": lambda: {key.removeprefix("fault.") for key, words in catalogue("en").items()
                              if key.startswith("fault.") and "{cell}" in words},
    "game.{}": top_bar_actions,
    # where a tile's first half lies, as the hint says it (`ui.axio.wording.SIDES`)
    "side.{}": lambda: SIDES,
    "net.refused.{}": lambda: get_args(ErrorCode),
    # a review's sentences end with the words of its unit (`review.marks.Unit.words`)
    **{key: lambda: {unit.words for unit in (WIN_CHANCE, LOWEST)}
       for key in ("review.loss_{}", "review.before_{}", "review.decided_{}",
                   "tryagain.lost_{}", "tryagain.found_{}", "tryagain.short_{}",
                   "tryagain.shown_{}", "tryagain.lost_answer_{}", "tryagain.found_answer_{}",
                   "tryagain.short_answer_{}", "tryagain.shown_answer_{}")},
}
"""What the program can put into each formatted key it asks for, derived from the
registered games and the program's own tables (never a typed list of values)."""


@cache
def every_key_asked() -> frozenset[str]:
    keys, patterns = asked()
    expanded = {found.replace("{}", str(value))
                for found in patterns if found in EXPANSIONS for value in EXPANSIONS[found]()}
    return keys | expanded


def test_every_formatted_key_in_the_source_is_known_to_this_test() -> None:
    _, patterns = asked()
    assert sorted(patterns - set(EXPANSIONS)) == [], "say in EXPANSIONS what can fill them"
    assert sorted(set(EXPANSIONS) - patterns) == [], "no longer asked for by the program"


def test_the_search_finds_keys_of_every_kind() -> None:
    keys = every_key_asked()
    for key in ("menu.new_game", "help.do.exchange", "axio.instant_win_detail",
                "examples.solo.caption", "rank.0", "colour.yellow", "fault.first_placement"):
        assert key in keys, key
    assert "settings.json" not in keys and "tips.json" not in keys


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_the_program_asks_for_is_in_each_catalogue(language: str) -> None:
    missing = sorted(every_key_asked() - set(catalogue(language)))
    assert missing == [], f"{language}.json lacks these keys"


def test_a_rank_is_worded_for_every_colour_of_the_game_with_the_most() -> None:
    most = max(len(game.colours) for game in games())
    for language in LANGUAGES:
        assert all(f"rank.{rank}" in catalogue(language) for rank in range(most)), language


def test_the_catalogues_hold_the_same_keys_and_none_that_nothing_asks_for() -> None:
    english, german = set(catalogue("en")), set(catalogue("de"))
    assert sorted(english - german) == [], "English keys without German text"
    assert sorted(german - english) == [], "German keys without English text"
    assert sorted(english - every_key_asked()) == [], "keys the program no longer asks for"


def modes(game_id: str) -> list[str]:
    """The tip lists a game needs: its own at the table, ``"<id> solo"`` if it can be
    played alone (its deal takes one player)."""
    game = next(game for game in games() if game.id == game_id)
    try:
        game.new_state(1, random.Random(1))
    except ValueError:
        return [game_id]
    return [game_id, f"{game_id} solo"]


def sections(path: Path) -> list[list[str]]:
    """What each ``## `` section of a rules text is made of: bullets, examples (led by
    a bold word) and paragraphs."""
    found: list[list[str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            found.append([])
        elif line.strip() and found:
            found[-1].append("bullet" if line.startswith("- ")
                             else "example" if line.startswith("**") else "paragraph")
    return found


@pytest.mark.parametrize("game", [game.id for game in games()])
def test_every_game_has_its_rules_text_in_each_language(game: str) -> None:
    name = find_kit(game).desktop.rules_text
    texts = [I18N / f"{name}_{language}.md" for language in LANGUAGES]
    for path in texts:
        assert path.is_file(), path.name
        assert path.read_text(encoding="utf-8").startswith("# "), path.name
    shapes = [sections(path) for path in texts]
    assert len(shapes[0]) >= 5 and all(shape == shapes[0] for shape in shapes), game


def test_the_page_on_playing_online_is_in_each_language_alike() -> None:
    texts = [I18N / f"rules_online_{language}.md" for language in LANGUAGES]
    shapes = [sections(path) for path in texts]
    assert all(path.read_text(encoding="utf-8").startswith("# ") for path in texts)
    assert len(shapes[0]) >= 5 and all(shape == shapes[0] for shape in shapes)


@pytest.mark.parametrize("game", [game.id for game in games()])
def test_every_game_has_tips_at_the_table_and_solo_in_each_language(game: str) -> None:
    tips = json.loads((I18N / "tips.json").read_text(encoding="utf-8"))
    for mode in modes(game):
        assert mode in tips, f"no tips for {mode}"
        counts = {language: len(tips[mode].get(language, [])) for language in LANGUAGES}
        assert min(counts.values()) >= 3 and len(set(counts.values())) == 1, (mode, counts)
