"""The replay player (object name ``replayView``): a recorded game played back
with its board, header, live counters and the mouse path over the board.

Watching changes nothing: the board here is a plain :class:`BoardModel` over a
game rebuilt by :class:`~minesweeper_qt.replay.player.Replayer`, with no
:class:`GameSession`, no saving and no score keeping, and it takes no input
(an event filter swallows mouse, touch and keys on it).
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QEvent,
    QObject,
    QPointF,
    Qt,
    QTimer,
    Slot,
)
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPainterPath, QPen, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.engine import Status, figures
from minesweeper_qt.model import BoardModel
from minesweeper_qt.replay.clicks import ClickCounter
from minesweeper_qt.replay.player import Replayer
from minesweeper_qt.replay.recording import Button, EventKind, MoveKind, Recording
from minesweeper_qt.replay.review import knowledge_before

from ..board.board_view import BoardView
from ..board.overlay import ProbabilityLayer
from ..board.paint_context import PaintContext
from ..board.speech import speak
from ..board.spoken import Spoken, place
from ..figures_text import ioe_text, rate_text, time_text
from ..fit_line import FitLine
from ..header.header_bar import HeaderBar
from ..numbers import integer, number
from ..paint.art import Art
from ..paint.palette import Palette
from ..screen import activate_layouts, room_on_screen
from .review_panel import ReviewLayer, ReviewPanel
from .review_text import proof_for
from .seek_slider import SeekSlider

translate = QCoreApplication.translate

#: Playback speeds offered (factor of real time).
SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
#: How much of the mouse path trails behind the pointer (ms of game time).
TRAIL_MS = 2500
_TICK_MS = 16
#: Cell sizes the replay board may take (logical pixels): the largest when the
#: screen has room, down to the smallest that still reads when it has not.
MAX_CELL_PX, MIN_CELL_PX = 32, 12
#: A click's ring, in cells: its radius and pen width (outside the digit's box,
#: inside the neighbours' digits; tests/view/replay checks the pixels).
RING_RADIUS, RING_WIDTH = 0.56, 0.06
_CLICK_COLORS = {Button.LEFT: QColor(30, 110, 230), Button.RIGHT: QColor(220, 40, 40),
                 Button.MIDDLE: QColor(20, 160, 60)}
#: Events where the pointer was (a pre-flag's position is its cell's corner).
_POINTER_KINDS = (EventKind.MOVE, EventKind.PRESS, EventKind.RELEASE, EventKind.BOTH_DOWN,
                  EventKind.TOGGLE)


@dataclass(frozen=True)
class Counters:
    """Live figures at one moment: ``time_ms`` of play so far, 3BV done and in
    all, clicks (left, right, chord) by the community's rules (see
    :mod:`minesweeper_qt.replay.clicks`)."""

    time_ms: int
    bbbv_solved: int
    bbbv: int
    left: int
    right: int
    double: int

    @property
    def clicks(self) -> int:
        return figures.clicks(self.left, self.right, self.double)

    @property
    def bbbv_s(self) -> float:
        return figures.bbbv_per_second(self.bbbv_solved, self.time_ms)

    @property
    def ioe(self) -> float:
        return figures.ioe(self.bbbv_solved, self.clicks)


class ReplayTimeline:
    """A recording's figures after each input event, computed in one pass."""

    def __init__(self, recording: Recording) -> None:
        self.recording = recording
        counter = ClickCounter(recording)
        self._after: list[tuple[int, int, int, int]] = []
        for index, event in enumerate(recording.events):
            counter.feed(index, event)
            c = counter.counts
            self._after.append((c.left, c.right, c.double, c.bbbv_solved))
        self.start_event = counter.counts.start_event
        self.end_event = counter.counts.end_event
        self.bbbv = counter.game.bbbv if counter.game.has_layout else 0
        self.times = [e.t_ms for e in recording.events]

    def event_at(self, t_ms: float) -> int:
        """Index of the last event at or before ``t_ms`` (-1: none yet)."""
        return bisect.bisect_right(self.times, t_ms) - 1

    def counters(self, index: int, t_ms: float) -> Counters:
        """The figures after event ``index`` at time ``t_ms``."""
        if index < 0:
            return Counters(0, 0, self.bbbv, 0, 0, 0)
        left, right, double, solved = self._after[index]
        time_ms = 0
        if self.start_event is not None and index >= self.start_event:
            end = self.times[self.end_event] if self.end_event is not None else math.inf
            time_ms = int(min(t_ms, end) - self.times[self.start_event])
        return Counters(time_ms, solved, self.bbbv, left, right, double)


