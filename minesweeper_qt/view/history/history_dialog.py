"""Game > History... (object name ``historyDialog``): every recorded game in a
sortable, filterable table, a chart per board size of time and 3BV/s over the
games with personal bests marked, the full competitive statistics of the
selected game, and Watch replay, Export (EVF) and Delete.

The table reads the history a page at a time (:class:`HistoryModel` over a
:class:`~minesweeper_qt.storage.history.GameList`): sorting and filtering are
SQL, and opening the dialog reads only the first page, the board sizes and the
count, so 100,000 games open as fast as ten.

The chart (:mod:`.chart`) is made and filled after the table's first paint.
"""

from __future__ import annotations

import contextlib
import math
import sqlite3
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
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
from minesweeper_qt.storage.history import (
    GameFilter,
    GameList,
    GameRow,
    History,
    HistoryDamaged,
    Result,
)

from ..numbers import date_time_text, integer, number
from ..window.game_end import room_on_screen
from .chart import HistoryChart
from .history_text import problem_text

translate = QCoreApplication.translate

AnyIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
#: The role that holds the row's :class:`GameRow` (any column).
ROW_ROLE = Qt.ItemDataRole.UserRole + 1

_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_ROW = int(ROW_ROLE)
_ROLES = frozenset({int(Qt.ItemDataRole.DisplayRole), _ALIGNMENT, _ROW})

#: The table's columns; each is also the name of its order in ``storage.history.ORDERS``.
COLUMNS = ("date", "board", "no_guess", "result", "time", "bbbv", "bbbv_s", "ioe", "assisted")
#: Errors reading the history can raise (besides the file being moved aside).
READ_ERRORS = (HistoryDamaged, sqlite3.Error, OSError)


def board_name(rows: int, cols: int, mines: int) -> str:
    """"Beginner", "Intermediate", "Expert" or ``ROWSxCOLS/MINES``."""
    names = {(9, 9, 10): translate("HistoryDialog", "Beginner"),
             (16, 16, 40): translate("HistoryDialog", "Intermediate"),
             (16, 30, 99): translate("HistoryDialog", "Expert")}
    return names.get((rows, cols, mines),
                     f"{integer(rows)}\u00d7{integer(cols)}/{integer(mines)}")


def result_name(result: Result) -> str:
    return {Result.WON: translate("HistoryDialog", "Won"),
            Result.LOST: translate("HistoryDialog", "Lost"),
            Result.ABANDONED: translate("HistoryDialog", "Abandoned"),
            Result.RESTARTED: translate("HistoryDialog", "Restarted")}[result]


