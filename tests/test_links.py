"""Invitation links open the game: the command line takes one (and refuses what is none
in one sentence), the program registers itself for ``axio://`` where the system allows
(a ``.desktop`` entry, written once), and a second start hands its link to the program
that runs, on the loopback, with the secret of its file."""

from __future__ import annotations

import configparser
import json
import os
import socket
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from axio_desktop.app import main, parse_arguments
from axio_desktop.ui import link_scheme
from axio_desktop.ui.link_handover import (
    FILE_NAME,
    MAX_LINE,
    LinkInbox,
    Listening,
    hand_over,
    link_problem,
)
from axio_desktop.ui.link_scheme import ENTRY_NAME, exec_argument, register_linux
from axio_desktop.userdata import paths

LINK = "axio://192.168.1.20:7787/K7QX4P"


@pytest.fixture
def inbox(data_dir_env: Path) -> Iterator[LinkInbox]:
    listening = LinkInbox(data_dir_env)
    yield listening
    listening.close()


def entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment, method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


# The command line -------------------------------------------------------------------------

def test_the_program_takes_an_invitation_link_as_its_one_argument() -> None:
    assert parse_arguments([LINK]).link == LINK
    assert parse_arguments(["--size", "1024x600", "axios://games.example.org/K7QX4P"]).link \
        == "axios://games.example.org/K7QX4P"
    assert parse_arguments([]).link is None


@pytest.mark.parametrize("text", ["http://example.org/K7QX4P", "axio://host:7787/K7", "K7QX4P",
                                  "axio://host:99999/K7QX4P"])
