"""The game review in the replay window: a timeline under the board with a
mark per guess and per wrong flag, the words for the mark shown, and the
board layer that frames its cells.

The review (:func:`minesweeper_qt.replay.review.review`) runs on a worker
thread; a progress bar appears when it takes longer than
:data:`PROGRESS_AFTER_MS`. Marks are coloured by verdict with the Okabe-Ito
palette and drawn in different shapes (forced guess: circle, avoidable guess:
triangle, wrong flag: square), so that colour is never the only cue.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QRectF,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.engine.reasons import Proof
from minesweeper_qt.replay.recording import Recording
from minesweeper_qt.replay.review import MoveReview, Review, Verdict, review

from ..board.paint_context import PaintContext
from .line_box import LineBox
from .review_text import menu_line, move_lines, move_title, summary_lines

translate = QCoreApplication.translate

#: Larger boards are not reviewed (the same limit as the solver's help).
MAX_CELLS = 100_000
#: The panel is at least this many average characters wide, and keeps room for
#: this many lines of summary (the window is sized before the review is done).
MIN_CHARS, SUMMARY_LINES = 76, 4
#: Lines kept for the words of a mark (more scroll).
TEXT_LINES = 5
#: A review that takes longer than this shows a progress bar (ms).
PROGRESS_AFTER_MS = 150
#: Mark colours (Okabe-Ito, readable with colour-vision deficiencies).
COLORS = {Verdict.FORCED_GUESS: QColor("#E69F00"), Verdict.AVOIDABLE_GUESS: QColor("#D55E00"),
          Verdict.WRONG_FLAG: QColor("#CC79A7"), Verdict.MISTAKE: QColor("#D55E00")}
SAFE_COLOR = QColor("#009E73")

Cell = tuple[int, int]


class _Cancelled(Exception):
    pass


class _Signals(QObject):
    progress = Signal(int, int)
    done = Signal(object)


class _Job(QRunnable):
    def __init__(self, recording: Recording, signals: _Signals, runner: ReviewRunner) -> None:
        super().__init__()
        self._recording = recording
        self._signals = signals
        self._runner = runner

    def run(self) -> None:
        def progress(done: int, total: int) -> None:
            if self._runner.cancelled:
                raise _Cancelled
            with contextlib.suppress(RuntimeError):
                self._signals.progress.emit(done, total)

        result: object
        try:
            result = review(self._recording, progress)
        except _Cancelled:
            return
        except ValueError as error:  # not a consistent game
            result = error
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._signals.done.emit(result)


class ReviewRunner(QObject):
    """Reviews one recording on a worker thread: ``progress(done, total)``
    (moves judged) and ``finished(review)`` (None when the recording is not a
    consistent game) arrive on the GUI thread."""

    progress = Signal(int, int)
    finished = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cancelled = False
        self.result: Review | None = None
        self.running = False
        self._pool = QThreadPool(self)  # first: its end waits for the job
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.progress.connect(self.progress)
        self._signals.done.connect(self._on_done)

    def start(self, recording: Recording) -> None:
        self.running = True
        self._pool.start(_Job(recording, self._signals, self))

    def cancel(self) -> None:
        self.cancelled = True

    def wait(self, msecs: int = -1) -> bool:
        return self._pool.waitForDone(msecs)

    def _on_done(self, result: object) -> None:
        self.running = False
        self.result = result if isinstance(result, Review) else None
        self.finished.emit(self.result)


class ReviewTimeline(QWidget):
    """The recording's time from left to right (object name
    ``reviewTimeline``), a mark per move worth a look, the playback position
    as a line. A click jumps to the nearest mark (``markClicked(index)``,
    an index into :attr:`marks`)."""

    markClicked = Signal(int)

    def __init__(self, start_ms: float, end_ms: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewTimeline")
        self.setMinimumHeight(22)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)
        self.start_ms, self.end_ms = start_ms, max(end_ms, start_ms + 1)
        self.marks: list[MoveReview] = []
        self.current = -1
        self.position_ms = start_ms
        self.setAccessibleName(translate("Review", "Review timeline"))

    def sizeHint(self) -> QSize:
        return QSize(300, 24)

    def markX(self, k: int) -> float:
        """The x of mark ``k`` in widget pixels."""
        margin = 8
        span = self.end_ms - self.start_ms
        return margin + (self.marks[k].t_ms - self.start_ms) / span * (self.width() - 2 * margin)

    def setMarks(self, marks: list[MoveReview]) -> None:
        self.marks = marks
        self.update()

    def setCurrent(self, k: int) -> None:
        self.current = k
        self.update()

    def setPosition(self, t_ms: float) -> None:
        self.position_ms = t_ms
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h, w = self.height(), self.width()
        mid = h / 2
        palette = self.palette()
        p.setPen(QPen(palette.color(palette.ColorRole.Mid), 2))
        p.drawLine(QPointF(8, mid), QPointF(w - 8, mid))
        for k in range(len(self.marks)):
            self._paint_mark(p, k, mid)
        span = self.end_ms - self.start_ms
        x = 8 + (self.position_ms - self.start_ms) / span * (w - 16)
        p.setPen(QPen(palette.color(palette.ColorRole.WindowText), 1.5))
        p.drawLine(QPointF(x, 2), QPointF(x, h - 2))
        p.end()

    def _paint_mark(self, p: QPainter, k: int, mid: float) -> None:
        m = self.marks[k]
        x = self.markX(k)
        r = 7.0 if k == self.current else 5.0
        p.setBrush(COLORS[m.verdict])
        p.setPen(QPen(QColor("black") if k == self.current else QColor(0, 0, 0, 120),
                      2.0 if k == self.current else 1.0))
        if m.verdict is Verdict.FORCED_GUESS:
            p.drawEllipse(QPointF(x, mid), r, r)
        elif m.verdict is Verdict.AVOIDABLE_GUESS:
            p.drawPolygon(QPolygonF([QPointF(x, mid - r), QPointF(x + r, mid + r * 0.8),
                                     QPointF(x - r, mid + r * 0.8)]))
        else:
            p.drawRect(QRectF(x - r * 0.8, mid - r * 0.8, r * 1.6, r * 1.6))

    def _nearest(self, x: float) -> int:
        return min(range(len(self.marks)), key=lambda k: abs(self.markX(k) - x))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.marks and event.button() is Qt.MouseButton.LeftButton:
            self.markClicked.emit(self._nearest(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.marks:
            k = self._nearest(event.position().x())
            near = abs(self.markX(k) - event.position().x()) <= 8
            self.setToolTip(move_title(self.marks[k]) if near else "")
        super().mouseMoveEvent(event)


class ReviewLayer:
    """A board layer at a mark: the move's cell framed in its verdict's
    colour, the safe cell shown instead in green, the cells of its proof
    dashed. ``move`` None paints nothing."""

    def __init__(self) -> None:
        self.move: MoveReview | None = None
        self.proof: Proof | None = None

    def paint(self, ctx: PaintContext) -> None:
        m = self.move
        if m is None:
            return
        painter = ctx.painter
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = max(2, ctx.cell_size // 10)
        inset = (width + 1) // 2
        if self.proof is not None:
            painter.setPen(QPen(SAFE_COLOR, max(1, width - 1), Qt.PenStyle.DashLine))
            for cell in self.proof.cells:
                self._frame(ctx, cell, inset)
        if m.best_cell is not None:
            painter.setPen(QPen(SAFE_COLOR, width + 1))
            self._frame(ctx, m.best_cell, inset)
        painter.setPen(QPen(COLORS.get(m.verdict, QColor("black")), width + 1))
        for cell in (m.cell, *m.cells):
            self._frame(ctx, cell, inset)
        painter.restore()

    @staticmethod
    def _frame(ctx: PaintContext, cell: Cell, inset: int) -> None:
        if cell[0] in ctx.rows and cell[1] in ctx.cols:
            ctx.painter.drawRect(ctx.cell_rect(*cell).adjusted(inset, inset, -inset, -inset))


class ReviewPanel(QWidget):
    """Under the replay board (object name ``reviewPanel``): the summary, the
    timeline with previous / next mark buttons (``previousMarkButton``,
    ``nextMarkButton``), the text of the mark shown (``reviewText``) and a
    progress bar while the review runs (``reviewProgress``).

    ``markChosen(k)``: the player asked for mark ``k`` (click, button or
    key); the replay window seeks there and calls :meth:`showMark`."""

    markChosen = Signal(int)

    def __init__(self, recording: Recording, start_ms: float,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.recording = recording
        self.review: Review | None = None
        self.marks: list[MoveReview] = []
        self.current = -1
        self._proof: Proof | None = None
        self.runner = ReviewRunner(self)
        self.runner.progress.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)

        self.summary = QLabel()
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.timeline = ReviewTimeline(start_ms, recording.duration_ms)
        self.timeline.markClicked.connect(self.markChosen)
        self.previousButton = QToolButton()
        self.previousButton.setObjectName("previousMarkButton")
        self.previousButton.setArrowType(Qt.ArrowType.LeftArrow)
        self.previousButton.clicked.connect(self.previousMark)
        self.nextButton = QToolButton()
        self.nextButton.setObjectName("nextMarkButton")
        self.nextButton.setArrowType(Qt.ArrowType.RightArrow)
        self.nextButton.clicked.connect(self.nextMark)
        self.progress = QProgressBar()
        self.progress.setObjectName("reviewProgress")
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(10)
        self.progress.hide()
        # Room for the words set aside from the start: the window is sized once.
        lines = self.fontMetrics().lineSpacing()
        self.summary.setMinimumHeight(SUMMARY_LINES * lines + 4)
        # Wide enough that the summary's lines rarely wrap, even beside a small board.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * MIN_CHARS)
        # Whole lines only, sized once: the window keeps its size from mark to mark.
        # A Tab stop with its words (a screen reader reads a focused label),
        # rather than an unnamed scroll area around it.
        self.textArea = LineBox(TEXT_LINES, translate("Review", "avoidable guess"))
        self.textArea.setObjectName("reviewTextArea")
        self.text = self.textArea.label
        self.text.setObjectName("reviewText")

        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.previousButton)
        row.addWidget(self.timeline, 1)
        row.addWidget(self.nextButton)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.summary)
        column.addLayout(row)
        column.addWidget(self.progress)
        column.addWidget(self.textArea)
        self._slow = QTimer(self)
        self._slow.setSingleShot(True)
        self._slow.setInterval(PROGRESS_AFTER_MS)
        self._slow.timeout.connect(self._on_slow)
        self._update_buttons()
        self.retranslate()

    # --- running -------------------------------------------------------------------

    def start(self) -> None:
        """Review the recording (on a worker thread); not boards of more than
        :data:`MAX_CELLS` cells (minutes of work)."""
        rec = self.recording
        if rec.rows * rec.cols > MAX_CELLS:
            self.summary.setText(translate("Review", "Boards of more than 100,000 cells are "
                                           "not reviewed."))
            return
        self._slow.start()
        self.runner.start(rec)

    @property
    def ready(self) -> bool:
        return self.review is not None

    def _on_slow(self) -> None:
        if self.runner.running:
            self.progress.show()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _on_finished(self, result: object) -> None:
        self._slow.stop()
        self.progress.hide()
        if not isinstance(result, Review):
            self.summary.setText(translate("Review", "This game cannot be reviewed."))
            return
        self.review = result
        self.marks = result.marks()
        self.timeline.setMarks(self.marks)
        self._update_buttons()
        self.retranslate()
        # The lines as wrapped at this width count in the window's fit.
        lines = self.fontMetrics().lineSpacing()
        self.summary.setMinimumHeight(max(SUMMARY_LINES * lines + 4, self.summary.heightForWidth(
            max(self.width(), self.minimumWidth()))))

    # --- marks ------------------------------------------------------------------------

    def nextMark(self) -> None:
        """The first mark after the one shown (or after the playback position)."""
        if not self.marks:
            return
        if self.current >= 0:
            k = min(self.current + 1, len(self.marks) - 1)
        else:
            t = self.timeline.position_ms
            k = next((i for i, m in enumerate(self.marks) if m.t_ms > t), len(self.marks) - 1)
        self.markChosen.emit(k)

    def previousMark(self) -> None:
        """The last mark before the one shown (or before the playback position)."""
        if not self.marks:
            return
        if self.current >= 0:
            k = max(self.current - 1, 0)
        else:
            t = self.timeline.position_ms
            k = max((i for i, m in enumerate(self.marks) if m.t_ms < t), default=0)
        self.markChosen.emit(k)

    def showMark(self, k: int, proof: Proof | None) -> None:
        """Show mark ``k``'s words (-1: none); ``proof``: of its safe cell."""
        self.current, self._proof = k, proof
        self.timeline.setCurrent(k)
        if k < 0:
            self.textArea.setWords("")
        else:
            self.textArea.setWords("\n".join(move_lines(self.marks[k], proof)))
        self._update_buttons()

    def setPosition(self, t_ms: float) -> None:
        self.timeline.setPosition(t_ms)

    def _update_buttons(self) -> None:
        has = bool(self.marks)
        self.previousButton.setEnabled(has and self.current != 0)
        self.nextButton.setEnabled(has and self.current != len(self.marks) - 1)

    def retranslate(self) -> None:
        self.previousButton.setToolTip(translate("Review", "Previous guess or wrong flag "
                                                 "(Page Up)"))
        self.nextButton.setToolTip(translate("Review", "Next guess or wrong flag (Page Down)"))
        self.previousButton.setAccessibleName(self.previousButton.toolTip())
        self.nextButton.setAccessibleName(self.nextButton.toolTip())
        self.timeline.setAccessibleName(translate("Review", "Review timeline"))
        if self.review is None:
            if self.runner.running or not self.summary.text():
                self.summary.setText(translate("Review", "Reviewing the game\u2026"))
        else:
            self.summary.setText("\n".join(summary_lines(self.review.summary)))
            self.timeline.setToolTip("")
            self.timeline.setStatusTip(menu_line(self.review))
        if self.current >= 0 and self.marks:
            self.showMark(self.current, self._proof)
