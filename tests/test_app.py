"""app.main end to end: a real main window on the running QApplication."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

from minesweeper_qt.app import main
from minesweeper_qt.engine import Status

#: Give up (and fail) if the window has not closed by then, instead of hanging.
SAFETY_MS = 30_000


def private_home() -> Path:
    """The folder conftest points every per-user location of this test below."""
    return Path(os.environ["XDG_CONFIG_HOME"]).parent


def main_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow"]


def run_main(qapp: QApplication, argv: list[str],
             inspect: Callable[[QWidget], dict[str, Any]]) -> tuple[int, dict[str, Any]]:
    """Run ``main(argv)``; once its window is up, ``inspect`` it and close it.

    Returns main's exit status and what ``inspect`` found (plus ``windows``, the
    number of main windows open at that moment, and ``error`` if it raised).
    """
    found: dict[str, Any] = {}

    def look_and_close() -> None:
        windows = [w for w in main_windows() if w.isVisible()]
        found["windows"] = len(windows)
        try:
            found.update(inspect(windows[0]))
        except Exception as error:  # reported after main returns
            found["error"] = repr(error)
        finally:
            for window in windows:
                window.close()
            # Closing the last window ends the loop; if a window from elsewhere is
            # still shown, end it by hand so that this test cannot hang.
            if any(w.isVisible() and w.isWindow() for w in QApplication.topLevelWidgets()):
                found["other_windows_open"] = True
                QApplication.quit()

    safety = QTimer()
    safety.setSingleShot(True)
    safety.timeout.connect(lambda: QApplication.exit(99))
    safety.start(SAFETY_MS)
    QTimer.singleShot(0, look_and_close)
    try:
        status = main(argv)
    finally:
        safety.stop()
    # main() leaves the window to deleteLater(); let that happen.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()
    return status, found


def board_facts(window: QWidget) -> dict[str, Any]:
    board = window.findChild(QAbstractItemView, "board")
    assert board is not None, "no board view named 'board'"
    game = board.model().game
    assert board.model() is window.model
    return {
        "board_visible": board.isVisible(),
        "board_width": board.width(),
        "board_height": board.height(),
        "size": (game.rows, game.cols, game.mine_count),
        "rows_shown": (board.model().rowCount(), board.model().columnCount()),
        "settings_file": window.settings.store.fileName(),
    }


def test_custom_board_shown_then_closed(qapp: QApplication) -> None:
    status, found = run_main(qapp, ["--custom", "5x7x3"], board_facts)
    assert "error" not in found, found["error"]
    assert status == 0
    assert found["windows"] == 1
    assert found["board_visible"]
    assert found["board_width"] > 0 and found["board_height"] > 0
    assert found["size"] == (5, 7, 3)
    assert found["rows_shown"] == (5, 7)
    assert not found.get("other_windows_open")
    assert main_windows() == []


def test_program_name_is_skipped(qapp: QApplication) -> None:
    status, found = run_main(qapp, ["minesweeper-qt", "--difficulty", "expert"], board_facts)
    assert "error" not in found, found["error"]
    assert status == 0
    assert found["size"] == (16, 30, 99)
    assert main_windows() == []


def test_settings_stay_in_the_test_folder(qapp: QApplication) -> None:
    status, found = run_main(qapp, ["--custom", "5x7x3"], board_facts)
    assert status == 0
    settings_file = Path(found["settings_file"]).resolve()
    assert settings_file.is_relative_to(private_home().resolve()), settings_file
    home = Path.home().resolve()
    if not private_home().resolve().is_relative_to(home):
        assert not settings_file.is_relative_to(home)


def _first_reveal(window: QWidget) -> dict[str, Any]:
    # The game left in play by the run before is saved and resumed: the
    # command line's seeded game replaces it once the question is answered yes.
    asked: list[bool] = []
    window.askCommandLineAbandon = lambda: asked.append(True) or True  # type: ignore[attr-defined]
    deadline = time.monotonic() + 10
    while window.model.game.moves and not asked and time.monotonic() < deadline:
        QApplication.processEvents()
    model = window.model
    game = model.game
    before = game.mines
    model.reveal(model.index(8, 8))
    return {
        "before": before,
        "mines": game.mines,
        "status": game.status,
        "seed": game.seed,
        "size": (game.rows, game.cols, game.mine_count),
    }


def test_seed_gives_a_reproducible_layout(qapp: QApplication) -> None:
    argv = ["--difficulty", "intermediate", "--seed", "12345"]
    status1, first = run_main(qapp, argv, _first_reveal)
    status2, second = run_main(qapp, argv, _first_reveal)
    status3, other = run_main(qapp, ["--difficulty", "intermediate", "--seed", "54321"],
                              _first_reveal)
    for found in (first, second, other):
        assert "error" not in found, found["error"]
        assert found["before"] == frozenset()  # mines are laid on the first reveal
        assert found["status"] is Status.PLAYING
        assert found["size"] == (16, 16, 40)
        assert len(found["mines"]) == 40
        assert (8, 8) not in found["mines"]
    assert (status1, status2, status3) == (0, 0, 0)
    assert first["seed"] == second["seed"] == 12345
    assert first["mines"] == second["mines"]
    assert other["mines"] != first["mines"]
    assert main_windows() == []


@pytest.mark.parametrize("argv", [["--custom", "1x1x1"], ["--seed", "-3"], ["--nope"]])
def test_bad_command_line_opens_no_window(qapp: QApplication, argv: list[str],
                                          capsys: pytest.CaptureFixture[str]) -> None:
    before = len(main_windows())
    assert main(argv) == 2
    assert len(main_windows()) == before
    assert "error" in capsys.readouterr().err


def test_no_guess_on_the_command_line_starts_a_no_guess_game_and_is_remembered(
        qapp: QApplication) -> None:
    from minesweeper_qt.storage.settings import Settings

    status, found = run_main(qapp, ["--no-guess", "--difficulty", "expert"], lambda w: {
        "generator": w.model.game.generator.name,  # type: ignore[attr-defined]
        "checked": w.menus.actionNoGuess.isChecked(),  # type: ignore[attr-defined]
    })
    assert status == 0 and "error" not in found, found
    assert found["generator"] == "no-guess" and found["checked"]
    assert Settings().no_guess is True


def test_the_version_is_set_when_the_board_is_painted(qapp: QApplication, qtbot: Any) -> None:
    """The application's version is set (with its name, at the start: the
    package's own ``__version__``, no lookup)."""
    from PySide6.QtCore import QCoreApplication

    from minesweeper_qt import version

    QCoreApplication.setApplicationVersion("")

    def after_paint(window: QWidget) -> dict[str, Any]:
        painted = window.firstPaint  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: painted.painted
                        and QCoreApplication.applicationVersion() == version(), timeout=10_000)
        return {"version": QCoreApplication.applicationVersion()}

    status, found = run_main(qapp, ["--custom", "5x7x3"], after_paint)
    assert status == 0, found
    assert found.get("version") == version(), found
