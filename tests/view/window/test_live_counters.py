"""Options > Live counters in the real window: off by default, remembered,
and the figures of the game so far after each move and as the clock runs."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

from minesweeper_qt.engine import Status
from minesweeper_qt.storage.settings import Settings
from minesweeper_qt.view.main_window import MainWindow


def test_off_by_default_then_shown_and_remembered(ui: Any, window: MainWindow,
                                                  settings: Settings,
                                                  settings_file: Any, qtbot: Any) -> None:
    live = window.liveCounters
    assert not live.action.isChecked() and not live.label.isVisible()
    assert live.action in window.menus.optionsMenu.actions()
    live.action.trigger()
    assert live.label.isVisible() and settings.live_counters
    settings.sync()

    def on_disk() -> bool:  # written by the storage worker, a moment later
        return Settings(QSettings(str(settings_file), QSettings.Format.IniFormat)).live_counters

    qtbot.waitUntil(on_disk, timeout=10_000)
    live.action.trigger()
    assert not live.label.isVisible() and not settings.live_counters


def test_the_figures_follow_the_game(ui: Any, window: MainWindow, fake_clock: Any) -> None:
    live = window.liveCounters
    live.setEnabled(True)
    game = ui.load_cross()
    ui.click((0, 2))  # the top opening
    # No pace within the first second (it read "3BV/s 1000.00", "estimated time 0.0 s").
    assert live.label.text().startswith("3BV/s \u2014 ")
    assert live.label.text().endswith("estimated time \u2014")
    fake_clock.advance(4.0)
    ui.click((2, 0))
    assert game.status is Status.PLAYING
    stats = game.stats()
    text = live.label.text()
    assert text.startswith("3BV/s ") and "clicks 2" in text
    rate = stats.bbbv_solved / 4.0
    assert f"{rate:.2f}" in text
    assert f"IOE {stats.bbbv_solved / 2:.3f}" in text
    assert f"estimated time {4.0 / stats.bbbv_solved * stats.bbbv:.1f} s" in text
    # The clock moves the rate and the estimate without a move.
    fake_clock.advance(4.0)
    live.refresh()
    assert f"{stats.bbbv_solved / 8.0:.2f}" in live.label.text()
    assert live._timer.isActive()  # once a second while playing


def test_a_hint_shows_the_edge_labels(ui: Any, window: MainWindow) -> None:
    ui.load_cross()
    ui.click((0, 2))
    window.assist.showHint()
    assert window.board.edgeLabels
    # Along the edges, in the room the window keeps for them.
    columns, rows = window.board.horizontalHeader(), window.board.verticalHeader()
    assert columns.isVisible() and rows.isVisible() and columns.labelsShown
    window.assist.clearHint()
    assert not window.board.edgeLabels
