"""Translation upkeep: ``python scripts/i18n.py update|compile|check``.

- ``update``: extract every translatable string from the package into
  ``translations/minesweeper_qt_<code>.ts`` (pyside6-lupdate; new strings come in
  unfinished, vanished ones are dropped). English, the source language, gets
  ``minesweeper_qt_en.ts`` with its plural forms only (``lupdate -pluralonly``:
  "%n game(s)" becomes "1 game" / "2 games"); an English entry left unfinished
  shows the source text.
- ``compile``: build ``translations/*.qm`` from the ``.ts`` files (pyside6-lrelease).
  The ``.qm`` files are committed, so a plain ``pip install .`` ships them.
- ``check``: fail unless every ``.ts`` is in sync with the sources, has no
  unfinished entry, and every committed ``.qm`` matches its ``.ts``. The test
  suite runs the same checks (tests/test_translations.py).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
sys.path.insert(0, str(ROOT))

from minesweeper_qt.languages import LANGUAGES, SOURCE_LANGUAGE  # noqa: E402

CODES = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def tool(name: str) -> str:
    """Path of a PySide6 tool (``pyside6-lupdate``...) next to this Python, or on PATH.

    Raises:
        FileNotFoundError: the tool is not installed.
    """
    for candidate in (Path(sys.executable).parent / name, shutil.which(name)):
        if candidate and Path(candidate).exists():
            return str(candidate)
    raise FileNotFoundError(f"{name} not found: install PySide6-Essentials")


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "minesweeper_qt").rglob("*.py"))


def ts_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"minesweeper_qt_{code}.ts"


def lupdate(ts_files: list[Path], plural_only: bool = False) -> str:
    """Run lupdate over the package into ``ts_files``; returns its report."""
    result = subprocess.run(
        [tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete",
         *(["-pluralonly"] if plural_only else []), *sources(),
         "-ts", *map(str, ts_files)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    return result.stdout + result.stderr


_EXTRACOMMENT = re.compile(r"\n\s*<extracomment>.*?</extracomment>", re.S)


def normalize(text: str) -> str:
    """Drop lupdate's ``<extracomment>``s: it takes every ``#:`` comment above a
    string for a translator note, and the code uses ``#:`` to document
    constants (Sphinx style), which would only mislead translators."""
    return _EXTRACOMMENT.sub("", text)


def update() -> None:
    TRANSLATIONS.mkdir(exist_ok=True)
    for code in [*CODES, SOURCE_LANGUAGE]:
        path = ts_path(code)
        lupdate([path], plural_only=code == SOURCE_LANGUAGE)
        text = path.read_text(encoding="utf-8")
        text = re.sub(r'<TS version="([^"]+)"(?: language="[^"]*")?>',
                      rf'<TS version="\1" language="{code}">', normalize(text), count=1)
        path.write_text(text, encoding="utf-8")
        print(f"updated {path.relative_to(ROOT)}")


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   check=True, capture_output=True, text=True)


def compile_all() -> None:
    for code in [*CODES, SOURCE_LANGUAGE]:
        ts = ts_path(code)
        lrelease(ts, ts.with_suffix(".qm"))
        print(f"compiled {ts.with_suffix('.qm').relative_to(ROOT)}")


def problems() -> list[str]:
    """Everything out of date or incomplete, as sentences (empty: all good)."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for code in [*CODES, SOURCE_LANGUAGE]:
            english = code == SOURCE_LANGUAGE
            ts = ts_path(code)
            if not ts.exists():
                found.append(f"{ts.name} is missing")
                continue
            copy = Path(tmp) / ts.name
            shutil.copy(ts, copy)
            report = lupdate([copy], plural_only=english)
            counts = re.search(
                r"Found (\d+) source text\(s\) \((\d+) new and (\d+) already", report
            )
            # (plural-only English: lupdate counts every text new, then strips it)
            if not english and (counts is None or counts.group(2) != "0"):
                found.append(f"{ts.name}: lupdate finds new strings ({report.strip()})")
            if normalize(copy.read_text(encoding="utf-8")) != ts.read_text(encoding="utf-8"):
                found.append(f"{ts.name} is not in sync with the sources (run update)")
            text = ts.read_text(encoding="utf-8")
            unfinished = text.count('type="vanished"') + (
                0 if english else text.count('type="unfinished"'))
            if unfinished:
                found.append(f"{ts.name}: {unfinished} unfinished or vanished entries")
            qm = ts.with_suffix(".qm")
            fresh = Path(tmp) / qm.name
            lrelease(ts, fresh)
            if not qm.exists() or qm.read_bytes() != fresh.read_bytes():
                found.append(f"{qm.name} does not match {ts.name} (run compile)")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        found = problems()
        for line in found:
            print(line)
        print("translations: all in sync and complete" if not found else
              f"translations: {len(found)} problem(s)")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
