"""The online seat kept in the user data (Leave, a crash, a lost host): written
atomically, read back, set aside when damaged, forgotten once its game is over."""

from __future__ import annotations

from pathlib import Path

from axio_desktop.userdata.online_seat import (
    OnlineSeat,
    default_path,
    forget_online_seat,
    keep_online_seat,
    load_online_seat,
)

SEAT = OnlineSeat("ws://192.168.1.20:7787", "K7QX4P", 1, "t" * 43, "Ben", "axio", created=False)


def test_a_kept_seat_is_read_back_whole(data_dir_env: Path) -> None:
    assert load_online_seat() == (None, None)
    keep_online_seat(SEAT)
    assert default_path().parent == data_dir_env
    assert load_online_seat() == (SEAT, None)
    forget_online_seat("OTHER1")
    assert load_online_seat() == (SEAT, None)
    forget_online_seat("K7QX4P")
    assert load_online_seat() == (None, None)


def test_a_damaged_seat_file_is_set_aside_and_told(data_dir_env: Path) -> None:
    default_path().write_text('{"version": 1, "url": "ws://x", "room": 7}', encoding="utf-8")
    seat, problem = load_online_seat()
    assert seat is None and problem is not None
    assert (problem.file, problem.fault) == ("online_seat", "room: expected a string, got 7")
    assert problem.set_aside is not None and problem.set_aside.kept_as == "online-seat.json.bak"
    assert not default_path().exists()
