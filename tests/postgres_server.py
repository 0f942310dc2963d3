"""A PostgreSQL server of the tests' own, for the PostgreSQL store's tests and the
desktop's tests against a server on it (its fixtures are the root conftest's).

Each test process (each pytest-xdist worker) starts one server in a temporary folder,
listening on a Unix socket in that folder only (no TCP port, so workers never meet),
and each test gets a fresh database on it (`postgres_dsn`). PostgreSQL refuses to run
as root, so when the tests run as root (CI does) the server runs as an unprivileged
user (``postgres`` if there is one, else ``nobody``) that owns the folder. Without
PostgreSQL's programs the tests that need it are skipped, saying so.
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

NO_POSTGRES = ("PostgreSQL is not installed here (no pg_ctl): the PostgreSQL store tests "
               "are skipped")
SUPERUSER = "axio"
PORT = 5432  # names the socket file only; the socket is in the server's own folder


def postgres_programs() -> Path | None:
    """The folder of pg_ctl, initdb and postgres (on PATH, or Debian's newest)."""
    found = shutil.which("pg_ctl")
    if found is not None:
        return Path(found).resolve().parent
    debian = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"),
                    key=lambda path: int(path.parent.parent.name)
                    if path.parent.parent.name.isdigit() else 0)
    return debian[-1].parent if debian else None


@dataclass
class PostgresServer:
    programs: Path
    folder: Path
    user: pwd.struct_passwd | None
    """Who runs the server (None: whoever runs the tests)."""

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def dsn(self, database: str = "postgres") -> str:
        return f"host={self.folder} port={PORT} user={SUPERUSER} dbname={database}"

    def run(self, program: str, *arguments: str) -> None:
        as_user = {} if self.user is None else {
            "user": self.user.pw_uid, "group": self.user.pw_gid, "extra_groups": []}
        done = subprocess.run([str(self.programs / program), *arguments], cwd=self.folder,
                              capture_output=True, text=True, check=False, timeout=120,
                              **as_user)  # type: ignore[call-overload]
        if done.returncode != 0:
            log = self.folder / "log"
            raise RuntimeError(f"{program} {' '.join(arguments)} failed: {done.stderr}"
                               f"{log.read_text() if log.exists() else ''}")

    def pg_ctl(self, action: str) -> None:
        options = f"-k {self.folder} -p {PORT} -c listen_addresses='' -c fsync=off"
        self.run("pg_ctl", action, "-D", str(self.data), "-l", str(self.folder / "log"),
                 "-w", "-m", "fast", "-o", options)

    def restart(self) -> None:
        self.pg_ctl("restart")


def unprivileged_user() -> pwd.struct_passwd | None:
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            return pwd.getpwnam(name)
        except KeyError:
            pass
    raise RuntimeError("the tests run as root and there is no user postgres or nobody "
                       "to run PostgreSQL as")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    programs = postgres_programs()
    if programs is None:
        pytest.skip(NO_POSTGRES)
    user = unprivileged_user()
    # Not pytest's tmp_path: its parents are root's alone, and the server's user must
    # reach its folder.
    folder = Path(tempfile.mkdtemp(prefix="axio-pg-"))
    if user is not None:
        os.chown(folder, user.pw_uid, user.pw_gid)
    server = PostgresServer(programs, folder, user)
    try:
        server.run("initdb", "-D", str(server.data), "-U", SUPERUSER, "--auth=trust",
                   "-E", "UTF8", "--no-locale", "--no-sync")
        server.pg_ctl("start")
        yield server
    finally:
        if (server.data / "postmaster.pid").exists():
            server.run("pg_ctl", "stop", "-D", str(server.data), "-m", "immediate", "-w")
        shutil.rmtree(folder, ignore_errors=True)


_databases = itertools.count(1)


@pytest.fixture
def postgres_dsn(postgres_server: PostgresServer) -> Iterator[str]:
    """The address of a database of this test alone, empty, on the tests' server."""
    import psycopg

    name = f"test_{os.getpid()}_{next(_databases)}"
    with psycopg.connect(postgres_server.dsn(), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    yield postgres_server.dsn(name)
    with psycopg.connect(postgres_server.dsn(), autocommit=True) as conn:
        conn.execute(f"DROP DATABASE {name} WITH (FORCE)")
