"""The daily board's given opening cell, marked until the first move."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen

from minesweeper_qt.engine import Game

from .paint_context import PaintContext


class StartMarkLayer:
    """Paints a ring in the palette's ``hint`` colour on ``cell`` ((row, col))
    while the board shows ``game`` and no move was made in it (the daily
    board's opening cell: it always opens an area). ``cell`` None paints
    nothing."""

    def __init__(self) -> None:
        self.cell: tuple[int, int] | None = None
        self.game: Game | None = None

    def paint(self, ctx: PaintContext) -> None:
        cell, game = self.cell, self.game
        if cell is None or ctx.covered or ctx.model.game is not game or game.moves:
            return
        row, col = cell
        if row not in ctx.rows or col not in ctx.cols:
            return
        rect = ctx.cell_rect(row, col)
        width = max(2, ctx.cell_size // 8)
        painter = ctx.painter
        painter.save()
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(ctx.palette.hint), width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = width + ctx.cell_size // 8
        painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
        painter.restore()
