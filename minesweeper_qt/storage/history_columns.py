"""The history's ``games`` columns, each declared once, as data: name, SQL
type, validity check, list order, and who uses it. The SQL of a stored game,
the list's SELECT, the checks in SQL and in Python, the orders, the schema's
columns and the History window's columns are all made from :data:`COLUMNS`.

To add a column: declare it here, add the field of the same name to
:class:`.history.StoredGame` (and :class:`.history_rows.GameRow` when listed)
and bump :data:`.history_schema.SCHEMA_VERSION` (with a migration once a
release has written a history).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..engine.difficulty import MAX_SIDE
from ..engine.snapshot import MAX_CLICKS

#: Latest moment a game may have been played at (Unix seconds: the year 9999).
MAX_PLAYED_AT = 253_402_300_799.0
#: Longest game time kept (ms: about three years).
MAX_TIME_MS = 10**11
#: Largest rate (3BV/s, IOE) a game can show.
MAX_RATE = 1e6
#: Largest row id (SQLite's).
MAX_ID = 2**63 - 1


class Check(enum.Enum):
    """How a column's value is checked where it is read."""

    NONE = "none"  # not checked (not read back into the list's rows)
    INT = "int"  # an integer from ``low`` to ``high``
    REAL = "real"  # a finite number (integer or real) from ``low`` to ``high``
    FLAG = "flag"  # 0 or 1
    CHOICE = "choice"  # one of ``choices``


@dataclass(frozen=True)
class Column:
    """One column of ``games``: ``name`` (also the field's), ``sql`` type;
    ``check``, ``low``, ``high`` (a number, or a key of :data:`BOUNDS`),
    ``choices``: its validity; ``label``: its name in a damage message;
    ``order``: the list order by it (``order_by``: its SQL, default the
    column; ``indexed``: an index serves it); ``listed``: read into the
    list's rows; ``stored``: written from a stored game; ``shown``: a column
    of the History window."""

    name: str
    sql: str
    check: Check = Check.NONE
    low: float = 0
    high: float | str = 0
    choices: tuple[str, ...] = ()
    label: str = ""
    order: str = ""
    order_by: str = ""
    indexed: bool = False
    listed: bool = True
    stored: bool = True
    shown: bool = False

    @property
    def what(self) -> str:
        """Its name in a damage message."""
        return self.label or self.name


#: The results a game may have (``history_rows.Result``'s values).
RESULTS = ("won", "lost", "abandoned", "restarted")
#: How a game counted: "counted", "assisted", "restarted", "resumed", "replay" or
#: "practice" (the daily board played again once its result is kept).
COUNTINGS = ("counted", "assisted", "restarted", "resumed", "replay", "practice")

#: The columns of ``games``, in the table's order.
COLUMNS: tuple[Column, ...] = (
    Column("id", "INTEGER", check=Check.INT, low=1, high=MAX_ID, order="id", indexed=True,
           stored=False),
    Column("played_at", "REAL", check=Check.REAL, high=MAX_PLAYED_AT, label="date",
           order="date", indexed=True, shown=True),
    Column("rows", "INTEGER", check=Check.INT, low=1, high=MAX_SIDE, order="board",
           order_by="rows * cols * 10000 + mines", shown=True),  # cells, then mines
    Column("cols", "INTEGER", check=Check.INT, low=1, high=MAX_SIDE),
    Column("mines", "INTEGER", check=Check.INT, low=1, high="max(1, rows * cols - 1)"),
    Column("no_guess", "INTEGER", check=Check.FLAG, label="no-guess", order="no_guess",
           shown=True),
    Column("result", "TEXT", check=Check.CHOICE, choices=RESULTS, order="result", shown=True),
    Column("assisted", "INTEGER", check=Check.FLAG),
    Column("time_ms", "INTEGER", check=Check.INT, high=MAX_TIME_MS, label="time",
           order="time", indexed=True, shown=True),
    Column("bbbv", "INTEGER", check=Check.INT, high="rows * cols", label="3BV", order="bbbv",
           shown=True),
    Column("bbbv_solved", "INTEGER", check=Check.INT, high="bbbv", label="solved 3BV"),
    Column("bbbv_s", "REAL", check=Check.REAL, high=MAX_RATE, label="3BV/s", order="bbbv_s",
           indexed=True, shown=True),
    Column("ioe", "REAL", check=Check.REAL, high=MAX_RATE, label="IOE", order="ioe",
           shown=True),
    Column("clicks", "INTEGER", check=Check.INT, high=MAX_CLICKS),
    Column("effective", "INTEGER", listed=False),
    Column("uid", "TEXT", listed=False),
    Column("ended_at", "REAL", listed=False),
    # Shown as "Counted" (with ``assisted``), sorted by ``assisted``. Not
    # checked: an unknown value reads as counted unless assisted (``history_rows``).
    Column("counting", "TEXT", order="assisted", order_by="assisted", shown=True),
)

#: The bounds a check may name, as SQL and as Python on the columns before it.
BOUNDS: dict[str, Callable[[Mapping[str, float]], float]] = {
    "max(1, rows * cols - 1)": lambda v: max(1, v["rows"] * v["cols"] - 1),
    "rows * cols": lambda v: v["rows"] * v["cols"],
    "bbbv": lambda v: v["bbbv"],
}


