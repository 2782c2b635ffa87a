"""Quit time: ``python -m benchmarks.quit [--runs N] [--scene finished|history|big]``.

Issue 44 measured 1.8-2 s from Ctrl+Q to the end of the program. Each run
starts the game as a player does (``python -m minesweeper_qt``: its
``app.run``) in a real X window (``$DISPLAY``, e.g. Xvfb), with a scratch
home, plays a Beginner game to a win through the board's model (the board's
own input path), waits for the end menu and the game written, opens History
for the ``history`` scene and waits for its list (the ``big`` scene: a
1000 x 1000 game with 20,000 mines, one opening made, in progress, so saved
at quit), then presses Ctrl+Q with a
real key (``xdotool``) in the main window. It prints, from the key sent:

- **arrived**: the key press in the program (xdotool's own start included),
- **hidden**: the main window hidden (the player sees it gone),
- **closed**: the window's close handled (``QApplication.aboutToQuit``),
- **returned**: ``app.main`` returned (the event loop ended, the storage closed),
- **exit**: the process gone (Python's own teardown included), seen by this
  parent on the same monotonic clock.

Median and worst of ``--runs`` runs per scene. Needs X11 and xdotool.
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

_CHILD = r"""
import atexit, subprocess, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

SCENE = sys.argv[1]

def stamp(what):
    print(f"{what} {time.monotonic():.6f}", flush=True)

def when(condition, then, tries=1500):
    if condition():
        then()
    elif tries:
        QTimer.singleShot(20, lambda: when(condition, then, tries - 1))
    else:
        print("timeout", flush=True)
        QApplication.instance().exit(3)

def play(window):
    from minesweeper_qt.engine import Gesture, InputMode, Status
    model = window.model
    game = model.game
    if SCENE == "big":  # a game in progress: one opening, then quit (saved at quit)
        model.act(model.index(500, 500), Gesture.PRIMARY, InputMode())
        assert game.status is Status.PLAYING, game.status
        when(lambda: not window.storage.busy, lambda: press(window))
        return
    model.act(model.index(4, 4), Gesture.PRIMARY, InputMode())
    for row in range(game.rows):
        for col in range(game.cols):
            if game.status is Status.PLAYING and (row, col) not in game.mines \
                    and not game.is_revealed(row, col):
                model.act(model.index(row, col), Gesture.PRIMARY, InputMode())
    assert game.status is Status.WON
    when(lambda: window.dropMenu.isVisible() and not window.storage.busy,
         lambda: history(window) if SCENE == "history" else press(window))

def history(window):
    window.menus.actionHistory.trigger()
    def loaded():
        dialog = window.findChild(QWidget, "historyDialog")
        return dialog is not None and dialog.isVisible() and dialog.table.model().rowCount() > 0
    when(loaded, lambda: press(window))

class KeySeen(QObject):
    seen = False
    hidden = False
    window = None
    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Type.KeyPress:
            self.seen = True
            stamp("arrived")
        if not self.hidden and watched is self.window and event.type() == QEvent.Type.Hide:
            self.hidden = True
            stamp("hidden")
        return False

seen = KeySeen()

def press(window):
    QApplication.instance().aboutToQuit.connect(lambda: stamp("closed"))
    seen.window = window
    QApplication.instance().installEventFilter(seen)
    def key():
        subprocess.run(["xdotool", "windowfocus", "--sync", str(int(window.winId()))], check=True)
        stamp("key")
        subprocess.run(["xdotool", "key", "ctrl+q"], check=True)
    QTimer.singleShot(300, key)  # the end menu's animation over, the screen still

show = QWidget.show
def show_then_play(widget):
    show(widget)
    if hasattr(widget, "whenReady") and not getattr(widget, "_bench", False):
        widget._bench = True
        widget.whenReady(lambda: QTimer.singleShot(300, lambda: play(widget)))
QWidget.show = show_then_play

import minesweeper_qt.app as app
main = app.main
def main_then_stamp(argv):
    status = main(argv)
    stamp("returned")
    return status
app.main = main_then_stamp
sys.argv = ["minesweeper-qt", "--custom", "1000x1000x20000"] if SCENE == "big" else \
    ["minesweeper-qt", "--difficulty", "beginner"]
sys.argv += ["--seed", "7", "--new"]
app.run()  # as python -m minesweeper_qt and the installed command do
"""


def run_once(scene: str) -> dict[str, float]:
    """One run of ``scene``: seconds from the key to each stage."""
    with tempfile.TemporaryDirectory(prefix="msqt-quit-") as home:
        env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
        env["HOME"] = home
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
                    "XDG_RUNTIME_DIR"):
            env[var] = os.path.join(home, var.lower())
        os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700)
        child = subprocess.Popen([sys.executable, "-c", _CHILD, scene], env=env,
                                 stdout=subprocess.PIPE, text=True)
        out, _ = child.communicate(timeout=120)
        gone = time.monotonic()
    stamps = dict(line.split() for line in out.splitlines() if line.count(" ") == 1)
    if child.returncode != 0 or "key" not in stamps:
        raise RuntimeError(f"the {scene} run failed ({child.returncode}): {out[-500:]}")
    key = float(stamps["key"])
    figures: dict[str, float] = {what: float(stamps[what]) - key
                                 for what in ("arrived", "hidden", "closed", "returned")
                                 if what in stamps}
    figures["exit"] = gone - key
    return figures


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--scene", choices=("finished", "history", "big"), action="append")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") or shutil.which("xdotool") is None:
        parser.error("needs an X display ($DISPLAY, e.g. Xvfb) and xdotool")
    for scene in args.scene or ["finished", "history"]:
        runs = [run_once(scene) for _ in range(args.runs)]
        line = [f"{scene:>8}:"]
        for what in ("arrived", "hidden", "closed", "returned", "exit"):
            values = [run[what] for run in runs if what in run]
            if values:
                line.append(f"{what} {statistics.median(values) * 1000:.0f} ms "
                            f"(worst {max(values) * 1000:.0f})")
        print("  ".join(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
