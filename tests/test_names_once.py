"""Each name once (issue 49): the replay formats are one table
(``replay/formats.py``'s ``FORMATS``) that the command line, the file dialog
and the parsing child all read, and no other module of the package writes a
replay suffix; the language table is only in ``languages.py``."""

from __future__ import annotations

import ast
import io
import re
import shutil
import tokenize
from pathlib import Path

import pytest

from minesweeper_qt import cli
from minesweeper_qt.replay import formats, parse_child
from minesweeper_qt.replay.formats import FORMATS, NOT_A_REPLAY, SUFFIXES

PACKAGE = Path(cli.__file__).resolve().parent
DATA = Path(__file__).resolve().parent / "replay" / "data"
#: A replay suffix (or a reader of ms-toollib) written out in a string.
REPLAY_NAME = re.compile(r"\.(evf|avf|rmv|mvf)\b|\b(Evf|Avf|Rmv|Mvf)Video\b", re.IGNORECASE)
#: Suffixes that are not replays, some close to one.
NOT_REPLAYS = (".txt", ".evfx", ".ev", ".avi", ".zip", ".mvf.bak", ".xz", "")


def _strings(path: Path) -> list[tuple[int, str]]:
    """Every string literal of a Python file (docstrings and f-string parts
    included, comments not), with its line."""
    found = []
    for token in tokenize.generate_tokens(io.StringIO(path.read_text("utf-8")).readline):
        if token.type == tokenize.STRING or token.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
            found.append((token.start[0], token.string))
    return found


def test_no_replay_suffix_is_written_outside_the_format_table() -> None:
    table = PACKAGE / "replay" / "formats.py"
    assert any(REPLAY_NAME.search(text) for _, text in _strings(table))  # the scan sees them
    found = [f"{path.relative_to(PACKAGE.parent)}:{line}: {text.strip()[:70]}"
             for path in sorted(PACKAGE.rglob("*.py")) if path != table
             for line, text in _strings(path) if REPLAY_NAME.search(text)]
    assert not found, "replay suffixes outside replay/formats.py:\n" + "\n".join(found)


def test_the_language_table_is_defined_only_in_languages_py() -> None:
    names = {"LANGUAGES", "SOURCE_LANGUAGE", "normalize"}
    where = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text("utf-8")).body:
            if isinstance(node, ast.FunctionDef):
                defined = {node.name}
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                defined = {t.id for t in targets if isinstance(t, ast.Name)}
            else:
                continue
            for name in defined & names:
                where.setdefault(name, []).append(str(path.relative_to(PACKAGE)))
    assert where == {name: ["languages.py"] for name in names}


def test_the_table_is_well_formed() -> None:
    assert len(set(SUFFIXES)) == len(FORMATS) > 0
    for f in FORMATS:
        assert f.suffix == f.suffix.lower() and re.fullmatch(r"\.[a-z0-9]+", f.suffix)
        assert f.pattern == "*" + f.suffix and f.label and f.reader
    assert formats.EXPORT_FORMAT.writer is not None and formats.EXPORT_FORMAT in FORMATS


def test_the_command_line_accepts_exactly_the_table(tmp_path: Path) -> None:
    help_text = " ".join(cli.parser().format_help().split())
    for option in ("REPLAY_FILE", "--analyze FILE"):
        shown = re.search(re.escape(option) + r" [^(]*\(([^)]*)\)", help_text)
        assert shown, f"{option}'s help names no suffixes"
        assert set(re.findall(r"\.\w+", shown.group(1))) == set(SUFFIXES)
    assert f"as one {formats.EXPORT_FORMAT.suffix} file" in help_text
    for suffix in SUFFIXES:
        for name in (f"game{suffix}", f"GAME{suffix.upper()}"):
            (tmp_path / name).write_bytes(b"x")
            assert cli.parse([str(tmp_path / name)]).replay == str(tmp_path / name)
    for suffix in NOT_REPLAYS:
        (tmp_path / f"game{suffix}").write_bytes(b"x")
        with pytest.raises(cli.UsageError, match="not a replay file"):
            cli.parse([str(tmp_path / f"game{suffix}")])


def test_the_open_dialog_accepts_exactly_the_table(qapp) -> None:
    from PySide6.QtCore import QRegularExpression
    from PySide6.QtWidgets import QFileDialog

    from minesweeper_qt.view.replay.open_file import replay_filters

    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setNameFilter(replay_filters())
    filters = dialog.nameFilters()  # as Qt splits them
    assert len(filters) == 1 + len(FORMATS)
    patterns = [re.fullmatch(r".*\(([^()]*)\)", f).group(1).split() for f in filters]
    assert patterns == [[f.pattern for f in FORMATS], *([f.pattern] for f in FORMATS)]

    def shown(name: str, patterns: list[str]) -> bool:
        return any(QRegularExpression(
            QRegularExpression.wildcardToRegularExpression(p),
            QRegularExpression.PatternOption.CaseInsensitiveOption).match(name).hasMatch()
            for p in patterns)

    assert all(shown(f"game{s}", patterns[0]) for s in SUFFIXES)
    assert not any(shown(f"game{s}", patterns[0]) for s in NOT_REPLAYS)


def test_the_parse_child_accepts_exactly_the_table(tmp_path: Path) -> None:
    """The real child, started as the game starts it, reads a file of each
    suffix of the table and refuses any other, whatever the file holds."""
    pytest.importorskip("ms_toollib")
    samples = {Path(p).suffix: p for p in sorted(DATA.iterdir())}
    assert set(SUFFIXES) <= set(samples), "a sample file per format (tests/replay/data)"
    for suffix in SUFFIXES:
        done = parse_child.run_parse_child(samples[suffix], timeout_s=60)
        assert done.returncode == 0, (suffix, done.stderr[-500:])
    for suffix in NOT_REPLAYS:
        copy = tmp_path / f"game{suffix}"
        shutil.copyfile(samples[".evf"], copy)
        done = parse_child.run_parse_child(copy, timeout_s=60)
        assert done.returncode == NOT_A_REPLAY, (suffix, done.stderr[-500:])
        assert b"not a replay file" in done.stderr


#: Class names still defined twice, each owned by an open issue: storage's
#: two ``History`` classes (issue 42).
KNOWN_DOUBLES = {"History"}


def test_each_class_name_means_one_thing() -> None:
    """Issue 41: ``Rules`` (now the session's ``GameSetup`` beside the
    recording's ``Rules``), ``MoveKind`` (one, the engine's) and ``Verdict``
    (the session's is ``ScoreVerdict``) each meant two things, and the
    session's ``Outcome`` was storage's ``Result`` again (one type now)."""
    where: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text("utf-8")).body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                where.setdefault(node.name, []).append(str(path.relative_to(PACKAGE)))
    doubles = {name for name, paths in where.items() if len(paths) > 1}
    assert doubles == KNOWN_DOUBLES, {name: where[name] for name in doubles}
