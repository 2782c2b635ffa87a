"""Take every screenshot the documentation shows, by playing the real game on an
X server: one command.

    python scripts/screenshots.py                      # every picture in PICTURES
    python scripts/screenshots.py --only history.png   # some of them (repeatable)
    python scripts/screenshots.py --list               # what it makes

Needs Xvfb, xdotool and ImageMagick's ``import`` (Debian packages xvfb, xdotool,
imagemagick). It starts a private Xvfb (3840 x 2400, so the expert board fits
at 200 %) unless ``--display`` names a running X server. Each picture belongs to
a *scene* (a short game played for it) at a scale, language and theme; every
scene runs in a process of its own (``QT_SCALE_FACTOR`` is read once) with its
settings, data and history in a temporary folder, never the player's. Every
move is a real mouse click or key press sent by xdotool to the window, every
picture ``import -window`` of a real window. Mines are read from the engine
once laid, to choose the clicks; seeds make the boards the same every time.
The scenes of hints, probabilities and undo are in scripts/screenshots_assist.py,
the review's in scripts/screenshots_review.py.
Pictures go to docs/screenshots/; tests/test_screenshots.py checks that every
picture a document shows is in PICTURES.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
SEED = 2026
FIRST = (8, 15)
THEMES = ("classic", "modern", "dark", "high-contrast")


@dataclass(frozen=True)
class Shot:
    """How a picture is taken: its scene, the picture's name in the scene, and
    the scale (``QT_SCALE_FACTOR``), language and theme of the process."""

    scene: str
    base: str
    scale: int = 1
    lang: str = "en"
    theme: str = ""

    @property
    def file_name(self) -> str:
        """``<base>[-<theme>][@2x][-<lang>].png``."""
        return (self.base + (f"-{self.theme}" if self.theme else "")
                + ("@2x" if self.scale == 2 else "")
                + ("" if self.lang == "en" else f"-{self.lang}") + ".png")


def _catalogue() -> dict[str, Shot]:
    shots = [Shot("expert", base) for base in (
        "expert-playing", "expert-won-menu", "expert-won", "expert-lost-exploding",
        "expert-lost-menu", "best-times")]
    shots += [Shot("expert", base, scale, theme=theme) for theme in THEMES
              for scale in (1, 2) for base in ("expert-playing", "expert-won-menu")]
    shots += [Shot("expert", "expert-won-menu", lang=lang) for lang in ("de", "ja", "ar")]
    shots += [Shot("assist", base) for base in (
        "assist-hint", "assist-overlay", "assist-lost-undo-menu")]
    shots += [Shot("assist", "assist-overlay", 2), Shot("huge", "assist-overlay-huge")]
    shots += [Shot("ring", "long-press-ring"), Shot("below", "beginner-lost-panel-below"),
              Shot("fit", "fit-to-window")]
    shots += [Shot("history", "history"), Shot("history", "replay"),
              Shot("history", "history", lang="ar")]
    shots += [Shot("toprow", "expert-lost-top-row-menu", scale) for scale in (1, 2)]
    shots += [Shot("noguess", "no-guess-mark")]
    shots += [Shot("records", "records")]
    shots += [Shot("review", base, scale) for base in ("review-menu-line", "review-timeline")
              for scale in (1, 2)]
    return {shot.file_name: shot for shot in shots}


#: Every picture this script makes, by file name.
PICTURES: dict[str, Shot] = _catalogue()


# --- The scenes (in a worker process, on the X server) ---------------------------------


@dataclass
class Stage:
    """What a scene works with: the application, what to shoot and helpers
    that wait, click and shoot."""

    app: Any
    scale: int
    lang: str
    theme: str
    wanted: set[str]
    made: list[str] = field(default_factory=list)

    def wait(self, ms: int) -> None:
        """Let the event loop run for ``ms`` milliseconds (animations, repaints)."""
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def until(self, condition: Callable[[], object], what: str, timeout_s: float = 20) -> None:
        """Run the event loop until ``condition()`` holds.

        Raises:
            TimeoutError: it did not within ``timeout_s``.
        """
        deadline = time.monotonic() + timeout_s
        while not condition():
            if time.monotonic() > deadline:
                raise TimeoutError(f"screenshots: {what} (waited {timeout_s:g} s)")
            self.wait(20)

    def xdo(self, *words: str) -> None:
        subprocess.run(["xdotool", *words], check=True)
        self.wait(15)

    def point(self, widget: Any, x: float, y: float) -> tuple[str, str]:
        """A widget's logical point as the X server's device pixels."""
        from PySide6.QtCore import QPoint

        at = widget.mapToGlobal(QPoint(round(x), round(y)))
        ratio = widget.devicePixelRatioF()
        return str(round(at.x() * ratio)), str(round(at.y() * ratio))

    def click_cell(self, window: Any, cell: tuple[int, int], button: int = 1) -> None:
        board = window.board
        index = window.model.index(*cell)
        board.scrollTo(index)  # a player scrolls to the cell first
        self.wait(5)
        rect = board.visualRect(index)
        self.xdo("mousemove", *self.point(board.viewport(), rect.center().x(),
                                          rect.center().y()), "click", str(button))

    def pointer_away(self) -> None:
        self.xdo("mousemove", "3", "3")  # off the board: no press preview, no hover

    def shoot(self, base: str, widget: Any) -> None:
        """``import -window`` of ``widget``'s window, if this picture is wanted."""
        shot = Shot("", base, self.scale, self.lang, self.theme)
        if shot.file_name not in self.wanted:
            return
        self.wait(120)
        path = OUT / shot.file_name
        subprocess.run(["import", "-window", str(int(widget.window().winId())), str(path)],
                       check=True)
        self.made.append(shot.file_name)
        print(f"saved {path.relative_to(ROOT)}", flush=True)

    def drop_menu_settled(self, window: Any) -> bool:
        from PySide6.QtCore import QPropertyAnimation

        menu = window.dropMenu
        return bool(menu.isVisible() and menu.isOpen
                    and menu._animation.state() != QPropertyAnimation.State.Running)


