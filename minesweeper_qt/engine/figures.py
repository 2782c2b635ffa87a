"""Every figure a player sees, each worked out by exactly one function here, and
the one rounding rule that writes them.

Every view, file and store of the program (the end menu, History, Best times
and Records, the live counters, the replay window and its review, the EVF
export, ``--analyze`` and the saved game) calls these functions; nothing else
divides a 3BV by a time (``tests/test_architecture.py`` scans for it). Pure
Python on plain numbers, so every layer may import it.

Definitions follow the competitive community: Minesweeper Arbiter and
minesweepergame.com, as ms-toollib (the library behind Metasweeper and the
EVF format) computes them; ``tests/engine/test_figures.py`` checks each one
against ms-toollib's own on real players' files and on our own exports.

Inputs: a game's time is ``time_ms``, whole milliseconds from the release that
opened the first cell to the event that ended the game (ms-toollib's
``rtime_ms``); clicks are counted as :mod:`minesweeper_qt.replay.clicks`
counts them (left, right, double; effective ``lce``, ``rce``, ``dce``); 3BV and
solved 3BV as :mod:`.stats` defines them (:func:`.stats.bbbv_pair`).

**The rounding rule: truncate** (toward zero), as a stopwatch does and as
Minesweeper Arbiter's and minesweepergame.com's rankings show times: a game of
5.749 s shows 5.74 s, never 5.75 s. A time is shown and kept to the hundredth
(:func:`shown_time_ms`); rates are worked out from the exact milliseconds (as
ms-toollib does) and then cut to their decimals (the ``*_DECIMALS`` constants).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

#: Decimals each figure is shown with (cut, never rounded: :func:`truncated`).
TIME_DECIMALS = 2
RATE_DECIMALS = 2
RATIO_DECIMALS = 3
RQP_DECIMALS = 2
STNB_DECIMALS = 1

#: STNB constants by (rows, cols, mines): minesweepergame.com's.
STNB_CONSTANTS = {(9, 9, 10): 47.299, (16, 16, 40): 153.73, (16, 30, 99): 435.001}
#: The constants ms-toollib 1.5 uses instead (36 for the old 8x8/10 beginner).
TOOLLIB_STNB = {(8, 8, 10): 36.0, (16, 16, 40): 162.0, (16, 30, 99): 435.0}
#: Path is measured in pixels of a 16-pixel cell (ms-toollib's unit).
PATH_CELL_PX = 16


# --- the rounding rule ---------------------------------------------------------

def truncated(value: float, decimals: int) -> float:
    """``value`` cut (toward zero) to ``decimals`` decimals; an infinite or NaN
    value unchanged. A hair (1e-9 of a last digit) is added first, so a value
    that is exactly on a digit in decimal (``8.38`` held as ``8.379999...``)
    keeps it."""
    if not math.isfinite(value):
        return value
    scale = 10 ** decimals
    cut = math.floor(abs(value) * scale + 1e-9) / scale
    return math.copysign(cut, value)


def shown_time_ms(time_ms: int, decimals: int = TIME_DECIMALS) -> int:
    """A time in milliseconds cut to ``decimals`` decimals of a second (0 to
    3), still in milliseconds (exact: integer arithmetic): 17 178 ms is shown
    as 17.17 s, so 17 170. Negative times are 0."""
    step: int = 10 ** (3 - max(0, min(decimals, 3)))
    return max(0, time_ms) // step * step


def time_ms_of(elapsed: float) -> int:
    """A clock's seconds as the game's time in whole milliseconds (rounded to
    the nearest: the clock's float holds 5.749 as 5.74899...)."""
    return max(0, round(elapsed * 1000))


def seconds(time_ms: int) -> float:
    """A time in milliseconds as seconds (exact: ms-toollib's ``rtime``)."""
    return time_ms / 1000


# --- counts ----------------------------------------------------------------------

def clicks(left: int, right: int, double: int) -> int:
    """All clicks: left + right + double (chord), ms-toollib's ``cl``."""
    return left + right + double


def effective_clicks(lce: int, rce: int, dce: int) -> int:
    """Effective clicks (ms-toollib's ``ce``): left clicks that opened a safe
    cell, right clicks that flagged a mine first, chords that opened a cell."""
    return lce + rce + dce


# --- rates and ratios -------------------------------------------------------------

def per_second(count: int, time_ms: int) -> float:
    """``count`` per second of ``time_ms`` (0.0 for no time): the one place a
    count is divided by a time. 3BV/s, Cl/s and Ce/s are this."""
    return count * 1000 / time_ms if time_ms > 0 else 0.0


def bbbv_per_second(bbbv_solved: int, time_ms: int) -> float:
    """3BV/s: solved 3BV per second of play (ms-toollib's ``bbbv_s``; 0.0 for
    no time)."""
    return per_second(bbbv_solved, time_ms)


def clicks_per_second(all_clicks: int, time_ms: int) -> float:
    """Cl/s: clicks per second (ms-toollib's ``cl_s``)."""
    return per_second(all_clicks, time_ms)


def effective_per_second(effective: int, time_ms: int) -> float:
    """Ce/s: effective clicks per second (ms-toollib's ``ce_s``)."""
    return per_second(effective, time_ms)


def ioe(bbbv_solved: int, all_clicks: int) -> float:
    """IOE (index of efficiency): solved 3BV / clicks, ms-toollib's ``ioe``
    (1.0 = 100 %; above 1 when chords save clicks; 0.0 with no click)."""
    return bbbv_solved / all_clicks if all_clicks else 0.0


def correctness(effective: int, all_clicks: int) -> float:
    """Correctness: effective clicks / clicks (ms-toollib's ``corr``; 0.0 with
    no click)."""
    return effective / all_clicks if all_clicks else 0.0


def throughput(bbbv_solved: int, effective: int) -> float:
    """Throughput: solved 3BV / effective clicks (ms-toollib's ``thrp``; 0.0
    with no effective click)."""
    return bbbv_solved / effective if effective else 0.0


def rqp(time_ms: int, bbbv_solved: int) -> float:
    """RQP: seconds / (3BV/s) = seconds² / solved 3BV (ms-toollib's ``rqp``;
    lower is better; infinite with nothing solved)."""
    s = seconds(time_ms)
    return s * s / bbbv_solved if bbbv_solved else math.inf


def stnb_constant(rows: int, cols: int, mines: int) -> float:
    """STNB's C for a standard board (:data:`STNB_CONSTANTS`), 0.0 for others."""
    return STNB_CONSTANTS.get((rows, cols, mines), 0.0)


def stnb(constant: float, bbbv: int, bbbv_solved: int, time_ms: int) -> float:
    """STNB = C · solved 3BV / seconds^1.7 · sqrt(solved 3BV / 3BV)
    (minesweepergame.com; ms-toollib's ``stnb`` with its own C,
    :data:`TOOLLIB_STNB`). 0.0 with nothing solved, no time or no 3BV."""
    if not bbbv_solved or time_ms <= 0 or not bbbv:
        return 0.0
    return (constant * bbbv_solved / math.pow(seconds(time_ms), 1.7)
            * math.sqrt(bbbv_solved / bbbv))


def estimated_time(time_ms: int, bbbv: int, bbbv_solved: int, won: bool) -> float:
    """Estimated seconds to finish the board at this pace: seconds / solved 3BV
    · 3BV (ms-toollib's ``etime``); the time itself on a win; infinite with
    nothing solved."""
    if won:
        return seconds(time_ms)
    return seconds(time_ms) / bbbv_solved * bbbv if bbbv_solved else math.inf


def ios(bbbv: int, time_ms: int) -> float:
    """IOS (index of speed): ln(3BV) / ln(seconds), as minesweepergame.com and
    Viennasweeper define it; 0.0 where it means nothing (3BV or time of at
    most 1 s: the logarithm is 0 or negative)."""
    s = seconds(time_ms)
    if bbbv <= 1 or s <= 1.0:
        return 0.0
    return math.log(bbbv) / math.log(s)


def path(points: Iterable[tuple[int, int]], cell_px: int, rows: int, cols: int) -> float:
    """Path: the distance the pointer travelled over the board, in pixels of a
    16-pixel cell (ms-toollib's ``path``): the sum of straight steps between
    successive pointer positions ``(x_px, y_px)`` on a board of ``rows`` x
    ``cols`` cells of ``cell_px`` pixels, times 16 / ``cell_px``. A position
    off the board is left out: the next step on the board is measured from
    the last position on it (as ms-toollib reads a pointer that left the
    window).

    Raises:
        ValueError: ``cell_px`` is not positive.
    """
    if cell_px <= 0:
        raise ValueError(f"bad cell size {cell_px} px")
    width, height = cols * cell_px, rows * cell_px
    total = 0.0
    last: tuple[int, int] | None = None
    for x, y in points:
        if not (0 <= x < width and 0 <= y < height):
            continue
        if last is not None:
            total += math.hypot(x - last[0], y - last[1])
        last = (x, y)
    return total * PATH_CELL_PX / cell_px
