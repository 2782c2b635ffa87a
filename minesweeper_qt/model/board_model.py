"""A table model over one engine :class:`~minesweeper_qt.engine.Game`."""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)

from minesweeper_qt.engine import (
    UNIFORM,
    Changes,
    Game,
    Gesture,
    InputMode,
    Look,
    Placement,
    Status,
)

AnyIndex = QModelIndex | QPersistentModelIndex

# Above this many changed spans one bounding rectangle is cheaper to signal.
_MAX_SPANS = 64
# Above this many spans the whole board is signalled changed.
_MAX_BOX_SPANS = 4096


def _merged(spans: Iterable[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """``(row, first_col, stop_col)`` spans sorted, with spans that touch or overlap
    on one row joined: one span per run of changed cells (the engine may report a
    run in pieces, e.g. when a cascade reaches it from two sides)."""
    merged: list[tuple[int, int, int]] = []
    for row, c0, c1 in sorted(spans):
        if merged and merged[-1][0] == row and merged[-1][2] >= c0:
            last = merged[-1]
            merged[-1] = (row, last[1], max(last[2], c1))
        else:
            merged.append((row, c0, c1))
    return merged


class CellRole(IntEnum):
    """Custom data roles of :class:`BoardModel` (all ``int`` values)."""

    # The engine's :class:`~minesweeper_qt.engine.Look` of the cell.
    LOOK = Qt.ItemDataRole.UserRole + 1
    # Adjacent mines (0-8) of a revealed cell; 0 for any other look.
    NUMBER = Qt.ItemDataRole.UserRole + 2
    # ``LOOK * 16 + NUMBER``: everything a painter needs in one lookup.
    PAINT_KEY = Qt.ItemDataRole.UserRole + 3


# Roles whose value a move can change; sent with every ``dataChanged``.
CHANGED_ROLES = [
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.AccessibleTextRole,
    CellRole.LOOK,
    CellRole.NUMBER,
    CellRole.PAINT_KEY,
]


class BoardModel(QAbstractTableModel):
    """One table row/column per board row/column; cells carry :class:`CellRole` data.

    Moves come in through the slots (:meth:`reveal`, :meth:`toggleFlag`,
    :meth:`chord`, :meth:`activate`) and go to the engine; the cells the engine
    reports changed go out as ``dataChanged`` rectangles, one per changed row span
    (or one bounding rectangle for very large changes), never a reset. A new game
    (:meth:`setGame`) is a model reset.

    Signals: ``statusChanged(Status)``, ``minesLeftChanged(int)``,
    ``gameChanged()`` after a new game is installed, ``moved()`` after every
    move given to the engine, whether it changed anything or not (a save point).

    A first reveal on a game whose generator is not the uniform one (a no-guess
    board takes a while to make) does not lay the mines here: the model emits
    ``layoutNeeded(row, col)`` and holds that move and any later ones until
    :meth:`placeLayout` delivers the mines (made off the GUI thread), so no input
    is lost.
    """

    statusChanged = Signal(object)
    minesLeftChanged = Signal(int)
    gameChanged = Signal()
    moved = Signal()
    layoutNeeded = Signal(int, int)

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        # Moves held while the mines are being made (None: none are).
        self._held: list[tuple[int, int, Gesture, InputMode]] | None = None
        self._status = game.status
        self._mines_left = game.mines_left
        #: The cells the last move changed (what a screen reader says it opened).
        self.lastChanges: Changes | None = None

    # --- the game ------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The engine game shown (read it; give moves through the slots)."""
        return self._game

    def setGame(self, game: Game) -> None:
        """Show ``game`` instead: a model reset, then every signal re-sent."""
        self.beginResetModel()
        self._game = game
        self._held = None
        self.lastChanges = None
        self.endResetModel()
        self._status = game.status
        self._mines_left = game.mines_left
        self.gameChanged.emit()
        self.statusChanged.emit(game.status)
        self.minesLeftChanged.emit(game.mines_left)

    def paintKeys(self, row: int, start: int, stop: int) -> list[int]:
        """The read-only grid painters use: the ``PAINT_KEY`` (``look * 16 +
        number``) of cells ``start`` to ``stop - 1`` of ``row``, in one call.

        Raises:
            ValueError: the span is not on the board.
        """
        return self._game.look_codes(row, start, stop)

    # --- QAbstractTableModel ------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else self._game.rows

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else self._game.cols

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        # The view hides its headers; screen readers get no header text either
        # (Qt's table exposes header cells, hidden or not, named by this).
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        # An invalid index is a normal question (views ask about the root);
        # checkIndex() would log a Qt warning for it.
        if not index.isValid() or not self.checkIndex(
            index, QAbstractTableModel.CheckIndexOption.IndexIsValid
        ):
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row, col = index.row(), index.column()
        game = self._game
        if not (0 <= row < game.rows and 0 <= col < game.cols):
            return None
        if role == CellRole.PAINT_KEY:
            return game.look_codes(row, col, col + 1)[0]
        if role == CellRole.LOOK:
            return int(game.look(row, col))
        if role == CellRole.NUMBER:
            return game.number(row, col) if game.look(row, col) is Look.REVEALED else 0
        if role == Qt.ItemDataRole.DisplayRole:
            if game.look(row, col) is Look.REVEALED and game.number(row, col):
                return str(game.number(row, col))
            return ""
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.describe(row, col)
        return None

    def describe(self, row: int, col: int) -> str:
        """A spoken description, rows and columns counted from 1: "row 3, column 5: 2",
        "row 3, column 5: flagged" (a screen reader's name of the cell)."""
        what = self.lookText(row, col)
        # One script of digits for the whole sentence (Arabic: all Arabic-Indic).
        locale = QLocale()
        locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
        return self.tr("row {0}, column {1}: {2}").format(
            locale.toString(row + 1), locale.toString(col + 1), what)

    def lookText(self, row: int, col: int) -> str:
        """What the cell shows, in words: "2", "empty", "hidden", "flagged"..."""
        game = self._game
        look = game.look(row, col)
        if look is Look.REVEALED:
            number = game.number(row, col)
            return QLocale().toString(number) if number else self.tr("empty")
        return {
            Look.HIDDEN: self.tr("hidden"),
            Look.FLAG: self.tr("flagged"),
            Look.QUESTION: self.tr("question mark"),
            Look.MINE: self.tr("mine"),
            Look.EXPLODED: self.tr("exploded mine"),
            Look.WRONG_FLAG: self.tr("wrong flag"),
        }[look]

    # --- moves -------------------------------------------------------------------

    def act(self, index: QModelIndex, gesture: Gesture, mode: InputMode = InputMode()) -> None:
        """The one input path: a player's ``gesture`` on the cell at ``index``,
        given to the engine, which decides what it means (:meth:`Game.act`)."""
        if not index.isValid():
            return
        row, col, game = index.row(), index.column(), self._game
        if self._held is not None:
            self._held.append((row, col, gesture, mode))
        elif game.generator.name != UNIFORM.name and game.would_lay(row, col, gesture, mode):
            self._held = [(row, col, gesture, mode)]
            self.layoutNeeded.emit(row, col)
        else:
            self._apply(game.act(row, col, gesture, mode))

    @property
    def waitingForLayout(self) -> bool:
        """Whether moves are held until :meth:`placeLayout`."""
        return self._held is not None

    def placeLayout(self, placement: Placement) -> None:
        """Lay the mines made for the held first reveal, then play the held moves.

        Raises:
            ValueError: no move waits for a layout, or the placement does not fit
                (see :meth:`Game.lay`).
        """
        if self._held is None:
            raise ValueError("no move waits for a layout")
        held, self._held = self._held, None
        self._game.lay(placement)
        for row, col, gesture, mode in held:
            self._apply(self._game.act(row, col, gesture, mode))

    @Slot(QModelIndex)
    def reveal(self, index: QModelIndex) -> None:
        """Reveal the cell at ``index`` (invalid indexes are ignored)."""
        self.act(index, Gesture.PRIMARY, InputMode(chord_numbers=False))

    @Slot(QModelIndex)
    def toggleFlag(self, index: QModelIndex) -> None:
        """Cycle flag / question mark / hidden on the cell at ``index``."""
        self.act(index, Gesture.FLAG)

    @Slot(QModelIndex)
    def chord(self, index: QModelIndex) -> None:
        """Chord the number at ``index``."""
        self.act(index, Gesture.CHORD)

    @Slot(QModelIndex, bool)
    def activate(self, index: QModelIndex, chordNumbers: bool = True) -> None:
        """The primary action: chord a revealed number (when ``chordNumbers``),
        otherwise reveal."""
        self.act(index, Gesture.PRIMARY, InputMode(chord_numbers=chordNumbers))

    def undoLastMove(self) -> bool:
        """Take back the move that lost the game (see
        :meth:`Game.undo_last_move`), signalling the cells it changes; True when
        something was undone."""
        if self._game.status is not Status.LOST:
            return False
        self._apply(self._game.undo_last_move())
        return True

    def _apply(self, changes: Changes) -> None:
        self.lastChanges = changes
        if changes:
            roles = CHANGED_ROLES
            if changes.span_count <= _MAX_SPANS:
                for row, c0, c1 in _merged(changes.spans()):
                    self.dataChanged.emit(self.index(row, c0), self.index(row, c1 - 1), roles)
            else:
                # Past _MAX_BOX_SPANS, scanning the spans costs more than a full repaint.
                box = (
                    changes.bounding_box()
                    if changes.span_count <= _MAX_BOX_SPANS
                    else (0, 0, self._game.rows - 1, self._game.cols - 1)
                )
                assert box is not None
                top, left, bottom, right = box
                self.dataChanged.emit(self.index(top, left), self.index(bottom, right), roles)
        game = self._game
        if game.mines_left != self._mines_left:
            self._mines_left = game.mines_left
            self.minesLeftChanged.emit(self._mines_left)
        if game.status is not self._status:
            self._status = game.status
            self.statusChanged.emit(self._status)
        self.moved.emit()
