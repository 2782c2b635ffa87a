"""The main window: lays out the header, the board and the drop-down menu, and wires
them to the game session, the menus and saving.

It is built in two parts (see :meth:`MainWindow.finishBuilding`): what the first
painted board needs (the game, the board, the header, the menus, the theme,
accessibility), then everything else (storage, best times, the end menu,
history, the assistance). The program's start builds the second part once the
board has been painted; constructed otherwise, the window is whole at once.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from minesweeper_qt.engine import Difficulty
from minesweeper_qt.engine.clock import TimeSource
from minesweeper_qt.i18n import Translators
from minesweeper_qt.resources_path import resource_path
from minesweeper_qt.session import GameSession, Rules
from minesweeper_qt.session.rules import make_game, rules_from
from minesweeper_qt.storage.settings import Settings

from .assist.icons import bulb_icon, overlay_icon
from .board.accessibility import Accessibility
from .board.board_view import BoardView
from .header.header_bar import HeaderBar
from .paint.art import Art
from .themes.theme_switcher import ThemeSwitcher
from .window.drop_menu import DropMenu
from .window.first_paint import FirstPaint, LateBuild
from .window.game_end import AbandonQuestion, BoardArea, ask_command_line_abandon
from .window.menus import Menus
from .window.notice import Notice
from .window.warm_up import prepare_the_game_end
from .window.zoom import Zoom

if TYPE_CHECKING:  # the second part's modules load when it is built
    from minesweeper_qt.session import ScoreKeeper
    from minesweeper_qt.session.game_finished import GameFinished
    from minesweeper_qt.storage.records import Records
    from minesweeper_qt.storage.save_controller import SaveController
    from minesweeper_qt.storage.save_format import SavedGame
    from minesweeper_qt.storage.save_store import SaveStore
    from minesweeper_qt.storage.storage import Storage

    from .assist.assist import Assist
    from .window.feel import Feel
    from .window.game_end import GameEnd
    from .window.live_counters import LiveCounters
    from .window.making_board import MakingBoardNote
    from .window.replays import Replays
    from .window.review_line import ReviewLine
    from .window.storage_notes import StorageNotes

class MainWindow(QMainWindow):
    """The game window. ``model.game`` is the engine game being played, owned by
    ``session`` (a :class:`GameSession`).

    ``difficulty`` and ``seed`` choose the first game (default: the last size
    played, a random seed); ``time_source`` is the engine clock's monotonic
    seconds (tests inject a fake one). ``resumed`` is a saved game to continue
    instead (its clock runs on the time source it was loaded with); with
    ``saves`` the game is saved there after every move and on close.
    ``data_folder`` holds the history and the journal of finished games
    (default: the save file's folder, else the application data folder).

    ``paint_first``: build only what the first painted board needs, and the
    rest (:meth:`finishBuilding`) when the board has been painted, or before
    the first input event or close if that comes sooner; ``ready()`` is
    emitted then (see :meth:`whenReady`). Without it the window is whole
    when constructed.

    All its disk work (best times, statistics, history, the saved game) runs
    on one storage worker, :attr:`storage`; the window never waits on the disk.
    """

    #: The window is whole (:meth:`finishBuilding` has run).
    ready = Signal()

    _late: LateBuild | None = None  # (a language change may come before it exists)

    storage: Storage
    records: Records
    scores: ScoreKeeper
    storageNotes: StorageNotes
    gameEnd: GameEnd
    makingBoard: MakingBoardNote
    replays: Replays
    reviewLine: ReviewLine
    feel: Feel
    liveCounters: LiveCounters
    saveController: SaveController | None
    assist: Assist

    def __init__(
        self,
        settings: Settings,
        difficulty: Difficulty | None = None,
        seed: int | None = None,
        time_source: TimeSource = time.monotonic,
        translators: Translators | None = None,
        resumed: SavedGame | None = None,
        saves: SaveStore | None = None,
        data_folder: Path | None = None,
        paint_first: bool = False,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        self.translators = translators if translators is not None else Translators()
        if data_folder is None:
            data_folder = saves.path.parent if saves is not None else Path(
                QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        self._saves, self._data_folder = saves, data_folder
        self.art = Art()
        self.setWindowIcon(QIcon(resource_path("icon.svg")))
        #: Asks the player before a counted game in play is given up (a loss);
        #: returns the answer. Tests put their own answer here.
        self.askAbandon: Callable[[], bool] = AbandonQuestion(self)
        #: Asks before the command line's new game replaces a saved game in
        #: play (see app.py); returns the answer (True: give it up).
        self.askCommandLineAbandon: Callable[[], bool] = lambda: ask_command_line_abandon(self)
        first = (resumed.game if resumed is not None  # a saved game, its clock paused
                 else make_game(self.rules(), time_source, difficulty, seed))
        self.session = GameSession(first, self.rules, time_source, self)
        self.model = self.session.model
        if resumed is not None:
            self.session.resume(resumed.game, resumed.counted, assisted=resumed.assisted)
        self.board = BoardView(self.model, self.art)
        #: ``firstPaint.done()``: the board has been painted once; what the
        #: first paint does not need is done then (see app.py).
        self.firstPaint = FirstPaint(self.board.viewport())
        # The board reads the same in every language: rows and columns never mirror.
        self.board.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.header = HeaderBar(self.art, lambda: self.model.game.elapsed)
        self.mineCounter = self.header.mineCounter
        self.clock = self.header.clock
        self.faceButton = self.header.faceButton
        self.flagModeButton = self.header.flagModeButton
        self.menuButton = self.header.menuButton

        # The board sits in an area that also hosts the drop-down menu.
        self.boardArea = BoardArea(self)
        area = QVBoxLayout(self.boardArea)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.board, 1, Qt.AlignmentFlag.AlignCenter)
        central = QWidget()
        central.setObjectName("central")
        self._column = QVBoxLayout(central)
        self._column.setContentsMargins(6, 6, 6, 6)
        self._column.setSpacing(6)
        self._column.addWidget(self.header)
        self._column.addWidget(self.boardArea, 1)
        self.setCentralWidget(central)

        self.menus = Menus(self, self, settings, self.flagModeButton, settings.long_press_ms)
        self.notice = Notice(self, self.fitToBoard)
        self.zoom = Zoom(self, self.board, self.header, self.boardArea, settings, self.menus)
        self.themes = ThemeSwitcher(self)  # applies the theme now; its menu: finishBuilding
        # The end menu is here from the start (tests and scripts find it by name).
        self.dropMenu = DropMenu(self.boardArea)
        # Screen-reader names and announcements: the board is named when it
        # first takes the focus.
        self.accessibility = Accessibility(self)
        self.session.followRules()  # an untouched game becomes one of the rules
        self._show_first_board()
        # The rest: at once, or (paint_first) after the first paint, or sooner:
        # the first input, a move from a script, a close (closeEvent); or after
        # a while if the window is never painted (started minimised).
        # (Menus opened with no input event first: a native menu bar, a screen
        # reader's action, are built for too: aboutToShow.)
        self._late = LateBuild(
            self._build_rest, self.firstPaint,
            [self.model.aboutToAct, *(menu.aboutToShow for menu in self.menus.allMenus)], self,
            [self.board, self.board.viewport(), self.menuBar(), self.faceButton,
             self.flagModeButton, self.menuButton, self.header.hintButton,
             self.header.overlayButton])
        self._late.ready.connect(self.ready)
        self._late.start(later=paint_first)

    @property
    def _built(self) -> bool:
        return self._late is not None and self._late.done

    def _show_first_board(self) -> None:
        """What the first paint shows: texts, options, zoom, counters."""
        self.setWindowTitle(self.tr("Minesweeper"))
        self.header.retranslate()
        self.header.hintButton.setIcon(QIcon(bulb_icon()))  # as the assistance sets them
        self.header.overlayButton.setIcon(QIcon(overlay_icon()))
        self._apply_view_options()
        self.zoom.apply(self.settings.cell_size)
        self._show_game()
        self.board.setFocus()

    @Slot()
    def finishBuilding(self) -> None:
        """Build the rest of the window now (once; later calls do nothing):
        storage, best times, the end menu, history and replays, the
        assistance; then ``ready()`` and what :meth:`whenReady` held run.
        (While the first part is being made, nothing: it builds on.)"""
        if self._late is not None:
            self._late.finish()

    def _build_rest(self) -> None:
        from minesweeper_qt.session import ScoreKeeper
        from minesweeper_qt.storage.records import Records
        from minesweeper_qt.storage.save_controller import SaveController
        from minesweeper_qt.storage.storage import Storage

        from .assist.assist import Assist
        from .window.feel import Feel
        from .window.game_end import GameEnd
        from .window.live_counters import LiveCounters
        from .window.making_board import MakingBoardNote
        from .window.replays import Replays
        from .window.review_line import ReviewLine
        from .window.storage_notes import StorageNotes

        settings, saves = self.settings, self._saves
        #: The storage worker: every write of the game goes through it.
        self.storage = Storage(data_folder=self._data_folder, settings=settings.store,
                               save=saves, parent=self)
        self.records = Records(settings.store)
        self.records.attach(self.storage)
        self.storage.recordsWritten.connect(lambda done: self.records.confirm(*done))
        # What goes wrong with the disk is told below the board (queued: the
        # notice exists by the time anything arrives).
        self.storageNotes = StorageNotes(self.storage, lambda text: self.notify(text), self)
        self.scores = ScoreKeeper(self.session, self.records, settings, self, self.storage)
        self.gameEnd = GameEnd(self.session, self.scores, self.board, self.boardArea,
                               self.dropMenu, lambda: self.settings.animations,
                               self.header.refreshClock, refit=lambda: self.fitToBoard())
        for action in self.menus.sizeGroup.actions():
            self.dropMenu.difficultyMenu.addAction(action)
        self.makingBoard = MakingBoardNote(self, self.session)
        self.dropMenu.newGameRequested.connect(self.newGame)
        self.dropMenu.restartRequested.connect(self.restartBoard)
        self.dropMenu.quitRequested.connect(self.close)
        self.faceButton.clicked.connect(self.newGame)
        self.menuButton.clicked.connect(self.openMenu)
        self.flagModeButton.toggled.connect(self._on_flag_mode)
        self.board.pressingChanged.connect(
            lambda on: self.header.showPressing(on, self.model.game.status))
        self.model.statusChanged.connect(self.header.showStatus)
        self.model.minesLeftChanged.connect(self.mineCounter.setValue)
        self.session.gameChanged.connect(self._on_game_changed)
        self.model.moved.connect(self._show_no_guess)  # the first click lays the board
        self.replays = Replays(self, self.session, self.board, self.storage, self.art)
        self.menus.actionHistory.triggered.connect(self.replays.showHistory)
        self.menus.actionOpenReplay.triggered.connect(lambda: self.replays.openReplayFile())
        self.dropMenu.watchReplayRequested.connect(self.replays.watchLast)
        # "2 guesses, 1 avoidable · Review" in the drop-down menu after a game.
        self.reviewLine = ReviewLine(self.dropMenu, self.session,
                                     lambda: self.replays.recorder.last, self.replays.watch, self)

        self.feel = Feel(self, self.zoom)
        self.themes.buildMenu()  # Options > Theme
        # Options > Live counters: 3BV/s, clicks, IOE and the estimate under the header.
        self.liveCounters = LiveCounters(self, self)
        self.session.finished.connect(self.liveCounters.showFinished)
        self._column.insertWidget(1, self.liveCounters.widget)
        self.retranslateUi()
        self.gameEnd.gameChanged()
        # Keeps the save file in step with the game (None: games are not saved).
        self.saveController = (
            None if saves is None
            else SaveController(saves, self.model, lambda: self.session.counted, self,
                                storage=self.storage))
        if self.saveController is not None:
            self.saveController.waitForEnd = True  # the file goes once the ending is kept
            self.session.finished.connect(self._on_finished_save)
        self.assist = Assist(self)  # hints, probabilities, undo, auto-play
        self.assist.hinted.connect(self.replays.recorder.hinted)  # kept in the recording
        self.assist.undone.connect(self.replays.recorder.undone)
        self.assist.undone.connect(self.gameEnd.close)  # after the recorder
        self.dropMenu.undoRequested.connect(self.assist.undo)
        self.assist.playing.connect(self.replays.recorder.assisting)  # marked assisted
        if self.isVisible():
            # Built after show(): the window's size for its new row (a widget
            # added to a shown layout is shown by a queued call: made now), before
            # anything queued meanwhile (a resumed game's scroll, see Feel) runs.
            QCoreApplication.sendPostedEvents(self.liveCounters.widget,
                                              QEvent.Type.MetaCall)
            self.fitToBoard()
        prepare_the_game_end(self, self.session.gameChanged, self.faceButton, self.board)

    def whenReady(self, job: Callable[[], object]) -> None:
        """Run ``job`` once the window is whole: now if it is, else right after
        :meth:`finishBuilding` (in the order given)."""
        assert self._late is not None
        self._late.whenReady(job)

    # --- options and language ------------------------------------------------------------

    def rules(self) -> Rules:
        """The rules a new game gets now: the current size and the menus' options."""
        return rules_from(self.settings)

    def applyOptions(self) -> None:
        """Bring the window in line with the options in ``settings`` (rules such as
        question marks and the first-click rule apply from the next game)."""
        self._apply_view_options()
        self.session.followRules()  # an untouched game becomes one of the new rules

    def _apply_view_options(self) -> None:
        settings = self.settings
        self.board.setLongPressMs(settings.long_press_ms)
        self.board.chordOnClick = settings.chord_on_click
        self.board.mouseLongPress = settings.mouse_long_press
        self.dropMenu.animated = settings.animations
        self.header.setHundredths(settings.clock_hundredths)
        if not settings.animations:
            self.board.setEffect(None)

    def setLanguage(self, code: str) -> None:
        """Switch the interface language now and remember it ("" = system)."""
        self.settings.language = code
        self.translators.install(code or None)
        self.retranslateUi()  # now; Qt's LanguageChange event follows for other widgets
        self.menus.checkLanguage(code)

    def retranslateUi(self) -> None:
        """Set every text again in the current language."""
        self.setWindowTitle(self.tr("Minesweeper"))
        self.menus.retranslate()
        self.header.retranslate()
        self.gameEnd.retranslate()
        self.liveCounters.retranslate()
        self.reviewLine.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslateUi()
        super().changeEvent(event)

    # --- games ----------------------------------------------------------------------------

    @Slot()
    def newGame(self, difficulty: Difficulty | None = None, seed: int | None = None, *,
                ask: bool = True) -> None:
        """Start a new game, of ``difficulty`` or the current size (``seed``:
        its layout's seed); remembered. Giving up a counted game in play counts
        as a loss (asked once per run, unless ``ask`` is False: asked already)."""
        if not isinstance(difficulty, Difficulty):
            difficulty = self.model.game.difficulty
        if ask and not self._confirm_abandon():
            self.menus.checkSize(self.model.game.difficulty)
            return
        resize = difficulty != self.model.game.difficulty
        self.settings.difficulty = difficulty
        self.session.newGame(difficulty, seed if isinstance(seed, int) else None)
        if resize:
            self.fitToBoard()

    @Slot()
    def restartBoard(self) -> None:
        """Play the same board again from the start (the same mines once laid);
        such a game is not counted for best times or statistics."""
        if self._confirm_abandon():
            self.session.restart()

    def _confirm_abandon(self) -> bool:
        """Whether the game in play may be given up (asked when it counts). The
        clock stops while the question is open: the time kept is the time shown."""
        if not self.session.wouldAbandon():
            return True
        running = not self.session.paused
        self.session.pause()
        given_up = self.askAbandon()
        if running and not given_up:
            self.session.unpause()
        return given_up

    @Slot()
    def openMenu(self) -> None:
        """Drop the menu: the result of a finished game, or a pause during play
        (the clock stops and the board is covered until the menu closes)."""
        self.gameEnd.open()

    @Slot()
    def closeMenu(self) -> None:
        """Lift the menu; a paused game resumes."""
        self.gameEnd.close()

    @Slot()
    def chooseCustom(self) -> None:
        from .dialogs.custom_dialog import CustomDialog  # dialogs load when first opened

        dialog = CustomDialog(self.model.game.difficulty, self)
        if dialog.exec() == CustomDialog.DialogCode.Accepted:
            self.newGame(dialog.difficulty())
        else:
            self.menus.checkSize(self.model.game.difficulty)

    @Slot()
    def showBestTimes(self) -> None:
        from .dialogs.best_times_dialog import BestTimesDialog

        BestTimesDialog(self.records, self.scores.keyOf(self.model.game), self,
                        storage=self.storage).exec()

    # --- zoom and size (see .zoom) ----------------------------------------------------------

    def zoomBy(self, steps: int) -> None:
        self.zoom.zoomBy(steps)

    def setZoom(self, cell_size: int) -> None:
        self.zoom.setZoom(cell_size)

    def fitToBoard(self) -> None:
        self.zoom.fitToBoard()

    # --- reactions ----------------------------------------------------------------------------

    def _on_flag_mode(self, on: bool) -> None:
        self.board.flagMode = on

    def _on_game_changed(self) -> None:
        self.gameEnd.gameChanged()
        self._show_game()

    def _show_game(self) -> None:
        game = self.model.game
        self.mineCounter.setMinimumDigits(max(3, len(str(game.mine_count))))
        self.mineCounter.setValue(game.mines_left)
        self.header.showStatus(game.status)  # a resumed game's clock shows its time
        self.menus.checkSize(game.difficulty)
        self._show_no_guess()

    def _show_no_guess(self, *_: object) -> None:
        """The header's no-guess mark: on while a no-guess board is played (one
        to be laid, or laid and proved so; not a board the generator gave up on)."""
        self.header.showNoGuess(self.model.game.plays_no_guess)

    def _on_finished_save(self, event: GameFinished) -> None:
        """A game ended and was handed to storage: its save file can go."""
        if self.saveController is not None:
            self.saveController.gameEnded(event.game)

    def notify(self, text: str, timeout_ms: int = 15_000) -> None:
        """Tell the player something without blocking: ``text`` in a word-wrapped
        note (object name ``notice``) below the board for ``timeout_ms``
        milliseconds."""
        self.notice.show(text, timeout_ms)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.finishBuilding()  # closed before the rest was built: it keeps the game as ever
        try:
            self.session.settle()  # a huge game that just ended is counted and kept
            self.session.leave()  # a game in play is kept in the history (and saved)
            self.scores.settleAssisted()
        except Exception as error:
            print(f"minesweeper-qt: the game that just ended was not kept: {error!r}",
                  file=sys.stderr)
        if self.saveController is not None:
            self.saveController.flush()  # the final state, clock included
        self._stop_background_work()
        self.settings.sync()
        super().closeEvent(event)

    def _stop_background_work(self) -> None:
        """The one place where every thread the window started ends, waited for,
        before the window goes (a worker left running while its owners are
        deleted or collected can touch freed objects): the board maker, the
        analysis, the end figures, then the storage worker (what is left stays
        in the journal for the next start)."""
        self.assist.stopWork()
        self.session.stopWork()
        self.storage.close()
