"""The history chart drawn by our own widget: round ticks, the personal bests as
stars where the games are, a line past 2,000 games that keeps every column's
extremes, and an empty chart."""

from __future__ import annotations

import itertools
import math
import random

import pytest
from PySide6.QtGui import QColor, QImage

from minesweeper_qt.view.history.chart import (
    STAR_FILL,
    TIME_COLOUR,
    HistoryChart,
    column_peaks,
    nice_ticks,
    personal_bests,
    tick_decimals,
)


@pytest.mark.parametrize(("low", "high", "most"), [
    (0.0, 1.0, 5), (3.2, 97.6, 5), (12.345, 12.9, 5), (1, 40_000, 8), (5.0, 5.0, 5),
    (0.013, 0.02, 5), (1, 2, 8),
])
def test_ticks_are_round_cover_the_values_and_stay_few(low: float, high: float,
                                                       most: int) -> None:
    ticks = nice_ticks(low, high, most)
    assert 3 <= len(ticks) <= most + 1
    assert ticks[0] <= low and ticks[-1] >= high
    steps = {round(b - a, 9) for a, b in itertools.pairwise(ticks)}
    assert len(steps) == 1
    (step,) = steps
    mantissa = step / 10 ** math.floor(math.log10(step))
    assert round(mantissa, 6) in (1, 2, 2.5, 5)
    decimals = tick_decimals(ticks)
    assert [float(f"{t:.{decimals}f}") for t in ticks] == pytest.approx(ticks, abs=1e-12)
    assert decimals == 0 or any(float(f"{t:.{decimals - 1}f}") != t for t in ticks)


def test_whole_ticks_step_by_whole_games() -> None:
    assert nice_ticks(1, 3, 8, whole=True) == [1, 2, 3]
    assert all(t == int(t) for t in nice_ticks(1, 12_345, 8, whole=True))


def test_personal_bests_are_the_records_in_order() -> None:
    assert personal_bests([50, 60, 40, 40, 30], True) == [0, 2, 4]
    assert personal_bests([1.0, 0.5, 2.0, 2.5], False) == [0, 2, 3]
    assert personal_bests([], True) == []


def test_a_long_line_keeps_each_columns_extremes_in_few_points() -> None:
    rng = random.Random(7)
    ys = [rng.uniform(20, 200) for _ in range(100_000)]
    ys[31_337] = 5.0  # a spike down and one up: a cut-down line must show both
    ys[77_000] = 400.0
    width, height = 300.0, 100.0
    line = column_peaks(ys, 0.0, width, 0.0, 400.0, 0.0, height)
    assert line.size() <= 4 * (width + 1)
    heights = [line.at(i).y() for i in range(line.size())]
    assert min(heights) == pytest.approx(0.0)  # 400 at the top
    assert max(heights) == pytest.approx(height - 5.0 / 400 * height)
    xs = [line.at(i).x() for i in range(line.size())]
    assert xs == sorted(xs) and xs[0] == 0 and xs[-1] == width


def _colour_near(image: QImage, x: float, y: float, colour: QColor, radius: int = 2) -> bool:
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            pixel = image.pixelColor(round(x) + dx, round(y) + dy)
            if max(abs(pixel.red() - colour.red()), abs(pixel.green() - colour.green()),
                   abs(pixel.blue() - colour.blue())) <= 24:
                return True
    return False


def test_dots_and_stars_are_drawn_where_the_games_are(qtbot: object) -> None:
    chart = HistoryChart()
    qtbot.addWidget(chart)  # type: ignore[attr-defined]
    chart.resize(500, 420)
    times_ms = [60_000, 70_000, 45_000, 80_000, 50_000, 30_000]
    chart.show_series(times_ms, [1.0, 0.9, 1.4, 0.8, 1.2, 2.0], "Expert")
    assert chart.games == 6
    assert chart.bests == ([0, 2, 5], [0, 2, 5])
    plot = chart.timePlot
    assert plot.dots and plot.title.endswith("Time (s)") and plot.accessibleName() == plot.title
    chart.show()
    qtbot.waitExposed(chart)  # type: ignore[attr-defined]
    image = plot.grab().toImage()
    rect = plot._plotRect()
    for i, seconds in enumerate(t / 1000 for t in times_ms):
        centre = plot._toScreen(rect, i, seconds)
        wanted = STAR_FILL if i in chart.bests[0] else TIME_COLOUR
        assert _colour_near(image, centre.x(), centre.y(), wanted), (i, centre)
    labels = plot.yTickLabels()
    assert labels == ["20", "40", "60", "80"]  # round steps around 30 s to 80 s


