"""Fill unfinished translations from a JSON table: ``python scripts/i18n_fill.py TABLE.json``.

``TABLE.json`` maps each English source text to its translations by language
code, e.g. ``{"Hint": {"de": "Tipp", "fr": "Indice", ...}}``; a plural (``%n``)
text maps to the list of the language's plural forms, in Qt's order (e.g.
``{"de": ["%n Spiel", "%n Spiele"]}``; English itself: ``"en": [...]``,
``minesweeper_qt_en.ts`` holds only such texts). Run
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
    r'<translation type="unfinished">[^<]*</translation>')  # lupdate may guess one
_UNFINISHED_PLURAL = re.compile(
    r'(<source>([^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?)'
    r'<translation type="unfinished">((?:\s*<numerusform></numerusform>)+)(\s*)</translation>')


def _plain(text: str) -> str:
    for entity, char in _ENTITIES.items():
        text = text.replace(entity, char)
    return text


def _escaped(text: str) -> str:
    """As lupdate writes it (so that ``i18n.py check`` finds the file in sync)."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("'", "&apos;").replace('"', "&quot;"))


def fill(table: dict[str, dict[str, str]]) -> dict[str, int]:
    """Fill every .ts file; returns the unfinished entries left per language."""
    left: dict[str, int] = {}
    for ts in sorted(TRANSLATIONS.glob("minesweeper_qt_*.ts")):
        lang = ts.stem[len("minesweeper_qt_"):]

        def replace(match: re.Match[str], lang: str = lang) -> str:
            entry = table.get(_plain(match.group(2)), {})
            if not isinstance(entry.get(lang), str):
                return match.group(0)
            return f"{match.group(1)}<translation>{_escaped(entry[lang])}</translation>"

        def replace_plural(match: re.Match[str], lang: str = lang) -> str:
            forms = table.get(_plain(match.group(2)), {}).get(lang)
            count = match.group(3).count("<numerusform>")
            if not isinstance(forms, list) or len(forms) != count:
                return match.group(0)
            indent = match.group(3)[:match.group(3).index("<")]
            body = "".join(f"{indent}<numerusform>{_escaped(f)}</numerusform>" for f in forms)
            return f"{match.group(1)}<translation>{body}{match.group(4)}</translation>"

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
