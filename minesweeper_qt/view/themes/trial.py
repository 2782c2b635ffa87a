"""A player's theme is drawn first away from the window, with a time limit,
before the window uses it.

The budget (:mod:`.budget`) bounds what a theme may ask for, but drawing time
also depends on what each shape asks of the painter (a dash pattern of 0.05
units on 15,000 wide strokes takes 50 s and fits the budget; 15,000 curves
stroked 400 units wide, 1.27 MB, take 1.5-1.9 s). So every element of
:data:`~..paint.art.REQUIRED_ELEMENTS` is drawn once into a ``QImage`` of
:data:`TRIAL_PX` pixels (the largest zoom on a screen of twice the density),
and so is the classic theme, in the same child, as the baseline. A theme is
refused when it is not drawn within :data:`TIME_LIMIT_S` seconds, or when
drawing it takes more than :data:`FRAME_S` (one frame) of processor time
longer than the classic theme's: the window draws a theme's looks on its own
thread at a pick, a start or a zoom, so such a theme would stall it over a
frame longer than Classic does. Processor time, not the clock: a busy machine
slows both drawings' clocks, not their work.

The drawing runs in a child process started with ``QProcess`` (the GUI thread
only waits for its signals), not on a worker thread: PySide6 keeps the Python
interpreter lock for the whole of ``QSvgRenderer.render``, so a worker thread
drawing that theme stalled the window 32.6 s, and a render cannot be stopped
halfway, while a child is killed at the time limit. The child is the isolated
Python of :mod:`minesweeper_qt.replay.parse_child` (no shared folder on its
import path, a private working folder, its address space capped at
:data:`MEMORY_BYTES`), reads the SVG on its standard input, prints ``READY``
once Qt is up (the time limit starts then) and ``DRAWN <seconds>`` at the end.
"""

from __future__ import annotations

import hashlib
import shutil
import sys
import time

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QObject,
    QProcess,
    QProcessEnvironment,
    QRectF,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from minesweeper_qt.replay import parse_child
from minesweeper_qt.resources_path import resource_path

from ..paint.art import DEFAULT_THEME, REQUIRED_ELEMENTS

translate = QCoreApplication.translate

#: Longest a theme may take to draw every element once at TRIAL_PX (s). The
#: shipped themes take about 10 ms.
TIME_LIMIT_S = 2.0
#: Longest the child may take to start Qt (s) before the time limit starts.
START_LIMIT_S = 20.0
#: Side of the trial pictures (px): the largest cell (64 px, the last zoom step
#: of ``board_view.CELL_SIZES``) at a device pixel ratio of 2.
TRIAL_PX = 128
#: Longest a theme may take to draw every element once at TRIAL_PX beyond what
#: the classic theme takes (s of processor time): one frame at 60 Hz. The
#: shipped themes take 1-4 ms beyond it.
FRAME_S = 1 / 60
#: Times the classic theme is drawn for the baseline (the least counts).
BASELINE_RUNS = 3
#: Address space the drawing child may use (bytes, POSIX).
MEMORY_BYTES = 2 * 1024**3
#: The hidden command-line flag of a frozen build's drawing child.
DRAW_FLAG = "--draw-theme"
#: Largest SVG handed to the child (bytes): as themes.MAX_SVG_BYTES.
MAX_SVG_BYTES = 2 * 1024 * 1024

_CHILD_CODE = parse_child.child_code("minesweeper_qt.view.themes.trial", "child_main",
                                     MEMORY_BYTES)


def svg_key(svg: bytes) -> str:
    """The name of an SVG text in the trial results."""
    return hashlib.sha256(svg).hexdigest()


def _draw_all(renderer: QSvgRenderer, image: QImage, stop_after_s: float) -> float:
    """Processor time (s) this thread took to draw every required element of
    ``renderer`` into ``image``; it stops once over ``stop_after_s``."""
    target = QRectF(0, 0, image.width(), image.height())
    started = time.thread_time()
    for element in REQUIRED_ELEMENTS:
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, element, target)
        painter.end()
        if time.thread_time() - started > stop_after_s:
            break
    return time.thread_time() - started


def child_main(argv: list[str]) -> int:
    """The drawing child: the SVG on standard input; ``READY`` then ``DRAWN
    <seconds> <theme cpu s> <classic cpu s>`` on standard output (wall-clock
    time, then the processor time of drawing every element of the theme and
    of the classic theme at TRIAL_PX); exit 0, or 2 when Qt cannot read it."""
    svg = sys.stdin.buffer.read(MAX_SVG_BYTES + 1)
    app = QGuiApplication(["minesweeper-qt-theme-trial", "-platform", "offscreen"])
    classic = QSvgRenderer(resource_path(DEFAULT_THEME))
    print("READY", flush=True)
    started = time.perf_counter()
    renderer = QSvgRenderer(QByteArray(svg))
    if len(svg) > MAX_SVG_BYTES or not renderer.isValid():
        return 2
    image = QImage(TRIAL_PX, TRIAL_PX, QImage.Format.Format_ARGB32_Premultiplied)
    baseline = min(_draw_all(classic, image, TIME_LIMIT_S) for _ in range(BASELINE_RUNS))
    limit = baseline + FRAME_S
    cost = _draw_all(renderer, image, limit)
    for _ in range(2):  # just over: drawn again (the least counts), never a slow one
        if not limit < cost < 2 * limit:
            break
        cost = min(cost, _draw_all(renderer, image, limit))
    print(f"DRAWN {time.perf_counter() - started:.4f} {cost:.5f} {baseline:.5f}", flush=True)
    del app
    return 0


