"""The hint takes the simplest argument (issue 44): of the safe cells near the
player's attention, the one with the fewest proof steps, then the nearest."""

from __future__ import annotations

import random

import pytest

from minesweeper_qt.engine import BEGINNER, EXPERT, Game
from minesweeper_qt.engine.reasons import prove
from minesweeper_qt.engine.solver import analyze
from minesweeper_qt.view.assist import hint as hints


def _positions(difficulty, seeds):  # type: ignore[no-untyped-def]
    """Games part-played by certain moves, stopped at random points."""
    for seed in seeds:
        rng = random.Random(seed)
        game = Game(difficulty.rows, difficulty.cols, difficulty.mines, seed=seed)
        game.reveal(difficulty.rows // 2, difficulty.cols // 2)
        for _ in range(rng.randrange(0, 12)):
            if game.status.is_over:
                break
            analysis = analyze(game.knowledge())
            hidden = [c for c in analysis.safe if not game.is_revealed(*c)]
            if not hidden:
                break
            game.reveal(*rng.choice(sorted(hidden)))
        if not game.status.is_over:
            yield game


@pytest.mark.parametrize("difficulty", [BEGINNER, EXPERT], ids=["beginner", "expert"])
def test_the_hint_has_the_fewest_steps_of_the_nearest_safe_cells(qapp, difficulty) -> None:
    checked = 0
    for game in _positions(difficulty, range(40)):
        knowledge = game.knowledge()
        analysis = analyze(knowledge)
        near = (game.moves[-1].row, game.moves[-1].col)
        hint = hints.choose(game, analysis, knowledge, near)
        if hint is None or not hint.safe:
            continue
        hidden = [c for c in analysis.safe if not game.is_revealed(*c)
                  and not game.is_flagged(*c)]
        hidden.sort(key=lambda c: (max(abs(c[0] - near[0]), abs(c[1] - near[1])), c))
        lengths = [len(p.steps) for c in hidden[:hints.MAX_PROOFS]
                   if (p := prove(knowledge, c, analysis)) is not None]
        mine = prove(knowledge, hint.cell, analysis)
        assert mine is not None and not mine.mine
        assert len(mine.steps) <= min(lengths), (hint.cell, len(mine.steps), min(lengths))
        checked += 1
    assert checked >= 10
