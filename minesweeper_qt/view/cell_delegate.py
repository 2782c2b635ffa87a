"""Paints board cells from cached theme pixmaps; holds no game state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from minesweeper_qt.engine import Look
from minesweeper_qt.model import CellRole

from .art import PRESSED_ELEMENT, Art, element_for_key
from .effects import Explosion, WinFlash

if TYPE_CHECKING:
    from .board_view import BoardView

#: Paint keys (``look * 16``) of cells a press preview shows held down.
PRESSABLE_KEYS = frozenset({Look.HIDDEN * 16, Look.QUESTION * 16})
_PRESSED_KEY = -1
_CURSOR_COLOR = QColor(255, 140, 0)


class CellDelegate(QStyledItemDelegate):
    """Draws each cell as one cached pixmap chosen by the model's ``PAINT_KEY``,
    the press preview held down, and the keyboard cursor as a frame.

    Pixmaps are looked up per paint key for the current cell size and device
    pixel ratio; the SVG is rendered only when the size or ratio changes.
    """

    def __init__(self, view: BoardView, art: Art) -> None:
        super().__init__(view)
        self._view = view
        self._art = art
        self._pixmaps: dict[int, QPixmap] = {}
        self._pixmap_size = QSize()
        self._pixmap_dpr = 0.0

    def pixmapFor(self, key: int, size: QSize, dpr: float) -> QPixmap:
        """The pixmap of a paint key (or the pressed look for ``-1``) at a size."""
        if size != self._pixmap_size or dpr != self._pixmap_dpr:
            self._pixmaps.clear()
            self._pixmap_size = QSize(size)
            self._pixmap_dpr = dpr
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            element = PRESSED_ELEMENT if key == _PRESSED_KEY else element_for_key(key)
            pixmap = self._art.pixmap(element, size, dpr)
            self._pixmaps[key] = pixmap
        return pixmap

    def paintCells(
        self, painter: QPainter, rows: range, cols: range, origin: QPoint
    ) -> None:
        """Paint the cells of ``rows`` x ``cols`` (a visible block of the board),
        cell (0, 0) at ``origin`` in viewport pixels. Runs of equal cells in a row
        are drawn as one tiled pixmap; the look of each cell comes from one
        ``look_codes`` call per row."""
        view = self._view
        game = view.boardModel().game
        size = view.cellSize
        cell_size = QSize(size, size)
        dpr = view.pixelRatio
        pixmap_for = self.pixmapFor
        pressed = view.pressedCells
        pressed_rows = {r for r, _ in pressed}
        col0 = cols.start
        x0 = origin.x() + col0 * size
        for row in rows:
            keys = game.look_codes(row, col0, cols.stop)
            if row in pressed_rows:
                for r, c in pressed:
                    if r == row and col0 <= c < cols.stop and keys[c - col0] in PRESSABLE_KEYS:
                        keys[c - col0] = _PRESSED_KEY
            y = origin.y() + row * size
            run_start = 0
            count = len(keys)
            while run_start < count:
                key = keys[run_start]
                run_end = run_start + 1
                while run_end < count and keys[run_end] == key:
                    run_end += 1
                pixmap = pixmap_for(key, cell_size, dpr)
                x = x0 + run_start * size
                if run_end - run_start == 1:
                    painter.drawPixmap(x, y, pixmap)
                else:
                    painter.drawTiledPixmap(x, y, (run_end - run_start) * size, size, pixmap)
                run_start = run_end
        if view.cursorShown:
            row, col = view.cursorCell
            if row in rows and col in cols:
                rect = QRect(origin.x() + col * size, origin.y() + row * size, size, size)
                self._paint_cursor(painter, rect)

    def paintCovered(self, painter: QPainter, rows: range, cols: range, origin: QPoint) -> None:
        """Every cell of the block drawn hidden (the board while paused)."""
        size = self._view.cellSize
        pixmap = self.pixmapFor(Look.HIDDEN * 16, QSize(size, size), self._view.pixelRatio)
        painter.drawTiledPixmap(
            origin.x() + cols.start * size, origin.y() + rows.start * size,
            len(cols) * size, len(rows) * size, pixmap,
        )

    def paintExplosion(self, painter: QPainter, explosion: Explosion, rows: range,
                       cols: range, origin: QPoint) -> None:
        """The current frame of each exploding mine in the block."""
        size = self._view.cellSize
        cell_size = QSize(size, size)
        dpr = self._view.pixelRatio
        for row in rows:
            for col in explosion.rows.get(row, ()):
                if col in cols:
                    frame = explosion.frame((row, col))
                    if frame is not None:
                        painter.drawPixmap(
                            origin.x() + col * size, origin.y() + row * size,
                            self._art.pixmap(f"boom_{frame}", cell_size, dpr),
                        )

    def paintFlash(self, painter: QPainter, flash: WinFlash, rows: range, cols: range,
                   origin: QPoint) -> None:
        """A white glow over the flags of the block, as strong as the flash now is."""
        strength = flash.strength()
        if strength <= 0:
            return
        size = self._view.cellSize
        game = self._view.boardModel().game
        glow = QColor(255, 255, 255, round(150 * strength))
        flag = Look.FLAG * 16
        for row in rows:
            for k, code in enumerate(game.look_codes(row, cols.start, cols.stop)):
                if code == flag:
                    painter.fillRect(origin.x() + (cols.start + k) * size,
                                     origin.y() + row * size, size, size, glow)

    def _paint_cursor(self, painter: QPainter, rect: QRect) -> None:
        width = max(2, rect.width() // 12)
        painter.setPen(QPen(_CURSOR_COLOR, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = (width + 1) // 2
        painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        key = index.data(CellRole.PAINT_KEY)
        if key is None:
            return
        view = self._view
        rect: QRect = option.rect
        cell = (index.row(), index.column())
        if key in PRESSABLE_KEYS and cell in view.pressedCells:
            key = _PRESSED_KEY
        painter.drawPixmap(rect.topLeft(), self.pixmapFor(key, rect.size(), view.pixelRatio))
        if cell == view.cursorCell and view.cursorShown:
            self._paint_cursor(painter, rect)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = self._view.cellSize
        return QSize(size, size)

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        return None  # type: ignore[return-value]  # cells are never edited
