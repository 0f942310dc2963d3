"""Every cell has a name and every decision a notation (docs/records.md, "Notation"):
written and read as a pair, round trips over whole random games of every game, worked
examples, and bad input refused with the text quoted."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from axio_positions import position
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_desktop.engine import IllegalMoveError, NotationError, find_game, games
from axio_desktop.engine.axio import AXIO, AXIO_HEX, Exchange, Place
from axio_desktop.engine.axio.geometry import HEX, SQUARE, BoardShape
from axio_desktop.engine.rota import Move
from axio_desktop.engine.rota.geometry import START_CELLS, column_name, row_name

GAME_IDS = [game.id for game in games()]
EXAMPLES = Path(__file__).resolve().parent / "data" / "axio"


def round_trip(game_id: str, decision: Any) -> None:
    """``decision`` written, read back and written again."""
    notation = find_game(game_id).notation
    written = notation.format(decision)
    read = notation.parse(written)
    assert find_game(game_id).same_decision(read, decision), (written, read, decision)
    assert read == decision
    assert notation.format(read) == written


@settings(max_examples=30, deadline=None)
@given(game_id=st.sampled_from(GAME_IDS), players=st.integers(1, 4),
       seed=st.integers(0, 2**32 - 1))
def test_every_legal_decision_of_a_random_game_reads_back_as_itself(game_id: str, players: int,
                                                                    seed: int) -> None:
    game = find_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(players, rng)
    decisions = 0
    while not state.finished:
        if state.awaiting_draw:
            state.settle_chance(rng)
            continue
        legal = list(state.legal_moves())
        for decision in legal:
            round_trip(game_id, decision)
        decisions += len(legal)
        state.apply(rng.choice(legal))
    assert decisions > 0


@pytest.mark.parametrize(("shape", "named"), [
    (SQUARE, {(0, 12): "a1", (12, 12): "m1", (0, 0): "a13", (12, 0): "m13", (6, 6): "g7",
              (6, 2): "g11", (2, 6): "c7"}),
    (HEX, {(0, 0): "h8", (-7, 7): "h1", (0, 7): "o1", (-7, 0): "a8", (7, 0): "o8",
           (0, -7): "a15", (7, -7): "h15", (5, -5): "h13", (-5, 5): "h3", (0, 1): "i7",
           (5, 0): "m8", (0, -5): "c13", (-5, 0): "c8", (0, 5): "m3"}),
])
def test_cells_are_named_as_a_player_reads_the_board(shape: BoardShape,
                                                     named: dict[tuple[int, int], str]) -> None:
    """AXIO: a1 is the lower left corner as the board is drawn, letters run to the
    right and numbers up. AXIO Hex, as YourTurnMyTurn's online AXIO names its cells:
    numbers count the rows from the bottom, letters the lines that run from the upper
    right to the lower left, from the left."""
    assert {cell: shape.cell_name(cell) for cell in named} == named


@pytest.mark.parametrize("shape", [SQUARE, HEX])
def test_every_cell_of_a_board_has_its_own_name(shape: BoardShape) -> None:
    cells = shape.board_cells()
    names = [shape.cell_name(cell) for cell in cells]
    assert len(set(names)) == len(cells)
    assert all(shape.cell_named(name) == cell for name, cell in zip(names, cells))
    assert shape.cell_named("z1") is None and shape.cell_named("g77") is None


@pytest.mark.parametrize("shape", [SQUARE, HEX])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_labels_round_the_play_area_name_every_cell_by_its_two_lines(shape: BoardShape,
                                                                        players: int) -> None:
    """Following a cell's two lines (its letter's, its number's) out of the play area
    leads to labels with its letter and its number (AXIO: on all four sides; AXIO Hex:
    letters along the bottom and the lower left, numbers along the two right sides)."""
    size = shape.area_size(players)
    area = set(shape.area_cells(size))
    labels = shape.line_labels(size)
    for label in labels:
        out = (label.end[0] + label.outward[0], label.end[1] + label.outward[1])
        assert label.end in area and out not in area
    for cell in area:
        for line, name in ((shape.letter_line, shape.column_name),
                           (shape.number_line, shape.row_name)):
            found = []
            for way in (line, (-line[0], -line[1])):
                end = cell
                while (end[0] + way[0], end[1] + way[1]) in area:
                    end = (end[0] + way[0], end[1] + way[1])
                found += [label.text for label in labels
                          if label.end == end and label.outward == way]
            assert found and set(found) == {name(cell)}
    lines = len({shape.column_of(cell) for cell in area})
    assert len(labels) == len(shape.labelled_ends) * lines


def test_axio_rota_names_columns_and_rows_from_the_middle_of_the_start_block() -> None:
    """The start block's four tiles meet at one point: its columns are W1 and E1, its
    rows N1 and S1, and every further column or row counts on from there, without zero
    or sign, whichever way the display grows."""
    notation = find_game("rota").notation
    assert [notation.cell_name(cell) for cell in START_CELLS] == ["W1N1", "E1N1", "W1S1", "E1S1"]
    assert [column_name(x) for x in (-2, -1, 0, 1, 2, 3)] == ["W3", "W2", "W1", "E1", "E2", "E3"]
    assert [row_name(y) for y in (-1, 0, 1, 2)] == ["N2", "N1", "S1", "S2"]
    for cell in [(x, y) for x in range(-40, 41, 7) for y in range(-33, 34, 11)]:
        assert notation.cell_named(notation.cell_name(cell)) == cell


@pytest.mark.parametrize(("game_id", "written", "decision"), [
    ("axio", "g7-g8 RG", Place(((6, 6), (6, 5)), "RG")),
    ("axio", "g8-g7 GR", Place(((6, 5), (6, 6)), "GR")),
    ("axio", "a1-b1 PP", Place(((0, 12), (1, 12)), "PP")),
    ("axio", "m12-m13 OB", Place(((12, 1), (12, 0)), "OB")),
    ("axio", "exchange", Exchange(True)),
    ("axio", "keep", Exchange(False)),
    ("axio-hex", "h8-i8 YP", Place(((0, 0), (1, 0)), "YP")),
    ("axio-hex", "h8-g9 RR", Place(((0, 0), (0, -1)), "RR")),
    ("axio-hex", "h8-h9 GG", Place(((0, 0), (1, -1)), "GG")),
    ("axio-hex", "h8-h7 BO", Place(((0, 0), (-1, 1)), "BO")),
    ("axio-hex", "i7-h8 YP", Place(((0, 1), (0, 0)), "YP")),
    ("rota", "E2N1 r1", Move((2, 0), 1)),
    ("rota", "W1S1 r0", Move((0, 1), 0)),
    ("rota", "W3N2 r3 B", Move((-2, -1), 3, "B")),
])
def test_worked_examples(game_id: str, written: str, decision: Any) -> None:
    notation = find_game(game_id).notation
    assert notation.format(decision) == written
    assert notation.parse(written) == decision


def test_yourturnmyturns_example_move_i7_h8_is_a_placement_of_axio_hex() -> None:
    """The online AXIO's rules end with a game at ``zet: 21... i7-h8``: here too i7
    and h8 are neighbours, h8 the centre with the neighbours g8, g9, h7, h9, i7 and
    i8, and ``i7-h8`` with two colours of AXIO Hex is a placement the rules allow
    wherever a tile may lie on those two cells."""
    hex_game = find_game("axio-hex")
    notation = hex_game.notation
    centre = notation.cell_named("h8")
    assert centre == (0, 0)
    around = sorted(notation.cell_name((centre[0] + dx, centre[1] + dy))
                    for dx, dy in HEX.directions)
    assert around == ["g8", "g9", "h7", "h9", "i7", "i8"]
    placement = notation.parse("i7-h8 YP")
    assert placement == Place(((0, 1), (0, 0)), "YP")
    assert notation.format(placement) == "i7-h8 YP"
    for colours in ("YY", "RB", "PO"):
        assert notation.parse(f"i7-h8 {colours}").colours == colours
    with pytest.raises(NotationError, match="'RW' is not two colours of AXIO Hex"):
        notation.parse("i7-h8 RW")
    racks = [["YP", "RR", "GG", "BB", "OO", "RG"], ["YY", "YY", "RB", "RO", "GB", "GO"]]
    state = position(AXIO_HEX, racks)
    state.check(placement)
    assert any(hex_game.same_decision(placement, legal) for legal in state.legal_moves())
    done = state.apply(placement)
    assert done.player == 0 and done.place == placement
    index = state.board.area.index
    assert (state.board.cells[index[(0, 1)]], state.board.cells[index[(0, 0)]]) == ("Y", "P")
    fresh = position(AXIO_HEX, racks, started=False)
    with pytest.raises(IllegalMoveError):
        fresh.check(placement)  # a first tile lies beside a printed space no tile touches


def test_a_placement_written_either_way_round_is_the_same_decision() -> None:
    axio = find_game("axio")
    assert axio.same_decision(axio.notation.parse("g7-g8 RG"), axio.notation.parse("g8-g7 GR"))
    assert not axio.same_decision(axio.notation.parse("g7-g8 RG"),
                                  axio.notation.parse("g7-g8 GR"))


@pytest.mark.parametrize(("game_id", "text", "says"), [
    ("axio", "g7-g9 RG", "g7 and g9 are not neighbours; a placement is written like g7-h7 RG"),
    ("axio", "g7-h8 RG", "g7 and h8 are not neighbours"),
    ("axio", "n7-n8 RG", ("no cell of the AXIO board is called 'n7'; cells are named by a "
                         "letter from a to m and a number from 1 to 13")),
    ("axio", "g0-g1 RG", "no cell of the AXIO board is called 'g0'"),
    ("axio", "G7-G8 RG", "no cell of the AXIO board is called 'G7'"),
    ("axio", "g7-g8 RY", "'RY' is not two colours of AXIO (R G B O P)"),
    ("axio", "g7-g8 rg", "'rg' is not two colours of AXIO"),
    ("axio", "g7-g8 RGB", "'RGB' is not two colours"),
    ("axio", "g7 g8 RG", ("neither a placement nor an answer to the exchange option; "
                         "a placement is written like g7-h7 RG, or exchange or keep")),
    ("axio", "", "neither a placement nor an answer"),
    ("axio", "Exchange", "neither a placement nor an answer"),
    ("axio-hex", "a7-a8 RG", ("no cell of the AXIO Hex board is called 'a7'; cells are named "
                             "by a letter from a to o and a number from 1 to 15")),
    ("axio-hex", "h8-g7 RG", "h8 and g7 are not neighbours; a placement is written like h8-i8 RG"),
    ("axio-hex", "h8-i9 RG", "h8 and i9 are not neighbours"),
    ("rota", "E0N1 r1", "'E0N1' is not a cell; a cell is its column east (E1, E2, …) or west"),
    ("rota", "e2n1 r1", "'e2n1' is not a cell"),
    ("rota", "N1E2 r1", "'N1E2' is not a cell"),
    ("rota", "E2N1 r4", "'r4' is not a rotation (r0 to r3); a move is written like E1N1 r0"),
    ("rota", "E2N1 1", "'1' is not a rotation"),
    ("rota", "E2N1 r1 Y", "'Y' is not a colour (R G B O P)"),
    ("rota", "E2N1", "not a move; a move is written like E1N1 r0"),
    ("rota", "E2N1  r1", "'' is not a rotation"),
])
def test_bad_text_is_refused_quoting_it_and_saying_what_was_expected(game_id: str, text: str,
                                                                     says: str) -> None:
    with pytest.raises(NotationError) as raised:
        find_game(game_id).notation.parse(text)
    message = str(raised.value)
    assert message.startswith(f"{text!r}: ")
    assert says in message
    assert raised.value.text == text and isinstance(raised.value, ValueError)


@pytest.mark.parametrize(("game_id", "text"), [("axio", "n1"), ("axio-hex", "a7"), ("rota", "E0S1")])
def test_a_bad_cell_name_is_refused_quoting_it(game_id: str, text: str) -> None:
    with pytest.raises(NotationError, match=f"^'{text}': "):
        find_game(game_id).notation.cell_named(text)


def test_the_colours_of_each_game_are_its_own() -> None:
    assert find_game("axio-hex").notation.parse("g7-g8 YY") == Place(((-2, 1), (-1, 0)), "YY")
    assert AXIO.colours != AXIO_HEX.colours


def replay(*args: str) -> list[dict[str, Any]]:
    done = subprocess.run([sys.executable, "-m", "axio_desktop", "replay", *args],
                          capture_output=True, text=True, check=True, timeout=60)
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.mark.parametrize("name", ["axio-two-players", "axio-hex-three-players"])
def test_replay_notation_writes_every_decision(name: str) -> None:
    """``--notation`` keeps every ``--steps`` line as the format fixes it and adds one
    key, the placement it writes; every answer to the exchange option (kept racks too)
    gets a line of its own, in the record's order, after the placement it follows."""
    path = str(EXAMPLES / f"{name}.json")
    plain = replay("--steps", path)
    written = replay("--notation", path)
    assert written[-1] == plain[-1] and "notation" not in written[-1]
    game = find_game(json.loads(Path(path).read_text())["game"])
    placements = [line for line in written[:-1] if "placement" in line]
    answers = [line for line in written[:-1] if "placement" not in line]
    for line, step in zip(placements, plain[:-1], strict=True):
        assert {key: value for key, value in line.items() if key != "notation"} == step
        assert list(line) == [*step, "notation"]
        cells = tuple(tuple(cell) for cell in step["cells"])
        assert game.notation.parse(line["notation"]) == Place(cells, step["colours"])
    record = game.read_record(json.loads(Path(path).read_text()))
    walked = [step for step in record.walk() if step.placement is None]
    assert answers and len(answers) == len(walked)
    for line, step in zip(answers, walked, strict=True):
        assert list(line) == ["turn", "player", "after", "notation"]
        assert game.notation.parse(line["notation"]) == step.decision
        assert line["player"] == step.seat
        follows = written[written.index(line) - 1]
        assert (line["turn"], line["after"]) == (follows["turn"], placements.index(follows))
    if name == "axio-two-players":
        assert {line["notation"] for line in answers} == {"exchange", "keep"}


def test_replay_notation_writes_axio_rota_moves(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "axio_desktop", "simulate", "--players",
                    "greedy,random", "--games", "1", "--seed", "3", "--records", str(tmp_path)],
                   capture_output=True, check=True, timeout=60)
    steps = replay("--steps", "--notation", str(next(tmp_path.glob("*.json"))))[:-1]
    notation = find_game("rota").notation
    assert [notation.parse(step["notation"]) for step in steps] == [
        Move(tuple(step["cell"]), step["rotation"], step["name"]) for step in steps]
    assert any(step["name"] for step in steps)
