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
  as the cells open (see :mod:`.clicks`): the engine's ``Game.bbbv_solved``
  (an opening solved once all its zeros are open) counted click by click, as
  ms-toollib does.
* every figure (3BV/s, IOE, correctness, throughput, RQP, STNB, estimated
  time, Cl/s, Ce/s, IOS) is the one function of
  :mod:`minesweeper_qt.engine.figures` of these counts.
* ``op``: openings; ``isl``: islands (8-connected groups of numbered cells that
  touch no opening); ``zini``: see :func:`zini`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import figures
from ..engine.figures import TOOLLIB_STNB, stnb_constant
from .board import zini
from .clicks import count_clicks
from .recording import EventKind, Recording

#: Events whose position is the pointer's (ms-toollib's mouse events).
_POINTER = (EventKind.MOVE, EventKind.PRESS, EventKind.RELEASE)

__all__ = ["TOOLLIB_STNB", "CompetitiveStats", "compute", "from_counts", "stnb_constant"]


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
    #: Path (:func:`.figures.path`), 0.0 when no recording tells it.
    path: float = 0.0

    @property
    def seconds(self) -> float:
        return figures.seconds(self.time_ms)

    @property
    def clicks(self) -> int:
        """All clicks: ms-toollib's ``cl``."""
        return figures.clicks(self.left, self.right, self.double)

    @property
    def effective(self) -> int:
        """Effective clicks: ms-toollib's ``ce``."""
        return figures.effective_clicks(self.lce, self.rce, self.dce)

    @property
    def bbbv_s(self) -> float:
        return figures.bbbv_per_second(self.bbbv_solved, self.time_ms)

    @property
    def cl_s(self) -> float:
        return figures.clicks_per_second(self.clicks, self.time_ms)

    @property
    def ce_s(self) -> float:
        return figures.effective_per_second(self.effective, self.time_ms)

    @property
    def ioe(self) -> float:
        return figures.ioe(self.bbbv_solved, self.clicks)

    @property
    def corr(self) -> float:
        return figures.correctness(self.effective, self.clicks)

    @property
    def thrp(self) -> float:
        return figures.throughput(self.bbbv_solved, self.effective)

    @property
    def rqp(self) -> float:
        return figures.rqp(self.time_ms, self.bbbv_solved)

    @property
    def ios(self) -> float:
        return figures.ios(self.bbbv, self.time_ms)

    @property
    def stnb(self) -> float:
        return self.stnb_with(self.stnb_c)

    def stnb_with(self, constant: float) -> float:
        """STNB with another constant (e.g. ms-toollib's :data:`TOOLLIB_STNB`)."""
        return figures.stnb(constant, self.bbbv, self.bbbv_solved, self.time_ms)

    @property
    def etime(self) -> float:
        """Estimated seconds to finish at this pace (seconds on a win)."""
        return figures.estimated_time(self.time_ms, self.bbbv, self.bbbv_solved, self.won)


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
        path=figures.path(((e.x_px, e.y_px) for e in events if e.kind in _POINTER),
                          recording.cell_px, recording.rows, recording.cols),
    )
