"""Languages: finding, loading and switching the interface translations.

The game's own strings come from ``translations/minesweeper_qt_<code>.qm``
(packaged as ``minesweeper_qt.translations``), Qt's standard buttons and dialogs
from Qt's ``qtbase_<code>.qm``. Installing a language sends every widget a
``LanguageChange`` event; widgets re-set their texts in ``retranslateUi``.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

#: Languages shipped, by code, with their names in their own language.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "it": "Italiano",
    "pt_BR": "Português (Brasil)",
    "ru": "Русский",
    "pl": "Polski",
    "nl": "Nederlands",
    "ja": "日本語",
    "zh_CN": "简体中文",
    "ko": "한국어",
    "ar": "العربية",
}
#: The language the source strings are written in.
SOURCE_LANGUAGE = "en"


def translations_dir() -> Path:
    """The folder holding the compiled ``.qm`` files, installed or in a checkout."""
    try:
        # A package without __init__.py (installed or frozen) is a namespace package,
        # whose files() is a MultiplexedPath that str() does not turn into a folder.
        folder = Path(str(resources.files("minesweeper_qt.translations").joinpath("_"))).parent
    except ModuleNotFoundError:
        folder = Path(__file__).resolve().parent.parent / "translations"
    if not any(folder.glob("*.qm")):
        checkout = Path(__file__).resolve().parent.parent / "translations"
        if any(checkout.glob("*.qm")):
            return checkout
    return folder


def normalize(code: str) -> str | None:
    """The shipped language for a code or locale name (``"de_AT"`` -> ``"de"``,
    ``"pt-BR"`` -> ``"pt_BR"``, ``"zh_Hans_CN"`` -> ``"zh_CN"``), or None."""
    code = code.strip().replace("-", "_")
    if not code:
        return None
    for candidate in (code, code.split("_")[0]):
        for known in LANGUAGES:
            if known.lower() == candidate.lower():
                return known
    if code.lower().startswith("pt"):
        return "pt_BR"
    if code.lower().startswith("zh"):
        return "zh_CN"
    return None


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
        if language != SOURCE_LANGUAGE:
            ours = QTranslator(app)
            if ours.load(f"minesweeper_qt_{language}", str(translations_dir())):
                self._installed.append(ours)
            qt = QTranslator(app)
            if qt.load(f"qtbase_{language}",
                       QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._installed.append(qt)
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
