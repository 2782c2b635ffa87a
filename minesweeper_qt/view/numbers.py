"""Numbers shown to the player, written the way the current language writes them."""

from __future__ import annotations

import functools

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QObject, Qt

# lupdate reads ``translate("Assist", "text")`` calls through this name.
translate = QCoreApplication.translate


def number(value: float, decimals: int) -> str:
    """``value`` with ``decimals`` decimals in the default locale's style
    (``12.35`` in English, ``12,35`` in German; no group separators)."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)


def integer(value: int) -> str:
    """A whole number in the default locale's digits (``١٠`` in Arabic, ``10`` in
    English; no group separators), so that one screen uses one script."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(int(value))


def local_digits(text: str) -> str:
    """``text`` with its ASCII digits written in the default locale's digits
    (a translation that keeps "9 x 9" shows "٩ x ٩" in Arabic)."""
    zero = QLocale().zeroDigit()
    if zero == "0":
        return text
    return "".join(chr(ord(zero) + ord(c) - 48) if "0" <= c <= "9" else c for c in text)


class SizeNames(QObject):
    """The texts of board sizes with a count (lupdate reads plurals with a
    variable count only from ``self.tr``; translation context "SizeNames").
    English has no translation file to carry plural forms: its singular and
    plural sources only pick the English wording, each translated with all of
    a language's forms."""

    def custom(self, rows: int, cols: int, mines: int) -> str:
        """"Custom 100 x 100, 2000 mines" in the language's plural form and
        digits (no group separator, as :func:`integer`)."""
        if mines == 1:
            text = self.tr("Custom {0} x {1}, %n mine", "", mines)
        else:
            text = self.tr("Custom {0} x {1}, %n mines", "", mines)
        return local_digits(text.format(integer(rows), integer(cols)))


@functools.cache
def _size_names() -> SizeNames:
    return SizeNames()


def size_name(rows: int, cols: int, mines: int) -> str:
    """A custom board size, written one way wherever it shows (best times,
    history): "Custom 100 x 100, 2000 mines" ("1 mine") in the language's
    plural form and digits."""
    return _size_names().custom(rows, cols, mines)


def date_text(iso: str) -> str:
    """An ISO date (``YYYY-MM-DD``, optionally with a time) in the default
    locale's short format and digits; the text itself when it is no date."""
    date = QDate.fromString(iso[:10], Qt.DateFormat.ISODate)
    return QLocale().toString(date, QLocale.FormatType.ShortFormat) if date.isValid() else iso


def date_time_text(seconds: float) -> str:
    """A moment (Unix ``seconds``) as local date and time in the default
    locale's short format and digits (``11/22/26 10:48 PM`` in US English)."""
    moment = QDateTime.fromSecsSinceEpoch(int(seconds))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def percent(p: float, sign: bool = True) -> str:
    """A probability (0.0-1.0) as a whole percentage in the current language;
    "<1" / ">99" rather than a misleading 0 or 100 for uncertain cells
    (``sign``: False gives the number alone, for a cell too small for it)."""
    value = p * 100
    if 0 < value < 1:
        shown = "<" + number(1, 0)
    elif 99 < value < 100:
        shown = ">" + number(99, 0)
    else:
        shown = number(round(value), 0)
    return translate("Assist", "{0}%").format(shown) if sign else shown
