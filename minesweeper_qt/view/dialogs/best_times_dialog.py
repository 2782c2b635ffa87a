"""Game > Best times...: the ten fastest wins and the statistics per board
size, and (with the history) the records by skill: best time, 3BV/s, IOE,
RQP and STNB for flagging and no-flag games, and the last 100 games'
averages."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt
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
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.engine import PRESETS
from minesweeper_qt.storage.history import History
from minesweeper_qt.storage.records import MAX_RECORDS, Records, record_key, split_key
from minesweeper_qt.storage.skills import RECENT, Best, SkillRecords, skill_records
from minesweeper_qt.storage.storage import Progress, RequestCancelled, Storage

from ..figures_text import figure, ioe_text, rate_text, time_text
from ..numbers import date_text, date_time_text, integer, number, size_name


class BestTimesDialog(QDialog):
    """Best times (object name ``bestTimesDialog``): a selector of board sizes (the
    presets, then every custom size with records), the top ten of the selected
    size (rank, name, time in seconds, 3BV, 3BV/s, date), its statistics, and a
    Reset button that asks for confirmation before forgetting that size.

    With ``storage`` (the window's storage worker) a second tab, Records, shows
    the records by skill of the selected size read from the history
    (:mod:`minesweeper_qt.storage.skills`): one row per figure (best time,
    3BV/s, IOE, RQP, STNB), one column for flagging games and one for no-flag
    (NF) games, and the averages of the last 100 counted games."""

    def __init__(self, records: Records, current: str, parent: QWidget | None = None,
                 storage: Storage | None = None) -> None:
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
                label = size_name(size.rows, size.cols, size.mines)
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
        # Arrows move in a table, Tab leaves it (or Tab never reaches Reset or Close).
        self.table.setTabKeyNavigation(False)
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

        self._storage = storage
        #: The records shown (None until read), and whether a read is under way.
        self.skills: SkillRecords | None = None
        self.recordsPending = False
        self._asked: Progress | None = None
        column = QVBoxLayout(self)
        column.addWidget(self.sizeCombo)
        if storage is None:
            column.addWidget(self.table, 1)
            column.addLayout(stats)
        else:
            self.tabs = QTabWidget()
            self.tabs.setObjectName("bestTimesTabs")
            times = QWidget()
            times_column = QVBoxLayout(times)
            times_column.addWidget(self.table, 1)
            times_column.addLayout(stats)
            self.tabs.addTab(times, self.tr("Best times"))
            self.tabs.addTab(self._records_tab(), self.tr("Records"))
            column.addWidget(self.tabs, 1)
        column.addWidget(buttons)

        self.sizeCombo.currentIndexChanged.connect(self.refresh)
        self.sizeCombo.currentIndexChanged.connect(self.refreshRecords)
        self.sizeCombo.setCurrentIndex(max(0, self.sizeCombo.findData(current)))
        self.refresh()
        self.refreshRecords()
        self.resize(max(560, self.sizeHint().width()), self.sizeHint().height())
        self.sizeCombo.setFocus()  # the board size first: its times follow

    def _records_tab(self) -> QWidget:
        tab = QWidget()
        self.recordsTable = QTableWidget(5, 2)
        self.recordsTable.setObjectName("recordsTable")
        self.recordsTable.setHorizontalHeaderLabels(
            [self.tr("Flagging"), self.tr("No flags (NF)")])
        self.recordsTable.setVerticalHeaderLabels([
            self.tr("Best time (s)"), self.tr("Best 3BV/s"), self.tr("Best IOE"),
            self.tr("Best RQP (lowest)"), self.tr("Best STNB")])
        self.recordsTable.setTabKeyNavigation(False)
        self.recordsTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.recordsTable.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.recordsTable.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Stretch)
        rows = self.recordsTable
        rows.setFixedHeight(rows.horizontalHeader().sizeHint().height()
                            + sum(rows.rowHeight(r) for r in range(rows.rowCount()))
                            + 2 * rows.frameWidth())
        self.recentGames = QLabel()
        self.recentGames.setObjectName("recentGames")
        self.recentWins = QLabel()
        self.recentTime = QLabel()
        self.recentRate = QLabel()
        self.recentIoe = QLabel()
        recent = QFormLayout()
        recent.addRow(self.tr("Last {0} counted games:").format(integer(RECENT)),
                      self.recentGames)
        recent.addRow(self.tr("Won:"), self.recentWins)
        recent.addRow(self.tr("Average time of the wins:"), self.recentTime)
        recent.addRow(self.tr("Average 3BV/s:"), self.recentRate)
        recent.addRow(self.tr("Average IOE:"), self.recentIoe)
        note = QLabel(self.tr("Your own games only: assisted, restarted and resumed games "
                              "set no record."))
        note.setWordWrap(True)
        column = QVBoxLayout(tab)
        column.addWidget(self.recordsTable)
        column.addLayout(recent)
        column.addWidget(note)
        column.addStretch(1)
        return tab

    def currentKey(self) -> str:
        return str(self.sizeCombo.currentData())

    def refreshRecords(self) -> None:
        """Read the selected size's records by skill from the history (on the
        storage worker; shown when read)."""
        if self._storage is None:
            return
        if self._asked is not None:
            self._asked.cancel()
        key = self.currentKey()
        size, no_guess = split_key(key)
        self.recordsPending = True
        self._show_skills(None)

        def work(history: History, progress: Progress) -> SkillRecords:
            return skill_records(history, (size.rows, size.cols, size.mines), no_guess,
                                 progress.cancelled)

        def done(result: SkillRecords | BaseException) -> None:
            if isinstance(result, RequestCancelled):
                return  # this read was replaced by a later one, which answers
            try:
                self.currentKey()
            except RuntimeError:  # the dialog went away meanwhile
                return
            if key != self.currentKey():
                return
            self.recordsPending = False
            self._asked = None
            self._show_skills(result if isinstance(result, SkillRecords) else None)

        self._asked = self._storage.request(work, done)

    def waitRecords(self, timeout_ms: int = 30_000) -> bool:
        """Wait (processing events) until the records are shown (tests, tools)."""
        timer = QElapsedTimer()
        timer.start()
        while self.recordsPending and timer.elapsed() < timeout_ms:
            QCoreApplication.processEvents()
            if self.recordsPending and self._storage is not None:
                self._storage.wait(0.05)
        return not self.recordsPending

    def _show_skills(self, skills: SkillRecords | None) -> None:
        self.skills = skills
        dash = "\u2013"
        for col, style in enumerate((skills.flagging, skills.nf) if skills else (None, None)):
            bests: list[tuple[Best | None, str]] = [(None, dash)] * 5
            if style is not None:
                bests = [
                    (style.time, time_text(round(style.time.value * 1000)) if style.time
                     else dash),
                    (style.bbbv_s, figure(style.bbbv_s.value, 2) if style.bbbv_s else dash),
                    (style.ioe, ioe_text(style.ioe.value) if style.ioe else dash),
                    (style.rqp, figure(style.rqp.value, 2) if style.rqp else dash),
                    (style.stnb, figure(style.stnb.value, 1) if style.stnb else dash)]
            for row, (best, text) in enumerate(bests):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if best is not None:
                    item.setToolTip(date_time_text(best.played_at))
                self.recordsTable.setItem(row, col, item)
        if skills is None:
            for label in (self.recentGames, self.recentWins, self.recentTime, self.recentRate,
                          self.recentIoe):
                label.setText(dash)
            return
        self.recentGames.setText(integer(skills.recent_games))
        self.recentWins.setText(integer(skills.recent_wins))
        self.recentTime.setText(self.tr("{0} s").format(
            time_text(round(skills.recent_time * 1000))) if skills.recent_time is not None
            else dash)
        self.recentRate.setText(figure(skills.recent_bbbv_s, 2)
                                if skills.recent_bbbv_s is not None else dash)
        self.recentIoe.setText(ioe_text(skills.recent_ioe) if skills.recent_ioe is not None
                               else dash)

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
