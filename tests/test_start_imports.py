"""What the start loads before the first painted board: a real process started
as a player starts it (``python -m minesweeper_qt``), its modules listed at the
end of the board's first paint. The window's second part (storage, best
times, history, replays, the assistance with the solver, the game review: the
seam, ``view/window/second_part.py``) and the single-instance server load
right after the first paint, the rest on first use; none before the board is
on screen (issue #24's launch budget)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

app = QApplication(sys.argv[:1])

class FirstPaint(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            QTimer.singleShot(0, self.report)
        return False
    def report(self):
        print("\n".join(sorted(sys.modules)), flush=True)
        for module in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"):
            made = sorted(name for name in vars(sys.modules[module]) if name.startswith("Q"))
            print("classes", module, " ".join(made), flush=True)
        os._exit(0)

# Watch the board alone, once the window shows it: an application event filter
# would itself have PySide load every class (see UNUSED).
probe = FirstPaint()
show = QWidget.show
def show_then_watch(widget):
    show(widget)
    if hasattr(widget, "board"):
        widget.board.viewport().installEventFilter(probe)
QWidget.show = show_then_watch
from minesweeper_qt.app import main
main([])
"""

#: Loaded only when used; each a cost the first paint does not need (a name
#: ending in "." stands for every module below it).
#: The solver's clearing (``clear``, ``exact``, ``_grid``) loads with the engine:
#: the no-guess generator is built on it (about 1 ms); its analysis does not.
LATER = [*(f"minesweeper_qt.engine.solver.{name}" for name in (
             "analysis", "autoplay", "endgame", "guess", "hints", "opening", "policy",
             "position", "rollout", "window")),
         "minesweeper_qt.engine.reasons",
         "minesweeper_qt.replay.", "minesweeper_qt.session.score_keeper",
         "minesweeper_qt.session.end_figures", "minesweeper_qt.storage.storage",
         "minesweeper_qt.storage.records", "minesweeper_qt.storage.history",
         "minesweeper_qt.storage.scores", "minesweeper_qt.view.assist.assist",
         "minesweeper_qt.view.history.",
         "minesweeper_qt.view.themes.trial", "minesweeper_qt.view.themes.budget",
         "PySide6.QtNetwork", "minesweeper_qt.handover", "sqlite3", "importlib.resources"]


#: Qt classes the first paint never uses. PySide6 makes each class when Python
#: first names it; but the first object Python meets that it did not make (an
#: application event filter sees Qt's own window object; a board's viewport
#: made by Qt) has it make every class of the module to find the object's
#: type: about 20 ms before the first paint.
UNUSED = {"PySide6.QtCore": ["QProcess", "QSharedMemory"],
          "PySide6.QtGui": ["QPdfWriter", "QMovie"],
          "PySide6.QtWidgets": ["QWizard", "QCalendarWidget", "QGraphicsView"]}


def _first_paint(tmp_path: Path) -> tuple[set[str], dict[str, set[str]]]:
    """The modules loaded and the Qt classes made by the end of the board's
    first paint, in a real process started as a player starts it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(tmp_path / var.lower())
    env["HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-c", CHILD], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    modules: set[str] = set()
    classes: dict[str, set[str]] = {}
    for line in done.stdout.splitlines():
        if line.startswith("classes "):
            _, module, *names = line.split()
            classes[module] = set(names)
        else:
            modules.add(line)
    assert "minesweeper_qt.view.main_window" in modules, done.stdout[-2000:] + done.stderr
    return modules, classes


def test_no_unused_qt_class_is_made_before_the_first_paint(tmp_path: Path) -> None:
    _, classes = _first_paint(tmp_path)
    assert "QTableView" in classes["PySide6.QtWidgets"]  # the board's: made, and seen
    made = sorted(f"{module}.{name}" for module, names in UNUSED.items()
                  for name in names if name in classes[module])
    assert not made, f"made before the first paint: {made}"


def test_the_solver_the_review_and_the_second_part_load_after_the_first_paint(
        tmp_path: Path) -> None:
    loaded, _ = _first_paint(tmp_path)
    early = sorted(module for module in loaded for name in LATER
                   if module == name or (name.endswith(".") and module.startswith(name)))
    assert not early, f"loaded before the first paint: {early}"


END_CHILD = r"""
import os, sys, time
from PySide6.QtCore import QEventLoop, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
QStandardPaths.setTestModeEnabled(True)
from minesweeper_qt.engine import BEGINNER
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.view import main_window
from minesweeper_qt.view.board.board_view import BoardView

drawn_ahead = []  # the warm-up's drawing of the end art, once done
prepare_end_art = BoardView.prepareEndArt
def prepare_and_tell(view):
    prepare_end_art(view)
    drawn_ahead.append(True)
BoardView.prepareEndArt = prepare_and_tell

def spin_until(done, seconds):
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()
    return done()

ini = os.path.join(os.getcwd(), "settings.ini")
settings = Settings(QSettings(ini, QSettings.Format.IniFormat))
window = main_window.MainWindow(settings, BEGINNER, seed=3)
window.askAbandon = lambda: True
window.show()
assert spin_until(lambda: drawn_ahead, 20)
before = set(sys.modules)
board, model = window.board, window.model

def click(cell):
    pos = board.visualRect(model.index(*cell)).center()
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)

click((4, 4))
mine = next((r, c) for r in range(9) for c in range(9) if model.game.is_mine(r, c))
spin_until(lambda: False, 0.3)  # the first reveal's cells painted
drawn = window.art.cached_count
click(mine)
assert model.game.status.is_over
assert spin_until(lambda: window.reviewLine.review is not None, 30), "no review"
spin_until(lambda: False, 1.0)  # the explosion played
new = sorted(m for m in set(sys.modules) - before if m.startswith("minesweeper_qt"))
print("new", " ".join(new))
print("rendered", window.art.cached_count - drawn)
os._exit(0)
"""


def test_a_first_game_end_loads_and_draws_nothing_once_the_window_has_warmed_up(
        tmp_path: Path) -> None:
    """What the first game's end needs (its review, its figures) is loaded
    with the window's second part, and what it shows first (the dead face,
    the mines, the explosion) is drawn a moment after the start
    (``view/window/warm_up``): at that end, nothing is loaded and no SVG is
    rendered."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(tmp_path / var.lower())
    done = subprocess.run([sys.executable, "-c", END_CHILD], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=90, stdin=subprocess.DEVNULL)
    lines = [line for line in done.stdout.splitlines() if line.startswith("new")]
    assert lines, done.stdout[-2000:] + done.stderr[-3000:]
    assert lines[0].split()[1:] == [], f"loaded at the game's end: {lines[0]}"
    rendered = [line for line in done.stdout.splitlines() if line.startswith("rendered")]
    assert rendered == ["rendered 0"], done.stdout[-2000:]
