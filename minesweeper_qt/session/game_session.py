"""The current game's life: new, restart, resume, pause, abandon, and whether it counts."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal

from minesweeper_qt.engine import Difficulty, Game, Placement, Status
from minesweeper_qt.engine.clock import TimeSource
from minesweeper_qt.model import BoardModel
from minesweeper_qt.storage.save_format import game_id_of, set_game_id

from .board_maker import BoardMaker
from .rules import Rules, make_game


class Counting(Enum):
    """Whether a game counts for best times and statistics, and if not, why.

    Competitive rules: a restarted board is known in advance, and a game with
    help (hints, the probability overlay, undo, auto-play) or a replay is not
    the player's own play.
    """

    COUNTED = "counted"
    RESTARTED = "restarted"
    ASSISTED = "assisted"
    REPLAY = "replay"


#: Boards of more cells work out an ended game's statistics off the GUI thread.
HUGE_CELLS = 250_000
#: The statistics worker of a huge board starts this long after the game ends
#: (ms): a timer fires after the events already posted, so the lost or won
#: board is painted first, without a second thread competing for the GIL.
STATS_DELAY_MS = 20
#: How often the GUI thread looks for the worker's statistics (ms).
STATS_POLL_MS = 10
#: A new huge board draws its mines this long after it is in place (ms): after
#: the new board is painted, long before a player can click it (see
#: :meth:`Game.prepare`; tens of milliseconds on a million cells).
PREPARE_DELAY_MS = 1


class GameSession(QObject):
    """Owns the game being played (shown through :attr:`model`, a
    :class:`BoardModel` made here for ``first``) and everything about its life.

    New games are made from the :class:`Rules` that ``rules()`` returns at that
    moment (the menus' options); the engine clock runs on ``time_source``
    (monotonic seconds). Signals:

    - ``gameChanged()``: a new game is in place (new, restarted or resumed).
    - ``ended(Game)``: the game was just won or lost (once per game), at once.
    - ``finished(Game)``: the same, with its statistics worked out (once per
      game): at once on boards up to :data:`HUGE_CELLS` cells; on larger ones a
      worker thread works out the 3BV first, started once the lost or won board
      is painted (:data:`STATS_DELAY_MS`), so that the board is painted in the
      same frame as the click and the window never freezes.
    - ``abandoned(Game)``: a counted game in play was given up for a new one; it
      counts as a loss, as in Windows 7 Minesweeper.
    - ``pausedChanged(bool)``.
    - ``uncertified()``: a no-guess board could not be made in its time budget
      (or the player cancelled): the game goes on with an ordinary board.
    - ``countingChanged()``: the game became assisted (a new game sends
      ``gameChanged`` instead).

    A no-guess board is made off the GUI thread by :attr:`maker` (a
    :class:`BoardMaker`) when the model asks for it (``layoutNeeded``). A new
    huge uniform board draws its mines once it is painted
    (:data:`PREPARE_DELAY_MS`, :meth:`Game.prepare`), so the first click only
    moves a few of them.

    The one rule of counting lives here: :attr:`counting` (see :class:`Counting`).
    """

    gameChanged = Signal()
    ended = Signal(object)
    finished = Signal(object)
    abandoned = Signal(object)
    pausedChanged = Signal(bool)
    uncertified = Signal()
    countingChanged = Signal()

    def __init__(self, first: Game, rules: Callable[[], Rules],
                 time_source: TimeSource = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        model = self._model = BoardModel(first, self)
        self._rules = rules
        self._time_source = time_source
        self._counting = Counting.COUNTED
        self._paused = False
        # The ended huge game whose statistics are being worked out (its
        # worker and whether the worker is done), announced finished once.
        self._ending: Game | None = None
        self._stats_worker: threading.Thread | None = None
        self._stats_done = threading.Event()
        self._stats_delay = QTimer(self)
        self._stats_delay.setSingleShot(True)
        self._stats_delay.setInterval(STATS_DELAY_MS)
        self._stats_delay.timeout.connect(self._start_stats)
        # The worker never emits a signal (see BoardMaker): the GUI thread polls.
        self._stats_poll = QTimer(self)
        self._stats_poll.setInterval(STATS_POLL_MS)
        self._stats_poll.timeout.connect(self._on_stats_poll)
        self._prepare = QTimer(self)
        self._prepare.setSingleShot(True)
        self._prepare.setInterval(PREPARE_DELAY_MS)
        self._prepare.timeout.connect(lambda: self.game.prepare())
        if first.can_prepare:  # the first game sends no gameChanged
            self._prepare.start()
        model.statusChanged.connect(self._on_status_changed)
        # Any new game on the model (tests and tools may install one directly).
        model.gameChanged.connect(self._on_game_changed)
        self.maker = BoardMaker(self)
        model.layoutNeeded.connect(lambda row, col: self.maker.start(model.game, row, col))
        self.maker.made.connect(self._on_board_made)

    # --- state ------------------------------------------------------------------------

    @property
    def model(self) -> BoardModel:
        return self._model

    @property
    def game(self) -> Game:
        return self._model.game

    @property
    def counting(self) -> Counting:
        return self._counting

    @property
    def counted(self) -> bool:
        """Whether the current game goes into best times and statistics."""
        return self._counting is Counting.COUNTED

    @property
    def gameId(self) -> str:
        """The current game's id (32 hex digits; kept in its save file), so it is
        counted once whatever happens to that file."""
        return game_id_of(self.game)

    @property
    def paused(self) -> bool:
        return self._paused

    def wouldAbandon(self) -> bool:
        """Whether replacing the current game now gives up a counted game in play
        (it would count as a loss)."""
        return self.counted and self.game.status is Status.PLAYING

    # --- commands -----------------------------------------------------------------------

    def makeGame(self, difficulty: Difficulty | None = None, seed: int | None = None) -> Game:
        """A new engine game by the current rules (``difficulty`` replaces their size)."""
        return make_game(self._rules(), self._time_source, difficulty, seed)

    def newGame(self, difficulty: Difficulty | None = None, seed: int | None = None) -> None:
        """Start a counted game of ``difficulty`` (default: the current size). A
        counted game in play is abandoned first (``abandoned``)."""
        if difficulty is None:
            difficulty = self.game.difficulty
        self._abandon()
        self._install(self.makeGame(difficulty, seed), Counting.COUNTED)

    def restart(self) -> None:
        """The same board again (the same mines once laid); never counted."""
        self._abandon()
        self._install(self.game.restart(), Counting.RESTARTED)

    def resume(self, game: Game, counted: bool, game_id: str | None = None,
               assisted: bool = False) -> None:
        """Continue a saved ``game`` (its clock paused until the next move);
        ``counted`` False keeps a restarted board uncounted, ``assisted`` keeps a
        game the player took help in assisted."""
        counting = (Counting.ASSISTED if assisted
                    else Counting.COUNTED if counted else Counting.RESTARTED)
        self._install(game, counting, game_id)

    def markAssisted(self) -> None:
        """The player took help (a hint, the probability overlay, an undo,
        auto-play): the game no longer counts for best times, and its result goes
        to the assisted statistics (a restarted board taking help becomes
        assisted too; a replay stays a replay). Emits ``countingChanged``."""
        if self._counting in (Counting.COUNTED, Counting.RESTARTED):
            self._counting = Counting.ASSISTED
            self.countingChanged.emit()

    @property
    def assisted(self) -> bool:
        """Whether the player took help in the current game."""
        return self._counting is Counting.ASSISTED

    def pause(self) -> None:
        """Stop the clock of a game in play until :meth:`unpause`."""
        if self.game.status is Status.PLAYING and not self._paused:
            self._paused = not self.game.paused
            self.game.pause()
            if self._paused:
                self.pausedChanged.emit(True)

    def unpause(self) -> None:
        if self._paused:
            self._paused = False
            self.game.resume()
            self.pausedChanged.emit(False)

    # --- internals ------------------------------------------------------------------------

    def _abandon(self) -> None:
        if self.wouldAbandon():
            self.abandoned.emit(self.game)

    def _install(self, game: Game, counting: Counting, game_id: str | None = None) -> None:
        self.settle()
        self._counting = counting
        if game_id is not None:
            set_game_id(game, game_id)
        self._model.setGame(game)

    def _on_game_changed(self) -> None:
        self.maker.forget()
        self._paused = False
        if self._model.game.can_prepare:
            self._prepare.start()
        else:
            self._prepare.stop()
        self.gameChanged.emit()

    def _on_board_made(self, placement: Placement) -> None:
        if self._model.waitingForLayout:
            self._model.placeLayout(placement)
            if not placement.certified:
                self.uncertified.emit()

    def settle(self) -> None:
        """Finish working out the statistics of the game that just ended (on
        this thread if the worker has not started), and announce the game
        ``finished`` now (before another game replaces it)."""
        game = self._ending
        if game is None:
            return
        self._stats_delay.stop()
        worker = self._stats_worker
        if worker is not None:
            worker.join()
        else:
            game.stats()
        self._announce()

    def _on_status_changed(self, status: Status) -> None:
        if status.is_over and self._model.game.moves:
            self._paused = False
            game = self._model.game
            self.ended.emit(game)
            if game.rows * game.cols <= HUGE_CELLS:
                self.finished.emit(game)
                return
            # The game is over and never changes again (an undo waits for the
            # worker): its 3BV (a union of every opening of the board) is read
            # on a worker once the board is painted; stats() caches it.
            self.settle()  # an earlier ended game, if any (an undone loss)
            self._ending = game
            self._stats_done.clear()
            self._stats_delay.start()

    def _start_stats(self) -> None:
        game, done = self._ending, self._stats_done
        if game is None:
            return

        def work() -> None:
            game.stats()
            done.set()

        self._stats_worker = threading.Thread(target=work, name="stats", daemon=True)
        self._stats_worker.start()
        self._stats_poll.start()

    def _on_stats_poll(self) -> None:
        if self._stats_done.is_set():
            if self._stats_worker is not None:
                self._stats_worker.join()
            self._announce()

    def _announce(self) -> None:
        """``finished`` for the game whose statistics are ready (once)."""
        game = self._ending
        self._ending = None
        self._stats_worker = None
        self._stats_poll.stop()
        if game is not None:
            self.finished.emit(game)
