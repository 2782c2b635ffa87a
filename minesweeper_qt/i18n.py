"""Languages: finding, loading and switching the interface translations.

The game's own strings come from ``translations/minesweeper_qt_<code>.qm``
(packaged as ``minesweeper_qt.translations``), Qt's standard buttons and dialogs
from Qt's ``qtbase_<code>.qm``. Installing a language sends every widget a
``LanguageChange`` event; widgets re-set their texts in ``retranslateUi``.

A ``.qm`` file is checked (:func:`minesweeper_qt.qm_check.check_qm`: magic,
sections and every length and offset within the file) before Qt loads it: a
damaged file would crash ``QTranslator``. A file that fails is not loaded, the
game stays in English and :attr:`Translators.problem` says why.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from minesweeper_qt.languages import LANGUAGES, SOURCE_LANGUAGE, normalize
from minesweeper_qt.qm_check import BadQmFile, check_qm
from minesweeper_qt.storage.safe_files import read_regular

#: Larger translation files are refused (ours are about 11 KB, Qt's under 300 KB).
MAX_QM_BYTES = 8 * 1024 * 1024

log = logging.getLogger(__name__)


def load_checked(translator: QTranslator, path: Path) -> bool:
    """Load the ``.qm`` file ``path`` into ``translator`` if it is a regular
    file that passes :func:`~minesweeper_qt.qm_check.check_qm`.

    Returns False when there is no such file. Raises:
        ValueError: the file is damaged (not loaded); the message says why.
    """
    try:
        data = read_regular(path, MAX_QM_BYTES)
    except FileNotFoundError:
        return False
    except OSError as error:
        raise ValueError(f"{path} cannot be read: {error}") from None
    if len(data) > MAX_QM_BYTES:
        raise ValueError(f"{path} is larger than {MAX_QM_BYTES} bytes")
    try:
        check_qm(data)
    except BadQmFile as error:
        raise ValueError(f"{path} is damaged: {error}") from None
    return translator.load(str(path))


def translations_dir() -> Path:
    """The folder holding the compiled ``.qm`` files, installed or in a checkout."""
    here = Path(__file__).resolve().parent
    # Installed as files, or a source checkout (where an editable install maps
    # the package too): found without importlib.resources (slow to import).
    for folder in (here / "translations", here.parent / "translations"):
        if any(folder.glob("*.qm")):
            return folder
    # A fallback: translations not beside the package (slow import).
    from importlib import resources

    try:
        # A package without __init__.py (installed or frozen) is a namespace package,
        # whose files() is a MultiplexedPath that str() does not turn into a folder.
        return Path(str(resources.files("minesweeper_qt.translations").joinpath("_"))).parent
    except ModuleNotFoundError:
        return here.parent / "translations"


def system_language() -> str:
    """The first shipped language among the system's UI languages, else English."""
    for name in QLocale.system().uiLanguages():
        found = normalize(name)
        if found is not None:
            return found
    return SOURCE_LANGUAGE


class Translators:
    """The installed translators of the application (one language at a time)."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE
        #: Why the last :meth:`install` fell back to English (a damaged
        #: translation file), as a sentence for the player; None when fine.
        self.problem: str | None = None

    def install(self, code: str | None) -> str:
        """Switch the interface to ``code`` (None: the system language); returns
        the language now in use. Missing translation files leave English.

        Raises:
            ValueError: ``code`` is not a shipped language.
        """
        language = system_language() if code is None else normalize(code)
        if language is None:
            raise ValueError(
                f"unknown language {code!r}; choose from {', '.join(LANGUAGES)}"
            )
        app = QCoreApplication.instance()
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed.clear()
        self.problem = None
        if language == SOURCE_LANGUAGE:
            self._install_plurals(app)
        else:
            ours = QTranslator(app)
            qt = QTranslator(app)
            qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
            try:
                if load_checked(ours, translations_dir() / f"minesweeper_qt_{language}.qm"):
                    self._installed.append(ours)
                if load_checked(qt, qt_folder / f"qtbase_{language}.qm"):
                    self._installed.append(qt)
            except ValueError as error:
                log.warning("translation not loaded: %s", error)
                self._installed.clear()
                language = SOURCE_LANGUAGE
                self.problem = QCoreApplication.translate(
                    "Storage", "The translation file is damaged; the game is shown in English.")
                self._install_plurals(app)
        for translator in self._installed:
            QCoreApplication.installTranslator(translator)
        locale = QLocale(language)
        QLocale.setDefault(locale)
        if isinstance(app, QApplication):
            app.setLayoutDirection(
                Qt.LayoutDirection.RightToLeft
                if locale.textDirection() == Qt.LayoutDirection.RightToLeft
                else Qt.LayoutDirection.LeftToRight
            )
        self.language = language
        return language

    def remove(self) -> None:
        """Take every translator out again (the source texts show)."""
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed.clear()

    def _install_plurals(self, app: QCoreApplication | None) -> None:
        """English: the singular and plural forms of the ``%n`` strings
        ("1 game", "2 games"), from ``minesweeper_qt_en.qm`` (scripts/i18n.py
        makes it); without it English shows the source texts."""
        plurals = QTranslator(app)
        try:
            if load_checked(plurals, translations_dir() / f"minesweeper_qt_{SOURCE_LANGUAGE}.qm"):
                self._installed.append(plurals)
        except ValueError as error:
            log.warning("English plural forms not loaded: %s", error)
