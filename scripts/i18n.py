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
  unfinished entry, every committed ``.qm`` matches its ``.ts``, every message
  keeps its placeholders (``{0}``, ``%1``; ``%n`` in each plural form Qt uses for
  more than one count) and has the plural forms Qt's rules for its language ask
  for, and no two entries of one menu (or of the end menu with the menu bar)
  share an access key (the real window, built offscreen in a child process).
  Prints the count of complete languages. The test suite runs the same checks
  (tests/test_translations.py, tests/view/window/test_access_keys.py).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
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


def lrelease_beside(ts_files: list[Path]) -> None:
    """Compile each of ``ts_files`` into the ``.qm`` beside it, in one lrelease."""
    subprocess.run([tool("pyside6-lrelease"), "-silent", *map(str, ts_files)],
                   check=True, capture_output=True, text=True)


def compile_all() -> None:
    for code in [*CODES, SOURCE_LANGUAGE]:
        ts = ts_path(code)
        lrelease(ts, ts.with_suffix(".qm"))
        print(f"compiled {ts.with_suffix('.qm').relative_to(ROOT)}")


#: One file's part of lupdate's report ("Updating 'x.ts'...", then its counts).
_REPORT = re.compile(r"Updating '([^']*)'\.\.\.\s*(Found (\d+) source text\(s\) \((\d+) new "
                     r"and (\d+) already[^\n]*)")


def problems() -> list[str]:
    """Everything out of date or incomplete, as sentences (empty: all good).

    The translations go through one lupdate (and English, plural forms only,
    through another) and one lrelease: each run of a tool costs a scan of the
    package or a start of its own, most of the check's time when run per file."""
    found: list[str] = []
    codes = []
    for code in [*CODES, SOURCE_LANGUAGE]:
        if ts_path(code).exists():
            codes.append(code)
        else:
            found.append(f"{ts_path(code).name} is missing")
    with tempfile.TemporaryDirectory() as tmp:
        synced, compiled = Path(tmp) / "synced", Path(tmp) / "compiled"
        synced.mkdir()
        compiled.mkdir()
        for code in codes:
            shutil.copy(ts_path(code), synced / ts_path(code).name)
            shutil.copy(ts_path(code), compiled / ts_path(code).name)
        translated = [synced / ts_path(code).name for code in codes if code != SOURCE_LANGUAGE]
        report = lupdate(translated) if translated else ""
        reports = {Path(match.group(1)).name: match for match in _REPORT.finditer(report)}
        if SOURCE_LANGUAGE in codes:
            lupdate([synced / ts_path(SOURCE_LANGUAGE).name], plural_only=True)
        lrelease_beside([compiled / ts_path(code).name for code in codes])
        for code in codes:
            english = code == SOURCE_LANGUAGE
            ts = ts_path(code)
            counts = reports.get(ts.name)
            # (plural-only English: lupdate counts every text new, then strips it)
            if not english and (counts is None or counts.group(4) != "0"):
                said = counts.group(2) if counts is not None else report.strip()
                found.append(f"{ts.name}: lupdate finds new strings ({said})")
            if normalize((synced / ts.name).read_text(encoding="utf-8")) != \
                    ts.read_text(encoding="utf-8"):
                found.append(f"{ts.name} is not in sync with the sources (run update)")
            text = ts.read_text(encoding="utf-8")
            unfinished = text.count('type="vanished"') + (
                0 if english else text.count('type="unfinished"'))
            if unfinished:
                found.append(f"{ts.name}: {unfinished} unfinished or vanished entries")
            qm = ts.with_suffix(".qm")
            fresh = (compiled / ts.name).with_suffix(".qm")
            if not qm.exists() or qm.read_bytes() != fresh.read_bytes():
                found.append(f"{qm.name} does not match {ts.name} (run compile)")
    return found


#: What a translation must keep of its source: ``{0}`` (Python's format),
#: ``%1`` / ``%L1`` (Qt's arg) and the count ``%n`` / ``%Ln``.
PLACEHOLDER = re.compile(r"\{\d+\}|%L?(?:n|\d+)")
_COUNT = re.compile(r"%L?n")


def _canonical(found: set[str]) -> set[str]:
    """``%Ln`` (the count in the language's digits) stands for ``%n``."""
    return {"%n" if _COUNT.fullmatch(p) else p for p in found}


@dataclass(frozen=True)
class PluralRule:
    """Qt's plural rule for one language: how many forms a ``%n`` message has,
    and which of them Qt shows for more than one count (those must show it)."""

    forms: int
    shared: frozenset[int]


