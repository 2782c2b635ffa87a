"""A one-line label that never widens its window (the live counters, the
replay's counters): a text wider than its room is drawn smaller."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout


class FitLine(QLabel):
    """A one-line label that never asks for more width than the window
    gives it: a text wider than its room is drawn in a smaller font (down to
    :data:`SMALLEST` of the normal size), so the line never widens the window
    and the board never moves for it.

    ``reserved``: its room is kept while it is hidden (a line an option
    shows: turning it on or off never resizes the window)."""

    def __init__(self, reserved: bool = False) -> None:
        super().__init__()
        if reserved:
            policy = self.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            self.setSizePolicy(policy)

    def sizeHint(self) -> QSize:
        return QSize(0, self.fontMetrics().height() + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def fittedFont(self) -> QFont:
        """The font the text is drawn in at the label's width."""
        font = QFont(self.font())
        wide = QFontMetrics(font).horizontalAdvance(self.text())
        room = max(1, self.width() - 6)
        if wide > room:
            size = font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())
            scaled = max(size * SMALLEST, size * room / wide)
            if font.pointSizeF() > 0:
                font.setPointSizeF(scaled)
            else:
                font.setPixelSize(max(1, int(scaled)))
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setFont(self.fittedFont())
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()


#: The smallest a fitted line's font gets, as a share of its normal size.
SMALLEST = 0.7


class LineStrip(QFrame):
    """The place of a line an option shows (object name ``liveStrip``),
    always drawn, the line in it or not: a strip framed like the header by
    the window's style sheet, so that the room kept below the board reads as
    the line's place rather than a gap (issue 44)."""

    def __init__(self, line: FitLine) -> None:
        super().__init__()
        self.setObjectName("liveStrip")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(line)


