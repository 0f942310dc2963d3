"""Damaged records of all three games, drawn by hypothesis over the whole record
structure: `replay` answers exit 0, or exit 2 with nothing on standard output and one
line on standard error — never anything else (docs/records.md)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from axio_desktop.bots import make_bot
from axio_desktop.cli.main import main
from axio_desktop.engine import PlayerInfo, find_game
from axio_desktop.kits import find_kit


def finished_record(game_id: str, players: int) -> dict[str, Any]:
    """A whole game between greedy players, as its record document."""
    game = find_game(game_id)
    state = game.new_state(players, random.Random(1))
    bot = make_bot("greedy", 1, kit=find_kit(game_id).bots)
    chance = random.Random(2)
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(chance)
        else:
            state.apply(bot.choose(state.view(state.to_move)))
    document: dict[str, Any] = json.loads(
        game.record_of([PlayerInfo(f"P{seat}") for seat in range(players)], state).dumps())
    return document


DOCUMENTS = {
    ("rota", 2): finished_record("rota", 2),
    ("rota", 1): finished_record("rota", 1),
    ("axio", 2): finished_record("axio", 2),
    ("axio-hex", 3): finished_record("axio-hex", 3),
    ("axio", 1): finished_record("axio", 1),
}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False)
    | st.text(max_size=6) | st.sampled_from(["RG", "GR", "PP", "YY", "OY", "axio", "axio-hex"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                max_size=3),
    max_leaves=6,
)


def places(document: object, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside the document."""
    found = [path]
    if isinstance(document, dict):
        for key, value in document.items():
            found += places(value, path + (key,))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found += places(value, path + (index,))
    return found


def damaged(document: dict[str, Any], path: tuple[Any, ...], action: str, value: object) -> object:
    copy: Any = json.loads(json.dumps(document))
    if not path:
        return value
    parent = copy
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if action == "replace":
        parent[last] = value
    elif action == "delete":
        del parent[last]
    elif isinstance(parent, list):
        parent.insert(last, value)
    else:
        parent[f"{last}_extra"] = value
    return copy


def replay(text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    code = main(["replay", "--steps", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_damaged_record_is_refused_in_one_line_or_replayed(
    data: st.DataObject, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = DOCUMENTS[data.draw(st.sampled_from(sorted(DOCUMENTS)))]
    path = data.draw(st.sampled_from(places(document)))
    action = data.draw(st.sampled_from(["replace", "delete", "insert"]))
    value = data.draw(json_values)
    text = json.dumps(damaged(document, path, action, value))
    code, out, err = replay(text, tmp_path, capsys)
    if code == 0:
        assert err == "" and all(json.loads(line) for line in out.splitlines())
    else:
        assert code == 2 and out == ""
        assert err.count("\n") == 1 and "Traceback" not in err


def test_every_undamaged_document_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for document in DOCUMENTS.values():
        code, out, err = replay(json.dumps(document), tmp_path, capsys)
        assert code == 0 and err == "" and json.loads(out.splitlines()[-1])["finished"]
