"""The current game's life: new, restart, resume, pause, abandon, and whether it counts."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from minesweeper_qt.engine import Difficulty, Game, Placement, Status, figures
from minesweeper_qt.engine.clock import TimeSource
from minesweeper_qt.model import BoardModel
from minesweeper_qt.storage.history_rows import Result
from minesweeper_qt.storage.save_format import game_id_of, set_game_id

from .board_maker import BoardMaker
from .game_finished import Counting, GameFinished, Judge, RecordingSource
from .rules import GameSetup, make_game

if TYPE_CHECKING:  # given by the window's second part (the seam), or a test
    from .end_figures import EndFigures, EndWork

__all__ = ["HUGE_CELLS", "Counting", "GameSession"]

log = logging.getLogger(__name__)

#: Boards of more cells work out an ended game's figures off the GUI thread.
HUGE_CELLS = 250_000
#: The figures of a huge board's ended game are worked out from this long
#: after it ends (ms): a timer fires after the events already posted, so the
#: lost or won board is painted first, without a second thread competing for
#: the interpreter.
STATS_DELAY_MS = 20
#: A new huge board draws its mines this long after it is in place (ms): after
#: the new board is painted, long before a player can click it (see
#: :meth:`Game.prepare`; tens of milliseconds on a million cells).
PREPARE_DELAY_MS = 1


class GameSession(QObject):
    """Owns the game being played (shown through :attr:`model`, a
    :class:`BoardModel` made here for ``first``) and everything about its life.

    New games are made from the :class:`GameSetup` that ``rules()`` returns at that
    moment (the menus' options); the engine clock runs on ``time_source``
    (monotonic seconds). Signals:

    - ``gameChanged()``: a new game is in place (new, restarted or resumed).
    - ``finished(GameFinished)``: a game ended: won or lost (once per ending: a
      loss undone and played on ends again), given up for another game or the
      same board (:attr:`Result.ABANDONED`, :attr:`Result.RESTARTED`), or
      left in play when the window closes (:meth:`leave`). The one value every
      reaction reads (see :mod:`.game_finished`); before it is emitted the
      :attr:`judge` has worked out what the best times make of it and handed it
      to storage. On boards up to :data:`HUGE_CELLS` cells it comes at once; on
      larger ones its figures (3BV, the recording and its statistics) are
      worked out on a worker thread first, started once the board is painted
      (:data:`STATS_DELAY_MS`), so the window never freezes.
    - ``pausedChanged(bool)``.
    - ``uncertified()``: a no-guess board could not be made in its time budget
      (or the player cancelled): the game goes on with an ordinary board.
    - ``countingChanged()``: the game became assisted (a new game sends
      ``gameChanged`` instead).

    A counted game in play given up for a new game or a restart is a forfeit
    (a loss in the statistics), as in Windows 7 Minesweeper.

    A no-guess board is made off the GUI thread by :attr:`maker` (a
    :class:`BoardMaker`) when the model asks for it (``layoutNeeded``). A new
    huge uniform board draws its mines once it is painted
    (:data:`PREPARE_DELAY_MS`, :meth:`Game.prepare`), so the first click only
    moves a few of them.

    The one rule of counting lives here: :attr:`counting` (see :class:`Counting`).
    """

    gameChanged = Signal()
    finished = Signal(object)
    pausedChanged = Signal(bool)
    uncertified = Signal()
    countingChanged = Signal()

    def __init__(self, first: Game, rules: Callable[[], GameSetup],
                 time_source: TimeSource = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        model = self._model = BoardModel(first, self)
        self._rules = rules
        self._time_source = time_source
        self._counting = Counting.COUNTED
        # The counting of the game being replaced (read when it leaves).
        self._leaving_counting = Counting.COUNTED
        #: Games resumed from a save (ids of the engine games; a resumed game
        #: is never a best time: it could be studied while saved).
        self._resumed: set[int] = set()
        #: The record a resumed game's save held (its game, the record's
        #: fields as the file holds them).
        self._saved_record: tuple[Game, dict[str, object]] | None = None
        self._paused = False
        #: Works out what the best times make of an ending and hands it to
        #: storage (the score keeper), before anything reacts to it.
        self.judge: Judge | None = None
        #: Hands over an ended game's input recorder (the board's recorder).
        self.recordings: RecordingSource | None = None
        #: Calls its argument once the game's state flags are on disk (the
        #: save controller's ``afterSaved``; at once when games are not saved).
        self.whenFlagsKept: Callable[[Callable[[], None]], None] = lambda then: then()
        self._current: Game | None = first
        # How the game being replaced leaves (set by the command replacing it).
        self._departure: tuple[Result, bool] = (Result.ABANDONED, False)
        # Huge games whose figures are being worked out, in order of ending.
        self._end_figures: EndFigures | None = None
        self._ending: EndWork | None = None  # the current game's, if any
        self._stats_delay = QTimer(self)
        self._stats_delay.setSingleShot(True)
        self._stats_delay.setInterval(STATS_DELAY_MS)
        self._stats_delay.timeout.connect(self._start_figures)
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

    def useEndFigures(self, end_figures: EndFigures) -> None:
        """Work out ended games' figures with ``end_figures`` (once, before a
        game can end: the window's second part gives it, with the figures'
        modules, after the first paint; a program or a test without the
        window gives its own, ``EndFigures(session)``)."""
        assert self._end_figures is None
        self._end_figures = end_figures
        end_figures.ready.connect(self._on_figures)

    @property
    def _figures(self) -> EndFigures:
        assert self._end_figures is not None, "a game ended before useEndFigures()"
        return self._end_figures

    # --- state ------------------------------------------------------------------------

    @property
    def model(self) -> BoardModel:
        return self._model

    @property
    def game(self) -> Game:
        return self._model.game

    @property
    def timeSource(self) -> TimeSource:
        """The engine clock's monotonic seconds (a board made elsewhere runs on it)."""
        return self._time_source

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

    def inPlay(self) -> bool:
        """Whether the current game is in play (started, not over)."""
        return self.game.status is Status.PLAYING

    def wouldAbandon(self) -> bool:
        """Whether replacing the current game now gives up a counted game in play
        (it would count as a loss)."""
        return self.counted and self.inPlay()

    def mayAbandon(self, ask: Callable[[], bool]) -> bool:
        """Whether the current game may be given up now: at once unless that
        gives up a counted game in play, else ``ask()``'s answer (True: give it
        up). The clock stops while the question is open, so the time kept is
        the time shown; it runs on if the player keeps playing."""
        if not self.wouldAbandon():
            return True
        running = not self._paused
        self.pause()
        given_up = ask()
        if running and not given_up:
            self.unpause()
        return given_up

    # --- commands -----------------------------------------------------------------------

    def makeGame(self, difficulty: Difficulty | None = None, seed: int | None = None) -> Game:
        """A new engine game by the current rules (``difficulty`` replaces their size)."""
        return make_game(self._rules(), self._time_source, difficulty, seed)

    def followRules(self) -> None:
        """A game not begun yet (no move, no layout being made) whose generator
        is not the current rules' is replaced by a new game of those rules."""
        game = self._model.game
        if game.generator.name != self._rules().generator.name and not game.moves \
                and not self._model.waitingForLayout:
            self.newGame()

    def newGame(self, difficulty: Difficulty | None = None, seed: int | None = None) -> None:
        """Start a counted game of ``difficulty`` (default: the current size). A
        counted game in play is given up first (a forfeit)."""
        if difficulty is None:
            difficulty = self.game.difficulty
        self._departure = (Result.ABANDONED, self.wouldAbandon())
        self._install(self.makeGame(difficulty, seed), Counting.COUNTED)

    def playBoard(self, game: Game, counted: bool) -> None:
        """Start ``game``, a board made elsewhere (the daily board): counted, or
        not (``counted`` False: practice on a board whose result is kept, known
        as a restarted one is). A counted game in play is given up first (a
        forfeit)."""
        self._departure = (Result.ABANDONED, self.wouldAbandon())
        self._install(game, Counting.COUNTED if counted else Counting.PRACTICE)

    def restart(self) -> None:
        """The same board again (the same mines once laid); never counted."""
        self._departure = (Result.RESTARTED, self.wouldAbandon())
        self._install(self.game.restart(), Counting.RESTARTED)

    def resume(self, game: Game, counted: bool, game_id: str | None = None,
               assisted: bool = False, record: dict[str, object] | None = None) -> None:
        """Continue a saved ``game`` (its clock paused until the next move);
        ``counted`` False keeps a restarted board uncounted, ``assisted`` keeps a
        game the player took help in assisted; ``record``: the game's record
        the save held (``SavedGame.record``), for the recorder to go on with
        (:meth:`savedRecord`)."""
        self._saved_record = None if record is None else (game, record)
        counting = (Counting.ASSISTED if assisted
                    else Counting.COUNTED if counted else Counting.RESTARTED)
        self._resumed.add(id(game))
        self._install(game, counting, game_id)

    @property
    def resumedGame(self) -> bool:
        """Whether the game on the board was resumed from the save file."""
        return id(self.game) in self._resumed

    def dropResumed(self) -> None:
        """Replace the resumed game by a new one of its size without ending
        it: it had ended and been counted (its file outlived its end)."""
        self._current = None  # (never judged, stored or counted again)
        self.newGame()

    def savedRecord(self, game: Game) -> dict[str, object] | None:
        """The record the save of ``game`` held when it was resumed (else None)."""
        saved = self._saved_record
        return saved[1] if saved is not None and saved[0] is game else None

    def leave(self) -> None:
        """The window closes: a game in play ends as left (``finished`` with
        ``closing``: it is kept in the save file and counts when resumed);
        its figures are worked out now."""
        self.settle()
        game = self.game
        if game.moves and not game.status.is_over and game is self._current:
            self._current = None
            self._finish(self._work(game, Result.ABANDONED, False, closing=True))

    def markAssisted(self) -> None:
        """The player took help (a hint, the probability overlay, an undo,
        auto-play): the game no longer counts for best times, and its result goes
        to the assisted statistics (a restarted board taking help becomes
        assisted too; a replay stays a replay). Emits ``countingChanged``."""
        if self._counting in (Counting.COUNTED, Counting.RESTARTED, Counting.PRACTICE):
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

    def _install(self, game: Game, counting: Counting, game_id: str | None = None) -> None:
        self.settle()
        self._leaving_counting = self._counting
        self._counting = counting
        if game_id is not None:
            set_game_id(game, game_id)
        self._model.setGame(game)

    def _on_game_changed(self) -> None:
        previous = self._current
        outcome, forfeit = self._departure
        self._departure = (Result.ABANDONED, False)
        counting = self._leaving_counting
        self._leaving_counting = self._counting
        game = self._model.game
        self._current = game
        self._resumed &= {id(game)} | ({id(previous)} if previous is not None else set())
        if previous is not None and previous is not game and previous.moves \
                and not previous.status.is_over:
            if outcome is Result.RESTARTED and not game.same_layout(previous):
                outcome = Result.ABANDONED
            self._finish_later(self._work(previous, outcome, forfeit, counting=counting))
        self.maker.forget()
        self._paused = False
        if game.can_prepare:
            self._prepare.start()
        else:
            self._prepare.stop()
        self.gameChanged.emit()

    def _on_board_made(self, placement: Placement) -> None:
        if self._model.waitingForLayout:
            self._model.placeLayout(placement)
            if not placement.certified:
                self.uncertified.emit()

    def stopWork(self) -> None:
        """End this session's worker threads and wait for them (the window is
        closing, after :meth:`leave`): a board being made is dropped, the
        figures worker ends after the figures it was given."""
        self.maker.stop()
        if self._end_figures is not None:
            self._end_figures.stop()

    def settle(self) -> None:
        """Finish working out the figures of the game that just ended (on this
        thread if the worker has not started, else waiting for it), and
        announce it ``finished`` now: before another game replaces it, before
        its loss is undone."""
        work = self._ending
        if work is None:
            return
        self._stats_delay.stop()
        self._figures.finish_now(work)
        self._on_figures(work)

    def _on_status_changed(self, status: Status) -> None:
        game = self._model.game
        if not (status.is_over and game.moves):
            return
        self._paused = False
        self.settle()  # an earlier ending of this game, if any (an undone loss)
        work = self._work(game, Result.WON if status is Status.WON else Result.LOST, False)
        if game.rows * game.cols <= HUGE_CELLS:
            self._finish(work)
            return
        # The game is over and never changes again (an undo settles first): its
        # figures are worked out on a worker once the board is painted.
        self._ending = work
        self._stats_delay.start()

    def _work(self, game: Game, outcome: Result, forfeit: bool, *, closing: bool = False,
              counting: Counting | None = None) -> EndWork:
        """An ending's facts known now; its recorder taken from the board."""
        recorder = self.recordings.detach(game) if self.recordings is not None else None
        return self._figures.Work(
            game=game, game_id=game_id_of(game), outcome=outcome,
            resumed=id(game) in self._resumed,
            counting=counting if counting is not None else self._counting,
            forfeit=forfeit, closing=closing, recorder=recorder,
            time_ms=max(1, figures.time_ms_of(game.elapsed)), ended_at=time.time(),
            deaths=game.deaths, exploded=game.exploded)

    def _finish_later(self, work: EndWork) -> None:
        """A game given up: at once on an ordinary board, from the worker on a huge one."""
        game = work.game
        if game.rows * game.cols <= HUGE_CELLS:
            self._finish(work)
        else:
            self._figures.start(work)

    def _start_figures(self) -> None:
        if self._ending is not None:
            self._figures.start(self._ending)

    def _on_figures(self, work: EndWork) -> None:
        if work is self._ending:
            self._ending = None
        if work.announced:
            return
        self._finish(work)

    def _finish(self, work: EndWork) -> None:
        """Build the :class:`GameFinished` of ``work`` (its figures made here
        when not made yet), have it judged and kept, then emit it (once)."""
        if work.announced:
            return
        work.announced = True
        if work.stats is None:
            work.compute()
        assert work.stats is not None and work.figures is not None and work.record is not None
        event = GameFinished(
            game=work.game, game_id=work.game_id, outcome=work.outcome, counting=work.counting,
            record=work.record, stats=work.stats, time_ms=work.time_ms, exploded=work.exploded,
            ended_at=work.ended_at, figures=work.figures, competitive=work.competitive,
            closing=work.closing, forfeit=work.forfeit)
        judge = self.judge
        if judge is not None:
            try:
                event = replace(event, verdict=judge.judge(event))
            except Exception:  # the result still shows; nothing counted twice later
                log.exception("the best times could not judge a game")
            try:
                judge.keep(event)
            except Exception:
                log.exception("a finished game could not be handed to storage")
        self.finished.emit(event)
