"""Game > Daily board: the day's board played in the window, its attempts kept
in the history, and the daily window (``dialogs/daily_dialog.py``).

A day's board (``engine/daily.py``) is played as a fixed layout; its given
opening cell is marked on the board until the first move. Every finished
attempt goes to the history's ``daily`` table (``storage/daily_results.py``):
the first finished one is the day's result and counts as any game; later ones
are practice (not counted: the board is known), and the window says so. A
daily game left in play and resumed from the save file is still recognised
(its mines are the day's board).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMainWindow

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.daily import CURRENT_RULE, DailyBoard, daily_board, utc_today
from minesweeper_qt.session import GameSession
from minesweeper_qt.session.game_finished import GameFinished
from minesweeper_qt.storage.daily_results import DailyAttempt, streaks
from minesweeper_qt.storage.history import History
from minesweeper_qt.storage.save_format import game_id_of
from minesweeper_qt.storage.storage import Progress, Storage

from ..board.board_view import BoardView
from ..board.start_mark import StartMarkLayer
from ..dialogs.daily_dialog import DailyDialog, share_line_of
from ..figures_text import rate_text, time_text
from .zoom import Zoom

translate = QCoreApplication.translate


class DailyHost(Protocol):
    """What the daily board needs of the window."""

    session: GameSession
    board: BoardView
    storage: Storage
    askAbandon: Callable[[], bool]
    zoom: Zoom

    def notify(self, text: str, timeout_ms: int = 15_000, about_game: bool = False) -> None: ...


class DailyBoards(QObject):
    """The window's daily board: :meth:`play` starts a day's board,
    :meth:`showDialog` opens the daily window; ``now`` gives the aware
    current time (tests pass their own)."""

    def __init__(self, window: DailyHost, *, question_marks: Callable[[], bool] = lambda: False,
                 now: Callable[[], datetime.datetime] | None = None) -> None:
        assert isinstance(window, QMainWindow)
        super().__init__(window)
        self._window = window
        self._parent: QMainWindow = window
        self._question_marks = question_marks
        #: The aware current time (tests set their own).
        self.now = now or (lambda: datetime.datetime.now(datetime.timezone.utc))
        #: Each day's result (first finished attempt) by "rule:day"; None until read.
        self.results: dict[str, DailyAttempt] | None = None
        #: The daily boards being played, by game id.
        self._boards: dict[str, DailyBoard] = {}
        self.mark = StartMarkLayer()
        window.board.layers.append(self.mark)
        self.dialog: DailyDialog | None = None
        #: The day the daily window shows (None: today).
        self.shownDay: datetime.date | None = None
        window.session.finished.connect(self._on_finished)
        window.session.gameChanged.connect(window.board.update)
        window.session.model.moved.connect(self._on_moved)
        # The results are read when first needed (the daily window, a daily
        # board started): a start that plays no daily board never opens the history.

    def today(self) -> DailyBoard:
        """Today's board (UTC) under the current rule."""
        return daily_board(utc_today(self.now()))

    def refresh(self, then: Callable[[], object] = lambda: None) -> None:
        """Read the days' results from the history (then the dialog follows),
        and call ``then()`` once they are read, or could not be."""
        def read(history: History, _progress: Progress) -> list[DailyAttempt]:
            return history.daily_results()

        def done(result: list[DailyAttempt] | BaseException) -> None:
            # Unavailable: the storage notes tell why; the results stay unknown.
            if not isinstance(result, BaseException):
                self.results = {f"{r.rule}:{r.day}": r for r in result}
                self._show()
            then()

        self._window.storage.request(read, done)

    def play(self, day: datetime.date | None = None, *, ask: bool = True) -> bool:
        """Start the board of ``day`` (default today, UTC); a counted game in
        play is given up only if the player says so (unless ``ask`` is
        False). Returns whether it starts: at once when the days' results are
        known (is it practice?), else once they are read (milliseconds)."""
        window = self._window
        if ask and not window.session.mayAbandon(window.askAbandon):
            return False
        board = daily_board(day) if day is not None else self.today()
        if self.results is None:
            self.refresh(lambda: self._start(board))
        else:
            self._start(board)
        return True

    def _start(self, board: DailyBoard) -> None:
        window = self._window
        rule = board.rule
        game = Game.from_layout(rule.rows, rule.cols, board.mines,
                                question_marks=self._question_marks(),
                                time_source=window.session.timeSource)
        practice = self.results is not None and board.key in self.results
        self._boards[game_id_of(game)] = board
        self.mark.cell, self.mark.game = board.first_click, game
        resize = game.difficulty != window.session.game.difficulty
        window.session.playBoard(game, counted=not practice)
        if resize:
            window.zoom.openBoard()
        if practice:
            window.notify(translate(
                "Daily", "Practice: the daily board of {0} has its result already; this "
                "game does not change it.").format(board.day.isoformat()), about_game=True)
        else:
            window.notify(translate(
                "Daily", "The daily board of {0}: start on the marked cell.").format(
                    board.day.isoformat()), about_game=True)

    def showDialog(self, day: datetime.date | None = None) -> DailyDialog:
        """Game > Daily board...: the daily window (not modal) on the board of
        ``day`` (default today, UTC), refreshed."""
        self.shownDay = day
        if self.dialog is None:
            self.dialog = DailyDialog(self._parent)
            self.dialog.playRequested.connect(self._on_play_requested)
        self._show()
        if self.dialog.isVisible():
            self.dialog.raise_()  # (only when shown: raise() before show() is a no-op)
            self.dialog.activateWindow()
        else:
            self.dialog.show()
        self.refresh()
        return self.dialog

    def _on_play_requested(self) -> None:
        if self.play(self.shownDay) and self.dialog is not None:
            self.dialog.hide()

    def _on_moved(self) -> None:
        mark = self.mark
        if mark.cell is not None and (mark.game is None or mark.game.moves):
            mark.cell = mark.game = None  # the first move: the ring goes at once
            self._window.board.update()

    def _show(self) -> None:
        if self.dialog is None:
            return
        now = self.now()
        today = utc_today(now)
        board = daily_board(self.shownDay or today)
        results = self.results
        result = results.get(board.key) if results is not None else None
        runs = streaks(results.values(), today) if results is not None else None
        self.dialog.showDay(board, result, runs, now, today=board.day == today)

    def _board_of(self, event: GameFinished) -> DailyBoard | None:
        board = self._boards.get(event.game_id)
        if board is not None:
            return board
        rule = CURRENT_RULE
        if (event.rows, event.cols, event.mines) != (rule.rows, rule.cols, rule.mines):
            return None
        # A daily game resumed from the save file: its mines tell its day.
        today = utc_today(self.now())
        for day in (today, today - datetime.timedelta(days=1)):
            board = daily_board(day, rule)
            if event.game.mines == board.mines:
                self._boards[event.game_id] = board
                return board
        return None

    def _on_finished(self, event: GameFinished) -> None:
        if not event.outcome.over:
            return
        board = self._board_of(event)
        if board is None:
            return
        figures = event.figures
        # A win with help (or on a board restarted, so known) is not the
        # player's own: the day keeps it as not won, as best times do.
        won = event.won and event.counted
        attempt = DailyAttempt(event.game_id, board.day.isoformat(), board.rule.id, won,
                               figures.time_ms, figures.bbbv_solved, event.ended_at)

        def keep(history: History, _progress: Progress) -> DailyAttempt:
            return history.add_daily(attempt)

        def done(first: DailyAttempt | BaseException) -> None:
            if isinstance(first, BaseException):
                self._window.notify(translate(
                    "Daily", "The daily board's result could not be kept: {0}").format(first))
                return
            if self.results is not None:
                self.results[board.key] = first
            if first.uid == attempt.uid:
                # The day's result: the window with its line to share.
                text = translate(
                    "Daily", "Your result for the daily board of {0} is kept: {1}").format(
                        board.day.isoformat(), share_line_of(board, first))
                if event.won and not won:
                    text += " " + translate("Daily", "It was not your own play (help, or a "
                                            "board started again), so it counts as not won.")
                self._window.notify(text)
                self.showDialog(board.day)
                return
            self._window.notify(translate(
                "Daily", "Practice: the daily board of {0} keeps its first result ({1} s, "
                "3BV/s {2}).").format(board.day.isoformat(), time_text(first.time_ms),
                                      rate_text(first.bbbv_solved, first.time_ms)))
            self.refresh()

        self._window.storage.request(keep, done)
