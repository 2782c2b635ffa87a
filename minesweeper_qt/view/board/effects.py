"""Board animations: the ripple of exploding mines on a loss, and a flash of the
flags on a win. They only paint over the board; they never touch the model."""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QVariantAnimation, Signal
from PySide6.QtGui import QColor

from minesweeper_qt.engine import Look

from .paint_context import PaintContext

#: Explosion frames in the theme (``boom_1`` ...), played over FRAME_MS each.
BOOM_FRAMES = 6
FRAME_MS = 50
#: Longest delay of a mine's explosion after the first one, in milliseconds.
RIPPLE_MS = 700
#: Win flash: duration in milliseconds and number of flashes.
FLASH_MS = 600
FLASHES = 3

Cell = tuple[int, int]


class Effect(QObject):
    """A time-driven overlay: ``progress`` runs from 0 to ``duration_ms``;
    ``changed`` asks the board to repaint, ``finished`` ends it."""

    changed = Signal()
    finished = Signal()

    def paint(self, ctx: PaintContext) -> None:
        """Draw the effect's current state over the block of ``ctx``."""

    def __init__(self, duration_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = duration_ms
        self.now_ms = 0.0
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(float(duration_ms))
        self._animation.setDuration(duration_ms)
        self._animation.valueChanged.connect(self._on_value)
        self._animation.finished.connect(self.finished.emit)

    def start(self) -> None:
        self._animation.start()

    def stop(self) -> None:
        self._animation.stop()

    @property
    def running(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def _on_value(self, value: object) -> None:
        self.now_ms = float(value)  # type: ignore[arg-type]
        self.changed.emit()


class Explosion(Effect):
    """Mines blowing up in a ripple from ``origin`` over a ``rows`` x ``cols``
    board: each mine starts after a delay proportional to its distance (Euclidean,
    in cells; the farthest corner at :data:`RIPPLE_MS`) and plays the frames.
    ``frame(cell)`` is the frame number to draw (1-``BOOM_FRAMES``) or None.

    Nothing is worked out per mine in advance: each repaint finds the mines of the
    cells it paints (the lost board's looks), so a board of a million cells with
    200,000 mines costs no more than the cells on screen.
    """

    _BOOMS = frozenset({Look.MINE * 16, Look.EXPLODED * 16})

    def __init__(self, origin: Cell, rows: int, cols: int, parent: QObject | None = None):
        super().__init__(RIPPLE_MS + BOOM_FRAMES * FRAME_MS, parent)
        self.origin = origin
        far = max(math.dist(origin, corner)
                  for corner in ((0, 0), (0, cols - 1), (rows - 1, 0), (rows - 1, cols - 1)))
        self._ms_per_cell = RIPPLE_MS / far if far else 0.0

    def delay_ms(self, cell: Cell) -> float:
        return math.dist(self.origin, cell) * self._ms_per_cell

    def frame(self, cell: Cell) -> int | None:
        t = self.now_ms - self.delay_ms(cell)
        if t < 0:
            return None
        index = int(t // FRAME_MS) + 1
        return index if index <= BOOM_FRAMES else None

    def paint(self, ctx: PaintContext) -> None:
        """The current frame of each exploding mine in the block."""
        booms = self._BOOMS
        col0 = ctx.cols.start
        for row in ctx.rows:
            keys = ctx.model.paintKeys(row, col0, ctx.cols.stop)
            for k, key in enumerate(keys):
                if key in booms:
                    frame = self.frame((row, col0 + k))
                    if frame is not None:
                        ctx.painter.drawPixmap(
                            ctx.cell_rect(row, col0 + k).topLeft(),
                            ctx.art.pixmap(f"boom_{frame}", ctx.size, ctx.dpr))


class WinFlash(Effect):
    """The flags glowing ``FLASHES`` times: ``strength()`` is 0.0-1.0."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(FLASH_MS, parent)

    def strength(self) -> float:
        phase = self.now_ms / self.duration_ms * FLASHES
        return max(0.0, math.sin(phase * math.pi)) if self.now_ms < self.duration_ms else 0.0

    def paint(self, ctx: PaintContext) -> None:
        """A glow over the flags of the block, as strong as the flash now is."""
        strength = self.strength()
        if strength <= 0:
            return
        glow = QColor(ctx.palette.win_glow)
        glow.setAlpha(round(150 * strength))
        flag = Look.FLAG * 16
        for row in ctx.rows:
            for k, code in enumerate(ctx.model.paintKeys(row, ctx.cols.start, ctx.cols.stop)):
                if code == flag:
                    ctx.painter.fillRect(ctx.cell_rect(row, ctx.cols.start + k), glow)
