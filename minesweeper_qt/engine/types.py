"""Enums and small records the engine returns (never user-facing strings)."""

from __future__ import annotations

from enum import Enum, IntEnum
from typing import NamedTuple


class Status(Enum):
    """Where a game stands: no move yet, in play, or over."""

    READY = "ready"
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"

    @property
    def is_over(self) -> bool:
        return self is Status.WON or self is Status.LOST


class FirstClick(Enum):
    """What the first reveal is guaranteed to find.

    ``OPENING`` (modern rule, default): the clicked cell and its neighbours are
    mine-free, so the first click always opens an area; falls back to ``SAFE``
    when the density leaves no room. ``SAFE`` (classic Windows rule): only the
    clicked cell is mine-free.
    """

    OPENING = "opening"
    SAFE = "safe"


class Look(IntEnum):
    """What a cell shows the player; with ``REVEALED`` the number comes from
    ``Game.number``. ``MINE``, ``EXPLODED`` and ``WRONG_FLAG`` appear only after
    a loss; after a win every mine shows ``FLAG``."""

    HIDDEN = 0
    FLAG = 1
    QUESTION = 2
    REVEALED = 3
    MINE = 4
    EXPLODED = 5
    WRONG_FLAG = 6


class MoveKind(Enum):
    REVEAL = "reveal"
    FLAG = "flag"
    CHORD = "chord"


class Move(NamedTuple):
    """One command given to a game: what, where, and ``time`` in seconds of play."""

    kind: MoveKind
    row: int
    col: int
    time: float
