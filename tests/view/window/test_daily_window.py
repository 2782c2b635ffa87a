"""The daily board in the real window: Game > Daily board starts the day's
board with its opening cell marked; the first finished attempt is the day's
result (its line to share copied with one click, and read back), a later one
is practice and says so; the History lists the daily games with its filter."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from minesweeper_qt.engine import Status
from minesweeper_qt.engine.daily import daily_board
from minesweeper_qt.i18n import Translators
from minesweeper_qt.replay.daily_share import parse_share
from minesweeper_qt.session.game_finished import Counting
from minesweeper_qt.storage.history import GameFilter
from minesweeper_qt.view.dialogs.daily_dialog import until_next_day
from minesweeper_qt.view.history.history_dialog import COLUMNS
from minesweeper_qt.view.main_window import MainWindow

#: 21:30 UTC on 2025-06-01, seen from Tokyo (06:30 on the 2nd there).
NOW = datetime.datetime(2025, 6, 2, 6, 30, tzinfo=datetime.timezone(datetime.timedelta(hours=9)))
DAY = datetime.date(2025, 6, 1)


@pytest.fixture
def english(qapp: object) -> Any:
    translators = Translators()
    translators.install("en")
    yield
    translators.remove()


def _notice(window: MainWindow) -> str:
    label = window.findChild(QLabel, "notice")
    return label.text() if label is not None else ""


def _clear(ui: Any) -> None:
    """Open every safe cell, the marked opening first."""
    game = ui.game
    board = daily_board(DAY)
    ui.click(board.first_click)
    for row in range(game.rows):
        for col in range(game.cols):
            if game.status is not Status.PLAYING:
                return
            if (row, col) not in board.mines and not game.is_revealed(row, col):
                ui.click((row, col))


def test_the_first_attempt_is_the_day_s_result_and_a_later_one_is_practice(
        english: None, ui: Any, window: MainWindow, qtbot: Any) -> None:
    daily = window.daily
    daily.now = lambda: NOW
    assert daily.results is None  # read when first needed, never at the start
    window.menus.actionDaily.trigger()
    dialog = daily.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: daily.results is not None, timeout=10_000)
    assert "2025-06-01" in dialog.about.text() and "00:00 UTC" in dialog.about.text()
    assert "in 2 h 30 min" in dialog.about.text()
    assert not dialog.share.isEnabled()
    dialog.playButton.click()
    board = daily_board(DAY)
    assert ui.game.mines == board.mines and window.session.counting is Counting.COUNTED
    assert daily.mark.cell == board.first_click and daily.mark.game is ui.game
    assert "start on the marked cell" in _notice(window)

    _clear(ui)
    assert ui.game.status is Status.WON
    assert daily.mark.cell is None  # gone with the first move
    qtbot.waitUntil(lambda: daily.results is not None and board.key in daily.results,
                    timeout=10_000)
    qtbot.waitUntil(lambda: dialog.isVisible() and dialog.shareEdit.text() != "",
                    timeout=10_000)
    first = daily.results[board.key] if daily.results else None
    assert first is not None and first.won
    line = dialog.shareEdit.text()
    shared = parse_share(line)
    assert (shared.day, shared.rule, shared.won, shared.code) == (DAY, "d1", True, board.code)
    assert shared.time_cs == first.time_ms // 10
    dialog.copyButton.click()
    assert QGuiApplication.clipboard().text() == line
    assert "Won in" in dialog.resultLabel.text() and "practice" in dialog.resultLabel.text()
    assert "Days played in a row: 1" in dialog.streakLabel.text()

    # Again: practice, not counted, and the day's result stays the first. The
    # game says what it was: practice, not a board the player restarted.
    dialog.playButton.click()
    assert window.session.counting is Counting.PRACTICE
    assert "Practice" in _notice(window)
    ui.click(board.first_click)
    ui.click(min(board.mines))
    assert ui.game.status is Status.LOST
    qtbot.waitUntil(lambda: "keeps its first result" in _notice(window), timeout=10_000)
    assert daily.results is not None and daily.results[board.key] == first
    assert window.gameEnd.shown is not None
    assert window.gameEnd.shown.record.counting == "practice"
    dialog.playButton.click()  # and a practice won
    _clear(ui)
    assert ui.game.status is Status.WON
    qtbot.waitUntil(lambda: window.dropMenu.recordLabel.isVisible(), timeout=10_000)
    assert window.dropMenu.recordLabel.text() == "Practice: not counted for best times"
    assert daily.results[board.key] == first

    # The checker reads the line back.
    dialog.checkEdit.setText(f"beat this: {line}")
    dialog.checkButton.click()
    assert dialog.checkLabel.text().startswith("Verified: the board of 2025-06-01 (rule d1)")
    dialog.checkEdit.setText(line.replace(board.code, "0123456789"))
    dialog.checkButton.click()
    assert dialog.checkLabel.text().startswith("Not verified")

    # Both attempts are in the History, under its daily filter.
    assert window.storage.wait()
    found: list[int] = []
    window.storage.request(lambda history, _p: history.count(GameFilter(daily=True)),
                           found.append)
    qtbot.waitUntil(lambda: bool(found), timeout=10_000)
    assert found == [3]
    history = window.replays.showHistory()
    qtbot.addWidget(history)
    box = history.dailyFilter
    qtbot.waitUntil(lambda: box.count() == 3, timeout=10_000)
    box.setCurrentIndex(box.findData(True))
    model = history.model
    qtbot.waitUntil(lambda: model.rowCount() == 3, timeout=10_000)
    counted = COLUMNS.index("assisted")  # the "Counted" column
    qtbot.waitUntil(lambda: sorted(model.data(model.index(row, counted)) for row in range(3))
                    == ["practice", "practice", "\u2713"], timeout=10_000)  # (read in pages)


def test_a_daily_board_won_with_help_counts_as_not_won(
        english: None, ui: Any, window: MainWindow, qtbot: Any) -> None:
    """Help makes a game not the player's own (as for best times): the day
    keeps the attempt, not won, and its line to share says so (a play-tester
    shared a daily 'won' played entirely by Shift+H)."""
    daily = window.daily
    daily.now = lambda: NOW
    daily.play(DAY)
    qtbot.waitUntil(lambda: daily.results is not None and ui.game.mines
                    == daily_board(DAY).mines, timeout=10_000)
    board = daily_board(DAY)
    ui.click(board.first_click)
    window.session.markAssisted()
    _clear(ui)
    assert ui.game.status is Status.WON
    qtbot.waitUntil(lambda: daily.results is not None and board.key in daily.results,
                    timeout=10_000)
    assert not daily.results[board.key].won
    qtbot.waitUntil(lambda: "counts as not won" in _notice(window), timeout=10_000)
    assert "): lost " in _notice(window)


def test_a_daily_game_resumed_from_its_save_is_still_the_day_s(
        english: None, ui: Any, window: MainWindow, qtbot: Any) -> None:
    """A daily game the session does not know as daily (resumed from the save
    file) is recognised by its mines."""
    daily = window.daily
    daily.now = lambda: NOW
    board = daily_board(DAY)
    ui.load(board.rule.rows, board.rule.cols, board.mines)
    window.fitToBoard()
    _clear(ui)
    qtbot.waitUntil(lambda: daily.results is not None and board.key in daily.results,
                    timeout=10_000)


def test_the_next_day_is_counted_down_to_midnight_utc() -> None:
    utc = datetime.timezone.utc
    assert until_next_day(datetime.datetime(2026, 11, 27, 23, 59, 30, tzinfo=utc)) == (0, 1)
    assert until_next_day(datetime.datetime(2026, 11, 27, 0, 0, tzinfo=utc)) == (24, 0)


def test_a_board_asked_for_before_the_results_are_read_starts_once_they_are(
        english: None, ui: Any, window: MainWindow, qtbot: Any) -> None:
    """As ``--daily 2025-06-01`` at the start: the results are read first (is
    it practice?), then the board starts, counted."""
    daily = window.daily
    board = daily_board(DAY)
    assert daily.results is None and daily.play(DAY)
    qtbot.waitUntil(lambda: ui.game.mines == board.mines, timeout=10_000)
    assert daily.results == {} and window.session.counting is Counting.COUNTED
