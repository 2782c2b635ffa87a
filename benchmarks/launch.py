"""Launch time and huge-board memory: ``python -m benchmarks.launch [--runs N]``.

Every figure comes from real processes started afresh, measured beside a bare
PySide6 reference started the same way in the same run (issue #24):

- **launch**: from spawning the process to the end of the first paint of the
  game's board (an event filter on the board's viewport alone, installed when
  the window is shown, sees its first ``Paint`` event and reports after it has
  been handled), beside a bare ``QMainWindow``
  (``QApplication``, a window, ``show()``, its first paint). The game runs as
  a player starts it (``python -m minesweeper_qt``, nothing on the command
  line: a fresh player's Beginner board). Median of ``--runs`` runs each,
  taken in turns; target: the game within 1.5x the bare window. Beside them,
  the game's kinds of Qt widgets with no game code at all (a menu bar of four
  menus, a header of labels and tool buttons, a Beginner-sized ``QTableView``
  over a model naming one ``Qt`` enum): the floor any program with that window
  pays in PySide6, whatever it defers. The CPU time
  each child used until then is printed too (less sensitive to a busy machine),
  and the time until the window is whole (it builds its menus' work, storage,
  the end menu, history and the assistance right after the first paint:
  ``MainWindow.whenReady``).
- **memory**: the peak resident set (``ru_maxrss``) of a process that starts a
  1000 x 1000 game (``--custom 1000x1000x206000``), waits for the first paint,
  reveals a cell with a real mouse click and waits for the board to repaint;
  beside a bare ``QTableView`` over a 1000 x 1000 model doing the same.
  Target: under 150 MiB.

Uses the display in ``$DISPLAY`` (X11, e.g. Xvfb) when there is one, else the
offscreen platform (``--platform`` chooses). The children run with a scratch
home and data folders, removed afterwards: never the player's own files.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

#: Both children install this first: it reports, once, the end of the first
#: paint of a widget named ``TARGET`` (or of its viewport), then runs ``AFTER``.
_PROBE = r"""
import os, sys, time, resource
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

class FirstPaint(QObject):
    def __init__(self, target_of, after):
        super().__init__()
        self.target_of, self.after, self.seen, self.watching = target_of, after, False, False
        # The target alone is watched, from the show of its window on: an
        # application event filter would have PySide make every Qt class (to
        # type Qt's own window object), a cost of the probe, not of the program.
        show = QWidget.show
        def show_then_watch(widget):
            show(widget)
            target = None if self.watching else self.target_of(widget)
            if target is not None:
                self.watching = True
                target.installEventFilter(self)
        QWidget.show = show_then_watch

    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            # A zero timer runs once this paint (and the rest of its frame) is done.
            QTimer.singleShot(0, self.done)
        return False

    def done(self):
        usage = resource.getrusage(resource.RUSAGE_SELF)
        print(f"painted {time.monotonic()!r}", flush=True)
        print(f"cpu {usage.ru_utime + usage.ru_stime!r}", flush=True)
        self.after()

windows = []

def board_of(window):
    board = getattr(window, "board", None)  # the game's main window
    if board is None:
        return None
    windows.append(window)
    return board.viewport()

def peak_mib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

def quit_now():
    sys.stdout.flush()
    os._exit(0)

def click_then_report(view):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    repaints = []

    class Repaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and not repaints:
                repaints.append(1)
                QTimer.singleShot(0, report)
            return False

    def report():
        window = view.window()
        if window.objectName() == "mainWindow":
            # The move's consequences too: the saved game written (as on quit).
            if window.saveController is not None:
                window.saveController.flush()
            game = window.model.game
            print(f"status {game.status.name} revealed {game.revealed_count}", flush=True)
        print(f"peak {peak_mib()!r}", flush=True)
        quit_now()

    viewport = view.viewport()
    probe = Repaint()
    viewport.installEventFilter(probe)
    view._probe_keep = probe
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    viewport.update()
"""

_BARE = _PROBE + r"""
from PySide6.QtWidgets import QMainWindow, QWidget
app = QApplication(sys.argv[:1])
probe = FirstPaint(lambda window: window.centralWidget(), quit_now)
window = QMainWindow()
central = QWidget()
central.setObjectName("bareCentral")
window.setCentralWidget(central)
window.resize(300, 360)
window.show()
app.exec()
"""

_GAME = _PROBE + r"""
app = QApplication(sys.argv[:1])

