"""Options > Theme and the colour-blind-safe numbers: choosing, applying and
following the system's light or dark scheme, live."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QUrl, Slot
from PySide6.QtGui import QAction, QActionGroup, QColor, QDesktopServices, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from minesweeper_qt.storage.settings import Settings

from ..board.art import Art
from ..board.board_view import BoardView
from ..window.header_bar import HeaderBar
from ..window.menus import Menus
from .palette import Palette
from .themes import (
    DARK_THEME,
    FALLBACK,
    LIGHT_THEME,
    Library,
    Theme,
    discover,
    player_folder,
    themed,
)

translate = QCoreApplication.translate


class ThemeHost(Protocol):
    """What the switcher restyles: the main window's parts."""

    art: Art
    board: BoardView
    header: HeaderBar
    menus: Menus
    settings: Settings

    def centralWidget(self) -> QWidget | None: ...
    def notify(self, text: str, timeout_ms: int = 15_000) -> None: ...


def system_is_dark(scheme: Qt.ColorScheme | None = None) -> bool:
    """Whether the desktop asks for a dark look (``scheme`` or the current one)."""
    if scheme is None:
        scheme = QGuiApplication.styleHints().colorScheme()
    return scheme == Qt.ColorScheme.Dark


def window_palette(palette: Palette, dark: bool) -> QPalette:
    """A Qt palette for the window's own widgets (menus, dialogs, the drop-down
    menu) in a theme's colours."""
    qp = QPalette()
    window, text = QColor(palette.window), QColor(palette.text)
    base = window.darker(130) if dark else QColor("#ffffff")
    button = QColor(palette.header)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in (
            (QPalette.ColorRole.Window, window),
            (QPalette.ColorRole.WindowText, text),
            (QPalette.ColorRole.Base, base),
            (QPalette.ColorRole.AlternateBase, window),
            (QPalette.ColorRole.Text, text),
            (QPalette.ColorRole.Button, button),
            (QPalette.ColorRole.ButtonText, text),
            (QPalette.ColorRole.ToolTipBase, base),
            (QPalette.ColorRole.ToolTipText, text),
            (QPalette.ColorRole.PlaceholderText, QColor(palette.bevel_dark)),
            (QPalette.ColorRole.Highlight, QColor(palette.cursor)),
            (QPalette.ColorRole.HighlightedText, QColor("#000000")),
            (QPalette.ColorRole.Light, QColor(palette.bevel_light)),
            (QPalette.ColorRole.Dark, QColor(palette.bevel_dark)),
            (QPalette.ColorRole.Mid, QColor(palette.bevel_dark)),
        ):
            qp.setColor(group, role, colour)
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        qp.setColor(QPalette.ColorGroup.Disabled, role, QColor(palette.bevel_dark))
    return qp


