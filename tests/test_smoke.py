"""``--smoke-test``: the packagers' self-check, run as a player's process would be."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from minesweeper_qt import APP_ID

ROOT = Path(__file__).resolve().parent.parent


def run_module(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m minesweeper_qt ARGS`` offscreen, with a throw-away home."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(tmp_path / var.lower())
    return subprocess.run(
        [sys.executable, "-m", "minesweeper_qt", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL,
    )


def test_smoke_test_passes_with_one_report_line(tmp_path: Path) -> None:
    done = run_module(tmp_path, "--smoke-test")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, done.stdout
    (line,) = lines
    assert line.startswith("smoke test ok: window "), line
    assert "board 9x9" in line  # no settings: the default Beginner board
    from minesweeper_qt.smoke import translation_checks

    loaded = line.split(" translations ", 1)[1].split(";", 1)[0].split(", ")
    assert loaded == [name for name, _ in translation_checks()]
    assert "qtbase_de" in loaded  # Qt's own, bundled with the program
    assert "platform offscreen" in line
    assert f"app id {APP_ID}," in line
    assert "Traceback" not in done.stderr


def test_smoke_test_writes_its_report_and_takes_the_board_size(tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    done = run_module(tmp_path, f"--smoke-test={report}", "--difficulty", "expert")
    assert done.returncode == 0, done.stdout + done.stderr
    text = report.read_text(encoding="utf-8")
    assert text.startswith("smoke test ok: ") and text.endswith("\n")
    assert "board 16x30" in text
    assert text.strip() == done.stdout.strip()


def test_smoke_test_leaves_no_settings_behind(tmp_path: Path) -> None:
    done = run_module(tmp_path, "--smoke-test")
    assert done.returncode == 0, done.stdout + done.stderr
    written = [path for path in tmp_path.rglob("*")
               if path.is_file() and "minesweeper" in str(path.relative_to(tmp_path)).lower()]
    assert written == []


def test_smoke_test_is_hidden_from_players() -> None:
    from minesweeper_qt.cli import parse, parser

    assert "--smoke-test" not in parser().format_help()
    assert parse(["--smoke-test"]).smoke_test is True
    assert parse(["--smoke-test"]).smoke_report is None
    assert parse(["--smoke-test=out.txt"]).smoke_report == "out.txt"
    assert parse([]).smoke_test is False


def test_a_missing_translation_fails_the_check(qapp: object) -> None:
    from minesweeper_qt import smoke

    folder = smoke.qt_translations_dir()
    with pytest.raises(smoke.SmokeFailure, match="qtbase_xx"):
        smoke.load_translations(qapp, [("qtbase_xx", folder)])  # type: ignore[arg-type]


def test_qt_translations_are_where_the_check_looks(qapp: object) -> None:
    from minesweeper_qt import smoke

    for name, folder in smoke.translation_checks():
        assert (Path(folder) / f"{name}.qm").is_file(), (name, folder)
    translators = smoke.load_translations(qapp, smoke.translation_checks())  # type: ignore[arg-type]
    for translator in translators:
        qapp.removeTranslator(translator)  # type: ignore[attr-defined]


def test_a_hidden_window_fails_the_check(make_window: Any) -> None:
    from minesweeper_qt import smoke

    window = make_window(ask_abandon=True)
    with pytest.raises(smoke.SmokeFailure, match="not visible"):
        smoke.check_window(window)
    with pytest.raises(smoke.SmokeFailure, match="no main window"):
        smoke.check_window(object())
