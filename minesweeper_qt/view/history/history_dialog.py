"""Game > History... (object name ``historyDialog``): every recorded game in a
sortable, filterable table, a chart per board size of time and 3BV/s over the
games with personal bests marked, the full competitive statistics of the
selected game, and Watch replay, Export (EVF) and Delete.

Every read and write of the history runs on the storage worker
(:class:`~minesweeper_qt.storage.storage.Storage`), never on the GUI thread: the
window opens at once and fills in as the answers come (a history locked by
another program, or a slow disk, never freezes it). The table reads a page at a
time (:class:`HistoryModel` over a
:class:`~minesweeper_qt.storage.history.GameList` living on the worker):
sorting and filtering are SQL, and opening reads only the first page, the board
sizes and the count, so 100,000 games open as fast as ten. Deleting and
exporting many games run in steps with a progress window and Cancel. Rows whose
values fail the checks show as damaged (and are counted), never raise.

The chart (:mod:`.chart`) is made and filled after the table's first paint.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import shiboken6
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QElapsedTimer,
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
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.replay.formats import EXPORT_FORMAT
from minesweeper_qt.replay.recording import Recording
from minesweeper_qt.replay.statistics import CompetitiveStats, compute
from minesweeper_qt.storage.exports import Exported, export_games, replay_name
from minesweeper_qt.storage.history import (
    BoardCounts,
    ChartSeries,
    GameFilter,
    GameList,
    GameRow,
    History,
    Result,
)
from minesweeper_qt.storage.history_columns import shown as shown_columns
from minesweeper_qt.storage.storage import Progress, RequestCancelled, Storage

from ..figures_text import details_text, ioe_text, rate_text, time_text
from ..numbers import date_time_text, integer, size_name
from ..screen import activate_layouts, fit_to_screen, room_on_screen
from .chart import HistoryChart
from .history_text import problem_text

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
T = TypeVar("T")

AnyIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
#: The role that holds the row's :class:`GameRow` (any column).
ROW_ROLE = Qt.ItemDataRole.UserRole + 1

_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_ROW = int(ROW_ROLE)
_ROLES = frozenset({int(Qt.ItemDataRole.DisplayRole), _ALIGNMENT, _ROW})

#: The table's columns, as the history declares them (each by the name of its
#: order in ``storage.history.ORDERS``); each has a :func:`header`.
COLUMNS = shown_columns()


def header(column: str) -> str:
    """The header of a column of :data:`COLUMNS` (translated).

    Raises:
        KeyError: a column without a header (a test adds each declared one).
    """
    return {"date": lambda: translate("HistoryDialog", "Date"),
            "board": lambda: translate("HistoryDialog", "Board"),
            "no_guess": lambda: translate("HistoryDialog", "No-guess"),
            "result": lambda: translate("HistoryDialog", "Result"),
            "time": lambda: translate("HistoryDialog", "Time (s)"),
            "bbbv": lambda: translate("HistoryDialog", "3BV"),
            "bbbv_s": lambda: translate("HistoryDialog", "3BV/s"),
            "ioe": lambda: translate("HistoryDialog", "IOE"),
            "assisted": lambda: translate("HistoryDialog", "Counted")}[column]()


def board_name(rows: int, cols: int, mines: int) -> str:
    """"Beginner", "Intermediate", "Expert" or the custom size's name
    (:func:`..numbers.size_name`, as best times write it)."""
    names = {(9, 9, 10): translate("HistoryDialog", "Beginner"),
             (16, 16, 40): translate("HistoryDialog", "Intermediate"),
             (16, 30, 99): translate("HistoryDialog", "Expert")}
    return names.get((rows, cols, mines)) or size_name(rows, cols, mines)


def result_name(result: Result | None) -> str:
    if result is None:
        return translate("HistoryDialog", "Damaged")
    return {Result.WON: translate("HistoryDialog", "Won"),
            Result.LOST: translate("HistoryDialog", "Lost"),
            Result.ABANDONED: translate("HistoryDialog", "Abandoned"),
            Result.RESTARTED: translate("HistoryDialog", "Restarted")}[result]


class HistoryModel(QAbstractTableModel):
    """The games of the history as a table, one row per game, read through
    ``storage`` a page of ``PAGE`` rows at a time when first shown (the last
    ``CACHE_PAGES`` pages kept); a row not read yet shows "…" until its page
    comes. :meth:`setQuery` chooses the games; :meth:`sort` (the header) the
    order; both reset the model once the count comes (``loaded``). Reading
    errors empty the table and are reported once through ``failed``.

    Nothing here raises out of a Qt call (``data()`` and friends): a row that
    cannot be shown is shown as damaged."""

    PAGE = 200
    CACHE_PAGES = 32
    #: Reading failed (the exception); the table is then empty until setQuery.
    failed = Signal(object)
    #: A query's count came: the table holds its games (rows read as shown).
    loaded = Signal()
    #: A page of rows came (first row, last row).
    rowsRead = Signal(int, int)

    def __init__(self, storage: Storage, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.storage = storage
        self.where = GameFilter()
        self.order = "date"
        self.descending = True
        self.enabled = True
        self._list: GameList | None = None
        self._count = 0
        self.damaged = 0
        self._generation = 0
        self._pages: OrderedDict[int, list[GameRow]] = OrderedDict()
        self._asked: set[int] = set()
        self._failing = False
        self.loading = False

    # --- what is listed --------------------------------------------------------

    def setQuery(self, where: GameFilter, enabled: bool = True) -> None:
        """List the games matching ``where`` (in the current order); with
        ``enabled`` False list nothing (after a failure, until a refresh)."""
        self.where, self.enabled = where, enabled
        self._reload()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if (COLUMNS[column], descending) == (self.order, self.descending):
            return
        self.order, self.descending = COLUMNS[column], descending
        self._reload()

    def _reload(self) -> None:
        """Ask for the new list; the table keeps showing the old one (no more
        reading) until its count comes, then resets once."""
        self._generation += 1
        generation = self._generation
        self._failing = False
        if not self.enabled:
            self._swap(None, 0, 0)
            self.loading = False
            self.loaded.emit()
            return
        self.loading = True
        where, order, descending = self.where, self.order, self.descending

        def count(history: History, _progress: Progress) -> tuple[GameList, int, int]:
            games = GameList(history, where, order, descending)
            return games, games.count(), 0

        def done(result: tuple[GameList, int, int] | BaseException) -> None:
            if generation != self._generation:
                if not isinstance(result, BaseException):
                    self._close_list(result[0])
                return
            self.loading = False
            if isinstance(result, BaseException):
                self._fail(result)
                return
            self._swap(*result)
            self.loaded.emit()

        self.storage.request(count, done)

    def _swap(self, games: GameList | None, count: int, _damaged: int) -> None:
        self.beginResetModel()
        old, self._list = self._list, games
        self._count = count
        self._pages.clear()
        self._asked.clear()
        self.endResetModel()
        if old is not None:
            self._close_list(old)

    def _close_list(self, games: GameList) -> None:
        self.storage.request(lambda _h, _p: games.close(), lambda _r: None)

    # --- reading ---------------------------------------------------------------

    def _page(self, page: int) -> list[GameRow] | None:
        """The rows of ``page``, or None while it is being read."""
        rows = self._pages.get(page)
        if rows is not None:
            self._pages.move_to_end(page)
            return rows
        games = self._list
        if games is None or self._failing or self.loading or page in self._asked:
            return None
        self._asked.add(page)
        generation, size = self._generation, self.PAGE
        inline = [True]  # an unthreaded storage answers inside request()

        def done(result: list[GameRow] | BaseException) -> None:
            self._asked.discard(page)
            if generation != self._generation:
                return
            if isinstance(result, BaseException):
                if inline[0]:  # not inside the caller's data(): just after
                    QTimer.singleShot(0, self, lambda: self._fail(result))
                else:
                    self._fail(result)
                return
            self._pages[page] = result
            while len(self._pages) > self.CACHE_PAGES:
                self._pages.popitem(last=False)
            first = page * size
            last = min(self._count, first + size) - 1
            if last >= first and not inline[0]:
                self.dataChanged.emit(self.index(first, 0), self.index(last, len(COLUMNS) - 1))
                self.rowsRead.emit(first, last)

        self.storage.request(lambda _h, _p: games.rows(page * size, size), done)
        inline[0] = False
        if page in self._pages:  # answered already (an unthreaded storage)
            QTimer.singleShot(0, self, lambda: self.rowsRead.emit(page * size, page * size))
            return self._pages[page]
        return None

    def _fail(self, error: BaseException) -> None:
        self._failing = True
        self._swap(None, 0, 0)
        self.failed.emit(error)

    def gameRow(self, row: int) -> GameRow | None:
        """The game in ``row`` (None past the end, or while its page is read:
        asking starts reading it)."""
        if not 0 <= row < self._count:
            return None
        rows = self._page(row // self.PAGE)
        if rows is None:
            return None
        i = row % self.PAGE
        return rows[i] if i < len(rows) else None

    def gameRows(self, first: int, last: int) -> list[GameRow]:
        """The games of rows ``first`` to ``last`` (inclusive) that are read;
        asking starts reading the others (with an unthreaded storage they are
        read now: tests and tools)."""
        out = []
        for row in range(max(first, 0), min(last, self._count - 1) + 1):
            g = self.gameRow(row)
            if g is not None:
                out.append(g)
        return out

    def cachedRows(self, first: int, last: int) -> list[GameRow]:
        """The games of rows ``first`` to ``last`` already read (no reading)."""
        out = []
        for row in range(max(first, 0), min(last, self._count - 1) + 1):
            rows = self._pages.get(row // self.PAGE)
            if rows is not None and row % self.PAGE < len(rows):
                out.append(rows[row % self.PAGE])
        return out

    @property
    def games(self) -> GameList | None:
        """The list read (it lives on the storage worker: use it in requests only)."""
        return self._list

    # --- the table -------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = _ROOT) -> int:
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: AnyIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole \
                or not 0 <= section < len(COLUMNS):
            return None
        return header(COLUMNS[section])

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        try:
            return self._data(index, role)
        except Exception:  # never out of a Qt virtual: shown as damaged
            log.exception("history: a row could not be shown")
            return translate("HistoryDialog", "Damaged") if role == Qt.ItemDataRole.DisplayRole \
                else None

    def _data(self, index: AnyIndex, role: int) -> object:
        if role not in _ROLES or not index.isValid():  # most calls: a delegate's other roles
            return None
        column = COLUMNS[index.column()]
        if role == _ALIGNMENT:
            if column in ("time", "bbbv", "bbbv_s", "ioe"):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        g = self.gameRow(index.row())
        if g is None or role == _ROW:
            return g if role == _ROW else "\u2026"
        if g.damaged:
            return result_name(None) if column == "result" else "\u2013"
        yes, no = translate("HistoryDialog", "yes"), ""
        if column == "date":
            return date_time_text(g.played_at)
        return {"board": lambda: board_name(g.rows, g.cols, g.mines),
                "no_guess": lambda: yes if g.no_guess else no,
                "result": lambda: result_name(g.result),
                "time": lambda: time_text(g.time_ms),
                "bbbv": lambda: f"{integer(g.bbbv_solved)}/{integer(g.bbbv)}"
                if g.bbbv_solved != g.bbbv else integer(g.bbbv),
                "bbbv_s": lambda: rate_text(g.bbbv_solved, g.time_ms),
                "ioe": lambda: ioe_text(g.ioe),
                "assisted": lambda: counting_name(g.counting, g.assisted)}[column]()


class HistoryDialog(QDialog):
    """The history window over the history of ``storage``. ``watch(recording,
    title)`` opens a replay (the main window's replay opener). ``playing``:
    the size (rows, cols, mines) of the game in play; the board filter opens
    on it when the history has games of it, else on the most played size."""

    #: Up to this many selected games stay selected when the order or a filter
    #: changes (finding each one's new row costs a query).
    KEEP_SELECTED = 1_000

    def __init__(self, storage: Storage, watch: Callable[[Recording, str], object],
                 parent: QWidget | None = None,
                 playing: tuple[int, int, int] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self._playing = playing
        self.storage = storage
        self._watch = watch
        self._max_id = 0
        self._failed = False
        self._damagedCounted = False
        self._keep: list[int] = []
        self._generation = 0  # of the selection's details
        self._details: Progress | None = None  # reading them (cancelled when replaced)
        self._operation: Progress | None = None
        self.progress: QProgressDialog | None = None
        self.model = HistoryModel(storage, self)
        self.model.failed.connect(self._on_failed)
        self.model.loaded.connect(self._on_loaded)
        self.model.rowsRead.connect(lambda *_: self._on_rows_read())
        self.table = QTableView()
        self.table.setObjectName("historyTable")
        # Arrows move in the table, Tab leaves it (a screen reader's user
        # otherwise never reaches the buttons).
        self.table.setTabKeyNavigation(False)
        self.table.setModel(self.model)
        self.model.modelAboutToBeReset.connect(self._on_about_to_reset)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # The headers get a selection of their own, always empty: with the
        # table's, each header paint asks isColumnSelected() for every column,
        # which walks every row (Ctrl+A over 300,000 games froze the window
        # for seconds); highlighting a header for a whole-row selection adds
        # nothing.
        self._headerSelection = QItemSelectionModel(self.model, self)
        self.table.horizontalHeader().setSelectionModel(self._headerSelection)
        self.table.verticalHeader().setSelectionModel(self._headerSelection)
        # Column widths fit the first rows when they come (see _on_rows_read),
        # from 40 rows, not Qt's 1,000.
        self.table.horizontalHeader().setResizeContentsPrecision(40)
        self._sized = False
        self.table.doubleClicked.connect(lambda _i: self.watchSelected())
        self.table.viewport().installEventFilter(self)
        self.boardFilter = QComboBox()
        self.boardFilter.setObjectName("boardFilter")
        self.resultFilter = QComboBox()
        self.resultFilter.setObjectName("resultFilter")
        self.noGuessFilter = QComboBox()
        self.noGuessFilter.setObjectName("noGuessFilter")
        self.dailyFilter = QComboBox()
        self.dailyFilter.setObjectName("dailyFilter")
        for box in self._filter_boxes:
            box.currentIndexChanged.connect(self._on_filter)
            # As wide as the longest item ("Beginner", "Anfänger"), never cut.
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.details = QLabel()
        self.details.setObjectName("historyDetails")
        self.details.setWordWrap(True)
        # Wraps to the table's width: a wrapped label's own minimum would grow
        # with its text (a game's figures), the window past the screen.
        self.details.setMinimumWidth(1)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = QLabel()
        self.status.setObjectName("historyStatus")
        self.status.setWordWrap(True)
        self.status.hide()
        # The chart comes after the table's first paint (see _update_chart).
        self.chart: HistoryChart | None = None
        self.chartArea = QWidget()
        self.chartArea.setObjectName("historyChartArea")
        self.chartArea.setMinimumWidth(320)
        chart_column = QVBoxLayout(self.chartArea)
        chart_column.setContentsMargins(0, 0, 0, 0)
        self._chartWanted = False
        self._chartAsked = False
        self._chartTimer = QTimer(self)
        self._chartTimer.setSingleShot(True)
        self._chartTimer.setInterval(0)
        self._chartTimer.timeout.connect(self._update_chart)
        self.watchButton = QPushButton(translate("HistoryDialog", "&Watch replay"))
        self.watchButton.setObjectName("watchButton")
        self.watchButton.clicked.connect(self.watchSelected)
        self.exportButton = QPushButton(translate("HistoryDialog", "&Export ({0})...").format(
            EXPORT_FORMAT.label))
        self.exportButton.setObjectName("exportButton")
        self.exportButton.clicked.connect(self._on_export)
        self.deleteButton = QPushButton(translate("HistoryDialog", "&Delete"))
        self.deleteButton.setObjectName("deleteButton")
        self.deleteButton.clicked.connect(self._on_delete)
        closeButton = QPushButton(translate("HistoryDialog", "Close"))
        closeButton.clicked.connect(self.accept)

        # The filters in one row, or in two or four when the screen is narrow
        # (see _fit_to_screen).
        self._filters = QGridLayout()
        self._filterPairs: list[tuple[QLabel, QComboBox]] = []
        for text, box in ((translate("HistoryDialog", "&Board:"), self.boardFilter),
                          (translate("HistoryDialog", "&Result:"), self.resultFilter),
                          (translate("HistoryDialog", "&No-guess:"), self.noGuessFilter),
                          (translate("HistoryDialog", "Dail&y:"), self.dailyFilter)):
            label = QLabel(text)
            label.setBuddy(box)
            self._filterPairs.append((label, box))
        filters = QHBoxLayout()
        filters.addLayout(self._filters)
        filters.addStretch(1)
        left = QWidget()
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        left_column.addLayout(filters)
        left_column.addWidget(self.table, 1)
        left_column.addWidget(self.status)
        left_column.addWidget(self.details)
        splitter = self._splitter = QSplitter()
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
        self._fit_to_screen()
        fit_to_screen(self, QSize(1100, 640))
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._on_selection())
        storage.gamesStored.connect(self._on_games_stored)
        storage.progressed.connect(self._on_progress)
        self._on_selection()
        self.refresh()
        self.table.setFocus()  # the games first: arrows browse them, Tab the controls

    # --- asking the storage worker ----------------------------------------------------

    def _ask(self, work: Callable[[History, Progress], T],
             done: Callable[[T], None], failed: Callable[[BaseException], None] | None = None,
             *, write: bool = False) -> Progress:
        """Run ``work`` on the storage's reading thread (``write``: on its
        worker); ``done`` gets its result here (a failure goes to ``failed``,
        by default told once)."""
        def answer(result: T | BaseException) -> None:
            if not shiboken_alive(self):
                return
            if isinstance(result, BaseException):
                (failed or self._on_failed)(result)
            else:
                done(result)

        return self.storage.request(work, answer, write=write)

    @property
    def busy(self) -> bool:
        """Whether answers of the storage worker are still awaited."""
        return self.storage.busy or self.model.loading

    def waitIdle(self, timeout_s: float = 30.0) -> bool:
        """Wait (processing events) until every answer asked for has come,
        pages shown included (tests and tools)."""
        timer = QElapsedTimer()
        timer.start()
        while timer.elapsed() < timeout_s * 1000:
            self.storage.wait(timeout_s)
            QCoreApplication.processEvents()
            if not self.busy and not self._chartTimer.isActive():
                QCoreApplication.processEvents()
                if not self.busy:
                    return True
        return False

    # --- data ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the games again (after a game was added or deleted elsewhere)."""
        self._failed = False

        def read(history: History, _p: Progress) -> tuple[int, BoardCounts]:
            last = history.last_id()
            return last, history.boards(GameFilter(max_id=last))

        def done(result: tuple[int, BoardCounts]) -> None:
            self._max_id, boards = result
            self._damagedCounted = False
            self._fill_filters(boards)
            self._on_filter()

        def failed(error: BaseException) -> None:
            self._on_failed(error)
            self._fill_filters([])

        self._ask(read, done, failed)

    def _fill_filters(self, boards: Sequence[tuple[tuple[int, int, int], int]]) -> None:
        sizes = [b for b, _n in boards]
        keep = self.boardFilter.currentData()
        chosen = self.boardFilter.count() > 0  # a refresh keeps "All sizes" too
        for box in self._filter_boxes:
            box.blockSignals(True)
        self.boardFilter.clear()
        self.boardFilter.addItem(translate("HistoryDialog", "All sizes"), None)
        for b in sizes:
            self.boardFilter.addItem(board_name(*b), b)
        # The chart shows one size: the player's choice, else the size in play
        # (if it has games), else the most played one.
        if keep in sizes:
            self.boardFilter.setCurrentIndex(sizes.index(keep) + 1)
        elif sizes and not (chosen and keep is None):
            first = self._playing if self._playing in sizes \
                else max(boards, key=lambda bn: bn[1])[0]
            self.boardFilter.setCurrentIndex(sizes.index(first) + 1)
        if self.resultFilter.count() == 0:
            self.resultFilter.addItem(translate("HistoryDialog", "All"), None)
            for result in Result:
                self.resultFilter.addItem(result_name(result), result)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Both"), None)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Only no-guess"), True)
            self.noGuessFilter.addItem(translate("HistoryDialog", "Only random"), False)
            self.dailyFilter.addItem(translate("HistoryDialog", "All games"), None)
            self.dailyFilter.addItem(translate("HistoryDialog", "Only daily boards"), True)
            self.dailyFilter.addItem(translate("HistoryDialog", "No daily boards"), False)
        for box in self._filter_boxes:
            box.blockSignals(False)
            box.setMinimumWidth(box.sizeHint().width())  # its longest item, never cut
        self._fit_to_screen()  # longer names in the boxes

    def _fit_to_screen(self) -> None:
        """Lay the window out to fit the screen's room: the filters in one row
        and the chart beside the table if they fit, else the filters in two
        rows (then four) and, if still too wide, the chart below the table.
        A shown window larger than the room is made smaller."""
        room = room_on_screen(self)
        for below, per_row in ((False, 4), (False, 2), (True, 4), (True, 2), (True, 1)):
            self._arrange(below, per_row)
            activate_layouts(self)
            # A splitter learns its panes' new minimum on a later event: now.
            self._splitter.updateGeometry()
            activate_layouts(self)
            if self.minimumSizeHint().width() <= room.width():
                break
        if self.isVisible():
            self.resize(self.size().boundedTo(room).expandedTo(self.minimumSizeHint()))

    def _arrange(self, below: bool, per_row: int) -> None:
        """The filters ``per_row`` (label, box) pairs a row; the chart
        ``below`` the table (its two plots side by side) or beside it."""
        for pair in self._filterPairs:
            for widget in pair:
                self._filters.removeWidget(widget)
        for i, (label, box) in enumerate(self._filterPairs):
            self._filters.addWidget(label, i // per_row, 2 * (i % per_row))
            self._filters.addWidget(box, i // per_row, 2 * (i % per_row) + 1)
        self._below = below
        self._splitter.setOrientation(Qt.Orientation.Vertical if below
                                      else Qt.Orientation.Horizontal)
        if self.chart is not None:
            self.chart.setBeside(below)

    @property
    def _filter_boxes(self) -> tuple[QComboBox, ...]:
        return (self.boardFilter, self.resultFilter, self.noGuessFilter, self.dailyFilter)

    def currentFilter(self) -> GameFilter:
        """What the filter boxes choose (games up to the last refresh)."""
        return GameFilter(result=self.resultFilter.currentData(),
                          size=self.boardFilter.currentData(),
                          no_guess=self.noGuessFilter.currentData(),
                          daily=self.dailyFilter.currentData(), max_id=self._max_id)

    def _on_filter(self) -> None:
        self.model.setQuery(self.currentFilter(), enabled=not self._failed)
        self._chartWanted = True
        self._chartAsked = False
        self.table.viewport().update()  # its paint starts the chart

    def _warn(self, error: BaseException) -> None:
        if isinstance(error, RequestCancelled):
            return  # superseded, or the storage closing (a quit): nothing to tell
        QMessageBox.warning(self, self.windowTitle(), problem_text(error))

    def _on_failed(self, error: BaseException) -> None:
        if isinstance(error, RequestCancelled):
            return  # (as above) no failure: a later read, or none, follows
        # Once: until a refresh nothing more is read (a file set aside as damaged
        # is followed by a new one, whose games the player sees after a refresh).
        if not self._failed:
            self._failed = True
            self.model.setQuery(self.model.where, enabled=False)
            self._warn(error)

    def _on_games_stored(self, _uids: object) -> None:
        """Games were stored meanwhile: the list stays put (see ``max_id``);
        the player sees them after a refresh (a deletion does one)."""

    def _count_damaged(self) -> None:
        """How many games of the history are damaged (a scan of every row:
        asked once per refresh, after the first rows are shown)."""
        if self._damagedCounted or self._failed:
            return
        self._damagedCounted = True
        where = GameFilter(max_id=self._max_id)

        def show(damaged: int) -> None:
            self.model.damaged = damaged
            self.status.setText(self.tr("%n game(s) of the history could not be read and are "
                                        "shown as damaged.", "", damaged) if damaged else "")
            self.status.setVisible(bool(damaged))

        self._ask(lambda history, _p: history.damaged_count(where), show, lambda _e: None)

    def _on_loaded(self) -> None:
        self._sized = False
        if self.model.rowCount() == 0:
            self._count_damaged()
        keep, self._keep = self._keep, []
        if not keep or self.model.games is None:
            self._on_selection()  # a reset clears the selection without a signal
            return
        games = self.model.games
        self._ask(lambda _h, _p: games.positions(keep), self._select_rows,
                  lambda _e: self._on_selection())

    def _select_rows(self, found: dict[int, int]) -> None:
        rows = sorted(found.values())
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
            self._on_selection()

    def _on_rows_read(self) -> None:
        if not self._sized:
            self._sized = True
            self.table.resizeColumnsToContents()
        self._on_selection()
        self._count_damaged()

    # Selection across a new order or filter: kept by game id (of the rows read).
    def _on_about_to_reset(self) -> None:
        ranges = self._selected_ranges()
        if 0 < sum(b - a + 1 for a, b in ranges) <= self.KEEP_SELECTED:
            self._keep = [g.id for a, b in ranges for g in self.model.cachedRows(a, b)]
        else:
            self._keep = []

    # The chart: after the table has painted.
    @property
    def chartPending(self) -> bool:
        """Whether the chart is still to be drawn for the current filter (it is
        drawn once the table has painted and its games are read)."""
        return self._chartWanted

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._chartWanted and not self._chartAsked \
                and not self._chartTimer.isActive():
            self._chartTimer.start()
        return False

    def _update_chart(self) -> None:
        if not self._chartWanted or self._chartAsked:
            return
        self._chartAsked = True
        where = self.currentFilter()
        title = board_name(*where.size) if where.size is not None \
            else translate("HistoryDialog", "All sizes")

        def show(series: ChartSeries) -> None:
            if where != self.currentFilter():
                return  # another filter meanwhile: its own request follows
            self._chartWanted = False
            if self.chart is None:
                self.chart = HistoryChart()
                self.chart.setBeside(self._below)
                layout = self.chartArea.layout()
                assert layout is not None
                layout.addWidget(self.chart)
            # Times of different sizes make no one line: by size only.
            self.chart.show_series(series[0], series[1], title, series[2],
                                   times=where.size is not None)

        def failed(error: BaseException) -> None:
            show(([], [], []))
            self._on_failed(error)

        if self._failed:
            show(([], [], []))
            return
        self._ask(lambda history, _p: history.chart_series(where), show, failed)

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

    def selectedCount(self) -> int:
        return sum(b - a + 1 for a, b in self._selected_ranges())

    def selectedGames(self) -> list[GameRow]:
        """The selected games that are read, in table order (asking reads the
        others of a selection up to :data:`KEEP_SELECTED` rows; the count of a
        larger one: :meth:`selectedCount`)."""
        rows = self.model.gameRows if self.selectedCount() <= self.KEEP_SELECTED \
            else self.model.cachedRows
        return [g for a, b in self._selected_ranges() for g in rows(a, b)]

    # --- actions ---------------------------------------------------------------------

    def _on_selection(self) -> None:
        n = self.selectedCount()
        idle = self._operation is None
        self.watchButton.setEnabled(n == 1 and idle)
        self.exportButton.setEnabled(n > 0 and idle)
        self.deleteButton.setEnabled(n > 0 and idle)
        ranges = self._selected_ranges()
        game = self.model.gameRow(ranges[0][0]) if n == 1 else None
        self._generation += 1
        if self._details is not None:
            self._details.cancel()  # not read any more if it has not started
            self._details = None
        if game is None or game.damaged:
            self.details.setText(
                translate("HistoryDialog", "This game's row is damaged: {0}").format(game.damaged)
                if game is not None else self._nothing_selected())
            return
        generation, game_id = self._generation, game.id

        def read(history: History, progress: Progress) -> CompetitiveStats:
            return compute(history.recording(game_id, progress.cancelled))

        def show(s: CompetitiveStats) -> None:
            if generation == self._generation:
                self.details.setText(details_text(s))

        def failed(error: BaseException) -> None:
            if generation == self._generation:
                self.details.setText(translate(
                    "HistoryDialog", "This game's recording is damaged: {0}").format(error))

        self._details = self._ask(read, show, failed)

    def _nothing_selected(self) -> str:
        """The details line with no game selected: a hint to select one, or,
        over an empty list, why it is empty (the list loaded: not while it loads)."""
        if self.model.rowCount() > 0 or self.model.loading or not self.model.enabled:
            return translate("HistoryDialog", "Select a game to see all its figures.")
        if self.currentFilter() == GameFilter(max_id=self._max_id):
            return translate("HistoryDialog", "No game has ended yet: each game you finish "
                                              "is listed here.")
        return translate("HistoryDialog", "No game matches these choices.")

    def watchSelected(self) -> None:
        ranges = self._selected_ranges()
        if self.selectedCount() != 1:
            return
        g = self.model.gameRow(ranges[0][0])
        if g is None or g.damaged:
            return
        title = f"{board_name(g.rows, g.cols, g.mines)}, {date_time_text(g.played_at)}"
        game_id = g.id
        def watch(recording: Recording) -> None:
            self._watch(recording, title)

        self._ask(lambda history, p: history.recording(game_id, p.cancelled), watch, self._warn)

    #: Replaced by tests: asks where to export; returns a file (one game) or a
    #: folder (several), "" when cancelled.
    def askExportTarget(self, games: Sequence[GameRow]) -> str:
        if len(games) == 1:
            path, _ = QFileDialog.getSaveFileName(
                self, translate("HistoryDialog", "Export replay"),
                str(Path.home() / replay_name(games[0])),
                translate("HistoryDialog", "{0} replays ({1})").format(
                    EXPORT_FORMAT.label, EXPORT_FORMAT.pattern))
            return path
        return QFileDialog.getExistingDirectory(
            self, translate("HistoryDialog", "Export replays to folder"), str(Path.home()))

    def _operate(self, title: str, work: Callable[[History, Progress], T],
                 done: Callable[[T], None], *, write: bool = False) -> None:
        """A long operation on the selected games, with a progress window
        (``write``: one that changes the history, on the storage worker)."""
        dialog = QProgressDialog(title, translate("HistoryDialog", "Cancel"), 0, 0, self)
        dialog.setObjectName("historyProgress")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        self.progress = dialog

        finished = [False]

        def finish(result: T | BaseException) -> None:
            finished[0] = True
            self._operation = None
            self.progress = None
            dialog.close()
            dialog.deleteLater()
            self._on_selection()
            if isinstance(result, BaseException):
                self._warn(result)
            else:
                done(result)

        operation = self._ask(work, finish, finish, write=write)
        if not finished[0]:  # an unthreaded storage has answered already
            self._operation = operation
            dialog.canceled.connect(operation.cancel)
        self._on_selection()

    def _on_progress(self, _request: int, done: int, total: int) -> None:
        dialog = self.progress
        if dialog is not None:
            dialog.setMaximum(max(total, 1))
            dialog.setValue(min(done, max(total, 1)))

    def _on_export(self) -> None:
        ranges, games = self._selected_ranges(), self.model.games
        n = self.selectedCount()
        if not n or games is None:
            return
        shown = self.selectedGames()
        target = self.askExportTarget(shown if len(shown) == n else shown[:1] * n)
        if not target:
            return

        def work(history: History, progress: Progress) -> Exported:
            ids = games.ids_at(ranges)
            if n == 1:
                return export_games(history, Path(target).parent, ids, names=[Path(target).name],
                                    progress=progress.report, cancelled=progress.cancelled)
            return export_games(history, target, ids, progress=progress.report,
                                cancelled=progress.cancelled)

        def done(result: Exported) -> None:
            text = self.tr("%n replay(s) exported", "", result.written)
            if result.skipped:
                text += ", " + self.tr("%n skipped", "", result.skipped)
            self.details.setText(text + (translate("HistoryDialog", " (cancelled)")
                                         if result.cancelled else "") + ".")

        self._operate(translate("HistoryDialog", "Exporting replays..."), work, done)

    #: Replaced by tests: asks before deleting ``n`` games.
    def confirmDelete(self, n: int) -> bool:
        answer = QMessageBox.question(
            self, translate("HistoryDialog", "Delete games"),
            self.tr("Delete %n game(s) and their replays?", "", n))
        return answer == QMessageBox.StandardButton.Yes

    def _on_delete(self) -> None:
        ranges, games = self._selected_ranges(), self.model.games
        n = self.selectedCount()
        if not n or games is None or not self.confirmDelete(n):
            return

        title = translate("HistoryDialog", "Deleting games...")

        def delete(ids: list[int]) -> None:
            # A write: on the storage worker, in order with the finished games.
            def work(history: History, progress: Progress) -> int:
                progress.report(0, len(ids))
                return history.delete(ids, progress=lambda done: progress.report(done, len(ids)),
                                      cancelled=progress.cancelled)

            self._operate(title, work, done, write=True)

        def done(deleted: int) -> None:
            self.details.setText(self.tr("%n game(s) deleted.", "", deleted))
            self.table.clearSelection()
            self.refresh()

        # The ids first, from the list (it lives on the reading thread).
        self._operate(title, lambda _h, _p: games.ids_at(ranges), delete)


def counting_name(counting: str, assisted: bool) -> str:
    """The history's "Counted" column: a check mark for a counted game (an
    empty cell read as "no"), else what it was (assisted, restarted board,
    practice on the daily board, resumed from a save, replay)."""
    names = {"assisted": translate("HistoryDialog", "assisted"),
             "restarted": translate("HistoryDialog", "restarted"),
             "practice": translate("HistoryDialog", "practice"),
             "resumed": translate("HistoryDialog", "resumed"),
             "replay": translate("HistoryDialog", "replay")}
    if counting == "counted" and assisted:
        counting = "assisted"
    return names.get(counting, "\u2713" if counting == "counted" else "")


def shiboken_alive(obj: QObject) -> bool:
    return bool(shiboken6.isValid(obj))
