"""The review screen's cache in the user data folder: what is saved comes back, a
damaged or foreign file counts as no cache, and only the newest reviews are kept."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from axio_desktop.userdata import review_cache
from axio_desktop.userdata.review_cache import cache_path, load_review, save_review

KEY = "ab" * 32
ENTRY = {"index": 0, "turn": 0, "placement": 0, "player": 0, "played": {}, "best": {},
         "value_played": 0.5, "value_best": 0.5, "loss": 0.0, "mark": "best",
         "chances": [0.5, 0.5]}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("AXIO_DATA_DIR", str(tmp_path))
    return tmp_path


ANSWER = {**ENTRY, "kind": "exchange", "played": {"exchange": True}}


def test_what_is_saved_comes_back_by_kind_and_index() -> None:
    assert load_review(KEY) == {}
    assert save_review(KEY, [ENTRY, {**ENTRY, "index": 3}, ANSWER])
    assert load_review(KEY) == {("placement", 0): ENTRY, ("placement", 3): {**ENTRY, "index": 3},
                                ("exchange", 0): ANSWER}


HEAD = '{"format": "axio-review-cache", "version": 2, "key": "KEY", '
DAMAGED = ["", "not json", "[]", "\udcff",
           HEAD.replace('"version": 2', '"version": 1') + '"judgements": []}',
           HEAD.replace('"version": 2', '"version": 3') + '"judgements": []}',
           HEAD.replace('"KEY"', '"other"') + '"judgements": []}',
           HEAD + '"judgements": [{"index": 0}, {"index": 0}]}',
           HEAD + '"judgements": [{"index": 0, "kind": "exchange"}, '
                  '{"index": 0, "kind": "exchange"}]}',
           HEAD + '"judgements": [{"index": 0, "kind": 7}]}',
           HEAD + '"judgements": [{"index": -1}]}',
           HEAD + '"judgements": "none"}']


@pytest.mark.parametrize("text", DAMAGED)
def test_a_damaged_or_foreign_file_is_no_cache(text: str) -> None:
    path = cache_path(KEY)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.replace("KEY", KEY).encode("utf-8", "surrogateescape"))
    assert load_review(KEY) == {}
    assert save_review(KEY, [ENTRY]) and load_review(KEY) == {("placement", 0): ENTRY}, \
        "written afresh"


def test_a_key_is_hex_digits_only() -> None:
    with pytest.raises(ValueError, match="hex digits"):
        cache_path("../settings")


def test_only_the_newest_reviews_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_cache, "KEEP", 3)
    keys = [f"{number:032x}" for number in range(5)]
    for age, key in enumerate(keys):
        save_review(key, [ENTRY])
        os.utime(cache_path(key), (1000 + age, 1000 + age))
    save_review(keys[-1], [ENTRY])
    assert sorted(path.stem for path in cache_path(KEY).parent.glob("*.json")) == keys[2:]


def test_a_folder_that_cannot_be_written_only_loses_the_cache(data_dir: Path) -> None:
    (data_dir / "reviews").write_text("a file where the folder would be", encoding="utf-8")
    assert not save_review(KEY, [ENTRY])
    assert load_review(KEY) == {}
