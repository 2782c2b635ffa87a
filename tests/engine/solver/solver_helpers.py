"""Reference helpers for the solver tests: brute-force probabilities over every
layout, and random positions taken from real games."""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

from minesweeper_qt.engine import FirstClick, Game, Knowledge, Status
from minesweeper_qt.engine.knowledge import HIDDEN


def brute_force(knowledge: Knowledge) -> dict[tuple[int, int], Fraction]:
    """Exact mine probability of every unrevealed cell by listing every set of
    ``knowledge.mines`` unrevealed cells that agrees with every revealed number
    (flags count as unrevealed). Small boards only."""
    cols = knowledge.cols
    hidden = [i for i, code in enumerate(knowledge.cells) if code >= HIDDEN]
    numbers = [(i, code) for i, code in enumerate(knowledge.cells) if code < HIDDEN]
    around = {i: [r * cols + c for r, c in knowledge.neighbours(*divmod(i, cols))]
              for i, _ in numbers}
    tallies = dict.fromkeys(hidden, 0)
    total = 0
    for combo in itertools.combinations(hidden, knowledge.mines):
        chosen = set(combo)
        if all(sum(1 for j in around[i] if j in chosen) == v for i, v in numbers):
            total += 1
            for m in combo:
                tallies[m] += 1
    assert total, "inconsistent position"
    return {divmod(i, cols): Fraction(t, total) for i, t in tallies.items()}


def random_position(
    seed: int, rows: int, cols: int, mines: int, reveals: int, max_layouts: int | None = None
) -> Knowledge:
    """A position from a real game: a first click under the SAFE rule, then
    ``reveals`` random safe reveals, and more while the unrevealed cells allow
    more than ``max_layouts`` mine sets (the game never ends in a loss)."""
    rng = random.Random(seed)
    game = Game(rows, cols, mines, seed=seed, first_click=FirstClick.SAFE)
    game.reveal(rng.randrange(rows), rng.randrange(cols))
    done = 0
    while game.status is Status.PLAYING:
        hidden = rows * cols - game.revealed_count
        if done >= reveals and (max_layouts is None or math.comb(hidden, mines) <= max_layouts):
            break
        done += 1
        safe = [(r, c) for r in range(rows) for c in range(cols)
                if not game.is_revealed(r, c) and (r, c) not in game.mines]
        game.reveal(*rng.choice(safe))
    return game.knowledge()
