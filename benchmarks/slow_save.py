"""Event-loop stalls against a slow disk: while playing, and at game ends.

Usage: ``python -m benchmarks.slow_save [--sync-ms 600] [--seconds 5] [--only new|ends|play]``

Builds a tiny ``LD_PRELOAD`` library with the system C compiler (``cc``) that
wraps ``fsync`` and ``fdatasync`` with a sleep of ``--sync-ms`` milliseconds
(every flush of the process, SQLite's and Qt's included). Each measurement runs
in a child process through the real main window, with its settings, best
times, history and saved game in a scratch home folder, twice: with the slow
flush and on the normal disk (no shim), printed side by side.

A 1 ms ``QTimer`` measures its own lateness: the longest stall and the number
of stalls over one 60 Hz frame (16.7 ms) are printed.

- **Game ends** (issue #25): on Expert and on 1000 x 1000 (206,000 mines), a
  loss (a mine clicked after the first click) and a win (every safe cell but one
  open, from a saved game; then the last one clicked). The game-ending click is
  a real mouse click on the board; the stall is measured from the click for
  ``END_SECONDS`` (the drop-down menu, best times, statistics, history and save
  file all done by then; the child waits for the storage to be idle before it
  measures). Target: the longest stall under 16.7 ms with a 100 ms flush.
- **New game** (issue #42: the settings file was synced on the GUI thread,
  1.2 s with a 600 ms flush): from an Expert game in play, new games of
  other sizes and of the same size, each a real call of the window's New
  game, watched ``NEW_SECONDS`` each (the game given up goes to the history,
  the save file is removed, the size is remembered). Target: under one frame.
- **Playing**: Expert at 10 clicks per second for ``--seconds`` seconds,
  saving after every move.

Linux (LD_PRELOAD) only.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FRAME_MS = 1000 / 60
#: How long the stall is watched after the game-ending click (s), per board.
END_SECONDS = {"expert": 3.0, "huge": 8.0}
#: How long the stall is watched after each new game (s).
NEW_SECONDS = 1.5

SHIM = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <time.h>
static void slow(void) {
    const char *ms = getenv("SLOW_SYNC_MS");
    long n = ms ? atol(ms) : 100;
    struct timespec t = { n / 1000, (n % 1000) * 1000000L };
    nanosleep(&t, NULL);
}
int fsync(int fd) {
    static int (*real)(int);
    if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
    slow();
    return real(fd);
}
int fdatasync(int fd) {
    static int (*real)(int);
    if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    slow();
    return real(fd);
}
"""


def build_shim(folder: Path) -> Path:
    """Compile the slow-flush library into ``folder``; returns its path."""
    source = folder / "slowsync.c"
    library = folder / "slowsync.so"
    source.write_text(SHIM)
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", str(library), str(source), "-ldl"],
                   check=True)
    return library


