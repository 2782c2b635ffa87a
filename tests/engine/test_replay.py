"""A game's rules are frozen when it starts, so its recorded moves replay it exactly."""

from __future__ import annotations

import os
import random

from minesweeper_qt.engine import FirstClick, Game, Gesture, InputMode

SCALE = max(0.05, float(os.environ.get("MINESWEEPER_FUZZ_SCALE", "1")))


def looks(game: Game) -> list[list[int]]:
    return [game.look_codes(row, 0, game.cols) for row in range(game.rows)]


def test_thousands_of_random_games_replay_to_the_same_looks() -> None:
    rng = random.Random(20261122)
    gestures = list(Gesture)
    for n in range(round(2000 * SCALE)):
        rows, cols = rng.randint(1, 9), rng.randint(2, 9)
        mines = rng.randint(1, rows * cols - 1)
        game = Game(rows, cols, mines, seed=rng.randrange(2**32),
                    first_click=rng.choice(list(FirstClick)),
                    question_marks=rng.random() < 0.5, time_source=lambda: 0.0)
        mode = InputMode(flag_mode=rng.random() < 0.2, chord_numbers=rng.random() < 0.7)
        for _ in range(rng.randint(0, 40)):
            if game.status.is_over:
                break
            game.act(rng.randrange(rows), rng.randrange(cols), rng.choice(gestures), mode)
        again = game.replay()
        assert looks(again) == looks(game), n
        assert again.status is game.status, n
        assert again.mines == game.mines, n
        assert again.mines_left == game.mines_left, n
        assert (again.left_clicks, again.right_clicks, again.chord_clicks) == (
            game.left_clicks, game.right_clicks, game.chord_clicks), n


def test_a_gesture_means_what_the_rules_say() -> None:
    # 1 x 3: a mine at the left end; (0, 1) shows 1 once revealed.
    game = Game.from_layout(1, 3, [(0, 0)], time_source=lambda: 0.0)
    game.act(0, 1, Gesture.PRIMARY)
    assert game.is_revealed(0, 1)
    game.act(0, 0, Gesture.HOLD)  # a hold on a hidden cell flags
    assert game.is_flagged(0, 0)
    game.act(0, 1, Gesture.PRIMARY, InputMode(chord_numbers=False))  # no chord: nothing
    assert not game.is_revealed(0, 2)
    game.act(0, 1, Gesture.PRIMARY)  # a satisfied number chords
    assert game.status.is_over and game.is_revealed(0, 2)


def test_flag_mode_swaps_primary_and_hold() -> None:
    game = Game.from_layout(2, 2, [(0, 0)], time_source=lambda: 0.0)
    flag_mode = InputMode(flag_mode=True)
    game.act(0, 1, Gesture.PRIMARY, flag_mode)
    assert game.is_flagged(0, 1)
    game.act(1, 1, Gesture.HOLD, flag_mode)
    assert game.is_revealed(1, 1)
