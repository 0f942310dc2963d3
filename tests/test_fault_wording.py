"""Record and move errors reach a player in their own language: the engine names the
kind of fault and its details as fields, the UI words them (issue 21)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from axio_desktop.engine import IllegalMoveError, PlayerInfo, RecordError, load_record
from axio_desktop.engine.rota import Move, RotaRecord, RotaState, Setup
from axio_desktop.ui.core.wording import fault_text
from axio_desktop.ui.i18n import set_language


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def refusal(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        load_record(text)
    return caught.value


def rota_record(moves: list[dict[str, object]]) -> str:
    state = RotaState.start(Setup.deal(2, 3))
    document = RotaRecord.of([PlayerInfo("A"), PlayerInfo("B")], state).to_json()
    document["moves"] = moves
    return json.dumps(document)


WORDED = {
    "en": ["Move 0: the cell (7, 7) does not touch the tiles on the table",
           "players: the entry “format” is missing",
           "this is not a JSON file (line 1, column 2)",
           "players[0].name: expected text, found 3"],
    "de": ["Zug 0: das Feld (7, 7) grenzt an kein Plättchen der Auslage",
           "players: der Eintrag „format“ fehlt",
           "das ist keine JSON-Datei (Zeile 1, Spalte 2)",
           "players[0].name: erwartet war ein Text, gefunden 3"],
}


def test_record_faults_are_worded_in_the_players_language(language: str) -> None:
    faults = [
        refusal(rota_record([{"cell": [7, 7], "rotation": 0}])),
        refusal('{"players": []}'),
        refusal("{]"),
        refusal(rota_record([]).replace('"name": "A"', '"name": 3')),
    ]
    shown = [fault_text(fault) for fault in faults]
    expected = WORDED[language]
    assert shown[0] == expected[0]
    assert shown[1].endswith(expected[1].split(": ", 1)[1])
    assert shown[2:] == expected[2:]
    assert str(faults[0]) == "move 0: cell (7, 7) shares no edge with the display"


def test_a_refused_move_is_worded_and_an_unknown_fault_keeps_its_english(language: str) -> None:
    state = RotaState.start(Setup.deal(2, 3))
    with pytest.raises(IllegalMoveError) as caught:
        state.apply(Move((0, 0), 0))
    worded = fault_text(caught.value)
    assert worded == ("the cell (0, 0) is already taken" if language == "en"
                      else "das Feld (0, 0) ist schon belegt")
    assert fault_text(ValueError("no such level")) == "no such level"
