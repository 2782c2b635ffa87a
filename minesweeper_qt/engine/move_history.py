"""A game's move list walked again: replaying it, and undoing a losing move.

The engine keeps no per-move copies of the board: a move costs nothing extra,
and walking back means playing the earlier moves again on the same layout
(an undo costs one replay).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .changes import Changes
from .types import Move, MoveKind

if TYPE_CHECKING:
    from .game import Game


def play(game: Game, moves: Iterable[Move]) -> None:
    """Apply ``moves`` to ``game`` in order, as the player made them."""
    commands = {
        MoveKind.REVEAL: game.reveal,
        MoveKind.FLAG: game.toggle_flag,
        MoveKind.CHORD: game.chord,
    }
    for move in moves:
        commands[move.kind](move.row, move.col)


def undo_loss(game: Game) -> Changes:
    """Take back the losing last move of ``game`` (a lost game with moves; see
    :meth:`.game.Game.undo_last_move`): its cells become those of a restart
    replayed up to that move, the move leaves the list and its click count,
    ``deaths`` grows by one, and the clock goes on from the time it stopped at
    (see ``Game._take_back``). Returns the cells whose look changed."""
    changes = Changes(game.cols + 1)
    rows, cols = game.rows, game.cols
    before = [game.look_codes(r, 0, cols) for r in range(rows)]
    fatal = game.moves[-1]
    earlier = game.restart()
    play(earlier, game.moves[:-1])
    game._take_back(earlier)
    game.moves.pop()
    if fatal.kind is MoveKind.REVEAL:
        game.left_clicks -= 1
    elif fatal.kind is MoveKind.CHORD:
        game.chord_clicks -= 1
    else:  # a flag never loses; kept for completeness
        game.right_clicks -= 1
    game.deaths += 1
    stride = cols + 1
    for r in range(rows):
        after = game.look_codes(r, 0, cols)
        base = r * stride
        for c, (old_code, new_code) in enumerate(zip(before[r], after, strict=True)):
            if old_code != new_code:
                changes.add(base + c)
    return changes
