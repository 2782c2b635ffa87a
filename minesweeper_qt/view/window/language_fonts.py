"""Whether this system has a font for a language's script, and a name for a
language whose own name cannot be drawn.

A language's script comes from Qt's locale data (``QLocale(code).script()``),
the scripts the installed fonts cover from ``QFontDatabase.writingSystems()``
(fontconfig on Linux), so a new language needs no table entry here.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontDatabase

from minesweeper_qt.languages import LANGUAGES

_S = QLocale.Script
_W = QFontDatabase.WritingSystem

#: The writing system a font needs for each script a language may use.
_WRITING_SYSTEMS: dict[QLocale.Script, QFontDatabase.WritingSystem] = {
    _S.LatinScript: _W.Latin, _S.CyrillicScript: _W.Cyrillic, _S.GreekScript: _W.Greek,
    _S.ArabicScript: _W.Arabic, _S.HebrewScript: _W.Hebrew,
    _S.DevanagariScript: _W.Devanagari, _S.ThaiScript: _W.Thai,
    _S.SimplifiedHanScript: _W.SimplifiedChinese,
    _S.TraditionalHanScript: _W.TraditionalChinese, _S.HanScript: _W.SimplifiedChinese,
    _S.JapaneseScript: _W.Japanese, _S.KoreanScript: _W.Korean, _S.HangulScript: _W.Korean,
    _S.ArmenianScript: _W.Armenian, _S.GeorgianScript: _W.Georgian,
    _S.BengaliScript: _W.Bengali, _S.TamilScript: _W.Tamil,
}
#: Languages whose Latin letters need more than a Latin font has
#: (Vietnamese stacks two accents on one letter).
_LANGUAGE_WRITING_SYSTEMS: dict[QLocale.Language, QFontDatabase.WritingSystem] = {
    QLocale.Language.Vietnamese: _W.Vietnamese,
}


def writing_system(code: str) -> QFontDatabase.WritingSystem | None:
    """The writing system the language ``code`` (``"th"``, ``"zh_TW"``) is
    written in, or None when Qt does not say (then any font is taken to do)."""
    locale = QLocale(code)
    if locale.language() in _LANGUAGE_WRITING_SYSTEMS:
        return _LANGUAGE_WRITING_SYSTEMS[locale.language()]
    return _WRITING_SYSTEMS.get(locale.script())


def has_font(code: str,
             available: Collection[QFontDatabase.WritingSystem] | None = None) -> bool:
    """Whether some installed font (``available``: the writing systems the
    fonts cover; by default this system's) draws the script of ``code``.
    Needs a QGuiApplication."""
    wanted = writing_system(code)
    if wanted is None:
        return True
    return wanted in (QFontDatabase.writingSystems() if available is None else available)


def readable_name(code: str) -> str:
    """The language's name in English, in Latin letters every font has
    ("Thai"); with its territory when another shipped language shares the
    language ("Chinese (Taiwan)")."""
    locale = QLocale(code)
    name = QLocale.languageToString(locale.language())
    if any(QLocale(other).language() == locale.language() for other in LANGUAGES
           if other != code):
        name += f" ({QLocale.territoryToString(locale.territory())})"
    return name
