"""Records by skill, from the history: per board size (no-guess apart), the
best time, 3BV/s, IOE, RQP (lowest) and STNB of the player's own won games,
for flagging and no-flag ("NF": not one flag placed) games apart, and the
averages of the last 100 games, as Minesweeper Arbiter and Metasweeper keep
them.

Only games that counted enter (never an assisted, restarted or resumed game,
nor a replay). Each figure is worked out by the one module of a game's
figures (:mod:`minesweeper_qt.replay.statistics`) from the time, 3BV and IOE
the history keeps; whether a game was NF is read from its recording (a game
without a flag move), so the records take about a millisecond per won game
(run on the storage worker).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ..replay.codec import RecordingDecodeError
from ..replay.recording import MoveKind
from ..replay.statistics import CompetitiveStats, from_counts
from .history import History

#: The averages are over this many of the latest games.
RECENT = 100


@dataclass(frozen=True)
class Best:
    """One record: its ``value`` (seconds for a time; the figure itself
    otherwise), when the game was played (Unix seconds) and its history id."""

    value: float
    played_at: float
    game_id: int


@dataclass
class StyleRecords:
    """The records of one style (flagging or NF): the number of won games and
    the best of each figure (None before any win)."""

    wins: int = 0
    time: Best | None = None
    bbbv_s: Best | None = None
    ioe: Best | None = None
    rqp: Best | None = None
    stnb: Best | None = None

    def take(self, figures: CompetitiveStats, ioe: float, played_at: float,
             game_id: int) -> None:
        """Count a won game (its ``figures``, and its ``ioe`` as the history
        keeps it: the list has no clicks) and keep what it beats."""
        self.wins += 1
        pairs: list[tuple[str, float, bool]] = [
            ("time", figures.seconds, True), ("bbbv_s", figures.bbbv_s, False),
            ("ioe", ioe, False), ("rqp", figures.rqp, True)]
        if figures.stnb_c:
            pairs.append(("stnb", figures.stnb, False))
        for name, value, lower in pairs:
            if not math.isfinite(value):
                continue
            best: Best | None = getattr(self, name)
            if best is None or (value < best.value if lower else value > best.value):
                setattr(self, name, Best(value, played_at, game_id))


@dataclass
class SkillRecords:
    """Records of one board size: ``flagging`` and ``nf`` (:class:`StyleRecords`),
    and over the latest :data:`RECENT` counted games (won or lost):
    ``recent_games``, ``recent_wins``, ``recent_time`` (mean seconds of the
    wins), ``recent_bbbv_s`` and ``recent_ioe`` (means over every game;
    None without games)."""

    flagging: StyleRecords = field(default_factory=StyleRecords)
    nf: StyleRecords = field(default_factory=StyleRecords)
    recent_games: int = 0
    recent_wins: int = 0
    recent_time: float | None = None
    recent_bbbv_s: float | None = None
    recent_ioe: float | None = None


def _flagless(history: History, game_id: int) -> bool | None:
    """Whether the game placed no flag (None: its recording is unreadable)."""
    try:
        recording = history.recording(game_id)
    except (KeyError, RecordingDecodeError, ValueError):
        return None
    return not any(m.kind is MoveKind.FLAG for m in recording.moves)


def skill_records(history: History, size: tuple[int, int, int], no_guess: bool,
                  cancelled: Callable[[], bool] = lambda: False) -> SkillRecords:
    """The records of board ``size`` (rows, cols, mines), no-guess or not.

    Raises:
        HistoryUnavailable, HistoryDamaged: see :class:`History`.
    """
    rows, cols, mines = size
    out = SkillRecords()
    games = history.skill_games(size, no_guess)
    for game_id, played_at, won, time_ms, bbbv, solved, ioe in games:
        if cancelled():
            break
        if not won or time_ms <= 0:
            continue
        flagless = _flagless(history, game_id)
        if flagless is None:
            continue
        figures = from_counts(time_ms=time_ms, won=True, finished=True, bbbv=bbbv,
                              bbbv_solved=solved, left=0, right=0, double=0,
                              rows=rows, cols=cols, mines=mines)
        (out.nf if flagless else out.flagging).take(figures, ioe, played_at, game_id)
    recent = games[-RECENT:]
    out.recent_games = len(recent)
    wins = [g for g in recent if g[2] and g[3] > 0]
    out.recent_wins = len(wins)
    if wins:
        out.recent_time = sum(g[3] for g in wins) / len(wins) / 1000
    if recent:
        out.recent_bbbv_s = sum(g[5] * 1000 / g[3] if g[3] > 0 else 0.0
                                for g in recent) / len(recent)
        out.recent_ioe = sum(g[6] for g in recent) / len(recent)
    return out
