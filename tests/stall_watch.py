"""Helper of the tests (not a test): how long the event loop stalls.

A 1 ms ``QTimer`` measures its own lateness: :attr:`StallWatch.longest_ms` is
the longest time between two of its turns since :meth:`StallWatch.reset`, i.e.
the longest the window could not paint or take input.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Slot


class StallWatch(QObject):
    """Started on creation; ``longest_ms`` is the longest stall seen."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._on_tick)
        self.reset()
        self._timer.start()

    def reset(self) -> None:
        self._last = time.perf_counter()
        self.longest_ms = 0.0

    @Slot()
    def _on_tick(self) -> None:
        now = time.perf_counter()
        self.longest_ms = max(self.longest_ms, (now - self._last) * 1000)
        self._last = now

    def stop(self) -> None:
        self._timer.stop()
