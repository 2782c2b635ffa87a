"""The interface languages shipped, as plain data (no Qt): what the command
line, the settings and :mod:`minesweeper_qt.i18n` agree a language code is.

Kept apart from :mod:`minesweeper_qt.i18n` (which loads translations into Qt)
so that the settings can check a stored language without importing the layer
above them.
"""

from __future__ import annotations

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
    "el": "Ελληνικά",
    "he": "עברית",
    "fa": "فارسی",
    "hi": "हिन्दी",
    "id": "Bahasa Indonesia",
    "vi": "Tiếng Việt",
    "th": "ไทย",
    "zh_TW": "繁體中文",
    "ca": "Català",
}
#: The language the source strings are written in.
SOURCE_LANGUAGE = "en"


def normalize(code: str) -> str | None:
    """The shipped language for a code or locale name (``"de_AT"`` -> ``"de"``,
    ``"pt-BR"`` -> ``"pt_BR"``, ``"zh_Hans_CN"`` -> ``"zh_CN"``,
    ``"zh-Hant-TW"`` or ``"zh_HK"`` -> ``"zh_TW"``), or None."""
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
        # Taiwan, Hong Kong and Macau write traditional characters ("zh-Hant-TW" is
        # the first of a Taiwanese system's UI languages).
        parts = {part.lower() for part in code.split("_")[1:]}
        return "zh_TW" if parts & {"hant", "tw", "hk", "mo"} else "zh_CN"
    return None
