"""The exact endgame search on positions with tens of layouts, against a plain
game-tree search over the brute-force layouts (the policy's own test checks
positions of at most ten)."""

from __future__ import annotations

import pytest
from solver_helpers import guess_point, win_chances

from minesweeper_qt.engine.knowledge import HIDDEN
from minesweeper_qt.engine.solver import analyze, endgame
from minesweeper_qt.engine.solver.position import Position


@pytest.mark.parametrize("seed", [0, 1, 2, 4, 9])
def test_the_endgame_over_tens_of_layouts_wins_as_often_as_a_plain_search(seed: int) -> None:
    # Deep enough that states below the first move drop cells settled above
    # them (a mine, or safe with one number, in every layout left).
    knowledge = guess_point(seed, 5, 6, 8, max_layouts=40)
    assert knowledge is not None
    analysis = analyze(knowledge)
    cols = knowledge.cols
    position = Position(knowledge, [
        None if code < HIDDEN else analysis.probability(*divmod(i, cols))
        for i, code in enumerate(knowledge.cells)])
    move = endgame.best_move(position)
    assert move is not None
    chances = win_chances(knowledge)
    best = max(chances.values())
    assert move.layouts == position.total
    assert move.win == pytest.approx(float(best), abs=1e-12)
    assert chances[divmod(move.cell, cols)] == best
