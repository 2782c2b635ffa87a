"""A game's figures written for the player: every figure comes from its one
function in :mod:`minesweeper_qt.engine.figures`, cut to its decimals by the
one rounding rule there (truncate: a game of 5.749 s shows 5.74 s, never
5.75 s), and written here in the language's style. Every place that shows a
figure (the end menu, best times, the history's table, details and chart, the
live counters, the replay window and the review) writes it with the functions
here, so one game shows the same digits everywhere.

Decimals: time 2 (the history's details 3), 3BV/s 2, IOE, correctness and
throughput 3, RQP 2, STNB 1.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from minesweeper_qt.engine import figures as f
from minesweeper_qt.engine.figures import (
    RATE_DECIMALS,
    RQP_DECIMALS,
    STNB_DECIMALS,
    TIME_DECIMALS,
    truncated,
)

from .numbers import integer, number

if TYPE_CHECKING:  # a type only: the first painted window does without replays
    from minesweeper_qt.replay.statistics import CompetitiveStats

translate = QCoreApplication.translate

IOE_DECIMALS = f.RATIO_DECIMALS


def figure(value: float, decimals: int) -> str:
    """``value`` truncated to ``decimals`` decimals, in the language's style
    (``number``); an en dash for an infinite value (RQP with nothing solved)."""
    if not math.isfinite(value):
        return "\u2013"
    return number(truncated(value, decimals), decimals)


def time_text(time_ms: int, decimals: int = TIME_DECIMALS) -> str:
    """A time in milliseconds as seconds, cut by :func:`.figures.shown_time_ms`."""
    return number(f.shown_time_ms(time_ms, decimals) / 1000, decimals)


def rate_text(bbbv: int, time_ms: int) -> str:
    """3BV/s of ``bbbv`` in ``time_ms`` ms (:func:`.figures.bbbv_per_second`), cut."""
    return figure(f.bbbv_per_second(bbbv, time_ms), RATE_DECIMALS)


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
        "openings {15} \u00b7 islands {16} \u00b7 Cl/s {17} \u00b7 Ce/s {18} \u00b7 "
        "IOS {19} \u00b7 Path {20}").format(
        time_text(s.time_ms, 3), integer(s.bbbv_solved), integer(s.bbbv),
        rate_text(s.bbbv_solved, s.time_ms),
        integer(s.clicks), integer(s.left), integer(s.right), integer(s.double),
        integer(s.effective), ioe_text(s.ioe), figure(s.corr, IOE_DECIMALS),
        figure(s.thrp, IOE_DECIMALS), figure(s.rqp, RQP_DECIMALS),
        figure(s.stnb, STNB_DECIMALS) if s.stnb_c else "\u2013",
        integer(s.zini) if s.zini >= 0 else "\u2013", integer(s.op), integer(s.isl),
        figure(s.cl_s, RATE_DECIMALS), figure(s.ce_s, RATE_DECIMALS),
        figure(s.ios, IOE_DECIMALS), figure(s.path, 1))
