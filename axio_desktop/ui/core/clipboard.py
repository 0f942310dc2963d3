"""Copying words to the system's clipboard: pygame-ce 2.2 and later put text there
through SDL (`pygame.scrap.put_text`, with no `pygame.scrap.init` needed); under the
dummy video driver SDL keeps the text itself, so tests read back what a copy put."""

from __future__ import annotations

import pygame


class CopyFailed(Exception):
    """The clipboard took nothing: SDL's reason."""


def copy_text(words: str) -> None:
    """Put ``words`` on the clipboard; `CopyFailed` with SDL's reason if it cannot."""
    try:
        pygame.scrap.put_text(words)
    except pygame.error as error:
        raise CopyFailed(str(error) or "the clipboard refused the text") from error


def copied_text() -> str:
    """What the clipboard holds now (tests check what a copy put)."""
    return pygame.scrap.get_text()