def whole_then_quit():
    # The window paints its board first and builds the rest right after.
    window = windows[-1]
    def report():
        print(f"whole {time.monotonic()!r}", flush=True)
        quit_now()
    if hasattr(window, "whenReady"):
        window.whenReady(report)
    else:  # a tree from before the window was built in two parts: whole at once
        report()

probe = FirstPaint(board_of, whole_then_quit)
from minesweeper_qt.app import main
main(sys.argv[1:])
"""

#: A ``SIDE`` x ``SIDE`` table model with nothing in its cells (SIDE set before it).
_EMPTY_MODEL = r"""
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

class Model(QAbstractTableModel):
    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else SIDE
    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else SIDE
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        return None
"""

_WIDGETS = _PROBE + "SIDE = 9" + _EMPTY_MODEL + r"""
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QLabel, QMainWindow, QTableView,
                               QToolButton, QVBoxLayout, QWidget)

class Window(QMainWindow):
    def __init__(self):
        super().__init__()
        for title in ("&Game", "&Options", "A&ssist", "&Help"):
            self.menuBar().addMenu(title)
        central = QWidget()
        column = QVBoxLayout(central)
        header = QWidget()
        row = QHBoxLayout(header)
        row.addWidget(QLabel("010"))
        for _ in range(5):
            row.addWidget(QToolButton())
        row.addWidget(QLabel("000"))
        column.addWidget(header)
        self.board = QTableView()
        self.board.setModel(Model(self.board))
        for side in (self.board.horizontalHeader(), self.board.verticalHeader()):
            side.hide()
            side.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            side.setDefaultSectionSize(24)
        column.addWidget(self.board)
        self.setCentralWidget(central)

app = QApplication(sys.argv[:1])
probe = FirstPaint(board_of, quit_now)
window = Window()
window.show()
app.exec()
"""

_BARE_TABLE = _PROBE + "SIDE = 1000" + _EMPTY_MODEL + r"""
from PySide6.QtWidgets import QTableView

app = QApplication(sys.argv[:1])
view = QTableView()
view.setObjectName("bareTable")
model = Model()
view.setModel(model)
view.horizontalHeader().hide()
view.verticalHeader().hide()
view.horizontalHeader().setDefaultSectionSize(24)
view.verticalHeader().setDefaultSectionSize(24)
probe = FirstPaint(lambda table: table.viewport(), lambda: click_then_report(view))
view.resize(1280, 800)
view.show()
app.exec()
"""

_GAME_HUGE = _PROBE + r"""
app = QApplication(sys.argv[:1])

probe = FirstPaint(board_of, lambda: click_then_report(windows[-1].board))
from minesweeper_qt.app import main
main(sys.argv[1:])
"""


#: Compiled modules of the children, kept for the whole run (as an installed
#: copy has them) but outside the source tree; made by main(), removed at its end.
_PYCACHE: list[str] = []


#: A source tree the game children import instead of the installed package
#: (``--tree``: to measure another checkout, e.g. main, the same way).
_TREE: list[str] = []


def _environment(home: str, platform: str) -> dict[str, str]:
    env = dict(os.environ)
    env["HOME"] = home
    if _PYCACHE:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = _PYCACHE[0]
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = os.path.join(home, var.lower())
    # The children end with os._exit: their single-instance socket goes with the home.
    env["TMPDIR"] = os.path.join(home, "tmp")
    os.makedirs(env["TMPDIR"], exist_ok=True)
    env.pop("XDG_RUNTIME_DIR", None)
    env["QT_QPA_PLATFORM"] = platform
    env.pop("PYTHONPATH", None)
    if _TREE:
        env["PYTHONPATH"] = _TREE[0]
    return env


def _run(script: str, args: list[str], platform: str) -> dict[str, float]:
    """Run one child in a fresh scratch home; returns what it reported
    (``painted``: seconds from spawn to the end of the first paint; ``cpu``:
    the child's CPU seconds until then; ``peak``: MiB)."""
    home = tempfile.mkdtemp(prefix="msqt-launch-")
    try:
        start = time.monotonic()
        done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True,
                              text=True, timeout=120, env=_environment(home, platform),
                              cwd=home)  # not the source folder: imports as installed
    finally:
        shutil.rmtree(home, ignore_errors=True)
    found: dict[str, float] = {}
    for line in done.stdout.splitlines():
        key, _, value = line.partition(" ")
        if key in ("painted", "cpu", "peak", "whole"):
            found[key] = float(value)
    if "painted" not in found:
        raise RuntimeError(f"the child reported no paint (exit {done.returncode}):\n"
                           f"{done.stdout}\n{done.stderr}")
    found["painted"] -= start
    if "whole" in found:
        found["whole"] -= start
    return found


