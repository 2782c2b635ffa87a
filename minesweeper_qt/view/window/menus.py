"""The window's menus and actions (Game, Options, Help) and their texts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QToolButton, QWidget

from minesweeper_qt.engine import PRESETS, Difficulty, FirstClick
from minesweeper_qt.languages import LANGUAGES
from minesweeper_qt.storage.settings import Key, Settings

from ..board.board_view import DEFAULT_CELL_SIZE
from ..numbers import local_digits
from . import menu_accessible
from .access_keys import plain
from .bar_keys import BarKeys, open_from_keyboard
from .language_fonts import has_font, readable_name

# Where these strings always lived; lupdate reads ``translate("MainWindow", ...)``.
translate = QCoreApplication.translate

T = TypeVar("T")

#: Long-press delays offered in Options, in milliseconds.
LONG_PRESS_CHOICES = (250, 400, 600, 800, 1000)


class MenuHost(Protocol):
    """What the menus act on: the window's commands."""

    def newGame(self, difficulty: Difficulty | None = None) -> None: ...
    def chooseCustom(self) -> None: ...
    def showBestTimes(self) -> None: ...
    def close(self) -> bool: ...
    def zoomBy(self, steps: int) -> None: ...
    def setZoom(self, cell_size: int) -> None: ...
    def setLanguage(self, code: str) -> None: ...
    def applyOptions(self) -> None: ...
    def finishBuilding(self) -> None: ...


def name_menus(window: QWidget) -> None:
    """Give every menu of ``window`` its title as accessible name: a screen
    reader says "Game menu" when it opens (Qt names a menu by its window title,
    which is empty)."""
    for menu in window.findChildren(QMenu):
        title = plain(menu.title())
        if title:
            menu.setAccessibleName(title)


