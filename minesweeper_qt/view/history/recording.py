"""Every game recorded and kept: the board's input goes into an
:class:`InputRecorder`, and each game that ends (won, lost, abandoned, restarted
or left when the window closes) goes into the :class:`History` on a worker
thread. Also the menu entries Game > History... and Game > Open replay..., the
drop-down menu's Watch replay, and the replay windows.

Input is read by an event filter on the board's viewport (mouse and touch) and
on the board (keys); positions are board pixels (viewport position plus the
scroll offset), at the board's cell size.
"""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent, QTouchEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules, TouchPhase
from minesweeper_qt.replay.statistics import CompetitiveStats, compute
from minesweeper_qt.session import GameSession
from minesweeper_qt.session.game_session import HUGE_CELLS, Counting
from minesweeper_qt.storage.history import History, HistoryDamaged, Result

from ..board.board_view import BoardView
from ..numbers import integer, number
from .history_text import problem_text

translate = QCoreApplication.translate

#: How often the GUI thread looks for the history writer's problems and
#: results, and tells it the event loop is turning (ms), while it has work.
PROBLEM_POLL_MS = 25

_BUTTONS = {Qt.MouseButton.LeftButton: Button.LEFT, Qt.MouseButton.RightButton: Button.RIGHT,
            Qt.MouseButton.MiddleButton: Button.MIDDLE}
_INPUT = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                    QEvent.Type.MouseButtonRelease, QEvent.Type.MouseMove, QEvent.Type.KeyPress,
                    QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd,
                    QEvent.Type.TouchCancel})
_TOUCH = {QEvent.Type.TouchBegin: TouchPhase.BEGIN, QEvent.Type.TouchUpdate: TouchPhase.UPDATE,
          QEvent.Type.TouchEnd: TouchPhase.END, QEvent.Type.TouchCancel: TouchPhase.END}


class IdleWatch:
    """Tells worker threads when the GUI thread is idle, so that long pure
    Python work (a huge game's recording and statistics: about a second)
    never shares the interpreter lock with the frames the player is waiting
    for: two busy Python threads each get about half the time.

    The GUI thread calls :meth:`beat` from a timer every few milliseconds
    while work waits, and :meth:`input` on each press, release, key or touch.
    :meth:`ready` (any thread) is True once the beats have come steadily for
    :attr:`steady_s` seconds (the event loop waits for events: nothing is
    being worked out or painted) and no input came for :attr:`quiet_s`
    seconds. Times are monotonic seconds from ``clock``.
    """

    #: A beat later than this after the previous one means the GUI was busy (s).
    gap_s = 0.06
    steady_s = 0.15
    quiet_s = 0.3

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._last_beat = -1e9
        self._steady_since = 1e9
        self._last_input = -1e9

    def beat(self) -> None:
        now = self._clock()
        if now - self._last_beat > self.gap_s:
            self._steady_since = now
        self._last_beat = now

    def input(self) -> None:
        self._last_input = self._clock()

    def ready(self) -> bool:
        now = self._clock()
        return (now - self._last_beat <= self.gap_s and now - self._steady_since >= self.steady_s
                and now - self._last_input >= self.quiet_s)


class PendingGame:
    """A game of a huge board handed over before its recording is made:
    listing its mines, making the recording and working out its statistics
    take about a second on a million cells, which the writer thread does
    (the GUI thread only when it needs the recording first: Watch replay).

    ``recorder`` is the game's :class:`InputRecorder` (no longer fed); ``game``
    is over, and its layout never changes. ``stats`` is None until ``done``
    (also set when making them failed).
    """

    def __init__(self, recorder: InputRecorder, game: Game, result: Result,
                 assisted: bool, key: int | None = None) -> None:
        self.recorder, self.game, self.result, self.assisted = recorder, game, result, assisted
        self.key = key  # see HistoryWriter.add
        self.stats: CompetitiveStats | None = None
        self.done = threading.Event()
        self._recording: Recording | None = None
        self._lock = threading.Lock()

    def recording(self) -> Recording:
        """The recording (made on first use, by whichever thread asks first)."""
        with self._lock:
            if self._recording is None:
                self._recording = self.recorder.finish(self.game.mines)
            return self._recording


