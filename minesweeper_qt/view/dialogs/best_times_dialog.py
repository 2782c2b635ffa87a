"""Game > Best times...: the ten fastest wins and the statistics per board size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.engine import PRESETS
from minesweeper_qt.storage.records import MAX_RECORDS, Records, record_key, split_key

from ..figures_text import rate_text, time_text
from ..numbers import date_text, integer, number


class BestTimesDialog(QDialog):
    """Best times (object name ``bestTimesDialog``): a selector of board sizes (the
    presets, then every custom size with records), the top ten of the selected
    size (rank, name, time in seconds, 3BV, 3BV/s, date), its statistics, and a
    Reset button that asks for confirmation before forgetting that size."""

    def __init__(self, records: Records, current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bestTimesDialog")
        self.setWindowTitle(self.tr("Best times"))
        self._records = records

        self.sizeCombo = QComboBox()
        self.sizeCombo.setObjectName("sizeCombo")
        names = {
            "beginner": self.tr("Beginner"),
            "intermediate": self.tr("Intermediate"),
            "expert": self.tr("Expert"),
        }
        keys = [record_key(p, no_guess) for p in PRESETS for no_guess in (False, True)]
        keys += [k for k in records.keys() if k not in keys]  # noqa: SIM118 (a method, not a dict)
        if current not in keys:
            keys.append(current)
        for key in keys:
            size, no_guess = split_key(key)
            label = names.get(size.key)
            if label is None:
                label = self.tr("Custom {0} x {1}, {2} mines").format(
                    size.rows, size.cols, size.mines)
            if no_guess:
                label = self.tr("{0}, no guessing").format(label)
            self.sizeCombo.addItem(label, key)

        self.table = QTableWidget(0, 6)
        self.table.setObjectName("bestTimesTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Name"), self.tr("Time (s)"), self.tr("3BV"), self.tr("3BV/s"),
            self.tr("Date"), "",
        ])
        self.table.setColumnHidden(5, True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Room for all ten rows without a scroll bar.
        row = self.table.fontMetrics().height() + 8
        self.table.verticalHeader().setDefaultSectionSize(row)
        self.table.setMinimumHeight(
            self.table.horizontalHeader().sizeHint().height() + MAX_RECORDS * row
            + 2 * self.table.frameWidth() + 2)

        self.playedLabel = QLabel()
        self.playedLabel.setObjectName("playedLabel")
        self.wonLabel = QLabel()
        self.wonLabel.setObjectName("wonLabel")
        self.streakLabel = QLabel()
        self.streakLabel.setObjectName("streakLabel")
        self.longestLabel = QLabel()
        self.longestLabel.setObjectName("longestLabel")
        stats = QFormLayout()
        stats.addRow(self.tr("Games played:"), self.playedLabel)
        stats.addRow(self.tr("Games won:"), self.wonLabel)
        stats.addRow(self.tr("Current winning streak:"), self.streakLabel)
        stats.addRow(self.tr("Longest winning streak:"), self.longestLabel)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.resetButton = QPushButton(self.tr("&Reset..."))
        self.resetButton.setObjectName("resetButton")
        buttons.addButton(self.resetButton, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.resetButton.clicked.connect(self._on_reset)

        column = QVBoxLayout(self)
        column.addWidget(self.sizeCombo)
        column.addWidget(self.table, 1)
        column.addLayout(stats)
        column.addWidget(buttons)

        self.sizeCombo.currentIndexChanged.connect(self.refresh)
        self.sizeCombo.setCurrentIndex(max(0, self.sizeCombo.findData(current)))
        self.refresh()
        self.resize(max(560, self.sizeHint().width()), self.sizeHint().height())

    def currentKey(self) -> str:
        return str(self.sizeCombo.currentData())

    def refresh(self) -> None:
        """Re-read and show the selected size."""
        key = self.currentKey()
        best = self._records.best(key)
        self.table.setRowCount(MAX_RECORDS)
        self.table.setVerticalHeaderLabels([integer(n) for n in range(1, MAX_RECORDS + 1)])
        for row in range(MAX_RECORDS):
            record = best[row] if row < len(best) else None
            cells = ["", "", "", "", "", ""]
            if record is not None:
                cells = [
                    record.name or self.tr("Anonymous"),
                    time_text(record.time_ms),
                    integer(record.bbbv),
                    rate_text(record.bbbv, record.time_ms),
                    date_text(record.date),
                    record.stamp,
                ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (1, 2, 3):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, col, item)
        stats = self._records.statistics(key)
        self.playedLabel.setText(integer(stats.played))
        self.wonLabel.setText(
            self.tr("{0} ({1} %)").format(integer(stats.won), number(stats.win_rate * 100, 0))
        )
        self.streakLabel.setText(integer(stats.current_streak))
        self.longestLabel.setText(integer(stats.longest_streak))

    def confirmReset(self) -> bool:
        """Ask before forgetting (tests replace this)."""
        answer = QMessageBox.question(
            self, self.tr("Reset best times"),
            self.tr("Forget the best times and statistics of {0}?").format(
                self.sizeCombo.currentText()),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _on_reset(self) -> None:
        if self.confirmReset():
            self._records.reset(self.currentKey())
            self.refresh()
