"""Command-line abuse: every bad value of every option exits 2 with a clear,
one-line message naming the option, no traceback and no window.

Complements tests/test_cli.py (the common cases). Here: a table of bad values
for every option the parser has (a test fails when an option is added without
cases), random text thrown at every option that takes a value (it either
parses or is refused with a message, nothing else), and the real exit status
of ``python -m minesweeper_qt`` for a sample.

The random part runs ``EXAMPLES`` examples per option (150 in CI); more with
``MINESWEEPER_FUZZ_SCALE=20``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from minesweeper_qt.app import main
from minesweeper_qt.cli import MAX_SEED, Options, UsageError, parse, parser

ROOT = Path(__file__).resolve().parent.parent
SCALE = float(os.environ.get("MINESWEEPER_FUZZ_SCALE", "1"))
EXAMPLES = max(10, round(150 * SCALE))
PREFIX = "minesweeper-qt: error: "

#: Every option string of the parser.
OPTIONS = sorted({s for action in parser()._actions for s in action.option_strings})
#: Options that take a value (``nargs`` None or "?").
VALUED = sorted({s for action in parser()._actions if action.option_strings
                 and action.nargs in (None, "?") and action.const is None
                 for s in action.option_strings} - {"-h", "--help", "--version"})

#: option -> (argv, fragments the first line of the message must hold)
BAD: dict[str, list[tuple[list[str], list[str]]]] = {
    "--difficulty": [
        (["--difficulty"], ["--difficulty", "expected one argument"]),
        (["--difficulty", ""], ["--difficulty", "invalid choice", "''"]),
        (["--difficulty", "Expert"], ["--difficulty", "invalid choice", "'Expert'"]),
        (["--difficulty", "expert "], ["--difficulty", "invalid choice"]),
        (["--difficulty", "custom"], ["--difficulty", "invalid choice"]),
        (["--difficulty", "9x9x10"], ["--difficulty", "invalid choice"]),
        (["--difficulty", "ä" * 3000], ["--difficulty", "invalid choice", "choose from",
                                         "shortened"]),
        (["--difficulty=expert", "--custom", "9x9x10"], ["not allowed with"]),
    ],
    "--custom": [
        (["--custom"], ["--custom", "expected one argument"]),
        (["--custom", " "], ["--custom", "ROWSxCOLSxMINES"]),
        (["--custom", "x"], ["--custom", "ROWSxCOLSxMINES"]),
        (["--custom", "10x10"], ["--custom", "ROWSxCOLSxMINES"]),
        (["--custom", "10x10x10x10"], ["--custom", "ROWSxCOLSxMINES"]),
        (["--custom", "10x10x"], ["--custom", "ROWSxCOLSxMINES"]),
        (["--custom", "1e3x10x10"], ["--custom", "ROWSxCOLSxMINES"]),
        (["--custom", "10x10x-1"], ["--custom", "ROWSxCOLSxMINES"]),
        (["--custom", "10x10x100"], ["--custom", "mines", "99", "100"]),
        (["--custom", "1x1x0"], ["--custom", "mines"]),
        (["--custom", "2000x2000x10"], ["--custom", "rows", "1000"]),
        (["--custom", "9" * 50 + "x5x5"], ["--custom", "(54 characters)"]),
        (["--custom", "9" * 5000 + "x5x5"], ["--custom", "ROWSxCOLSxMINES", "5004 characters"]),
        (["--custom", "0x0x0"], ["--custom", "rows", "got 0"]),
        (["--custom", "\u0660x5x3"], ["--custom", "rows", "got 0"]),  # Arabic-Indic zero
        (["--custom=10x10x10", "--difficulty", "beginner"], ["not allowed with"]),
    ],
    "--seed": [
        (["--seed"], ["--seed", "expected one argument"]),
        (["--seed", ""], ["--seed", "not a whole number", "''"]),
        (["--seed", "1e5"], ["--seed", "not a whole number", "'1e5'"]),
        (["--seed", "0b101"], ["--seed", "not a whole number"]),
        (["--seed", "nan"], ["--seed", "not a whole number"]),
        (["--seed", "inf"], ["--seed", "not a whole number"]),
        (["--seed", "1,000"], ["--seed", "not a whole number"]),
        (["--seed", "seven"], ["--seed", "not a whole number"]),
        (["--seed", "-1"], ["--seed", "between 0 and", str(MAX_SEED)]),
        (["--seed", str(MAX_SEED + 1)], ["--seed", "between 0 and"]),
        (["--seed", "9" * 5000], ["--seed", "not a whole number", "5000 characters"]),
        (["--seed", "1\x002"], ["--seed", "not a whole number"]),
    ],
    "--daily": [
        (["--daily", ""], ["--daily", "expected a date as YYYY-MM-DD, got ''"]),
        (["--daily", "2026-02-30"], ["--daily", "no such date: '2026-02-30'"]),
        (["--daily", "2026-1-01"], ["--daily", "expected a date as YYYY-MM-DD"]),
        (["--daily", "\u0662\u0660\u0662\u0666-01-01"], ["--daily", "expected a date"]),
        (["--daily", "1999-12-31"], ["--daily", "no daily board before 2000-01-01"]),
        (["--daily", "2999-01-01"], ["--daily", "opens at 00:00 UTC"]),
        (["--daily", "9" * 5000], ["--daily", "expected a date"]),
        (["--daily", "--custom", "9x9x10"], ["--daily", "cannot be combined"]),
        (["--daily=2025-06-01", "--seed", "1"], ["--daily", "cannot be combined"]),
    ],
    "--daily-verify": [
        (["--daily-verify"], ["--daily-verify", "expected one argument"]),
        (["--daily-verify", "x", "--analyze", "a.evf"], ["not allowed with"]),
    ],
    "--lang": [
        (["--lang"], ["--lang", "expected one argument"]),
        (["--lang", ""], ["--lang", "unknown language"]),
        (["--lang", "xx"], ["--lang", "unknown language 'xx'", "choose from"]),
        (["--lang", "klingon"], ["--lang", "unknown language"]),
        (["--lang", "x" * 5000], ["--lang", "unknown language", "5000 characters"]),
    ],
    "--new": [
        (["--new=yes"], ["--new", "ignored explicit argument 'yes'"]),
        (["--new="], ["--new", "ignored explicit argument"]),
    ],
    "--no-guess": [
        (["--no-guess=yes"], ["--no-guess", "ignored explicit argument 'yes'"]),
        (["--no-guess="], ["--no-guess", "ignored explicit argument"]),
    ],
    "--version": [(["--version=2"], ["--version", "ignored explicit argument"])],
    "--help": [(["--help=all"], ["--help", "ignored explicit argument"])],
    # "-h=x", not "-hx": Python 3.13's argparse reads "-hx" as "-h -x" and shows
    # the help (see test_h_glued_to_text_shows_help_or_is_refused).
    "-h": [(["-h=x"], ["-h", "ignored explicit argument 'x'"]),
           (["-h="], ["-h", "ignored explicit argument"])],
    "--install-desktop": [
        (["--install-desktop=now"], ["--install-desktop", "ignored explicit argument"]),
        (["--install-desktop", "--uninstall-desktop"], ["not allowed with"]),
    ],
    "--uninstall-desktop": [
        (["--uninstall-desktop=1"], ["--uninstall-desktop", "ignored explicit argument"]),
        (["--uninstall-desktop", "--install-desktop"], ["not allowed with"]),
    ],
    "--smoke-test": [(["--smoke-test", "report.txt", "extra"], ["not a replay file", "extra"])],
    "--analyze": [
        (["--analyze"], ["--analyze", "expected one argument"]),
        (["--analyze", "a.evf", "--export-replays", "out"], ["not allowed with"]),
    ],
    "--json": [
        (["--json"], ["--json needs --analyze"]),
        (["--json=1", "--analyze", "a.evf"], ["--json", "ignored explicit argument"]),
    ],
    "--export-replays": [
        (["--export-replays"], ["--export-replays", "expected one argument"]),
        (["--export-replays", "/etc/hostname"], ["--export-replays", "not a folder"]),
        (["--export-replays", ""], ["--export-replays", "not a folder name"]),
    ],
}

#: Whatever the options: things that are not options at all.
NOT_OPTIONS = [
    (["--bogus"], ["unrecognized arguments: --bogus"]),
    (["-x"], ["unrecognized arguments: -x"]),
    # The one positional argument is a replay file: anything else is refused.
    (["--new", "stray"], ["not a replay file", "stray"]),
    (["--new", "-"], ["not a replay file", "'-'"]),
    (["---difficulty", "expert"], ["not a replay file", "expert"]),
    (["--s", "5"], ["ambiguous option: --s could match"]),
    (["--new", "--", "stray"], ["not a replay file", "stray"]),
    (["--new", "a.evf", "b.evf"], ["REPLAY_FILE", "no such file", "a.evf"]),
    (["--new", "y" * 5000], ["not a replay file", "5000 characters"]),
    (["--new", "\x00"], ["not a replay file"]),
    (["--new", "-- --seed"], ["not a replay file"]),
]

def _cases() -> list[object]:
    cases = []
    for option, bad in sorted(BAD.items()):
        for n, (argv, fragments) in enumerate(bad):
            marks = [] if option in OPTIONS else [pytest.mark.skip(f"no {option} option")]
            cases.append(pytest.param(argv, fragments, id=f"{option}-{n}", marks=marks))
    return cases


def test_every_option_has_bad_values() -> None:
    missing = [option for option in OPTIONS if option not in BAD]
    assert not missing, f"add bad values for {missing} to BAD"
    assert "--new" in OPTIONS


def _assert_refused(argv: list[str], fragments: list[str],
                    capsys: pytest.CaptureFixture[str]) -> str:
    windows = len(QApplication.topLevelWidgets()) if QApplication.instance() else 0
    assert main(argv) == 2, argv
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 2, err  # the error, then where to get help
    assert lines[0].startswith(PREFIX)
    assert len(lines[0]) < 400, "a message must stay readable"
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    assert "--help" in lines[1]
    if QApplication.instance():
        assert len(QApplication.topLevelWidgets()) == windows  # no window opened
    return lines[0]


@pytest.mark.parametrize("argv, fragments", _cases())
def test_bad_values_exit_2_with_a_clear_message(argv: list[str], fragments: list[str],
                                                capsys: pytest.CaptureFixture[str]) -> None:
    _assert_refused(argv, fragments, capsys)


@pytest.mark.parametrize("argv, fragments", [
    pytest.param(argv, fragments, id=f"{n}-{' '.join(argv)[:20]}")
    for n, (argv, fragments) in enumerate(NOT_OPTIONS)])
def test_things_that_are_not_options_exit_2(argv: list[str], fragments: list[str],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    _assert_refused(argv, fragments, capsys)


@pytest.mark.parametrize("argv", [["-h"], ["--help"], ["--new", "-h"], ["-h", "--seed", "x"]])
def test_help_is_shown_with_status_0(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """The other half of the promise: asking for help gets it, on every Python."""
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.startswith("usage: minesweeper-qt"), out
    assert "--difficulty" in out and "--seed" in out
    assert err == ""


@pytest.mark.parametrize("argv", [["-hx"], ["-hh"], ["-hnew"]])
def test_h_glued_to_text_shows_help_or_is_refused(argv: list[str],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """``-hx``: up to Python 3.12 argparse refuses the glued text ("ignored
    explicit argument"); 3.13 reads it as ``-h -x`` (single-dash flags combined)
    and shows the help. Either keeps the promise; anything else (a traceback,
    another status, a game starting) does not."""
    windows = len(QApplication.topLevelWidgets()) if QApplication.instance() else 0
    status = main(argv)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    if status == 0:
        assert out.startswith("usage: minesweeper-qt") and err == "", (out, err)
    else:
        assert status == 2, (status, out, err)
        assert out == "" and err.startswith(PREFIX + "argument -h/--help"), err
    if QApplication.instance():
        assert len(QApplication.topLevelWidgets()) == windows  # no window opened


def test_a_leading_program_name_is_skipped(capsys: pytest.CaptureFixture[str]) -> None:
    _assert_refused(["minesweeper-qt", "--new=0"], ["--new"], capsys)
    assert parse(["--new"]) == Options(difficulty=None, seed=None, new_game=True)


@pytest.mark.parametrize("option", VALUED)
def test_random_values_parse_or_are_refused_with_a_message(option: str) -> None:
    @settings(max_examples=EXAMPLES, deadline=None)
    @given(st.one_of(st.text(max_size=60), st.from_regex(r"-?[0-9x ]{0,25}", fullmatch=True),
                     st.integers(-(2**70), 2**70).map(str)))
    def check(value: str) -> None:
        for argv in ([option, value], [f"{option}={value}"]):
            try:
                options = parse(argv)
            except UsageError as error:
                message = str(error)
                assert message.startswith(PREFIX), message
                assert option in message or "expected one argument" in message, message
                assert "\n" not in message.strip() and len(message) < 400, message
            else:
                assert isinstance(options, Options)

    check()


@pytest.mark.parametrize("args, fragment", [
    (["--seed", "x"], "--seed"),
    (["--custom", "5x5x25"], "--custom"),
    (["--difficulty", "hard"], "--difficulty"),
    (["--new=1"], "--new"),
    (["--lang", "zz"], "--lang"),
    (["--nope"], "--nope"),
])
def test_the_real_exit_status_is_2(args: list[str], fragment: str, tmp_path: Path) -> None:
    if fragment in ("--lang",) and fragment not in OPTIONS:
        pytest.skip(f"no {fragment} option")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                        os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-m", "minesweeper_qt", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.startswith(PREFIX) and fragment in done.stderr
    assert "Traceback" not in done.stderr