class MousePathLayer:
    """A board layer: the pointer's trail over the last :data:`TRAIL_MS` ms,
    each press marked by a ring in its button's colour, and the pointer."""

    def __init__(self, recording: Recording) -> None:
        self.recording = recording
        self.index = -1  # the last event shown
        self.t_ms = 0.0

    def paint(self, ctx: PaintContext) -> None:
        if self.index < 0:
            return
        rec = self.recording
        scale = ctx.cell_size / rec.cell_px
        ox, oy = ctx.origin.x(), ctx.origin.y()

        def at(i: int) -> QPointF:
            e = rec.events[i]
            return QPointF(ox + (e.x_px + 0.5) * scale, oy + (e.y_px + 0.5) * scale)

        first = self.index
        while first > 0 and rec.events[first - 1].t_ms >= self.t_ms - TRAIL_MS:
            first -= 1
        mouse = [i for i in range(first, self.index + 1)
                 if rec.events[i].kind in _POINTER_KINDS]
        if not mouse:
            return
        painter = ctx.painter
        painter.save()
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        path = QPainterPath(at(mouse[0]))
        for i in mouse[1:]:
            path.lineTo(at(i))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(3.0, ctx.cell_size / 8)))
        painter.drawPath(path)
        painter.setPen(QPen(QColor(20, 20, 20, 220), max(1.5, ctx.cell_size / 16)))
        painter.drawPath(path)
        # A press rings its cell from outside the number: centred on the cell,
        # wider than the digit, thin (the number under it stays readable).
        radius = ctx.cell_size * RING_RADIUS
        for i in mouse:
            e = rec.events[i]
            if e.kind in (EventKind.PRESS, EventKind.BOTH_DOWN):
                painter.setPen(QPen(_CLICK_COLORS.get(e.button, QColor("black")),
                                    max(1.5, ctx.cell_size * RING_WIDTH)))
                centre = QPointF(ox + (e.x_px // rec.cell_px + 0.5) * ctx.cell_size,
                                 oy + (e.y_px // rec.cell_px + 0.5) * ctx.cell_size)
                painter.drawEllipse(centre, radius, radius)
        tip = at(mouse[-1])
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(QColor(250, 200, 0))
        painter.drawEllipse(tip, ctx.cell_size * 0.14, ctx.cell_size * 0.14)
        painter.restore()


class _NoInput(QObject):
    """Swallows every mouse, touch, wheel-free key and focus-changing input of
    the replay board: watching is not playing."""

    _BLOCKED = frozenset({
        QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseMove, QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease, QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate,
        QEvent.Type.TouchEnd, QEvent.Type.TouchCancel,
    })

    #: Keys that leave the board or close the window pass (the board takes no focus
    #: keys of its own here: Tab, and Esc for the dialog).
    _PASSING = frozenset({Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backtab})

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.key() in self._PASSING:
            return False
        return event.type() in self._BLOCKED


class ReplayView(QDialog):
    """Plays ``recording`` back (object name ``replayView``): header (mines left,
    clock, face) and board as they were, the mouse path layer, live counters
    (time, 3BV done / total, 3BV/s, clicks, IOE), play / pause, speed 0.25x to
    8x, a seek slider (ms of the recording) and one-event steps back and forth.

    Non-modal; ``title`` names the game in the window title.
    """

    #: Whether the parts :meth:`retranslate` names exist yet (a language
    #: change may arrive while they are being made).
    _built = False

    def __init__(self, recording: Recording, art: Art | None = None,
                 parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("replayView")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.recording = recording
        self._title = title
        self._replayer = Replayer(recording)
        self.timeline = ReplayTimeline(recording)
        self._t = float(recording.events[0].t_ms) if recording.events else 0.0
        self._index = -2
        self._speed = 1.0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(_TICK_MS)
        self._timer.timeout.connect(self._on_tick)

        art = art if art is not None else Art()
        self.model = BoardModel(self._replayer.game_after_moves(0), self)
        self.board = BoardView(self.model, art)
        self.board.setObjectName("replayBoard")
        self.board.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.pathLayer = MousePathLayer(recording)
        #: At a review mark: that moment's probabilities and the cells of the move.
        self.probabilityLayer = ProbabilityLayer()
        self.reviewLayer = ReviewLayer()
        self.board.layers += [self.probabilityLayer, self.reviewLayer, self.pathLayer]
        self.board.setEdgeLabels(True)  # the review names cells
        self._no_input = _NoInput(self)
        self.board.installEventFilter(self._no_input)
        self.board.viewport().installEventFilter(self._no_input)
        # A Tab stop for screen readers (named, its size described); it takes
        # no keys: the window's keys step the replay.
        self.board.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._spoken = Spoken(self)
        self.header = HeaderBar(art, lambda: self.counters().time_ms / 1000)
        # Watching has no flag mode, menu, hints or probability overlay.
        for button in (self.header.flagModeButton, self.header.menuButton,
                       self.header.hintButton, self.header.overlayButton):
            button.hide()
        self.header.faceButton.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        # Its figures grow as the game plays: drawn smaller rather than
        # widening the window (which would move the board under the pointer).
        self.countersLabel = FitLine()
        self.countersLabel.setObjectName("replayCounters")
        self.countersLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.playButton = QPushButton()
        self.playButton.setObjectName("playButton")
        self.playButton.clicked.connect(self.togglePlay)
        style = self.style()
        self.stepBackButton = QPushButton(
            style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekBackward), "")
        self.stepBackButton.setObjectName("stepBackButton")
        self.stepBackButton.clicked.connect(self.stepBack)
        self.stepForwardButton = QPushButton(
            style.standardIcon(QStyle.StandardPixmap.SP_MediaSeekForward), "")
        self.stepForwardButton.setObjectName("stepForwardButton")
        self.stepForwardButton.clicked.connect(self.stepForward)
        self.speedBox = QComboBox()
        self.speedBox.setObjectName("speedBox")
        for speed in SPEEDS:
            self.speedBox.addItem("", speed)  # text in retranslate: locale digits
        self.speedBox.setCurrentIndex(SPEEDS.index(1.0))
        self.speedBox.currentIndexChanged.connect(
            lambda i: self.setSpeed(float(self.speedBox.itemData(i))))
        self.seekSlider = SeekSlider()  # a click on the groove seeks there
        self.seekSlider.setObjectName("seekSlider")
        self.seekSlider.setRange(int(self._t), recording.duration_ms)
        self.seekSlider.valueChanged.connect(self._on_slider)
        self.timeLabel = QLabel()
        self.timeLabel.setObjectName("replayTime")
        self.reviewPanel = ReviewPanel(recording, self._t)
        self.reviewPanel.markChosen.connect(self.showMark)
        # Its words arrive with the review: fit the board again around them.
        self.reviewPanel.runner.finished.connect(self._on_reviewed)
        self._mark_event: int | None = None  # the event shown at a mark

        controls = QHBoxLayout()
        controls.addWidget(self.stepBackButton)
        controls.addWidget(self.playButton)
        controls.addWidget(self.stepForwardButton)
        controls.addWidget(self.seekSlider, 1)
        controls.addWidget(self.timeLabel)
        self._speed_label = QLabel()
        self._speed_label.setBuddy(self.speedBox)
        controls.addWidget(self._speed_label)
        controls.addWidget(self.speedBox)
        column = QVBoxLayout(self)
        column.addWidget(self.header)
        # The review under the board, or beside it on a short, wide screen
        # (see fitToScreen).
        self._middle = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self._middle.addWidget(self.board, 1, Qt.AlignmentFlag.AlignCenter)
        self._middle.addWidget(self.reviewPanel)
        column.addLayout(self._middle, 1)
        column.addWidget(self.countersLabel)
        column.addLayout(controls)
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.togglePlay)
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, self.stepBack)
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, self.stepForward)
        QShortcut(QKeySequence(Qt.Key.Key_PageUp), self, self.reviewPanel.previousMark)
        QShortcut(QKeySequence(Qt.Key.Key_PageDown), self, self.reviewPanel.nextMark)
        QShortcut(QKeySequence(Qt.Key.Key_M), self, self.sayMove)  # the move, spoken
        QShortcut(QKeySequence("Ctrl+Right"), self, lambda: self.stepMove(1))
        QShortcut(QKeySequence("Ctrl+Left"), self, lambda: self.stepMove(-1))
        self._built = True
        self.retranslate()
        self._show(force=True)
        self.fitToScreen()
        self.reviewPanel.start()
        # The focus starts on a step button: Orca 43 stalls after it reads a
        # description change of a focused table without a focused cell.
        self.stepForwardButton.setFocus()

    @Slot(object)
    def setColors(self, palette: Palette) -> None:
        """Draw the board, its edge labels and the header in ``palette``'s
        colours (the main window's theme, or the chosen one for a replay opened
        alone: app.py)."""
        self.board.setColors(palette)
        self.header.refreshArt(palette)

    # --- state -------------------------------------------------------------------

    @property
    def position(self) -> int:
        """Index of the last input event shown (-1: before the first)."""
        return self._index

    @property
    def timeMs(self) -> float:
        """The playback time (ms on the recording's axis)."""
        return self._t

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    @property
    def speed(self) -> float:
        return self._speed

    def counters(self) -> Counters:
        return self.timeline.counters(self._index, self._t)

    # --- commands ----------------------------------------------------------------------

    def play(self) -> None:
        """Play from here (from the start when at the end)."""
        if self._t >= self.recording.duration_ms:
            self.seekTime(self.seekSlider.minimum())
        self._clock.start()
        self._timer.start()
        self._update_play_button()

    def pause(self) -> None:
        self._timer.stop()
        self._update_play_button()

    def togglePlay(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def setSpeed(self, factor: float) -> None:
        """Playback speed, clamped to 0.25x-8x."""
        self._speed = min(max(factor, SPEEDS[0]), SPEEDS[-1])
        i = min(range(len(SPEEDS)), key=lambda k: abs(SPEEDS[k] - self._speed))
        if self.speedBox.currentIndex() != i:
            self.speedBox.setCurrentIndex(i)

    def seekTime(self, t_ms: float) -> None:
        """Show the game as it was at ``t_ms`` (clamped to the recording)."""
        self._t = min(max(float(t_ms), float(self.seekSlider.minimum())),
                      float(self.recording.duration_ms))
        self._show()

    def seekEvent(self, index: int) -> None:
        """Show the game right after input event ``index`` (clamped)."""
        events = self.recording.events
        if not events:
            return
        index = min(max(index, 0), len(events) - 1)
        self._t = float(events[index].t_ms)
        self._show(index)

    def showMark(self, k: int) -> None:
        """Go to review mark ``k`` (a guess or a wrong flag): the board just
        before that move, with the probabilities of that moment over it, its
        certainly safe cells ticked, the move's cells framed and the words for
        it under the timeline."""
        panel = self.reviewPanel
        if not 0 <= k < len(panel.marks):
            return
        self.pause()
        m = panel.marks[k]
        moves = self.recording.moves
        index = moves[m.move].event_index - 1
        if index < 0 or moves[m.move].event_index < 0:
            index = self.timeline.event_at(m.t_ms - 1)
        events = self.recording.events
        self._t = float(events[index].t_ms) if index >= 0 else float(self.seekSlider.minimum())
        self._mark_event = index
        self._show(index)
        game, analysis = knowledge_before(self.recording, m)
        layer = self.probabilityLayer
        layer.enabled = analysis is not None
        if analysis is not None:
            layer.probabilities = [p for row in analysis.probabilities() for p in row]
            layer.cols, layer.top, layer.left = game.cols, 0, 0
        proof = proof_for(game.knowledge(), analysis, m) if analysis is not None else None
        self.reviewLayer.move, self.reviewLayer.proof = m, proof
        panel.showMark(k, proof)
        self.board.viewport().update()

    def _on_reviewed(self, _result: object) -> None:
        # Its words wrap in the room set aside for them: a window on screen
        # keeps its size (the review often lands while the player presses
        # Play or seeks, and the board must not move then).
        if not (self.isVisible() or self.isMaximized() or self.isFullScreen()):
            self.fitToScreen()

    def _leave_mark(self) -> None:
        self._mark_event = None
        self.probabilityLayer.enabled = False
        self.reviewLayer.move = self.reviewLayer.proof = None
        self.reviewPanel.showMark(-1, None)

    def stepForward(self) -> None:
        self.pause()
        self.seekEvent(self._index + 1)
        self.sayMove()

    def stepBack(self) -> None:
        self.pause()
        self.seekEvent(self._index - 1)
        self.sayMove()

    def stepMove(self, direction: int) -> None:
        """To the next move (``direction`` 1: Ctrl+Right) or the one before
        (-1: Ctrl+Left), over the events that made none (a keyboard game has
        one per cursor step); then say it."""
        self.pause()
        made = [m.event_index for m in self.recording.moves if m.event_index >= 0]
        if direction > 0:
            later = [i for i in made if i > self._index]
            if later:
                self.seekEvent(later[0])
        else:
            earlier = [i for i in made if i < self._index]
            if earlier:
                self.seekEvent(earlier[-1])
            else:
                self.seekTime(self.seekSlider.minimum())
        self.sayMove()

    def moveText(self) -> str:
        """The move shown, in words: "Move 3 of 20, 1.25 s: reveal at row 2,
        column 3: 2" (what the cell shows now), or "Before the first move"."""
        moves = self.recording.moves
        done = self._replayer.moves_until_event(self._index) if self._index >= 0 else 0
        if done == 0:
            return translate("ReplayView", "Before the first move")
        move = moves[done - 1]
        kind = {MoveKind.REVEAL: translate("ReplayView", "reveal"),
                MoveKind.FLAG: translate("ReplayView", "flag"),
                MoveKind.CHORD: translate("ReplayView", "chord"),
                MoveKind.UNDO: translate("ReplayView", "undo")}[move.kind]
        where = place((move.row, move.col))
        if move.kind is not MoveKind.UNDO and move.row < self.model.rowCount() \
                and move.col < self.model.columnCount():
            where += ": " + self.model.lookText(move.row, move.col)
        return translate("ReplayView", "Move {0} of {1}, {2} s: {3} at {4}").format(
            integer(done), integer(len(moves)), time_text(self.counters().time_ms), kind,
            where)

    def sayMove(self) -> None:
        """Have screen readers say the move shown (:meth:`moveText`; M)."""
        speak(self, self.moveText())

    def fitToScreen(self) -> None:
        """Size the board and the window so that the whole board shows: cells of
        ``MAX_CELL_PX`` when the screen has room (whatever size the recording
        was played at: a beginner board played at 16 px is not shown tiny),
        smaller (down to ``MIN_CELL_PX``) when not, and scroll bars only for a
        board that does not fit even then (only in the direction that needs one)."""
        rec, board = self.recording, self.board
        preferred = MAX_CELL_PX
        room = room_on_screen(self)
        best: tuple[int, bool] | None = None
        # The review under the board, or beside it when that gives larger cells
        # (a screen at 200 % is short: under it, the board got the smallest).
        for beside in (False, True):
            self._set_review_beside(beside)
            board.reserveBars = (False, False)
            board.setCellSize(preferred)
            board.updateGeometry()
            activate_layouts(self)
            # The window beyond the cells: its chrome, the board's frame and edge labels.
            chrome = self.sizeHint() - board.boardSize()
            fit = min((room.width() - chrome.width()) // max(1, rec.cols),
                      (room.height() - chrome.height()) // max(1, rec.rows))
            cell = max(MIN_CELL_PX, min(preferred, fit))
            if best is None or cell > best[0]:
                best = (cell, beside)
            if cell == preferred:
                break
        assert best is not None
        cell, beside = best
        self._set_review_beside(beside)
        if cell != board.cellSize:
            board.setCellSize(cell)
            board.updateGeometry()
            activate_layouts(self)
        hint = self.sizeHint()
        reserve = (hint.height() > room.height(), hint.width() > room.width())
        if reserve != (False, False):
            board.reserveBars = reserve
            board.updateGeometry()
            activate_layouts(self)
            hint = self.sizeHint()
        self.resize(hint.boundedTo(room))

    def _set_review_beside(self, beside: bool) -> None:
        """The review panel beside the board (at its top) or under it."""
        self._middle.setDirection(QBoxLayout.Direction.LeftToRight if beside
                                  else QBoxLayout.Direction.TopToBottom)
        self._middle.setAlignment(self.reviewPanel, Qt.AlignmentFlag.AlignTop if beside
                                  else Qt.AlignmentFlag(0))

    # --- display ------------------------------------------------------------------------

    def _on_tick(self) -> None:
        self._t += self._clock.restart() * self._speed
        if self._t >= self.recording.duration_ms:
            self._t = float(self.recording.duration_ms)
            self.pause()
        self._show()

    def _on_slider(self, value: int) -> None:
        if value != int(self._t):
            self.seekTime(value)

    def _show(self, index: int | None = None, force: bool = False) -> None:
        if index is None:
            index = self.timeline.event_at(self._t)
        if index != self._index or force:
            self._index = index
            game = self._replayer.game_at_event(index) if index >= 0 \
                else self._replayer.game_after_moves(0)
            self.model.setGame(game)
            self.header.mineCounter.setValue(game.mines_left)
            self.header.showStatus(Status.READY if game.status is Status.PLAYING
                                   else game.status)  # the clock follows playback, not a timer
        if self._mark_event is not None and self._index != self._mark_event:
            self._leave_mark()
        self.reviewPanel.setPosition(self._t)
        self.pathLayer.index, self.pathLayer.t_ms = self._index, self._t
        self.board.viewport().update()
        self.header.refreshClock()
        self.seekSlider.blockSignals(True)
        self.seekSlider.setValue(int(self._t))
        self.seekSlider.blockSignals(False)
        self._show_counters()
        if not self.playing:  # (not 60 times a second: a screen reader would say each)
            self.seekSlider.setAccessibleDescription(self.timeLabel.text())

    def _show_counters(self) -> None:
        c = self.counters()
        self.countersLabel.setText(translate(
            "ReplayView", "Time {0} s \u00b7 3BV {1} / {2} \u00b7 3BV/s {3} \u00b7 "
            "Clicks {4} ({5} left, {6} right, {7} chord) \u00b7 IOE {8}").format(
            time_text(c.time_ms), integer(c.bbbv_solved), integer(c.bbbv),
            rate_text(c.bbbv_solved, c.time_ms), integer(c.clicks), integer(c.left),
            integer(c.right), integer(c.double), ioe_text(c.ioe)))
        timeline = self.timeline
        if timeline.start_event is not None:
            # The game's clock: from the first opening to the end, as the
            # end menu, the history and the exported file give it.
            begin = timeline.times[timeline.start_event]
            end = (timeline.times[timeline.end_event] if timeline.end_event is not None
                   else self.recording.duration_ms)
            now = min(max(0, int(self._t) - begin), end - begin)
            self.timeLabel.setText(translate("ReplayView", "{0} / {1} s").format(
                time_text(now), time_text(end - begin)))
            self._keep_width(self.timeLabel, translate("ReplayView", "{0} / {1} s").format(
                time_text(end - begin), time_text(end - begin)))
            return
        start = self.seekSlider.minimum()
        total = time_text(self.recording.duration_ms - start, 1)
        self.timeLabel.setText(translate("ReplayView", "{0} / {1} s").format(
            time_text(int(self._t) - start, 1), total))
        self._keep_width(self.timeLabel, translate("ReplayView", "{0} / {1} s").format(
            total, total))

    @staticmethod
    def _keep_width(widget: QWidget, widest: str, extra: int = 4) -> None:
        """Keep room for ``widest``: a text that changes as the replay plays
        or seeks never resizes the window."""
        width = widget.fontMetrics().horizontalAdvance(widest) + extra
        if widget.minimumWidth() < width:
            widget.setMinimumWidth(width)

    def _update_play_button(self) -> None:
        pause, play = translate("ReplayView", "Pause"), translate("ReplayView", "Play")
        self.playButton.setText(pause if self.playing else play)
        wider = max((pause, play), key=self.playButton.fontMetrics().horizontalAdvance)
        self._keep_width(self.playButton, wider, extra=24)

    def retranslate(self) -> None:
        title = translate("ReplayView", "Replay")
        self.setWindowTitle(f"{title} \u2014 {self._title}" if self._title else title)
        self.stepBackButton.setToolTip(translate("ReplayView", "One event back (Left)"))
        self.stepForwardButton.setToolTip(translate("ReplayView", "One event forward (Right)"))
        self.stepBackButton.setAccessibleName(self.stepBackButton.toolTip())
        self.stepForwardButton.setAccessibleName(self.stepForwardButton.toolTip())
        self.seekSlider.setAccessibleName(translate("ReplayView", "Replay time"))
        self.board.setAccessibleName(translate("ReplayView", "Replay board"))
        rec = self.recording
        self.board.setAccessibleDescription(
            self._spoken.size(rec.rows, rec.cols, len(rec.mines)) + ". "
            + translate("ReplayView", "Right and Left step, Ctrl with them by moves, M says the "
                        "move, Space plays"))
        self._speed_label.setText(translate("ReplayView", "&Speed:"))
        for i, speed in enumerate(SPEEDS):
            self.speedBox.setItemText(i, number(speed, 2 if speed < 0.5 else 1 if speed < 1 else 0)
                                      + "\u00d7")
        self.header.retranslate()
        self.reviewPanel.retranslate()
        self.probabilityLayer.clearCache()
        self._update_play_button()
        self._show_counters()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        self.pause()
        self.reviewPanel.runner.cancel()
        super().done(result)
