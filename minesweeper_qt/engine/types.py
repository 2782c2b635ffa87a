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


class Gesture(Enum):
    """What the player did on a cell, before the rules decide what it means
    (see :meth:`Game.act`)."""

    #: A left click, a tap, Space or Enter.
    PRIMARY = "primary"
    #: A right click or F.
    FLAG = "flag"
    #: A middle click, or left and right pressed together.
    CHORD = "chord"
    #: A long press (touch, pen, or the mouse when that is allowed).
    HOLD = "hold"


class InputMode(NamedTuple):
    """The player's input preferences that change what a gesture means.

    ``flag_mode``: a primary gesture flags and a hold reveals (players without a
    right button); ``chord_numbers``: a primary gesture on a revealed number
    chords (the keyboard always does).
    """

    flag_mode: bool = False
    chord_numbers: bool = True


class MoveKind(IntEnum):
    """A command given to a game, the one kind of move everywhere: the
    engine's moves, recordings and the replay (stable numbers: recordings
    store them). ``UNDO`` (in recordings only) cancels the latest move not
    cancelled yet."""

    REVEAL = 1
    FLAG = 2
    CHORD = 3
    UNDO = 4


class Move(NamedTuple):
    """One command given to a game: what, where, and ``time`` in seconds of play."""

    kind: MoveKind
    row: int
    col: int
    time: float
