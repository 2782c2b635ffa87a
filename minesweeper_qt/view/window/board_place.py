"""Where the board sits in the space below the header: centred, or off the
centre by what a zoom at the pointer needed and nothing else could give."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QVBoxLayout, QWidget


class BoardPlace(QVBoxLayout):
    """The board area's column (the board, then the room a panel below it
    takes), laid out as a :class:`QVBoxLayout` does, then the board moved by
    :attr:`offset` (logical pixels), as far as its spare room in the column
    allows (and no further from then on): a board as large as its room, or
    larger, stays where it is."""

    def __init__(self, board: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self._board = board
        #: How far the board is from where the column puts it (x right, y down).
        self.offset = QPoint()

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        if self.offset.isNull():
            return
        board = self._board
        placed = board.geometry()
        below = 0  # the room kept for a panel below the board
        for i in range(self.count()):
            item = self.itemAt(i)
            if item is not None and item.widget() is not board:
                below += item.geometry().height()
        room = rect.adjusted(0, 0, 0, -below)
        dx = max(room.left() - placed.left(), min(room.right() - placed.right(),
                                                  self.offset.x()))
        dy = max(room.top() - placed.top(), min(room.bottom() - placed.bottom(),
                                                self.offset.y()))
        self.offset = QPoint(dx, dy)  # what the room allows now
        if dx or dy:
            board.move(placed.topLeft() + self.offset)
