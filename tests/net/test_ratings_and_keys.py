"""Player keys read back from their recovery codes, and ratings from finished games."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from axio_desktop.net.player_keys import BadRecoveryCode, key_from_code, new_key, recovery_code
from axio_desktop.net.protocol import KEY_LENGTH, ROOM_CODE_ALPHABET
from axio_desktop.net.ratings import places_of, rater, shown
from axio_desktop.net.store import StoredRating

keys = st.text(alphabet=ROOM_CODE_ALPHABET, min_size=KEY_LENGTH, max_size=KEY_LENGTH)


@given(keys)
def test_a_recovery_code_is_its_key_however_it_is_typed(key: str) -> None:
    code = recovery_code(key)
    assert code.count("-") == 6 and code.replace("-", "") == key
    assert key_from_code(code) == key
    assert key_from_code(f"  {code.lower().replace('-', ' ')}\n") == key


def test_a_new_key_is_26_characters_of_the_alphabet() -> None:
    made = {new_key() for _ in range(50)}
    assert len(made) == 50 and all(len(key) == KEY_LENGTH for key in made)


@pytest.mark.parametrize(("typed", "says"), [
    ("ABCD-EFGH", "has 26 letters and digits; this one has 8"),
    ("ABC0" + "A" * 22, "Character 4 of the recovery code, '0', is not one it uses (codes use"),
    ("A" * 25 + "!", "Character 26"),
])
def test_a_mistyped_code_says_what_is_wrong_and_where(typed: str, says: str) -> None:
    with pytest.raises(BadRecoveryCode, match=says.replace("(", r"\(")):
        key_from_code(typed)


def test_places_put_a_player_who_gave_up_last_and_leave_bots_out() -> None:
    assert places_of({0: 2, 1: 1, 2: 3}, {1}, {0: "anna", 1: "ben"}) == {"anna": 2, "ben": 4}
    assert places_of({0: 1, 1: 2}, set(), {0: "anna"}) == {}


def test_a_win_moves_the_winner_up_and_the_loser_down() -> None:
    after = {rating.player: rating for rating in rater("axio", {"anna": 1, "ben": 2})({})}
    assert shown(after["anna"]) > shown(None) == 1000 > shown(after["ben"])
    assert after["anna"].games == after["ben"].games == 1 and after["anna"].game == "axio"
    again = rater("axio", {"anna": 1, "ben": 2})(after)
    assert all(rating.games == 2 for rating in again)


def test_four_players_are_ordered_by_place_and_ties_share_alike() -> None:
    new = rater("rota", {"a": 1, "b": 2, "c": 2, "d": 4})({})
    by = {rating.player: shown(rating) for rating in new}
    assert by["a"] > by["b"] == by["c"] > by["d"]


def test_ratings_start_from_what_is_kept() -> None:
    strong = StoredRating("anna", "rota", 35.0, 3.0, 40)
    after = {r.player: r for r in rater("rota", {"anna": 2, "ben": 1})({"anna": strong})}
    assert after["anna"].mu < 35.0 and after["anna"].games == 41 and after["ben"].games == 1
