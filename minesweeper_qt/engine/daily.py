"""The daily board: one layout per UTC day, the same on every machine.

A day's board depends on two things only: the date (UTC) and the daily rule
(:class:`DailyRule`: board size, mine count and the given opening cell, under a
rule id such as ``"d1"``). The seed is ``sha256("<rule id>:<YYYY-MM-DD>")``; the
mines are drawn by a partial Fisher-Yates shuffle of the allowed cells driven by
SHA-256 in counter mode (:class:`HashStream`), never by :mod:`random`, so no
change to Python's random module, to the game's other generators or to the
solver can move a mine of a past day. A change to anything here that alters a
layout must come with a new rule id (``RULES`` keeps the old ones, so old days
stay reproducible); ``tests/engine/test_daily.py`` pins three past days.

The first click is part of the rule: ``rule.opening`` and its neighbours never
hold a mine, so that cell always opens an area, wherever the player clicks.

This module imports the standard library only (the cross-version test loads it
alone under older interpreters).
"""

from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass

__all__ = ["CURRENT_RULE", "RULES", "DailyBoard", "DailyRule", "HashStream", "board_code",
           "daily_board", "parse_day", "utc_today"]

#: The first day a daily board exists (earlier dates are refused).
FIRST_DAY = datetime.date(2000, 1, 1)
#: Length of a board's verification code (hex digits of SHA-256 over its mines).
CODE_LENGTH = 10


@dataclass(frozen=True)
class DailyRule:
    """How a day's board is made: ``id`` (short, stable, in share lines and the
    history), a ``rows`` x ``cols`` board with ``mines`` mines, and the
    ``opening`` cell ``(row, col)`` kept free of mines with its neighbours."""

    id: str
    rows: int
    cols: int
    mines: int
    opening: tuple[int, int]


#: Every rule ever shipped, by id. Never change one: add a new id.
RULES: dict[str, DailyRule] = {
    # Intermediate every day: one size keeps times and streaks comparable from
    # day to day, and a few minutes' game suits a daily habit. The opening is
    # the board's centre (the top-left of its four middle cells).
    "d1": DailyRule("d1", 16, 16, 40, (7, 7)),
}
#: The rule of today's boards.
CURRENT_RULE = RULES["d1"]


class HashStream:
    """Random whole numbers from SHA-256 in counter mode: block ``n`` is
    ``sha256(seed + n as 8 big-endian bytes)``, read 4 bytes at a time. Defined
    by SHA-256 alone, so it gives the same numbers on every Python version and
    machine."""

    def __init__(self, seed: bytes) -> None:
        self._seed = seed
        self._counter = 0
        self._buffer = b""

    def _word(self) -> int:
        if len(self._buffer) < 4:
            self._buffer += hashlib.sha256(
                self._seed + self._counter.to_bytes(8, "big")).digest()
            self._counter += 1
        word, self._buffer = self._buffer[:4], self._buffer[4:]
        return int.from_bytes(word, "big")

    def below(self, n: int) -> int:
        """A whole number drawn uniformly from ``0 .. n - 1`` (rejection
        sampling over 32-bit words: no modulo bias).

        Raises:
            ValueError: ``n`` is not between 1 and 2**32.
        """
        if not 1 <= n <= 1 << 32:
            raise ValueError(f"cannot draw below {n}")
        limit = (1 << 32) - (1 << 32) % n
        while True:
            word = self._word()
            if word < limit:
                return word % n


@dataclass(frozen=True)
class DailyBoard:
    """One day's board: its ``rule``, its ``day`` (UTC date) and its ``mines``
    (frozenset of ``(row, col)``)."""

    rule: DailyRule
    day: datetime.date
    mines: frozenset[tuple[int, int]]

    @property
    def key(self) -> str:
        """``"<rule id>:<YYYY-MM-DD>"``: names the board (the seed's text)."""
        return f"{self.rule.id}:{self.day.isoformat()}"

    @property
    def code(self) -> str:
        """The board's verification code (:func:`board_code`)."""
        return board_code(self.rule.rows, self.rule.cols, self.mines)

    @property
    def first_click(self) -> tuple[int, int]:
        """The given opening cell ``(row, col)``."""
        return self.rule.opening


def board_code(rows: int, cols: int, mines: frozenset[tuple[int, int]] | set[tuple[int, int]]
               ) -> str:
    """A short code of a layout: the first :data:`CODE_LENGTH` hex digits of
    SHA-256 over ``"ROWSxCOLS:"`` and the mines' row-major indices, sorted and
    comma-separated. Two copies of the game that make the same board get the
    same code."""
    text = f"{rows}x{cols}:" + ",".join(str(i) for i in sorted(r * cols + c for r, c in mines))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:CODE_LENGTH]


def daily_board(day: datetime.date, rule: DailyRule = CURRENT_RULE) -> DailyBoard:
    """The board of ``day`` (a UTC date) under ``rule``.

    Raises:
        ValueError: ``day`` is before :data:`FIRST_DAY`.
    """
    if day < FIRST_DAY:
        raise ValueError(f"there is no daily board before {FIRST_DAY.isoformat()}")
    rows, cols = rule.rows, rule.cols
    stream = HashStream(hashlib.sha256(f"{rule.id}:{day.isoformat()}".encode("ascii")).digest())
    r0, c0 = rule.opening
    kept_free = {(r, c) for r in range(r0 - 1, r0 + 2) for c in range(c0 - 1, c0 + 2)}
    cells = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in kept_free]
    # Partial Fisher-Yates: the first ``mines`` places get a uniform choice.
    for i in range(rule.mines):
        j = i + stream.below(len(cells) - i)
        cells[i], cells[j] = cells[j], cells[i]
    return DailyBoard(rule, day, frozenset(cells[:rule.mines]))


def utc_today(now: datetime.datetime | None = None) -> datetime.date:
    """Today's date in UTC (``now``: an aware date-time, default the clock's):
    the daily board changes at 00:00 UTC wherever the player is."""
    moment = now if now is not None else datetime.datetime.now(datetime.timezone.utc)
    return moment.astimezone(datetime.timezone.utc).date()


def parse_day(text: str) -> datetime.date:
    """A ``YYYY-MM-DD`` date.

    Raises:
        ValueError: not such a date, or before :data:`FIRST_DAY`.
    """
    if len(text) != 10 or text[4] != "-" or text[7] != "-" \
            or not (text[:4] + text[5:7] + text[8:]).isascii() \
            or not (text[:4] + text[5:7] + text[8:]).isdigit():
        raise ValueError(f"expected a date as YYYY-MM-DD, got {text[:40]!r}")
    try:
        day = datetime.date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"no such date: {text!r}") from None
    if day < FIRST_DAY:
        raise ValueError(f"there is no daily board before {FIRST_DAY.isoformat()}")
    return day
