"""Take the README screenshots by playing the real game on an X server.

Usage (needs Xvfb, xdotool and ImageMagick's ``import``; Debian packages xvfb,
xdotool, imagemagick):

    Xvfb :99 -screen 0 3840x2400x24 &
    DISPLAY=:99 python scripts/screenshots.py [--scale 2] [--lang de] [--only NAME]

(A screen that large lets the expert board fit at 200 %.)

The game runs in this process on the X server with its settings in a temporary
folder; every move is a real mouse click or key press sent by xdotool to the
window, and every picture is ``import -window`` of the real window. Mines are
known in advance by replaying the same seed and first click in the engine.
Pictures go to docs/screenshots/<name>[@2x][-<lang>].png.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
SEED = 2026
FIRST = (8, 15)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="QT_SCALE_FACTOR (2 = 200 %%)")
    parser.add_argument("--lang", default="en", help="interface language code")
    parser.add_argument("--only", action="append", help="take only these pictures")
    parser.add_argument(
        "--theme", default="", help="theme id (Options > Theme); adds -<id> to names"
    )
    args = parser.parse_args(argv)
    if "DISPLAY" not in os.environ:
        print("screenshots: set DISPLAY to a running X server (e.g. Xvfb :99)", file=sys.stderr)
        return 2
    home = tempfile.mkdtemp(prefix="msqt-shots-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())
    os.environ["QT_SCALE_FACTOR"] = f"{args.scale:g}"
    os.environ.pop("QT_QPA_PLATFORM", None)
    sys.path.insert(0, str(ROOT))

    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from minesweeper_qt import APP_NAME, ORGANIZATION
    from minesweeper_qt.engine import EXPERT, Game
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.main_window import MainWindow

    app = QApplication([APP_NAME])
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APP_NAME)
    translators = Translators()
    translators.install(args.lang)
    suffix = ("@2x" if args.scale == 2 else "" if args.scale == 1 else f"@{args.scale:g}x")
    suffix += "" if args.lang == "en" else f"-{args.lang}"
    suffix = (f"-{args.theme}" if args.theme else "") + suffix

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def xdo(*words: str) -> None:
        subprocess.run(["xdotool", *words], check=True)
        wait(15)

    settings = Settings()
    settings.theme = args.theme
    window = MainWindow(settings, EXPERT, seed=SEED, translators=translators)
    window.show()
    window.fitToBoard()
    wait(400)
    board = window.board

    def click(cell: tuple[int, int], button: int = 1) -> None:
        board.scrollTo(window.model.index(*cell))  # a player scrolls to the cell first
        wait(5)
        rect = board.visualRect(window.model.index(*cell))
        point = board.viewport().mapToGlobal(rect.center())
        ratio = window.devicePixelRatioF()  # xdotool speaks device pixels
        x, y = round(point.x() * ratio), round(point.y() * ratio)
        xdo("mousemove", str(x), str(y), "click", str(button))

    def shoot(name: str, widget: object = None) -> None:
        if args.only and name not in args.only:
            return
        target = widget or window
        wait(100)
        path = OUT / f"{name}{suffix}.png"
        subprocess.run(["import", "-window", str(int(target.winId())), str(path)], check=True)
        print(f"saved {path.relative_to(ROOT)}")

    def game() -> Game:
        return window.model.game

    def finish_move() -> None:
        xdo("mousemove", "5", "5")  # the pointer off the board: no press preview

    shoot("expert-fresh")
    click(FIRST)
    # The mines are read from the engine once laid, to choose the clicks.
    mines = sorted(game().mines)
    safe = [(r, c) for r in range(EXPERT.rows) for c in range(EXPERT.cols)
            if (r, c) not in game().mines]
    for cell in [(2, 3), (12, 25), (14, 4)]:
        if cell not in game().mines:
            click(cell)
    for mine in [m for m in mines if 5 <= m[0] <= 11 and 9 <= m[1] <= 21][:6]:
        click(mine, 3)
    finish_move()
    shoot("expert-playing")

    # A win: every safe cell clicked.
    for cell in safe:
        if not game().is_revealed(*cell):
            click(cell)
    finish_move()
    wait(1500)
    shoot("expert-won-menu")
    xdo("key", "Escape")
    wait(600)
    shoot("expert-won")

    # A loss on a new game, caught mid-explosion, then with and without the menu.
    xdo("key", "F2")
    click(FIRST)
    boom = min(game().mines, key=lambda m: abs(m[0] - 8) + abs(m[1] - 15) + (0 if m[0] > 9 else 9))
    click(boom)
    finish_move()
    wait(300)
    shoot("expert-lost-exploding")
    wait(1200)
    shoot("expert-lost-menu")
    xdo("key", "Escape")
    wait(600)
    shoot("expert-lost")

    from minesweeper_qt.view.dialogs.best_times_dialog import BestTimesDialog

    dialog = BestTimesDialog(window.records, "expert", window)
    dialog.show()
    wait(300)
    shoot("best-times", dialog)
    dialog.close()

    xdo("key", "F2")
    click(FIRST)
    finish_move()
    window.menuButton.click()
    wait(700)
    shoot("paused")
    window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
