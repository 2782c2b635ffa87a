"""Options > Theme and the colour-blind-safe numbers: choosing, applying and
following the system's light or dark scheme, live."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QUrl, Slot
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QDesktopServices,
    QGuiApplication,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget

from minesweeper_qt.resources_path import resource_path
from minesweeper_qt.storage.settings import Settings

from ..board.board_view import BoardView
from ..header.header_bar import HeaderBar
from ..paint.art import Art
from ..paint.palette import Palette
from ..retranslator import Retranslator
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

if TYPE_CHECKING:  # the trials load when a player theme is first tried
    from .trial import ThemeTrials

translate = QCoreApplication.translate


class ThemeMenus(Retranslator, Protocol):
    """The window's menus as the switcher adds its entries to them."""

    @property
    def optionsMenu(self) -> QMenu: ...
    def submenu(self, parent: QMenuBar | QMenu, text: Callable[[], str]) -> QMenu: ...
    def action(self, name: str, text: Callable[[], str],
               slot: Callable[..., object] | None = None,
               shortcut: QKeySequence | QKeySequence.StandardKey | Qt.Key | str | None = None,
               checkable: bool = False) -> QAction: ...


class ThemeHost(Protocol):
    """What the switcher restyles: the main window's parts."""

    art: Art
    board: BoardView
    header: HeaderBar
    settings: Settings

    @property
    def menus(self) -> ThemeMenus: ...

    def centralWidget(self) -> QWidget | None: ...
    def notify(self, text: str, timeout_ms: int = 15_000, about_game: bool = False) -> None: ...


def system_is_dark(scheme: Qt.ColorScheme | None = None) -> bool:
    """Whether the desktop asks for a dark look (``scheme`` or the current one)."""
    if scheme is None:
        scheme = QGuiApplication.styleHints().colorScheme()
    return scheme == Qt.ColorScheme.Dark


def window_palette(palette: Palette, dark: bool) -> QPalette:
    """A Qt palette for the window's own widgets (menus, dialogs, the drop-down
    menu) in a theme's colours; disabled controls keep the theme's
    backgrounds, with its ``disabled_text``."""
    qp = QPalette()
    window, text = QColor(palette.window), QColor(palette.text)
    base = window.darker(130) if dark else QColor("#ffffff")
    button = QColor(palette.header)
    roles = (
        (QPalette.ColorRole.Window, window),
        (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base),
        (QPalette.ColorRole.AlternateBase, window),
        (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.Button, button),
        (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.ToolTipBase, base),
        (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.PlaceholderText, QColor(palette.disabled_text)),
        (QPalette.ColorRole.Highlight, QColor(palette.cursor)),
        (QPalette.ColorRole.HighlightedText, QColor("#000000")),
        (QPalette.ColorRole.Light, QColor(palette.bevel_light)),
        (QPalette.ColorRole.Dark, QColor(palette.border)),
        (QPalette.ColorRole.Mid, QColor(palette.border)),
        (QPalette.ColorRole.Shadow, QColor(palette.border)),
        (QPalette.ColorRole.Link, QColor(palette.link)),
        (QPalette.ColorRole.LinkVisited, QColor(palette.link)),
    )
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive,
                  QPalette.ColorGroup.Disabled):
        for role, colour in roles:
            qp.setColor(group, role, colour)
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        qp.setColor(QPalette.ColorGroup.Disabled, role, QColor(palette.disabled_text))
    return qp


def style_application(theme: Theme, palette: Palette,
                      scheme: Qt.ColorScheme | None = None) -> None:
    """Give the application's menus, dialogs and controls ``theme``'s look
    (``palette``: the theme's, colour-blind numbers or not); the desktop's
    own palette when the theme is as light or dark as the desktop."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if theme.dark == system_is_dark(scheme):
        app.setPalette(QPalette())  # back to the desktop's own palette, which fits
        app.setStyleSheet("")
    else:
        app.setPalette(window_palette(palette, theme.dark))
        app.setStyleSheet(controls_style(palette))


def look_alone(settings: Settings, library: Library | None = None
               ) -> tuple[Theme, Palette, bytes]:
    """The theme, palette and SVG text of a window opened without the game's
    (a replay opened alone from the command line): the player's chosen theme
    when it was shipped, Automatic's by the desktop's scheme, and Classic for a
    player theme (its trial drawing belongs to the game window, and a theme
    that failed it must not be drawn here)."""
    themes = (library or discover()).themes
    chosen = settings.theme
    if not chosen:
        theme = themes[DARK_THEME if system_is_dark() else LIGHT_THEME]
    else:
        theme = themes.get(chosen) or themes[FALLBACK]
        if not theme.shipped:
            theme = themes[FALLBACK]
    palette, svg = themed(theme, settings.colorblind_numbers)
    return theme, palette, svg


def _tick(palette: Palette) -> str:
    """The check mark drawn on a ticked menu box (whose fill is the text
    colour): dark on a light fill, light on a dark one; a path for the style
    sheet's ``url()`` (forward slashes on every system)."""
    fill = QColor(palette.text)
    name = "check-dark.svg" if fill.lightnessF() > 0.5 else "check-light.svg"
    return Path(resource_path(name)).as_posix()


