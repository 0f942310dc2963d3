"""The system's clipboard, through SDL's (`pygame.scrap` in pygame-ce 2.2 and later: no
``scrap.init`` is needed, and the text fields of pygame_gui paste from the same)."""

from __future__ import annotations

import pygame


def copy_text(words: str) -> bool:
    """Put ``words`` on the clipboard; False where the system has none to give."""
    try:
        pygame.scrap.put_text(words)
    except pygame.error:
        return False
    return True
