"""A game's figures written for the player: the one place that decides how
many decimals each figure shows and how it is cut to them.

**The rounding rule: truncate** (toward zero), as a stopwatch does and as
Minesweeper Arbiter's and minesweepergame.com's rankings show times: a game of
5.749 s shows 5.74 s, never 5.75 s. Each figure is worked out once, from the
game's recording (:mod:`minesweeper_qt.replay.statistics`), and every place
that shows it (the end menu, best times, the history's table, details and
chart, the live counters, the replay window and the review) writes it with the
functions here, so one game shows the same digits everywhere.

Decimals: time 2 (the history's details 3), 3BV/s 2, IOE, correctness and
throughput 3, RQP 2, STNB 1.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .numbers import integer, number

if TYPE_CHECKING:  # a type only: the first painted window does without replays
    from minesweeper_qt.replay.statistics import CompetitiveStats

translate = QCoreApplication.translate

#: Decimals of each figure.
TIME_DECIMALS = 2
RATE_DECIMALS = 2
IOE_DECIMALS = 3
RQP_DECIMALS = 2
STNB_DECIMALS = 1


def truncated(value: float, decimals: int) -> float:
    """``value`` cut (toward zero) to ``decimals`` decimals. A hair (1e-9 of a
    last digit) is added first, so a value that is exactly on a digit in
    decimal (``8.38`` stored as ``8.379999...``) keeps it."""
    if not math.isfinite(value):
        return value
    scale = 10 ** decimals
    cut = math.floor(abs(value) * scale + 1e-9) / scale
    return math.copysign(cut, value)


def figure(value: float, decimals: int) -> str:
    """``value`` truncated to ``decimals`` decimals, in the language's style
    (``number``); an en dash for an infinite value (RQP with nothing solved)."""
    if not math.isfinite(value):
        return "\u2013"
    return number(truncated(value, decimals), decimals)


def time_text(time_ms: int, decimals: int = TIME_DECIMALS) -> str:
    """A time in milliseconds as seconds, truncated (exact: integer arithmetic)."""
    scale = 10 ** (3 - decimals) if decimals <= 3 else 1
    return number((max(0, time_ms) // scale) / 10 ** min(decimals, 3), decimals)


def rate_text(bbbv: int, time_ms: int) -> str:
    """3BV/s of ``bbbv`` in ``time_ms`` ms, truncated (exact: integer
    arithmetic, so best times, which keep the time and 3BV, write the same
    digits as the game's own figures)."""
    if time_ms <= 0:
        return number(0.0, RATE_DECIMALS)
    scale = 10 ** RATE_DECIMALS
    return number((bbbv * 1000 * scale // time_ms) / scale, RATE_DECIMALS)


def ioe_text(value: float) -> str:
    return figure(value, IOE_DECIMALS)


def end_lines(s: CompetitiveStats, deaths: int = 0, keyboard: bool = False) -> list[str]:
    """The end menu's figures of a game: time, 3BV (solved of total unless
    won), 3BV/s, clicks by kind, IOE (and losses undone). ``keyboard``: the
    game was played with keys, so the clicks are named by what they did
    (opens, flags, chords) rather than by mouse buttons."""
    lines = [
        translate("DropMenu", "Time: {0} s").format(time_text(s.time_ms)),
        translate("DropMenu", "3BV: {0}").format(integer(s.bbbv)) if s.won else
        translate("DropMenu", "3BV: {0} of {1}").format(integer(s.bbbv_solved),
                                                       integer(s.bbbv)),
        translate("DropMenu", "3BV/s: {0} \u00b7 IOE: {1}").format(
            rate_text(s.bbbv_solved, s.time_ms), ioe_text(s.ioe)),
        translate("DropMenu", "Keys: {0} ({1} open, {2} flag, {3} chord)") if keyboard else
        translate("DropMenu", "Clicks: {0} ({1} left, {2} right, {3} chord)"),
    ]
    lines[-1] = lines[-1].format(integer(s.clicks), integer(s.left), integer(s.right),
                                 integer(s.double))
    if deaths:
        lines.append(translate("DropMenu", "Losses undone: {0}").format(integer(deaths)))
    return lines


def details_text(s: CompetitiveStats) -> str:
    """Every figure of one game, in one paragraph (the history's details)."""
    return translate(
        "HistoryDialog",
        "Time {0} s \u00b7 3BV {1}/{2} \u00b7 3BV/s {3} \u00b7 clicks {4} ({5} left, "
        "{6} right, {7} chord) \u00b7 effective {8} \u00b7 IOE {9} \u00b7 correctness {10} "
        "\u00b7 throughput {11} \u00b7 RQP {12} \u00b7 STNB {13} \u00b7 ZiNi {14} \u00b7 "
        "openings {15} \u00b7 islands {16}").format(
        time_text(s.time_ms, 3), integer(s.bbbv_solved), integer(s.bbbv),
        rate_text(s.bbbv_solved, s.time_ms),
        integer(s.clicks), integer(s.left), integer(s.right), integer(s.double),
        integer(s.effective), ioe_text(s.ioe), figure(s.corr, IOE_DECIMALS),
        figure(s.thrp, IOE_DECIMALS), figure(s.rqp, RQP_DECIMALS),
        figure(s.stnb, STNB_DECIMALS) if s.stnb_c else "\u2013",
        integer(s.zini) if s.zini >= 0 else "\u2013", integer(s.op), integer(s.isl))
