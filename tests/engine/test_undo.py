"""Undo of the losing move (practice): exact looks, clock, moves and snapshots."""

from __future__ import annotations

import random

import pytest

from minesweeper_qt.engine import Game, Status
from minesweeper_qt.engine.types import MoveKind


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def looks(game: Game) -> list[list[int]]:
    return [game.look_codes(r, 0, game.cols) for r in range(game.rows)]


def test_undo_restores_exactly_the_previous_looks_over_random_games() -> None:
    rng = random.Random(7)
    undone = 0
    for _ in range(60):
        clock = FakeClock()
        game = Game(9, 9, rng.choice((10, 20, 30)), seed=rng.randrange(2**32),
                    question_marks=rng.random() < 0.5, time_source=clock)
        steps = 0
        while steps < 80 and game.status is not Status.WON:
            steps += 1
            clock.now += 0.5
            r, c = rng.randrange(9), rng.randrange(9)
            before = looks(game)
            mines_left, moves = game.mines_left, list(game.moves)
            kind = rng.random()
            if kind < 0.6:
                game.reveal(r, c)
            elif kind < 0.8:
                game.toggle_flag(r, c)
            else:
                game.chord(r, c)
            if game.status is Status.LOST:
                stopped = game.elapsed
                changed = game.undo_last_move()
                undone += 1
                assert looks(game) == before
                assert set(changed) == {(rr, cc) for rr in range(9) for cc in range(9)
                                        if before[rr][cc] != game.look_codes(rr, cc, cc + 1)[0]
                                        } | set(changed)
                assert game.mines_left == mines_left
                assert game.moves == moves
                assert game.status in (Status.PLAYING, Status.READY)
                assert game.exploded is None
                assert game.elapsed == pytest.approx(stopped)
                # The saved moves still replay the game, and a snapshot restores it.
                assert looks(game.replay()) == before
                assert looks(Game.from_snapshot(game.snapshot(), clock)) == before
                assert game.deaths == undone_in(game)
    assert undone > 20


def undone_in(game: Game) -> int:
    return game.deaths


def test_undo_changes_exactly_the_cells_whose_look_changed() -> None:
    # Mines at (0, 0) and (2, 2); reveal (0, 2) then hit (2, 2).
    game = Game.from_layout(3, 3, [(0, 0), (2, 2)])
    game.reveal(0, 2)
    before = looks(game)
    game.reveal(2, 2)
    lost = looks(game)
    changed = set(game.undo_last_move())
    assert changed == {(r, c) for r in range(3) for c in range(3) if lost[r][c] != before[r][c]}
    assert changed == {(0, 0), (2, 2)}


def test_clock_continues_after_undo_and_counts_deaths() -> None:
    clock = FakeClock()
    game = Game.from_layout(3, 3, [(2, 0), (2, 2)], time_source=clock)
    game.reveal(0, 1)  # opens the two top rows
    clock.now += 10
    game.toggle_flag(2, 1)  # a wrong flag, so the chord below loses
    clock.now += 2
    game.chord(1, 0)
    assert game.status is Status.LOST
    clock.now += 30  # time passes on the result screen: not counted
    assert game.elapsed == pytest.approx(12)
    game.undo_last_move()
    assert game.status is Status.PLAYING and game.deaths == 1
    assert game.chord_clicks == 0 and [m.kind for m in game.moves] == [
        MoveKind.REVEAL, MoveKind.FLAG]
    clock.now += 5
    assert game.elapsed == pytest.approx(17)
    game.toggle_flag(2, 1)
    game.reveal(2, 1)
    assert game.status is Status.WON
    snap = game.snapshot()
    assert snap.deaths == 1


def test_undo_of_a_losing_first_reveal_returns_to_ready() -> None:
    clock = FakeClock()
    game = Game.from_layout(3, 3, [(1, 1)], time_source=clock)
    game.reveal(1, 1)
    assert game.status is Status.LOST
    game.undo_last_move()
    assert game.status is Status.READY and not game.moves and game.has_layout
    clock.now += 5
    game.reveal(0, 0)
    clock.now += 1
    assert game.status is Status.PLAYING and game.elapsed == pytest.approx(1)


def test_undo_does_nothing_unless_lost() -> None:
    game = Game.from_layout(3, 3, [(1, 1)])
    assert not game.undo_last_move()
    game.reveal(0, 0)
    assert not game.undo_last_move() and game.deaths == 0


def test_snapshot_rejects_bad_deaths() -> None:
    from dataclasses import replace
    game = Game.from_layout(3, 3, [(1, 1)])
    game.reveal(0, 0)
    for bad in (-1, True, 1.5):
        with pytest.raises(ValueError):
            Game.from_snapshot(replace(game.snapshot(), deaths=bad))