def main_window(stage: Stage, difficulty: Any, seed: int | None = SEED,
                configure: Callable[[Any], None] | None = None) -> Any:
    """The real main window, shown and fitted, with fresh settings."""
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.main_window import MainWindow

    translators = Translators()
    translators.install(stage.lang)
    settings = Settings()
    settings.theme = stage.theme
    settings.player_name = "Alex"  # asked for with a best time (else the login name)
    if configure is not None:
        configure(settings)
    window = MainWindow(settings, difficulty, seed=seed, translators=translators)
    window._screenshot_translators = translators  # kept alive with the window
    window.show()
    window.fitToBoard()
    stage.until(lambda: window.windowHandle() is not None and window.windowHandle().isExposed(),
                "the main window was never shown")
    stage.wait(300)
    return window


def scene_expert(stage: Stage) -> None:
    """Expert: a game in progress with flags, a win and its menu, a loss caught
    mid-explosion and with its menu, and the best times."""
    from minesweeper_qt.engine import EXPERT

    window = main_window(stage, EXPERT)
    game = lambda: window.model.game  # noqa: E731
    stage.click_cell(window, FIRST)
    mines = sorted(game().mines)
    safe = [(r, c) for r in range(EXPERT.rows) for c in range(EXPERT.cols)
            if (r, c) not in game().mines]
    for cell in [(2, 3), (12, 25), (14, 4)]:
        if cell not in game().mines:
            stage.click_cell(window, cell)
    for mine in [m for m in mines if 5 <= m[0] <= 11 and 9 <= m[1] <= 21][:6]:
        stage.click_cell(window, mine, 3)
    stage.pointer_away()
    stage.shoot("expert-playing", window)
    if not (stage.wanted - {Shot("", "expert-playing", stage.scale, stage.lang,
                                 stage.theme).file_name}):
        return
    for cell in safe:  # a win: every safe cell clicked
        if not game().is_revealed(*cell):
            stage.click_cell(window, cell)
    stage.pointer_away()
    stage.until(lambda: stage.drop_menu_settled(window), "no menu after the win")
    stage.wait(900)  # the win flash
    stage.shoot("expert-won-menu", window)
    stage.xdo("key", "Escape")
    stage.until(lambda: not window.dropMenu.isVisible(), "the menu stayed")
    stage.shoot("expert-won", window)

    stage.xdo("key", "F2")  # a loss on a new game
    stage.click_cell(window, FIRST)
    boom = min(game().mines,
               key=lambda m: abs(m[0] - 8) + abs(m[1] - 15) + (0 if m[0] > 9 else 9))
    stage.click_cell(window, boom)
    stage.pointer_away()
    stage.wait(250)
    stage.shoot("expert-lost-exploding", window)
    stage.until(lambda: stage.drop_menu_settled(window), "no menu after the loss")
    stage.wait(900)  # the rest of the ripple
    stage.shoot("expert-lost-menu", window)
    stage.xdo("key", "Escape")

    from minesweeper_qt.view.dialogs.best_times_dialog import BestTimesDialog

    dialog = BestTimesDialog(window.records, "expert", window)
    dialog.show()
    stage.until(lambda: dialog.windowHandle() is not None and dialog.windowHandle().isExposed(),
                "the best times never showed")
    stage.shoot("best-times", dialog)
    dialog.close()
    window.close()


