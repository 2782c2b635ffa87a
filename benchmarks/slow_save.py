"""Event-loop stalls while playing against a slow disk (issue #12, item 4).

Usage: ``python benchmarks/slow_save.py [--seconds 5] [--sync-ms 100]``

Builds a tiny ``LD_PRELOAD`` library with the system C compiler (``cc``) that
wraps ``fsync`` and ``fdatasync`` with a sleep of ``--sync-ms`` milliseconds,
then runs two child processes with it, each playing Expert through the real
main window at 10 clicks per second for ``--seconds`` seconds, saving to a
temporary folder:

- ``writer thread``: saving as the game does it (snapshot in the move, the
  write on the writer thread);
- ``synchronous``: the old way, encoding, writing, syncing and renaming inside
  the move (the reference).

A 1 ms ``QTimer`` measures its own lateness; the longest stall and the number of
stalls over 20 ms and 100 ms are printed for both runs. Target: longest stall
under 20 ms with a 100 ms sync for the writer thread. Then the first save of
an Expert and of a 1000 x 1000 board: what the GUI thread pays now (the
snapshot) against the whole save it used to run inside the move (with a
normal disk). Linux (LD_PRELOAD) only.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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
    source = folder / "slowsync.c"
    library = folder / "slowsync.so"
    source.write_text(SHIM)
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", str(library), str(source), "-ldl"],
                   check=True)
    return library


def child(mode: str, seconds: float) -> None:
    """Play and measure in this process (run with the shim preloaded)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)
    from PySide6.QtCore import QSettings

    from minesweeper_qt.engine import EXPERT
    from minesweeper_qt.storage.save_controller import SaveController
    from minesweeper_qt.storage.save_store import SaveStore, in_progress
    from minesweeper_qt.storage.settings import Settings

    app = QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="slow-save-"))
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    store = SaveStore(folder / "current-game.json")
    if mode == "synchronous":
        def save_in_the_move(self: SaveController) -> None:  # the old way
            game = self.model.game
            if in_progress(game):
                self.store.save(game, self._counted())
            else:
                self.store.discard()
        SaveController.save = save_in_the_move  # type: ignore[method-assign]
    from minesweeper_qt.view.main_window import MainWindow

    window = MainWindow(settings, EXPERT, seed=5, saves=store)
    window.show()
    model = window.model
    stalls: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        stalls.append((now - last[0]) * 1000 - 1)
        last[0] = now

    import random
    rng = random.Random(3)

    def click() -> None:
        game = model.game
        if game.status.is_over:
            window.newGame(EXPERT)
            return
        hidden = [(r, c) for r, c in ((rng.randrange(16), rng.randrange(30)) for _ in range(50))
                  if not game.is_revealed(r, c) and not (game.has_layout and game.is_mine(r, c))]
        if hidden and rng.random() < 0.6:
            model.reveal(model.index(*hidden[0]))
        else:
            r, c = rng.randrange(16), rng.randrange(30)
            if not game.is_revealed(r, c):
                model.toggleFlag(model.index(r, c))

    meter = QTimer()
    meter.setTimerType(meter.timerType().PreciseTimer)
    meter.timeout.connect(tick)
    meter.start(1)
    player = QTimer()
    player.timeout.connect(click)
    QTimer.singleShot(500, lambda: (player.start(100), last.__setitem__(0, time.perf_counter()),
                                    stalls.clear()))
    # Stop measuring before quitting: quitting waits for the last write (by design).
    QTimer.singleShot(int(500 + seconds * 1000), lambda: (meter.stop(), player.stop()))
    QTimer.singleShot(int(600 + seconds * 1000), app.quit)
    app.exec()
    window.close()
    print(f"{mode:>15}: longest stall {max(stalls):6.1f} ms, "
          f"stalls > 20 ms: {sum(s > 20 for s in stalls):3d}, "
          f"> 100 ms: {sum(s > 100 for s in stalls):3d}  ({seconds:g} s at 10 clicks/s)")


def first_click_cost(rows: int, cols: int, mines: int) -> None:
    """What the first save of a board costs the GUI thread now (a snapshot)
    and what it cost before (encode, write, sync and rename in the move)."""
    from minesweeper_qt.engine import Game
    from minesweeper_qt.storage.save_store import SaveStore

    game = Game(rows, cols, mines, seed=1)
    game.reveal(rows // 2, cols // 2)
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder) / "current-game.json")
        started = time.perf_counter()
        snap = game.snapshot()
        taken = time.perf_counter() - started
        started = time.perf_counter()
        store.write(snap, key=game)
        written = time.perf_counter() - started
    print(f"{rows}x{cols}/{mines} first save: snapshot on the GUI thread {taken * 1000:.2f} ms; "
          f"encode + write + sync + rename (now on the writer thread, before in the move) "
          f"{written * 1000:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--sync-ms", type=int, default=100)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.seconds)
        return
    with tempfile.TemporaryDirectory() as folder:
        shim = build_shim(Path(folder))
        env = dict(os.environ, LD_PRELOAD=str(shim), SLOW_SYNC_MS=str(args.sync_ms),
                   PYTHONPATH=str(Path(__file__).resolve().parent.parent))
        print(f"fsync/fdatasync slowed to {args.sync_ms} ms by {shim.name} (LD_PRELOAD)")
        for mode in ("writer thread", "synchronous"):
            subprocess.run([sys.executable, __file__, "--child", mode,
                            "--seconds", str(args.seconds)], env=env, check=True)
    first_click_cost(16, 30, 99)
    first_click_cost(1000, 1000, 150_000)


if __name__ == "__main__":
    main()