class Menus(QObject):
    """Builds the menu bar of ``window`` and owns its actions (each an object
    named ``action<Name>``, added to the window so shortcuts work with the menu
    bar hidden). Options are written to ``settings``; ``host.applyOptions()``
    then brings the window in line. Texts are set again on :meth:`retranslate`.
    The translation context is "MainWindow", where these strings always lived.
    """

    def __init__(self, window: QMainWindow, host: MenuHost, settings: Settings,
                 flag_mode_button: QToolButton, long_press_ms: int) -> None:
        super().__init__(window)
        self._window = window
        self._host = host
        self.settings = settings
        self._texts: list[tuple[Callable[[str], object], Callable[[], str]]] = []
        #: Every menu and submenu, in the order made.
        self.allMenus: list[QMenu] = []
        menu_accessible.install()  # before any entry's accessible is made
        self._build(flag_mode_button, long_press_ms)
        self.barKeys = BarKeys(window.menuBar())
        # F10 opens the menu bar's first menu, as GTK and Windows programs do
        # (screen-reader users expect it; Qt gives only Alt and Alt+letter).
        self.actionMenuBar = QAction(window)
        self.actionMenuBar.setObjectName("actionMenuBar")
        self.actionMenuBar.setShortcut(QKeySequence(Qt.Key.Key_F10))
        self.actionMenuBar.triggered.connect(self.openMenuBar)
        window.addAction(self.actionMenuBar)
        name_menus(window)

    def openMenuBar(self) -> None:
        """Open the menu bar's first menu, its title selected (F10): a screen
        reader says "Game"; Down selects the first entry (see bar_keys.py)."""
        bar = self._window.menuBar()
        first = next((a for a in bar.actions() if a.isVisible() and a.menu()), None)
        if first is None:
            return
        self._host.finishBuilding()  # every menu whole before it shows
        open_from_keyboard(bar, first)

    # --- helpers ---------------------------------------------------------------------

    def translated(self, setter: Callable[[str], object], text: Callable[[], str]) -> None:
        """Set a text now and again on every language change."""
        self._texts.append((setter, text))
        setter(text())

    def retranslate(self) -> None:
        for setter, text in self._texts:
            setter(text())
        name_menus(self._window)

    def submenu(self, parent: QMenuBar | QMenu, text: Callable[[], str]) -> QMenu:
        menu = parent.addMenu("")
        self.translated(menu.setTitle, text)
        self.allMenus.append(menu)
        if isinstance(parent, QMenu):
            # Closed by Left or Esc: a screen reader hears the entry again
            # (once the menu is gone: it may be closing with its parent).
            menu.aboutToHide.connect(lambda m=menu: QTimer.singleShot(
                0, self, lambda: menu_accessible.report_return(m)))
        return menu

    def action(self, name: str, text: Callable[[], str],
               slot: Callable[..., object] | None = None,
               shortcut: QKeySequence | QKeySequence.StandardKey | Qt.Key | str | None = None,
               checkable: bool = False) -> QAction:
        """A window action named ``name`` whose text ``text()`` follows the
        language (other parts add their entries to the menus with it)."""
        action = QAction(self._window)
        self.translated(action.setText, text)
        action.setObjectName(name)
        action.setCheckable(checkable)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            signal = action.toggled if checkable else action.triggered
            # The whole window first, even for an action run with no input event
            # before it (a screen reader's, a native menu bar's): connected first.
            signal.connect(lambda *_: self._host.finishBuilding())
            signal.connect(slot)
        self._window.addAction(action)
        return action

    def _option(self, name: str, text: Callable[[], str], key: Key[bool]) -> QAction:
        """A checkable action bound to the boolean setting ``key``."""
        action = self.action(name, text, checkable=True)
        action.setChecked(self.settings.get(key))
        action.toggled.connect(lambda on, k=key: self._set(k, bool(on)))
        return action

    def _set(self, key: Key[T], value: T) -> None:
        self.settings.set(key, value)
        self._host.applyOptions()

    # --- the menus ------------------------------------------------------------------------

    def _build(self, flag_mode_button: QToolButton, long_press_ms: int) -> None:
        host = self._host
        bar = self._window.menuBar()
        game = self.submenu(bar, lambda: translate("MainWindow", "&Game"))
        self.actionNew = self.action(
            "actionNew", lambda: translate("MainWindow", "&New"), lambda: host.newGame()
        )
        self.actionNew.setShortcuts([QKeySequence(Qt.Key.Key_F2),
                                     QKeySequence(QKeySequence.StandardKey.New)])
        game.addAction(self.actionNew)
        game.addSeparator()
        self.sizeGroup = QActionGroup(self)
        self.sizeActions: dict[str, QAction] = {}
        # The sizes in the language's digits, as the rest of the window writes them.
        names: dict[str, Callable[[], str]] = {
            "beginner": lambda: local_digits(
                translate("MainWindow", "&Beginner (9 x 9, 10 mines)")),
            "intermediate": lambda: local_digits(
                translate("MainWindow", "&Intermediate (16 x 16, 40 mines)")),
            "expert": lambda: local_digits(
                translate("MainWindow", "&Expert (16 x 30, 99 mines)")),
        }
        for key, preset in enumerate(PRESETS, start=1):
            action = self.action(f"action{preset.name.title()}", names[preset.name],
                                  checkable=True)
            action.setShortcut(QKeySequence(str(key)))  # 1, 2, 3: one key per level
            action.triggered.connect(lambda _=False, p=preset: host.newGame(p))
            self.sizeGroup.addAction(action)
            self.sizeActions[preset.name] = action
            game.addAction(action)
        self.actionCustom = self.action(
            "actionCustom", lambda: translate("MainWindow", "&Custom..."), checkable=True
        )
        self.actionCustom.triggered.connect(lambda: host.chooseCustom())
        self.sizeGroup.addAction(self.actionCustom)
        game.addAction(self.actionCustom)
        game.addSeparator()
        self.actionNoGuess = self._option(
            "actionNoGuess", lambda: translate("MainWindow", "No &guessing"), Settings.no_guess)
        game.addAction(self.actionNoGuess)
        # Connected by the window to view/window/daily.py (DailyBoards).
        self.actionDaily = self.action(
            "actionDaily", lambda: translate("MainWindow", "&Daily board..."))
        game.addAction(self.actionDaily)
        game.addSeparator()
        self.actionBestTimes = self.action(
            "actionBestTimes",
            lambda: translate("MainWindow", "Best &times..."),
            lambda: host.showBestTimes(),
        )
        game.addAction(self.actionBestTimes)
        # Connected by the window to view/window/replays.py (Replays).
        self.actionHistory = self.action(
            "actionHistory", lambda: translate("MainWindow", "&History...")
        )
        self.actionOpenReplay = self.action("actionOpenReplay",
                                             lambda: translate("MainWindow", "&Open replay..."),
                                             shortcut=QKeySequence.StandardKey.Open)
        game.addAction(self.actionHistory)
        game.addAction(self.actionOpenReplay)
        game.addSeparator()
        self.actionExit = self.action(
            "actionExit",
            lambda: translate("MainWindow", "E&xit"),
            lambda: host.close(),
            QKeySequence.StandardKey.Quit,
        )
        game.addAction(self.actionExit)

        options = self.optionsMenu = self.submenu(bar, lambda: translate("MainWindow", "&Options"))
        # themes and others add their entries to optionsMenu
        self.actionQuestionMarks = self._option(
            "actionQuestionMarks",
            lambda: translate("MainWindow", "&Question marks"),
            Settings.question_marks,
        )
        options.addAction(self.actionQuestionMarks)
        self._build_first_click(options)
        self.actionChordOnClick = self._option(
            "actionChordOnClick",
            lambda: translate("MainWindow", "&Left click on a number chords"),
            Settings.chord_on_click,
        )
        options.addAction(self.actionChordOnClick)
        self.actionFlagMode = self.action(
            "actionFlagMode",
            lambda: translate("MainWindow", "Fla&g mode"),
            shortcut=Qt.Key.Key_G,
            checkable=True,
        )
        self.actionFlagMode.toggled.connect(flag_mode_button.setChecked)
        flag_mode_button.toggled.connect(self.actionFlagMode.setChecked)
        options.addAction(self.actionFlagMode)
        self._build_long_press(options, long_press_ms)
        self.actionMouseLongPress = self._option(
            "actionMouseLongPress",
            lambda: translate("MainWindow", "Holding the &mouse button flags"),
            Settings.mouse_long_press)
        options.addAction(self.actionMouseLongPress)
        self.actionAnimations = self._option(
            "actionAnimations", lambda: translate("MainWindow", "&Animations"), Settings.animations
        )
        options.addAction(self.actionAnimations)
        self.actionClockHundredths = self._option(
            "actionClockHundredths",
            lambda: translate("MainWindow", "Clock in &hundredths of a second"),
            Settings.clock_hundredths)
        options.addAction(self.actionClockHundredths)

        options.addSeparator()
        zoom = self.zoomMenu = self.submenu(options, lambda: translate("MainWindow", "&Zoom"))
        self.actionZoomIn = self.action(
            "actionZoomIn",
            lambda: translate("MainWindow", "Zoom &in"),
            lambda: host.zoomBy(1),
            QKeySequence.StandardKey.ZoomIn,
        )
        self.actionZoomIn.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.actionZoomOut = self.action(
            "actionZoomOut",
            lambda: translate("MainWindow", "Zoom &out"),
            lambda: host.zoomBy(-1),
            QKeySequence("Ctrl+-"),
        )
        self.actionZoomReset = self.action(
            "actionZoomReset", lambda: translate("MainWindow", "&Actual size"),
            lambda: host.setZoom(DEFAULT_CELL_SIZE), QKeySequence("Ctrl+0"))
        for action in (self.actionZoomIn, self.actionZoomOut, self.actionZoomReset):
            zoom.addAction(action)

        language = self.submenu(options, lambda: translate("MainWindow", "La&nguage"))
        self._build_language_menu(language)

        # The assistance fills its menu (view/assist/assist.py); the bar has it
        # from the start, so the first painted window shows every menu.
        self.assistMenu = self.submenu(bar, lambda: translate("Assist", "A&ssist"))
        self.assistMenu.setObjectName("assistMenu")
        help_menu = self.submenu(bar, lambda: translate("MainWindow", "&Help"))
        self.actionHowToPlay = self.action(
            "actionHowToPlay",
            lambda: translate("MainWindow", "&How to play"),
            self._host.finishBuilding,  # its box: shown by the second part (the seam)
            QKeySequence.StandardKey.HelpContents,
        )
        self.actionAbout = self.action("actionAbout", lambda: translate("MainWindow", "&About"),
                                        self._host.finishBuilding)  # as How to play
        help_menu.addAction(self.actionHowToPlay)
        help_menu.addAction(self.actionAbout)

    def _build_first_click(self, options: QMenu) -> None:
        first = self.submenu(options, lambda: translate("MainWindow", "&First click"))
        self.firstClickGroup = QActionGroup(self)
        self.actionFirstClickOpening = self.action(
            "actionFirstClickOpening",
            lambda: translate("MainWindow", "Always an &opening (modern)"),
            checkable=True,
        )
        self.actionFirstClickSafe = self.action(
            "actionFirstClickSafe",
            lambda: translate("MainWindow", "Only the clicked cell is &safe (classic)"),
            checkable=True,
        )
        for action, rule in ((self.actionFirstClickOpening, FirstClick.OPENING),
                             (self.actionFirstClickSafe, FirstClick.SAFE)):
            self.firstClickGroup.addAction(action)
            action.setChecked(self.settings.first_click is rule)
            action.triggered.connect(lambda _=False, r=rule: self._set(Settings.first_click, r))
            first.addAction(action)

    def _build_long_press(self, options: QMenu, current_ms: int) -> None:
        hold = self.submenu(options, lambda: translate("MainWindow", "Long-press &delay"))
        self.longPressGroup = QActionGroup(self)
        for ms in LONG_PRESS_CHOICES:
            action = self.action(f"actionLongPress{ms}",
                                  lambda v=ms: translate("MainWindow", "{0} ms").format(v),  # type: ignore[misc]
                                  checkable=True)
            action.setChecked(ms == current_ms)
            action.triggered.connect(lambda _=False, v=ms: self._set(Settings.long_press_ms, v))
            self.longPressGroup.addAction(action)
            hold.addAction(action)

    def _build_language_menu(self, menu: QMenu) -> None:
        self.languageGroup = QActionGroup(self)
        current = self.settings.language
        system = self.action(
            "actionLanguageSystem",
            lambda: translate("MainWindow", "&System default"),
            checkable=True,
        )
        system.setData("")
        entries = [system]
        for code, name in LANGUAGES.items():
            action = QAction(self._window)
            if has_font(code):
                action.setText(name)  # each language in its own words
            else:  # its own words would be boxes: say so in words the player can read
                self.translated(action.setText, lambda c=code: translate(  # type: ignore[misc]
                    "MainWindow", "{0} (no font installed)").format(readable_name(c)))
            action.setObjectName(f"actionLanguage_{code}")
            action.setCheckable(True)
            action.setData(code)
            entries.append(action)
        for action in entries:
            action.setChecked(action.data() == current)
            action.triggered.connect(
                lambda _=False, a=action: self._host.setLanguage(a.data()))
            self.languageGroup.addAction(action)
            menu.addAction(action)

    def checkLanguage(self, code: str) -> None:
        for action in self.languageGroup.actions():
            action.setChecked(action.data() == code)

    def checkSize(self, difficulty: Difficulty) -> None:
        """Tick the size entry of ``difficulty`` (Custom for any other size)."""
        self.sizeActions.get(difficulty.name, self.actionCustom).setChecked(True)

