"""analyze() probabilities against independent oracles: brute force over every
layout on small boards, and ms-toollib's ``cal_probability_onboard`` on
mid-game positions of real games."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from solver_helpers import brute_force, random_position

from minesweeper_qt.engine import Game, Knowledge
from minesweeper_qt.engine.knowledge import FLAG, HIDDEN
from minesweeper_qt.engine.solver import GuessKind, analyze, autoplay, best_guess, choose, policy


@st.composite
def small_positions(draw: st.DrawFn) -> Knowledge:
    rows = draw(st.integers(2, 5))
    cols = draw(st.integers(2, 5))
    mines = draw(st.integers(1, rows * cols - 2))
    seed = draw(st.integers(0, 2**32))
    reveals = draw(st.integers(0, 4))
    knowledge = random_position(seed, rows, cols, mines, reveals, max_layouts=3000)
    flags = draw(st.lists(st.integers(0, rows * cols - 1), max_size=3))
    cells = bytearray(knowledge.cells)
    for i in flags:
        if cells[i] == HIDDEN:
            cells[i] = FLAG  # claims, right or wrong: the analysis ignores them
    return Knowledge(rows, cols, mines, bytes(cells))


@settings(max_examples=300, deadline=None)
@given(small_positions())
def test_probabilities_equal_brute_force(knowledge: Knowledge) -> None:
    analysis = analyze(knowledge)
    exact = brute_force(knowledge)
    for (r, c), p in exact.items():
        assert analysis.probability(r, c) == pytest.approx(float(p), abs=1e-12)
    assert analysis.safe == {cell for cell, p in exact.items() if p == 0}
    assert analysis.mines == {cell for cell, p in exact.items() if p == 1}
    for cell in analysis.safe | analysis.mines:
        reason = analysis.reason(*cell)
        assert reason is not None
        assert all(knowledge.is_revealed(*n) for n in reason.numbers)
    open_cells = {cell: p for cell, p in exact.items() if p < 1}
    if open_cells:
        guess = choose(knowledge, analysis)
        assert guess.cell == best_guess(knowledge, analysis)
        assert guess.cell in open_cells and guess.risk == pytest.approx(float(exact[guess.cell]))
        unflagged = {cell: p for cell, p in open_cells.items()
                     if not knowledge.is_flagged(*cell)}
        lowest = min((unflagged or open_cells).values())
        if guess.kind is GuessKind.PROGRESS:
            # within the policy's slack of the best chance of being safe
            assert 1 - float(exact[guess.cell]) >= (1 - lowest) * (1 - policy.SLACK) - 1e-9


def _midgame_positions(rows: int, cols: int, mines: int, games: int) -> list[Knowledge]:
    """Positions where the auto-player needed the full analysis."""
    seen: list[Knowledge] = []
    original = autoplay.analyze

    def record(knowledge: Knowledge, **kwargs: int) -> object:
        seen.append(knowledge)
        return original(knowledge, **kwargs)

    autoplay.analyze = record  # type: ignore[assignment]
    try:
        for seed in range(games):
            autoplay.play(Game(rows, cols, mines, seed=seed))
    finally:
        autoplay.analyze = original
    return seen


@pytest.mark.parametrize("rows, cols, mines, games", [
    (16, 30, 99, 12),
    (16, 16, 40, 12),
    (9, 9, 10, 20),
])
def test_probabilities_equal_ms_toollib(rows: int, cols: int, mines: int, games: int) -> None:
    ms = pytest.importorskip(
        "ms_toollib", reason="ms-toollib (the test extra's independent oracle) is not installed")
    positions = _midgame_positions(rows, cols, mines, games)
    rng = random.Random(rows * cols)
    positions = rng.sample(positions, min(25, len(positions)))
    assert positions
    for knowledge in positions:
        board = [[min(knowledge.code(r, c), HIDDEN) for c in range(cols)] for r in range(rows)]
        expected, _ = ms.cal_probability_onboard(board, knowledge.mines)
        analysis = analyze(knowledge)
        for r in range(rows):
            for c in range(cols):
                if board[r][c] == HIDDEN:
                    assert analysis.probability(r, c) == pytest.approx(expected[r][c], abs=1e-9)