class HistoryModel(QAbstractTableModel):
    """The games of a history as a table, one row per game, read a page of
    ``PAGE`` rows at a time when first shown (the last ``CACHE_PAGES`` pages
    kept). :meth:`setQuery` chooses the games; :meth:`sort` (the header) the
    order; both reset the model. Reading errors empty the table and are
    reported once through ``failed``."""

    PAGE = 200
    CACHE_PAGES = 32
    #: Reading failed (the exception); the table is then empty until setQuery.
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.history: History | None = None
        self.where = GameFilter()
        self.order = "date"
        self.descending = True
        self._list: GameList | None = None
        self._count = 0
        self._pages: OrderedDict[int, list[GameRow]] = OrderedDict()
        self._failing = False

    # --- what is listed --------------------------------------------------------

    def setQuery(self, history: History | None, where: GameFilter) -> None:
        """List the games of ``history`` matching ``where`` (in the current order).

        Raises:
            HistoryDamaged, sqlite3.Error, OSError: counting them failed (the
                table is then empty).
        """
        self.history, self.where = history, where
        try:
            self._reload()
        except READ_ERRORS:
            self.history = None
            raise

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if (COLUMNS[column], descending) == (self.order, self.descending):
            return
        self.order, self.descending = COLUMNS[column], descending
        try:
            self._reload()
        except READ_ERRORS as error:
            self.history = None
            self.failed.emit(error)

    def _reload(self) -> None:
        self.beginResetModel()
        try:
            if self._list is not None:
                with contextlib.suppress(*READ_ERRORS):
                    self._list.close()
            self._list, self._count, self._failing = None, 0, False
            self._pages.clear()
            if self.history is not None:
                games = GameList(self.history, self.where, self.order, self.descending)
                self._count = games.count()
                self._list = games
        finally:
            self.endResetModel()

    # --- reading ---------------------------------------------------------------

    def _page(self, page: int) -> list[GameRow]:
        rows = self._pages.get(page)
        if rows is not None:
            self._pages.move_to_end(page)
            return rows
        if self._list is None or self._failing:
            return []
        try:
            rows = self._list.rows(page * self.PAGE, self.PAGE)
        except READ_ERRORS as error:
            # Inside a paint: stop reading now, empty the table just after.
            self._failing = True
            QTimer.singleShot(0, self, lambda e=error: self._fail(e))
            return []
        self._pages[page] = rows
        while len(self._pages) > self.CACHE_PAGES:
            self._pages.popitem(last=False)
        return rows

    def _fail(self, error: Exception) -> None:
        self.beginResetModel()
        self.history, self._list, self._count = None, None, 0
        self._pages.clear()
        self.endResetModel()
        self.failed.emit(error)

    def gameRow(self, row: int) -> GameRow | None:
        """The game in ``row`` (None past the end or when it could not be read)."""
        if not 0 <= row < self._count:
            return None
        rows = self._page(row // self.PAGE)
        i = row % self.PAGE
        return rows[i] if i < len(rows) else None

    def gameRows(self, first: int, last: int) -> list[GameRow]:
        """The games in rows ``first`` to ``last`` (inclusive) in one read
        (pages already read are not read again).

        Raises:
            HistoryDamaged, sqlite3.Error, OSError: reading failed.
        """
        first, last = max(first, 0), min(last, self._count - 1)
        if last < first or self._list is None:
            return []
        pages = range(first // self.PAGE, last // self.PAGE + 1)
        if all(p in self._pages for p in pages):
            rows = [g for p in pages for g in self._pages[p]]
            start = first - pages[0] * self.PAGE
            return rows[start:start + last - first + 1]
        return self._list.rows(first, last - first + 1)

    def positions(self, game_ids: Sequence[int]) -> dict[int, int]:
        """The rows of those games that are listed, by game id.

        Raises:
            HistoryDamaged, sqlite3.Error, OSError: reading failed.
        """
        if self._list is None or not game_ids:
            return {}
        return self._list.positions(game_ids)

    # --- the table -------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = _ROOT) -> int:
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: AnyIndex = _ROOT) -> int:
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
        if role not in _ROLES or not index.isValid():  # most calls: a delegate's other roles
            return None
        column = COLUMNS[index.column()]
        if role == _ALIGNMENT:
            if column in ("time", "bbbv", "bbbv_s", "ioe"):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        g = self.gameRow(index.row())
        if g is None or role == _ROW:
            return g
        yes, no = translate("HistoryDialog", "yes"), ""
        if column == "date":
            return date_time_text(g.played_at)
        return {"board": lambda: board_name(g.rows, g.cols, g.mines),
                "no_guess": lambda: yes if g.no_guess else no,
                "result": lambda: result_name(g.result),
                "time": lambda: number(g.time_ms / 1000, 2),
                "bbbv": lambda: f"{integer(g.bbbv_solved)}/{integer(g.bbbv)}"
                if g.bbbv_solved != g.bbbv else integer(g.bbbv),
                "bbbv_s": lambda: number(g.bbbv_s, 2), "ioe": lambda: number(g.ioe, 3),
                "assisted": lambda: yes if g.assisted else no}[column]()


class HistoryDialog(QDialog):
    """The history window over ``history``. ``watch(recording, title)`` opens a
    replay (the main window's replay opener)."""

    #: Up to this many selected games stay selected when the order or a filter
    #: changes (finding each one's new row costs a query).
    KEEP_SELECTED = 1_000

    def __init__(self, history: History, watch: Callable[[Recording, str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self.history = history
        self._watch = watch
        self._max_id = 0
        self._failed = False
        self._keep: list[int] = []
        self.model = HistoryModel(self)
        self.model.failed.connect(self._on_failed)
        self.table = QTableView()
        self.table.setObjectName("historyTable")
        self.table.setModel(self.model)
        # After setModel: the view and its selection model clear the selection
        # on a reset first; then _on_reset selects the kept games again.
        self.model.modelAboutToBeReset.connect(self._on_about_to_reset)
        self.model.modelReset.connect(self._on_reset)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # Column widths fit the first rows after each reset (see _on_reset), not
        # on every layout, and from 40 rows, not Qt's 1,000.
        self.table.horizontalHeader().setResizeContentsPrecision(40)
        self.table.doubleClicked.connect(lambda _i: self.watchSelected())
        self.table.viewport().installEventFilter(self)
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
        # The chart comes after the table's first paint (see _update_chart).
        self.chart: HistoryChart | None = None
        self.chartArea = QWidget()
        self.chartArea.setObjectName("historyChartArea")
        self.chartArea.setMinimumWidth(320)
        chart_column = QVBoxLayout(self.chartArea)
        chart_column.setContentsMargins(0, 0, 0, 0)
        self._chartWanted = False
        self._chartTimer = QTimer(self)
        self._chartTimer.setSingleShot(True)
        self._chartTimer.setInterval(0)
        self._chartTimer.timeout.connect(self._update_chart)
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
        splitter.addWidget(self.chartArea)
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
        # Room for the table and the chart, within the screen (at 200 % a laptop
        # screen has less than 1100 x 640 logical pixels).
        self.resize(QSize(1100, 640).boundedTo(room_on_screen(self)))
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._on_selection())
        self.refresh()

    # --- data ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the games again (after a game was added or deleted elsewhere)."""
        self._failed = False
        try:
            self._max_id = self.history.last_id()
            boards = self.history.boards(GameFilter(max_id=self._max_id))
        except READ_ERRORS as error:
            self._on_failed(error)
            boards = []
        self._fill_filters(boards)
        self._on_filter()

    def _fill_filters(self, boards: Sequence[tuple[tuple[int, int, int], int]]) -> None:
        sizes = [b for b, _n in boards]
        keep = self.boardFilter.currentData()
        chosen = self.boardFilter.count() > 0  # a refresh keeps "All sizes" too
        for box in (self.boardFilter, self.resultFilter, self.noGuessFilter):
            box.blockSignals(True)
        self.boardFilter.clear()
        self.boardFilter.addItem(translate("HistoryDialog", "All sizes"), None)
        for b in sizes:
            self.boardFilter.addItem(board_name(*b), b)
        # The chart shows one size: the most played one unless the player chose.
        if keep in sizes:
            self.boardFilter.setCurrentIndex(sizes.index(keep) + 1)
        elif sizes and not (chosen and keep is None):
            most = max(boards, key=lambda bn: bn[1])[0]
            self.boardFilter.setCurrentIndex(sizes.index(most) + 1)
        if self.resultFilter.count() == 0:
            self.resultFilter.addItem(translate("HistoryDialog", "All"), None)
            for result in Result:
                self.resultFilter.addItem(result_name(result), result)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Both"), None)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Only no-guess"), True)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Only random"), False)
        for box in (self.boardFilter, self.resultFilter, self.noGuessFilter):
            box.blockSignals(False)

    def currentFilter(self) -> GameFilter:
        """What the filter boxes choose (games up to the last refresh)."""
        return GameFilter(result=self.resultFilter.currentData(),
                          size=self.boardFilter.currentData(),
                          no_guess=self.noGuessFilter.currentData(), max_id=self._max_id)

    def _on_filter(self) -> None:
        try:
            self.model.setQuery(None if self._failed else self.history, self.currentFilter())
        except READ_ERRORS as error:
            self._on_failed(error)
        self._chartWanted = True
        self.table.viewport().update()  # its paint starts the chart

    def _warn(self, error: BaseException) -> None:
        QMessageBox.warning(self, self.windowTitle(),
                            problem_text(error) if isinstance(error, HistoryDamaged)
                            else str(error))

    def _on_failed(self, error: BaseException) -> None:
        # Once: until a refresh nothing more is read (a file set aside as damaged
        # would otherwise be followed by an empty one, set aside in turn).
        if not self._failed:
            self._failed = True
            self.model.setQuery(None, self.model.where)
            self._warn(error)

    # Selection across a new order or filter: kept by game id.
    def _on_about_to_reset(self) -> None:
        ranges = self._selected_ranges()
        if 0 < sum(b - a + 1 for a, b in ranges) <= self.KEEP_SELECTED:
            try:
                self._keep = [g.id for a, b in ranges for g in self.model.gameRows(a, b)]
            except READ_ERRORS:
                self._keep = []
        else:
            self._keep = []

    def _on_reset(self) -> None:
        self.table.resizeColumnsToContents()
        keep, self._keep = self._keep, []
        try:
            rows = sorted(self.model.positions(keep).values())
        except READ_ERRORS:
            rows = []
        selection = QItemSelection()
        last = self.model.columnCount() - 1
        start = 0
        for i in range(1, len(rows) + 1):  # runs of consecutive rows, one range each
            if i == len(rows) or rows[i] != rows[i - 1] + 1:
                selection.select(self.model.index(rows[start], 0),
                                 self.model.index(rows[i - 1], last))
                start = i
        if rows:
            chosen = self.table.selectionModel()
            chosen.setCurrentIndex(self.model.index(rows[0], 0),
                                   QItemSelectionModel.SelectionFlag.NoUpdate)
            chosen.select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            self.table.scrollTo(self.model.index(rows[0], 0))
        else:
            self._on_selection()  # a reset clears the selection without a signal

    # The chart: after the table has painted.
    @property
    def chartPending(self) -> bool:
        """Whether the chart is still to be drawn for the current filter (it is
        drawn just after the table's next paint)."""
        return self._chartWanted

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._chartWanted \
                and not self._chartTimer.isActive():
            self._chartTimer.start()
        return False

    def _update_chart(self) -> None:
        if not self._chartWanted:
            return
        self._chartWanted = False
        if self.chart is None:
            self.chart = HistoryChart()
            layout = self.chartArea.layout()
            assert layout is not None
            layout.addWidget(self.chart)
        where = self.currentFilter()
        times: list[int] = []
        rates: list[float] = []
        if not self._failed:
            try:
                times, rates = self.history.series(where)
            except READ_ERRORS as error:
                self._on_failed(error)
        title = board_name(*where.size) if where.size is not None \
            else translate("HistoryDialog", "All sizes")
        self.chart.show_series(times, rates, title)

    def _selected_ranges(self) -> list[tuple[int, int]]:
        """The selected rows as (first, last) runs, in order, not overlapping."""
        selection = self.table.selectionModel().selection()
        spans = sorted((selection.at(i).top(), selection.at(i).bottom())
                       for i in range(selection.count()))
        merged: list[tuple[int, int]] = []
        for a, b in spans:
            if merged and a <= merged[-1][1] + 1:
                merged[-1] = (merged[-1][0], max(merged[-1][1], b))
            else:
                merged.append((a, b))
        return merged

    def selectedGames(self) -> list[GameRow]:
        """The selected games, in table order (read in one query per run of rows)."""
        try:
            return [g for a, b in self._selected_ranges() for g in self.model.gameRows(a, b)]
        except READ_ERRORS as error:
            self._on_failed(error)
            return []

    # --- actions ---------------------------------------------------------------------

    def _on_selection(self) -> None:
        ranges = self._selected_ranges()
        n = sum(b - a + 1 for a, b in ranges)
        self.watchButton.setEnabled(n == 1)
        self.exportButton.setEnabled(n > 0)
        self.deleteButton.setEnabled(n > 0)
        game = self.model.gameRow(ranges[0][0]) if n == 1 else None
        if game is None:
            self.details.setText(
                translate("HistoryDialog", "Select a game to see all its figures.")
            )
            return
        try:
            s = compute(self.history.recording(game.id))
        except (KeyError, ValueError, *READ_ERRORS) as error:
            self.details.setText(translate("HistoryDialog", "This game's recording is damaged: {0}")
                                 .format(error))
            return
        self.details.setText(translate(
            "HistoryDialog",
            "Time {0} s \u00b7 3BV {1}/{2} \u00b7 3BV/s {3} \u00b7 clicks {4} ({5} left, "
            "{6} right, {7} chord) \u00b7 effective {8} \u00b7 IOE {9} \u00b7 correctness {10} "
            "\u00b7 throughput {11} \u00b7 RQP {12} \u00b7 STNB {13} \u00b7 ZiNi {14} \u00b7 "
            "openings {15} \u00b7 islands {16}").format(
            number(s.seconds, 3), integer(s.bbbv_solved), integer(s.bbbv), number(s.bbbv_s, 3),
            integer(s.clicks), integer(s.left), integer(s.right), integer(s.double),
            integer(s.effective), number(s.ioe, 3), number(s.corr, 3),
            number(s.thrp, 3), number(s.rqp, 2) if math.isfinite(s.rqp) else "\u2013",
            number(s.stnb, 1) if s.stnb_c else "\u2013",
            integer(s.zini) if s.zini >= 0 else "\u2013", integer(s.op), integer(s.isl)))

    def watchSelected(self) -> None:
        games = self.selectedGames()
        if len(games) != 1:
            return
        g = games[0]
        try:
            recording = self.history.recording(g.id)
        except (KeyError, ValueError, *READ_ERRORS) as error:
            QMessageBox.warning(self, self.windowTitle(), problem_text(error)
                                if isinstance(error, HistoryDamaged) else str(error))
            return
        self._watch(recording, f"{board_name(g.rows, g.cols, g.mines)}, "
                               f"{date_time_text(g.played_at)}")

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
        except (ValueError, KeyError, *READ_ERRORS) as error:
            QMessageBox.warning(self, self.windowTitle(),
                                translate("HistoryDialog", "Export failed: {0}").format(error))
            return
        self.details.setText(translate("HistoryDialog", "{0} replays exported, {1} skipped.")
                             .format(integer(written), integer(skipped)))

    #: Replaced by tests: asks before deleting ``n`` games.
    def confirmDelete(self, n: int) -> bool:
        answer = QMessageBox.question(
            self, translate("HistoryDialog", "Delete games"),
            self.tr("Delete %n game(s) and their replays?", "", n))
        return answer == QMessageBox.StandardButton.Yes

    def _on_delete(self) -> None:
        games = self.selectedGames()
        if games and self.confirmDelete(len(games)):
            try:
                self.history.delete(g.id for g in games)
            except READ_ERRORS as error:
                self._warn(error)
            self.refresh()
