"""Running the command line as a user would: a real process, its output read back."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any


def simulate(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "axio_desktop", "simulate", *args],
                          check=False, capture_output=True, text=True, timeout=120)


def summary(*args: str) -> dict[str, Any]:
    """The JSON summary of a `simulate` run that must succeed."""
    done = simulate(*args, "--json")
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result
