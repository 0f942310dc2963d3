"""Reading JSON documents field by field; every fault names where it is.

Records and user data files share these readers. Each takes the place it reads
(``setup.racks[1][4]``, ``turn 3``) and the exception class to raise, so a fault
reads the same everywhere: ``turns[2].draw: expected a list, got 'RG'``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection
from pathlib import Path
from typing import Any

from .errors import AxioError


def describe(value: object) -> str:
    """A short description of a JSON value for an error message: the value itself
    when it is a scalar (shortened), else its kind."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 40 else text[:37] + "..."
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


class Fields:
    """Readers that raise ``error`` with the place and what was found."""

    def __init__(self, error: type[ValueError]) -> None:
        self.error = error

    def fail(self, where: str, message: str, code: str | None = None,
             **details: object) -> ValueError:
        """The error for a fault at ``where``; ``code`` and ``details`` name it as data
        when the error class takes them (the engine's errors do)."""
        text = f"{where}: {message}"
        if issubclass(self.error, AxioError):
            return self.error(text, code=code, where=where, **details)
        return self.error(text)

    def read_object(self, value: object, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.expected(value, where, "an object", "object")
        return value

    def read_list(self, value: object, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.expected(value, where, "a list", "list")
        return value

    def required(self, data: dict[str, Any], key: str, where: str) -> object:
        if key not in data:
            raise self.fail(where, f"missing {key!r}", "missing_key", entry=key)
        return data[key]

    def only_keys(self, data: dict[str, Any], allowed: Collection[str], where: str) -> None:
        for key in data:
            if key not in allowed:
                raise self.fail(where, f"unknown key {key!r}", "unknown_key", entry=key)

    def read_int(self, value: object, where: str, low: int | None = None,
                 high: int | None = None) -> int:
        if type(value) is not int:
            raise self.expected(value, where, "a whole number", "whole_number")
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.fail(where, f"{value} is not in {low}..{high}", "out_of_range",
                            value=value, low=low, high=high)
        return value

    def read_bool(self, value: object, where: str) -> bool:
        if not isinstance(value, bool):
            raise self.expected(value, where, "true or false", "true_or_false")
        return value

    def read_str(self, value: object, where: str) -> str:
        if not isinstance(value, str):
            raise self.expected(value, where, "a string", "string")
        return value

    def expected(self, value: object, where: str, wanted: str, kind: str) -> ValueError:
        found = describe(value)
        return self.fail(where, f"expected {wanted}, got {found}", "expected", wanted=kind,
                         found=found)

    def parse(self, text: str) -> Any:
        """The JSON document in ``text``, or ``error`` saying where it stops being JSON."""
        try:
            return json.loads(text)
        except json.JSONDecodeError as error:
            raise self.plain(f"not JSON: line {error.lineno} column {error.colno}", "not_json",
                             line=error.lineno, column=error.colno) from None
        except RecursionError:
            raise self.plain("not JSON: nested too deeply", "too_deep") from None
        except ValueError as error:  # for example an integer of thousands of digits
            raise self.plain(f"not JSON: {error}", "not_json_value") from None

    def read_file(self, path: str | os.PathLike[str]) -> str:
        """A document's text; ``error`` if the file cannot be read or is not UTF-8."""
        try:
            return Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError as error:
            raise self.plain(f"not UTF-8 text: byte {error.start}", "not_utf8",
                             byte=error.start) from None
        except OSError as error:
            raise self.plain(f"cannot read {os.fspath(path)}: {error.strerror}", "cannot_read",
                             reason=error.strerror or "") from None

    def read_bytes(self, data: bytes) -> str:
        """Text given as bytes (standard input, say); ``error`` if it is not UTF-8."""
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise self.plain(f"not UTF-8 text: byte {error.start}", "not_utf8",
                             byte=error.start) from None

    def plain(self, message: str, code: str, **details: object) -> ValueError:
        """The error for a fault of the document as a whole (no place inside it)."""
        if issubclass(self.error, AxioError):
            return self.error(message, code=code, **details)
        return self.error(message)