def test_past_two_thousand_games_the_series_is_a_line(qtbot: object) -> None:
    chart = HistoryChart()
    qtbot.addWidget(chart)  # type: ignore[attr-defined]
    chart.resize(400, 400)
    n = HistoryChart.SYMBOLS_UP_TO + 1
    chart.show_series([100_000 - i for i in range(n)], [i / n for i in range(n)], "Custom")
    assert not chart.timePlot.dots and chart.games == n
    assert len(chart.bests[0]) == n  # every game faster than the last: all records
    chart.show()
    qtbot.waitExposed(chart)  # type: ignore[attr-defined]
    chart.timePlot.grab()
    assert chart.timePlot._line is not None
    assert chart.timePlot._line.size() <= 4 * (chart.timePlot._plotRect().width() + 2)


def test_an_empty_chart_says_so_instead_of_drawing_axes(qtbot: object) -> None:
    chart = HistoryChart()
    qtbot.addWidget(chart)  # type: ignore[attr-defined]
    chart.resize(400, 420)
    chart.show_series([], [], "Beginner")
    chart.show()
    qtbot.waitExposed(chart)  # type: ignore[attr-defined]
    for plot in (chart.timePlot, chart.ratePlot):
        assert plot.emptyText == "No won game to show."
        assert plot.accessibleDescription() == plot.emptyText
        image = plot.grab().toImage()
        rect = plot._plotRect()
        base = image.pixelColor(2, image.height() // 2)
        # No frame, grid or tick where an axis would be; the sentence in the middle.
        for x, y in ((rect.left(), rect.bottom()), (rect.right(), rect.top()),
                     (rect.left(), rect.center().y())):
            assert image.pixelColor(int(x), int(y)) == base, (x, y)
        middle = [image.pixelColor(x, int(rect.center().y()))
                  for x in range(int(rect.left()), int(rect.right()))]
        assert any(c != base for c in middle)
    # Won games of several sizes: no times, and no "no won game" either.
    chart.show_series([30_000], [1.0], "All sizes", times=False)
    assert chart.timePlot.emptyText == "" and chart.ratePlot.values == [1.0]


def test_one_value_gets_axes_from_zero_around_it() -> None:
    # Issue 44: a single 0.29 3BV/s ran from -1.0 to 1.5.
    ticks = nice_ticks(0.29, 0.29, 5)
    assert ticks[0] == 0.0 and 0.29 < ticks[-1] <= 0.6
    assert nice_ticks(0.0, 0.0, 5)[0] == -1.0  # no positive value to scale by


def test_all_sizes_draws_no_line_of_times(qtbot) -> None:
    from minesweeper_qt.view.history.chart import HistoryChart

    chart = HistoryChart()
    qtbot.addWidget(chart)
    chart.show_series([30_000, 90_000], [1.0, 2.0], "All sizes", times=False)
    assert chart.timePlot.values == [] and chart.bests[0] == []
    assert chart.ratePlot.values == [1.0, 2.0]
    chart.show_series([30_000, 90_000], [1.0, 2.0], "Beginner")
    assert chart.timePlot.values == [30.0, 90.0]


def test_a_counted_game_is_marked_counted_in_the_history() -> None:
    from minesweeper_qt.view.history.history_dialog import counting_name

    assert counting_name("counted", False) == "\u2713"  # not an empty cell
    assert counting_name("counted", True) == "assisted"
