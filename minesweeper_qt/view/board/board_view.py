"""The board: a QTableView that paints cells and turns input into model calls."""

from __future__ import annotations

from enum import Enum, auto

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QPointF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QFocusEvent,
    QInputDevice,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QShowEvent,
    QTouchEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHeaderView,
    QTableView,
    QWidget,
)

from minesweeper_qt.engine import Gesture, InputMode, Look
from minesweeper_qt.model import BoardModel
from minesweeper_qt.model.board_model import AnyIndex

from ..paint.art import Art
from ..paint.palette import CLASSIC, Palette
from . import board_accessible
from .edge_labels import EdgeLabels, RulerCorner
from .effects import BOOM_FRAMES, Effect
from .hold_ring import HoldProgress, HoldRingLayer
from .layers import PRESSABLE_KEYS, standard_layers
from .paint_context import Layer, PaintContext

Cell = tuple[int, int]

DEFAULT_CELL_SIZE = 32
#: Zoom steps in logical pixels per cell; the theme is drawn on a 2-unit grid of
#: a 32-unit cell, so these sizes keep its edges on whole device pixels.
CELL_SIZES = (16, 20, 24, 32, 40, 48, 64)
DEFAULT_LONG_PRESS_MS = 400
#: A finger that moves this far (pixels) is dragging the board, not tapping.
PAN_THRESHOLD = 12
#: Two fingers that spread (or pinch) by this factor zoom one step.
PINCH_STEP = 1.25


class _Press(Enum):
    NONE = auto()
    REVEAL = auto()  # left button or finger down: single-cell preview
    CHORD = auto()  # middle, or left and right together: 3x3 preview
    DONE = auto()  # acted (chord or long press); wait for every button to lift
    PAN = auto()  # a finger dragging the board


def _viewport() -> QWidget:
    """A viewport as Qt's own (same name, role and filled background), but made
    here: the first widget Python sees that it did not make has PySide load
    every QtWidgets class to find its type (~10 ms before the first paint)."""
    viewport = QWidget()
    viewport.setObjectName("qt_scrollarea_viewport")  # style sheets know this name
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    return viewport


#: The cursor's step (rows, columns) for each arrow key.
ARROW_STEPS: dict[Qt.Key, tuple[int, int]] = {
    Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0),
}


