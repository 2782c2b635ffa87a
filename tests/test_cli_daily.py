"""The daily board on the command line: ``--daily [YYYY-MM-DD]`` (a wrong date
exits 2 with a message) and ``--daily-verify LINE`` (0 verified, 1 not, 2 no line)."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_qt.app import main
from minesweeper_qt.cli import parse
from minesweeper_qt.engine.daily import daily_board, utc_today
from minesweeper_qt.replay.daily_share import share_line, shared_result

ROOT = Path(__file__).resolve().parent.parent


def test_daily_alone_is_today_in_utc() -> None:
    assert parse(["--daily"]).daily == utc_today()
    assert parse(["--daily", "2025-06-01"]).daily == datetime.date(2025, 6, 1)
    assert parse(["--daily=2024-02-29"]).daily == datetime.date(2024, 2, 29)
    assert parse([]).daily is None


@pytest.mark.parametrize("argv, fragment", [
    (["--daily", "2025-02-30"], "no such date: '2025-02-30'"),
    (["--daily", "tomorrow"], "expected a date as YYYY-MM-DD, got 'tomorrow'"),
    (["--daily", "1999-12-31"], "there is no daily board before 2000-01-01"),
    (["--daily", "2999-01-01"], "opens at 00:00 UTC"),
    (["--daily", "--difficulty", "expert"], "cannot be combined with --difficulty"),
    (["--daily", "2025-06-01", "--seed", "4"], "cannot be combined"),
])
def test_a_wrong_daily_date_exits_2_with_a_message(
        capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str) -> None:
    assert main(argv) == 2
    _out, err = capsys.readouterr()
    assert fragment in err
    assert "Try 'minesweeper-qt --help'" in err


def _run_module(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "minesweeper_qt", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_wrong_daily_date_exits_2_from_a_real_process() -> None:
    done = _run_module("--daily", "2026-13-01")
    assert done.returncode == 2, done.stderr
    assert "argument --daily: no such date: '2026-13-01'" in done.stderr


def _line(day: str, code: str | None = None) -> str:
    board = daily_board(datetime.date.fromisoformat(day))
    return share_line(shared_result(board.day, "d1", True, 83_417, 135, code or board.code))


def test_a_shared_line_is_verified_in_a_real_process() -> None:
    line = _line("2025-06-01")
    done = _run_module("--daily-verify", f"my score: {line} !")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Verified: the daily board of 2025-06-01 (rule d1)")
    assert "won in 83.41 s, 3BV/s 1.61" in done.stdout


def test_a_changed_line_is_not_verified(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--daily-verify", _line("2025-06-01", code="0123456789")]) == 1
    assert capsys.readouterr().out.startswith("Not verified: board #0123456789")
    assert main(["--daily-verify", _line("2025-06-01").replace("(d1)", "(d7)")]) == 1
    assert "rule d7 is unknown" in capsys.readouterr().out


def test_text_without_a_line_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--daily-verify", "hello"]) == 2
    assert "not a daily result line" in capsys.readouterr().err
