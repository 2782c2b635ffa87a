"""The board's paint layers: cells, press preview, keyboard cursor, effects, cover.

:class:`BoardView` paints its ``layers`` in order; a new overlay (a hint, the
probability overlay, a replay's mouse path) is one more object with
``paint(ctx)`` in that list.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

from minesweeper_qt.engine import Look

from ..paint.art import PRESSED_ELEMENT
from .effects import Effect
from .paint_context import Layer, PaintContext

#: Paint keys (``look * 16``) of cells a press preview shows held down.
PRESSABLE_KEYS = frozenset({Look.HIDDEN * 16, Look.QUESTION * 16})
_HIDDEN_KEY = Look.HIDDEN * 16


class CellsLayer:
    """Every cell's look, from one :meth:`BoardModel.paintKeys` call per row; runs of
    equal cells in a row are drawn as one tiled pixmap."""

    def paint(self, ctx: PaintContext) -> None:
        if ctx.covered:
            return
        painter, size, dpr, art = ctx.painter, ctx.cell_size, ctx.dpr, ctx.art
        col0, stop = ctx.cols.start, ctx.cols.stop
        x0 = ctx.origin.x() + col0 * size
        paint_keys = ctx.model.paintKeys
        for row in ctx.rows:
            keys = paint_keys(row, col0, stop)
            y = ctx.origin.y() + row * size
            run_start, count = 0, len(keys)
            while run_start < count:
                key = keys[run_start]
                run_end = run_start + 1
                while run_end < count and keys[run_end] == key:
                    run_end += 1
                pixmap = art.cell(key, size, dpr)
                x = x0 + run_start * size
                if run_end - run_start == 1:
                    painter.drawPixmap(x, y, pixmap)
                else:
                    painter.drawTiledPixmap(x, y, (run_end - run_start) * size, size, pixmap)
                run_start = run_end


class PressedLayer:
    """Cells held down by a press (hidden or question-marked ones) drawn pressed."""

    def paint(self, ctx: PaintContext) -> None:
        if ctx.covered or not ctx.pressed:
            return
        pixmap = ctx.art.pixmap(PRESSED_ELEMENT, ctx.size, ctx.dpr)
        for row, col in ctx.pressed:
            if row in ctx.rows and col in ctx.cols and \
                    ctx.model.paintKeys(row, col, col + 1)[0] in PRESSABLE_KEYS:
                ctx.painter.drawPixmap(ctx.cell_rect(row, col).topLeft(), pixmap)


class CursorLayer:
    """The keyboard cursor: a frame in the palette's cursor colour."""

    def paint(self, ctx: PaintContext) -> None:
        if ctx.covered or ctx.cursor is None:
            return
        row, col = ctx.cursor
        if row not in ctx.rows or col not in ctx.cols:
            return
        rect = ctx.cell_rect(row, col)
        width = max(2, rect.width() // 12)
        ctx.painter.setPen(QPen(QColor(ctx.palette.cursor), width))
        ctx.painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = (width + 1) // 2
        ctx.painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))


class EffectLayer:
    """The running animation, if any (``effect()`` returns it)."""

    def __init__(self, effect: Callable[[], Effect | None]) -> None:
        self._effect = effect

    def paint(self, ctx: PaintContext) -> None:
        effect = self._effect()
        if effect is not None and not ctx.covered:
            effect.paint(ctx)


class CoverLayer:
    """While the game is paused every cell is drawn hidden."""

    def paint(self, ctx: PaintContext) -> None:
        if not ctx.covered:
            return
        size = ctx.cell_size
        ctx.painter.drawTiledPixmap(
            ctx.origin.x() + ctx.cols.start * size, ctx.origin.y() + ctx.rows.start * size,
            len(ctx.cols) * size, len(ctx.rows) * size, ctx.art.cell(_HIDDEN_KEY, size, ctx.dpr),
        )


def standard_layers(effect: Callable[[], Effect | None]) -> list[Layer]:
    """The board's layers, bottom to top."""
    return [CellsLayer(), PressedLayer(), CursorLayer(), EffectLayer(effect), CoverLayer()]
