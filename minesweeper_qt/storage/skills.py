"""Records by skill, from the history: per board size (no-guess apart), the
best time, 3BV/s, IOE, RQP (lowest) and STNB of the player's own won games,
flagging and no-flag ("NF") apart, and the averages of the last 100 games, as
Minesweeper Arbiter and Metasweeper keep them.

Only games that counted enter. Whether a game was NF comes from its
recording, read only as far as the records need and remembered by game id.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import figures
from ..replay.codec import RecordingDecodeError, right_pressed
from ..replay.recording import MoveKind
from ..replay.statistics import CompetitiveStats, from_counts
from .history import History

#: The averages are over this many of the latest games.
RECENT = 100


@dataclass(frozen=True)
class Best:
    """One record: ``value`` (seconds for a time, else the figure),
    ``played_at`` (Unix seconds) and the game's history id."""

    value: float
    played_at: float
    game_id: int


@dataclass
class StyleRecords:
    """The best of each figure in one style (None: no win of that style)."""

    time: Best | None = None
    bbbv_s: Best | None = None
    ioe: Best | None = None
    rqp: Best | None = None
    stnb: Best | None = None


@dataclass
class SkillRecords:
    """Records of one board size: ``flagging``, ``nf``, ``wins`` (counted wins
    read), and over the latest :data:`RECENT` counted games: how many, how
    many won, and the means of the wins' seconds, 3BV/s and IOE (None: no win)."""

    flagging: StyleRecords = field(default_factory=StyleRecords)
    nf: StyleRecords = field(default_factory=StyleRecords)
    wins: int = 0
    recent_games: int = 0
    recent_wins: int = 0
    recent_time: float | None = None
    recent_bbbv_s: float | None = None
    recent_ioe: float | None = None


#: What is known of each game's flags, by (database, game id, date: a reused id
#: told apart): "nf" (no right click), "right" (not read further yet), "flags"
#: or "none" (its moves read), "" (unreadable).
_KNOWN: dict[tuple[str, int, float], str] = {}
#: At most this many are remembered (about 100 bytes each).
_REMEMBERED = 200_000


def _flags(history: History, game_id: int, played_at: float, *, read: bool) -> str:
    """What is known of a game's flags (:data:`_KNOWN`): the quick look, and
    with ``read`` its moves when that cannot tell."""
    key = (str(history.path), game_id, played_at)
    known = _KNOWN.get(key)
    if known is None:
        if len(_KNOWN) >= _REMEMBERED:
            _KNOWN.clear()
        try:
            known = "right" if right_pressed(history.recording_blob(game_id)) else "nf"
        except (KeyError, RecordingDecodeError, ValueError):
            known = ""
        _KNOWN[key] = known
    if known == "right" and read:
        try:
            recording = history.recording(game_id)
            known = "flags" if any(m.kind is MoveKind.FLAG for m in recording.moves) \
                else "none"
        except (KeyError, RecordingDecodeError, ValueError):
            known = ""
        _KNOWN[key] = known
    return known


@dataclass(frozen=True)
class _Win:
    game_id: int
    played_at: float
    figures: CompetitiveStats
    ioe: float


#: The figures of the records: (name, how to read it from a win, lower is better).
_FIGURES: list[tuple[str, Callable[[_Win], float], bool]] = [
    ("time", lambda w: w.figures.seconds, True),
    ("bbbv_s", lambda w: w.figures.bbbv_s, False),
    ("ioe", lambda w: w.ioe, False),  # the history keeps it (its list has no clicks)
    ("rqp", lambda w: w.figures.rqp, True),
    ("stnb", lambda w: w.figures.stnb if w.figures.stnb_c else math.nan, False),
]


def skill_records(history: History, size: tuple[int, int, int], no_guess: bool,
                  cancelled: Callable[[], bool] = lambda: False) -> SkillRecords:
    """The records of board ``size`` (rows, cols, mines), no-guess or not.

    Raises:
        HistoryUnavailable, HistoryDamaged: see :class:`History`.
    """
    rows, cols, mines = size
    out = SkillRecords()
    games = history.skill_games(size, no_guess)
    wins = [_Win(game_id, played_at, from_counts(
                time_ms=time_ms, won=True, finished=True, bbbv=bbbv, bbbv_solved=solved,
                left=0, right=0, double=0, rows=rows, cols=cols, mines=mines), ioe)
            for game_id, played_at, won, time_ms, bbbv, solved, ioe in games
            if won and time_ms > 0]
    out.wins = len(wins)
    for name, value, lower in _FIGURES:
        ranked = sorted((w for w in wins if math.isfinite(value(w))),
                        key=lambda w: (value(w) if lower else -value(w), w.played_at))
        found: dict[bool, Best] = {}  # by "no flag placed"
        for win in ranked:
            if len(found) == 2 or cancelled():
                break
            # A game with right clicks is read whole only while the flagging
            # record is sought (reading them all for NF costs seconds).
            known = _flags(history, win.game_id, win.played_at, read=False not in found)
            flagless = True if known in ("nf", "none") else False if known == "flags" else None
            if flagless is not None and flagless not in found:
                found[flagless] = Best(value(win), win.played_at, win.game_id)
        setattr(out.nf, name, found.get(True))
        setattr(out.flagging, name, found.get(False))
    recent = games[-RECENT:]
    out.recent_games = len(recent)
    recent_wins = [g for g in recent if g[2] and g[3] > 0]
    out.recent_wins = len(recent_wins)
    if recent_wins:
        # Every mean over the wins: a loss's time says nothing of speed.
        out.recent_time = sum(g[3] for g in recent_wins) / len(recent_wins) / 1000
        out.recent_bbbv_s = sum(figures.bbbv_per_second(g[5], g[3])
                                for g in recent_wins) / len(recent_wins)
        out.recent_ioe = sum(g[6] for g in recent_wins) / len(recent_wins)
    return out