class HistoryWriter:
    """Adds games to a :class:`History` on one worker thread (SQLite and the
    blob encoding take ~15 ms a game: not on the GUI thread). A huge game's
    recording and statistics are made there too (:class:`PendingGame`).

    The worker never touches a Qt object (no signal, no translation: a Qt signal
    emitted from a Python thread can deadlock or crash). A game that could not be
    stored leaves its exception in a thread-safe queue that the GUI thread reads
    with :meth:`problems` (the owner polls it with a QTimer). :meth:`close` stores
    what is pending, ends the thread and joins it; the window calls it when it
    closes, so no writer thread outlives its window.

    With ``idle`` (an :class:`IdleWatch`), each long step of a huge game
    waits until the GUI is idle (not when flushing or closing).
    """

    def __init__(self, history: Callable[[], History],
                 on_add: Callable[[], None] | None = None,
                 idle: IdleWatch | None = None) -> None:
        self._open = history
        self._on_add = on_add
        self._idle = idle
        self._hurry = 0  # flushes waiting: no waiting for idle time
        self._queue: queue.Queue[
            tuple[Recording, Result, bool, CompetitiveStats | None, int | None] | PendingGame
            | threading.Event | None] = queue.Queue()
        self._ids: dict[int, int] = {}  # game key -> its row: the worker thread's only
        self._problems: queue.SimpleQueue[Exception] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False

    def add(self, recording: Recording, result: Result, assisted: bool,
            stats: CompetitiveStats | None = None, key: int | None = None) -> None:
        """Queue one game (ignored once closed); ``stats``: its statistics
        when worked out already (else the writer works them out). ``key``: the
        caller's name for the game; a later game given with the same key
        replaces the row stored for it (a lost game stored, then its loss
        undone and played on)."""
        self._put((recording, result, assisted, stats, key))

    def add_pending(self, game: PendingGame) -> None:
        """Queue a huge game whose recording and statistics the writer makes
        (``game.done`` is set once the statistics are there)."""
        if self._closed:
            game.done.set()
        self._put(game)

    def _put(self, item: tuple[Recording, Result, bool, CompetitiveStats | None, int | None]
             | PendingGame) -> None:
        if self._closed:
            return
        if self._thread is None:  # started with the first game
            self._thread = threading.Thread(target=self._run, name="history-writer", daemon=True)
            self._thread.start()
        self._queue.put(item)
        if self._on_add is not None:
            self._on_add()

    @property
    def busy(self) -> bool:
        """Games given are still being stored."""
        return self._queue.unfinished_tasks > 0

    def flush(self, timeout_s: float = 10.0) -> bool:
        """Wait until every game given so far is stored (at most ``timeout_s``
        seconds); returns whether it finished in time."""
        if self._thread is None or not self._thread.is_alive():
            return True
        done = threading.Event()
        self._hurry += 1
        try:
            self._queue.put(done)
            return done.wait(timeout_s)
        finally:
            self._hurry -= 1

    def _wait_turn(self) -> None:
        """Wait until the GUI is idle (see :class:`IdleWatch`), unless someone
        waits for the writer (flush, close)."""
        idle = self._idle
        while idle is not None and not self._closed and not self._hurry and not idle.ready():
            time.sleep(0.01)

    def close(self, timeout_s: float = 10.0) -> None:
        """Store what is pending, then end and join the worker thread (at most
        ``timeout_s`` seconds: a history locked by another copy of the game for
        longer is given up, the thread is a daemon)."""
        self._closed = True
        thread, self._thread = self._thread, None
        if thread is not None:
            self._queue.put(None)
            thread.join(timeout_s)

    def problems(self) -> list[Exception]:
        """The errors met since the last call (GUI thread)."""
        out: list[Exception] = []
        while True:
            try:
                out.append(self._problems.get_nowait())
            except queue.Empty:
                return out

    def _run(self) -> None:
        history: History | None = None
        try:
            while True:
                item = self._queue.get()
                if item is None:
                    return
                if isinstance(item, threading.Event):
                    item.set()
                    self._queue.task_done()
                    continue
                try:
                    if isinstance(item, PendingGame):
                        try:
                            self._wait_turn()
                            recording = item.recording()
                            self._wait_turn()
                            stats = item.stats = compute(recording, with_zini=False)
                        finally:
                            item.done.set()
                        result, assisted, key = item.result, item.assisted, item.key
                        self._wait_turn()
                    else:
                        recording, result, assisted, given, key = item
                        stats = given or compute(recording, with_zini=False)
                    if history is None:
                        history = self._open()
                    replacing = self._ids.pop(key, None) if key is not None else None
                    row = history.add(recording, result, stats, assisted=assisted,
                                      replacing=replacing)
                    if key is not None:
                        self._ids = {key: row}  # only the latest game can be played on
                except HistoryDamaged as error:
                    history = None  # moved aside: the next game starts a new file
                    self._problems.put(error)
                except Exception as error:
                    self._problems.put(error)
                self._queue.task_done()
        finally:
            if history is not None:
                history.close()  # this thread's connection


