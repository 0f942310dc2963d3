"""Player keys read back from their recovery codes, and ratings from finished games."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from axio_desktop.net.player_keys import (
    BadRecoveryCode,
    is_key,
    key_from_code,
    new_key,
    new_player_id,
    recovery_code,
)
from axio_desktop.net.protocol import KEY_LENGTH, ROOM_CODE_ALPHABET
from axio_desktop.net.ratings import DEFAULT_MU, DEFAULT_SIGMA, places_of, rater, shown
from axio_desktop.net.store import StoredRating

keys = st.text(alphabet=ROOM_CODE_ALPHABET, min_size=KEY_LENGTH, max_size=KEY_LENGTH)


@given(keys)
def test_a_recovery_code_is_its_key_however_it_is_typed(key: str) -> None:
    code = recovery_code(key)
    assert code.count("-") == 6 and code.replace("-", "") == key
    assert key_from_code(code) == key
    assert key_from_code(f"  {code.lower().replace('-', ' ')}\n") == key


@given(keys)
def test_a_code_typed_in_lower_case_with_spaces_anywhere_is_its_key(key: str) -> None:
    spaced = " ".join(key[start:start + 3] for start in range(0, KEY_LENGTH, 3))
    assert key_from_code(spaced.lower()) == key
    assert key_from_code(recovery_code(key).lower()) == key


def test_a_new_key_is_26_characters_of_the_alphabet() -> None:
    made = {new_key() for _ in range(50)}
    assert len(made) == 50 and all(is_key(key) for key in made)
    ids = {new_player_id() for _ in range(50)}
    assert len(ids) == 50
    assert all(len(id_) == 12 and set(id_) <= set(ROOM_CODE_ALPHABET) for id_ in ids)


@given(keys)
def test_only_a_key_as_sent_is_a_key(key: str) -> None:
    assert is_key(key)
    assert not is_key(recovery_code(key))
    assert not is_key(key[:-1]) and not is_key(key + "A")
    assert not is_key("0" + key[1:])
    assert is_key(key.lower()) == (key.lower() == key)


@pytest.mark.parametrize(("typed", "says"), [
    ("ABCD-EFGH", "has 26 letters and digits; this one has 8"),
    ("ABC0" + "A" * 22, "Character 4 of the recovery code, '0', is not one it uses (codes use"),
    ("A" * 25 + "!", "Character 26"),
    ("A" * 27, "this one has 27"),
    ("", "this one has 0"),
])
def test_a_mistyped_code_says_what_is_wrong_and_where(typed: str, says: str) -> None:
    with pytest.raises(BadRecoveryCode, match=says.replace("(", r"\(")):
        key_from_code(typed)


def test_places_put_a_player_who_gave_up_last_and_leave_bots_out() -> None:
    assert places_of({0: 2, 1: 1, 2: 3}, {1}, {0: "anna", 1: "ben"}) == {"anna": 2, "ben": 4}
    assert places_of({0: 1, 1: 2}, set(), {0: "anna"}) == {}
    assert places_of({0: 1, 1: 2, 2: 3}, {0, 2}, {0: "a", 1: "b", 2: "c"}) \
        == {"a": 4, "b": 2, "c": 4}


def test_a_player_who_gave_up_ahead_on_points_still_loses_rating() -> None:
    places = places_of({0: 1, 1: 2, 2: 3}, {0}, {0: "anna", 1: "ben", 2: "cleo"})
    after = {rating.player: shown(rating) for rating in rater("axio", places)({})}
    assert after["ben"] > after["cleo"] > after["anna"]


def test_bots_are_not_rated_and_fewer_than_two_players_rate_nobody() -> None:
    places = places_of({0: 1, 1: 2, 2: 3, 3: 4}, set(), {1: "anna", 3: "ben"})
    assert places == {"anna": 2, "ben": 4}
    assert {rating.player for rating in rater("axio", places)({})} == {"anna", "ben"}
    assert rater("axio", {"anna": 1})({}) == []
    assert rater("axio", {})({}) == []


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
    tied = {rating.player: rating for rating in new}
    assert (tied["b"].mu, tied["b"].sigma) == (tied["c"].mu, tied["c"].sigma)


def test_a_rating_is_the_same_however_often_it_is_worked_out() -> None:
    kept = {"b": StoredRating("b", "rota", 30.0, 5.0, 7)}
    places = {"d": 1, "c": 2, "b": 3, "a": 3}
    assert rater("rota", places)(kept) == rater("rota", dict(reversed(places.items())))(kept)


def test_a_new_player_shows_1000() -> None:
    assert shown(None) == shown(StoredRating("a", "axio", DEFAULT_MU, DEFAULT_SIGMA, 0)) == 1000
    assert shown(StoredRating("a", "axio", 30.0, 2.0, 9)) == round(1000 + 40 * (30.0 - 6.0))


def test_ratings_start_from_what_is_kept() -> None:
    strong = StoredRating("anna", "rota", 35.0, 3.0, 40)
    after = {r.player: r for r in rater("rota", {"anna": 2, "ben": 1})({"anna": strong})}
    assert after["anna"].mu < 35.0 and after["anna"].games == 41 and after["ben"].games == 1
