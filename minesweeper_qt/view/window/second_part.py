"""The seam of the start: what the main window builds after its board's first
paint, declared by this module's imports and built by :class:`SecondPart`.

The window imports this module once, when it builds the rest (see
``MainWindow.finishBuilding``); everything imported here loads then, never
before the first paint (``tests/test_start_imports.py``). Nothing else in the
package defers an import for the start's sake (``tests/test_function_imports.py``).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from minesweeper_qt.engine import Difficulty
from minesweeper_qt.handover import Listener
from minesweeper_qt.session import GameSession
from minesweeper_qt.session.end_figures import EndFigures
from minesweeper_qt.session.game_finished import GameFinished
from minesweeper_qt.session.score_keeper import ScoreKeeper
from minesweeper_qt.storage.records import Records
from minesweeper_qt.storage.save_controller import SaveController
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.storage.scores import counted_in
from minesweeper_qt.storage.storage import Storage

from ..assist.assist import Assist, AssistHost
from ..assist.assist_speech import AssistSpeech
from ..board.accessibility import Accessibility
from ..dialogs.best_times_dialog import BestTimesDialog
from ..dialogs.custom_dialog import CustomDialog
from ..dialogs.help_texts import show_about, show_how_to_play
from ..header.header import FaceButton
from ..header.header_bar import HeaderBar
from ..history.history_text import fault_words
from ..paint.art import Art
from ..themes.theme_switcher import ThemeSwitcher
from .daily import DailyBoards, DailyHost
from .feel import Feel, FeelHost
from .flags_kept import FlagsKept
from .game_end import BoardArea, GameEnd
from .live_counters import LiveCounters, LiveHost
from .making_board import MakingBoardNote, NoteHost
from .menus import Menus, name_menus
from .messages import counted_save_message
from .notice import Notice
from .replays import Replays
from .review_line import ReviewLine
from .storage_notes import StorageNotes
from .warm_up import prepare_the_game_end
from .zoom import Zoom

log = logging.getLogger(__name__)


class Whole(AssistHost, DailyHost, FeelHost, LiveHost, NoteHost, Protocol):
    """The main window as its second part sees it (a protocol: this module
    does not import the window that loads it): the first part's widgets, read,
    and the second part's objects, set here."""

    menus: Menus
    header: HeaderBar
    boardArea: BoardArea
    art: Art
    askUnwritten: Callable[[int, str], str]
    themes: ThemeSwitcher
    faceButton: FaceButton
    zoom: Zoom
    storage: Storage
    records: Records
    scores: ScoreKeeper
    storageNotes: StorageNotes
    notice: Notice
    gameEnd: GameEnd
    makingBoard: MakingBoardNote
    replays: Replays
    daily: DailyBoards
    reviewLine: ReviewLine
    feel: Feel
    liveCounters: LiveCounters
    saveController: SaveController | None
    assist: Assist
    accessibility: Accessibility
    launches: Listener

    def newGame(self, difficulty: Difficulty | None = None, seed: int | None = None, *,
                ask: bool = True) -> None: ...
    def restartBoard(self) -> None: ...
    def retranslateUi(self) -> None: ...
    def showGame(self) -> None: ...
    def close(self) -> bool: ...


