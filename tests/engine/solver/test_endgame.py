"""The exact endgame search on positions with tens of layouts, against a plain
game-tree search over the brute-force layouts (the policy's own test checks
positions of at most ten)."""

from __future__ import annotations

import pytest
from solver_helpers import guess_point, survival_chances, win_chances

from minesweeper_qt.engine.knowledge import HIDDEN, Knowledge
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


@pytest.mark.parametrize(("seed", "depth"), [(0, 1), (1, 2), (2, 2), (4, 3), (9, 2)])
def test_the_shallow_search_survives_as_often_as_a_plain_search_cut_at_its_depth(
        seed: int, depth: int) -> None:
    knowledge = guess_point(seed, 5, 6, 8, max_layouts=40)
    assert knowledge is not None
    position = _position(knowledge)
    move = endgame.shallow_move(position, sorted(position.unknown), depth, max_layouts=40,
                                max_states=100_000)
    assert move is not None
    chances = survival_chances(knowledge, depth)
    best = max(chances.values())
    assert move.win == pytest.approx(float(best), abs=1e-12)
    assert chances[divmod(move.cell, knowledge.cols)] == best


def test_the_shallow_search_keeps_to_its_limits() -> None:
    knowledge = guess_point(1, 5, 6, 8, max_layouts=40)
    assert knowledge is not None
    position = _position(knowledge)
    cells = sorted(position.unknown)
    assert endgame.shallow_move(position, cells, 2, position.total - 1, 100_000) is None
    assert endgame.shallow_move(position, cells, 2, position.total, 0) is None
    deep = endgame.shallow_move(position, cells, 50, position.total, 100_000)
    whole = endgame.best_move(position, cells)
    assert deep is not None and whole is not None
    assert deep.win == pytest.approx(whole.win, abs=1e-12)


def _position(knowledge: Knowledge) -> Position:
    analysis = analyze(knowledge)
    cols = knowledge.cols
    return Position(knowledge, [
        None if code < HIDDEN else analysis.probability(*divmod(i, cols))
        for i, code in enumerate(knowledge.cells)])