class ThemeSwitcher(QObject):
    """Owns Options > Theme (object names ``actionThemeAutomatic`` and
    ``actionTheme_<id>``) and Options > Colour-blind-safe numbers
    (``actionColorblindNumbers``); applies the chosen theme to the window at
    once and remembers it in ``settings``. Automatic follows
    ``QStyleHints.colorScheme`` (Classic when light, Dark when dark) and switches
    when the desktop does (:meth:`onColorSchemeChanged`).
    """

    def __init__(self, host: ThemeHost) -> None:
        super().__init__(host.menus)
        self._host = host
        self._reported: set[tuple[str, str]] = set()
        self.library: Library = discover()
        self.current: Theme = self.library.themes[FALLBACK]
        menus = host.menus
        self.menu: QMenu = menus._menu(menus.optionsMenu, lambda: translate("Themes", "&Theme"))
        self.menu.aboutToShow.connect(self.rescan)
        self.group = QActionGroup(self)
        self.actionAutomatic = menus._action(
            "actionThemeAutomatic", lambda: translate("Themes", "&Automatic (follow the system)"),
            checkable=True)
        self.actionAutomatic.setData("")
        self.actionAutomatic.triggered.connect(lambda: self.choose(""))
        self.actionColorblind = menus._action(
            "actionColorblindNumbers", lambda: translate("Themes", "&Colour-blind-safe numbers"),
            checkable=True)
        self.actionColorblind.setChecked(host.settings.colorblind_numbers)
        self.actionColorblind.toggled.connect(self.setColorblind)
        self.actionFolder = menus._action(
            "actionThemesFolder", lambda: translate("Themes", "Open the &themes folder"),
            lambda: self.openFolder())
        menus.optionsMenu.addAction(self.actionColorblind)
        self._fill_menu()
        menus.translated(lambda _text: self.retranslate(), str)  # theme names, per language
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.onColorSchemeChanged)
        self._report_refused()
        self.apply()

    # --- menu ----------------------------------------------------------------------------

    def _fill_menu(self) -> None:
        for action in self.group.actions():
            if action is not self.actionAutomatic:
                self.group.removeAction(action)
                action.deleteLater()
        self.menu.clear()
        self.group.addAction(self.actionAutomatic)
        self.menu.addAction(self.actionAutomatic)
        self.menu.addSeparator()
        for theme in self.library.themes.values():
            action = QAction(theme.display_name(), self.menu)
            action.setObjectName(f"actionTheme_{theme.id}")
            action.setCheckable(True)
            action.setData(theme.id)
            action.triggered.connect(lambda _=False, t=theme.id: self.choose(t))
            self.group.addAction(action)
            self.menu.addAction(action)
        self.menu.addSeparator()
        self.menu.addAction(self.actionFolder)
        self._check()

    def _check(self) -> None:
        chosen = self._host.settings.theme
        chosen = chosen if chosen in self.library.themes else ""
        for action in self.group.actions():
            action.setChecked(action.data() == chosen)

    def retranslate(self) -> None:
        """Theme names in the current language (the menus' own texts follow Menus)."""
        for action in self.group.actions():
            theme = self.library.themes.get(str(action.data()))
            if theme is not None:
                action.setText(theme.display_name())

    @Slot()
    def rescan(self) -> None:
        """Look for player themes again (one dropped in while the game runs)."""
        self.library = discover()
        self._fill_menu()
        self._report_refused()

    def _report_refused(self) -> None:
        new = [item for item in self.library.refused if item not in self._reported]
        self._reported.update(new)
        if not new:
            return
        lines = [
            translate("Themes", "The theme \u201c{0}\u201d cannot be used: {1}.").format(
                name, problem
            )
            for name, problem in new
        ]
        chosen = self._host.settings.theme
        if chosen and chosen not in self.library.themes:
            lines.append(translate("Themes", "Classic is used instead."))
        self._host.notify("\n".join(lines))

    @Slot()
    def openFolder(self) -> None:
        """Create the player themes folder and show it in the file manager."""
        folder = player_folder()
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    # --- choosing and applying --------------------------------------------------------------

    def wanted(self, scheme: Qt.ColorScheme | None = None) -> Theme:
        """The theme to show: the chosen one, or for Automatic (or a chosen theme
        that is gone) the system scheme's one."""
        themes = self.library.themes
        chosen = self._host.settings.theme
        if chosen in themes:
            return themes[chosen]
        return themes[DARK_THEME if system_is_dark(scheme) else LIGHT_THEME]

    def choose(self, theme_id: str) -> None:
        """Show the theme ``theme_id`` now ("" = Automatic) and remember it."""
        self._host.settings.theme = theme_id
        self._check()
        self.apply()

    @Slot(bool)
    def setColorblind(self, on: bool) -> None:
        """Turn the colour-blind-safe numbers on or off, now; remembered."""
        self._host.settings.colorblind_numbers = on
        self.apply()

    @Slot(Qt.ColorScheme)
    def onColorSchemeChanged(self, scheme: Qt.ColorScheme) -> None:
        """The desktop switched between light and dark: Automatic follows."""
        if self._host.settings.theme not in self.library.themes:
            self.apply(scheme)

    def apply(self, scheme: Qt.ColorScheme | None = None) -> None:
        """Restyle the window with the wanted theme: art re-rendered, board, header
        and window colours, the Qt palette of menus and dialogs."""
        host = self._host
        theme = self.wanted(scheme)
        palette, svg = themed(theme, host.settings.colorblind_numbers)
        host.art.load(svg)
        self.current = theme
        # The application's palette first: a widget styled by a style sheet
        # takes the palette in force when the sheet is set, so setting the
        # sheets before it left the header one theme behind.
        app = QApplication.instance()
        if isinstance(app, QApplication):
            if theme.dark == system_is_dark(scheme):
                app.setPalette(QPalette())  # back to the desktop's own palette, which fits
            else:
                app.setPalette(window_palette(palette, theme.dark))
        host.board.setColors(palette)
        host.header.refreshArt(palette)
        central = host.centralWidget()
        if central is not None:
            central.setStyleSheet(palette.style_sheet())
        host.board.viewport().update()
