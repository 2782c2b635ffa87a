"""Fill unfinished translations from a JSON table: ``python scripts/i18n_fill.py TABLE.json``.

``TABLE.json`` maps each English source text to its translations by language
code, e.g. ``{"Hint": {"de": "Tipp", "fr": "Indice", ...}}``; a text with a
count (``%n``) takes the list of its plural forms in the language's order,
e.g. ``{"%n game(s)": {"en": ["%n game", "%n games"], "de": [...]}}`` (English
itself: ``minesweeper_qt_en.ts`` holds only such texts). Run
``scripts/i18n.py update`` first (lupdate adds the new, unfinished entries), then
this, then ``scripts/i18n.py compile``; ``scripts/i18n.py check`` must then pass.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
_ENTITIES = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'"}
_UNFINISHED = re.compile(
    r'(<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?)'
    r'<translation type="unfinished">[^<]*</translation>')  # empty, or lupdate's guess
_UNFINISHED_PLURAL = re.compile(
    r'(<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?)'
    r'<translation type="unfinished">((?:\s*<numerusform></numerusform>)+)\s*</translation>')


def _plain(text: str) -> str:
    for entity, char in _ENTITIES.items():
        text = text.replace(entity, char)
    return text


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def fill(table: dict[str, dict[str, str | list[str]]]) -> dict[str, int]:
    """Fill every .ts file; returns the unfinished entries left per language."""
    left: dict[str, int] = {}
    for ts in sorted(TRANSLATIONS.glob("minesweeper_qt_*.ts")):
        lang = ts.stem[len("minesweeper_qt_"):]

        def replace(match: re.Match[str], lang: str = lang) -> str:
            entry = table.get(_plain(match.group(2)), {})
            if lang not in entry or not isinstance(entry[lang], str):
                return match.group(0)
            return f"{match.group(1)}<translation>{_escaped(entry[lang])}</translation>"

        def replace_plural(match: re.Match[str], lang: str = lang) -> str:
            entry = table.get(_plain(match.group(2)), {})
            forms = entry.get(lang)
            if not isinstance(forms, list) or len(forms) != match.group(3).count("<numerusform>"):
                return match.group(0)
            inner = "".join(f"\n            <numerusform>{_escaped(f)}</numerusform>"
                            for f in forms)
            return f"{match.group(1)}<translation>{inner}\n        </translation>"

        text = _UNFINISHED.sub(replace, ts.read_text(encoding="utf-8"))
        text = _UNFINISHED_PLURAL.sub(replace_plural, text)
        ts.write_text(text, encoding="utf-8")
        left[lang] = text.count('type="unfinished"')
    return left


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    left = fill(json.loads(Path(argv[0]).read_text(encoding="utf-8")))
    for lang, count in left.items():
        print(f"{lang}: {count} unfinished left")
    return 1 if any(left.values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
