"""Game > Daily board...: today's board, its result, the streaks, the line to
share (copied with one click) and the check of a line someone shared."""

from __future__ import annotations

import datetime

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.engine.daily import DailyBoard
from minesweeper_qt.replay.daily_share import (
    ShareVerdict,
    check,
    parse_share,
    share_line,
    shared_result,
)
from minesweeper_qt.storage.daily_results import DailyAttempt, Streaks

from ..figures_text import rate_text, time_text
from ..numbers import integer


def share_line_of(board: DailyBoard, result: DailyAttempt) -> str:
    """The line to share for ``result``, a finished attempt at ``board``."""
    return share_line(shared_result(board.day, board.rule.id, result.won, result.time_ms,
                                    result.bbbv_solved, board.code))


def until_next_day(now: datetime.datetime) -> tuple[int, int]:
    """Hours and minutes (rounded up) from ``now`` (aware) to the next 00:00 UTC."""
    utc = now.astimezone(datetime.timezone.utc)
    midnight = datetime.datetime.combine(utc.date() + datetime.timedelta(days=1),
                                         datetime.time(), datetime.timezone.utc)
    minutes = max(1, -(-int((midnight - utc).total_seconds()) // 60))
    return divmod(minutes, 60)


class DailyDialog(QDialog):
    """The daily board's window (object name ``dailyDialog``): not modal, so
    the player can keep it open beside the board. ``playRequested`` asks for
    today's board; :meth:`showDay` fills it."""

    playRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dailyDialog")
        self.setWindowTitle(self.tr("Daily board"))
        self.board: DailyBoard | None = None
        self.about = self._label("dailyAbout")
        self.resultLabel = self._label("dailyResult")
        self.streakLabel = self._label("dailyStreaks")
        self.shareEdit = QLineEdit()
        self.shareEdit.setObjectName("dailyShareLine")
        self.shareEdit.setReadOnly(True)
        self.shareEdit.setMinimumWidth(520)
        self.copyButton = QPushButton(self.tr("&Copy"))
        self.copyButton.setObjectName("dailyCopy")
        self.copyButton.clicked.connect(self.copyLine)
        self.copiedLabel = self._label("dailyCopied")
        self.checkEdit = QLineEdit()
        self.checkEdit.setObjectName("dailyCheckLine")
        self.checkEdit.setPlaceholderText(self.tr("Paste a result line someone shared"))
        self.checkEdit.returnPressed.connect(self.checkLine)
        self.checkButton = QPushButton(self.tr("C&heck"))
        self.checkButton.setObjectName("dailyCheck")
        self.checkButton.clicked.connect(self.checkLine)
        self.checkLabel = self._label("dailyCheckResult")
        self.playButton = QPushButton()
        self.playButton.setObjectName("dailyPlay")
        self.playButton.clicked.connect(self.playRequested)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.playButton, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        share = QGroupBox(self.tr("Share your result"))
        share_row = QHBoxLayout()
        share_row.addWidget(self.shareEdit, 1)
        share_row.addWidget(self.copyButton)
        share_column = QVBoxLayout(share)
        share_column.addLayout(share_row)
        share_column.addWidget(self.copiedLabel)
        checking = QGroupBox(self.tr("Check a shared result"))
        check_row = QHBoxLayout()
        check_row.addWidget(self.checkEdit, 1)
        check_row.addWidget(self.checkButton)
        check_column = QVBoxLayout(checking)
        check_column.addLayout(check_row)
        check_column.addWidget(self.checkLabel)
        column = QVBoxLayout(self)
        for widget in (self.about, self.resultLabel, self.streakLabel, share, checking):
            column.addWidget(widget)
        column.addWidget(buttons)
        self.share = share

    @staticmethod
    def _label(name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        return label

    def showDay(self, board: DailyBoard, result: DailyAttempt | None,
                streaks: Streaks | None, now: datetime.datetime, *, today: bool = True) -> None:
        """Show ``board`` (today's, or with ``today`` False an earlier day's),
        the day's ``result`` (its first finished attempt; None: not played
        yet), the ``streaks`` (None: not read yet) as of ``now`` (an aware
        date-time)."""
        self.board = board
        rule = board.rule
        hours, minutes = until_next_day(now)
        row, col = board.first_click
        about = self.tr(
            "Today's board ({0}, UTC), the same for every player: {1} \u00d7 {2}, {3} mines "
            "(rule {4}).") if today else self.tr(
            "The board of {0} (UTC), the same for every player: {1} \u00d7 {2}, {3} mines "
            "(rule {4}).")
        self.about.setText(" ".join((
            about.format(board.day.isoformat(), rule.rows, rule.cols, rule.mines, rule.id),
            self.tr("Start on the marked cell (row {0}, column {1}): it always opens an "
                    "area.").format(row + 1, col + 1),
            self.tr("The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.")
            .format(hours, minutes))))
        if result is None:
            self.resultLabel.setText(self.tr(
                "Not played yet. Your first finished game on this board is the day's "
                "result; later games are practice."))
            self.playButton.setText(self.tr("&Play this board"))
            self.share.setEnabled(False)
            self.shareEdit.clear()
        else:
            won = self.tr("Won in {0} s, 3BV/s {1}.") if result.won \
                else self.tr("Lost after {0} s, 3BV/s {1}.")
            self.resultLabel.setText(
                self.tr("The day's result: {0} Later games on this board are practice and "
                        "do not change it.").format(won.format(
                            time_text(result.time_ms),
                            rate_text(result.bbbv_solved, result.time_ms))))
            self.playButton.setText(self.tr("&Practise this board"))
            self.share.setEnabled(True)
            self.shareEdit.setText(share_line_of(board, result))
        self.copiedLabel.clear()
        if streaks is None:
            self.streakLabel.clear()
        else:
            self.streakLabel.setText(self.tr(
                "Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).")
                .format(integer(streaks.played), integer(streaks.best_played),
                        integer(streaks.won), integer(streaks.best_won)))
        self._fit()

    def copyLine(self) -> None:
        """Copy the result line to the clipboard."""
        line = self.shareEdit.text()
        if line:
            QGuiApplication.clipboard().setText(line)
            self.copiedLabel.setText(self.tr("Copied to the clipboard."))
            self._fit()

    def checkLine(self) -> None:
        """Check the pasted line: is it this copy's board of that day?"""
        self._check_line()
        self._fit()

    def _fit(self) -> None:
        # A shown dialog keeps its size: grow it to a text that now wraps to
        # more lines (else the label is cut off).
        if self.isVisible():
            self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def _check_line(self) -> None:
        text = self.checkEdit.text().strip()
        if not text:
            self.checkLabel.clear()
            return
        try:
            shared = parse_share(text)
        except ValueError:
            self.checkLabel.setText(self.tr(
                "This is not a daily result line. It looks like: Minesweeper daily "
                "2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce"))
            return
        verdict = check(shared)
        if verdict is ShareVerdict.UNKNOWN_RULE:
            self.checkLabel.setText(self.tr(
                "Rule {0} is unknown to this version of the game: it cannot make that "
                "board.").format(shared.rule))
        elif verdict is ShareVerdict.OTHER_BOARD:
            self.checkLabel.setText(self.tr(
                "Not verified: the board code does not match the board of {0} (rule {1}). "
                "The line was changed, or comes from another game.").format(
                    shared.day.isoformat(), shared.rule))
        else:
            self.checkLabel.setText(self.tr(
                "Verified: the board of {0} (rule {1}) is the one you get too. "
                "{2} {3} s, 3BV/s {4}.").format(
                    shared.day.isoformat(), shared.rule,
                    self.tr("Won in") if shared.won else self.tr("Lost after"),
                    time_text(shared.time_cs * 10), rate_text_cs(shared.rate_cs)))


def rate_text_cs(rate_cs: int) -> str:
    """A 3BV/s given in hundredths, in the language's style (as :func:`rate_text`)."""
    # 3BV/s of rate_cs hundredths: rate_cs "3BV" in 100 s (exact in integers).
    return rate_text(rate_cs, 100_000)