class BoardView(board_accessible.CursorTableView):
    """The minefield (object name ``board``).

    Mouse: left reveals on release with a pressed preview that follows the pointer;
    right flags on press; middle, or left and right together, chords on release
    with the neighbours previewed; a left click on a satisfied number chords when
    ``chordOnClick``. A touch or pen press held ``longPressMs`` milliseconds on one
    cell flags a hidden cell or chords a number, at the moment the hold is long
    enough, with a progress ring on the cell (:mod:`.hold_ring`); a mouse press
    does so only when ``mouseLongPress`` (an option, off by default). In
    ``flagMode`` a click or tap flags and a long press reveals. Ctrl+wheel and a
    two-finger pinch zoom (``zoomRequested``); Shift+wheel scrolls sideways.
    Keyboard: arrows move the cursor (Ctrl+arrows to the edge), Page Up/Down by
    a screenful, Home/End to the row's ends (with Ctrl, the board's corners),
    Space/Enter reveal or chord, F flags.

    Signals: ``pressingChanged(bool)`` while a preview is shown (for the face),
    ``longPressed(int, int)`` when a long press acts on ``(row, col)``,
    ``zoomRequested(int, QPoint)``: zoom steps (+ in, - out) about a viewport point,
    ``cursorMoved(int, int)`` when the keyboard cursor moves to ``(row, col)`` or
    shows there, ``aboutToAct()`` before each gesture is handed to the model
    (whatever brought it: an input event, a screen reader, a script driving
    this view; the window finishes building itself on it),
    ``colorsChanged(Palette)`` after :meth:`setColors` (a theme change).
    """

    aboutToAct = Signal()
    pressingChanged = Signal(bool)
    cursorMoved = Signal(int, int)
    longPressed = Signal(int, int)
    zoomRequested = Signal(int, QPoint)
    colorsChanged = Signal(object)

    def __init__(self, model: BoardModel, art: Art, parent: QWidget | None = None) -> None:
        board_accessible.install()  # before Qt first makes this board's accessible
        super().__init__(parent)
        self.setObjectName("board")
        self._cell_size = DEFAULT_CELL_SIZE
        self.pressedCells: set[Cell] = set()
        self.cursorCell: Cell = (0, 0)
        self.cursorShown = False
        self.pixelRatio = 1.0
        self.flagMode = False
        self.chordOnClick = True
        #: Whether a held mouse button acts as a long press (touch and pens always do).
        self.mouseLongPress = False
        #: Room kept for a (vertical, horizontal) scroll bar (see sizeHint).
        self.reserveBars = (False, False)
        self._pinch_span = 0.0
        self._press = _Press.NONE
        self._press_cell: Cell | None = None
        self._covered = False
        self._touch_start = self._touch_last = QPoint()
        self._effect: Effect | None = None
        self._long_press = QTimer(self)
        self._long_press.setSingleShot(True)
        self._long_press.setInterval(DEFAULT_LONG_PRESS_MS)
        self._long_press.timeout.connect(self._on_long_press)

        self.art = art
        self.colors: Palette = CLASSIC
        #: Painted in order, bottom to top (see :mod:`.layers`).
        self.layers: list[Layer] = standard_layers(lambda: self._effect)
        #: The long-press progress ring (a layer over the others).
        self.holdRing = HoldProgress(lambda cell: self._update_cells({cell}), parent=self)
        self.layers.append(HoldRingLayer(self.holdRing))
        self._labels_reserved = False
        # Row and column labels (hidden until a text names cells: setEdgeLabels).
        rows = EdgeLabels(Qt.Orientation.Vertical, self)
        self.setHorizontalHeader(EdgeLabels(Qt.Orientation.Horizontal, self))
        self.setVerticalHeader(rows)
        self._corner = RulerCorner(self, rows)  # the corner between them, in their colour
        self.setModel(model)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.hide()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setMinimumSectionSize(1)
        self.setShowGrid(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setTabKeyNavigation(False)
        self.setDragEnabled(False)
        self.setCornerButtonEnabled(False)
        self.setWordWrap(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizeAdjustPolicy(QTableView.SizeAdjustPolicy.AdjustToContents)
        self.setViewport(_viewport())
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        # Touch is handled by hand (taps, holds, drags): QAbstractScrollArea's pan
        # gesture is unused, and its recogniser logs a warning ("could not find the
        # target for gesture") when a finger is left outside after a resize.
        self.viewport().ungrabGesture(Qt.GestureType.PanGesture)
        self.setCellSize(DEFAULT_CELL_SIZE)
        model.modelReset.connect(self._on_model_reset)
        self._place_cursor()  # a game resumed before the board was made

    # --- properties --------------------------------------------------------------

    def boardModel(self) -> BoardModel:
        model = self.model()
        assert isinstance(model, BoardModel)
        return model

    @property
    def cellSize(self) -> int:
        """Side of one cell in logical pixels."""
        return self._cell_size

    def prepareEndArt(self) -> None:
        """Draw at this zoom now, in a quiet moment, the looks a game's end
        shows first (mines, the exploded mine and its explosion frames, wrong
        flags, the flags of a win), so that the end does not: a few ms of SVG
        the first time."""
        size, dpr = self._cell_size, self.pixelRatio
        for look in (Look.MINE, Look.EXPLODED, Look.WRONG_FLAG, Look.FLAG):
            self.art.cell(look * 16, size, dpr)
        for frame in range(1, BOOM_FRAMES + 1):
            self.art.pixmap(f"boom_{frame}", QSize(size, size), dpr)

    def setCellSize(self, pixels: int) -> None:
        """Zoom: cells of ``pixels`` logical pixels; the art is re-rendered for it.

        Raises:
            ValueError: ``pixels`` is below 8 or above 256.
        """
        if not 8 <= pixels <= 256:
            raise ValueError(f"cell size must be 8-256 pixels, got {pixels}")
        if pixels != self._cell_size:
            self.art.clear()  # the old size's pixmaps are never drawn again
        self._cell_size = pixels
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setDefaultSectionSize(pixels)
        self.updateGeometry()
        self.viewport().update()

    @property
    def longPressMs(self) -> int:
        return self._long_press.interval()

    def setLongPressMs(self, ms: int) -> None:
        """How long a press must be held to flag or chord, in milliseconds.

        Raises:
            ValueError: outside 100-3000 ms.
        """
        if not 100 <= ms <= 3000:
            raise ValueError(f"long-press delay must be 100-3000 ms, got {ms}")
        self._long_press.setInterval(ms)

    def boardSize(self) -> QSize:
        """The whole board in logical pixels (cells only, no scroll bars)."""
        game = self.boardModel().game
        return QSize(game.cols * self._cell_size, game.rows * self._cell_size)

    def viewportSizeHint(self) -> QSize:
        return self.boardSize()

    @property
    def edgeLabels(self) -> bool:
        """Whether the row and column labels show (along the board's edges)."""
        columns = self.horizontalHeader()
        return not columns.isHidden() and isinstance(columns, EdgeLabels) \
            and columns.labelsShown

    @property
    def labelsReserved(self) -> bool:
        """Whether the labels' room along the edges is kept while they are
        hidden (the game's window: the board never moves when they show), or
        made when they show (the replay's)."""
        return self._labels_reserved

    @labelsReserved.setter
    def labelsReserved(self, reserved: bool) -> None:
        shown = self.edgeLabels
        self._labels_reserved = reserved
        self._show_labels(shown)

    def setEdgeLabels(self, shown: bool) -> None:
        """Show or hide the row and column labels (see :mod:`.edge_labels`):
        shown while a text names cells."""
        if shown != self.edgeLabels:
            self._show_labels(shown)

    def _show_labels(self, shown: bool) -> None:
        for header in (self.horizontalHeader(), self.verticalHeader()):
            if isinstance(header, EdgeLabels):
                header.labelsShown = shown
            header.setVisible(shown or self._labels_reserved)
            if isinstance(header, EdgeLabels):
                header.relabel()
        self.updateGeometry()

    def _labels_size(self, cell: int | None = None) -> QSize:
        columns, rows = self.horizontalHeader(), self.verticalHeader()
        if columns.isHidden() or not isinstance(columns, EdgeLabels) \
                or not isinstance(rows, EdgeLabels):
            return QSize(0, 0)
        return QSize(rows.thickness(cell), columns.thickness(cell))

    def chromeFor(self, cell: int) -> QSize:
        """What the view adds around cells of ``cell`` pixels, in pixels: its
        frame and the edge labels' room (it grows with the cells), no scroll bars."""
        frame = 2 * self.frameWidth()
        return QSize(frame, frame) + self._labels_size(cell)

    def sizeHint(self) -> QSize:
        """The whole board, plus room for the scroll bars in ``reserveBars``
        (vertical, horizontal): a board cut short one way by the screen must not
        need a scroll bar the other way too; and for the edge labels when shown."""
        frame = 2 * self.frameWidth()
        hint = self.boardSize() + QSize(frame, frame) + self._labels_size()
        vertical, horizontal = self.reserveBars
        if vertical:
            hint.setWidth(hint.width() + self.verticalScrollBar().sizeHint().width())
        if horizontal:
            hint.setHeight(hint.height() + self.horizontalScrollBar().sizeHint().height())
        return hint

    def minimumSizeHint(self) -> QSize:
        side = 4 * self._cell_size
        board = self.boardSize()
        frame = 2 * self.frameWidth()
        return QSize(min(side, board.width()) + frame, min(side, board.height()) + frame) \
            + self._labels_size()

    def cellAt(self, pos: QPoint) -> Cell | None:
        """The ``(row, col)`` under a viewport position, or None off the board."""
        index = self.indexAt(pos)
        return (index.row(), index.column()) if index.isValid() else None

    # --- painting helpers --------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        self.pixelRatio = self.viewport().devicePixelRatioF()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal):
            self.pixelRatio = self.viewport().devicePixelRatioF()
            self.viewport().update()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.pixelRatio = self.viewport().devicePixelRatioF()
        super().resizeEvent(event)

    def setColors(self, palette: Palette) -> None:
        """Colours of the layers drawn outside the SVG theme."""
        self.colors = palette
        self.viewport().update()
        for labels in (self.horizontalHeader(), self.verticalHeader()):
            if isinstance(labels, EdgeLabels):
                labels.colors = palette
                labels.relabel()
        self._corner.update()
        self.colorsChanged.emit(palette)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the block of cells the event's rectangle touches, layer by layer
        (QTableView's own per-cell path costs a Python call per cell)."""
        game = self.boardModel().game
        size = self._cell_size
        rect = event.rect()
        dx, dy = self.horizontalOffset(), self.verticalOffset()
        first_col = max(0, (rect.left() + dx) // size)
        last_col = min(game.cols - 1, (rect.right() + dx) // size)
        first_row = max(0, (rect.top() + dy) // size)
        last_row = min(game.rows - 1, (rect.bottom() + dy) // size)
        if first_col > last_col or first_row > last_row:
            return
        rows, cols = range(first_row, last_row + 1), range(first_col, last_col + 1)
        origin = QPoint(-dx, -dy)
        painter = QPainter(self.viewport())
        ctx = PaintContext(painter, rows, cols, origin, size, self.pixelRatio,
                           self.boardModel(), self.art, self.colors,
                           frozenset(self.pressedCells),
                           self.cursorCell if self.cursorShown else None, self._covered)
        for layer in self.layers:
            layer.paint(ctx)
        painter.end()

    # --- cover and effects -------------------------------------------------------------

    @property
    def covered(self) -> bool:
        """Whether every cell is drawn hidden (while the game is paused)."""
        return self._covered

    def setCovered(self, covered: bool) -> None:
        if covered != self._covered:
            if covered:
                self._end()  # a press or hold under way must not act under the cover
            self._covered = covered
            self.viewport().update()

    @property
    def effect(self) -> Effect | None:
        return self._effect

    def setEffect(self, effect: Effect | None) -> None:
        """Play ``effect`` over the board (None stops the current one)."""
        if self._effect is not None:
            self._effect.stop()
            self._effect.deleteLater()
        self._effect = effect
        if effect is not None:
            effect.setParent(self)
            effect.changed.connect(self.viewport().update)
            effect.finished.connect(self._on_effect_finished)
            effect.start()
        self.viewport().update()

    # A slot from the start: connecting a plain method adds it to the class's
    # meta-object then (PySide), and Qt's accessibility cache, keyed by
    # meta-object, gives the board a new accessible (and AT-SPI path) at the
    # first game end; Orca, holding cells under the old path, then named the
    # window before the next move ("Minesweeper").
    @Slot()
    def _on_effect_finished(self) -> None:
        self.setEffect(None)

    def _update_cells(self, cells: set[Cell]) -> None:
        model = self.model()
        for row, col in cells:
            self.viewport().update(self.visualRect(model.index(row, col)))

    def _set_pressed(self, cells: set[Cell]) -> None:
        if cells == self.pressedCells:
            return
        old = self.pressedCells
        self.pressedCells = cells
        self._update_cells(old ^ cells)

    def _preview(self, cell: Cell | None) -> None:
        """Show the press preview for the current press at ``cell``."""
        self._press_cell = cell
        if cell is None or self._press not in (_Press.REVEAL, _Press.CHORD):
            self._set_pressed(set())
            return
        model = self.boardModel()
        row, col = cell
        if self._press is _Press.REVEAL:
            cells = {cell}
        else:
            cells = {
                (r, c)
                for r in range(max(0, row - 1), min(model.rowCount(), row + 2))
                for c in range(max(0, col - 1), min(model.columnCount(), col + 2))
            }
        self._set_pressed({rc for rc in cells
                           if model.paintKeys(rc[0], rc[1], rc[1] + 1)[0] in PRESSABLE_KEYS})

    def _begin(self, press: _Press, cell: Cell | None) -> None:
        was = self._press in (_Press.REVEAL, _Press.CHORD)
        self._press = press
        self._preview(cell)
        now = press in (_Press.REVEAL, _Press.CHORD)
        if now != was:
            self.pressingChanged.emit(now)

    def _end(self) -> None:
        self._long_press.stop()
        self.holdRing.cancel()
        self._begin(_Press.NONE, None)

    def _start_hold(self, cell: Cell) -> None:
        self._long_press.start()
        self.holdRing.start(cell, self._long_press.interval())

    # --- actions ------------------------------------------------------------------

    def _index(self, cell: Cell) -> QModelIndex:
        return self.model().index(*cell)

    def _act(self, cell: Cell, gesture: Gesture, keyboard: bool = False) -> None:
        """Hand a gesture to the model; the engine decides what it means there.
        The keyboard has no other chord, so Space on a number always chords."""
        mode = InputMode(self.flagMode, keyboard or self.chordOnClick)
        self.aboutToAct.emit()
        self.boardModel().act(self._index(cell), gesture, mode)
        if not self.cursorShown:
            self.cursorCell = cell  # the keyboard cursor appears where the player played

    def _on_long_press(self) -> None:
        cell = self._press_cell
        if self._press is not _Press.REVEAL or cell is None:
            return
        self._begin(_Press.DONE, None)
        self.holdRing.confirm()
        self._act(cell, Gesture.HOLD)
        self.longPressed.emit(*cell)

    def _inactive(self) -> bool:
        """No moves: the game is over, or paused under the menu."""
        if self._covered:
            return True
        return self.boardModel().game.status.is_over

    # --- mouse ----------------------------------------------------------------------

    @staticmethod
    def _from_touch(event: QMouseEvent) -> bool:
        device = event.pointingDevice()
        return device is not None and device.type() == QInputDevice.DeviceType.TouchScreen

    def _holds(self, event: QMouseEvent) -> bool:
        """Whether a held button is a long press: always for a pen (its mouse
        events come from the tablet), for a mouse only with ``mouseLongPress``."""
        device = event.pointingDevice()
        pen = device is not None and device.type() == QInputDevice.DeviceType.Stylus
        return pen or self.mouseLongPress

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._from_touch(event):
            event.ignore()  # the touch events themselves are handled
            return
        event.accept()
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._hide_cursor()
        if self._inactive():
            return
        cell = self.cellAt(event.position().toPoint())
        button = event.button()
        held = event.buttons()
        both = (held & Qt.MouseButton.LeftButton) and (held & Qt.MouseButton.RightButton)
        if button == Qt.MouseButton.MiddleButton or both:
            self._long_press.stop()
            self.holdRing.cancel()
            self._begin(_Press.CHORD, cell)
        elif button == Qt.MouseButton.RightButton:
            if self._press is _Press.NONE and cell is not None:
                self._act(cell, Gesture.FLAG)
        elif button == Qt.MouseButton.LeftButton:
            self._begin(_Press.REVEAL, cell)
            if cell is not None and self._holds(event):
                self._start_hold(cell)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # Fast clicking is a series of clicks, not a different gesture.
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._from_touch(event):
            event.ignore()
            return
        event.accept()
        if self._press not in (_Press.REVEAL, _Press.CHORD):
            return
        cell = self.cellAt(event.position().toPoint())
        if cell != self._press_cell:
            self._long_press.stop()  # a hold counts on one cell only
            self.holdRing.cancel()
            self._preview(cell)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._from_touch(event):
            event.ignore()
            return
        event.accept()
        cell = self.cellAt(event.position().toPoint())
        button = event.button()
        still_held = event.buttons() & (
            Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton | Qt.MouseButton.MiddleButton
        )
        press = self._press
        if press is _Press.CHORD:
            self._end()
            if cell is not None:
                self._act(cell, Gesture.CHORD)
            if still_held:
                self._press = _Press.DONE
        elif press is _Press.REVEAL and button == Qt.MouseButton.LeftButton:
            self._end()
            if cell is not None:
                self._act(cell, Gesture.PRIMARY)
        elif not still_held:
            self._end()

    # --- touch ------------------------------------------------------------------------

    def viewportEvent(self, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate,
                    QEvent.Type.TouchEnd, QEvent.Type.TouchCancel):
            assert isinstance(event, QTouchEvent)
            device = event.pointingDevice()
            if device is not None and device.type() != QInputDevice.DeviceType.TouchScreen:
                return super().viewportEvent(event)  # touchpads move the pointer instead
            self._touch(event)
            event.accept()
            return True
        return super().viewportEvent(event)

    def _touch(self, event: QTouchEvent) -> None:
        kind = event.type()
        points = event.points()
        if len(points) == 2 and kind != QEvent.Type.TouchCancel:
            self._pinch(points[0].position(), points[1].position())
        else:
            self._pinch_span = 0.0
        if kind == QEvent.Type.TouchCancel or len(points) != 1:
            self._end()  # a second finger cancels: no accidental moves
            if kind != QEvent.Type.TouchEnd and len(points) > 1:
                self._press = _Press.DONE
            return
        pos = points[0].position().toPoint()
        cell = self.cellAt(pos)
        if kind == QEvent.Type.TouchBegin:
            self._hide_cursor()
            self._touch_start = self._touch_last = pos
            if self._inactive() or cell is None:
                self._press = _Press.DONE
                return
            self._begin(_Press.REVEAL, cell)
            self._start_hold(cell)
        elif kind == QEvent.Type.TouchUpdate:
            moved = (pos - self._touch_start).manhattanLength() > PAN_THRESHOLD
            if self._press is _Press.REVEAL and (cell != self._press_cell or moved):
                # A finger that slides cancels the tap and drags the board instead.
                self._end()
                self._press = _Press.PAN
            if self._press is _Press.PAN:
                delta = self._touch_last - pos
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + delta.x())
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() + delta.y())
            self._touch_last = pos
        else:  # TouchEnd
            press = self._press
            self._end()
            if press is _Press.REVEAL and cell is not None:
                self._act(cell, Gesture.PRIMARY)

    def _pinch(self, a: QPointF, b: QPointF) -> None:
        """Two fingers: spreading them by :data:`PINCH_STEP` zooms in a step
        about their midpoint, pinching zooms out."""
        span = max(1.0, ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5)
        if self._pinch_span <= 0:
            self._pinch_span = span
            return
        ratio = span / self._pinch_span
        if ratio >= PINCH_STEP or ratio <= 1 / PINCH_STEP:
            self._pinch_span = span
            middle = QPoint(round((a.x() + b.x()) / 2), round((a.y() + b.y()) / 2))
            self.zoomRequested.emit(1 if ratio > 1 else -1, middle)

    # --- wheel ------------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl+wheel zooms about the pointer; Shift+wheel scrolls sideways."""
        modifiers = event.modifiers()
        delta = event.angleDelta()
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            steps = delta.y() or delta.x()
            if steps:
                self.zoomRequested.emit(1 if steps > 0 else -1, event.position().toPoint())
            event.accept()
            return
        if modifiers & Qt.KeyboardModifier.ShiftModifier and delta.x() == 0 and delta.y():
            bar = self.horizontalScrollBar()
            step = QApplication.wheelScrollLines() * max(1, self._cell_size)
            bar.setValue(bar.value() - round(delta.y() / 120 * step))
            event.accept()
            return
        super().wheelEvent(event)

    # --- keyboard -----------------------------------------------------------------------

    def _hide_cursor(self) -> None:
        if self.cursorShown:
            self.cursorShown = False
            self._update_cells({self.cursorCell})

    def moveCursor(
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        # Keep QAbstractItemView's own cursor logic out: keyPressEvent moves ours.
        return self.currentIndex()

    def setCursorCell(self, row: int, col: int) -> None:
        """Move the keyboard cursor to ``(row, col)`` (clamped), show it and scroll to it."""
        model = self.boardModel()
        cell = (min(max(row, 0), model.rowCount() - 1), min(max(col, 0), model.columnCount() - 1))
        old, was_shown = self.cursorCell, self.cursorShown
        self.cursorCell = cell
        self.cursorShown = True
        index = self._index(cell)
        self.setCurrentIndex(index)
        self.scrollTo(index)
        self._update_cells({old, cell})
        if cell != old or not was_shown:
            self.cursorMoved.emit(*cell)

    def currentChanged(self, current: AnyIndex, previous: AnyIndex) -> None:
        if board_accessible.installed():
            # QTableView would report the new cell by Qt's table numbering
            # (headers counted); the board's own accessible numbers cells
            # row-major and the cursor is reported on cursorMoved.
            QAbstractItemView.currentChanged(self, current, previous)
        else:
            super().currentChanged(current, previous)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        row, col = self.cursorCell
        if key in ARROW_STEPS:
            dr, dc = ARROW_STEPS[Qt.Key(key)]
            if not self.cursorShown:
                dr = dc = 0  # the first key press only shows the cursor
            elif event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                far = max(self.boardModel().rowCount(), self.boardModel().columnCount())
                dr, dc = dr * far, dc * far  # to the edge (clamped)
            self.setCursorCell(row + dr, col + dc)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            self._page(Qt.Key(key), event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # An action needs a visible target: the first press only shows the cursor.
            shown = self.cursorShown
            self.setCursorCell(row, col)
            if shown and not self._inactive():
                self._act(self.cursorCell, Gesture.PRIMARY, keyboard=True)
        elif key == Qt.Key.Key_F and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            shown = self.cursorShown
            self.setCursorCell(row, col)
            if shown and not self._inactive():
                self._act(self.cursorCell, Gesture.FLAG)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _page(self, key: Qt.Key, ctrl: object) -> None:
        """Home/End: the row's ends (Ctrl: the first / last cell of the board);
        Page Up/Down: a screenful of rows up or down."""
        row, col = self.cursorCell
        last_row = self.boardModel().rowCount() - 1
        last_col = self.boardModel().columnCount() - 1
        page = max(1, self.viewport().height() // self._cell_size - 1)
        target = {
            Qt.Key.Key_Home: (0 if ctrl else row, 0),
            Qt.Key.Key_End: (last_row if ctrl else row, last_col),
            Qt.Key.Key_PageUp: (row - page, col),
            Qt.Key.Key_PageDown: (row + page, col),
        }[key]
        self.setCursorCell(*target)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._end()
        super().focusOutEvent(event)

    def _on_model_reset(self) -> None:
        self.setEffect(None)
        self._end()
        self._press = _Press.NONE
        self._place_cursor()
        self.updateGeometry()

    def _place_cursor(self) -> None:
        """A resumed game's cursor starts at the last cell played; any other
        stays where it was, within the board."""
        game = self.boardModel().game
        if game.moves:
            last = game.moves[-1]
            self.cursorCell = (last.row, last.col)
        self.cursorCell = (min(self.cursorCell[0], game.rows - 1),
                           min(self.cursorCell[1], game.cols - 1))
