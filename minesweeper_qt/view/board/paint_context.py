"""What a paint layer gets: the painter, the visible block, the board's state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QPainter

from minesweeper_qt.model import BoardModel

from ..paint.art import Art
from ..paint.palette import Palette

Cell = tuple[int, int]


@dataclass
class PaintContext:
    """One repaint of the board.

    ``rows`` x ``cols`` is the block of cells the repaint touches; cell
    ``(0, 0)`` sits at ``origin`` in viewport pixels and each cell is
    ``cell_size`` logical pixels square, drawn at device pixel ratio ``dpr``.
    ``model`` is read through :meth:`BoardModel.paintKeys` (the documented
    read-only grid of looks); ``art`` is the one pixmap cache. The rest is the
    board view's state: cells held down by a press, the keyboard cursor (None
    when hidden) and whether the board is covered (paused).
    """

    painter: QPainter
    rows: range
    cols: range
    origin: QPoint
    cell_size: int
    dpr: float
    model: BoardModel
    art: Art
    palette: Palette
    pressed: frozenset[Cell] = frozenset()
    cursor: Cell | None = None
    covered: bool = False

    @property
    def size(self) -> QSize:
        return QSize(self.cell_size, self.cell_size)

    def cell_rect(self, row: int, col: int) -> QRect:
        """The cell's square in viewport pixels."""
        size = self.cell_size
        return QRect(self.origin.x() + col * size, self.origin.y() + row * size, size, size)


class Layer(Protocol):
    """One thing painted over the board, in order (cells first, overlays last)."""

    def paint(self, ctx: PaintContext) -> None: ...
