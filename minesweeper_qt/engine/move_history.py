"""A game's move list walked again: replaying it, and the bookkeeping of
undoing a losing move.

The engine keeps no per-move copies of the board: a move costs nothing extra,
and walking back means playing the earlier moves again on the same layout
(an undo costs one replay, see ``Game.undo_last_move``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from .changes import Changes
from .types import Move, MoveKind


class Commands(Protocol):
    """The player's commands of a game."""

    def reveal(self, row: int, col: int) -> Changes: ...
    def toggle_flag(self, row: int, col: int) -> Changes: ...
    def chord(self, row: int, col: int) -> Changes: ...


class Tally(Protocol):
    """A game's move list and counts."""

    moves: list[Move]
    left_clicks: int
    right_clicks: int
    chord_clicks: int
    deaths: int


class Looks(Protocol):
    """What a game shows, row by row."""

    rows: int
    cols: int

    def look_codes(self, row: int, start: int, stop: int) -> list[int]: ...


def play(game: Commands, moves: Iterable[Move]) -> None:
    """Apply ``moves`` to ``game`` in order, as the player made them."""
    commands = {
        MoveKind.REVEAL: game.reveal,
        MoveKind.FLAG: game.toggle_flag,
        MoveKind.CHORD: game.chord,
    }
    for move in moves:
        commands[move.kind](move.row, move.col)


def forget_losing_move(game: Tally) -> None:
    """The last move leaves the list and its click count; ``deaths`` grows by one."""
    fatal = game.moves.pop()
    if fatal.kind is MoveKind.REVEAL:
        game.left_clicks -= 1
    elif fatal.kind is MoveKind.CHORD:
        game.chord_clicks -= 1
    else:  # a flag never loses; kept for completeness
        game.right_clicks -= 1
    game.deaths += 1


def looks(game: Looks) -> list[list[int]]:
    """Every row's look codes (see ``Game.look_codes``)."""
    return [game.look_codes(r, 0, game.cols) for r in range(game.rows)]


def changed(before: list[list[int]], after: list[list[int]], cols: int) -> Changes:
    """The cells whose look differs between two :func:`looks` of one board."""
    changes = Changes(cols + 1)
    stride = cols + 1
    for r, (old_row, new_row) in enumerate(zip(before, after, strict=True)):
        base = r * stride
        for c, (old, new) in enumerate(zip(old_row, new_row, strict=True)):
            if old != new:
                changes.add(base + c)
    return changes
