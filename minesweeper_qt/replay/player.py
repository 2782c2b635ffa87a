"""Rebuilding a recorded game's board at any moment, for a replay player.

:class:`Replayer` applies a recording's engine moves (:attr:`Recording.moves`)
to ``Game.from_layout`` on the recorded mines, so the looks at any event or time
are exactly those the player saw. Seeking is fast: a snapshot of the game is
kept every ``checkpoint_every`` moves, and a seek restores the nearest one and
applies the few moves after it. ``UNDO`` moves cancel the latest move not
cancelled yet; a seek past an undo rebuilds the board without the cancelled
move (from the checkpoint before it).
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator

from ..engine.game import Game
from ..engine.snapshot import Snapshot
from .recording import InputEvent, MoveKind, Recording, TimedMove


def zero_chord_targets(game: Game, row: int, col: int) -> list[tuple[int, int]]:
    """The hidden neighbours a chord on a revealed **zero** opens by the
    community's rules (ms-toollib, Arbiter): all of them (none is flagged:
    they were flagged when the opening spread and unflagged since). The
    engine's own chord ignores zeros; [] when the cell is not such a zero."""
    if game.status.is_over or not game.is_revealed(row, col) or game.number(row, col) != 0:
        return []
    around = [(r, c) for r in range(max(row - 1, 0), min(row + 2, game.rows))
              for c in range(max(col - 1, 0), min(col + 2, game.cols)) if (r, c) != (row, col)]
    if any(game.is_flagged(r, c) for r, c in around):
        return []
    return [(r, c) for r, c in around if not game.is_revealed(r, c)]


def can_chord(game: Game, row: int, col: int) -> bool:
    """Whether a chord on the cell opens something by the community's rules:
    the engine's chord, or a zero's (see :func:`zero_chord_targets`)."""
    return game.can_chord(row, col) or bool(zero_chord_targets(game, row, col))


def chord(game: Game, row: int, col: int) -> None:
    """A chord by the community's rules (see :func:`can_chord`)."""
    if game.can_chord(row, col):
        game.chord(row, col)
        return
    for cell in zero_chord_targets(game, row, col):
        game.reveal(*cell)


def effective_moves(moves: tuple[TimedMove, ...] | list[TimedMove]) -> list[int]:
    """Indices of the moves still in force after every ``UNDO`` among them."""
    kept: list[int] = []
    for i, mv in enumerate(moves):
        if mv.kind is MoveKind.UNDO:
            if kept:
                kept.pop()
        else:
            kept.append(i)
    return kept


class Replayer:
    """Seekable replay of ``recording``.

    ``game_after_moves(n)``: the game with the first ``n`` recorded moves
    applied (undos honoured); ``game_at_event(i)``: after every move caused by
    events ``0..i``. Each returns a fresh :class:`Game` the caller may keep or
    change.
    """

    def __init__(self, recording: Recording, checkpoint_every: int = 32) -> None:
        self.recording = recording
        self.checkpoint_every = max(1, checkpoint_every)
        self._moves = recording.moves
        self._by_event = [m.event_index for m in self._moves]
        self._checkpoints: dict[int, Snapshot] = {}
        self._has_undo = any(m.kind is MoveKind.UNDO for m in self._moves)

    def _fresh(self) -> Game:
        r = self.recording
        return Game.from_layout(r.rows, r.cols, r.mines, question_marks=r.rules.question_marks)

    @staticmethod
    def _apply(game: Game, move: TimedMove) -> None:
        if move.kind is MoveKind.REVEAL:
            game.reveal(move.row, move.col)
        elif move.kind is MoveKind.FLAG:
            game.toggle_flag(move.row, move.col)
        elif move.kind is MoveKind.CHORD:
            chord(game, move.row, move.col)

    def game_after_moves(self, n: int) -> Game:
        """The game after the first ``n`` moves (clamped to 0..len(moves))."""
        n = max(0, min(n, len(self._moves)))
        if self._has_undo:
            game = self._fresh()
            for i in effective_moves(self._moves[:n]):
                self._apply(game, self._moves[i])
            return game
        base = (n // self.checkpoint_every) * self.checkpoint_every
        while base > 0 and base not in self._checkpoints:
            base -= self.checkpoint_every
        game = Game.from_snapshot(self._checkpoints[base]) if base else self._fresh()
        for i in range(base, n):
            self._apply(game, self._moves[i])
            done = i + 1
            if done % self.checkpoint_every == 0 and done not in self._checkpoints:
                self._checkpoints[done] = game.snapshot()
        return game

    def moves_until_event(self, event_index: int) -> int:
        """How many moves were caused by events ``0..event_index``."""
        return bisect.bisect_right(self._by_event, event_index)

    def game_at_event(self, event_index: int) -> Game:
        return self.game_after_moves(self.moves_until_event(event_index))

    def frames(self) -> Iterator[tuple[int, InputEvent, Game]]:
        """``(event_index, event, game)`` for every input event in order; the same
        Game object is updated in place (copy with ``snapshot()`` to keep one)."""
        if self._has_undo:
            for i, event in enumerate(self.recording.events):
                yield i, event, self.game_at_event(i)
            return
        game = self._fresh()
        j = 0
        for i, event in enumerate(self.recording.events):
            while j < len(self._moves) and self._moves[j].event_index <= i:
                self._apply(game, self._moves[j])
                j += 1
            yield i, event, game


def replay_to(recording: Recording, event_index: int) -> Game:
    """The game as it looked right after input event ``event_index``."""
    return Replayer(recording).game_at_event(event_index)
