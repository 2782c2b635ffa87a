"""The board as AT-SPI screen readers (Orca, on Linux) get it: a grid of named
cells, one accessible object per cell, without the Table interface.

Qt exposes a ``QTableView`` as an AT-SPI table (Table interface, hidden column
and row headers counted as cells). Orca reads a whole table row whenever the
focused cell's row changes in a GUI table (Orca 43-49:
``script_utilities.py`` ``shouldReadFullRow`` / ``should_read_full_row``, true
only when ``getTable`` finds an ancestor with a table role AND the Table
interface), and speaks the hidden headers ("2 column header"). So here the board
(role table, named "Minefield") has no Table interface and no headers: its
children are the ``rows * cols`` cells, row-major, each a table cell named by
the model ("row 3, column 5: 2"). Orca then presents the one focused cell on
every move (measured with Orca 43.1, see tests/view/board/test_orca.py).

A cell's description is empty, except the cursor cell's "note": what the last
move did, for screen readers that do not take announcements (see
:mod:`.accessibility`).

Installed on Linux only (:func:`install`): other platforms' bridges build rows
and columns from the Table interface, so there the board stays Qt's table.

(PySide6's stubs declare ``parent()``, ``child()``... as never returning None,
though Qt's interfaces return null where there is none: hence the overrides'
``type: ignore[override]``.)
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QTableView

Cell = tuple[int, int]

#: The board's class name: Qt asks the factory with each class name of a
#: widget, most derived first (no import: board_view.py installs the factory).
BOARD_CLASS = "BoardView"

_installed = False


class CursorTableView(QTableView):
    """A table view with a keyboard cursor: the board (``BoardView``) is one.
    What its accessible reads of the board beyond Qt's own view."""

    #: The cursor's cell ``(row, col)`` and whether it shows.
    cursorCell: Cell = (0, 0)
    cursorShown: bool = False


def cursor(board: CursorTableView) -> Cell | None:
    """The board's keyboard cursor cell while it shows (its ``cursorShown`` and
    ``cursorCell``), else None."""
    return board.cursorCell if board.cursorShown else None


class CellAccessible(QAccessibleInterface):
    """One cell of a board: role table cell, named by the model's
    ``AccessibleTextRole``, focused when it is the shown keyboard cursor of the
    focused board."""

    def __init__(self, board: CursorTableView, cells: BoardCells, row: int, col: int) -> None:
        super().__init__()
        self._board = board
        self._cells = cells
        self.row = row
        self.col = col

    def isValid(self) -> bool:
        if not shiboken6.isValid(self._board):
            return False
        model = self._board.model()
        return self.row < model.rowCount() and self.col < model.columnCount()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if not shiboken6.isValid(self._board):
            return None
        return QAccessible.queryAccessibleInterface(self._board)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def text(self, t: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if t == QAccessible.Text.Name:
            model = self._board.model()
            name = str(model.data(model.index(self.row, self.col),
                                  Qt.ItemDataRole.AccessibleTextRole) or "")
            remark = self._cells.remark((self.row, self.col))
            return f"{name}, {remark}" if name and remark else name
        if t == QAccessible.Text.Description:
            return self._cells.note((self.row, self.col))
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass  # read-only

    def rect(self) -> QRect:
        """The cell on the screen (global pixels); empty once the board is gone."""
        if not self.isValid():
            return QRect()
        board = self._board
        local = board.visualRect(board.model().index(self.row, self.col))
        return QRect(board.viewport().mapToGlobal(local.topLeft()), local.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        board = self._board
        state.focusable = True
        state.focused = board.hasFocus() and cursor(board) == (self.row, self.col)
        local = board.visualRect(board.model().index(self.row, self.col))
        if not board.isVisible() or not board.viewport().rect().intersects(local):
            state.invisible = True
            state.offscreen = True
        return state


class BoardCells(QObject):
    """The cell interfaces of one board, made when a screen reader first asks
    for them and kept in Qt's accessibility cache (which gives them their
    AT-SPI object paths), and the note (see :meth:`setNote`). A child of the
    board: the interfaces leave the cache with the board, and those off a
    smaller board leave it at a new game."""

    def __init__(self, board: CursorTableView) -> None:
        super().__init__(board)
        self.setObjectName("boardCells")
        self._board = board
        self._cells: dict[Cell, CellAccessible] = {}
        self._note: tuple[Cell, str] | None = None
        #: Words added to a cell's name ("18% chance of a mine" while the
        #: probabilities show); "" adds nothing.
        self.remark: Callable[[Cell], str] = lambda cell: ""
        board.destroyed.connect(self._forget_all)
        board.model().modelReset.connect(self._forget_off_board)

    def cell(self, row: int, col: int) -> CellAccessible:
        """The interface of ``(row, col)`` (one object per cell, so its path stays)."""
        cell = self._cells.get((row, col))
        if cell is None:
            cell = self._cells[(row, col)] = CellAccessible(self._board, self, row, col)
            QAccessible.registerAccessibleInterface(cell)
        return cell

    def note(self, cell: Cell) -> str:
        """The note on ``cell`` ("" on every cell but one)."""
        return self._note[1] if self._note is not None and self._note[0] == cell else ""

    def setNote(self, cell: Cell | None, text: str = "") -> None:
        """Make ``text`` the description of ``cell`` (None: of no cell), telling
        screen readers of the change. The cell that held the note before gets
        an empty description first (screen readers cache descriptions, and the
        same words twice must be two changes)."""
        old = self._note
        if old is not None:
            self._note = None
            self._description_changed(old[0])
        if cell is not None and text:
            self._note = (cell, text)
            self._description_changed(cell)

    def _description_changed(self, cell: Cell) -> None:
        if not QAccessible.isActive():
            return
        row, col = cell
        if row >= self._board.model().rowCount() or col >= self._board.model().columnCount():
            return
        event = QAccessibleEvent(self._board, QAccessible.Event.DescriptionChanged)
        event.setChild(row * self._board.model().columnCount() + col)
        QAccessible.updateAccessibility(event)

    def _forget_off_board(self) -> None:
        model = self._board.model()
        self.setNote(None)  # a new game: no cell keeps the last game's words
        gone = [cell for cell in self._cells
                if cell[0] >= model.rowCount() or cell[1] >= model.columnCount()]
        self._forget(gone)

    def _forget_all(self) -> None:
        self._forget(list(self._cells))

    def _forget(self, cells: list[Cell]) -> None:
        for key in cells:
            cell = self._cells.pop(key)
            if shiboken6.isValid(cell):
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cell))


