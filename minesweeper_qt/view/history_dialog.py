"""Game > History... (object name ``historyDialog``): every recorded game in a
sortable, filterable table, a chart per board size of time and 3BV/s over the
games with personal bests marked, the full competitive statistics of the
selected game, and Watch replay, Export (EVF) and Delete.

The chart uses pyqtgraph (see README "Game history" for why): a small
pure-Python plotting library drawn with Qt's own QGraphicsView.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.replay.recording import Recording
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import GameRow, History, HistoryDamaged, Result

from .history_text import problem_text
from .numbers import number

translate = QCoreApplication.translate

AnyIndex = QModelIndex | QPersistentModelIndex
#: The role that holds a cell's raw value (numbers sort as numbers).
SORT_ROLE = Qt.ItemDataRole.UserRole
#: The role that holds the row's :class:`GameRow` (any column).
ROW_ROLE = Qt.ItemDataRole.UserRole + 1

COLUMNS = ("date", "board", "no_guess", "result", "time", "bbbv", "bbbv_s", "ioe", "assisted")


def board_name(rows: int, cols: int, mines: int) -> str:
    """"Beginner", "Intermediate", "Expert" or ``ROWSxCOLS/MINES``."""
    names = {(9, 9, 10): translate("HistoryDialog", "Beginner"),
             (16, 16, 40): translate("HistoryDialog", "Intermediate"),
             (16, 30, 99): translate("HistoryDialog", "Expert")}
    return names.get((rows, cols, mines), f"{rows}\u00d7{cols}/{mines}")


def result_name(result: Result) -> str:
    return {Result.WON: translate("HistoryDialog", "Won"),
            Result.LOST: translate("HistoryDialog", "Lost"),
            Result.ABANDONED: translate("HistoryDialog", "Abandoned"),
            Result.RESTARTED: translate("HistoryDialog", "Restarted")}[result]


class HistoryModel(QAbstractTableModel):
    """The games of a history as a table (one row per :class:`GameRow`)."""

    def __init__(self, rows: Sequence[GameRow] = (), parent: Any = None) -> None:
        super().__init__(parent)
        self._rows = list(rows)

    def setRows(self, rows: Sequence[GameRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def gameRow(self, row: int) -> GameRow:
        return self._rows[row]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (translate("HistoryDialog", "Date"), translate("HistoryDialog", "Board"),
                translate("HistoryDialog", "No-guess"), translate("HistoryDialog", "Result"),
                translate("HistoryDialog", "Time (s)"), translate("HistoryDialog", "3BV"),
                translate("HistoryDialog", "3BV/s"), translate("HistoryDialog", "IOE"),
                translate("HistoryDialog", "Assisted"))[section]

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        g = self._rows[index.row()]
        column = COLUMNS[index.column()]
        if role == ROW_ROLE:
            return g
        if role == SORT_ROLE:
            return {"date": g.played_at, "board": g.rows * g.cols * 10_000 + g.mines,
                    "no_guess": int(g.no_guess), "result": g.result.value,
                    "time": g.time_ms, "bbbv": g.bbbv, "bbbv_s": g.bbbv_s, "ioe": g.ioe,
                    "assisted": int(g.assisted)}[column]
        if role == Qt.ItemDataRole.DisplayRole:
            yes, no = translate("HistoryDialog", "yes"), ""
            if column == "date":
                return datetime.datetime.fromtimestamp(g.played_at).strftime("%Y-%m-%d %H:%M")
            return {"board": board_name(g.rows, g.cols, g.mines),
                    "no_guess": yes if g.no_guess else no, "result": result_name(g.result),
                    "time": number(g.time_ms / 1000, 2),
                    "bbbv": f"{g.bbbv_solved}/{g.bbbv}" if g.bbbv_solved != g.bbbv
                    else str(g.bbbv),
                    "bbbv_s": number(g.bbbv_s, 2), "ioe": number(g.ioe, 3),
                    "assisted": yes if g.assisted else no}[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("time", "bbbv", "bbbv_s", "ioe"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class HistoryFilter(QSortFilterProxyModel):
    """Sorts by raw values and keeps the games matching ``board`` ((rows,
    cols, mines) or None for all), ``result`` (None: all) and ``no_guess``
    (None: both)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.board: tuple[int, int, int] | None = None
        self.result: Result | None = None
        self.no_guess: bool | None = None

    def setFilter(self, board: tuple[int, int, int] | None, result: Result | None,
                  no_guess: bool | None) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.10+
            self.beginFilterChange()
            self.board, self.result, self.no_guess = board, result, no_guess
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.board, self.result, self.no_guess = board, result, no_guess
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        model = self.sourceModel()
        assert isinstance(model, HistoryModel)
        g = model.gameRow(source_row)
        return ((self.board is None or (g.rows, g.cols, g.mines) == self.board)
                and (self.result is None or g.result is self.result)
                and (self.no_guess is None or g.no_guess == self.no_guess))