class _Trial(QObject):
    """One child drawing one SVG; ``done(key, problem)`` once ("" = drawn)."""

    done = Signal(str, str)

    def __init__(self, key: str, svg: bytes, time_limit_s: float, frame_s: float,
                 parent: QObject) -> None:
        super().__init__(parent)
        self.key, self._svg, self._time_limit_s = key, svg, time_limit_s
        self._frame_s = frame_s
        self._out = bytearray()
        self._over = False
        self.seconds: float | None = None  # drawing time the child reported
        self._private = parse_child.private_folder()
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.timeout.connect(self._on_late)
        process = self._process = QProcess(self)
        command = parse_child.child_command(_CHILD_CODE, DRAW_FLAG)
        process.setProgram(command[0])
        process.setArguments(command[1:])
        process.setWorkingDirectory(self._private)
        environment = QProcessEnvironment()
        for name, value in parse_child.child_environment(self._private).items():
            environment.insert(name, value)
        environment.insert("QT_QPA_PLATFORM", "offscreen")
        process.setProcessEnvironment(environment)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        process.readyReadStandardOutput.connect(self._on_output)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        process.started.connect(self._on_started)
        self._drawing = False  # the child's Qt is up: the time limit runs

    def begin(self) -> None:
        """Start the child (after the owner connected :attr:`done`)."""
        self._limit.start(round(START_LIMIT_S * 1000))
        self._process.start()

    @Slot()
    def _on_started(self) -> None:
        self._process.write(self._svg)
        self._process.closeWriteChannel()

    @Slot()
    def _on_output(self) -> None:
        self._out += self._process.readAllStandardOutput().data()
        del self._out[:-4096]
        if b"READY" in self._out and not self._drawing and not self._over:
            self._drawing = True
            self._limit.start(round(self._time_limit_s * 1000))  # the drawing starts now

    @Slot()
    def _on_late(self) -> None:
        self._finish(translate("Themes", "it takes longer than {0} s to draw")
                     .format(f"{self._time_limit_s:g}"))

    @Slot(QProcess.ProcessError)
    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._finish(translate("Themes", "it could not be tried (no process)"))

    @Slot(int, QProcess.ExitStatus)
    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._out += self._process.readAllStandardOutput().data()
        drawn = [line for line in bytes(self._out).decode("ascii", "replace").splitlines()
                 if line.startswith("DRAWN ")]
        if status == QProcess.ExitStatus.NormalExit and code == 0 and drawn:
            figures = [float(word) for word in drawn[-1].split()[1:4]]
            self.seconds = figures[0]
            if len(figures) == 3 and figures[1] > figures[2] + self._frame_s:
                self._finish(translate(
                    "Themes", "it takes {0} ms longer than the classic theme to draw "
                    "(at most {1} ms)").format(round((figures[1] - figures[2]) * 1000),
                                               round(self._frame_s * 1000)))
                return
            self._finish("")
        else:
            self._finish(translate("Themes", "Qt cannot draw it"))

    def _finish(self, problem: str) -> None:
        if self._over:
            return
        self._over = True
        self._limit.stop()
        if self._process.state() != QProcess.ProcessState.NotRunning:
            self._process.kill()
            self._process.waitForFinished(2000)  # killed: ends within milliseconds
        shutil.rmtree(self._private, ignore_errors=True)
        self.done.emit(self.key, problem)

    def stop(self) -> None:
        """End the child now (the window closes); no verdict follows."""
        self._over = True
        self._limit.stop()
        if self._process.state() != QProcess.ProcessState.NotRunning:
            self._process.kill()
            self._process.waitForFinished(2000)
        shutil.rmtree(self._private, ignore_errors=True)


class ThemeTrials(QObject):
    """Runs trials and remembers their verdicts (by SVG text) for this run.

    :meth:`start` returns at once; :attr:`passed` (key) or :attr:`failed` (key,
    problem, translated) follows: failed when the drawing did not end within
    ``time_limit_s`` seconds after the child's Qt was up (the child is killed
    then), or took over ``frame_s`` seconds of processor time more than the
    classic theme's, or Qt could not draw the file, or the child could not
    start.
    """

    passed = Signal(str)
    failed = Signal(str, str)

    def __init__(self, parent: QObject | None = None,
                 time_limit_s: float = TIME_LIMIT_S, frame_s: float = FRAME_S) -> None:
        super().__init__(parent)
        self.time_limit_s = time_limit_s
        self.frame_s = frame_s
        self._verdicts: dict[str, str] = {}  # key -> "" (drawn) or the problem
        self._running: dict[str, _Trial] = {}
        #: Seconds each theme drawn took in its child, by key.
        self.seconds: dict[str, float] = {}

    def verdict(self, svg: bytes) -> str | None:
        """"" when ``svg`` was drawn in time, the problem when not, None when
        not tried (or still being tried)."""
        return self._verdicts.get(svg_key(svg))

    def running(self, svg: bytes) -> bool:
        """Whether ``svg`` is being tried."""
        return svg_key(svg) in self._running

    def start(self, svg: bytes) -> str:
        """Try ``svg`` (nothing new when it is being tried or was); returns its key."""
        key = svg_key(svg)
        if key not in self._verdicts and key not in self._running:
            trial = _Trial(key, svg, self.time_limit_s, self.frame_s, self)
            trial.done.connect(self._on_done)
            self._running[key] = trial
            trial.begin()
        return key

    @Slot(str, str)
    def _on_done(self, key: str, problem: str) -> None:
        trial = self._running.pop(key, None)
        if trial is None:
            return
        if trial.seconds is not None:
            self.seconds[key] = trial.seconds
        trial.deleteLater()
        self._verdicts[key] = problem
        if problem:
            self.failed.emit(key, problem)
        else:
            self.passed.emit(key)

    def stopAll(self) -> None:
        """End every running trial (the window closes)."""
        for trial in self._running.values():
            trial.stop()
        self._running.clear()
