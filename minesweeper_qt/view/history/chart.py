"""The history window's chart (object name ``historyChart``): for the won games
of one board size, oldest first, their time and their 3BV/s, each in a plot of
its own with personal bests marked by stars.

Painted with QPainter in a widget of our own: a plotting library (pyqtgraph)
needed numpy, 39 MB of the standalone build for two line charts, and Qt's own
QtCharts is not in PySide6-Essentials. Up to :attr:`HistoryChart.SYMBOLS_UP_TO`
games each game is a dot; past that a line, cut down to the lowest and highest
value of each pixel column (what a line of 100,000 points looks like anyway),
worked out once per size and series, not on every paint. Tick labels are in the
language's digits (:mod:`minesweeper_qt.view.numbers`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from ..numbers import number

translate = QCoreApplication.translate

#: Colours of the two series and of the personal-best stars (fill, outline).
TIME_COLOUR = QColor(40, 90, 200)
RATE_COLOUR = QColor(20, 140, 60)
STAR_FILL = QColor(240, 180, 0)
STAR_OUTLINE = QColor(120, 80, 0)


def personal_bests(values: Sequence[float], lower_is_better: bool,
                   counted: Sequence[bool] | None = None) -> list[int]:
    """Indices of the values that beat every earlier one (the first counts),
    among the ``counted`` games only when given (a restarted, resumed or
    assisted win is never a personal best, as in Best times)."""
    best = math.inf if lower_is_better else -math.inf
    out = []
    for i, v in enumerate(values):
        if counted is not None and not counted[i]:
            continue
        if (v < best) if lower_is_better else (v > best):
            best = v
            out.append(i)
    return out


def nice_ticks(low: float, high: float, most: int, whole: bool = False) -> list[float]:
    """About ``most`` (>= 2) round values, 1, 2 or 5 times a power of ten apart
    (``whole``: at least 1 apart), the first at or below ``low`` and the last at
    or above ``high``. An empty or one-point range gets ticks around it."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return []
    if high <= low:
        # One value: from zero to twice it when it is positive (times and
        # rates never go below zero), else one either side.
        low, high = (0.0, 2 * high) if low > 0 else (low - 1, high + 1)
    # The smallest round step (1, 2, 2.5 or 5 times a power of ten; whole: no
    # 2.5) that needs no more than ``most`` ticks.
    raw = (high - low) / max(1, most - 1)
    power = 10 ** math.floor(math.log10(raw))
    steps = (1, 2, 5, 10) if whole else (1, 2, 2.5, 5, 10)
    step = next(m * power for m in steps if m * power >= raw * (1 - 1e-9))
    if whole:
        step = max(1.0, float(round(step)))
    first = math.floor(low / step + 1e-9)
    last = math.ceil(high / step - 1e-9)
    return [round(k * step, 12) + 0.0 for k in range(first, last + 1)]


def tick_decimals(ticks: Sequence[float]) -> int:
    """The fewest decimals (0 to 3) that write every tick exactly."""
    for decimals in range(3):
        if all(abs(t * 10**decimals - round(t * 10**decimals)) < 1e-6 for t in ticks):
            return decimals
    return 3


def column_peaks(ys: Sequence[float], left: float, width: float, low: float,
                 high: float, top: float, height: float) -> QPolygonF:
    """The line through ``ys`` (x = 1 .. len(ys)) in the rectangle (``left``,
    ``top``, ``width``, ``height``) for values ``low`` .. ``high``, cut down to
    each pixel column's first, lowest, highest and last point: at most four
    points a column, in order, whatever the number of games."""
    n = len(ys)
    span = high - low or 1.0
    x_scale = width / max(1, n - 1)
    points: list[QPointF] = []
    column = -1
    first = lo = hi = last = 0.0
    for i, y in enumerate(ys):
        c = int(i * x_scale)
        if c != column:
            if column >= 0:
                _flush(points, left + column, first, lo, hi, last)
            column, first, lo, hi = c, y, y, y
        else:
            lo, hi = min(lo, y), max(hi, y)
        last = y
    if column >= 0:
        _flush(points, left + column, first, lo, hi, last)
    return QPolygonF([QPointF(p.x(), top + height - (p.y() - low) / span * height)
                      for p in points])


