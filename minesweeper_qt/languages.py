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
    "tr": "Türkçe",
    "uk": "Українська",
    "cs": "Čeština",
    "sv": "Svenska",
    "da": "Dansk",
    "nb": "Norsk bokmål",
    "fi": "Suomi",
    "hu": "Magyar",
    "ro": "Română",
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
#: Other codes systems use for a shipped language (older ISO codes, Nynorsk
#: readers, Chinese by script), tried when the code itself is not shipped.
_ALIASES: dict[str, str] = {
    "iw": "he", "in": "id", "no": "nb", "nn": "nb", "zh_hant": "zh_TW", "zh_hk": "zh_TW",
    "zh_mo": "zh_TW", "zh_hans": "zh_CN", "zh_sg": "zh_CN", "pt": "pt_BR",
}


def normalize(code: str) -> str | None:
    """The shipped language for a code or locale name (``"de_AT"`` -> ``"de"``,
    ``"pt-BR"`` -> ``"pt_BR"``, ``"zh_Hans_CN"`` -> ``"zh_CN"``, ``"zh-Hant-TW"``
    -> ``"zh_TW"`` when shipped, ``"no"`` -> ``"nb"``), or None."""
    code = code.strip().replace("-", "_")
    if not code:
        return None
    parts = code.split("_")
    # Most specific first: "zh_Hant_TW", "zh_Hant", "zh_TW", "zh".
    candidates = ["_".join(parts[:n]) for n in range(len(parts), 0, -1)]
    candidates[1:1] = [f"{parts[0]}_{part}" for part in parts[1:]]
    by_lower = {known.lower(): known for known in LANGUAGES}
    for candidate in candidates:
        for name in (candidate.lower(), _ALIASES.get(candidate.lower(), "").lower()):
            if name in by_lower:
                return by_lower[name]
    if code.lower().startswith("zh"):
        return "zh_CN"
    return None
