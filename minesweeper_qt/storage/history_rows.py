"""The rows of the history list, as read back and checked: every value a
history file gives is validated where it is read (its type, its range, a known
result), because the file may be damaged or handed over by a stranger. A row
that fails is kept as a *damaged* row (its id and the reason), never raised.

Also the list's filters (:class:`GameFilter`) and orders (:data:`ORDERS`), and
:data:`VALID_SQL`, the same checks as an SQL condition (to count damaged rows
and to keep them out of the chart). The columns, their checks and orders are
declared once, in :mod:`.history_columns`; everything here is made from that.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from . import history_columns as columns


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


assert tuple(r.value for r in Result) == columns.RESULTS


@dataclass(frozen=True)
class GameRow:
    """One game for the history list (no recording): a field per listed
    column of :data:`.history_columns.COLUMNS` (same names, same order) and
    ``damaged``. ``played_at`` Unix seconds; ``time_ms``; rates as floats
    (0.0 when undefined).

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
    #: ``History.COUNTINGS``).
    counting: str = "counted"

    @classmethod
    def broken(cls, game_id: int, why: str) -> GameRow:
        """A row that could not be read."""
        return cls(game_id, 0.0, 0, 0, 0, False, None, False, 0, 0, 0, 0.0, 0.0, 0, why)


def game_row(values: Sequence[object]) -> GameRow:
    """A :class:`GameRow` from the columns of :data:`ROW_COLUMNS`, each
    checked by its declaration; a damaged row when a value is wrong (never
    raises). A missing or unknown ``counting`` reads as counted unless
    assisted (as ``history._COUNTED``)."""
    raw_id = values[0] if values else None
    game_id = raw_id if isinstance(raw_id, int) and not isinstance(raw_id, bool) else 0
    try:
        fields: dict[str, Any] = columns.checked(values)
    except ValueError as error:
        return GameRow.broken(game_id, str(error))
    fields["result"] = Result(fields["result"])
    if fields["counting"] not in columns.COUNTINGS:
        fields["counting"] = "assisted" if fields["assisted"] else "counted"
    return GameRow(**fields)


def game_rows(rows: Iterable[Sequence[object]]) -> list[GameRow]:
    """:func:`game_row` of each row."""
    return [game_row(values) for values in rows]


#: The columns of :func:`game_row`, in its order.
ROW_COLUMNS = columns.names(columns.listed())
#: The checks of :func:`game_row` as an SQL condition on ``games`` (true for a
#: good row).
VALID_SQL = columns.valid_sql()
#: Order name -> the SQL expression sorted by (then by id, the same way). The
#: board sorts by its cell count, then by its mines.
ORDERS = columns.orders()
#: Orders an index serves (pages deep in the list are cheap without a ranking).
INDEXED_ORDERS = columns.indexed_orders()


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