Reports = list[dict[str, float]]


def launch(runs: int, platform: str) -> tuple[Reports, Reports, Reports]:
    """What each child reported at its first paint (``painted``, ``cpu``):
    (bare window, the game's widgets without the game, game), ``runs`` each,
    in turns."""
    bare: Reports = []
    widgets: Reports = []
    game: Reports = []
    for script in (_BARE, _WIDGETS, _GAME):  # warm the file cache for all
        _run(script, [], platform)
    for _ in range(runs):
        bare.append(_run(_BARE, [], platform))
        widgets.append(_run(_WIDGETS, [], platform))
        game.append(_run(_GAME, [], platform))
    return bare, widgets, game


def memory(runs: int, platform: str) -> tuple[list[float], list[float]]:
    """Peak MiB: (bare 1000 x 1000 table view, 1000 x 1000 game), after a click."""
    bare: list[float] = []
    game: list[float] = []
    for _ in range(runs):
        bare.append(_run(_BARE_TABLE, [], platform)["peak"])
        game.append(_run(_GAME_HUGE, ["--custom", "1000x1000x206000"], platform)["peak"])
    return bare, game


def _ms(samples: list[float]) -> str:
    return (f"median {statistics.median(samples) * 1000:6.1f} ms "
            f"(min {min(samples) * 1000:.1f}, max {max(samples) * 1000:.1f})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="runs per launch figure")
    parser.add_argument("--memory-runs", type=int, default=3, help="runs per memory figure")
    parser.add_argument("--platform", default="xcb" if os.environ.get("DISPLAY") else "offscreen",
                        help="Qt platform of the children (default: xcb with $DISPLAY)")
    parser.add_argument("--skip-memory", action="store_true")
    parser.add_argument("--tree", metavar="DIR",
                        help="run the game from this source tree (e.g. a checkout of main)")
    args = parser.parse_args(argv)
    if args.tree:
        _TREE[:] = [os.path.abspath(args.tree)]
    _PYCACHE[:] = [tempfile.mkdtemp(prefix="msqt-launch-pyc-")]
    try:
        return _measure(args)
    finally:
        shutil.rmtree(_PYCACHE.pop(), ignore_errors=True)


def _measure(args: argparse.Namespace) -> int:
    print(f"platform {args.platform}, Python {sys.version.split()[0]}, {args.runs} runs"
          + (f", game from {_TREE[0]}" if _TREE else ""))
    bare, widgets, game = launch(args.runs, args.platform)
    for key, what in (("painted", "time"), ("cpu", "CPU time")):
        b, w, g = [r[key] for r in bare], [r[key] for r in widgets], [r[key] for r in game]
        ratio = statistics.median(g) / statistics.median(b)
        print(f"{'bare PySide6 window: ' + what + ' to first paint':<44} {_ms(b)}")
        print(f"{'its widgets, no game code: ' + what:<44} {_ms(w)} "
              f"{statistics.median(w) / statistics.median(b):.2f}x bare")
        print(f"{'game: ' + what + ' to first painted board':<44} {_ms(g)}")
        print(f"{'game / bare (' + what + ')':<44} {ratio:6.2f}x (target <= 1.5x) "
              f"{'ok' if ratio <= 1.5 else 'OVER'}")
    if all("whole" in r for r in game):
        # The rest of the window (storage, best times, end menu, history, the
        # assistance) is built right after the first paint: ready for play.
        print(f"{'game: time to the whole window':<44} {_ms([r['whole'] for r in game])}")
    if not args.skip_memory:
        table, huge = memory(args.memory_runs, args.platform)
        peak = statistics.median(huge)
        print(f"{'bare 1000x1000 QTableView: peak RSS':<44} "
              f"median {statistics.median(table):6.1f} MiB")
        print(f"{'game 1000x1000/206k + a move: peak RSS':<44} median {peak:6.1f} MiB "
              f"(target < 150 MiB) {'ok' if peak < 150 else 'OVER'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
