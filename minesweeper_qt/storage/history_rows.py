"""The rows of the history list, as read back and checked: every value a
history file gives is validated where it is read (its type, its range, a known
result), because the file may be damaged or handed over by a stranger. A row
that fails is kept as a *damaged* row (its id and the reason), never raised.

Also the list's filters (:class:`GameFilter`) and orders (:data:`ORDERS`), and
:data:`VALID_SQL`, the same checks as an SQL condition (to count damaged rows
and to keep them out of the chart).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..engine.difficulty import MAX_SIDE


class Result(enum.Enum):
    """How a game ended (stored as its value): the one type for it, from the
    session's game end (``GameFinished.outcome``) to the history's rows."""

    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"  # a new game was started or the window closed
    RESTARTED = "restarted"  # the same board was started again

    @property
    def over(self) -> bool:
        """Won or lost (the board shows the end; the end menu drops)."""
        return self in (Result.WON, Result.LOST)


#: Latest moment a game may have been played at (Unix seconds: the year 9999;
#: later values are damage, and Qt's dates would overflow).
MAX_PLAYED_AT = 253_402_300_799.0
#: Longest game time kept (ms: about three years).
MAX_TIME_MS = 10**11
#: Largest click count.
MAX_CLICKS = 10**9
#: Largest rate (3BV/s, IOE) a game can show.
MAX_RATE = 1e6


@dataclass(frozen=True)
class GameRow:
    """One game for the history list (no recording): ``played_at`` Unix
    seconds; ``time_ms``; rates as floats (0.0 when undefined).

    ``damaged`` is empty for a good row; else why the row could not be read
    (then only ``id`` is meaningful: the other fields are zero, ``result``
    None)."""

    id: int
    played_at: float
    rows: int
    cols: int
    mines: int
    no_guess: bool
    result: Result | None
    assisted: bool
    time_ms: int
    bbbv: int
    bbbv_solved: int
    bbbv_s: float
    ioe: float
    clicks: int
    damaged: str = ""
    #: "counted", "assisted", "restarted", "resumed" or "replay" (see
    #: ``History.COUNTINGS``; an older row: "counted" or "assisted").
    counting: str = "counted"

    @classmethod
    def broken(cls, game_id: int, why: str) -> GameRow:
        """A row that could not be read."""
        return cls(game_id, 0.0, 0, 0, 0, False, None, False, 0, 0, 0, 0.0, 0.0, 0, why)


_RESULTS = {r.value: r for r in Result}
_COUNTINGS = frozenset({"counted", "assisted", "restarted", "resumed", "replay"})


def _int(value: object, low: int, high: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} is not an integer ({type(value).__name__})")
    if not low <= value <= high:
        raise ValueError(f"{name} {value} is out of range")
    return value


def _real(value: object, high: float, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} is not a number ({type(value).__name__})")
    number = float(value)
    if not (math.isfinite(number) and 0.0 <= number <= high):
        raise ValueError(f"{name} {value!r} is out of range")
    return number


def _flag(value: object, name: str) -> bool:
    return bool(_int(value, 0, 1, name))


def game_row(values: Sequence[object]) -> GameRow:
    """A :class:`GameRow` from the columns of :data:`LIST_COLUMNS`, checked;
    a damaged row when a value is wrong (never raises)."""
    raw_id = values[0] if values else None
    game_id = raw_id if isinstance(raw_id, int) and not isinstance(raw_id, bool) else 0
    try:
        if len(values) not in (14, 15):
            raise ValueError("wrong number of columns")
        _id, played_at, rows, cols, mines, no_guess, result, assisted, time_ms, bbbv, \
            solved, bbbv_s, ioe, clicks = values[:14]
        counting = values[14] if len(values) == 15 else None
        r = _int(rows, 1, MAX_SIDE, "rows")
        c = _int(cols, 1, MAX_SIDE, "cols")
        cells = r * c
        row_bbbv = _int(bbbv, 0, cells, "3BV")
        found = _RESULTS.get(result) if isinstance(result, str) else None
        if found is None:
            raise ValueError(f"unknown result {str(result)[:20]!r}")
        return GameRow(
            id=_int(_id, 1, 2**63 - 1, "id"),
            played_at=_real(played_at, MAX_PLAYED_AT, "date"),
            rows=r, cols=c, mines=_int(mines, 1, max(1, cells - 1), "mines"),
            no_guess=_flag(no_guess, "no-guess"), result=found,
            assisted=_flag(assisted, "assisted"),
            time_ms=_int(time_ms, 0, MAX_TIME_MS, "time"),
            bbbv=row_bbbv, bbbv_solved=_int(solved, 0, row_bbbv, "solved 3BV"),
            bbbv_s=_real(bbbv_s, MAX_RATE, "3BV/s"), ioe=_real(ioe, MAX_RATE, "IOE"),
            clicks=_int(clicks, 0, MAX_CLICKS, "clicks"),
            counting=counting if counting in _COUNTINGS
            else "assisted" if assisted else "counted")
    except ValueError as error:
        return GameRow.broken(game_id, str(error))


def game_rows(rows: Iterable[Sequence[object]]) -> list[GameRow]:
    """:func:`game_row` of each row."""
    return [game_row(values) for values in rows]


#: The columns of :func:`game_row`, in its order (the first 14: any version).
LIST_COLUMNS = ("id, played_at, rows, cols, mines, no_guess, result, assisted, time_ms, "
                "bbbv, bbbv_solved, bbbv_s, ioe, clicks")
#: :data:`LIST_COLUMNS` and how the game counted (a database of version 3 on).
ROW_COLUMNS = LIST_COLUMNS + ", counting"

#: The checks of :func:`game_row` as an SQL condition on ``games`` (true for a
#: good row). ``typeof`` keeps text out of number columns.
VALID_SQL = (
    "(typeof(played_at) IN ('real', 'integer') AND played_at BETWEEN 0 AND "
    f"{MAX_PLAYED_AT}"
    f" AND typeof(rows) = 'integer' AND rows BETWEEN 1 AND {MAX_SIDE}"
    f" AND typeof(cols) = 'integer' AND cols BETWEEN 1 AND {MAX_SIDE}"
    " AND typeof(mines) = 'integer' AND mines BETWEEN 1 AND max(1, rows * cols - 1)"
    " AND typeof(no_guess) = 'integer' AND no_guess IN (0, 1)"
    " AND typeof(assisted) = 'integer' AND assisted IN (0, 1)"
    f" AND result IN ({', '.join(repr(r.value) for r in Result)})"
    f" AND typeof(time_ms) = 'integer' AND time_ms BETWEEN 0 AND {MAX_TIME_MS}"
    " AND typeof(bbbv) = 'integer' AND bbbv BETWEEN 0 AND rows * cols"
    " AND typeof(bbbv_solved) = 'integer' AND bbbv_solved BETWEEN 0 AND bbbv"
    f" AND typeof(bbbv_s) IN ('real', 'integer') AND bbbv_s BETWEEN 0 AND {MAX_RATE}"
    f" AND typeof(ioe) IN ('real', 'integer') AND ioe BETWEEN 0 AND {MAX_RATE}"
    f" AND typeof(clicks) = 'integer' AND clicks BETWEEN 0 AND {MAX_CLICKS})"
)

#: Order name -> the SQL expression sorted by (then by id, the same way). The
#: board sorts by its cell count, then by its mines.
ORDERS = {"date": "played_at", "board": "rows * cols * 10000 + mines", "no_guess": "no_guess",
          "result": "result", "time": "time_ms", "bbbv": "bbbv", "bbbv_s": "bbbv_s",
          "ioe": "ioe", "assisted": "assisted", "id": "id"}
#: Orders an index serves (pages deep in the list are cheap without a ranking).
INDEXED_ORDERS = frozenset({"date", "time", "bbbv_s", "id"})


@dataclass(frozen=True)
class GameFilter:
    """Which games a list holds; None means any. ``size``: (rows, cols, mines);
    ``since``: Unix seconds (played at or after); ``max_id``: only games with an
    id up to this one (a list that stays put while new games are added);
    ``daily``: True only attempts at a daily board, False none of them."""

    result: Result | None = None
    size: tuple[int, int, int] | None = None
    no_guess: bool | None = None
    since: float | None = None
    max_id: int | None = None
    daily: bool | None = None

    def where(self) -> tuple[str, list[object]]:
        """The SQL condition (``"1"`` for all games) and its parameters."""
        terms: list[str] = []
        args: list[object] = []
        if self.result is not None:
            terms.append("result = ?")
            args.append(self.result.value)
        if self.size is not None:
            terms.append("rows = ? AND cols = ? AND mines = ?")
            args.extend(self.size)
        if self.no_guess is not None:
            terms.append("no_guess = ?")
            args.append(int(self.no_guess))
        if self.since is not None:
            terms.append("played_at >= ?")
            args.append(self.since)
        if self.daily is not None:
            terms.append("uid IN (SELECT uid FROM daily)" if self.daily
                         else "(uid IS NULL OR uid NOT IN (SELECT uid FROM daily))")
        if self.max_id is not None:
            # "+": never a rowid range search in place of an ORDER BY index.
            terms.append("+id <= ?")
            args.append(self.max_id)
        return (" AND ".join(terms) or "1"), args

    @property
    def filtered(self) -> bool:
        """Whether the filter looks at columns (not just ids)."""
        return (self.result, self.size, self.no_guess, self.since, self.daily) != \
            (None, None, None, None, None)