class BoardAccessible(QAccessibleWidget):
    """The board: role table, the board's accessible name and description, the
    cells as children (row-major: child ``row * cols + col``), no Table
    interface."""

    def __init__(self, board: CursorTableView) -> None:
        super().__init__(board, QAccessible.Role.Table)
        self._board = board
        cells = board.findChild(BoardCells, "boardCells")
        self.cells = cells if cells is not None else BoardCells(board)

    def _size(self) -> tuple[int, int]:
        model = self._board.model()
        return model.rowCount(), model.columnCount()

    def childCount(self) -> int:
        rows, cols = self._size()
        return rows * cols

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        rows, cols = self._size()
        if not 0 <= index < rows * cols:
            return None
        return self.cells.cell(*divmod(index, cols))

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, CellAccessible) and child.isValid():
            return child.row * self._size()[1] + child.col
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        board = self._board
        index = board.indexAt(board.viewport().mapFromGlobal(QPoint(x, y)))
        return self.cells.cell(index.row(), index.column()) if index.isValid() else None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        board = self._board
        cell = cursor(board)
        return self.cells.cell(*cell) if cell is not None and board.hasFocus() else None


def install() -> None:
    """Expose every board (a ``BoardView``) through :class:`BoardAccessible`
    (once per process; Linux only; before Qt first makes a board's accessible)."""
    global _installed
    if _installed or not sys.platform.startswith("linux"):
        return

    def factory(key: str, obj: QObject) -> QAccessibleInterface | None:
        if key == BOARD_CLASS and isinstance(obj, CursorTableView):
            return BoardAccessible(obj)
        return None

    QAccessible.installFactory(factory)
    _installed = True


def installed() -> bool:
    """Whether boards are exposed by :class:`BoardAccessible` (see :func:`install`)."""
    return _installed


def cells_of(board: CursorTableView) -> BoardCells | None:
    """The cell interfaces of ``board`` when it is a :class:`BoardAccessible`."""
    if not _installed:
        return None
    iface = QAccessible.queryAccessibleInterface(board)
    return iface.cells if isinstance(iface, BoardAccessible) else None


def set_remark(board: CursorTableView, remark: Callable[[Cell], str]) -> None:
    """Add ``remark(cell)`` to each cell's name (see :attr:`BoardCells.remark`;
    nothing where boards are not :class:`BoardAccessible`)."""
    if not _installed:
        return
    cells = board.findChild(BoardCells, "boardCells")
    (cells if cells is not None else BoardCells(board)).remark = remark


def report_focus(board: CursorTableView) -> None:
    """Tell screen readers the board's cursor cell has the focus (when the
    board has the focus, the cursor shows and the board is a :class:`BoardAccessible`)."""
    cell = cursor(board)
    if not (_installed and QAccessible.isActive() and board.hasFocus() and cell is not None):
        return
    row, col = cell
    event = QAccessibleEvent(board, QAccessible.Event.Focus)
    event.setChild(row * board.model().columnCount() + col)
    QAccessible.updateAccessibility(event)