def controls_style(palette: Palette) -> str:
    """The application's style sheet in a theme's colours: borders of push
    buttons and of the menus' check boxes in ``palette.border`` (the style's
    own borders are shades of the window colour, which vanish on a dark or
    black one); a ticked box holds a check mark, not only a fill."""
    return f"""
QMenu {{ background: {palette.window}; color: {palette.text}; border: 1px solid {palette.border}; }}
QMenu::item {{ padding: 4px 24px 4px 26px; background: transparent; }}
QMenu::item:selected {{ background: {palette.cursor}; color: #000000; }}
QMenu::item:disabled {{ color: {palette.disabled_text}; }}
QMenu::separator {{ height: 1px; background: {palette.border}; margin: 3px 6px; }}
QMenu::indicator {{ width: 12px; height: 12px; left: 6px; }}
QMenu::indicator:non-exclusive:unchecked {{
    border: 1px solid {palette.border}; background: {palette.header};
}}
QMenu::indicator:non-exclusive:checked {{
    border: 1px solid {palette.border}; background: {palette.text}; image: url({_tick(palette)});
}}
QDialog QPushButton {{
    color: {palette.text}; background: {palette.header};
    border: 1px solid {palette.border}; border-radius: 3px; padding: 4px 12px;
}}
QDialog QPushButton:focus, QDialog QPushButton:default {{ border: 2px solid {palette.cursor}; }}
QDialog QPushButton:pressed {{ background: {palette.window}; }}
QDialog QPushButton:disabled {{
    color: {palette.disabled_text}; border: 1px solid {palette.border};
}}
"""


