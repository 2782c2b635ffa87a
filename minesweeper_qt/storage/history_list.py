"""One filtered, ordered list of the history's games, read a page at a time."""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, TypeVar

from .history_rows import INDEXED_ORDERS, ORDERS, ROW_COLUMNS, GameFilter, GameRow, game_rows

T = TypeVar("T")


class History(Protocol):
    """What a list needs of :class:`.history.History` (its connection and its
    fault handling; a Protocol: the history module imports this one)."""

    def _db(self) -> sqlite3.Connection: ...

    def _guard(self, action: Callable[[], T]) -> T: ...

    def count(self, where: GameFilter | None = None) -> int: ...


class GameList:
    """One filtered, ordered list of games read a page at a time (``order``,
    ``descending`` as :meth:`History.list`; give ``where`` a ``max_id`` so that
    new games do not shift the pages).

    Pages within ``direct_rows`` of the top are read directly (along an index
    for :data:`INDEXED_ORDERS` when a quarter of the games pass the filter:
    2,000 rows; else a scan and a top-N sort: 200); further down, the list's
    ids are sorted once into a temporary table of this thread's connection
    (about 0.2 s for 100,000 games) and each page is a range of it. One thread
    only; :meth:`close` drops the table.

    Raises (any method): as :class:`History`; ``ValueError`` for an unknown order.
    """

    _serial = itertools.count(1)

    def __init__(self, history: History, where: GameFilter | None = None, order: str = "date",
                 descending: bool = True, *, direct_rows: int | None = None) -> None:
        if order not in ORDERS:
            raise ValueError(f"unknown order {order!r}")
        self.history = history
        self.where = where or GameFilter()
        self.order = order
        self.descending = descending
        self._direct_rows = direct_rows
        self._count: int | None = None
        self._use_index = False
        self._table = f"temp.game_ranking_{next(self._serial)}"
        self._ranked_on: sqlite3.Connection | None = None  # the connection holding the table

    def count(self) -> int:
        """How many games the list holds (read once)."""
        if self._count is None:
            count = self.history.count(self.where)
            use = self.order in INDEXED_ORDERS
            if use and self.order != "id" and self.where.filtered:
                everything = self.history.count(GameFilter(max_id=self.where.max_id))
                use = count * 4 >= everything
            self._use_index, self._count = use, count
        return self._count

    @property
    def direct_rows(self) -> int:
        """How far down pages are read directly (rows)."""
        self.count()
        if self._direct_rows is not None:
            return self._direct_rows
        return 2_000 if self._use_index else 200

    @property
    def ranked(self) -> bool:
        """Whether the pages come from the sorted temporary table."""
        return self._ranked_on is not None and self._ranked_on is self.history._db()

    def _key(self) -> str:
        """The sort key; "+(...)" keeps SQLite off the index (a scan and a sort)."""
        self.count()
        key = ORDERS[self.order]
        return key if self._use_index else f"+({key})"

    def rows(self, offset: int, limit: int) -> list[GameRow]:
        """The games at positions ``offset`` to ``offset + limit - 1`` (fewer at
        the end, or when games were deleted meanwhile)."""
        if offset < 0 or limit <= 0:
            return []
        db = self.history._db
        if not self.ranked and offset + limit <= self.direct_rows:
            condition, args = self.where.where()
            way = "DESC" if self.descending else "ASC"
            sql = (f"SELECT {ROW_COLUMNS} FROM games WHERE {condition}"
                   f" ORDER BY {self._key()} {way}, id {way} LIMIT ? OFFSET ?")
            rows = self.history._guard(lambda: game_rows(
                db().execute(sql, [*args, limit, offset])))
        else:
            self._rank()
            columns = ", ".join(f"g.{c.strip()}" for c in ROW_COLUMNS.split(","))
            sql = (f"SELECT {columns} FROM {self._table} AS r JOIN games AS g"
                   " ON g.id = r.game_id WHERE r.pos BETWEEN ? AND ? ORDER BY r.pos")
            rows = self.history._guard(lambda: game_rows(
                db().execute(sql, (offset + 1, offset + limit))))
        return rows

    def position(self, game_id: int) -> int | None:
        """Where game ``game_id`` is in the list (0-based), None if not in it."""
        db = self.history._db
        if self.ranked:
            found = self.history._guard(lambda: db().execute(
                f"SELECT pos - 1 FROM {self._table} WHERE game_id = ?", (game_id,)).fetchone())
            return None if found is None else int(found[0])
        condition, args = self.where.where()
        key = ORDERS[self.order]

        def find() -> int | None:
            mine = db().execute(f"SELECT {key} FROM games WHERE id = ? AND {condition}",
                                [game_id, *args]).fetchone()
            if mine is None:
                return None
            # One scan: along an index every row would be looked up for the filter.
            before = ">" if self.descending else "<"
            return int(db().execute(
                f"SELECT count(*) FROM games WHERE {condition}"
                f" AND (+({key}), id) {before} (?, ?)", [*args, mine[0], game_id]).fetchone()[0])

        return self.history._guard(find)

    def positions(self, game_ids: Iterable[int]) -> dict[int, int]:
        """:meth:`position` of several games, by id (those not in the list left
        out); more than a few rank the whole list once."""
        wanted = list(dict.fromkeys(int(i) for i in game_ids))
        if len(wanted) <= 3 and not self.ranked:
            found = {i: self.position(i) for i in wanted}
            return {i: p for i, p in found.items() if p is not None}
        self._rank()
        db = self.history._db
        table = self._table

        def read() -> dict[int, int]:
            if len(wanted) > 200:
                keep = set(wanted)
                return {g: p - 1 for p, g in db().execute(f"SELECT pos, game_id FROM {table}")
                        if g in keep}
            marks = ",".join("?" * len(wanted))
            return {g: p - 1 for p, g in db().execute(
                f"SELECT pos, game_id FROM {table} WHERE game_id IN ({marks})", wanted)}

        return self.history._guard(read)

    def ids_at(self, ranges: Sequence[tuple[int, int]]) -> list[int]:
        """The ids of the games at positions ``first`` to ``last`` (inclusive,
        0-based) of each range, in list order (one query per range)."""
        spans = [(max(0, a), b) for a, b in ranges if b >= max(0, a)]
        if not spans:
            return []
        db = self.history._db
        if not self.ranked and spans[-1][1] < self.direct_rows and len(spans) <= 3:
            condition, args = self.where.where()
            way = "DESC" if self.descending else "ASC"
            sql = (f"SELECT id FROM games WHERE {condition}"
                   f" ORDER BY {self._key()} {way}, id {way} LIMIT ? OFFSET ?")
            return self.history._guard(lambda: [
                int(r[0]) for a, b in spans
                for r in db().execute(sql, [*args, b - a + 1, a])])
        self._rank()
        sql = f"SELECT game_id FROM {self._table} WHERE pos BETWEEN ? AND ? ORDER BY pos"
        return self.history._guard(lambda: [
            int(r[0]) for a, b in spans for r in db().execute(sql, (a + 1, b + 1))])

    def _rank(self) -> None:
        if self.ranked:
            return
        condition, args = self.where.where()
        way = "DESC" if self.descending else "ASC"
        # Along the index only when it covers the query (no filter but ids).
        key = ORDERS[self.order]
        if self.where.filtered and self.order != "id":
            key = f"+({key})"
        db = self.history._db

        def build() -> None:
            c = db()
            c.execute(f"DROP TABLE IF EXISTS {self._table}")
            c.execute(f"CREATE TABLE {self._table} (pos INTEGER PRIMARY KEY, "
                      "game_id INTEGER NOT NULL)")
            # Row ids follow the SELECT's order (a test checks it).
            c.execute(f"INSERT INTO {self._table} (game_id) SELECT id FROM games"
                      f" WHERE {condition} ORDER BY {key} {way}, id {way}", args)

        self.history._guard(build)
        self._ranked_on = self.history._db()

    def close(self) -> None:
        """Drop the temporary table (if this thread's connection still has it)."""
        if self.ranked:
            table = self._table
            self._ranked_on = None
            self.history._guard(lambda: self.history._db().execute(
                f"DROP TABLE IF EXISTS {table}"))
