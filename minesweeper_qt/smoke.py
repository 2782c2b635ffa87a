"""``minesweeper-qt --smoke-test``: a packager's self-check of a build.

Starts the real program on the Qt platform given by ``QT_QPA_PLATFORM`` (CI uses
``offscreen``), shows the main window, checks that it is visible with the board
and its art, loads the translations listed in :func:`translation_checks`
through ``QTranslator``, prints one line and returns 0; any failure prints
``smoke test FAILED: <why>`` and returns 1. The player's settings are never
read or written: Qt's test mode is on and the settings live in a temporary
folder removed at the end. The whole check takes about a second and gives up
after :data:`TIMEOUT_S` seconds.
"""

from __future__ import annotations

import platform
import sys
import tempfile
import time
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import (
    QLibraryInfo,
    QSettings,
    QStandardPaths,
    QTimer,
    QTranslator,
    qVersion,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractItemView, QApplication

from minesweeper_qt import __version__
from minesweeper_qt.engine import Difficulty

#: Seconds after which the smoke test gives up (a healthy build needs about one).
TIMEOUT_S = 30.0
#: How often the window is polled while waiting for it to be exposed, in milliseconds.
POLL_MS = 20


class SmokeFailure(Exception):
    """A smoke check failed; the message says which and why."""


def qt_translations_dir() -> str:
    """Qt's own translations folder (``qtbase_*.qm``), bundled or in the PySide6 wheel."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def translation_checks() -> list[tuple[str, str]]:
    """The translations the smoke test must load, as ``(base name, folder)`` pairs:
    the game's own German and Qt's own German standard dialogs."""
    # The smoke test's mode: its own loads.
    from minesweeper_qt import i18n

    return [
        ("minesweeper_qt_de", str(i18n.translations_dir())),
        ("qtbase_de", qt_translations_dir()),
    ]


def load_translations(app: QApplication, checks: list[tuple[str, str]]) -> list[QTranslator]:
    """Load and install each ``(base name, folder)`` translation; return the translators.

    Raises:
        SmokeFailure: a file is missing, unreadable or empty.
    """
    loaded = []
    for name, folder in checks:
        translator = QTranslator(app)
        if not translator.load(name, folder):
            raise SmokeFailure(f"translation {name!r} not found or unreadable in {folder}")
        if translator.isEmpty():
            raise SmokeFailure(f"translation {name!r} in {folder} is empty")
        if not app.installTranslator(translator):
            raise SmokeFailure(f"translation {name!r} could not be installed")
        loaded.append(translator)
    return loaded


def check_window(window: object) -> str:
    """Check the main window is shown with a non-empty, painted board; describe it.

    Raises:
        SmokeFailure: what is wrong.
    """
    # The smoke test's mode: its own loads.
    from minesweeper_qt.view.main_window import MainWindow

    if not isinstance(window, MainWindow):
        raise SmokeFailure("no main window")
    if not window.isVisible():
        raise SmokeFailure("the main window is not visible")
    board = window.findChild(QAbstractItemView, "board")
    if board is None or not board.isVisible():
        raise SmokeFailure("the main window has no visible 'board'")
    model = board.model()
    if model is None or model.rowCount() <= 0 or model.columnCount() <= 0:
        raise SmokeFailure("the board has no cells")
    image = board.viewport().grab().toImage()
    if image.isNull():
        raise SmokeFailure("the board could not be drawn")
    # Odd steps: a step that is a multiple of the cell size samples one spot of
    # every cell (a board exactly 16 cells tall looked "flat").
    step_x, step_y = max(1, image.width() // 16) | 1, max(1, image.height() // 16) | 1
    colours = {image.pixel(x, y) for x in range(0, image.width(), step_x)
               for y in range(0, image.height(), step_y)}
    if len(colours) < 2:
        raise SmokeFailure("the board is drawn in one flat colour (art missing?)")
    if window.windowIcon().pixmap(32, 32).isNull():
        raise SmokeFailure("the window icon (SVG) does not render")
    size = window.size()
    return (f"window {size.width()}x{size.height()}, "
            f"board {model.rowCount()}x{model.columnCount()}")


def _report(line: str, report_file: str | None) -> bool:
    """Print ``line`` and write it to ``report_file``; False (with a message)
    when the file cannot be written."""
    print(line, flush=True)
    if report_file:
        try:
            Path(report_file).write_text(line + "\n", encoding="utf-8")
        except OSError as error:
            print(f"minesweeper-qt: cannot write the report file {report_file}: "
                  f"{error.strerror or error}", file=sys.stderr, flush=True)
            return False
    return True


def run(app: QApplication, difficulty: Difficulty | None, seed: int | None,
        report_file: str | None = None) -> int:
    """Run the smoke test in ``app``; print (and write to ``report_file``) one line.

    Returns 0 when every check passed, 1 otherwise, 2 when the report file
    could not be written.
    """
    started = time.monotonic()
    QStandardPaths.setTestModeEnabled(True)
    outcome: list[str] = []

    with tempfile.TemporaryDirectory(prefix="minesweeper-qt-smoke-") as folder:
        # The smoke test's mode: its own loads.
        from minesweeper_qt.storage.settings import Settings
        from minesweeper_qt.view.main_window import MainWindow

        store = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        try:
            window = MainWindow(Settings(store), difficulty, seed)
            window.show()
            window.fitToBoard()
        except Exception as error:
            _report(f"smoke test FAILED: the main window: {error!r}", report_file)
            return 1

        def finish(result: str) -> None:
            if not outcome:
                outcome.append(result)
                app.exit(0)

        def attempt() -> None:
            handle = window.windowHandle()
            if handle is None or not handle.isExposed():
                if time.monotonic() - started < TIMEOUT_S:
                    QTimer.singleShot(POLL_MS, attempt)
                    return
                finish("FAILED: the main window was never exposed")
                return
            try:
                described = check_window(window)
                names = [name for name, _ in translation_checks()]
                load_translations(app, translation_checks())
            except SmokeFailure as error:
                finish(f"FAILED: {error}")
                return
            finish(f"ok: {described}, translations {', '.join(names)}")

        watchdog = QTimer(app)
        watchdog.setSingleShot(True)
        watchdog.timeout.connect(lambda: finish(f"FAILED: timed out after {TIMEOUT_S:g} s"))
        watchdog.start(int(TIMEOUT_S * 1000) + 1000)
        QTimer.singleShot(0, attempt)
        app.exec()
        watchdog.stop()
        window.close()
        window.deleteLater()
        store.sync()
        del store

    result = outcome[0] if outcome else "FAILED: the event loop ended early"
    elapsed = time.monotonic() - started
    written = _report(
        f"smoke test {result}; minesweeper-qt {__version__}, Qt {qVersion()}, "
        f"PySide6 {pyside_version}, Python {platform.python_version()}, "
        f"platform {QGuiApplication.platformName()}, "
        f"frozen {'yes' if getattr(sys, 'frozen', False) else 'no'}, "
        f"app id {QGuiApplication.desktopFileName() or '(unset)'}, {elapsed:.1f} s",
        report_file,
    )
    if not written:
        return 2
    return 0 if result.startswith("ok") else 1
