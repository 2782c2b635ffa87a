"""Help on huge boards: which part of the board is in view, and when it changed.

Boards above :data:`~.assist_analysis.MAX_CELLS` cells are analysed only in
the part the player sees (plus a margin, see
:mod:`minesweeper_qt.engine.solver.window`). :class:`ViewWindow` reads that
rectangle from the :class:`BoardView` and, after scrolling, zooming or a
resize, says so once the view has been still for :data:`SETTLE_MS`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

from minesweeper_qt.engine.knowledge import HIDDEN, Knowledge

from ..board.board_view import BoardView
from .assist_analysis import Window

if TYPE_CHECKING:
    from minesweeper_qt.engine.solver import Region

#: Quiet time after the last scroll, zoom or resize before the part in view is
#: analysed again (a drag of the scroll bar asks once, not per pixel).
SETTLE_MS = 100


class ViewWindow(QObject):
    """The cells of ``board`` in view; ``changed()`` after the view scrolled,
    zoomed or resized and then kept still for :data:`SETTLE_MS`."""

    changed = Signal()

    def __init__(self, board: BoardView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SETTLE_MS)
        self._timer.timeout.connect(self._settled)
        self._last: Window | None = None
        for bar in (board.horizontalScrollBar(), board.verticalScrollBar()):
            # Not straight to QTimer.start: the signals' ints would pick its
            # start(msec) overload (a scroll to 12,000 px waited 12 s).
            bar.valueChanged.connect(self._restart)
            bar.rangeChanged.connect(self._restart)  # zoom changes the range
        board.viewport().installEventFilter(self)

    def rect(self) -> Window:
        """The cells in view: ``(top, left, bottom, right)``, bottom and right
        exclusive, clipped to the board (a partly shown cell counts)."""
        board = self.board
        game = board.boardModel().game
        size = board.cellSize
        dx, dy = board.horizontalOffset(), board.verticalOffset()
        viewport = board.viewport()
        top, left = max(0, dy // size), max(0, dx // size)
        bottom = min(game.rows, (dy + max(1, viewport.height()) - 1) // size + 1)
        right = min(game.cols, (dx + max(1, viewport.width()) - 1) // size + 1)
        return top, left, max(bottom, top + 1), max(right, left + 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._restart()
        return False

    def _restart(self, *_: int) -> None:
        self._timer.start(SETTLE_MS)

    def _settled(self) -> None:
        rect = self.rect()
        if rect != self._last:
            self._last = rect
            self.changed.emit()


def board_knowledge(region: Region) -> Knowledge:
    """A whole-board :class:`Knowledge` that shows the region's cells and
    hides every other cell (what :func:`~.hint.choose` reads for a window
    analysis; one pass over a bytes buffer, a few milliseconds on a million
    cells)."""
    cols = region.board_cols
    codes = bytearray([HIDDEN]) * (region.board_rows * cols)
    k = region.knowledge
    for r in range(k.rows):
        start = (region.top + r) * cols + region.left
        codes[start:start + k.cols] = k.cells[r * k.cols:(r + 1) * k.cols]
    return Knowledge(region.board_rows, cols, k.mines, bytes(codes))
