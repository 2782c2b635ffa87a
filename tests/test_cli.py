"""The command line: options parsed, and every bad value a clear message and exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper_qt.app import main
from minesweeper_qt.cli import MAX_SEED, Options, UsageError, parse
from minesweeper_qt.engine import BEGINNER, EXPERT, INTERMEDIATE, Difficulty

ROOT = Path(__file__).resolve().parent.parent


# --- what parses --------------------------------------------------------------------------


def test_nothing_given() -> None:
    assert parse([]) == Options(difficulty=None, seed=None)


@pytest.mark.parametrize(
    "name, preset", [("beginner", BEGINNER), ("intermediate", INTERMEDIATE), ("expert", EXPERT)]
)
def test_difficulty_presets(name: str, preset: Difficulty) -> None:
    options = parse(["--difficulty", name])
    assert options.difficulty is preset
    assert options.seed is None
    assert parse([f"--difficulty={name}"]).difficulty is preset


def test_presets_have_the_classic_sizes() -> None:
    assert (parse(["--difficulty", "beginner"]).difficulty.rows,
            parse(["--difficulty", "beginner"]).difficulty.cols,
            parse(["--difficulty", "beginner"]).difficulty.mines) == (9, 9, 10)
    expert = parse(["--difficulty", "expert"]).difficulty
    assert (expert.rows, expert.cols, expert.mines) == (16, 30, 99)


@pytest.mark.parametrize(
    "text, rows, cols, mines",
    [("20x30x120", 20, 30, 120), ("1x2x1", 1, 2, 1), ("1000x1000x999999", 1000, 1000, 999999),
     ("5X7X3", 5, 7, 3), ("30x16x99", 30, 16, 99)],
)
def test_custom(text: str, rows: int, cols: int, mines: int) -> None:
    difficulty = parse(["--custom", text]).difficulty
    assert difficulty is not None
    assert (difficulty.rows, difficulty.cols, difficulty.mines) == (rows, cols, mines)
    assert difficulty.is_custom
    assert difficulty.key == f"{rows}x{cols}x{mines}"


@pytest.mark.parametrize(
    "text, preset", [("9x9x10", BEGINNER), ("16x16x40", INTERMEDIATE), ("16x30x99", EXPERT)]
)
def test_custom_equal_to_a_preset_is_the_preset(text: str, preset: Difficulty) -> None:
    difficulty = parse(["--custom", text]).difficulty
    assert difficulty is preset
    assert not difficulty.is_custom


@pytest.mark.parametrize("text, seed", [("0", 0), ("42", 42), (str(MAX_SEED), 2**64 - 1)])
def test_seed(text: str, seed: int) -> None:
    options = parse(["--seed", text])
    assert options.seed == seed
    assert options.difficulty is None


def test_seed_and_size_together() -> None:
    assert parse(["--custom", "20x30x120", "--seed", "7"]) == Options(
        difficulty=Difficulty(20, 30, 120), seed=7
    )
    assert parse(["--seed", "7", "--difficulty", "expert"]) == Options(EXPERT, 7)


def test_parse_raises_usage_error_for_bad_values() -> None:
    with pytest.raises(UsageError, match="--seed"):
        parse(["--seed", "-1"])
    with pytest.raises(UsageError, match="invalid choice"):
        parse(["--difficulty", "hard"])


# --- what fails, through main() ----------------------------------------------------------------

BAD = [
    pytest.param(["--difficulty", "hard"], ["--difficulty", "invalid choice", "'hard'"],
                 id="unknown-difficulty"),
    pytest.param(["--difficulty"], ["--difficulty", "expected one argument"],
                 id="difficulty-missing"),
    pytest.param(["--custom", "20x30"], ["--custom", "ROWSxCOLSxMINES", "'20x30'"],
                 id="custom-two-parts"),
    pytest.param(["--custom", "axbxc"], ["--custom", "ROWSxCOLSxMINES"], id="custom-letters"),
    pytest.param(["--custom", "20*30*120"], ["--custom", "ROWSxCOLSxMINES"], id="custom-stars"),
    pytest.param(["--custom", "2.5x3x1"], ["--custom", "ROWSxCOLSxMINES"], id="custom-float"),
    pytest.param(["--custom", ""], ["--custom", "ROWSxCOLSxMINES"], id="custom-empty"),
    pytest.param(["--custom", "0x5x3"], ["--custom", "rows", "0"], id="custom-zero-rows"),
    pytest.param(["--custom", "5x0x3"], ["--custom", "cols", "0"], id="custom-zero-cols"),
    pytest.param(["--custom", "5x5x0"], ["--custom", "mines", "0"], id="custom-no-mines"),
    pytest.param(["--custom", "5x5x25"], ["--custom", "mines", "24", "25"],
                 id="custom-too-many-mines"),
    pytest.param(["--custom", "5x1001x3"], ["--custom", "cols", "1000", "1001"],
                 id="custom-1001-cols"),
    pytest.param(["--custom", "1001x5x3"], ["--custom", "rows", "1000", "1001"],
                 id="custom-1001-rows"),
    pytest.param(["--custom", "-5x5x3"], ["--custom"], id="custom-negative"),
    pytest.param(["--seed", "-1"], ["--seed", "-1", str(MAX_SEED)], id="seed-negative"),
    pytest.param(["--seed=-5"], ["--seed", "-5"], id="seed-negative-equals"),
    pytest.param(["--seed", "abc"], ["--seed", "'abc'", "whole number"], id="seed-letters"),
    pytest.param(["--seed", "1.5"], ["--seed", "'1.5'"], id="seed-float"),
    pytest.param(["--seed", "0x10"], ["--seed", "'0x10'"], id="seed-hex"),
    pytest.param(["--seed", str(2**64)], ["--seed", str(2**64), str(MAX_SEED)],
                 id="seed-too-big"),
    pytest.param(["--seed", "9" * 5000], ["--seed"], id="seed-5000-digits"),
    pytest.param(["--seed"], ["--seed", "expected one argument"], id="seed-missing"),
    pytest.param(["--difficulty", "expert", "--custom", "20x30x120"],
                 ["--custom", "--difficulty", "not allowed"], id="difficulty-and-custom"),
    pytest.param(["--custom", "20x30x120", "--difficulty", "expert"],
                 ["--custom", "--difficulty", "not allowed"], id="custom-and-difficulty"),
    pytest.param(["--bogus"], ["unrecognized arguments", "--bogus"], id="unknown-option"),
    pytest.param(["--difficulty", "expert", "stray"], ["not a replay file", "stray"],
                 id="stray-argument"),
    pytest.param(["minesweeper-qt", "--bogus"], ["unrecognized arguments", "--bogus"],
                 id="program-name-skipped"),
]


@pytest.mark.parametrize("argv, fragments", BAD)
def test_bad_command_lines_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], fragments: list[str]
) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    first = err.splitlines()[0]
    assert first.startswith("minesweeper-qt: error: ")
    for fragment in fragments:
        assert fragment in first, (fragment, err)
    assert "--help" in err
    assert "Traceback" not in err


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("usage: minesweeper-qt")
    for option in ("--difficulty", "--custom", "--seed", "beginner", "ROWSxCOLSxMINES"):
        assert option in out
    assert err == ""


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    from minesweeper_qt import __version__

    assert main(["--version"]) == 0
    out, _ = capsys.readouterr()
    assert out.strip() == f"minesweeper-qt {__version__}"


def _run_module(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    return subprocess.run([sys.executable, "-m", "minesweeper_qt", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)


def test_python_m_with_a_board_without_room_exits_2() -> None:
    done = _run_module("--custom", "1x1x1")
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert "minesweeper-qt: error: argument --custom:" in done.stderr
    assert "mines" in done.stderr and "1x1" in done.stderr
    assert "Traceback" not in done.stderr


def test_python_m_help_exits_0() -> None:
    done = _run_module("--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: minesweeper-qt")


def test_no_guess_is_a_flag() -> None:
    from minesweeper_qt.cli import parse

    assert parse(["--no-guess"]).no_guess is True
    assert parse([]).no_guess is False
