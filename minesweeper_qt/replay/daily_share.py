"""The daily board's result line: written to share, read back to check.

One line, the same in every language (so any copy of the game reads it)::

    Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce

the UTC date, the daily rule id, won or lost, the time and 3BV/s truncated to
two decimals (the game's one rounding rule, ``engine/figures.py``,
written here with a decimal point whatever the language), and the board's
verification code (:func:`minesweeper_qt.engine.daily.board_code`): another
copy makes the day's board under the same rule and compares the codes.
"""

from __future__ import annotations

import datetime
import enum
import re
from dataclasses import dataclass

from minesweeper_qt.engine import figures
from minesweeper_qt.engine.daily import CODE_LENGTH, RULES, daily_board, parse_day

__all__ = ["ShareVerdict", "SharedResult", "check", "parse_share", "share_line"]

_LINE = re.compile(
    r"Minesweeper daily (?P<day>\d{4}-\d{2}-\d{2}) \((?P<rule>[a-z0-9]{1,8})\): "
    r"(?P<result>won|lost) (?P<s>\d{1,7})\.(?P<cs>\d\d) s, "
    r"3BV/s (?P<rate>\d{1,5})\.(?P<rate_cs>\d\d), "
    rf"board #(?P<code>[0-9a-f]{{{CODE_LENGTH}}})", re.ASCII)


@dataclass(frozen=True)
class SharedResult:
    """A day's result as a line holds it: ``day`` (UTC date), ``rule`` (rule
    id), ``won``, ``time_cs`` (hundredths of a second, truncated),
    ``rate_cs`` (3BV/s in hundredths, truncated) and ``code`` (the board's)."""

    day: datetime.date
    rule: str
    won: bool
    time_cs: int
    rate_cs: int
    code: str


class ShareVerdict(enum.Enum):
    """What :func:`check` made of a shared result."""

    #: This copy makes the same board for that day and rule.
    SAME_BOARD = "same"
    #: The codes differ: the line was edited, or it comes from a changed game.
    OTHER_BOARD = "other"
    #: The rule id is unknown here (a newer version's rule).
    UNKNOWN_RULE = "unknown-rule"


def shared_result(day: datetime.date, rule: str, won: bool, time_ms: int, bbbv_solved: int,
                  code: str) -> SharedResult:
    """The result of a game played ``time_ms`` ms that cleared ``bbbv_solved``
    3BV, its figures truncated as the game shows them (:mod:`~minesweeper_qt.engine.figures`)."""
    time_ms = max(0, time_ms)
    rate = figures.truncated(figures.bbbv_per_second(bbbv_solved, time_ms), 2)
    return SharedResult(day, rule, won, figures.shown_time_ms(time_ms) // 10, round(rate * 100),
                        code)


def share_line(result: SharedResult) -> str:
    """The one line to share (see the module notes)."""
    return (f"Minesweeper daily {result.day.isoformat()} ({result.rule}): "
            f"{'won' if result.won else 'lost'} {result.time_cs // 100}.{result.time_cs % 100:02d}"
            f" s, 3BV/s {result.rate_cs // 100}.{result.rate_cs % 100:02d}, "
            f"board #{result.code}")


def parse_share(text: str) -> SharedResult:
    """Read a result line (surrounding text, such as a chat's, is allowed).

    Raises:
        ValueError: no result line in ``text``, or its date is impossible.
    """
    found = _LINE.search(text[:10_000])
    if found is None:
        raise ValueError("not a daily result line (expected e.g. 'Minesweeper daily "
                         "2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce')")
    return SharedResult(parse_day(found["day"]), found["rule"], found["result"] == "won",
                        int(found["s"]) * 100 + int(found["cs"]),
                        int(found["rate"]) * 100 + int(found["rate_cs"]), found["code"])


def check(result: SharedResult) -> ShareVerdict:
    """Whether this copy of the game makes the board ``result`` was played on."""
    rule = RULES.get(result.rule)
    if rule is None:
        return ShareVerdict.UNKNOWN_RULE
    same = daily_board(result.day, rule).code == result.code
    return ShareVerdict.SAME_BOARD if same else ShareVerdict.OTHER_BOARD