def scene_ring(stage: Stage) -> None:
    """Beginner, the long-press ring half way round (a mouse hold flags when
    Options > Holding the mouse button flags is on)."""
    from minesweeper_qt.engine import BEGINNER

    def configure(settings: Any) -> None:
        settings.mouse_long_press = True
        settings.long_press_ms = 1000

    window = main_window(stage, BEGINNER, configure=configure)
    stage.click_cell(window, (4, 4))
    target = next(((r, c) for r in range(BEGINNER.rows) for c in range(BEGINNER.cols)
                   if not window.model.game.is_revealed(r, c)
                   and (r, c) not in window.model.game.mines), (0, 0))
    board = window.board
    rect = board.visualRect(window.model.index(*target))
    stage.xdo("mousemove", *stage.point(board.viewport(), rect.center().x(),
                                        rect.center().y()), "mousedown", "1")
    stage.wait(420)
    stage.shoot("long-press-ring", window)
    stage.xdo("mouseup", "1")
    window.close()


def scene_below(stage: Stage) -> None:
    """Beginner lost: the result menu below the board, the fatal mine and the
    crossed-out wrong flag in sight."""
    from minesweeper_qt.engine import BEGINNER

    window = main_window(stage, BEGINNER)
    game = window.model.game
    stage.click_cell(window, (4, 4))
    safe = [(r, c) for r in range(BEGINNER.rows) for c in range(BEGINNER.cols)
            if (r, c) not in game.mines and not game.is_revealed(r, c)]
    if safe:
        stage.click_cell(window, safe[0], 3)  # a wrong flag
    stage.click_cell(window, sorted(game.mines)[0])
    stage.pointer_away()
    stage.until(lambda: stage.drop_menu_settled(window), "no menu after the loss")
    stage.wait(1200)
    stage.shoot("beginner-lost-panel-below", window)
    window.close()


def scene_fit(stage: Stage) -> None:
    """Intermediate in a large window, fitted to it (Ctrl+9)."""
    from minesweeper_qt.engine import INTERMEDIATE

    window = main_window(stage, INTERMEDIATE)
    stage.click_cell(window, (7, 7))
    window.resize(1000, 1100)
    stage.until(lambda: window.width() == 1000, "the window was not resized")
    window.board.setFocus()
    stage.xdo("key", "ctrl+9")
    stage.pointer_away()
    stage.wait(500)
    stage.shoot("fit-to-window", window)
    window.close()


def play_to_the_end(stage: Stage, window: Any, first: tuple[int, int], win: bool) -> None:
    """Play the game in ``window`` with real clicks: ``first``, then the safe
    cells (zeros first, so openings do most of the work) to a win, or a mine."""
    stage.click_cell(window, first)
    game = window.model.game
    if not win:
        stage.click_cell(window, min(game.mines, key=lambda m: abs(m[0] - 7) + abs(m[1] - 7)))
        return
    cells = sorted(((r, c) for r in range(game.rows) for c in range(game.cols)
                    if (r, c) not in game.mines), key=lambda rc: game.number(*rc) != 0)
    for cell in cells:
        if not game.is_revealed(*cell):
            stage.click_cell(window, cell)