class StallMeter:
    """A 1 ms precise QTimer recording how late each tick comes (ms)."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.stalls: list[float] = []
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.stalls.append((now - self._last) * 1000 - 1)
        self._last = now

    def start(self) -> None:
        self.stalls.clear()
        self._last = time.perf_counter()
        self._timer.start(1)

    def stop(self) -> None:
        self._timer.stop()

    def report(self) -> str:
        worst = max(self.stalls, default=0.0)
        over = sum(s > FRAME_MS for s in self.stalls)
        return f"{worst:7.1f} {over:3d}"


def _app_and_window(difficulty_name: str, folder: Path):  # type: ignore[no-untyped-def]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)  # the history under $HOME/.qttest
    from minesweeper_qt.engine import EXPERT, Difficulty
    from minesweeper_qt.storage.save_store import SaveStore
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    difficulty = EXPERT if difficulty_name == "expert" else Difficulty.custom(1000, 1000, 206_000)
    window = MainWindow(settings, difficulty, seed=5, saves=SaveStore(folder / "current-game.json"))
    window.askAbandon = lambda: True
    window.show()
    window.resize(1280, 800)
    return app, window, difficulty


def _spin(ms: int) -> None:
    """Run the event loop for ``ms`` milliseconds, as the program's own does.
    (Not ``QTest.qWait``: it sleeps 10 ms between its passes over the events,
    and the meter counted those sleeps as stalls of about 9 ms.)"""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _settle(window: object, ms: int) -> None:
    """Let the window finish what it does (saves, history), then idle ``ms``."""

    storage = getattr(window, "storage", None)
    if storage is not None:
        storage.wait(60)
    controller = getattr(window, "saveController", None)
    if controller is not None:
        controller.wait(60)
    _spin(ms)


def _click(window: object, cell: tuple[int, int]) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    board = window.board  # type: ignore[attr-defined]
    pos = board.visualRect(window.model.index(*cell)).center()  # type: ignore[attr-defined]
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)


def _near_won(difficulty: object) -> tuple[object, tuple[int, int]]:
    """A game with every safe cell but one open (its clock at 100 s), and that cell."""
    from minesweeper_qt.engine import Game, Status
    from minesweeper_qt.engine.cells import FLAGGED, REVEALED
    from minesweeper_qt.engine.snapshot import Snapshot
    from minesweeper_qt.engine.types import FirstClick

    rows, cols, count = difficulty.rows, difficulty.cols, difficulty.mines  # type: ignore[attr-defined]
    layout = Game(rows, cols, count, seed=300, first_click=FirstClick.SAFE)
    layout.reveal(0, 0)
    mines = layout.snapshot().mines
    assert mines is not None
    cells = bytearray([REVEALED]) * (rows * cols)
    for i in mines:
        cells[i] = FLAGGED if i % 2 else 0
    last = next(i for i in range(rows * cols // 2 + cols // 2, rows * cols)
                if cells[i] == REVEALED)
    cells[last] = 0
    snap = Snapshot(rows=rows, cols=cols, mine_count=count, seed=None,
                    first_click=FirstClick.SAFE, question_marks=False, mines=mines,
                    cells=bytes(cells), status=Status.PLAYING, exploded=None, elapsed=100.0,
                    left_clicks=1, right_clicks=0, chord_clicks=0, moves=())
    return Game.from_snapshot(snap), divmod(last, cols)


def child_end(board: str, outcome: str, folder: Path) -> None:
    """Measure one game end in this process; prints ``<worst ms> <stalls over a frame>``."""

    app, window, difficulty = _app_and_window(board, folder)
    model = window.model
    view = window.board
    _spin(300)
    if outcome == "loss":
        start = (difficulty.rows // 2, difficulty.cols // 2)
        view.scrollTo(model.index(*start), view.ScrollHint.PositionAtCenter)
        _spin(100)
        _click(window, start)
        _settle(window, 500)
        game = model.game
        r0, c0 = start
        target = next((r, c) for r in range(max(0, r0 - 6), min(difficulty.rows, r0 + 7))
                      for c in range(max(0, c0 - 6), min(difficulty.cols, c0 + 7))
                      if game.is_mine(r, c))
    else:
        game, target = _near_won(difficulty)
        window.session.resume(game, counted=True)
        _spin(100)
    view.scrollTo(model.index(*target), view.ScrollHint.PositionAtCenter)
    _settle(window, 700)
    meter = StallMeter()
    meter.start()
    _spin(200)
    before = max(meter.stalls, default=0.0)
    meter.stalls.clear()
    _click(window, target)
    _spin(int(END_SECONDS[board] * 1000))
    meter.stop()
    assert model.game.status.is_over, "the click did not end the game"
    print(f"{meter.report()} {before:.1f}", flush=True)
    window.close()
    app.processEvents()


def child_new(folder: Path) -> None:
    """New games from a game in play; prints ``<worst ms> <stalls over a frame>``."""
    from minesweeper_qt.engine import BEGINNER, EXPERT, INTERMEDIATE

    app, window, _ = _app_and_window("expert", folder)
    model = window.model
    _spin(300)
    meter = StallMeter()
    worst: list[float] = []
    for size in (INTERMEDIATE, INTERMEDIATE, EXPERT, BEGINNER):
        model.reveal(model.index(model.game.rows // 2, model.game.cols // 2))  # in play: saved
        _settle(window, 300)
        meter.start()
        window.newGame(size)
        _spin(int(NEW_SECONDS * 1000))
        meter.stop()
        worst.extend(meter.stalls)
    meter.stalls = worst
    print(meter.report(), flush=True)
    window.close()
    app.processEvents()


def child_play(seconds: float, folder: Path) -> None:
    """Play Expert at 10 clicks/s; prints ``<worst ms> <stalls over a frame>``."""
    import random

    from PySide6.QtCore import QTimer

    app, window, difficulty = _app_and_window("expert", folder)
    model = window.model
    rng = random.Random(3)

    def click() -> None:
        game = model.game
        if game.status.is_over:
            window.newGame(difficulty)
            return
        hidden = [(r, c) for r, c in ((rng.randrange(16), rng.randrange(30)) for _ in range(50))
                  if not game.is_revealed(r, c) and not (game.has_layout and game.is_mine(r, c))]
        if hidden and rng.random() < 0.6:
            model.reveal(model.index(*hidden[0]))
        else:
            r, c = rng.randrange(16), rng.randrange(30)
            if not game.is_revealed(r, c):
                model.toggleFlag(model.index(r, c))

    _spin(300)
    meter = StallMeter()
    player = QTimer()
    player.timeout.connect(click)
    meter.start()
    player.start(100)
    _spin(int(seconds * 1000))
    player.stop()
    meter.stop()
    print(meter.report(), flush=True)
    window.close()
    app.processEvents()


def _run_child(args: list[str], shim: Path | None, sync_ms: int, seconds: float = 5.0) -> str:
    with tempfile.TemporaryDirectory(prefix="slow-save-") as home:
        env = dict(os.environ, HOME=home, QT_QPA_PLATFORM="offscreen",
                   PYTHONPATH=str(Path(__file__).resolve().parent.parent),
                   SLOW_SYNC_MS=str(sync_ms))
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
                    "TMPDIR"):
            env[var] = os.path.join(home, var.lower())
        os.makedirs(env["TMPDIR"])
        # The child's single-instance socket goes with the home, not the shared /tmp.
        env.pop("XDG_RUNTIME_DIR", None)
        env.pop("LD_PRELOAD", None)
        if shim is not None:
            env["LD_PRELOAD"] = str(shim)
        done = subprocess.run([sys.executable, "-m", "benchmarks.slow_save", "--child", *args,
                               "--folder", home, "--seconds", str(seconds)], env=env,
                              capture_output=True, text=True,
                              cwd=Path(__file__).resolve().parent.parent)
        if done.returncode != 0:
            return f"failed: {done.stderr.strip().splitlines()[-1:]}"
        return done.stdout.strip().splitlines()[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--sync-ms", type=int, default=600)
    parser.add_argument("--only", choices=("new", "ends", "play"))
    parser.add_argument("--boards", default="expert,huge")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        folder = Path(args.folder)
        if args.child[0] == "end":
            child_end(args.child[1], args.child[2], folder)
        elif args.child[0] == "new":
            child_new(folder)
        else:
            child_play(args.seconds, folder)
        return
    with tempfile.TemporaryDirectory() as scratch:
        shim = build_shim(Path(scratch))
        print(f"fsync/fdatasync slowed to {args.sync_ms} ms by {shim.name} (LD_PRELOAD) "
              f"beside the normal disk; longest event-loop stall (ms) and stalls over one "
              f"frame ({FRAME_MS:.1f} ms)")
        print(f"{'':28} {'slow flush':>15} {'normal disk':>15}")
        if args.only in (None, "new"):
            slow = _run_child(["new"], shim, args.sync_ms)
            normal = _run_child(["new"], None, args.sync_ms)
            print(f"new game, from Expert in play  {slow:>15} {normal:>15}", flush=True)
        if args.only in (None, "ends"):
            for board in args.boards.split(","):
                for outcome in ("loss", "win"):
                    slow = _run_child(["end", board, outcome], shim, args.sync_ms)
                    normal = _run_child(["end", board, outcome], None, args.sync_ms)
                    name = {"expert": "Expert", "huge": "1000x1000/206000"}[board]
                    print(f"game end, {name:<16} {outcome:<5} "
                          f"{' '.join(slow.split()[:2]):>15} {' '.join(normal.split()[:2]):>15}"
                          f"   (idle before: {slow.split()[-1]} / {normal.split()[-1]})",
                          flush=True)
        if args.only in (None, "play"):
            slow = _run_child(["play"], shim, args.sync_ms, args.seconds)
            normal = _run_child(["play"], None, args.sync_ms, args.seconds)
            print(f"playing Expert, 10 clicks/s   {slow:>15} {normal:>15}   "
                  f"({args.seconds:g} s)", flush=True)
        print(f"target: longest stall under {FRAME_MS:.1f} ms with the slow flush")


if __name__ == "__main__":
    main()
