"""Helper of the hostile-theme tests (not a test): start the real program, and
report how its start went with the saved theme.

Usage: ``python theme_start_driver.py [program arguments...]``. Prints, flushed:
``SHOWN <ms>`` when the window is first shown (ms since the program started),
``NOTICE <ms> <text>`` for the first note that names a theme, ``THEME <id>``
(the theme shown then), ``STALL <ms>`` (the longest event-loop stall from the
first show to the note), ``BOARD <rgb>`` (a hidden cell's centre colour), then
closes the window and prints ``EXIT <status>``. Gives up 120 s after start
(a generous wait for a busy machine, not a limit);
with ``THEME_DRIVER_NO_NOTE=1`` in the environment (a theme that draws, no
note expected) it reports once the window has been shown for 0.3 s.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

STARTED = time.perf_counter()

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from stall_watch import StallWatch  # noqa: E402

from minesweeper_qt.app import main  # noqa: E402


def ms() -> int:
    return round((time.perf_counter() - STARTED) * 1000)


def watch() -> None:
    win = next((w for w in QApplication.topLevelWidgets()
                if w.objectName() == "mainWindow" and w.isVisible()), None)
    if win is None:
        QTimer.singleShot(5, watch)
        return
    print("SHOWN", ms(), flush=True)
    stalls = StallWatch(win)
    shown = ms()
    no_note = os.environ.get("THEME_DRIVER_NO_NOTE") == "1"

    def look() -> None:
        note = win.findChild(QLabel, "notice")
        text = note.text() if note is not None and note.isVisible() else ""
        if "theme" in text.lower() or ms() > 120_000 or (no_note and ms() > shown + 300):
            print("NOTICE", ms(), text.replace("\n", " "), flush=True)
            print("THEME", win.themes.current.id, flush=True)  # type: ignore[attr-defined]
            print("STALL", round(stalls.longest_ms), flush=True)
            board = win.board  # type: ignore[attr-defined]
            image = board.viewport().grab().toImage()
            size = board.cellSize
            print("BOARD", image.pixelColor(size // 2, size // 2).name(), flush=True)
            win.close()
            return
        QTimer.singleShot(10, look)

    look()


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    QTimer.singleShot(0, watch)
    status = main(["minesweeper-qt", *sys.argv[1:]])
    print("EXIT", status, flush=True)
    sys.exit(status)
