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

from PySide6.QtCore import QCoreApplication, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap

from minesweeper_qt.engine import Look

from ..numbers import percent
from ..paint.scale import scale_color
from .paint_context import PaintContext

# lupdate reads ``translate("Assist", "text")`` calls through this name.
translate = QCoreApplication.translate

#: Smallest cell side, in logical pixels, that shows the percentage.
TEXT_MIN_CELL = 24
#: Opacity of the tint over the hidden cell (0-255).
TINT_ALPHA = 205
_UNREVEALED = frozenset({Look.HIDDEN, Look.QUESTION, Look.FLAG})


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
    0.0-1.0 per cell, None for revealed cells; ``cols`` cells a row, the first
    one at board cell ``(top, left)``: the whole board, or the window a huge
    board's analysis covers) over the unrevealed cells while ``enabled``. Cells
    revealed since the numbers were computed are skipped (the look is read at
    paint time), so a stale result
    never tints an open cell. Nothing is painted over a finished game.

    Each distinct cell image (tint, percentage or mark) is drawn once per cell
    size and pixel ratio into a cached pixmap, and a run of equal cells in a row
    is one tiled draw: an expert board repaints in about a millisecond.
    """

    def __init__(self) -> None:
        self.enabled = False
        self.probabilities: Sequence[float | None] | None = None
        self.cols = 0
        self.top = 0
        self.left = 0
        self._images: dict[tuple[int, int, int, float], QPixmap] = {}

    def at(self, cell: tuple[int, int]) -> float | None:
        """The probability shown on ``cell`` (``(row, col)``), or None: none
        computed there (outside the window, a revealed cell, none yet)."""
        values = self.probabilities
        row, col = cell[0] - self.top, cell[1] - self.left
        if values is None or self.cols <= 0 or not 0 <= col < self.cols or row < 0:
            return None
        k = row * self.cols + col
        return values[k] if k < len(values) else None

    def _image(self, code: int, size: int, dpr: float) -> QPixmap:
        """The cell image of ``code`` (see :func:`_code`)."""
        key = (code, size, 0, dpr)
        image = self._images.get(key)
        if image is not None:
            return image
        if len(self._images) > 4000:
            self._images.clear()
        k, variant = divmod(code, 4)
        image = QPixmap(round(size * dpr), round(size * dpr))
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(0, 0, size, size, _TINTS[k])
        ink = _INKS[k]
        s = size
        if variant == _CERTAIN:
            painter.setPen(QPen(ink, max(2.0, s / 10), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            if k == 0:  # a tick: certainly safe
                painter.drawPolyline([QPointF(s * 0.25, s * 0.52), QPointF(s * 0.43, s * 0.70),
                                      QPointF(s * 0.76, s * 0.32)])
            else:  # a cross: certainly a mine
                painter.drawLine(QPointF(s * 0.28, s * 0.28), QPointF(s * 0.72, s * 0.72))
                painter.drawLine(QPointF(s * 0.72, s * 0.28), QPointF(s * 0.28, s * 0.72))
        elif size >= TEXT_MIN_CELL:
            p = 0.005 if variant == _BELOW_1 else 0.995 if variant == _ABOVE_99 else k / 100
            font, text = label_for(QFont(painter.font()), p, size)
            painter.setFont(font)
            painter.setPen(ink)
            painter.drawText(QRect(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
        self._images[key] = image
        return image

    def clearCache(self) -> None:
        """Forget the cell images (after a language change: digits may differ)."""
        self._images.clear()

    def paint(self, ctx: PaintContext) -> None:
        probs = self.probabilities
        if not self.enabled or probs is None or ctx.covered:
            return
        game = ctx.model.game
        cols, top, left = self.cols, self.top, self.left
        if game.status.is_over or cols <= 0 or len(probs) % cols \
                or top + len(probs) // cols > game.rows or left + cols > game.cols:
            return
        painter = ctx.painter
        size, dpr = ctx.cell_size, ctx.dpr
        col0, stop = max(ctx.cols.start, left), min(ctx.cols.stop, left + cols)
        if col0 >= stop:
            return
        ox, oy = ctx.origin.x(), ctx.origin.y()
        unrevealed = _UNREVEALED_KEYS
        for row in range(max(ctx.rows.start, top), min(ctx.rows.stop, top + len(probs) // cols)):
            keys = ctx.model.paintKeys(row, col0, stop)
            base = (row - top) * cols - left
            row_probs = probs[base + col0:base + stop]
            y = oy + row * size
            run_start, run_code = 0, -1
            count = len(keys)
            for offset in range(count + 1):
                code = -1
                if offset < count and keys[offset] & ~15 in unrevealed:
                    p = row_probs[offset]
                    if p is not None:
                        code = _code(p)
                if code != run_code:
                    if run_code >= 0:
                        x = ox + (col0 + run_start) * size
                        image = self._image(run_code, size, dpr)
                        if offset - run_start == 1:
                            painter.drawPixmap(x, y, image)
                        else:
                            painter.drawTiledPixmap(x, y, (offset - run_start) * size, size,
                                                    image)
                    run_start, run_code = offset, code


def label_for(font: QFont, p: float, size: int) -> tuple[QFont, str]:
    """The font and text of probability ``p``'s label in a cell of ``size``
    pixels, whole inside the cell: the language's percentage ("10 %" in
    German) at about a third of the cell, smaller if it must be (down to
    :data:`SMALLEST_LABEL` pixels), else the bare number without its sign."""
    font.setBold(True)
    room = size - 2 * LABEL_PAD
    pixels = max(SMALLEST_LABEL, round(size * 0.36))
    for text in (percent(p), percent(p, sign=False)):
        for px in range(pixels, SMALLEST_LABEL - 1, -1):
            font.setPixelSize(px)
            if QFontMetrics(font).horizontalAdvance(text) <= room:
                return font, text
    return font, percent(p, sign=False)


#: Smallest probability label, in pixels, and its margin inside the cell.
SMALLEST_LABEL = 7
LABEL_PAD = 1

_PLAIN, _BELOW_1, _ABOVE_99, _CERTAIN = 0, 1, 2, 3
_UNREVEALED_KEYS = frozenset(look * 16 for look in _UNREVEALED)


def _code(p: float) -> int:
    """A cell's image code: ``percent * 4 + variant``."""
    if p == 0.0:
        return _CERTAIN
    if p == 1.0:
        return 100 * 4 + _CERTAIN
    k = round(p * 100)
    if p < 0.01:
        return k * 4 + _BELOW_1
    if p > 0.99:
        return k * 4 + _ABOVE_99
    return k * 4
