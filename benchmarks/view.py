"""Board painting and input latency: ``python -m benchmarks.view [--repeat N]``.

Runs offscreen unless a display is set (QT_QPA_PLATFORM). Prints medians against
the targets of the window issue: expert full repaint <= 2 ms; a 1000x1000 board
scrolled in a 1280x800 window repaints in <= 8 ms; click-to-painted p99 <= 16 ms
on expert; launch to first painted window <= 0.5 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from minesweeper_qt.engine import EXPERT, Difficulty  # noqa: E402
from minesweeper_qt.storage.settings import Settings  # noqa: E402
from minesweeper_qt.view.main_window import MainWindow  # noqa: E402


class _PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _window(difficulty: Difficulty, seed: int = 1) -> MainWindow:
    folder = tempfile.mkdtemp(prefix="msqt-bench-")
    settings = Settings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, difficulty, seed=seed)
    window.show()
    window.fitToBoard()
    QApplication.processEvents()
    return window


def _samples(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def _report(name: str, samples: list[float], target_ms: float, p99: bool = False) -> None:
    values = sorted(samples)
    med = statistics.median(values) * 1000
    tail = values[min(len(values) - 1, int(len(values) * 0.99))] * 1000
    figure = tail if p99 else med
    print(f"{name:<50} median {med:7.3f} ms  p99 {tail:7.3f} ms  "
          f"(target {'p99' if p99 else 'median'} <= {target_ms:g} ms) "
          f"{'ok' if figure <= target_ms else 'OVER'}")


def _reveal_safe(window: MainWindow, rows: range, cols: range, every: int = 1) -> None:
    """Reveal safe cells (every ``every``-th) so the board shows a worst-case mix
    of numbers, openings and hidden cells: few equal neighbours to batch."""
    game = window.model.game
    mines = game.mines
    for k, (r, c) in enumerate((r, c) for r in rows for c in cols):
        if (r, c) not in mines and k % every == 0:
            game.reveal(r, c)


def expert_repaint(repeat: int) -> list[float]:
    window = _window(EXPERT)
    board = window.board
    model = window.model
    model.reveal(model.index(8, 15))
    _reveal_safe(window, range(16), range(30), every=2)
    board.resize(board.boardSize())
    QApplication.processEvents()
    result = _samples(board.viewport().repaint, repeat)
    window.close()
    return result


def huge_scrolled_repaint(repeat: int, cell_size: int = 32) -> list[float]:
    window = _window(Difficulty.custom(1000, 1000, 206_000))
    window.setZoom(cell_size)
    window.resize(1280, 800)
    model = window.model
    model.reveal(model.index(500, 500))
    board = window.board
    board.scrollTo(model.index(500, 500), board.ScrollHint.PositionAtCenter)
    _reveal_safe(window, range(470, 530), range(450, 550), every=2)
    QApplication.processEvents()
    print(f"  (board viewport {board.viewport().size().toTuple()} px, "
          f"{board.cellSize} px cells)")
    counter = _PaintCounter()
    board.viewport().installEventFilter(counter)
    result = _samples(board.viewport().repaint, repeat)
    assert counter.count == repeat, "every repaint() must paint"
    window.close()
    return result


def click_to_painted(repeat: int) -> list[float]:
    window = _window(EXPERT, seed=7)
    board = window.board
    viewport = board.viewport()
    counter = _PaintCounter()
    viewport.installEventFilter(counter)
    game = window.model.game
    samples: list[float] = []
    cells = [(r, c) for r in range(game.rows) for c in range(game.cols)]
    for k in range(repeat):
        if window.model.game.status.is_over:
            window.newGame()
            game = window.model.game
        row, col = cells[(k * 37) % len(cells)]
        pos = board.visualRect(window.model.index(row, col)).center()
        button = Qt.MouseButton.RightButton if k % 3 == 2 else Qt.MouseButton.LeftButton
        before = counter.count
        start = time.perf_counter()
        QTest.mouseClick(viewport, button, Qt.KeyboardModifier.NoModifier, pos)
        QApplication.processEvents()
        if counter.count > before:
            samples.append(time.perf_counter() - start)
    window.close()
    return samples


_LAUNCH = """
import sys, time, os
t0 = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer, QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.view.main_window import MainWindow
from minesweeper_qt.engine import EXPERT
class First(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(f"{time.time() - t0:.4f}", flush=True)
            os._exit(0)
        return False
s = Settings(QSettings(os.path.join(sys.argv[2], "s.ini"), QSettings.Format.IniFormat))
w = MainWindow(s, EXPERT)
f = First()
w.board.viewport().installEventFilter(f)
w.show()
app.exec()
"""


def launch(repeat: int) -> list[float]:
    samples = []
    folder = tempfile.mkdtemp(prefix="msqt-launch-")
    for _ in range(repeat):
        start = time.time()
        out = subprocess.run([sys.executable, "-c", _LAUNCH, str(start), folder],
                             capture_output=True, text=True, check=True, timeout=60)
        samples.append(float(out.stdout.strip().splitlines()[-1]))
    return samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=50, help="samples per figure")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    print(f"platform: {QApplication.platformName()}, {app.primaryScreen().size().toTuple()}")
    _report("expert: full board repaint (480 cells)", expert_repaint(args.repeat), 2)
    _report("1000x1000 scrolled, 1280x800 window: repaint", huge_scrolled_repaint(args.repeat), 8)
    _report("  the same at the smallest zoom (16 px cells)",
            huge_scrolled_repaint(args.repeat, 16), 8)
    _report("expert: click to painted", click_to_painted(max(args.repeat, 200)), 16, p99=True)
    _report("launch to first painted window (process start)", launch(max(3, args.repeat // 10)),
            500)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
