"""Row and column labels along the board's edges, and the cell names they
make ("C5": column letters along the top, row numbers down the side), shown
whenever a text names cells (a hint, a review).

The labels are the board view's own table headers, drawn here (not read from
the model), so they follow scrolling and zoom with the cells. They sit beside
the cells, never on them: the game's window keeps their room at all times
(an empty margin until a text names cells), as Go and chess programs keep
their coordinates outside the board, so that the board never moves when
they show and no label covers a number (issue 44: the labels drawn inside
the board at 24 px cells sat on the cells' numbers).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QAbstractButton, QHeaderView, QTableView, QWidget

from ..numbers import integer
from ..paint.palette import CLASSIC, Palette

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
    number, in a font that follows the cell size. With :attr:`labelsShown`
    False it keeps its room and draws none: an empty margin, in which the
    labels appear without anything moving (the game's window, see
    :attr:`BoardView.labelsReserved`)."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        horizontal = orientation is Qt.Orientation.Horizontal
        self.setObjectName("columnLabels" if horizontal else "rowLabels")
        self.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setMinimumSectionSize(1)
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        self.labelsShown = True
        #: The theme's colours (set with the board's: BoardView.setColors).
        self.colors: Palette = CLASSIC

    def relabel(self) -> None:
        """Draw every section again (its labels shown or hidden, or its colours changed)."""
        self.headerDataChanged(self.orientation(), 0, max(0, self.count() - 1))

    def labelFont(self, cell: int | None = None) -> QFont:
        """The labels' font for cells of ``cell`` pixels (default: the present size)."""
        size = self.defaultSectionSize() if cell is None else cell
        font = QFont(self.font())
        font.setPixelSize(max(8, min(18, round(size * 0.45))))
        return font

    def _label(self, index: int) -> str:
        return column_name(index) if self.orientation() is Qt.Orientation.Horizontal \
            else row_name(index)

    def thickness(self, cell: int | None = None) -> int:
        """The labels' depth in pixels for cells of ``cell`` pixels: the
        column labels' height, the row labels' width (room for the longest)."""
        metrics = QFontMetrics(self.labelFont(cell))
        if self.orientation() is Qt.Orientation.Horizontal:
            return metrics.height() + 4
        count = max(1, self.count())
        return max(metrics.horizontalAdvance(self._label(i))
                   for i in {0, count - 1, min(count - 1, 9), min(count - 1, 99)}) + 8

    def sizeHint(self) -> QSize:
        """Room for the longest label (the table reads it for its margins)."""
        if self.orientation() is Qt.Orientation.Horizontal:
            return QSize(self.length(), self.thickness())
        return QSize(self.thickness(), self.length())

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        painter.save()
        # The theme's body and text colours: the ruler is part of the window
        # around the board (an empty margin while the labels are hidden).
        colors = self.colors
        painter.fillRect(rect, QColor(colors.window))
        if not self.labelsShown:
            painter.restore()
            return
        painter.setPen(QColor(colors.text))
        painter.setFont(self.labelFont())
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._label(logicalIndex))
        painter.restore()


class RulerCorner(QObject):
    """Draws the table's corner (above the row labels, left of the column
    labels) in the ruler's colour, ``labels.colors.window``. Qt paints it as
    a header section in the style's colours: in a window without the main
    window's style sheet (the replay's) it stayed a light box beside a dark
    ruler. Its paint events are taken over by an event filter (the corner is
    a private Qt class)."""

    def __init__(self, view: QTableView, labels: EdgeLabels) -> None:
        super().__init__(view)
        self._labels = labels
        #: The corner widget (None if this Qt has none).
        self.corner: QWidget | None = next(
            (child for child in view.findChildren(QAbstractButton)
             if child.metaObject().className() == "QTableCornerButton"), None)
        if self.corner is not None:
            self.corner.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self.corner:
            painter = QPainter(self.corner)
            painter.fillRect(self.corner.rect(), QColor(self._labels.colors.window))
            painter.end()
            return True
        return False

    def update(self) -> None:
        """Draw it again (the colours changed)."""
        if self.corner is not None:
            self.corner.update()