class ThemeSwitcher(QObject):
    """Owns Options > Theme (object names ``actionThemeAutomatic`` and
    ``actionTheme_<id>``) and Options > Colour-blind-safe numbers
    (``actionColorblindNumbers``); applies the chosen theme to the window at
    once and remembers it in ``settings``. Automatic follows
    ``QStyleHints.colorScheme`` (Classic when light, Dark when dark) and switches
    when the desktop does (:meth:`onColorSchemeChanged`).
    """

    def __init__(self, host: ThemeHost) -> None:
        menus = host.menus
        assert isinstance(menus, QObject)  # the switcher goes with the window's menus
        super().__init__(menus)
        self._host = host
        self._reported: set[tuple[str, str]] = set()
        #: Player themes whose trial drawing failed: id -> (SVG key, problem).
        self.undrawable: dict[str, tuple[str, str]] = {}
        #: A player theme picked from the menu, waiting for its trial.
        self.pending: str | None = None
        self._trials: ThemeTrials | None = None
        self.library: Library = self._discover()
        self.current: Theme = self.library.themes[FALLBACK]
        self.menu: QMenu | None = None
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.onColorSchemeChanged)
        self.apply()

    @property
    def trials(self) -> ThemeTrials:
        """The trial drawings of player themes (made when one is first needed:
        the shipped themes never need one)."""
        if self._trials is None:
            # A player's own theme only (the shipped ones need no trial).
            from .trial import ThemeTrials

            self._trials = ThemeTrials(self)
            self._trials.passed.connect(self._on_trial_passed)
            self._trials.failed.connect(self._on_trial_failed)
            menus = self._host.menus
            assert isinstance(menus, QObject)
            menus.destroyed.connect(self._trials.stopAll)  # none outlives the window
        return self._trials

    def buildMenu(self) -> None:
        """Options > Theme and Options > Colour-blind-safe numbers (apart from
        the constructor: the window shows its board, in the theme, before its
        menus are complete; see MainWindow)."""
        host = self._host
        menus = host.menus
        self.menu = menus.submenu(menus.optionsMenu, lambda: translate("Themes", "&Theme"))
        self.menu.aboutToShow.connect(self.rescan)
        self.group = QActionGroup(self)
        self.actionAutomatic = menus.action(
            "actionThemeAutomatic", lambda: translate("Themes", "&Automatic (follow the system)"),
            checkable=True)
        self.actionAutomatic.setData("")
        self.actionAutomatic.triggered.connect(lambda: self.choose(""))
        self.actionColorblind = menus.action(
            "actionColorblindNumbers", lambda: translate("Themes", "&Colour-blind-safe numbers"),
            checkable=True)
        self.actionColorblind.setChecked(host.settings.colorblind_numbers)
        self.actionColorblind.toggled.connect(self.setColorblind)
        self.actionFolder = menus.action(
            "actionThemesFolder", lambda: translate("Themes", "Open the &themes folder"),
            lambda: self.openFolder())
        menus.optionsMenu.addAction(self.actionColorblind)
        self._fill_menu()
        menus.translated(lambda _text: self.retranslate(), str)  # theme names, per language
        # Told once the window is up and sized (a note sized for the window
        # being built is cut off).
        QTimer.singleShot(0, self._report_refused)

    # --- menu ----------------------------------------------------------------------------

    def _fill_menu(self) -> None:
        if self.menu is None:
            return  # not built yet: buildMenu fills it
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
        if self.menu is None:
            return
        chosen = self._host.settings.theme
        if chosen not in self.library.themes:
            chosen = FALLBACK if chosen else ""  # gone or undrawable: Classic is shown
        for action in self.group.actions():
            action.setChecked(action.data() == chosen)

    def retranslate(self) -> None:
        """Theme names in the current language (the menus' own texts follow Menus)."""
        if self.menu is None:
            return
        for action in self.group.actions():
            theme = self.library.themes.get(str(action.data()))
            if theme is not None:
                action.setText(theme.display_name())

    def _discover(self) -> Library:
        """The themes found, less the player themes that failed their trial
        drawing (unless their file changed since)."""
        library = discover()
        if not self.undrawable:
            return library
        from .trial import svg_key  # loaded: a theme was tried

        for theme_id, (key, _problem) in list(self.undrawable.items()):
            theme = library.themes.get(theme_id)
            if theme is not None and svg_key(theme.svg) == key:
                del library.themes[theme_id]
            else:
                del self.undrawable[theme_id]  # changed or gone: tried again when chosen
        return library

    @Slot()
    def rescan(self) -> None:
        """Look for player themes again (one dropped in while the game runs)."""
        self.library = self._discover()
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
        """The theme to show: the chosen one; Classic for a chosen theme that is
        gone or cannot be drawn; for Automatic the system scheme's one."""
        themes = self.library.themes
        chosen = self._host.settings.theme
        if chosen in themes:
            return themes[chosen]
        if chosen:
            return themes[FALLBACK]
        return themes[DARK_THEME if system_is_dark(scheme) else LIGHT_THEME]

    def drawable(self, theme: Theme) -> bool:
        """Whether ``theme`` may be shown now: shipped, or its trial drawing
        (:mod:`.trial`) passed."""
        return theme.shipped or self.trials.verdict(theme.svg) == ""

    def choose(self, theme_id: str) -> None:
        """Show the theme ``theme_id`` now ("" = Automatic) and remember it. A
        player theme not yet drawn is tried first (off the GUI thread): it is
        shown and remembered only when it passes; the menu keeps the current
        choice meanwhile."""
        theme = self.library.themes.get(theme_id)
        if theme is not None and not self.drawable(theme):
            self.pending = theme_id
            self._check()  # the menu shows what is shown until the trial ends
            self.trials.start(theme.svg)
            return
        self.pending = None
        self._host.settings.theme = theme_id
        self._check()
        self.apply()

    @Slot(str)
    def _on_trial_passed(self, key: str) -> None:
        # A player's own theme only.
        from .trial import svg_key

        pending = self.library.themes.get(self.pending or "")
        if pending is not None and svg_key(pending.svg) == key:
            self.choose(pending.id)
        elif svg_key(self.wanted().svg) == key:
            self.apply()  # the saved choice, shown at start once drawn

    @Slot(str, str)
    def _on_trial_failed(self, key: str, problem: str) -> None:
        # A player's own theme only.
        from .trial import svg_key

        failed = [t for t in self.library.themes.values() if svg_key(t.svg) == key]
        if not failed:
            return
        theme = failed[0]
        saved = self._host.settings.theme == theme.id
        if self.pending == theme.id:
            self.pending = None
        self.undrawable[theme.id] = (key, problem)
        del self.library.themes[theme.id]
        self._fill_menu()
        lines = [translate("Themes", "The theme \u201c{0}\u201d cannot be used: {1}.").format(
            theme.id, problem)]  # the folder's name, as for the themes refused when found
        if saved:
            lines.append(translate("Themes", "Classic is used instead."))
            self.apply()
        self._host.notify("\n".join(lines))

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
        if not self.drawable(theme):
            # A player theme saved as the choice: Classic until its trial
            # drawing passes (then _on_trial_passed shows it).
            self.trials.start(theme.svg)
            theme = self.library.themes[FALLBACK]
        palette, svg = themed(theme, host.settings.colorblind_numbers)
        host.art.load(svg)
        self.current = theme
        # The application's palette first: a widget styled by a style sheet
        # takes the palette in force when the sheet is set, so setting the
        # sheets before it left the header one theme behind.
        style_application(theme, palette, scheme)
        host.board.setColors(palette)
        host.header.refreshArt(palette)
        central = host.centralWidget()
        if central is not None:
            central.setStyleSheet(palette.style_sheet())
        host.board.viewport().update()