# --- the builders ---------------------------------------------------------------------------

def names(columns: Sequence[Column] = COLUMNS) -> str:
    """The columns' names, comma separated (a SELECT list)."""
    return ", ".join(c.name for c in columns)


def listed(columns: Sequence[Column] = COLUMNS) -> tuple[Column, ...]:
    """The columns read into the list's rows (``history_rows.GameRow``), in order."""
    return tuple(c for c in columns if c.listed)


def stored(columns: Sequence[Column] = COLUMNS) -> tuple[Column, ...]:
    """The columns a stored game writes (``history.StoredGame``), in order."""
    return tuple(c for c in columns if c.stored)


def insert_sql(columns: Sequence[Column] = COLUMNS) -> str:
    """The INSERT of a stored game's columns (parameters in their order)."""
    cols = stored(columns)
    return (f"INSERT INTO games ({names(cols)})"
            f" VALUES ({', '.join('?' * len(cols))})")


def update_sql(columns: Sequence[Column] = COLUMNS) -> str:
    """The UPDATE of a stored game's columns (then the row id)."""
    return (f"UPDATE games SET {', '.join(f'{c.name} = ?' for c in stored(columns))}"
            " WHERE id = ?")


def table_columns(columns: Sequence[Column] = COLUMNS) -> list[tuple[str, str]]:
    """(name, declared type) of the ``games`` columns, in the table's order."""
    return [(c.name, c.sql) for c in columns]


def orders(columns: Sequence[Column] = COLUMNS) -> dict[str, str]:
    """Order name -> the SQL expression sorted by."""
    return {c.order: c.order_by or c.name for c in columns if c.order}


def indexed_orders(columns: Sequence[Column] = COLUMNS) -> frozenset[str]:
    """The orders an index serves."""
    return frozenset(c.order for c in columns if c.order and c.indexed)


def shown(columns: Sequence[Column] = COLUMNS) -> tuple[str, ...]:
    """The History window's columns, by the names of their orders."""
    return tuple(c.order for c in columns if c.shown)


def _bound_sql(bound: float | str) -> str:
    return bound if isinstance(bound, str) else repr(bound)


def _check_sql(c: Column) -> str:
    n = c.name
    if c.check is Check.INT:
        return (f"typeof({n}) = 'integer'"
                f" AND {n} BETWEEN {_bound_sql(c.low)} AND {_bound_sql(c.high)}")
    if c.check is Check.REAL:
        return (f"typeof({n}) IN ('real', 'integer')"
                f" AND {n} BETWEEN {_bound_sql(c.low)} AND {_bound_sql(c.high)}")
    if c.check is Check.FLAG:
        return f"typeof({n}) = 'integer' AND {n} IN (0, 1)"
    return f"{n} IN ({', '.join(repr(v) for v in c.choices)})"


def valid_sql(columns: Sequence[Column] = COLUMNS) -> str:
    """The checks of :func:`checked` as an SQL condition on ``games`` (true
    for a good row); the row id is left out (a range on it would lead the
    planner to a row id search in place of an index)."""
    return "(" + " AND ".join(_check_sql(c) for c in columns
                              if c.listed and c.check is not Check.NONE
                              and c.name != "id") + ")"


def _bound(bound: float | str, seen: Mapping[str, float]) -> float:
    return BOUNDS[bound](seen) if isinstance(bound, str) else bound


def checked(values: Sequence[object], columns: Sequence[Column] = COLUMNS) -> dict[str, object]:
    """The values of the listed columns (``values`` in their order) by name,
    each checked by its column's declaration.

    Raises:
        ValueError: a value fails its check (the message names it).
    """
    cols = listed(columns)
    if len(values) != len(cols):
        raise ValueError("wrong number of columns")
    out: dict[str, object] = {}
    numbers: dict[str, float] = {}
    for c, value in zip(cols, values, strict=True):
        if c.check is Check.NONE:
            out[c.name] = value
            continue
        if c.check is Check.CHOICE:
            if not (isinstance(value, str) and value in c.choices):
                raise ValueError(f"unknown {c.what} {str(value)[:20]!r}")
            out[c.name] = value
            continue
        if isinstance(value, bool) or not isinstance(
                value, (int, float) if c.check is Check.REAL else int):
            kind = "a number" if c.check is Check.REAL else "an integer"
            raise ValueError(f"{c.what} is not {kind} ({type(value).__name__})")
        low, high = (0, 1) if c.check is Check.FLAG else (
            _bound(c.low, numbers), _bound(c.high, numbers))
        if not (math.isfinite(value) and low <= value <= high):
            raise ValueError(f"{c.what} {value!r} is out of range")
        numbers[c.name] = value
        out[c.name] = (bool(value) if c.check is Check.FLAG
                       else float(value) if c.check is Check.REAL else value)
    return out


def to_sql(value: object) -> object:
    """A field's value as its column stores it (an enum by its value, a flag as 0 or 1)."""
    if isinstance(value, enum.Enum):
        return value.value
    return int(value) if isinstance(value, bool) else value
