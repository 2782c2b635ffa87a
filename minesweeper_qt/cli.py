"""Command-line options of ``minesweeper-qt``."""

from __future__ import annotations

import argparse
import datetime
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from minesweeper_qt import version
from minesweeper_qt.engine import PRESETS, Difficulty
from minesweeper_qt.engine.daily import parse_day, utc_today
from minesweeper_qt.engine.snapshot import MAX_SEED
from minesweeper_qt.languages import LANGUAGES, normalize


class UsageError(Exception):
    """A bad command line; the message says what is wrong. Exit status 2."""


@dataclass(frozen=True)
class Options:
    """What the command line asked for (None: not given)."""

    difficulty: Difficulty | None
    seed: int | None
    #: ``--install-desktop`` / ``--uninstall-desktop``: "install" or "uninstall".
    desktop: str | None = None
    #: ``--lang CODE``: interface language for this run (a shipped code).
    language: str | None = None
    #: ``--new``: start a new game instead of resuming the saved one.
    new_game: bool = False
    #: ``--no-guess``: new games are no-guess boards (remembered, as in the menu).
    no_guess: bool = False
    #: ``--smoke-test``: run the packagers' self-check instead of the game.
    smoke_test: bool = False
    #: ``--smoke-test FILE``: also write the smoke test's report line to FILE.
    smoke_report: str | None = None
    #: ``REPLAY_FILE``: a replay file (``replay.formats.FORMATS``) to watch in the replay player.
    replay: str | None = None
    #: ``--export-replays DIR``: write every recorded game as a replay file and exit.
    export_replays: str | None = None
    #: ``--analyze FILE``: print the review of a replay file and exit.
    analyze: str | None = None
    #: ``--json`` (with ``--analyze``): the review as one JSON object.
    json: bool = False
    #: ``--daily [YYYY-MM-DD]``: play the daily board of that UTC date (default today).
    daily: datetime.date | None = None
    #: ``--daily-verify LINE``: check a shared daily result line and exit.
    daily_verify: str | None = None


#: Stands in a help text for the replay suffixes (``replay.formats.suffix_words()``).
_SUFFIXES_HERE = "{replay suffixes}"
#: Stands in a help text for the suffix of the replays exported (``EXPORT_FORMAT``'s).
_EXPORT_SUFFIX_HERE = "{export suffix}"


class _Parser(argparse.ArgumentParser):
    def format_help(self) -> str:
        # The replay package loads after the window's first paint: the format
        # table is read only when the help is shown.
        from minesweeper_qt.replay.formats import EXPORT_FORMAT, suffix_words

        for action in self._actions:
            if action.help:
                action.help = action.help.replace(_SUFFIXES_HERE, suffix_words()).replace(
                    _EXPORT_SUFFIX_HERE, EXPORT_FORMAT.suffix)
        return super().format_help()

    def error(self, message: str) -> None:  # type: ignore[override]
        if len(message) > 300:  # a huge value quoted whole: keep its ends readable
            message = f"{message[:160]} ... {message[-100:]} (shortened from {len(message)})"
        raise UsageError(f"{self.prog}: error: {message}")


class _Version(argparse.Action):
    """``--version``: the version is looked up only when asked for (see
    :func:`minesweeper_qt.version`)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        print(f"{parser.prog} {version()}")  # on stdout, as argparse's own action
        parser.exit()


def _shown(text: str) -> str:
    """``repr(text)``, shortened for a message (a value may be thousands of characters)."""
    return repr(text) if len(text) <= 40 else f"{text[:30]!r}... ({len(text)} characters)"


def _seed(text: str) -> int:
    try:
        value = int(text, 10)
    except ValueError:  # also more than 4300 digits
        raise argparse.ArgumentTypeError(f"not a whole number: {_shown(text)}") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be between 0 and {MAX_SEED}, got {value}")
    return value


def _language(text: str) -> str:
    code = normalize(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            f"unknown language {_shown(text)}; choose from {', '.join(LANGUAGES)}")
    return code


def _custom(text: str) -> Difficulty:
    if len(text) > 40:  # no board needs more; int() refuses over 4300 digits
        raise argparse.ArgumentTypeError(
            f"expected ROWSxCOLSxMINES such as 20x30x120, got {_shown(text)}")
    try:
        return Difficulty.parse(text)
    except (ValueError, TypeError) as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _replay_file(text: str) -> str:
    # Given a replay, the replay package loads anyway (the player shows it).
    from minesweeper_qt.replay.formats import format_of, suffix_words

    if format_of(text) is None:
        raise argparse.ArgumentTypeError(
            f"not a replay file ({suffix_words()}): {_shown(text)}")
    problem = replay_file_problem(text)
    if problem:
        raise argparse.ArgumentTypeError(f"{problem}: {_shown(text)}")
    return text


def replay_file_problem(path: str) -> str:
    """Why ``path`` cannot be a replay file to read ("no such file", "not a
    regular file (a FIFO)"...), or "" for a regular file; never opens it (a
    FIFO would block)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "no such file"
    except OSError as error:
        return f"cannot be read ({error.strerror})"
    if stat.S_ISREG(mode):
        return ""
    kind = ("a FIFO" if stat.S_ISFIFO(mode) else "a folder" if stat.S_ISDIR(mode)
            else "a socket" if stat.S_ISSOCK(mode) else "a device")
    return f"not a regular file ({kind})"