class SecondPart:
    """Builds, on ``window`` (whose first part is on screen), what the first
    paint did without: the storage worker (its writes), best times and
    statistics, the end menu's flow, the no-guess note, history and replays,
    the review line, the window's feel, the live counters (in the window's
    ``liveLine``, under the board), the save controller (``saves``: None, games
    are not saved) and the assistance, and connects the header and the
    drop-down menu to them. The history lives in ``data_folder``."""

    def __init__(self, window: Whole, saves: SaveStore | None, data_folder: Path) -> None:
        assert isinstance(window, QMainWindow)  # the parent of what is built here
        self._window: Whole = window
        self._parent: QMainWindow = window
        w = window
        settings, session, model = w.settings, w.session, w.model
        # An ended game's figures (a game ends only once this part is built).
        session.useEndFigures(EndFigures(session))
        #: The storage worker: every write of the game goes through it.
        # The best times kept in the settings, read before the worker writes them.
        w.records = Records(settings.store)
        w.storage = Storage(data_folder=data_folder, settings=settings.store, parent=w)
        w.records.writer = w.storage
        w.storage.recordsChanged.connect(w.records.show)
        # From now on the settings file is written on the storage worker only.
        settings.attach(w.storage.write_settings)
        w.storage.settingsFailed.connect(
            lambda text: settings.write_failed(text) if settings.write_failed else None)
        # What goes wrong with the disk is told below the board (queued: the
        # notice exists by the time anything arrives).
        w.storageNotes = StorageNotes(w.storage, lambda text: w.notify(text), w)
        w.storage.read_records()  # (told: the notice listens)
        w.scores = ScoreKeeper(session, w.records, settings, w, w.storage)
        w.gameEnd = GameEnd(session, w.scores, w.board, w.boardArea, w.dropMenu,
                            lambda: settings.animations, w.header.refreshClock,
                            refit=lambda: w.fitToBoard(),
                            grows=lambda: not w.zoom.windowSize.playerSized)
        for action in w.menus.sizeGroup.actions():
            w.dropMenu.difficultyMenu.addAction(action)
        w.makingBoard = MakingBoardNote(w, session)
        self._wire_the_header(session)
        w.replays = Replays(w, session, w.board, w.storage, w.art)
        w.menus.actionHistory.triggered.connect(w.replays.showHistory)
        w.menus.actionOpenReplay.triggered.connect(lambda: w.replays.openReplayFile())
        w.dropMenu.watchReplayRequested.connect(w.replays.watchLast)
        w.daily = DailyBoards(w, question_marks=lambda: settings.question_marks)
        w.menus.actionDaily.triggered.connect(lambda: w.daily.showDialog())
        w.menus.actionHowToPlay.triggered.connect(lambda: show_how_to_play(self._parent))
        w.menus.actionAbout.triggered.connect(lambda: show_about(self._parent))
        # "2 guesses, 1 avoidable · Review" in the drop-down menu after a game.
        w.reviewLine = ReviewLine(w.dropMenu, session, lambda: w.replays.recorder.last,
                                  w.replays.watch, w)
        w.feel = Feel(w, w.zoom)
        w.themes.buildMenu()  # Options > Theme
        # Options > Live counters: 3BV/s, clicks, IOE and the estimate under the header.
        w.liveCounters = LiveCounters(w, w)
        session.finished.connect(w.liveCounters.showFinished)
        w.retranslateUi()
        w.gameEnd.gameChanged()
        # Keeps the save file in step with the game (None: games are not saved).
        w.saveController = (
            None if saves is None
            else SaveController(saves, model, lambda: session.counted, w,
                                storage=w.storage))
        if w.saveController is not None:
            w.saveController.waitForEnd = True  # the file goes once the ending is kept
            session.finished.connect(self._on_finished_save)
            # The game's flags are stored with it, and written when they change.
            w.saveController.assisted = lambda: session.assisted
            # With the game's record so far, which a resumed game goes on with.
            w.saveController.record = w.replays.recorder.saving
            session.countingChanged.connect(w.saveController.flagsChanged)
            session.whenFlagsKept = FlagsKept(w.saveController, w.storage, w).after
        self._wire_the_assistance()
        self._drop_a_counted_save(session)
        # The channel later launches reach this copy by (the program has it
        # listen when it holds the single-instance lock: app.py).
        w.launches = Listener()
        name_menus(self._parent)  # the menus made here too, for screen readers
        if w.isVisible():
            # Built after show(): nothing here takes room of its own (the live
            # counters' line was kept from the first paint), but the size is
            # settled before anything queued meanwhile (a resumed game's
            # scroll, see Feel) runs.
            w.fitToBoard()
        prepare_the_game_end(w, session.gameChanged, w.faceButton, w.board)

    def _drop_a_counted_save(self, session: GameSession) -> None:
        """A resumed counted game that the history counted already (it ended,
        and its file could not be removed) is never played or counted again: a
        new game replaces it (its file goes with it) and the window says why.
        (A game that no longer counts, such as a counted loss undone and
        played on, is resumed: it keeps its id, and an id counts once.)"""
        w = self._window
        path = w.storage.history_path
        if path is None or not session.resumedGame or not session.counted:
            return
        if counted_in(path, session.gameId):  # read only, a few ms, once
            log.warning("the saved game %s was counted already; not resumed", session.gameId)
            session.dropResumed()
            w.notify(counted_save_message())

    def _wire_the_header(self, session: GameSession) -> None:
        """The header's buttons and marks, and the drop-down menu's commands."""
        w = self._window
        w.dropMenu.newGameRequested.connect(w.newGame)
        w.dropMenu.restartRequested.connect(w.restartBoard)
        w.dropMenu.quitRequested.connect(w.close)
        w.faceButton.clicked.connect(w.newGame)
        w.header.menuButton.clicked.connect(w.openMenu)
        w.header.flagModeButton.toggled.connect(self._on_flag_mode)
        w.board.pressingChanged.connect(
            lambda on: w.header.showPressing(on, w.model.game.status))
        w.model.statusChanged.connect(w.header.showStatus)
        w.model.minesLeftChanged.connect(w.header.mineCounter.setValue)
        session.gameChanged.connect(w.gameEnd.gameChanged)
        session.gameChanged.connect(w.showGame)
        session.gameChanged.connect(w.notice.gameReplaced)
        w.model.moved.connect(  # the first click lays the board
            lambda: w.header.showNoGuess(w.model.game.plays_no_guess))

    def _wire_the_assistance(self) -> None:
        """Hints, probabilities, undo and auto-play, and what they tell the
        recording and the end menu."""
        w = self._window
        w.assist = Assist(w)
        w.assist.hinted.connect(w.replays.recorder.hinted)  # kept in the recording
        w.assist.undone.connect(w.replays.recorder.undone)
        w.assist.undone.connect(w.gameEnd.close)  # after the recorder
        w.dropMenu.undoRequested.connect(w.assist.undo)
        w.assist.playing.connect(w.replays.recorder.assisting)  # marked assisted
        AssistSpeech(w.assist, w.accessibility)  # hints, probabilities and Solve spoken

    def _on_flag_mode(self, on: bool) -> None:
        self._window.board.flagMode = on

    def _on_finished_save(self, event: GameFinished) -> None:
        """A game ended and was handed to storage: its save file can go."""
        if self._window.saveController is not None:
            self._window.saveController.gameEnded(event.game)

    # --- what the window's menus and its close need of the second part ---------------

    def chooseCustom(self) -> None:
        """Game > Custom...: the size dialog; a new game of the size chosen."""
        w = self._window
        dialog = CustomDialog(w.model.game.difficulty, self._parent)
        if dialog.exec() == CustomDialog.DialogCode.Accepted:
            w.newGame(dialog.difficulty())
        else:
            w.menus.checkSize(w.model.game.difficulty)

    def showBestTimes(self) -> None:
        """Game > Best times...: the best-times dialog (modal)."""
        w = self._window
        BestTimesDialog(w.records, w.scores.keyOf(w.model.game), self._parent,
                        storage=w.storage).exec()

    def mayQuit(self) -> bool:
        """Whether the window may close: when finished games could not be
        written (a full disk), the player is told and chooses to try again,
        to wait (False) or to quit all the same."""
        w = self._window
        while True:
            count, problem = w.storage.unwritten()
            if not count:
                return True
            # The cause alone: the notes shown while running say the games are kept,
            # which quitting ends.
            answer = w.askUnwritten(count, fault_words(problem.fault, problem.detail)
                                    if problem else "")
            if answer != "retry":
                return answer == "quit"

    def close(self) -> None:
        """The window closes: the game is kept as ever (a game that just ended
        counted, a game in play kept in the history and saved with its clock),
        then every thread the window started ends, waited for, in this one
        place (a worker left running while its owners are deleted or collected
        can touch freed objects): the board maker, the analysis, the end
        menu's review (given up), the end figures, the reading of a resumed
        game's saved record, then the storage worker
        (what could not be written was offered to wait for at quit). The
        window leaves the screen first."""
        # Off the screen first: keeping the game (a huge board's figures, about
        # a second of Python on 1000 x 1000; the history; the last save) and
        # ending the threads follow, and the player has asked to go.
        self._parent.hide()
        QGuiApplication.sync()  # the window system told now, not at the next pass
        w = self._window
        try:
            w.session.settle()  # a huge game that just ended is counted and kept
            w.session.leave()  # a game in play is kept in the history (and saved)
            w.scores.settleAssisted()
        except Exception as error:
            print(f"minesweeper-qt: the game that just ended was not kept: {error!r}",
                  file=sys.stderr)
        if w.saveController is not None:
            w.saveController.flush()  # the final state, clock included
        w.assist.stopWork()
        w.reviewLine.stop()  # a long review would hold the quit until it ends
        w.session.stopWork()
        w.replays.recorder.stopWork()
        w.settings.sync()  # on the worker, before it ends
        w.storage.close()
        w.settings.attach(None)
