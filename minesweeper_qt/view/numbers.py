"""Numbers shown to the player, written the way the current language writes them."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def number(value: float, decimals: int) -> str:
    """``value`` with ``decimals`` decimals in the default locale's style
    (``12.35`` in English, ``12,35`` in German; no group separators)."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)
