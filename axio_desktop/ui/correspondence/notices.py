"""The system's notifications ("Your turn against Ben"), through `desktop-notifier`,
on a thread of its own so that the frame loop never waits on the system. Where the
system has none (no notification service, no D-Bus session, the library missing), the
first failure is logged and the notices stay quiet: the sound and My games' count
still tell the player."""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path
from typing import Any

from ...net.loop_thread import LoopThread

APP_NAME = "AXIO"

_log = logging.getLogger(__name__)


class DesktopNotices:
    """Notifications of this program; ``enabled`` False (tests) sends none."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.sent = 0
        """How many were handed to the system (what tests can see)."""
        self._thread: LoopThread | None = None
        self._notifier: Any = None
        self._broken = False

    def tell(self, title: str, body: str) -> None:
        if not self.enabled or self._broken:
            return
        if self._thread is None:
            self._thread = LoopThread("axio-notices")
            self._thread.start()
        self._thread.submit(self._send(title, body))

    def stop(self) -> None:
        if self._thread is not None:
            self._thread.stop(1.0)

    async def _send(self, title: str, body: str) -> None:
        try:
            if self._notifier is None:
                from desktop_notifier import DesktopNotifier, Icon

                icon = Icon(path=Path(str(resources.files("axio_desktop")
                                          .joinpath("icon/axio-desktop.png"))))
                self._notifier = DesktopNotifier(app_name=APP_NAME, app_icon=icon)
            await self._notifier.send(title=title, message=body)
            self.sent += 1
        except Exception as error:  # noqa: BLE001 - any system without notifications: stay quiet
            self._broken = True
            _log.info("no desktop notifications here: %s: %s", type(error).__name__, error)
