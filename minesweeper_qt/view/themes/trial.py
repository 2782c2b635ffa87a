"""A player's theme is drawn first off the GUI thread, with a time limit, before
the window uses it.

The budget (:mod:`.budget`) bounds what a theme may ask for, but drawing time
also depends on what each shape asks of the painter (a dash pattern of 0.05
units on 15,000 wide strokes takes 50 s and fits the budget). So every element
of :data:`~..board.art.REQUIRED_ELEMENTS` is drawn once into a ``QImage`` of
:data:`TRIAL_PX` pixels on a worker thread (``QThreadPool`` + ``QRunnable``,
reporting by a queued signal: Qt's own pattern); a theme not done within
:data:`TIME_LIMIT_S` seconds is refused. The worker checks a stop flag between
elements, so a refused trial ends after the element it is drawing.
"""

from __future__ import annotations

import hashlib
import time

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QObject,
    QRectF,
    QRunnable,
    QThreadPool,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ..board.art import REQUIRED_ELEMENTS

translate = QCoreApplication.translate

#: Longest a theme may take to draw every element once at TRIAL_PX (s). The
#: shipped themes take about 15 ms on a 2-core machine.
TIME_LIMIT_S = 2.0
#: Side of the trial pictures (px): a large cell (zoomed, at twice the scale).
TRIAL_PX = 64


def svg_key(svg: bytes) -> str:
    """The name of an SVG text in the trial results."""
    return hashlib.sha256(svg).hexdigest()


class _Reporter(QObject):
    """Lives in the GUI thread; the worker emits through it (queued)."""

    done = Signal(str, float, bool)  # key, seconds, drawn


class _StopFlag:
    """Set by the GUI thread, read by the worker between elements (a plain
    attribute: one word, no lock needed under the interpreter lock)."""

    def __init__(self) -> None:
        self.set = False


class _Drawing(QRunnable):
    """Draws every element once (worker thread); reports on ``reporter``."""

    def __init__(self, key: str, svg: bytes, reporter: _Reporter, stop: _StopFlag) -> None:
        super().__init__()
        self.key, self.svg, self.reporter, self._stop = key, svg, reporter, stop
        self.setAutoDelete(True)  # the pool deletes it after run(): the GUI keeps only the flag

    def run(self) -> None:
        started = time.perf_counter()
        drawn = False
        try:
            renderer = QSvgRenderer(QByteArray(self.svg))
            image = QImage(TRIAL_PX, TRIAL_PX, QImage.Format.Format_ARGB32_Premultiplied)
            target = QRectF(0, 0, TRIAL_PX, TRIAL_PX)
            drawn = renderer.isValid()
            for element in REQUIRED_ELEMENTS:
                if self._stop.set or not drawn:
                    break
                image.fill(0)
                painter = QPainter(image)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                renderer.render(painter, element, target)
                painter.end()
            drawn = drawn and not self._stop.set
        except Exception:  # never let a theme end the worker thread silently
            drawn = False
        self.reporter.done.emit(self.key, time.perf_counter() - started, drawn)


class ThemeTrials(QObject):
    """Runs trials and remembers their verdicts (by SVG text) for this run.

    :meth:`start` returns at once; :attr:`passed` (key) or :attr:`failed` (key,
    problem, translated) follows on the GUI thread: failed when the drawing did
    not end within ``time_limit_s`` seconds (told at that moment; the worker
    stops after its element) or Qt could not draw the file.
    """

    passed = Signal(str)
    failed = Signal(str, str)

    def __init__(self, parent: QObject | None = None,
                 time_limit_s: float = TIME_LIMIT_S) -> None:
        super().__init__(parent)
        self.time_limit_s = time_limit_s
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # one trial at a time; the GUI keeps a core
        self._reporter = _Reporter(self)
        self._reporter.done.connect(self._on_done)
        self._verdicts: dict[str, str] = {}  # key -> "" (drawn) or the problem
        self._running: dict[str, tuple[_StopFlag, QTimer]] = {}
        #: Seconds each finished trial took, by key (for the report and tests).
        self.seconds: dict[str, float] = {}

    def verdict(self, svg: bytes) -> str | None:
        """"" when ``svg`` was drawn in time, the problem when not, None when
        not tried (or still being tried)."""
        return self._verdicts.get(svg_key(svg))

    def start(self, svg: bytes) -> str:
        """Try ``svg`` (nothing new when it is being tried or was); returns its key."""
        key = svg_key(svg)
        if key in self._verdicts or key in self._running:
            return key
        stop = _StopFlag()
        limit = QTimer(self)
        limit.setSingleShot(True)
        limit.setInterval(round(self.time_limit_s * 1000))
        limit.timeout.connect(lambda: self._on_late(key))
        self._running[key] = (stop, limit)
        limit.start()
        self._pool.start(_Drawing(key, svg, self._reporter, stop))
        return key

    def _on_late(self, key: str) -> None:
        running = self._running.pop(key, None)
        if running is None:
            return
        running[0].set = True
        running[1].deleteLater()
        self._verdicts[key] = translate(
            "Themes", "it takes longer than {0} s to draw").format(f"{self.time_limit_s:g}")
        self.failed.emit(key, self._verdicts[key])

    @Slot(str, float, bool)
    def _on_done(self, key: str, seconds: float, drawn: bool) -> None:
        self.seconds[key] = seconds
        running = self._running.pop(key, None)
        if running is None:
            return  # too late: refused already
        running[1].stop()
        running[1].deleteLater()
        if drawn:
            self._verdicts[key] = ""
            self.passed.emit(key)
        else:
            self._verdicts[key] = translate("Themes", "Qt cannot draw it")
            self.failed.emit(key, self._verdicts[key])

    def stopAll(self) -> None:
        """Ask running trials to stop after their element (the window closes)."""
        for stop, limit in self._running.values():
            stop.set = True
            limit.stop()