class GameRecorder(QObject):
    """Records ``session``'s games from ``board``'s input and stores them with
    ``writer``. :attr:`last` is the latest game ended (for Watch replay),
    :attr:`lastStats` its statistics.

    A game of more than :data:`HUGE_CELLS` cells goes to the writer as a
    :class:`PendingGame`: its recording and statistics are made there, not on
    the GUI thread, so :attr:`lastStats` is None until they are ready
    (:attr:`statsPending`; the owner polls), and :attr:`last` makes the
    recording on first use if the writer has not yet.
    """

    def __init__(self, session: GameSession, board: BoardView, writer: HistoryWriter,
                 parent: QObject | None = None, idle: IdleWatch | None = None) -> None:
        super().__init__(parent)
        self.session, self.board, self.writer = session, board, writer
        self._idle = idle
        self._last: Recording | None = None
        self._last_stats: CompetitiveStats | None = None
        self._pending: PendingGame | None = None
        self._key = 0  # names the game in play for the writer (see HistoryWriter.add)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._game: Game | None = None
        self._recorder: InputRecorder | None = None
        board.viewport().installEventFilter(self)
        board.installEventFilter(self)
        session.gameChanged.connect(self._on_game_changed)
        session.finished.connect(self._on_finished)
        session.countingChanged.connect(self._on_counting_changed)
        self._on_game_changed()

    def _start(self) -> None:
        game = self.session.game
        self._game = game
        self._counting = self.session.counting
        rules = Rules(game.first_click.value, game.question_marks, game.generator.name, game.seed)
        self._recorder = InputRecorder(game.rows, game.cols, self.board.cellSize, rules)
        self._seen_moves = len(game.moves)
        self._key += 1
        self._lost: InputRecorder | None = None  # kept after a loss, for an undo
        self._last_t = self._clock.elapsed()

    def _sync_moves(self) -> None:
        """Attribute the engine moves made since the last look to the latest
        input event (the board acts after the filter has seen the event; a long
        press acts on a timer after its press)."""
        game, rec = self._game, self._recorder
        if game is None or rec is None:
            return
        moves = game.moves
        for move in moves[self._seen_moves:]:
            rec.engine_move(self._last_t, move.kind, move.row, move.col)
        self._seen_moves = len(moves)

    def _on_game_changed(self) -> None:
        previous = self._game
        if previous is not None and self._recorder is not None and previous.moves \
                and not previous.status.is_over:
            result = Result.RESTARTED if self.session.counting is Counting.RESTARTED \
                and self.session.game.same_layout(previous) else Result.ABANDONED
            self._store(previous, result)
        self._start()

    def _on_counting_changed(self) -> None:
        # Kept for the game's row: an abandoned game is stored after the session
        # moved on to the next one.
        if self.session.game is self._game:
            self._counting = self.session.counting

    def _on_finished(self, game: Game) -> None:
        if game is self._game and self._recorder is not None:
            recorder = self._recorder
            self._store(game, Result.WON if game.status is Status.WON else Result.LOST)
            if game.status is Status.LOST:
                self._lost = recorder

    def hinted(self, row: int, col: int) -> None:
        """The player asked for a hint; it showed cell (``row``, ``col``)."""
        if self._recorder is not None:
            self._sync_moves()
            self._last_t = self._clock.elapsed()
            self._recorder.hint(self._last_t, row, col)

    def undone(self) -> None:
        """The losing move was taken back: the game goes on, recorded in the
        same recording (with an undo event), and is stored again when it ends,
        replacing the row stored at the loss."""
        game, recorder = self._game, self._lost
        if recorder is None or game is None or game is not self.session.game \
                or game.status.is_over:
            return
        self._lost = None
        pending = self._pending
        if pending is not None and pending.recorder is recorder:
            # A huge game's recording is made from the recorder on the writer
            # thread: made now, before the recorder takes more events.
            pending.recording()
        self._recorder = recorder
        self._last_t = self._clock.elapsed()
        recorder.undo(self._last_t)
        self._seen_moves = len(game.moves)  # the losing move left the list

    def finishInFlight(self) -> None:
        """The window closes: a game in play is kept as abandoned."""
        game = self._game
        if game is not None and self._recorder is not None and game.moves \
                and not game.status.is_over:
            self._store(game, Result.ABANDONED)

    @property
    def last(self) -> Recording | None:
        """The recording of the latest game ended (None before any)."""
        pending = self._pending
        if pending is not None:
            return pending.recording()  # made now unless the writer has
        return self._last

    @property
    def lastStats(self) -> CompetitiveStats | None:
        """The statistics of :attr:`last` (None while a huge game's are being
        worked out, or when they could not be)."""
        pending = self._pending
        if pending is not None:
            return pending.stats if pending.done.is_set() else None
        return self._last_stats

    @property
    def statsPending(self) -> bool:
        """Whether the latest game's statistics are still being worked out."""
        return self._pending is not None and not self._pending.done.is_set()

    def _store(self, game: Game, result: Result) -> None:
        assert self._recorder is not None
        if not game.has_layout:
            # Only flags before the first reveal: no board was laid, so there is
            # nothing to replay, export or count (3BV needs the mines).
            self._recorder = None
            return
        self._sync_moves()
        recorder, self._recorder = self._recorder, None  # stored once
        assisted = self.session.counting is Counting.ASSISTED \
            or self._counting is Counting.ASSISTED
        if game.rows * game.cols > HUGE_CELLS:
            self._pending = PendingGame(recorder, game, result, assisted, self._key)
            self._last = self._last_stats = None
            self.writer.add_pending(self._pending)
            return
        self._pending = None
        recording = self._last = recorder.finish(game.mines)
        self._last_stats = compute(recording, with_zini=False)
        self.writer.add(recording, result, assisted, self._last_stats, self._key)

    # --- input -------------------------------------------------------------------------

    def _pos(self, pos: QPoint) -> tuple[int, int]:
        return pos.x() + self.board.horizontalOffset(), pos.y() + self.board.verticalOffset()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _INPUT:  # paint, focus, layout...: cheap, and never the board's state
            return False
        if self._idle is not None and kind != QEvent.Type.MouseMove:
            self._idle.input()  # a move may follow: the writer waits
        rec = self._recorder
        if rec is None or self.board.covered:
            return False
        self._sync_moves()
        t = self._last_t = self._clock.elapsed()
        if watched is self.board.viewport():
            if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                        QEvent.Type.MouseButtonRelease, QEvent.Type.MouseMove):
                assert isinstance(event, QMouseEvent)
                if BoardView._from_touch(event):
                    return False
                x, y = self._pos(event.position().toPoint())
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
                    x, y = self._pos(points[0].position().toPoint())
                    rec.touch(t, _TOUCH[kind], x, y)
        elif watched is self.board and kind == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            row, col = self.board.cursorCell
            size = self.board.cellSize
            rec.key(t, event.key(), col * size + size // 2, row * size + size // 2)
        return False


class Replays(QObject):
    """The main window's replay features: recording every game into the
    history, Game > History..., Game > Open replay..., Watch replay in the
    drop-down menu, and the replay windows (kept in ``windows``)."""

    def __init__(self, window: QWidget, session: GameSession, board: BoardView,
                 history_path: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self._history_path = history_path
        self._history: History | None = None
        self._lock = threading.Lock()  # the writer thread and the GUI both open it
        self._poll = QTimer(self)  # the writer's problems, read on the GUI thread
        self._poll.setInterval(PROBLEM_POLL_MS)
        self._poll.timeout.connect(self._on_poll)
        self.idle = IdleWatch()
        self.writer = HistoryWriter(self.history, on_add=self._poll.start, idle=self.idle)
        self.recorder = GameRecorder(session, board, self.writer, self, self.idle)
        self.windows: list[QWidget] = []
        self.dialog: QWidget | None = None
        menus = getattr(window, "menus", None)
        if menus is not None:
            menus.actionHistory.triggered.connect(self.showHistory)
            menus.actionOpenReplay.triggered.connect(lambda: self.openReplayFile())
        self._session = session
        # The game whose statistics line the drop-down menu still waits for.
        self._line_for: Game | None = None
        drop = getattr(window, "dropMenu", None)
        if drop is not None:
            drop.watchReplayRequested.connect(self.watchLast)
            session.finished.connect(self._on_finished)  # after the menu showed the result

    def _on_finished(self, game: Game) -> None:
        self._line_for = game
        self._add_stats_line()

    def _add_stats_line(self) -> None:
        """Put the last game's statistics line under its result in the
        drop-down menu, once they are there (a huge game's come later: the
        poll brings them) and while that game is still the one shown."""
        game = self._line_for
        drop = getattr(self.window, "dropMenu", None)
        if game is None or drop is None:
            return
        if game is not self._session.game:
            self._line_for = None  # another game is shown: the line is stale
            return
        line = self.shortStats()
        if line:
            self._line_for = None
            drop.statsLabel.setText(drop.statsLabel.text() + "\n" + line)
            drop.refit()  # sliding down or down: it grows to show the whole line
            game_end = getattr(self.window, "gameEnd", None)
            if game_end is not None:
                game_end.place()  # a larger panel may need a larger area

    def _on_poll(self) -> None:
        self.idle.beat()
        notify = getattr(self.window, "notify", None)
        idle = not self.writer.busy  # read first: a problem comes before its task is done
        for error in self.writer.problems():
            if notify is not None:
                notify(problem_text(error))
        if self._line_for is not None and not self.recorder.statsPending:
            self._add_stats_line()
        if idle:
            self._poll.stop()  # until the next game is given to the writer

    def history(self) -> History:
        """The history (opened on first use; a damaged file is moved aside and
        :class:`HistoryDamaged` raised once)."""
        with self._lock:
            if self._history is None:
                self._history = History(self._history_path)
            return self._history

    def watch(self, recording: Recording, title: str = "") -> QWidget:
        """Open a replay window on ``recording``; returns it."""
        from ..replay.replay_view import ReplayView

        view = ReplayView(recording, getattr(self.window, "art", None), self.window, title)
        self.windows = [w for w in self.windows if _alive(w)] + [view]
        view.show()
        return view

    def watchLast(self) -> QWidget | None:
        """Watch the game that just ended (the drop-down menu's Watch replay)."""
        if self.recorder.last is None:
            return None
        return self.watch(self.recorder.last, translate("Recording", "Last game"))

    def showHistory(self) -> QWidget | None:
        from .history_dialog import HistoryDialog

        self.writer.flush(2.0)  # the game just ended is in the list
        try:
            history = self.history()
        except (HistoryDamaged, OSError) as error:
            self._history = None
            QMessageBox.warning(self.window, translate("Recording", "Game history"),
                                problem_text(error) if isinstance(error, HistoryDamaged)
                                else str(error))
            return None
        dialog = HistoryDialog(history, self.watch, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.show()
        return dialog

    def openReplayFile(self, path: str | None = None) -> QObject | None:
        """Game > Open replay...: read in the background, then watched (see
        ``view/replay/open_file.py``); returns the opening, None without a file."""
        from ..replay.open_file import open_replay_file

        return open_replay_file(self.window, self.watch, path)

    def shortStats(self) -> str:
        """One line of the last game's community figures for the drop-down menu."""
        s = self.recorder.lastStats
        if s is None:
            return ""
        return translate("Recording", "Clicks {0} ({1} left, {2} right, {3} chord) \u00b7 "
                                      "IOE {4} \u00b7 3BV/s {5}").format(
            integer(s.clicks), integer(s.left), integer(s.right), integer(s.double),
            number(s.ioe, 3), number(s.bbbv_s, 2))

    def close(self) -> None:
        """The window closes: keep the game in play, store what is pending and
        end the writer thread. Never raises (it runs inside ``closeEvent``: an
        exception escaping a Qt virtual is fatal in PySide6 6.11)."""
        self._poll.stop()
        try:
            self.recorder.finishInFlight()
        except Exception as error:
            print(f"minesweeper-qt: the game in play was not recorded: {error!r}",
                  file=sys.stderr)
        self.writer.close()
        if self._history is not None:
            self._history.close()  # the GUI thread's connection


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # deleted on close
        return False
    return True
