"""The long-press progress ring: a paint layer that fills a ring on the held cell
as the hold goes on, completes at the threshold, then confirms with a short flash."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen

from .paint_context import PaintContext

Cell = tuple[int, int]

#: Repaint interval of the ring during a hold, in milliseconds (about 60 Hz).
TICK_MS = 16
#: How long the confirmation (a full ring fading out) shows, in milliseconds.
CONFIRM_MS = 220
#: The ring stays invisible for the first part of a hold, so a quick tap or
#: click shows nothing (a fraction of the hold time).
QUIET_FRACTION = 0.15


class HoldProgress(QObject):
    """The state the ring shows: which cell is held, since when, for how long.

    ``update_cell(cell)`` asks the board to repaint one cell; ``clock`` gives
    seconds (monotonic; tests may inject their own).
    """

    def __init__(self, update_cell: Callable[[Cell], None],
                 clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._update_cell = update_cell
        self._clock = clock
        self.cell: Cell | None = None
        self._start = 0.0
        self._hold_s = 0.4
        self._confirm_until = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def start(self, cell: Cell, hold_ms: int) -> None:
        """A hold of ``hold_ms`` milliseconds began on ``cell``."""
        self.stop()
        self.cell = cell
        self._start = self._clock()
        self._hold_s = hold_ms / 1000
        self._confirm_until = 0.0
        self._timer.start()

    def stop(self) -> None:
        """The hold ended without acting (released, moved, cancelled)."""
        cell = self.cell
        self.cell = None
        self._confirm_until = 0.0
        self._timer.stop()
        if cell is not None:
            self._update_cell(cell)

    def cancel(self) -> None:
        """Stop a hold in progress; a confirmation already showing plays out."""
        if not self._confirm_until:
            self.stop()

    def confirm(self) -> None:
        """The hold acted: show the full ring fading out for :data:`CONFIRM_MS`."""
        if self.cell is None:
            return
        self._confirm_until = self._clock() + CONFIRM_MS / 1000
        self._timer.start()
        self._update_cell(self.cell)

    def fraction(self) -> float:
        """How far the hold is, 0.0 to 1.0 (1.0 at the threshold)."""
        if self.cell is None or self._hold_s <= 0:
            return 0.0
        return min(1.0, (self._clock() - self._start) / self._hold_s)

    def confirming(self) -> float:
        """During the confirmation, its strength from 1.0 down to 0.0; else 0.0."""
        if not self._confirm_until:
            return 0.0
        return max(0.0, (self._confirm_until - self._clock()) / (CONFIRM_MS / 1000))

    def _tick(self) -> None:
        cell = self.cell
        if cell is None:
            self._timer.stop()
            return
        if self._confirm_until and self._clock() >= self._confirm_until:
            self.stop()
            return
        self._update_cell(cell)


class HoldRingLayer:
    """Paints the ring of ``progress`` over its cell: an arc in the palette's
    cursor colour that sweeps clockwise from twelve o'clock and closes when the
    hold is long enough; then the whole ring, filled, fading out."""

    def __init__(self, progress: HoldProgress) -> None:
        self._progress = progress

    def paint(self, ctx: PaintContext) -> None:
        progress = self._progress
        cell = progress.cell
        if cell is None or ctx.covered:
            return
        row, col = cell
        if row not in ctx.rows or col not in ctx.cols:
            return
        rect: QRect = ctx.cell_rect(row, col)
        painter = ctx.painter
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(2.0, ctx.cell_size / 9)
        ring = QRectF(rect).adjusted(width, width, -width, -width)
        color = QColor(ctx.palette.cursor)
        confirm = progress.confirming()
        if confirm > 0:
            fill = QColor(color)
            fill.setAlphaF(0.45 * confirm)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawEllipse(ring)
            color.setAlphaF(confirm)
            painter.setPen(QPen(color, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(ring)
        else:
            fraction = progress.fraction()
            if fraction > QUIET_FRACTION:
                # Grows over the part of the hold after the quiet start.
                sweep = (fraction - QUIET_FRACTION) / (1 - QUIET_FRACTION)
                track = QColor(color)
                track.setAlphaF(0.3)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(track, width))
                painter.drawEllipse(ring)
                pen = QPen(color, width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawArc(ring, 90 * 16, -round(sweep * 360 * 16))
        painter.restore()
