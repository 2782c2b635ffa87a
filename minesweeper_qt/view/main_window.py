"""The main window: header (counter, face, clock), board, menus and game flow."""

from __future__ import annotations

import getpass
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QMessageBox,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from minesweeper_qt.engine import PRESETS, Difficulty, FirstClick, Game, Status
from minesweeper_qt.engine.clock import TimeSource
from minesweeper_qt.i18n import LANGUAGES, Translators
from minesweeper_qt.model import BoardModel
from minesweeper_qt.storage.records import MAX_TIME_MS, Record, Records
from minesweeper_qt.resources_path import resource_path
from minesweeper_qt.storage.save_controller import SaveController
from minesweeper_qt.storage.save_format import SavedGame
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.storage.settings import Settings

from . import help_texts
from .art import Art
from .best_times_dialog import BestTimesDialog
from .board_view import CELL_SIZES, DEFAULT_CELL_SIZE, BoardView
from .custom_dialog import CustomDialog
from .drop_menu import DropMenu
from .effects import Explosion, WinFlash
from .header import Face, FaceButton, LedDisplay

# Clock display refresh, in milliseconds (the clock itself is computed on demand).
CLOCK_REFRESH_MS = 100
# Long-press delays offered in Options, in milliseconds.
LONG_PRESS_CHOICES = (250, 400, 600, 800, 1000)
# The classic look: a grey body, the header and the board set in sunken bevels.
CLASSIC_STYLE = """
QWidget#central { background: #c0c0c0; }
QFrame#header, QTableView#board {
    border-style: solid; border-width: 3px;
    border-color: #7b7b7b #ffffff #ffffff #7b7b7b;
}
QFrame#header { background: #c0c0c0; }
"""
# Largest number the clock shows, in seconds.
CLOCK_MAX = 99_999


