"""The main window: lays out the header, the board and the drop-down menu, and wires
them to the game session, the menus and saving.

It is built in two parts (see :meth:`MainWindow.finishBuilding`): what the first
painted board needs (the game, the board, the header, the menus, the theme,
accessibility), then everything else (storage, best times, the end menu,
history, the assistance), declared and built by the seam module
:mod:`.window.second_part`. The program's start builds the second part once the
board has been painted; constructed otherwise, the window is whole at once.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QStandardPaths, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from minesweeper_qt.engine import Difficulty
from minesweeper_qt.engine.clock import TimeSource
from minesweeper_qt.i18n import Translators
from minesweeper_qt.resources_path import resource_path
from minesweeper_qt.session import GameSession, GameSetup
from minesweeper_qt.session.rules import make_game, rules_from
from minesweeper_qt.storage.settings import Settings

from .assist.icons import bulb_icon, overlay_icon
from .board.accessibility import Accessibility
from .board.board_view import BoardView
from .fit_line import FitLine, LineStrip
from .header.header_bar import HeaderBar
from .paint.art import Art
from .themes.theme_switcher import ThemeSwitcher
from .window.drop_menu import DropMenu
from .window.first_paint import FirstPaint, LateBuild
from .window.game_end import AbandonQuestion, BoardArea, ask_command_line_abandon, ask_unwritten
from .window.menus import Menus
from .window.notice import Notice
from .window.zoom import Zoom

if TYPE_CHECKING:  # the second part's modules load when it is built (its seam)
    from minesweeper_qt.handover import Listener
    from minesweeper_qt.session.score_keeper import ScoreKeeper
    from minesweeper_qt.storage.records import Records
    from minesweeper_qt.storage.save_controller import SaveController
    from minesweeper_qt.storage.save_format import SavedGame
    from minesweeper_qt.storage.save_store import SaveStore
    from minesweeper_qt.storage.storage import Storage

    from .assist.assist import Assist
    from .window.daily import DailyBoards
    from .window.feel import Feel
    from .window.game_end import GameEnd
    from .window.live_counters import LiveCounters
    from .window.making_board import MakingBoardNote
    from .window.replays import Replays
    from .window.review_line import ReviewLine
    from .window.second_part import SecondPart
    from .window.storage_notes import StorageNotes


class MainWindow(QMainWindow):
    """The game window. ``model.game`` is the engine game being played, owned by
    ``session`` (a :class:`GameSession`).

    ``difficulty`` and ``seed`` choose the first game (default: the last size
    played, a random seed); ``time_source`` is the engine clock's monotonic
    seconds (tests inject a fake one). ``resumed`` is a saved game to continue
    instead (its clock runs on the time source it was loaded with); with
    ``saves`` the game is saved there after every move and on close.
    ``data_folder`` holds the history (the one store of finished games)
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
    daily: DailyBoards
    reviewLine: ReviewLine
    feel: Feel
    liveCounters: LiveCounters
    saveController: SaveController | None
    assist: Assist
    launches: Listener
    _rest: SecondPart

    def __init__(self, settings: Settings, difficulty: Difficulty | None = None,
                 seed: int | None = None, time_source: TimeSource = time.monotonic,
                 translators: Translators | None = None, resumed: SavedGame | None = None,
                 saves: SaveStore | None = None, data_folder: Path | None = None,
                 paint_first: bool = False) -> None:
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
        # The player's answers (tests put their own): give up a counted game in play? A saved
        # game for the command line's? Quit with (n, why) unwritten: "retry", "wait" or "quit"?
        self.askAbandon: Callable[[], bool] = AbandonQuestion(self)
        self.askCommandLineAbandon: Callable[[], bool] = \
            lambda: ask_command_line_abandon(self, self.session.counted)
        self.askUnwritten: Callable[[int, str], str] = lambda n, why: ask_unwritten(self, n, why)
        first = (resumed.game if resumed is not None  # a saved game, its clock paused
                 else make_game(self.rules(), time_source, difficulty, seed))
        self.session = GameSession(first, self.rules, time_source, self)
        self.model = self.session.model
        if (r := resumed) is not None:
            self.session.resume(r.game, r.counted, assisted=r.assisted, record=r.record)
        self.board = BoardView(self.model, self.art)
        #: ``firstPaint.done()``: the board has been painted once; what the
        #: first paint does not need is done then (see app.py).
        self.firstPaint = FirstPaint(self.board.viewport())
        # The board reads the same in every language: rows and columns never mirror.
        self.board.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.board.labelsReserved = True  # a hint's labels never move the board
        self.header = HeaderBar(self.art, lambda: self.model.game.elapsed)
        self.mineCounter = self.header.mineCounter
        self.clock = self.header.clock
        self.faceButton = self.header.faceButton
        self.flagModeButton = self.header.flagModeButton
        self.menuButton = self.header.menuButton

        # The board sits in an area that also hosts the drop-down menu.
        self.boardArea = BoardArea(self.board, self)
        central = QWidget()
        central.setObjectName("central")
        self._column = QVBoxLayout(central)
        self._column.setContentsMargins(6, 6, 6, 6)
        self._column.setSpacing(6)
        self._column.addWidget(self.header)
        self._column.addWidget(self.boardArea, 1)
        self.liveLine = FitLine(reserved=True)  # Options > Live counters: room kept when off
        self.liveStrip = LineStrip(self.liveLine)
        self._column.addWidget(self.liveStrip)
        self.setCentralWidget(central)

        self.menus = Menus(self, self, settings, self.flagModeButton, settings.long_press_ms)
        self.notice = Notice(self.liveStrip, self, lambda noted: self.zoom.growInPlace(noted))
        self.zoom = Zoom(self, self.board, self.header, self.boardArea, settings, self.menus)
        self.themes = ThemeSwitcher(self)  # applies the theme now; its menu: finishBuilding
        # The end menu, here from the start (tests find it by name), rests in the
        # body: on a small board it may rise over the header (the window never grows).
        self.dropMenu = DropMenu(central)
        # Screen-reader names and announcements: the board is named when it
        # first takes the focus.
        self.accessibility = Accessibility(self)
        self.session.followRules()  # an untouched game becomes one of the rules
        self._show_first_board()
        # The rest: at once, or (paint_first) after the first paint, or sooner: the
        # first input, a gesture (aboutToAct), a menu opened (a native or a screen
        # reader's: aboutToShow), a close; or later if never painted (minimised).
        self._late = LateBuild(
            self._build_rest, self.firstPaint,
            [self.board.aboutToAct, *(menu.aboutToShow for menu in self.menus.allMenus)], self,
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
        self.zoom.apply(self.zoom.openingSize())  # the whole board, if the screen can
        if not self.model.game.moves:
            self.zoom.showTopLeft()  # (a resumed game's view comes back: see Feel)
        self.showGame()
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
        from .window import second_part  # the seam: what is built after the first paint

        self._rest = second_part.SecondPart(self, self._saves, self._data_folder)

    def whenReady(self, job: Callable[[], object]) -> None:
        """Run ``job`` once the window is whole: now if it is, else right after
        :meth:`finishBuilding` (in the order given)."""
        assert self._late is not None
        self._late.whenReady(job)

    # --- options and language ------------------------------------------------------------

    def rules(self) -> GameSetup:
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
        self.header.showAssistButtons(not settings.hide_assist_buttons)
        self.header.setHundredths(settings.clock_hundredths)  # its room kept: no refit
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
        if ask and not self.session.mayAbandon(self.askAbandon):
            self.menus.checkSize(self.model.game.difficulty)
            return
        resize = difficulty != self.model.game.difficulty
        self.settings.difficulty = difficulty
        self.session.newGame(difficulty, seed if isinstance(seed, int) else None)
        self.zoom.showTopLeft()
        if resize:
            self.zoom.openBoard()

    @Slot()
    def restartBoard(self) -> None:
        """Play the same board again from the start (the same mines once laid);
        such a game is not counted for best times or statistics."""
        if self.session.mayAbandon(self.askAbandon):
            self.session.restart()

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
        """Game > Custom...: a board of the size the player enters."""
        self.finishBuilding()
        self._rest.chooseCustom()

    @Slot()
    def showBestTimes(self) -> None:
        """Game > Best times... (a modal dialog)."""
        self.finishBuilding()
        self._rest.showBestTimes()

    # --- zoom and size (see .zoom) ----------------------------------------------------------

    def zoomBy(self, steps: int) -> None:
        self.zoom.zoomBy(steps)

    def setZoom(self, cell_size: int) -> None:
        self.zoom.setZoom(cell_size)

    def fitToBoard(self) -> None:
        self.zoom.fitToBoard()

    # --- reactions ----------------------------------------------------------------------------

    def showGame(self) -> None:
        """Show the game in play in the header and the menus (see
        :meth:`HeaderBar.showGame`; its size checked in the Game menu)."""
        self.header.showGame(self.model.game)
        self.menus.checkSize(self.model.game.difficulty)

    def notify(self, text: str, timeout_ms: int = 15_000, about_game: bool = False) -> None:
        """A note (``notice``) at the window's foot for ``timeout_ms`` ms, or until
        another game is in play when ``about_game`` (see :class:`Notice`)."""
        self.notice.show(text, timeout_ms, about_game)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.finishBuilding()  # closed before the rest was built: it keeps the game as ever
        if not self._rest.mayQuit():
            event.ignore()  # the player waits for room to write the games
            return
        self._rest.close()
        self.settings.sync()
        super().closeEvent(event)
