"""The probability overlay: every unrevealed cell tinted by its mine probability.

The scale runs from dark blue (safe) through grey to yellow (certain mine),
following the lightness ramp of *cividis* (Nuñez, Anderton and Renslow, 2018), a
colour map designed to read the same with and without colour-vision deficiency:
the lightness alone orders the cells. Cells of 24 pixels and more show the
percentage; certain cells get a mark (a tick for safe, a cross for a mine) so
that certainty never depends on telling two shades apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPen

from minesweeper_qt.engine import Look

from .hint import percent
from .paint_context import PaintContext

# lupdate reads ``translate("Assist", "text")`` calls through this name.
translate = QCoreApplication.translate

#: Smallest cell side, in logical pixels, that shows the percentage.
TEXT_MIN_CELL = 24
#: Opacity of the tint over the hidden cell (0-255).
TINT_ALPHA = 205
#: (position 0-1, colour) anchors of the scale, sampled from cividis.
SCALE = ((0.0, (0x00, 0x22, 0x4E)), (0.25, (0x35, 0x45, 0x6C)), (0.5, (0x66, 0x69, 0x70)),
         (0.75, (0xA5, 0x9C, 0x74)), (1.0, (0xFE, 0xE8, 0x38)))
_UNREVEALED = frozenset({Look.HIDDEN, Look.QUESTION, Look.FLAG})


def scale_color(p: float) -> QColor:
    """The scale's colour for mine probability ``p`` (0.0 safe to 1.0 mine),
    opaque. Values outside 0-1 are clamped."""
    p = min(1.0, max(0.0, p))
    for (p0, c0), (p1, c1) in zip(SCALE, SCALE[1:]):
        if p <= p1:
            t = (p - p0) / (p1 - p0)
            return QColor(*(round(a + (b - a) * t) for a, b in zip(c0, c1)))
    return QColor(*SCALE[-1][1])


_TINTS: list[QColor] = []
_INKS: list[QColor] = []
for _k in range(101):
    _tint = scale_color(_k / 100)
    _tint.setAlpha(TINT_ALPHA)
    _TINTS.append(_tint)
    # Dark ink on the light end, light ink on the dark end.
    _INKS.append(QColor("#000000") if _k >= 62 else QColor("#ffffff"))


class ProbabilityLayer:
    """Paints the mine probabilities of ``probabilities`` (row-major, one float
    0.0-1.0 per cell, None for revealed cells; ``cols`` cells a row) over the
    unrevealed cells while ``enabled``. Cells revealed since the numbers were
    computed are skipped (the look is read at paint time), so a stale result
    never tints an open cell. Nothing is painted over a finished game."""

    def __init__(self) -> None:
        self.enabled = False
        self.probabilities: Sequence[float | None] | None = None
        self.cols = 0

    def paint(self, ctx: PaintContext) -> None:
        probs = self.probabilities
        if not self.enabled or probs is None or ctx.covered:
            return
        game = ctx.model.game
        if game.status.is_over or game.cols != self.cols or len(probs) != game.rows * game.cols:
            return
        painter = ctx.painter
        size = ctx.cell_size
        painter.save()
        text = size >= TEXT_MIN_CELL
        if text:
            font = QFont(painter.font())
            font.setPixelSize(max(8, round(size * 0.36)))
            font.setBold(True)
            painter.setFont(font)
        mark_width = max(2.0, size / 10)
        cols = self.cols
        col0, stop = ctx.cols.start, ctx.cols.stop
        for row in ctx.rows:
            keys = ctx.model.paintKeys(row, col0, stop)
            base = row * cols
            for offset, key in enumerate(keys):
                if key >> 4 not in _UNREVEALED:
                    continue
                col = col0 + offset
                p = probs[base + col]
                if p is None:
                    continue
                k = round(p * 100)
                rect = ctx.cell_rect(row, col)
                painter.fillRect(rect, _TINTS[k])
                if p == 0.0 or p == 1.0:
                    painter.setPen(QPen(_INKS[k], mark_width, Qt.PenStyle.SolidLine,
                                        Qt.PenCapStyle.RoundCap))
                    x, y, s = rect.x(), rect.y(), size
                    if p == 0.0:  # a tick: certainly safe
                        painter.drawPolyline([QPointF(x + s * 0.25, y + s * 0.52),
                                              QPointF(x + s * 0.43, y + s * 0.70),
                                              QPointF(x + s * 0.76, y + s * 0.32)])
                    else:  # a cross: certainly a mine
                        painter.drawLine(QPointF(x + s * 0.28, y + s * 0.28),
                                         QPointF(x + s * 0.72, y + s * 0.72))
                        painter.drawLine(QPointF(x + s * 0.72, y + s * 0.28),
                                         QPointF(x + s * 0.28, y + s * 0.72))
                elif text:
                    painter.setPen(_INKS[k])
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, percent(p))
        painter.restore()
