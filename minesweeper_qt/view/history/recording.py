"""Every game recorded and kept: the board's input goes into an
:class:`InputRecorder`, which the session takes when the game ends (see
:class:`GameRecorder`); the storage worker then keeps it in the history. (The
menu entries that open the history and the replay windows are the window's:
``view/window/replays.py``.)

Input is read by an event filter on the board's viewport (mouse and touch) and
on the board (keys); positions are board pixels (viewport position plus the
scroll offset), at the board's cell size.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QTouchEvent

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.engine.figures import time_ms_of
from minesweeper_qt.engine.types import MoveKind
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules, TouchPhase
from minesweeper_qt.session import GameSession
from minesweeper_qt.session.compute import ComputeJobs
from minesweeper_qt.session.game_finished import Counting, GameFinished

from ..board.board_view import BoardView
from .resumed_record import LoggedRecorder, ResumedRecord

log = logging.getLogger(__name__)

#: The countings of a board known before the game (its record opens with ``KNOWN``).
_KNOWN = (Counting.RESTARTED, Counting.PRACTICE)
_BUTTONS = {Qt.MouseButton.LeftButton: Button.LEFT, Qt.MouseButton.RightButton: Button.RIGHT,
            Qt.MouseButton.MiddleButton: Button.MIDDLE}
_INPUT = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                    QEvent.Type.MouseButtonRelease, QEvent.Type.MouseMove, QEvent.Type.KeyPress,
                    QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd,
                    QEvent.Type.TouchCancel})
_TOUCH = {QEvent.Type.TouchBegin: TouchPhase.BEGIN, QEvent.Type.TouchUpdate: TouchPhase.UPDATE,
          QEvent.Type.TouchEnd: TouchPhase.END, QEvent.Type.TouchCancel: TouchPhase.END}


class GameRecorder(QObject):
    """Records ``session``'s games from ``board``'s input, and hands each
    ended game's recorder to the session (:meth:`detach`, the session's
    :class:`~minesweeper_qt.session.game_finished.RecordingSource`), which
    puts the recording in the game's ``finished`` value. :attr:`last` is the
    recording of the latest game ended (for Watch replay), :attr:`lastStats`
    its statistics, both read from that value.
    """

    def __init__(self, session: GameSession, board: BoardView,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session, self.board = session, board
        self._last: GameFinished | None = None
        self._clock = QElapsedTimer()
        self._clock.start()
        self._game: Game | None = None
        self._recorder: InputRecorder | None = None
        self._lost: InputRecorder | None = None
        # A resumed game's saved record, read on a worker (see resumed_record).
        self._resuming: ResumedRecord | None = None
        self._reading = ComputeJobs(self)
        self._reading.done.connect(self._on_read)
        self._read_job = 0
        board.viewport().installEventFilter(self)
        board.installEventFilter(self)
        session.recordings = self
        session.gameChanged.connect(self._on_game_changed)
        session.finished.connect(self._on_finished)
        # The assisted mark goes into the record when it changes, whatever
        # gave it (the probabilities leave no other trace in the events).
        session.countingChanged.connect(self._on_counting_changed)
        self._on_game_changed()

    def _start(self) -> None:
        game = self.session.game
        self._game = game
        self._resuming = None  # a record still being read is another game's
        self._left: tuple[Game, Callable[[], Recording]] | None = None
        rules = Rules(game.first_click.value, game.question_marks, game.generator.name, game.seed)
        known = self.session.counting in _KNOWN
        self._last_t = self._clock.elapsed()
        fields = self.session.savedRecord(game) if game.moves else None
        resuming = ResumedRecord(
            fields, game, self._last_t - time_ms_of(game.elapsed),
            assisted=self.session.assisted, restarted=known) if fields is not None else None
        # A board known before (restarted, a daily board again) is marked in
        # the record from its first event: it never counts, whatever is kept.
        # A resumed record's recorder (below) records at the record's cell size.
        cell_px = resuming.cell_px if resuming is not None else None
        self._recorder = LoggedRecorder(game.rows, game.cols, cell_px or self.board.cellSize,
                                        rules, known=known,
                                        practice=self.session.counting is Counting.PRACTICE)
        self._seen_moves = 0
        self._lost = None  # kept after a loss, for an undo
        self._base: int | None = None  # recorder ms at the game clock's 0
        if game.moves:  # a resumed save: its moves so far, on the game clock
            self._base = self._last_t - time_ms_of(game.elapsed)
            # At the clock's 0, so the moves played before keep their times.
            self._recorder.resumed(self._base, time_ms_of(game.elapsed))
            self._sync_moves()
            if self.session.assisted:  # the save's mark, kept in the record
                self._recorder.assist(self._base + time_ms_of(game.elapsed))
            if game.deaths:  # and its losses undone (the save keeps their count)
                self._recorder.undone_before(self._base + time_ms_of(game.elapsed),
                                             game.deaths)
            if resuming is not None:
                # Recorded as a save without a record until the record is read
                # (some 200 ms for 300,000 events): then its recorder takes over,
                # given every call made meanwhile (_go_on).
                self._recorder.calls = []
                self._resuming = resuming
                self._read_job = self._reading.submit(resuming.read)

    def _on_read(self, number: int, _record: object) -> None:
        if number == self._read_job:
            self._go_on()

    def _go_on(self) -> None:
        """The resumed game's recorder goes on with its saved record, once read
        (waited for here when the worker is reading it; read here when it has
        not begun), given the calls made on the recorder meanwhile."""
        resuming, recorder = self._resuming, self._recorder
        if resuming is None:
            return
        self._resuming = None
        record = resuming.read()
        if not isinstance(recorder, LoggedRecorder) or recorder.calls is None:
            return
        calls, recorder.calls = recorder.calls, None
        if record is not None:
            self._recorder = resuming.recorder(record, calls)

    def stopWork(self) -> None:
        """End the reading of a saved record and wait for it (the window is
        closing, after the session's :meth:`~GameSession.leave`)."""
        self._reading.stop()

    def saving(self) -> Callable[[], Recording] | None:
        """The current game's record so far, for its save (see
        :meth:`InputRecorder.so_far`); None when nothing records it."""
        if self._game is not self.session.game:
            return None
        if self._recorder is None:
            left = self._left
            return left[1] if left is not None and left[0] is self._game else None
        self._sync_moves()
        resuming, recorder = self._resuming, self._recorder
        if resuming is None or not isinstance(recorder, LoggedRecorder) \
                or recorder.calls is None:
            return recorder.so_far()
        # The record still being read: the save's is made on the writer's
        # thread, which reads (or waits for) it.
        calls, meanwhile = list(recorder.calls), recorder.so_far()

        def make() -> Recording:
            record = resuming.read()
            return resuming.recorder(record, calls).so_far()() if record is not None \
                else meanwhile()

        return make

    def _now(self) -> int:
        """The recording's time (ms): the wall clock until the first reveal,
        then the game's clock (so a pause, or the wait before an undo, is no
        time in the recording: it equals the game's time everywhere)."""
        game = self._game
        if self._base is None or game is None:
            return self._clock.elapsed()
        return self._base + time_ms_of(game.elapsed)

    def _sync_moves(self) -> None:
        """Attribute the engine moves made since the last look to the latest
        input event (the board acts after the filter has seen the event; a long
        press acts on a timer after its press), each at its time on the game's
        clock (the last one of a game over at the clock's final time)."""
        game, rec = self._game, self._recorder
        if game is None or rec is None:
            return
        moves = game.moves
        new = moves[self._seen_moves:]
        for n, move in enumerate(new):
            if self._base is None:
                if move.kind is not MoveKind.REVEAL:
                    rec.engine_move(self._last_t, move.kind, move.row, move.col)
                    continue
                self._base = self._last_t - round(move.time * 1000)
            seconds = game.elapsed if game.status.is_over and n == len(new) - 1 \
                else move.time
            rec.engine_move(self._base + round(seconds * 1000), move.kind, move.row, move.col)
        self._seen_moves = len(moves)

    def _on_game_changed(self) -> None:
        if self.session.game is not self._game:
            self._start()

    def detach(self, game: Game) -> InputRecorder | None:
        """The recorder of ``game``, which just ended (no longer fed; kept for
        an undo of a loss). None when it kept none, or no board was laid (only
        flags before the first reveal: nothing to replay or count)."""
        if game is not self._game or self._recorder is None:
            return None
        self._go_on()  # a resumed game ended (or left) before its record was read
        self._sync_moves()
        recorder, self._recorder = self._recorder, None
        if not game.status.is_over:
            # Left as the window closes: the quit's save, which follows, keeps
            # the record as it stood (the next start goes on with it).
            self._left = (game, recorder.so_far())
            if self._base is not None:
                recorder.end(self._now())  # given up or left: it lasted until now
        if game.status is Status.LOST:
            self._lost = recorder
        return recorder if game.has_layout else None

    def _on_finished(self, event: GameFinished) -> None:
        if event.outcome.over and event.recording is not None:
            self._last = event

    def hinted(self, row: int, col: int) -> None:
        """The player asked for a hint; it showed cell (``row``, ``col``)."""
        if self._recorder is not None:
            self._sync_moves()
            self._last_t = self._now()
            self._recorder.hint(self._last_t, row, col)

    def _on_counting_changed(self) -> None:
        if self.session.assisted and self._recorder is not None \
                and self._game is self.session.game:
            self._sync_moves()
            self._last_t = self._now()
            self._recorder.assist(self._last_t)

    def assisting(self) -> None:
        """The program is about to play for the player (a hint played, a step
        of Solve): the moves it makes are kept as assisted."""
        if self._recorder is not None and self._game is self.session.game:
            self._sync_moves()
            self._last_t = self._now()
            self._recorder.assist(self._last_t)

    def undone(self) -> None:
        """The losing move was taken back: the game goes on, recorded in the
        same recording (with an undo event), and is stored again when it ends,
        replacing the row stored at the loss."""
        game, recorder = self._game, self._lost
        if recorder is None or game is None or game is not self.session.game \
                or game.status.is_over:
            return
        self._lost = None
        self._recorder = recorder
        self._last_t = self._now()
        recorder.undo(self._last_t)
        self._seen_moves = len(game.moves)  # the losing move left the list

    @property
    def last(self) -> Recording | None:
        """The recording of the latest game ended (None before any)."""
        return self._last.recording if self._last is not None else None

    @property
    def lastStats(self) -> object:
        """The statistics of :attr:`last` (``CompetitiveStats``; None before any)."""
        return self._last.competitive if self._last is not None else None

    # --- input -------------------------------------------------------------------------

    def _pos(self, pos: QPoint, cell_px: int) -> tuple[int, int]:
        """A viewport position in the record's pixels, ``cell_px`` a cell: a
        zoom during the game changes the board's cell size, never the
        record's (the same cell either way)."""
        size = self.board.cellSize
        x, y = pos.x() + self.board.horizontalOffset(), pos.y() + self.board.verticalOffset()
        return (x, y) if size == cell_px else (x * cell_px // size, y * cell_px // size)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _INPUT:  # paint, focus, layout...: cheap, and never the board's state
            return False
        rec = self._recorder
        if rec is None or self.board.covered:
            return False
        self._sync_moves()
        t = self._last_t = self._now()
        if watched is self.board.viewport():
            if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                        QEvent.Type.MouseButtonRelease, QEvent.Type.MouseMove):
                assert isinstance(event, QMouseEvent)
                if BoardView._from_touch(event):
                    return False
                x, y = self._pos(event.position().toPoint(), rec.cell_px)
                if kind == QEvent.Type.MouseMove:
                    rec.move(t, x, y)
                elif event.button() in _BUTTONS:
                    if kind == QEvent.Type.MouseButtonRelease:
                        rec.release(t, _BUTTONS[event.button()], x, y)
                    else:
                        rec.press(t, _BUTTONS[event.button()], x, y)
            elif kind in _TOUCH:
                assert isinstance(event, QTouchEvent)
                points = event.points()
                if points:
                    x, y = self._pos(points[0].position().toPoint(), rec.cell_px)
                    rec.touch(t, _TOUCH[kind], x, y)
        elif watched is self.board and kind == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            row, col = self.board.cursorCell
            size = rec.cell_px
            rec.key(t, event.key(), col * size + size // 2, row * size + size // 2)
        return False