def scene_history(stage: Stage) -> None:
    """Eight intermediate games played with real clicks (six won, two lost),
    then Game > History... with its chart, and one won game's replay mid-way."""
    from PySide6.QtWidgets import QApplication

    from minesweeper_qt.engine import INTERMEDIATE

    window = main_window(stage, INTERMEDIATE, seed=SEED)
    for number, win in enumerate((True, True, False, True, True, True, False, True)):
        if number:
            window.newGame(INTERMEDIATE)
            stage.wait(100)
        play_to_the_end(stage, window, (7, 7), win)
        stage.until(lambda: stage.drop_menu_settled(window), "no menu after the game")
        stage.xdo("key", "Escape")
        stage.wait(200)
    dialog = window.replays.showHistory()
    assert dialog is not None
    dialog.resize(1100, 640)
    stage.until(lambda: not dialog.chartPending and dialog.chart is not None, "no chart")
    stage.wait(400)
    stage.shoot("history", dialog)
    if "replay.png" not in stage.wanted:
        return
    row = next(r for r in range(dialog.model.rowCount())
               if dialog.model.index(r, 3).data() == "Won")
    dialog.table.selectRow(row)
    dialog.watchSelected()
    stage.until(lambda: any(w.objectName() == "replayView" and w.isVisible()
                            for w in QApplication.topLevelWidgets()), "no replay window")
    view = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "replayView")
    stage.wait(300)
    view.seekTime(view.recording.duration_ms * 0.7)
    stage.wait(400)
    stage.shoot("replay", view)


