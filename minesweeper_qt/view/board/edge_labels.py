"""Row and column labels along the board's edges, and the cell names they
make ("C5": column letters along the top, row numbers down the side), shown
whenever a text names cells (a hint, a review).

The labels are the board view's own table headers, drawn here (not read from
the model), so they follow scrolling and zoom with the cells.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QHeaderView, QWidget

from ..numbers import integer
from .paint_context import PaintContext

Cell = tuple[int, int]


def column_name(col: int) -> str:
    """A column as the top edge labels it: A-Z, then AA, AB... (0-based ``col``)."""
    name = ""
    col += 1
    while col:
        col, rest = divmod(col - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def row_name(row: int) -> str:
    """A row as the side labels it: 1, 2... in the language's digits (0-based ``row``)."""
    return integer(row + 1)


def cell_name(cell: Cell) -> str:
    """A cell as the edge labels name it: column then row ("C5")."""
    return column_name(cell[1]) + row_name(cell[0])


class EdgeLabels(QHeaderView):
    """One edge's labels (object name ``columnLabels`` or ``rowLabels``):
    each section is one cell wide or high and shows its column letters or row
    number, in a font that follows the cell size."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        horizontal = orientation is Qt.Orientation.Horizontal
        self.setObjectName("columnLabels" if horizontal else "rowLabels")
        self.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setMinimumSectionSize(1)
        self.setSectionsClickable(False)
        self.setHighlightSections(False)

    def labelFont(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, min(18, round(self.defaultSectionSize() * 0.45))))
        return font

    def _label(self, index: int) -> str:
        return column_name(index) if self.orientation() is Qt.Orientation.Horizontal \
            else row_name(index)

    def sizeHint(self) -> QSize:
        """Room for the longest label (the table reads it for its margins)."""
        metrics = QFontMetrics(self.labelFont())
        count = max(1, self.count())
        if self.orientation() is Qt.Orientation.Horizontal:
            return QSize(self.length(), metrics.height() + 4)
        widest = max(metrics.horizontalAdvance(self._label(i))
                     for i in {0, count - 1, min(count - 1, 9), min(count - 1, 99)})
        return QSize(widest + 8, self.length())

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        painter.save()
        palette = self.palette()
        painter.fillRect(rect, palette.color(QPalette.ColorRole.Window))
        painter.setPen(palette.color(QPalette.ColorRole.Mid))
        if self.orientation() is Qt.Orientation.Horizontal:
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        else:
            painter.drawLine(rect.topRight(), rect.bottomRight())
        painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        painter.setFont(self.labelFont())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._label(logicalIndex))
        painter.restore()


class InsideLabels:
    """The same labels drawn inside the board, a board layer: column letters
    in the top-right corner of the top row in view, row numbers in the
    bottom-left corner of the left column in view, each on a small tag in the
    window's colours (below ``coveredTop``). Nothing around the board changes size for them, so the
    board never moves when they show (``shown``)."""

    def __init__(self) -> None:
        self.shown = False
        #: Viewport pixels at the top hidden by a panel over the board: the
        #: column letters go on the first row below them.
        self.coveredTop = 0

    def paint(self, ctx: PaintContext) -> None:
        if not self.shown or ctx.covered:
            return
        size = ctx.cell_size
        top_row = max(0, -(-(self.coveredTop - ctx.origin.y()) // size))
        left_col = max(0, -ctx.origin.x() // size)
        painter = ctx.painter
        painter.save()
        font = QFont(painter.font())
        font.setPixelSize(max(7, round(size * 0.34)))
        font.setBold(True)
        painter.setFont(font)
        metrics = QFontMetrics(font)
        back = QColor(ctx.palette.window)
        back.setAlphaF(0.85)
        text = QColor(ctx.palette.text)
        pad = 1
        height = metrics.height()

        def tag(rect: QRect, label: str, right: bool) -> None:
            width = metrics.horizontalAdvance(label) + 2 * pad
            x = rect.right() + 1 - width if right else rect.left()
            y = rect.top() if right else rect.bottom() + 1 - height
            box = QRectF(x, y, width, height)
            painter.fillRect(box, back)
            painter.setPen(text)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

        if top_row in ctx.rows:
            for col in ctx.cols:
                tag(ctx.cell_rect(top_row, col), column_name(col), True)
        if left_col in ctx.cols:
            for row in ctx.rows:
                tag(ctx.cell_rect(row, left_col), row_name(row), False)
        painter.restore()