def test_a_bad_link_is_refused_in_one_line_with_status_2(
        text: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([text]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and said.startswith("axio: ") and "Traceback" not in said
    assert repr(text) in said and "axio://192.168.1.20:7787/K7QX4P" in said
    assert link_problem(text) is not None and link_problem(LINK) is None


def test_a_second_start_with_a_link_hands_it_over_and_ends(inbox: LinkInbox) -> None:
    assert main([LINK]) == 0, "the running program took the link; no window opened"
    assert inbox.take() == [LINK]
    assert inbox.take() == []


# Registration -------------------------------------------------------------------------------

def test_the_desktop_entry_opens_axio_links_with_this_program(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "applications"
    command = ["/opt/my games/python3", "/home/anna/axio/main.py"]
    assert register_linux(folder, command, xdg_mime=None)
    written = entry(folder / ENTRY_NAME)
    assert written["MimeType"] == "x-scheme-handler/axio;x-scheme-handler/axios;"
    assert written["Exec"] == '"/opt/my games/python3" /home/anna/axio/main.py %u'
    assert written["Type"] == "Application" and written["Name"] == "AXIO"
    assert [path.name for path in folder.iterdir()] == [ENTRY_NAME], "no temporary is left"


def test_the_entry_is_written_once_and_again_only_when_it_differs(tmp_path: Path) -> None:
    folder = tmp_path / "applications"
    assert register_linux(folder, ["/usr/bin/axio-desktop"], xdg_mime=None)
    path = folder / ENTRY_NAME
    os.utime(path, (1, 1))
    assert not register_linux(folder, ["/usr/bin/axio-desktop"], xdg_mime=None)
    assert path.stat().st_mtime == 1, "an entry already in place is not written again"
    assert register_linux(folder, ["/opt/axio/axio-desktop"], xdg_mime=None)
    assert entry(path)["Exec"] == "/opt/axio/axio-desktop %u"


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for xdg-mime")
def test_xdg_mime_makes_it_the_default_for_both_schemes_when_written(tmp_path: Path) -> None:
    said = tmp_path / "said.txt"
    xdg_mime = tmp_path / "xdg-mime"
    xdg_mime.write_text(f'#!/bin/sh\necho "$@" >> "{said}"\n')
    xdg_mime.chmod(0o755)
    register_linux(tmp_path / "applications", ["axio-desktop"], xdg_mime=str(xdg_mime))
    assert said.read_text().splitlines() == [f"default {ENTRY_NAME} x-scheme-handler/axio",
                                             f"default {ENTRY_NAME} x-scheme-handler/axios"]
    register_linux(tmp_path / "applications", ["axio-desktop"], xdg_mime=str(xdg_mime))
    assert len(said.read_text().splitlines()) == 2, "a player's later choice is left alone"


def test_registration_is_left_alone_under_the_tests_and_never_fails_the_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    link_scheme.register_links()
    assert not (tmp_path / "applications").exists(), "AXIO_REGISTER_LINKS=0 (tests/conftest.py)"
    monkeypatch.setenv(link_scheme.REGISTER_VARIABLE, "1")
    monkeypatch.setattr(link_scheme.shutil, "which", lambda name: None)
    (tmp_path / "applications").write_text("a file where the folder should be")
    link_scheme.register_links()  # the OSError is told at info level only


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a .desktop entry is Linux's")
def test_a_start_writes_the_entry_into_xdg_data_home(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv(link_scheme.REGISTER_VARIABLE, "1")
    monkeypatch.setattr(link_scheme.shutil, "which", lambda name: None)  # no xdg-mime run
    link_scheme.register_links()
    written = entry(tmp_path / "applications" / ENTRY_NAME)
    assert written["Exec"].endswith(" %u") and sys.executable in written["Exec"]
    monkeypatch.setenv("XDG_DATA_HOME", "relative/folder")
    assert link_scheme.applications_dir() == Path.home() / ".local" / "share" / "applications"


def test_exec_arguments_are_quoted_as_the_specification_asks() -> None:
    assert exec_argument("/usr/bin/python3") == "/usr/bin/python3"
    assert exec_argument("C:/My Games/axio") == '"C:/My Games/axio"'
    assert exec_argument('/a "b"$c') == '"/a \\\\"b\\\\"\\\\$c"'
    assert exec_argument("/100%") == "/100%%"


def test_the_start_command_is_this_program() -> None:
    command = link_scheme.start_command()
    assert command[0] == sys.executable
    assert command[1:] in (["-m", "axio_desktop"], [str(link_scheme.PROGRAM_ROOT / "main.py")])


# The hand-over ----------------------------------------------------------------------------

def test_the_running_program_says_where_it_listens_to_the_player_alone(inbox: LinkInbox,
                                                                        data_dir_env: Path) -> None:
    path = data_dir_env / FILE_NAME
    listening = Listening.read(path)
    assert listening is not None and listening.port == inbox.port and len(listening.secret) == 64
    if sys.platform != "win32":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    inbox.close()
    assert not path.exists(), "the file goes with the program"


def test_a_link_handed_over_is_queued_for_the_frame_loop(inbox: LinkInbox,
                                                         data_dir_env: Path) -> None:
    assert hand_over(LINK, data_dir_env)
    assert hand_over("axios://games.example.org/ABCDEF", data_dir_env)
    assert inbox.take() == [LINK, "axios://games.example.org/ABCDEF"]


def raw_hand_over(port: int, line: bytes) -> bytes:
    """What the running program answers ``line`` (nothing: it closed the connection)."""
    with socket.create_connection(("127.0.0.1", port), 5) as peer:
        peer.settimeout(5)
        peer.sendall(line)
        try:
            return peer.recv(16)
        except ConnectionResetError:  # closed with what it would not read still unread
            return b""


def test_a_wrong_secret_no_link_or_too_long_a_line_is_refused_silently(
        inbox: LinkInbox, data_dir_env: Path) -> None:
    listening = Listening.read(data_dir_env / FILE_NAME)
    assert listening is not None
    wrong = "0" * len(listening.secret)
    assert raw_hand_over(inbox.port, f"{wrong} {LINK}\n".encode()) == b""
    assert raw_hand_over(inbox.port, f"{LINK}\n".encode()) == b""
    assert raw_hand_over(inbox.port, f"{listening.secret} K7QX4P\n".encode()) == b""
    assert raw_hand_over(inbox.port, f"{listening.secret} http://x/K7QX4P\n".encode()) == b""
    assert raw_hand_over(inbox.port, b"\xff\xfe\n") == b""
    assert raw_hand_over(inbox.port, listening.secret.encode() + b" " + b"a" * MAX_LINE) == b""
    assert inbox.take() == []
    assert raw_hand_over(inbox.port, f"{listening.secret} {LINK}\nmore".encode()) == b"ok\n"
    assert inbox.take() == [LINK], "what follows the line is not read"
    assert hand_over(LINK, data_dir_env), "it listens still"
    assert inbox.take() == [LINK]


def test_a_file_left_by_a_program_that_has_gone_lets_the_start_go_on(data_dir_env: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as closed:
        port = closed.getsockname()[1]
    (data_dir_env / FILE_NAME).write_text(json.dumps({"port": port, "secret": "ab" * 32}))
    assert not hand_over(LINK, data_dir_env)
    (data_dir_env / FILE_NAME).write_text("not what the program writes")
    assert not hand_over(LINK, data_dir_env)
    (data_dir_env / FILE_NAME).unlink()
    assert not hand_over(LINK, data_dir_env)


def test_a_later_start_s_file_is_left_in_place(data_dir_env: Path) -> None:
    first = LinkInbox(data_dir_env)
    second = LinkInbox(data_dir_env)
    first.close()
    assert Listening.read(data_dir_env / FILE_NAME) is not None
    assert hand_over(LINK, paths.data_dir())
    assert second.take() == [LINK]
    second.close()
    assert not (data_dir_env / FILE_NAME).exists()