def personal_bests(values: Sequence[float], lower_is_better: bool) -> list[int]:
    """Indices of the values that beat every earlier one (the first counts)."""
    best = math.inf if lower_is_better else -math.inf
    out = []
    for i, v in enumerate(values):
        if (v < best) if lower_is_better else (v > best):
            best = v
            out.append(i)
    return out


class HistoryChart(QWidget):
    """Two pyqtgraph plots over the won games of one board size, oldest first:
    time (s) and 3BV/s per game, each personal best marked with a star."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # here: importing it costs ~0.3 s, only when shown

        self._pg = pg
        self.setObjectName("historyChart")
        pg.setConfigOptions(antialias=True, background="w", foreground="k")
        self.timePlot = pg.PlotWidget()
        self.ratePlot = pg.PlotWidget()
        for plot in (self.timePlot, self.ratePlot):
            plot.showGrid(x=True, y=True, alpha=0.25)
            plot.setMinimumHeight(150)
            plot.setMenuEnabled(False)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.timePlot)
        column.addWidget(self.ratePlot)
        self.bests: tuple[list[int], list[int]] = ([], [])

    def show_games(self, games: Sequence[GameRow], title: str) -> None:
        """Plot ``games`` (any order; won ones are drawn, oldest first)."""
        pg = self._pg
        won = sorted((g for g in games if g.result is Result.WON), key=lambda g: g.played_at)
        xs = list(range(1, len(won) + 1))
        times = [g.time_ms / 1000 for g in won]
        rates = [g.bbbv_s for g in won]
        self.bests = (personal_bests(times, True), personal_bests(rates, False))
        for plot, ys, bests, name, colour in (
                (self.timePlot, times, self.bests[0],
                 translate("HistoryDialog", "Time (s)"), (40, 90, 200)),
                (self.ratePlot, rates, self.bests[1],
                 translate("HistoryDialog", "3BV/s"), (20, 140, 60))):
            plot.clear()
            plot.setTitle(f"{title}: {name}")
            plot.setLabel("bottom", translate("HistoryDialog", "Won game"))
            plot.plot(xs, ys, pen=pg.mkPen(colour, width=1.5), symbol="o", symbolSize=5,
                      symbolBrush=colour, symbolPen=None)
            plot.plot([xs[i] for i in bests], [ys[i] for i in bests], pen=None, symbol="star",
                      symbolSize=14, symbolBrush=(240, 180, 0), symbolPen=(120, 80, 0))


class HistoryDialog(QDialog):
    """The history window over ``history``. ``watch(recording, title)`` opens a
    replay (the main window's replay opener)."""

    def __init__(self, history: History, watch: Callable[[Recording, str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self.history = history
        self._watch = watch
        self.model = HistoryModel(parent=self)
        self.proxy = HistoryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setObjectName("historyTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.doubleClicked.connect(lambda _i: self.watchSelected())
        self.boardFilter = QComboBox()
        self.boardFilter.setObjectName("boardFilter")
        self.resultFilter = QComboBox()
        self.resultFilter.setObjectName("resultFilter")
        self.noGuessFilter = QComboBox()
        self.noGuessFilter.setObjectName("noGuessFilter")
        for box in (self.boardFilter, self.resultFilter, self.noGuessFilter):
            box.currentIndexChanged.connect(self._on_filter)
        self.details = QLabel()
        self.details.setObjectName("historyDetails")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart = HistoryChart()
        self.watchButton = QPushButton(translate("HistoryDialog", "&Watch replay"))
        self.watchButton.setObjectName("watchButton")
        self.watchButton.clicked.connect(self.watchSelected)
        self.exportButton = QPushButton(translate("HistoryDialog", "&Export (EVF)..."))
        self.exportButton.setObjectName("exportButton")
        self.exportButton.clicked.connect(self._on_export)
        self.deleteButton = QPushButton(translate("HistoryDialog", "&Delete"))
        self.deleteButton.setObjectName("deleteButton")
        self.deleteButton.clicked.connect(self._on_delete)
        closeButton = QPushButton(translate("HistoryDialog", "Close"))
        closeButton.clicked.connect(self.accept)

        filters = QHBoxLayout()
        for text, box in ((translate("HistoryDialog", "&Board:"), self.boardFilter),
                          (translate("HistoryDialog", "&Result:"), self.resultFilter),
                          (translate("HistoryDialog", "&No-guess:"), self.noGuessFilter)):
            label = QLabel(text)
            label.setBuddy(box)
            filters.addWidget(label)
            filters.addWidget(box)
        filters.addStretch(1)
        left = QWidget()
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        left_column.addLayout(filters)
        left_column.addWidget(self.table, 1)
        left_column.addWidget(self.details)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        buttons = QHBoxLayout()
        for button in (self.watchButton, self.exportButton, self.deleteButton):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(closeButton)
        column = QVBoxLayout(self)
        column.addWidget(splitter, 1)
        column.addLayout(buttons)
        self.setWindowTitle(translate("HistoryDialog", "Game history"))
        self.resize(1100, 640)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._on_selection())
        self.refresh()

    # --- data ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the games again (after a game was added or deleted elsewhere)."""
        try:
            rows = self.history.list()
        except HistoryDamaged as error:
            QMessageBox.warning(self, self.windowTitle(), problem_text(error))
            rows = []
        self.model.setRows(rows)
        self._fill_filters(rows)
        self._on_filter()

    def _fill_filters(self, rows: Sequence[GameRow]) -> None:
        boards = sorted({(g.rows, g.cols, g.mines) for g in rows},
                        key=lambda b: (b[0] * b[1], b[2]))
        keep = self.boardFilter.currentData()
        for box in (self.boardFilter, self.resultFilter, self.noGuessFilter):
            box.blockSignals(True)
        self.boardFilter.clear()
        self.boardFilter.addItem(translate("HistoryDialog", "All sizes"), None)
        for b in boards:
            self.boardFilter.addItem(board_name(*b), b)
        # The chart shows one size: the most played one unless the player chose.
        if keep in boards:
            self.boardFilter.setCurrentIndex(boards.index(keep) + 1)
        elif boards:
            counts = {b: 0 for b in boards}
            for g in rows:
                counts[(g.rows, g.cols, g.mines)] += 1
            self.boardFilter.setCurrentIndex(boards.index(max(boards, key=counts.__getitem__)) + 1)
        if self.resultFilter.count() == 0:
            self.resultFilter.addItem(translate("HistoryDialog", "All"), None)
            for result in Result:
                self.resultFilter.addItem(result_name(result), result)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Both"), None)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Only no-guess"), True)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Only random"), False)
        for box in (self.boardFilter, self.resultFilter, self.noGuessFilter):
            box.blockSignals(False)

    def _on_filter(self) -> None:
        board = self.boardFilter.currentData()
        self.proxy.setFilter(board, self.resultFilter.currentData(),
                             self.noGuessFilter.currentData())
        shown = [self.model.gameRow(self.proxy.mapToSource(self.proxy.index(r, 0)).row())
                 for r in range(self.proxy.rowCount())]
        title = board_name(*board) if board is not None else translate("HistoryDialog", "All sizes")
        self.chart.show_games(shown, title)
        self._on_selection()

    def selectedGames(self) -> list[GameRow]:
        rows = {i.row() for i in self.table.selectionModel().selectedRows()}
        return [self.proxy.index(r, 0).data(ROW_ROLE) for r in sorted(rows)]

    # --- actions ---------------------------------------------------------------------

    def _on_selection(self) -> None:
        games = self.selectedGames()
        self.watchButton.setEnabled(len(games) == 1)
        self.exportButton.setEnabled(bool(games))
        self.deleteButton.setEnabled(bool(games))
        if len(games) != 1:
            self.details.setText(translate("HistoryDialog", "Select a game to see all its figures."))
            return
        try:
            s = compute(self.history.recording(games[0].id))
        except (KeyError, ValueError, HistoryDamaged) as error:
            self.details.setText(translate("HistoryDialog", "This game's recording is damaged: {0}")
                                 .format(error))
            return
        self.details.setText(translate(
            "HistoryDialog",
            "Time {0} s \u00b7 3BV {1}/{2} \u00b7 3BV/s {3} \u00b7 clicks {4} ({5} left, "
            "{6} right, {7} chord) \u00b7 effective {8} \u00b7 IOE {9} \u00b7 correctness {10} "
            "\u00b7 throughput {11} \u00b7 RQP {12} \u00b7 STNB {13} \u00b7 ZiNi {14} \u00b7 "
            "openings {15} \u00b7 islands {16}").format(
            number(s.seconds, 3), s.bbbv_solved, s.bbbv, number(s.bbbv_s, 3), s.clicks, s.left,
            s.right, s.double, s.effective, number(s.ioe, 3), number(s.corr, 3),
            number(s.thrp, 3), number(s.rqp, 2) if math.isfinite(s.rqp) else "\u2013",
            number(s.stnb, 1) if s.stnb_c else "\u2013", s.zini, s.op, s.isl))

    def watchSelected(self) -> None:
        games = self.selectedGames()
        if len(games) != 1:
            return
        g = games[0]
        try:
            recording = self.history.recording(g.id)
        except (KeyError, ValueError, HistoryDamaged) as error:
            QMessageBox.warning(self, self.windowTitle(), problem_text(error)
                                if isinstance(error, HistoryDamaged) else str(error))
            return
        self._watch(recording, f"{board_name(g.rows, g.cols, g.mines)}, "
                               f"{datetime.datetime.fromtimestamp(g.played_at):%Y-%m-%d %H:%M}")

    #: Replaced by tests: asks where to export; returns a file (one game) or a
    #: folder (several), "" when cancelled.
    def askExportTarget(self, games: Sequence[GameRow]) -> str:
        if len(games) == 1:
            g = games[0]
            name = f"{g.id}-{g.rows}x{g.cols}x{g.mines}-{g.result.value}.evf"
            path, _ = QFileDialog.getSaveFileName(
                self, translate("HistoryDialog", "Export replay"), str(Path.home() / name),
                translate("HistoryDialog", "EVF replays (*.evf)"))
            return path
        return QFileDialog.getExistingDirectory(
            self, translate("HistoryDialog", "Export replays to folder"), str(Path.home()))

    def _on_export(self) -> None:
        games = self.selectedGames()
        target = self.askExportTarget(games) if games else ""
        if not target:
            return
        from minesweeper_qt.replay.formats import export_evf

        try:
            if len(games) == 1:
                export_evf(self.history.recording(games[0].id), target)
                written, skipped = 1, 0
            else:
                written, skipped = self.history.export_all(target, [g.id for g in games])
        except (OSError, ValueError, KeyError) as error:
            QMessageBox.warning(self, self.windowTitle(),
                                translate("HistoryDialog", "Export failed: {0}").format(error))
            return
        self.details.setText(translate("HistoryDialog", "{0} replays exported, {1} skipped.")
                             .format(written, skipped))

    #: Replaced by tests: asks before deleting ``n`` games.
    def confirmDelete(self, n: int) -> bool:
        answer = QMessageBox.question(
            self, translate("HistoryDialog", "Delete games"),
            self.tr("Delete %n game(s) and their replays?", "", n))
        return answer == QMessageBox.StandardButton.Yes

    def _on_delete(self) -> None:
        games = self.selectedGames()
        if games and self.confirmDelete(len(games)):
            self.history.delete(g.id for g in games)
            self.refresh()