class MainWindow(QMainWindow):
    """The game window. ``model.game`` is the engine game being played.

    ``difficulty`` and ``seed`` choose the first game (default: the last size
    played, a random seed); ``time_source`` is the engine clock's monotonic
    seconds (tests inject a fake one). ``resumed`` is a saved game to continue
    instead (its clock runs on the time source it was loaded with); with
    ``saves`` the game is saved there after every move and on close.
    """

    def __init__(
        self,
        settings: Settings,
        difficulty: Difficulty | None = None,
        seed: int | None = None,
        time_source: TimeSource = time.monotonic,
        translators: Translators | None = None,
        resumed: SavedGame | None = None,
        saves: SaveStore | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        self.translators = translators if translators is not None else Translators()
        self._texts: list[tuple[Callable[[str], object], Callable[[], str]]] = []
        self.records = Records(settings.store)
        self._time_source = time_source
        # False for a restarted board: not eligible for best times or statistics.
        self._counted = True
        # (rank, size key, record) of the current game's new best time, if any.
        self._record: tuple[int, str, Record] | None = None
        self.art = Art()
        self.setWindowIcon(QIcon(resource_path("icon.svg")))
        difficulty = difficulty or settings.difficulty
        if resumed is not None:  # a saved game in progress, its clock paused
            self._counted = resumed.counted
            # The options shown in the menus hold for the resumed game too.
            resumed.game.question_marks = settings.question_marks
            if not resumed.game.has_layout:
                resumed.game.first_click = settings.first_click
        game = resumed.game if resumed is not None else self._make_game(difficulty, seed)
        self.model = BoardModel(game, self)
        # Whether the menu paused the game (a resumed game stays paused until a move).
        self._menu_paused = False
        self.board = BoardView(self.model, self.art)
        # The board reads the same in every language: rows and columns never mirror.
        self.board.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.board.setLongPressMs(settings.long_press_ms)
        self.board.chordOnClick = settings.chord_on_click

        self.mineCounter = LedDisplay(self.art)
        self.mineCounter.setObjectName("mineCounter")
        self.clock = LedDisplay(self.art)
        self.clock.setObjectName("clock")
        self.faceButton = FaceButton(self.art)
        self.flagModeButton = QToolButton()
        self.flagModeButton.setObjectName("flagModeButton")
        self.flagModeButton.setCheckable(True)
        self.flagModeButton.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.flagModeButton.setIcon(QIcon(self.art.pixmap("icon_flag", QSize(48, 48), 2.0)))

        self.menuButton = QToolButton()
        self.menuButton.setObjectName("menuButton")
        self.menuButton.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.menuButton.setIcon(QIcon(self.art.pixmap("icon_menu", QSize(48, 48), 2.0)))

        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(CLOCK_REFRESH_MS)
        self._clock_timer.timeout.connect(self._refresh_clock)

        self._build_layout()
        self._build_menus()
        self.faceButton.clicked.connect(self.newGame)
        self.menuButton.clicked.connect(self.openMenu)
        self.flagModeButton.toggled.connect(self._on_flag_mode_toggled)
        self.board.pressingChanged.connect(self._on_pressing_changed)
        self.model.statusChanged.connect(self._on_status_changed)
        self.model.minesLeftChanged.connect(self.mineCounter.setValue)
        self.model.gameChanged.connect(self._on_game_changed)

        self._apply_zoom(settings.cell_size)
        self._on_game_changed()
        self.board.setFocus()
        # Keeps the save file in step with the game (None: games are not saved).
        self.saveController = (
            None if saves is None
            else SaveController(saves, self.model, lambda: self._counted, self))

    # --- construction ---------------------------------------------------------------

    def _build_layout(self) -> None:
        header = QFrame()
        header.setObjectName("header")
        header.setFrameShape(QFrame.Shape.Panel)
        header.setFrameShadow(QFrame.Shadow.Sunken)
        row = QHBoxLayout(header)
        row.setContentsMargins(6, 4, 6, 4)
        row.addWidget(self.mineCounter)
        row.addSpacing(6)
        row.addWidget(self.flagModeButton)
        row.addStretch(1)
        row.addWidget(self.faceButton)
        row.addStretch(1)
        row.addWidget(self.menuButton)
        row.addSpacing(6)
        row.addWidget(self.clock)

        # The board sits in an area that also hosts the drop-down menu, an overlay
        # child outside the layout, so the menu slides over the board only.
        self.boardArea = _BoardArea(self)
        area = QVBoxLayout(self.boardArea)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.board, 1, Qt.AlignmentFlag.AlignCenter)
        self.dropMenu = DropMenu(self.boardArea)
        self.dropMenu.animated = self.settings.animations
        self.boardArea.resized.connect(self._place_menu)
        self.dropMenu.resumeRequested.connect(self.closeMenu)
        self.dropMenu.newGameRequested.connect(self.newGame)
        self.dropMenu.restartRequested.connect(self.restartBoard)
        self.dropMenu.quitRequested.connect(self.close)
        self.dropMenu.nameChanged.connect(self._on_record_name)
        self.dropMenu.closed.connect(self._on_menu_closed)

        central = QWidget()
        central.setObjectName("central")
        central.setStyleSheet(CLASSIC_STYLE)
        column = QVBoxLayout(central)
        column.setContentsMargins(6, 6, 6, 6)
        column.setSpacing(6)
        column.addWidget(header)
        column.addWidget(self.boardArea, 1)
        self.setCentralWidget(central)

    def _translated(self, setter: Callable[[str], object], text: Callable[[], str]) -> None:
        """Set a text now and again on every language change (see retranslateUi)."""
        self._texts.append((setter, text))
        setter(text())

    def _menu(self, parent: QMenuBar | QMenu, text: Callable[[], str]) -> QMenu:
        menu = parent.addMenu("")
        self._translated(menu.setTitle, text)
        return menu

    def _action(self, name: str, text: Callable[[], str], slot: Any = None,
                shortcut: Any = None, checkable: bool = False) -> QAction:
        action = QAction(self)
        self._translated(action.setText, text)
        action.setObjectName(name)
        action.setCheckable(checkable)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            (action.toggled if checkable else action.triggered).connect(slot)
        self.addAction(action)  # shortcuts work even with the menu bar hidden
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = self._menu(bar, lambda: self.tr("&Game"))
        self.actionNew = self._action("actionNew", lambda: self.tr("&New"), self.newGame,
                                      QKeySequence.StandardKey.New)
        self.actionNew.setShortcuts([QKeySequence(Qt.Key.Key_F2),
                                     QKeySequence(QKeySequence.StandardKey.New)])
        game.addAction(self.actionNew)
        game.addSeparator()
        self._size_group = QActionGroup(self)
        self.sizeActions: dict[str, QAction] = {}
        names: dict[str, Callable[[], str]] = {
            "beginner": lambda: self.tr("&Beginner (9 x 9, 10 mines)"),
            "intermediate": lambda: self.tr("&Intermediate (16 x 16, 40 mines)"),
            "expert": lambda: self.tr("&Expert (16 x 30, 99 mines)"),
        }
        for preset in PRESETS:
            action = self._action(f"action{preset.name.title()}", names[preset.name],
                                   checkable=True)
            action.triggered.connect(lambda _=False, p=preset: self.newGame(p))
            self._size_group.addAction(action)
            self.sizeActions[preset.name] = action
            game.addAction(action)
        self.actionCustom = self._action("actionCustom", lambda: self.tr("&Custom..."),
                                         checkable=True)
        self.actionCustom.triggered.connect(self.chooseCustom)
        self._size_group.addAction(self.actionCustom)
        game.addAction(self.actionCustom)
        game.addSeparator()
        self.actionBestTimes = self._action("actionBestTimes", lambda: self.tr("Best &times..."),
                                            self.showBestTimes)
        game.addAction(self.actionBestTimes)
        game.addSeparator()
        self.actionExit = self._action("actionExit", lambda: self.tr("E&xit"), self.close,
                                       QKeySequence.StandardKey.Quit)
        game.addAction(self.actionExit)

        options = self._menu(bar, lambda: self.tr("&Options"))
        self.actionQuestionMarks = self._action(
            "actionQuestionMarks", lambda: self.tr("&Question marks"), checkable=True)
        self.actionQuestionMarks.setChecked(self.settings.question_marks)
        self.actionQuestionMarks.toggled.connect(self._on_question_marks_toggled)
        options.addAction(self.actionQuestionMarks)

        first = self._menu(options, lambda: self.tr("&First click"))
        self._first_click_group = QActionGroup(self)
        self.actionFirstClickOpening = self._action(
            "actionFirstClickOpening", lambda: self.tr("Always an &opening (modern)"), checkable=True)
        self.actionFirstClickSafe = self._action(
            "actionFirstClickSafe", lambda: self.tr("Only the clicked cell is &safe (classic)"),
            checkable=True)
        for action, rule in ((self.actionFirstClickOpening, FirstClick.OPENING),
                             (self.actionFirstClickSafe, FirstClick.SAFE)):
            self._first_click_group.addAction(action)
            action.setChecked(self.settings.first_click is rule)
            action.triggered.connect(lambda _=False, r=rule: self._set_first_click(r))
            first.addAction(action)

        self.actionChordOnClick = self._action(
            "actionChordOnClick", lambda: self.tr("&Left click on a number chords"), checkable=True)
        self.actionChordOnClick.setChecked(self.settings.chord_on_click)
        self.actionChordOnClick.toggled.connect(self._on_chord_on_click_toggled)
        options.addAction(self.actionChordOnClick)

        self.actionFlagMode = self._action("actionFlagMode", lambda: self.tr("Fla&g mode"),
                                           shortcut=Qt.Key.Key_G, checkable=True)
        self.actionFlagMode.toggled.connect(self.flagModeButton.setChecked)
        self.flagModeButton.toggled.connect(self.actionFlagMode.setChecked)
        self._translated(self.flagModeButton.setToolTip,
                         lambda: self.tr("Flag mode: clicks and taps place flags (G)"))
        self._translated(self.menuButton.setToolTip,
                         lambda: self.tr("Menu: pause, new game, difficulty"))
        self._translated(self.faceButton.setToolTip, lambda: self.tr("New game (F2)"))
        self._translated(self.setWindowTitle, lambda: self.tr("Minesweeper"))
        self._describe_leds()
        options.addAction(self.actionFlagMode)

        hold = self._menu(options, lambda: self.tr("Long-press &delay"))
        self._long_press_group = QActionGroup(self)
        for ms in LONG_PRESS_CHOICES:
            action = self._action(f"actionLongPress{ms}",
                                  lambda v=ms: self.tr("{0} ms").format(v),  # type: ignore[misc]
                                  checkable=True)
            action.setChecked(ms == self.board.longPressMs)
            action.triggered.connect(lambda _=False, v=ms: self._set_long_press(v))
            self._long_press_group.addAction(action)
            hold.addAction(action)

        self.actionAnimations = self._action("actionAnimations", lambda: self.tr("&Animations"),
                                             checkable=True)
        self.actionAnimations.setChecked(self.settings.animations)
        self.actionAnimations.toggled.connect(self._on_animations_toggled)
        options.addAction(self.actionAnimations)

        options.addSeparator()
        zoom = self._menu(options, lambda: self.tr("&Zoom"))
        self.actionZoomIn = self._action("actionZoomIn", lambda: self.tr("Zoom &in"),
                                         lambda: self.zoomBy(1), QKeySequence.StandardKey.ZoomIn)
        self.actionZoomIn.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.actionZoomOut = self._action("actionZoomOut", lambda: self.tr("Zoom &out"),
                                          lambda: self.zoomBy(-1), QKeySequence("Ctrl+-"))
        self.actionZoomReset = self._action(
            "actionZoomReset", lambda: self.tr("&Actual size"),
            lambda: self.setZoom(DEFAULT_CELL_SIZE), QKeySequence("Ctrl+0"))
        for action in (self.actionZoomIn, self.actionZoomOut, self.actionZoomReset):
            zoom.addAction(action)

        for action in self._size_group.actions():
            self.dropMenu.difficultyMenu.addAction(action)

        language = self._menu(options, lambda: self.tr("&Language"))
        self._build_language_menu(language)

        help_menu = self._menu(bar, lambda: self.tr("&Help"))
        self.actionHowToPlay = self._action("actionHowToPlay", lambda: self.tr("&How to play"),
                                            self.showHowToPlay, QKeySequence.StandardKey.HelpContents)
        self.actionAbout = self._action("actionAbout", lambda: self.tr("&About"), self.showAbout)
        help_menu.addAction(self.actionHowToPlay)
        help_menu.addAction(self.actionAbout)

    def _build_language_menu(self, menu: QMenu) -> None:
        self._language_group = QActionGroup(self)
        current = self.settings.language
        system = self._action("actionLanguageSystem", lambda: self.tr("&System default"),
                              checkable=True)
        system.setData("")
        entries = [system]
        for code, name in LANGUAGES.items():
            action = QAction(name, self)  # each language in its own words
            action.setObjectName(f"actionLanguage_{code}")
            action.setCheckable(True)
            action.setData(code)
            entries.append(action)
        for action in entries:
            action.setChecked(action.data() == current)
            action.triggered.connect(lambda _=False, a=action: self.setLanguage(a.data()))
            self._language_group.addAction(action)
            menu.addAction(action)

    def setLanguage(self, code: str) -> None:
        """Switch the interface language now and remember it ("" = system)."""
        self.settings.language = code
        self.translators.install(code or None)
        self.retranslateUi()  # now; Qt's LanguageChange event follows for other widgets
        for action in self._language_group.actions():
            action.setChecked(action.data() == code)

    def _describe_leds(self) -> None:
        """Screen-reader names of the counter and clock (texts looked up per value)."""
        self.mineCounter.setDescription(lambda v: self.tr("Mines left: {0}").format(v))
        # The drop-down menu's own words for the time, shared.
        self.clock.setDescription(
            lambda v: QCoreApplication.translate("DropMenu", "Time: {0} s").format(v))

    def retranslateUi(self) -> None:
        """Set every text again in the current language."""
        for setter, text in self._texts:
            setter(text())
        self._describe_leds()
        self.dropMenu.retranslate()
        if self.dropMenu.isOpen:
            if self.dropMenu.paused:
                self.dropMenu.showPaused()
            else:
                self._show_result(drop=False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # --- games ----------------------------------------------------------------------------

    def _make_game(self, difficulty: Difficulty, seed: int | None = None) -> Game:
        return Game(
            difficulty.rows,
            difficulty.cols,
            difficulty.mines,
            seed=seed,
            first_click=self.settings.first_click,
            question_marks=self.settings.question_marks,
            time_source=self._time_source,
        )

    @Slot()
    def newGame(self, difficulty: Difficulty | None = None) -> None:
        """Start a new game, of ``difficulty`` or the current size; remembered."""
        if not isinstance(difficulty, Difficulty):
            difficulty = self.model.game.difficulty
        resize = difficulty != self.model.game.difficulty
        self.settings.difficulty = difficulty
        self._counted = True
        self.model.setGame(self._make_game(difficulty))
        if resize:
            self.fitToBoard()

    @Slot()
    def restartBoard(self) -> None:
        """Play the same board again from the start (the same mines once laid);
        such a game is not counted for best times or statistics."""
        self._counted = False
        self.model.setGame(self.model.game.restart())

    # --- the drop-down menu -------------------------------------------------------------

    @Slot()
    def openMenu(self) -> None:
        """Drop the menu: the result of a finished game, or a pause during play
        (the clock stops and the board is covered until the menu closes)."""
        game = self.model.game
        if self.dropMenu.isOpen:
            self.closeMenu()
            return
        if game.status.is_over:
            self._show_result(drop=True)
            return
        if game.status is Status.PLAYING:
            self._menu_paused = not game.paused
            game.pause()
            self.board.setCovered(True)
            self._refresh_clock()
        self.dropMenu.showPaused()
        self._place_menu()
        self.dropMenu.drop()

    @Slot()
    def closeMenu(self) -> None:
        """Lift the menu; a paused game resumes."""
        self.dropMenu.lift()
        self._resume()

    def _resume(self) -> None:
        game = self.model.game
        if game.paused and self._menu_paused:
            game.resume()
        self._menu_paused = False
        self.board.setCovered(False)

    def _on_menu_closed(self) -> None:
        self._resume()
        self.board.setFocus()

    def _place_menu(self) -> None:
        # The area under the header is at least as large as the menu, so a small
        # board (or a long translation) never clips it; the window grows if needed.
        need = self.dropMenu.sizeHint()
        area = self.boardArea.minimumSize()
        if need.width() > area.width() or need.height() > area.height():
            self.boardArea.setMinimumSize(area.expandedTo(need))
            _activate_layouts(self)
        self.dropMenu.top = self.board.geometry().top()
        self.dropMenu.reposition()

    def _show_result(self, drop: bool) -> None:
        game = self.model.game
        rank = self._record[0] if self._record is not None else None
        self.dropMenu.showResult(game.status is Status.WON, game.stats(), rank,
                                 self._player_name(), counted=self._counted)
        self._place_menu()
        if drop:
            self.dropMenu.drop()

    def _player_name(self) -> str:
        name = self.settings.player_name
        if not name:
            try:
                name = getpass.getuser()
            except (OSError, KeyError, ImportError):
                name = ""
        return name

    def _record_game(self, game: Game) -> None:
        """Count a finished game and enter a win in the best times."""
        if not self._counted:
            return
        key = game.difficulty.key
        won = game.status is Status.WON
        self.records.add_game(key, won)
        time_ms = max(1, round(game.elapsed * 1000))
        if won and time_ms <= MAX_TIME_MS:  # slower wins are no best times
            rank, record = self.records.add_win(key, time_ms, game.bbbv, self._player_name())
            if rank is not None:
                self._record = (rank, key, record)

    @Slot()
    def chooseCustom(self) -> None:
        dialog = CustomDialog(self.model.game.difficulty, self)
        if dialog.exec() == CustomDialog.DialogCode.Accepted:
            self.newGame(dialog.difficulty())
        else:
            self._check_size_action()

    def _check_size_action(self) -> None:
        difficulty = self.model.game.difficulty
        action = self.sizeActions.get(difficulty.name, self.actionCustom)
        action.setChecked(True)

    def _on_record_name(self, name: str) -> None:
        if self._record is None:
            return
        rank, key, record = self._record
        if name == record.name:
            return
        self.settings.player_name = name
        renamed = self.records.rename(key, record, name)
        if renamed is not None:
            self._record = (rank, key, renamed)

    # --- zoom and size ----------------------------------------------------------------------

    def zoomBy(self, steps: int) -> None:
        """Zoom in (``steps`` > 0) or out through :data:`CELL_SIZES`."""
        size = self.board.cellSize
        if steps > 0:
            bigger = [s for s in CELL_SIZES if s > size]
            target = bigger[0] if bigger else size
        else:
            smaller = [s for s in CELL_SIZES if s < size]
            target = smaller[-1] if smaller else size
        self.setZoom(target)

    def setZoom(self, cell_size: int) -> None:
        """Cells of ``cell_size`` logical pixels; remembered; the window refits."""
        self._apply_zoom(cell_size)
        self.settings.cell_size = cell_size
        self.fitToBoard()

    def _apply_zoom(self, cell_size: int) -> None:
        self.board.setCellSize(cell_size)
        scale = min(2.0, max(1.0, cell_size / DEFAULT_CELL_SIZE))
        for led in (self.mineCounter, self.clock):
            led.setScale(scale)
        self.faceButton.setScale(scale)
        self.flagModeButton.setIconSize(QSize(round(20 * scale), round(20 * scale)))
        self.actionZoomIn.setEnabled(cell_size < CELL_SIZES[-1])
        self.actionZoomOut.setEnabled(cell_size > CELL_SIZES[0])

    def fitToBoard(self) -> None:
        """Size the window to show the whole board, or the screen's worth of it
        with scroll bars when the board is larger than the screen."""
        self.board.updateGeometry()
        _activate_layouts(self)
        hint = self.sizeHint()
        screen = self.screen()
        if screen is not None:
            avail = screen.availableGeometry().size()
            # Leave room for the window frame and the desktop's panels.
            hint = hint.boundedTo(QSize(avail.width() - 32, avail.height() - 64))
        self.resize(hint)

    # --- reactions ----------------------------------------------------------------------------

    def _on_game_changed(self) -> None:
        game = self.model.game
        if self.dropMenu.isOpen:
            self.dropMenu.lift()  # hands over a typed best-time name first
        self._record = None
        self.board.setCovered(False)
        self.mineCounter.setMinimumDigits(max(3, len(str(game.mine_count))))
        self.mineCounter.setValue(game.mines_left)
        self._show_status(game.status)  # a resumed game's clock shows its time
        self._check_size_action()

    def _show_status(self, status: Status) -> None:
        """Clock display and face for ``status`` (the display runs while playing)."""
        if status is Status.PLAYING:
            self._clock_timer.start()
        else:
            self._clock_timer.stop()
        self._refresh_clock()
        self.faceButton.setFace(self._face_for(status))

    def _on_status_changed(self, status: Status) -> None:
        self._show_status(status)
        if status.is_over:
            game = self.model.game
            self._record_game(game)
            if self.settings.animations:
                exploded = game.exploded
                if exploded is not None:
                    self.board.setEffect(Explosion(exploded, game.unflagged_mines))
                else:
                    self.board.setEffect(WinFlash())
            self._show_result(drop=True)

    @staticmethod
    def _face_for(status: Status) -> Face:
        return {Status.WON: Face.COOL, Status.LOST: Face.DEAD}.get(status, Face.SMILE)

    def _on_pressing_changed(self, pressing: bool) -> None:
        status = self.model.game.status
        self.faceButton.setFace(Face.OH if pressing and not status.is_over
                                else self._face_for(status))

    def _refresh_clock(self) -> None:
        self.clock.setValue(min(CLOCK_MAX, int(self.model.game.elapsed)))

    def _on_flag_mode_toggled(self, on: bool) -> None:
        self.board.flagMode = on

    def _on_question_marks_toggled(self, on: bool) -> None:
        self.settings.question_marks = on
        self.model.game.question_marks = on

    def _on_chord_on_click_toggled(self, on: bool) -> None:
        self.settings.chord_on_click = on
        self.board.chordOnClick = on

    def _set_first_click(self, rule: FirstClick) -> None:
        self.settings.first_click = rule
        game = self.model.game
        if not game.has_layout:
            game.first_click = rule  # not laid yet: the rule applies to this game

    def _on_animations_toggled(self, on: bool) -> None:
        self.settings.animations = on
        self.dropMenu.animated = on
        if not on:
            self.board.setEffect(None)

    @Slot()
    def showBestTimes(self) -> None:
        dialog = BestTimesDialog(self.records, self.model.game.difficulty.key, self)
        dialog.exec()

    def _set_long_press(self, ms: int) -> None:
        self.settings.long_press_ms = ms
        self.board.setLongPressMs(ms)

    # --- help -------------------------------------------------------------------------------------

    def showHowToPlay(self) -> None:
        box = QMessageBox(self)
        box.setObjectName("howToPlay")
        box.setWindowTitle(self.tr("How to play"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(help_texts.how_to_play())
        box.open()

    def showAbout(self) -> None:
        QMessageBox.about(self, self.tr("About Minesweeper"), help_texts.about())

    def notify(self, text: str, timeout_ms: int = 15_000) -> None:
        """Tell the player something without blocking: ``text`` in a word-wrapped
        note (object name ``notice``) in a status bar below the board, for
        ``timeout_ms`` milliseconds. The window grows to show it whole and
        shrinks back when it goes."""
        bar = self.statusBar()
        note = bar.findChild(QLabel, "notice")
        if note is None:
            bar.setObjectName("statusBar")
            bar.setSizeGripEnabled(False)
            note = QLabel(bar)
            note.setObjectName("notice")
            note.setWordWrap(True)
            note.setContentsMargins(4, 2, 4, 2)
            # As wide as the window, never wider: the board sets the width.
            note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            bar.addWidget(note, 1)
            self._notice_timer = QTimer(self)
            self._notice_timer.setSingleShot(True)
            self._notice_timer.timeout.connect(self._hide_notice)
        note.setText(text)
        # Wrapped to the window's width: fix the height to the lines it needs
        # (left to itself a wrapped label asks for the height of a narrow column).
        margins = note.contentsMargins().left() + note.contentsMargins().right() + 16
        note.setFixedHeight(note.heightForWidth(max(80, self.width() - margins)))
        bar.show()
        self._notice_timer.start(timeout_ms)
        self.fitToBoard()

    def _hide_notice(self) -> None:
        bar = self.statusBar()
        height = bar.height()
        bar.hide()
        if not (self.isMaximized() or self.isFullScreen()):
            self.resize(self.width(), self.height() - height)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.saveController is not None:
            self.saveController.flush()  # the final state, clock included
        self.settings.sync()
        super().closeEvent(event)


def _activate_layouts(widget: QWidget) -> None:
    """Bring the layouts of ``widget`` and its descendants up to date now,
    innermost first. Qt otherwise does it on the next event-loop pass, and a
    ``sizeHint()`` read before that is the previous board's or zoom's (the
    window lagged one change behind)."""
    for child in widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        _activate_layouts(child)
    layout = widget.layout()
    if layout is not None:
        layout.activate()


class _BoardArea(QWidget):
    """The space below the header: the board, centred, and the drop-down menu
    over it. Announces resizes so the menu can follow."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()
