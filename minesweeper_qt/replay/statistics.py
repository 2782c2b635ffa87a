"""Competitive statistics of a recorded game (pure Python).

Definitions (minesweepergame.com / Minesweeper Arbiter conventions; click
counting as in :mod:`.clicks`, checked against ms-toollib on random games):

* ``time_ms``: from the left release that opened the first cell to the event
  that ended the game (to the last event for an unfinished game). Our own
  recordings run on the game's clock (pauses are no time; see
  ``view/history/recording.py``), so this is the game's time.

This module is the one source of a game's figures: the end menu, best times,
history, live counters at the end, exports and the review all read a
:class:`CompetitiveStats` (written by ``view/figures_text.py``, which also
holds the one rounding rule: truncate).
* ``bbbv``: 3BV of the board; ``bbbv_solved``: the part of it cleared, counted
  as the cells open (see :mod:`.clicks`; it differs from the engine's
  ``Game.bbbv_solved`` only when a flag lies on a zero cell).
* ``bbbv_s`` = bbbv_solved / seconds.
* ``ioe`` (efficiency) = bbbv_solved / clicks (left + right + double).
* ``corr`` (correctness) = effective clicks / clicks.
* ``thrp`` (throughput) = bbbv_solved / effective clicks.
* ``rqp`` = seconds / (3BV/s) = seconds² / bbbv_solved.
* ``stnb`` = C · bbbv_solved / seconds^1.7 · sqrt(bbbv_solved / bbbv) with
  C = 47.299 (beginner 9x9/10), 153.73 (intermediate 16x16/40) and 435.001
  (expert 16x30/99); 0.0 on other boards. ms-toollib uses other constants
  (36 for the old 8x8/10 beginner, 162, 435): :func:`stnb_constant` has ours and
  :data:`TOOLLIB_STNB` theirs.
* ``op``: openings; ``isl``: islands (8-connected groups of numbered cells that
  touch no opening); ``zini``: see :func:`zini`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .board import zini
from .clicks import count_clicks
from .recording import Recording

#: STNB constants by (rows, cols, mines).
STNB_CONSTANTS = {(9, 9, 10): 47.299, (16, 16, 40): 153.73, (16, 30, 99): 435.001}
#: The constants ms-toollib 1.5 uses instead.
TOOLLIB_STNB = {(8, 8, 10): 36.0, (16, 16, 40): 162.0, (16, 30, 99): 435.0}


def stnb_constant(rows: int, cols: int, mines: int) -> float:
    """STNB's C for a standard board, 0.0 for others."""
    return STNB_CONSTANTS.get((rows, cols, mines), 0.0)


@dataclass(frozen=True)
class CompetitiveStats:
    """Statistics of one recorded game (see the module notes for definitions).
    Rates are 0.0 when their divisor is 0, except ``rqp`` (inf with nothing
    solved)."""

    time_ms: int
    won: bool
    finished: bool
    bbbv: int
    bbbv_solved: int
    left: int
    right: int
    double: int
    lce: int
    rce: int
    dce: int
    flags: int
    op: int
    isl: int
    zini: int
    stnb_c: float

    @property
    def seconds(self) -> float:
        return self.time_ms / 1000

    @property
    def clicks(self) -> int:
        """All clicks: ms-toollib's ``cl``."""
        return self.left + self.right + self.double

    @property
    def effective(self) -> int:
        """Effective clicks: ms-toollib's ``ce``."""
        return self.lce + self.rce + self.dce

    @property
    def bbbv_s(self) -> float:
        return self.bbbv_solved / self.seconds if self.time_ms > 0 else 0.0

    @property
    def ioe(self) -> float:
        return self.bbbv_solved / self.clicks if self.clicks else 0.0

    @property
    def corr(self) -> float:
        return self.effective / self.clicks if self.clicks else 0.0

    @property
    def thrp(self) -> float:
        return self.bbbv_solved / self.effective if self.effective else 0.0

    @property
    def rqp(self) -> float:
        return self.seconds * self.seconds / self.bbbv_solved if self.bbbv_solved else math.inf

    @property
    def stnb(self) -> float:
        return self.stnb_with(self.stnb_c)

    def stnb_with(self, constant: float) -> float:
        """STNB with another constant (e.g. ms-toollib's :data:`TOOLLIB_STNB`)."""
        if not self.bbbv_solved or not self.time_ms or not self.bbbv:
            return 0.0
        return (constant * self.bbbv_solved / math.pow(self.seconds, 1.7)
                * math.sqrt(self.bbbv_solved / self.bbbv))

    @property
    def etime(self) -> float:
        """Estimated seconds to finish at this pace (seconds on a win)."""
        if self.won:
            return self.seconds
        return self.seconds / self.bbbv_solved * self.bbbv if self.bbbv_solved else math.inf


def from_counts(*, time_ms: int, won: bool, finished: bool, bbbv: int, bbbv_solved: int,
                left: int, right: int, double: int, rows: int = 0, cols: int = 0,
                mines: int = 0) -> CompetitiveStats:
    """Figures of a game that left no recording (no board laid: flags only;
    or nothing recorded it), from the engine's own counts; the effective
    clicks, openings, islands and ZiNi are unknown (0, -1 for ZiNi)."""
    return CompetitiveStats(
        time_ms=time_ms, won=won, finished=finished, bbbv=bbbv, bbbv_solved=bbbv_solved,
        left=left, right=right, double=double, lce=0, rce=0, dce=0, flags=0, op=0, isl=0,
        zini=-1, stnb_c=stnb_constant(rows, cols, mines))


def compute(recording: Recording, *, with_zini: bool = True,
            honour_undo: bool = True) -> CompetitiveStats:
    """The statistics of ``recording`` from its input events (``zini`` is -1
    when ``with_zini`` is False: it is the slow part, ~10 ms on expert).
    ``honour_undo``: a loss taken back counts on to the game's real end (see
    :mod:`.clicks`); False stops at the first loss, as an exported file does.

    Raises:
        ValueError: the recording is inconsistent (e.g. a mine count the engine
            cannot play).
    """
    counter = count_clicks(recording, honour_undo=honour_undo)
    counts = counter.counts
    game = counter.game
    events = recording.events
    time_ms = 0
    if counts.start_event is not None:
        end = counts.end_event if counts.end_event is not None else len(events) - 1
        time_ms = events[end].t_ms - events[counts.start_event].t_ms
    facts = counter.facts
    return CompetitiveStats(
        time_ms=time_ms,
        won=game.status.name == "WON",
        finished=game.status.is_over,
        bbbv=facts.bbbv,
        bbbv_solved=counts.bbbv_solved,
        left=counts.left,
        right=counts.right,
        double=counts.double,
        lce=counts.lce,
        rce=counts.rce,
        dce=counts.dce,
        flags=counts.flags,
        op=facts.openings,
        isl=facts.islands,
        zini=zini(recording.board_codes()) if with_zini else -1,
        stnb_c=stnb_constant(recording.rows, recording.cols, recording.mine_count),
    )