def scene_top_row(stage: Stage) -> None:
    """Expert lost on a mine in the top row: the end menu rests at the bottom,
    the mine in sight."""
    from minesweeper_qt.engine import EXPERT

    window = main_window(stage, EXPERT)
    game = lambda: window.model.game  # noqa: E731
    stage.click_cell(window, FIRST)
    top = [m for m in game().mines if m[0] == 0]
    boom = min(top, key=lambda m: abs(m[1] - EXPERT.cols // 2)) if top else min(game().mines)
    stage.click_cell(window, boom)
    stage.pointer_away()
    stage.until(lambda: stage.drop_menu_settled(window), "no menu after the loss")
    stage.wait(1300)  # the ripple
    stage.shoot("expert-lost-top-row-menu", window)
    window.close()


def scene_no_guess(stage: Stage) -> None:
    """Intermediate no-guess board in play: the header's no-guess mark."""
    from minesweeper_qt.engine import INTERMEDIATE

    def configure(settings: Any) -> None:
        settings.no_guess = True

    window = main_window(stage, INTERMEDIATE, configure=configure)
    stage.click_cell(window, (7, 7))
    stage.until(lambda: window.model.game.mines, "the no-guess board was never made")
    stage.pointer_away()
    stage.wait(500)
    stage.shoot("no-guess-mark", window)
    window.close()


def scene_records(stage: Stage) -> None:
    """Six beginner games played with real clicks (two of them flagging, one
    lost), then Best times on its Records tab: the records by skill."""
    from minesweeper_qt.engine import BEGINNER
    from minesweeper_qt.view.dialogs.best_times_dialog import BestTimesDialog

    window = main_window(stage, BEGINNER, seed=SEED)
    for number, win in enumerate((True, True, False, True, True, True)):
        if number:
            window.newGame(BEGINNER, seed=SEED + number)
            stage.wait(100)
        if number % 3 == 0:  # a flag first: a flagging game
            stage.click_cell(window, (4, 4))
            mine = min(window.model.game.mines)
            stage.click_cell(window, mine, 3)
        play_to_the_end(stage, window, (4, 4), win)
        stage.until(lambda: stage.drop_menu_settled(window), "no menu after the game")
        stage.xdo("key", "Escape")
        stage.wait(200)
    dialog = BestTimesDialog(window.records, "beginner", window, storage=window.storage)
    dialog.tabs.setCurrentIndex(1)
    dialog.show()
    stage.until(lambda: dialog.windowHandle() is not None and dialog.windowHandle().isExposed()
                and not dialog.recordsPending, "the records never showed")
    stage.wait(300)
    stage.shoot("records", dialog)
    dialog.close()
    window.close()


def scenes() -> dict[str, Callable[[Stage], None]]:
    import screenshots_assist
    import screenshots_review

    return {"expert": scene_expert, "ring": scene_ring, "below": scene_below,
            "fit": scene_fit, "history": scene_history, "toprow": scene_top_row,
            "noguess": scene_no_guess, "records": scene_records,
            "assist": screenshots_assist.scene_assist, "huge": screenshots_assist.scene_huge,
            "review": screenshots_review.scene_review}


def worker(scene: str, scale: int, lang: str, theme: str, wanted: set[str]) -> int:
    """One scene in this process (its environment already set by :func:`run_scene`)."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from minesweeper_qt import APP_NAME, ORGANIZATION

    app = QApplication([APP_NAME])
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APP_NAME)
    stage = Stage(app, scale, lang, theme, wanted)
    scenes()[scene](stage)
    missing = sorted(wanted - set(stage.made))
    if missing:
        print(f"screenshots: scene {scene} did not make {missing}", file=sys.stderr)
        return 1
    return 0


# --- The driver --------------------------------------------------------------------------


def run_scene(key: tuple[str, int, str, str], names: list[str], display: str) -> bool:
    """Run one scene in a child process with a private home; True when it made
    every picture in ``names``."""
    scene, scale, lang, theme = key
    with tempfile.TemporaryDirectory(prefix="msqt-shots-") as home:
        env = {k: v for k, v in os.environ.items()
               if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "QT_SCALE_FACTOR")}
        env.update(DISPLAY=display, HOME=home, QT_SCALE_FACTOR=str(scale))
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
                    "TMPDIR"):
            env[var] = os.path.join(home, var.lower())
        os.makedirs(env["TMPDIR"])
        # The worker's single-instance socket goes with the home, not the shared /tmp.
        env.pop("XDG_RUNTIME_DIR", None)
        command = [sys.executable, str(Path(__file__).resolve()), "--worker", scene,
                   "--scale", str(scale), "--lang", lang, "--theme", theme,
                   "--want", ",".join(names)]
        print(f"== scene {scene} at {scale * 100} %, {lang}{', ' + theme if theme else ''}: "
              f"{', '.join(names)}", flush=True)
        done = subprocess.run(command, env=env, timeout=600, stdin=subprocess.DEVNULL,
                              cwd=ROOT)
    return done.returncode == 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", metavar="FILE",
                        help="make only this picture (a file name in docs/screenshots)")
    parser.add_argument("--list", action="store_true", help="list the pictures and exit")
    parser.add_argument("--display", help="a running X server (default: a private Xvfb)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--scale", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--lang", default="en", help=argparse.SUPPRESS)
    parser.add_argument("--theme", default="", help=argparse.SUPPRESS)
    parser.add_argument("--want", default="", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args.worker, args.scale, args.lang, args.theme,
                      set(filter(None, args.want.split(","))))
    if args.list:
        for name, shot in PICTURES.items():
            print(f"{name}: scene {shot.scene}, {shot.scale * 100} %, {shot.lang}"
                  + (f", theme {shot.theme}" if shot.theme else ""))
        return 0
    unknown = sorted(set(args.only or []) - set(PICTURES))
    if unknown:
        parser.error(f"unknown pictures {unknown} (see --list)")
    for tool in ("xdotool", "import"):
        if shutil.which(tool) is None:
            parser.error(f"{tool} is not installed (Debian: xdotool, imagemagick)")
    groups: dict[tuple[str, int, str, str], list[str]] = {}
    for name, shot in PICTURES.items():
        if not args.only or name in args.only:
            groups.setdefault((shot.scene, shot.scale, shot.lang, shot.theme), []).append(name)
    OUT.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from player_input import x_server

    started = time.monotonic()
    failed = []
    if args.display:
        failed = [key for key, names in groups.items() if not run_scene(key, names, args.display)]
    else:
        with x_server("3840x2400x24") as display:
            failed = [key for key, names in groups.items() if not run_scene(key, names, display)]
    made = sum(len(names) for key, names in groups.items() if key not in failed)
    print(f"{made} pictures in {time.monotonic() - started:.0f} s"
          + (f"; FAILED scenes: {failed}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