def _flush(points: list[QPointF], x: float, first: float, lo: float, hi: float,
           last: float) -> None:
    for value in (first, lo, hi, last) if first <= last else (first, hi, lo, last):
        if not points or points[-1].x() != x or points[-1].y() != value:
            points.append(QPointF(x, value))


def star(centre: QPointF, radius: float) -> QPolygonF:
    """A five-pointed star around ``centre``, point up."""
    out = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        out.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(out)


class SeriesPlot(QWidget):
    """One series over the won games: a title, a y axis and an x axis (the
    game's number, oldest first) with round ticks and a light grid, the values
    as dots or as a line, and the personal bests as stars."""

    PADDING = 6  # pixels around the plot
    DOT_RADIUS = 2.5
    STAR_RADIUS = 7.0

    def __init__(self, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.title = ""
        self.xLabel = ""
        self.values: list[float] = []
        self.bests: list[int] = []
        self.dots = True
        #: Said in the plot's place when there is no value ("" = nothing drawn there).
        self.emptyText = ""
        self._line: QPolygonF | None = None  # the cut-down line, for the current size
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    def setSeries(self, values: Sequence[float], bests: Sequence[int], title: str,
                  x_label: str, dots: bool, empty: str = "") -> None:
        """Show ``values`` (game 1 first), stars at the indices ``bests``; with
        no value, no axes but ``empty`` (a sentence) in the plot's place."""
        self.emptyText = empty
        self.values = [float(v) for v in values]
        self.bests = list(bests)
        self.title = title
        self.xLabel = x_label
        self.dots = dots
        self._line = None
        self.setAccessibleName(title)
        self.setAccessibleDescription(empty if not self.values else "")
        self.update()

    # The axes' ranges and ticks.
    def yTicks(self) -> list[float]:
        """The y axis's ticks, the lowest at or below every value, the highest
        at or above."""
        if not self.values:
            return nice_ticks(0.0, 1.0, 5)
        return nice_ticks(min(self.values), max(self.values), 5)

    def yRange(self) -> tuple[float, float]:
        """The values shown on the y axis, from the lowest to the highest tick."""
        ticks = self.yTicks()
        return ticks[0], ticks[-1]

    def xTicks(self) -> list[float]:
        n = max(1, len(self.values))
        most = max(2, min(8, self._plotRect().width() // 60))
        return [t for t in nice_ticks(1, n, int(most), whole=True) if 1 <= t <= n] or [1.0]

    def yTickLabels(self) -> list[str]:
        """The y axis's labels as drawn (the language's digits)."""
        ticks = self.yTicks()
        decimals = tick_decimals(ticks)
        return [number(t, decimals) for t in ticks]

    def xTickLabels(self) -> list[str]:
        return [number(t, 0) for t in self.xTicks()]

    def _plotRect(self) -> QRectF:
        metrics = QFontMetrics(self.font())
        labels = [number(t, tick_decimals(self.yTicks())) for t in self.yTicks()]
        left = self.PADDING + max((metrics.horizontalAdvance(s) for s in labels), default=0) + 6
        top = self.PADDING + metrics.height() + 4
        bottom = self.PADDING + 2 * metrics.height() + 6
        # Room for half the widest game number under the right end.
        right = self.PADDING + metrics.horizontalAdvance(number(max(1, len(self.values)), 0)) / 2
        return QRectF(left, top, max(1.0, self.width() - left - right),
                      max(1.0, self.height() - top - bottom))

    def _toScreen(self, plot: QRectF, index: int, value: float) -> QPointF:
        low, high = self.yRange()
        n = len(self.values)
        x = plot.left() + (index / (n - 1) * plot.width() if n > 1 else plot.width() / 2)
        y = plot.bottom() - (value - low) / ((high - low) or 1.0) * plot.height()
        return QPointF(x, y)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._line = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlphaF(0.18)
        plot = self._plotRect()
        metrics = QFontMetrics(self.font())
        # Title above, x label below, ticks and grid.
        painter.setPen(text)
        painter.drawText(QRectF(0, self.PADDING, self.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter, self.title)
        if not self.values:  # empty axes would read as a game scored 0
            painter.drawText(QRectF(0, plot.top(), self.width(), plot.height()),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.emptyText)  # under the title, centred as it is
            painter.end()
            return
        painter.drawText(QRectF(0, self.height() - self.PADDING - metrics.height(),
                                self.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter, self.xLabel)
        low, high = self.yRange()
        for tick, label in zip(self.yTicks(), self.yTickLabels(), strict=True):
            y = plot.bottom() - (tick - low) / ((high - low) or 1.0) * plot.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6,
                                    metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        n = max(1, len(self.values))
        for tick, label in zip(self.xTicks(), self.xTickLabels(), strict=True):
            x = plot.left() + ((tick - 1) / (n - 1) * plot.width() if n > 1
                               else plot.width() / 2)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(text)
            painter.drawText(QRectF(x - 40, plot.bottom() + 2, 80, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter, label)
        painter.setPen(QPen(text, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(plot)
        if self.values:
            self._paintSeries(painter, plot)
        painter.end()

    def _paintSeries(self, painter: QPainter, plot: QRectF) -> None:
        painter.setClipRect(plot.adjusted(-self.STAR_RADIUS, -self.STAR_RADIUS,
                                          self.STAR_RADIUS, self.STAR_RADIUS))
        if self.dots:
            points = [self._toScreen(plot, i, v) for i, v in enumerate(self.values)]
            if len(points) > 1:
                painter.setPen(QPen(self.colour, 1.5))
                painter.drawPolyline(QPolygonF(points))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.colour)
            for p in points:
                painter.drawEllipse(p, self.DOT_RADIUS, self.DOT_RADIUS)
        else:
            if self._line is None:
                low, high = self.yRange()
                self._line = column_peaks(self.values, plot.left(), plot.width(), low, high,
                                          plot.top(), plot.height())
            painter.setPen(QPen(self.colour, 1))
            painter.drawPolyline(self._line)
        stars = QPainterPath()
        for i in self.bests:
            stars.addPolygon(star(self._toScreen(plot, i, self.values[i]), self.STAR_RADIUS))
            stars.closeSubpath()
        painter.setPen(QPen(STAR_OUTLINE, 1))
        painter.setBrush(STAR_FILL)
        painter.drawPath(stars)


class HistoryChart(QWidget):
    """Two plots over the won games of one board size, oldest first: time (s)
    and 3BV/s per game, each personal best marked with a star. Up to
    ``SYMBOLS_UP_TO`` games each game is a dot; past that a line."""

    SYMBOLS_UP_TO = 2_000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyChart")
        self.timePlot = SeriesPlot(TIME_COLOUR)
        self.timePlot.setObjectName("historyTimePlot")
        self.ratePlot = SeriesPlot(RATE_COLOUR)
        self.ratePlot.setObjectName("historyRatePlot")
        column = self._column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.timePlot)
        column.addWidget(self.ratePlot)
        #: Personal bests (indices into the games shown): of the times, of the 3BV/s.
        self.bests: tuple[list[int], list[int]] = ([], [])
        #: How many won games are shown.
        self.games = 0

    def setBeside(self, beside: bool) -> None:
        """The two plots side by side (``beside``, under a narrow table), or
        one above the other (the default, beside the table)."""
        self._column.setDirection(QBoxLayout.Direction.LeftToRight if beside
                                  else QBoxLayout.Direction.TopToBottom)

    def show_series(self, times_ms: Sequence[int], rates: Sequence[float], title: str,
                    counted: Sequence[bool] | None = None, times: bool = True) -> None:
        """Plot won games, oldest first: their times (ms) and 3BV/s; the
        personal bests are starred among the ``counted`` ones (all when None).
        ``times`` False (games of several sizes): the time plot stays empty
        and says to choose one board size, as times of different sizes make
        no one line."""
        times_s = [t / 1000 for t in times_ms]
        speeds = [float(r) for r in rates]
        self.games = len(times_s)
        self.bests = (personal_bests(times_s, True, counted) if times else [],
                      personal_bests(speeds, False, counted))
        dots = self.games <= self.SYMBOLS_UP_TO
        won = translate("HistoryDialog", "Won game")
        time_name = translate("HistoryDialog", "Time (s)")
        rate_name = translate("HistoryDialog", "3BV/s")
        none = translate("HistoryDialog", "No won game to show.")
        if times:
            self.timePlot.setSeries(times_s, self.bests[0], f"{title}: {time_name}", won, dots,
                                    none)
        else:
            self.timePlot.setSeries([], [], translate(
                "HistoryDialog", "Time (s): choose one board size"), won, dots,
                none if not speeds else "")
        self.ratePlot.setSeries(speeds, self.bests[1], f"{title}: {rate_name}", won, dots,
                                none)