def plural_rules(codes: list[str], counts: range = range(0, 1001)) -> dict[str, PluralRule]:
    """Qt's plural rules of ``codes``, asked of Qt itself: lupdate writes as many
    empty forms as the language has; a probe translation with the form's index
    as its text, compiled by lrelease, tells which counts pick which form."""
    from PySide6.QtCore import QTranslator

    rules: dict[str, PluralRule] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "probe.py").write_text(
            'from PySide6.QtCore import QCoreApplication\n'
            'QCoreApplication.translate("Probe", "%n thing(s)", "", 2)\n', encoding="utf-8")
        files = [folder / f"probe_{code}.ts" for code in codes]
        subprocess.run([tool("pyside6-lupdate"), "probe.py", "-ts", *map(str, files)],
                       cwd=folder, capture_output=True, text=True, check=True)
        forms_of = {}
        for code, ts in zip(codes, files, strict=True):
            text = ts.read_text(encoding="utf-8")
            forms_of[code] = forms = text.count("<numerusform>")
            parts = text.split("<numerusform></numerusform>")
            text = "".join(part + (f"<numerusform>F{i}</numerusform>" if i < forms else "")
                           for i, part in enumerate(parts))
            ts.write_text(text.replace(' type="unfinished"', ""), encoding="utf-8")
        lrelease_beside(files)
        for code, ts in zip(codes, files, strict=True):
            forms = forms_of[code]
            translator = QTranslator()
            if not translator.load(str(ts.with_suffix(".qm"))):
                raise RuntimeError(f"lrelease made no usable probe for {code}")
            seen: dict[int, int] = {}
            for n in counts:
                picked = int(translator.translate("Probe", "%n thing(s)", "", n)[1:])
                seen[picked] = seen.get(picked, 0) + 1
            rules[code] = PluralRule(forms, frozenset(i for i, k in seen.items() if k > 1))
    return rules


def _placeholders(text: str) -> set[str]:
    return _canonical(set(PLACEHOLDER.findall(text)))


def message_problems(ts: Path, rule: PluralRule | None) -> list[str]:
    """What is wrong with the messages of the ``.ts`` file ``ts``, as
    sentences: unfinished or empty, a plural form missing (``rule``: the
    language's; None for English, whose forms lupdate itself sets), a
    placeholder lost or added. Empty: every message is whole."""
    found: list[str] = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            where = f"{ts.name}: {name} {source!r}"
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                  "obsolete"):
                found.append(f"{where} is unfinished")
                continue
            wanted = _placeholders(source)
            if message.get("numerus") != "yes":
                text = translation.text or ""
                if not text:
                    found.append(f"{where} is empty")
                elif _placeholders(text) != wanted:
                    found.append(f"{where}: placeholders {sorted(_placeholders(text))} "
                                 f"instead of {sorted(wanted)}")
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            if rule is not None and len(forms) != rule.forms:
                found.append(f"{where} has {len(forms)} plural forms; the language has "
                             f"{rule.forms}")
            for index, form in enumerate(forms):
                if not form:
                    found.append(f"{where}: plural form {index + 1} is empty")
                    continue
                have = _placeholders(form)
                counts = {"%n"} & wanted
                # A form Qt shows for one count only ("1 game") may say it in words.
                need = wanted - counts if rule is not None and index not in rule.shared \
                    else wanted
                if not need <= have or not have <= wanted:
                    found.append(f"{where}: plural form {index + 1} has placeholders "
                                 f"{sorted(have)} instead of {sorted(wanted)}")
    return found


def all_message_problems() -> dict[str, list[str]]:
    """:func:`message_problems` of every shipped language, by code."""
    rules = plural_rules([*CODES, SOURCE_LANGUAGE])
    return {code: message_problems(ts_path(code), rules.get(code))
            for code in [*CODES, SOURCE_LANGUAGE] if ts_path(code).exists()}


def access_key_problems() -> list[str]:
    """Access keys shared within one menu level in any language, read off the
    real window built offscreen in a child process (own home and settings)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": tmp,
               "XDG_CONFIG_HOME": f"{tmp}/config", "XDG_DATA_HOME": f"{tmp}/data",
               "XDG_CACHE_HOME": f"{tmp}/cache", "XDG_STATE_HOME": f"{tmp}/state",
               "TMPDIR": tmp, "PYTHONPATH": str(ROOT)}
        result = subprocess.run([sys.executable, str(Path(__file__)), "access-keys"],
                                env=env, cwd=tmp, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        return [f"the access keys could not be checked: {result.stderr.strip()[-2000:]}"]
    return [line for line in result.stdout.splitlines() if line]


def _access_keys_child() -> int:
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(["i18n-check"])
    from minesweeper_qt.engine import BEGINNER
    from minesweeper_qt.i18n import Translators
    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.main_window import MainWindow
    from minesweeper_qt.view.window.access_keys import duplicate_access_keys

    settings = Settings(QSettings(os.path.join(os.environ["HOME"], "settings.ini"),
                                  QSettings.Format.IniFormat))
    window = MainWindow(settings, BEGINNER, seed=1, translators=Translators())
    window.finishBuilding()
    found = []
    for code in LANGUAGES:
        window.setLanguage(code)
        found += [f"{code}: {line}" for line in duplicate_access_keys(window)]
    window.close()
    del app
    print("\n".join(found))
    return 1 if found else 0


def check() -> int:
    """Every check, printed; the count of complete languages last. 0: all good."""
    found = problems()
    by_language = all_message_problems()
    keys = access_key_problems()
    for line in [*found, *(line for lines in by_language.values() for line in lines), *keys]:
        print(line)
    broken = {name.split(":")[0] for name in keys}
    complete = [code for code, lines in by_language.items()
                if not lines and code not in broken
                and not any(ts_path(code).name in line or ts_path(code).with_suffix(".qm").name
                            in line for line in found)]
    total = len(found) + sum(map(len, by_language.values())) + len(keys)
    print(f"translations: {len(complete)} complete languages of {len(LANGUAGES)}"
          + (" (all in sync and complete)" if not total else f"; {total} problem(s)"))
    return 1 if total else 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        return check()
    elif command == "access-keys":  # the child of access_key_problems()
        return _access_keys_child()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
