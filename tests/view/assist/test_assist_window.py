"""The part of a huge board in view (:class:`ViewWindow`): it says so once the
view has been still for ``SETTLE_MS``, however far it scrolled (the real board
view of the real window)."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtWidgets import QApplication
from timing import reference_s

from minesweeper_qt.engine import Game
from minesweeper_qt.view.assist.assist_window import SETTLE_MS
from minesweeper_qt.view.main_window import MainWindow


def test_a_far_scroll_is_reported_after_the_settle_time_not_its_distance(
        window: MainWindow, qtbot: Any, fake_clock: Any) -> None:
    window.model.setGame(Game(1000, 1000, 206_000, seed=3, time_source=fake_clock))
    window.setZoom(24)
    window.board.resize(640, 480)
    QApplication.processEvents()
    view = window.assist.viewWindow
    unit = reference_s()
    for bar in (window.board.verticalScrollBar(), window.board.horizontalScrollBar()):
        with qtbot.waitSignal(view.changed, timeout=30_000):
            start = time.monotonic()
            bar.setValue(500 * 24)  # 12,000 px: once taken as 12,000 ms
        waited = time.monotonic() - start
        # The settle time and an event loop's turn (40 units, about 2 s idle), far from
        # the scroll's 12 s.
        unit = max(unit, reference_s())
        assert SETTLE_MS / 1000 * 0.9 <= waited < SETTLE_MS / 1000 + 40 * unit, (waited, unit)
    top, left, _, _ = view.rect()
    assert top >= 490 and left >= 490
