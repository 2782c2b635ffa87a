"""Shared fixtures for the view tests: a driver that sends real mouse, touch and
key events to the board's viewport of the shared ``window`` (tests/conftest.py).

Boards used by many tests (``*`` = mine), ``CROSS`` on 5 x 5::

    * 1 0 1 *
    1 2 1 2 1
    0 1 * 1 0
    1 2 1 2 1
    * 1 0 1 *
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from key_helpers import key_click
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from minesweeper_qt.engine import Game, Look
from minesweeper_qt.view.main_window import MainWindow

Cell = tuple[int, int]

#: 5 x 5, mines in the corners and the centre (see the module docstring).
CROSS: tuple[int, int, list[Cell]] = (5, 5, [(0, 0), (0, 4), (4, 0), (4, 4), (2, 2)])

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
MIDDLE = Qt.MouseButton.MiddleButton
NOBUTTON = Qt.MouseButton.NoButton

#: Long-press delay used by tests (the smallest the board accepts is 100 ms).
SHORT_HOLD_MS = 150


class Driver:
    """Real input for the board of a :class:`MainWindow`.

    Mouse events are ``QMouseEvent`` objects sent to ``board.viewport()`` with
    explicit ``button`` and ``buttons`` (``QTest.mouseMove`` carries no buttons).
    Cells are ``(row, col)``; a ``QPoint`` is a viewport position.
    """

    def __init__(self, window: MainWindow, qtbot: object, clock: object) -> None:
        self.window = window
        self.qtbot = qtbot
        self.clock = clock
        self.board = window.board
        self.model = window.model
        self.viewport = window.board.viewport()
        self.touch_device: QPointingDevice | None = None

    # --- boards ------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.model.game

    def load(self, rows: int, cols: int, mines: Iterable[Cell], *,
             question_marks: bool = False) -> Game:
        """Show a fixed layout on the fake clock; returns the engine game."""
        game = Game.from_layout(rows, cols, list(mines), question_marks=question_marks,
                                time_source=self.clock)
        self.model.setGame(game)
        QApplication.processEvents()
        return game

    def load_cross(self, *, question_marks: bool = False) -> Game:
        rows, cols, mines = CROSS
        return self.load(rows, cols, mines, question_marks=question_marks)

    def look(self, cell: Cell) -> Look:
        return self.game.look(*cell)

    def revealed(self) -> set[Cell]:
        game = self.game
        return {(r, c) for r in range(game.rows) for c in range(game.cols)
                if game.is_revealed(r, c)}

    # --- positions ---------------------------------------------------------------

    def pos(self, cell: Cell) -> QPoint:
        """Centre of a cell in viewport coordinates."""
        return self.board.visualRect(self.model.index(*cell)).center()

    def off_board(self) -> QPoint:
        """A viewport position right of the last column (off the board)."""
        return QPoint(self.board.boardSize().width() + 20, 5)

    def _point(self, where: Cell | QPoint) -> QPoint:
        return where if isinstance(where, QPoint) else self.pos(where)

    # --- mouse ---------------------------------------------------------------------

    def _send(self, kind: QEvent.Type, where: Cell | QPoint, button: Qt.MouseButton,
              buttons: Qt.MouseButton) -> None:
        local = QPointF(self._point(where))
        global_ = QPointF(self.viewport.mapToGlobal(local))
        event = QMouseEvent(kind, local, global_, button, buttons,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(self.viewport, event)

    def press(self, where: Cell | QPoint, button: Qt.MouseButton = LEFT,
              buttons: Qt.MouseButton | None = None) -> None:
        self._send(QEvent.Type.MouseButtonPress, where, button,
                   button if buttons is None else buttons)

    def move(self, where: Cell | QPoint, buttons: Qt.MouseButton = LEFT) -> None:
        self._send(QEvent.Type.MouseMove, where, NOBUTTON, buttons)

    def release(self, where: Cell | QPoint, button: Qt.MouseButton = LEFT,
                buttons: Qt.MouseButton = NOBUTTON) -> None:
        """Release ``button``; ``buttons`` are those still held afterwards."""
        self._send(QEvent.Type.MouseButtonRelease, where, button, buttons)

    def click(self, where: Cell | QPoint, button: Qt.MouseButton = LEFT) -> None:
        self.press(where, button)
        self.release(where, button)

    # --- touch ---------------------------------------------------------------------

    def _device(self) -> QPointingDevice:
        if self.touch_device is None:
            self.touch_device = QTest.createTouchDevice()
        return self.touch_device

    def touch_press(self, cell: Cell, touch_id: int = 0) -> None:
        sequence = QTest.touchEvent(self.viewport, self._device(), False)
        sequence.press(touch_id, self.pos(cell), self.viewport).commit()

    def touch_move(self, cell: Cell, touch_id: int = 0) -> None:
        sequence = QTest.touchEvent(self.viewport, self._device(), False)
        sequence.move(touch_id, self.pos(cell), self.viewport).commit()

    def touch_release(self, cell: Cell, touch_id: int = 0) -> None:
        sequence = QTest.touchEvent(self.viewport, self._device(), False)
        sequence.release(touch_id, self.pos(cell), self.viewport).commit()

    def tap(self, cell: Cell) -> None:
        self.touch_press(cell)
        self.touch_release(cell)

    # --- keyboard ------------------------------------------------------------------

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
            widget: object = None) -> None:
        key_click(widget if widget is not None else self.board, key, modifier)

    # --- pictures ------------------------------------------------------------------

    def grab_cell(self, cell: Cell) -> QImage:
        """What the board shows for one cell, as an ARGB32 image."""
        rect = self.board.visualRect(self.model.index(*cell))
        return self.viewport.grab(rect).toImage().convertToFormat(
            QImage.Format.Format_ARGB32_Premultiplied)


@pytest.fixture
def ui(window, qtbot, fake_clock) -> Driver:
    """Input driver for ``window``'s board (long-press delay shortened)."""
    window.board.setLongPressMs(SHORT_HOLD_MS)
    return Driver(window, qtbot, fake_clock)


@pytest.fixture
def left_scrolled(make_window) -> Game:
    """A 300 x 300 game in play (32 px cells) whose window was closed scrolled
    to row 150, column 100 (remembered in the settings), as a fresh game to resume."""
    from minesweeper_qt.engine import Difficulty

    window = make_window(Difficulty.custom(300, 300, 2000), seed=5, ask_abandon=True)
    window.show()
    window.resize(600, 600)
    model = window.model
    model.reveal(model.index(150, 150))
    window.board.verticalScrollBar().setValue(150 * 32)
    window.board.horizontalScrollBar().setValue(100 * 32)
    window.close()
    return Game.from_snapshot(window.model.game.snapshot())