def _daily_day(text: str) -> datetime.date:
    try:
        day = parse_day(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    today = utc_today()
    if day > today:
        raise argparse.ArgumentTypeError(
            f"the board of {day.isoformat()} opens at 00:00 UTC that day (today is "
            f"{today.isoformat()} in UTC)")
    return day


def _folder(text: str) -> str:
    if not text or "\0" in text:
        raise argparse.ArgumentTypeError(f"not a folder name: {_shown(text)}")
    if os.path.exists(text) and not os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"not a folder: {_shown(text)}")
    return text


def parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="minesweeper-qt",
        description="Minesweeper: clear the field without touching a mine.",
    )
    size = p.add_mutually_exclusive_group()
    size.add_argument(
        "--difficulty",
        choices=[preset.name for preset in PRESETS],
        help="board size: beginner 9x9/10, intermediate 16x16/40, expert 16x30/99",
    )
    size.add_argument(
        "--custom",
        metavar="ROWSxCOLSxMINES",
        type=_custom,
        help="a custom board, e.g. 20x30x120 (sides 1-1000, 1 to cells-1 mines)",
    )
    p.add_argument("--seed", type=_seed, help="seed of the first game's layout (0-2^64-1)")
    p.add_argument("--lang", type=_language, metavar="CODE",
                   help="interface language for this run: " + ", ".join(LANGUAGES))
    p.add_argument("--new", dest="new_game", action="store_true",
                   help="start a new game instead of resuming the saved one (so does "
                   "giving --difficulty, --custom or --seed)")
    p.add_argument("--no-guess", dest="no_guess", action="store_true",
                   help="new games are boards you can clear without guessing (remembered; "
                   "starts a new game)")
    p.add_argument("--daily", nargs="?", const=True, type=_daily_day, metavar="YYYY-MM-DD",
                   help="play the daily board: the same for every player on that date "
                   "(UTC; default today)")
    p.add_argument("--version", action=_Version, nargs=0, help="show the version and exit")
    p.add_argument("replay", nargs="?", type=_replay_file, metavar="REPLAY_FILE",
                   help=f"watch a replay ({_SUFFIXES_HERE}) in the replay player")
    task = p.add_mutually_exclusive_group()
    task.add_argument("--export-replays", metavar="DIR", type=_folder,
                      help=f"write every recorded game to DIR as one {_EXPORT_SUFFIX_HERE} "
                      "file each and exit")
    # The file is checked when it is read: a bad one prints one line and exits 2.
    task.add_argument("--analyze", metavar="FILE",
                      help=f"print a review of a replay ({_SUFFIXES_HERE}): every "
                      "guess, whether it was forced, and the luck of the game; then exit")
    task.add_argument("--daily-verify", metavar="LINE",
                      help="check a shared daily result line: whether this copy makes the "
                      "board it was played on; then exit (0 verified, 1 not)")
    p.add_argument("--json", action="store_true",
                   help="with --analyze: print the review as one JSON object")
    menu = p.add_mutually_exclusive_group()
    menu.add_argument("--install-desktop", dest="desktop", action="store_const",
                      const="install", help="Linux: add the game to the application "
                      "menu (~/.local/share) and exit")
    menu.add_argument("--uninstall-desktop", dest="desktop", action="store_const",
                      const="uninstall", help="Linux: remove it from the menu and exit")
    # For packagers, not players (hidden from --help, documented in docs/development.md):
    # check that a build starts, shows the board and loads translations, then exit.
    p.add_argument("--smoke-test", nargs="?", const="", metavar="REPORT_FILE",
                   help=argparse.SUPPRESS)
    return p


def _check_report_path(text: str) -> None:
    """A ``--smoke-test`` report file must be writable where it is named: its
    folder exists and nothing but a regular file is in its place.

    Raises:
        UsageError: it is not.
    """
    path = Path(text)
    folder = path.parent
    problem = None
    if not folder.is_dir():
        problem = f"the folder {str(folder)!r} does not exist"
    elif path.exists() and not path.is_file():
        problem = f"{_shown(text)} is not a regular file"
    elif not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        problem = f"{_shown(text)} cannot be written"
    if problem:
        raise UsageError(f"minesweeper-qt: error: --smoke-test report file: {problem}")


def parse(argv: list[str]) -> Options:
    """Read the options from ``argv`` (without the program name).

    Raises:
        UsageError: a bad option or value.
        SystemExit: ``--help`` / ``--version`` (status 0, text printed).
    """
    args = parser().parse_args(argv)
    if args.json and args.analyze is None:
        raise UsageError("minesweeper-qt: error: --json needs --analyze FILE")
    if args.smoke_test:
        _check_report_path(args.smoke_test)
    # Given without a date: today (a const of True, as argparse converts a string one).
    daily: datetime.date | None = utc_today() if args.daily is True else args.daily
    if daily is not None and (args.difficulty or args.custom or args.seed is not None):
        raise UsageError("minesweeper-qt: error: --daily plays the daily board: it cannot "
                         "be combined with --difficulty, --custom or --seed")
    difficulty: Difficulty | None = args.custom
    if args.difficulty:
        difficulty = next(p for p in PRESETS if p.name == args.difficulty)
    return Options(difficulty=difficulty, seed=args.seed, language=args.lang,
                   desktop=args.desktop, new_game=args.new_game, no_guess=args.no_guess,
                   smoke_test=args.smoke_test is not None,
                   smoke_report=args.smoke_test or None, replay=args.replay,
                   export_replays=args.export_replays, analyze=args.analyze, json=args.json,
                   daily=daily, daily_verify=args.daily_verify)
