"""What the start loads before the first painted board: a real process started
as a player starts it (``python -m minesweeper_qt``), its modules listed at the
end of the board's first paint. The solver and the game review load on first
use (a hint, the overlay, auto-play, a game's end); the window's second part
(storage, best times, history, replays, the assistance, the single-instance
server) right after the first paint; none before the board is
on screen (issue #24's launch budget)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])

class FirstPaint(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Type.Paint and "board" in (
                watched.objectName(),
                watched.parent().objectName() if watched.parent() is not None else ""):
            self.seen = True
            QTimer.singleShot(0, self.report)
        return False
    def report(self):
        print("\n".join(sorted(sys.modules)), flush=True)
        os._exit(0)

probe = FirstPaint()
app.installEventFilter(probe)
from minesweeper_qt.app import main
main([])
"""

#: Loaded only when used; each a cost the first paint does not need (a name
#: ending in "." stands for every module below it).
LATER = ["minesweeper_qt.engine.solver.", "minesweeper_qt.engine.reasons",
         "minesweeper_qt.replay.", "minesweeper_qt.session.score_keeper",
         "minesweeper_qt.session.end_figures", "minesweeper_qt.storage.storage",
         "minesweeper_qt.storage.records", "minesweeper_qt.storage.history",
         "minesweeper_qt.storage.journal", "minesweeper_qt.view.assist.assist",
         "minesweeper_qt.view.history.",
         "minesweeper_qt.view.themes.trial", "minesweeper_qt.view.themes.budget",
         "PySide6.QtNetwork", "sqlite3", "importlib.resources"]


def test_the_solver_the_review_and_the_second_part_load_after_the_first_paint(
        tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(tmp_path / var.lower())
    env["HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-c", CHILD], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    loaded = set(done.stdout.split())
    assert "minesweeper_qt.view.main_window" in loaded, done.stdout[-2000:] + done.stderr
    early = sorted(module for module in loaded for name in LATER
                   if module == name or (name.endswith(".") and module.startswith(name)))
    assert not early, f"loaded before the first paint: {early}"
