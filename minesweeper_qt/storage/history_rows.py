"""The rows of the history list, each value checked where it is read (a row
that fails is a *damaged* row, never raised); the list's filters and orders.
Made from :mod:`.history_columns`.
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
    """One game for the history list: a field per listed column (same names,
    same order); ``played_at`` Unix seconds; rates 0.0 when undefined.
    ``damaged``: why the row could not be read (then only ``id`` means
    anything; ``result`` is None)."""

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
    counting: str = "counted"  # one of COUNTINGS

    @classmethod
    def broken(cls, game_id: int, why: str) -> GameRow:
        """A row that could not be read."""
        return cls(game_id, 0.0, 0, 0, 0, False, None, False, 0, 0, 0, 0.0, 0.0, 0, why)


def game_row(values: Sequence[object]) -> GameRow:
    """A :class:`GameRow` from the columns of :data:`ROW_COLUMNS` (damaged
    when a value is wrong); an unknown ``counting`` reads as counted unless
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
#: The checks of :func:`game_row` as an SQL condition (true for a good row).
VALID_SQL = columns.valid_sql()
#: Order name -> the SQL expression sorted by (then by id, the same way).
ORDERS = columns.orders()
#: Orders an index serves (pages deep in the list are cheap without a ranking).
INDEXED_ORDERS = columns.indexed_orders()


@dataclass(frozen=True)
class GameFilter:
    """Which games a list holds; None means any. ``size``: (rows, cols, mines);
    ``since``: Unix seconds; ``max_id``: ids up to it (a list that stays put);
    ``daily``: True only daily attempts, False none."""

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
