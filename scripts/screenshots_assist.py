"""Take the README screenshots of hints, the probability overlay and undo, by
playing the real game on an X server (real clicks and keys through xdotool,
pictures with ImageMagick's ``import -window``).

Usage (Debian packages xvfb, xdotool, imagemagick):

    Xvfb :99 -screen 0 3840x2400x24 &
    DISPLAY=:99 python scripts/screenshots_assist.py [--scale 2] [--lang de]

Pictures go to docs/screenshots/assist-<name>[@2x][-<lang>].png.
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
    from minesweeper_qt.engine import EXPERT
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

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def xdo(*words: str) -> None:
        subprocess.run(["xdotool", *words], check=True)
        wait(30)

    settings = Settings()
    settings.cell_size = 24  # percentages show from 24 px
    window = MainWindow(settings, EXPERT, seed=SEED, translators=translators)
    window.show()
    window.fitToBoard()
    wait(500)
    board = window.board

    def click(cell: tuple[int, int], button: int = 1) -> None:
        rect = board.visualRect(window.model.index(*cell))
        point = board.viewport().mapToGlobal(rect.center())
        ratio = window.devicePixelRatioF()  # xdotool speaks device pixels
        xdo("mousemove", str(round(point.x() * ratio)), str(round(point.y() * ratio)),
            "click", str(button))
        xdo("mousemove", "5", "5")

    def shoot(name: str) -> None:
        wait(200)
        path = OUT / f"assist-{name}{suffix}.png"
        subprocess.run(["import", "-window", str(int(window.winId())), str(path)], check=True)
        print(f"saved {path.relative_to(ROOT)}")

    click(FIRST)
    game = window.model.game
    for cell in [(2, 3), (12, 25)]:
        if cell not in game.mines:
            click(cell)
    board.setFocus()
    xdo("key", "h")  # the hint, its reason on the bar, the proof outlined
    wait(300)
    shoot("hint")
    xdo("key", "shift+h")  # play it
    xdo("key", "p")  # the probability overlay
    wait(800)
    shoot("overlay")
    xdo("key", "p")
    # A loss, then Ctrl+Z.
    mine = min(game.mines, key=lambda m: abs(m[0] - 8) + abs(m[1] - 15))
    click(mine)
    wait(1800)
    shoot("lost-undo-menu")
    xdo("key", "ctrl+z")
    wait(900)
    shoot("undone")
    window.close()
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
