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


def layouts_of(knowledge: Knowledge) -> list[frozenset[int]]:
    """Every set of ``knowledge.mines`` unrevealed cells (flat indices) that
    agrees with every revealed number, listed by brute force (small boards)."""
    cols = knowledge.cols
    hidden = [i for i, code in enumerate(knowledge.cells) if code >= HIDDEN]
    numbers = [(i, code) for i, code in enumerate(knowledge.cells) if code < HIDDEN]
    around = {i: [r * cols + c for r, c in knowledge.neighbours(*divmod(i, cols))]
              for i, _ in numbers}
    return [frozenset(combo) for combo in itertools.combinations(hidden, knowledge.mines)
            if all(sum(1 for j in around[i] if j in combo) == v for i, v in numbers)]


def win_chances(knowledge: Knowledge) -> dict[tuple[int, int], Fraction]:
    """For every unrevealed cell, the chance of winning the game when it is
    revealed first and best play follows: a plain game-tree search over the
    brute-force layouts (no pruning, no bit tricks; tiny positions only)."""
    cols = knowledge.cols
    listed = layouts_of(knowledge)
    hidden = [i for i, code in enumerate(knowledge.cells) if code >= HIDDEN]
    around = {i: [r * cols + c for r, c in knowledge.neighbours(*divmod(i, cols))]
              for i in hidden}

    def shown(cell: int, layout: frozenset[int]) -> int:
        return sum(1 for j in around[cell] if j in layout)

    def after(cell: int, layouts: tuple[frozenset[int], ...]) -> Fraction:
        """Chance of winning over ``layouts`` (equally likely) by revealing
        ``cell`` now and playing best afterwards."""
        parts: dict[int, list[frozenset[int]]] = {}
        for layout in layouts:
            if cell not in layout:
                parts.setdefault(shown(cell, layout), []).append(layout)
        won = sum((len(part) * best(tuple(part)) for part in parts.values()), Fraction(0))
        return won / len(layouts)

    def tells(cell: int, layouts: tuple[frozenset[int], ...]) -> bool:
        """Whether revealing ``cell`` can split ``layouts`` (a cell safe in all
        of them that always shows the same number cannot)."""
        if any(cell in layout for layout in layouts):
            return not all(cell in layout for layout in layouts)
        return len({shown(cell, layout) for layout in layouts}) > 1

    memo: dict[tuple[frozenset[int], ...], Fraction] = {}

    def best(layouts: tuple[frozenset[int], ...]) -> Fraction:
        if len(layouts) == 1:
            return Fraction(1)
        got = memo.get(layouts)
        if got is None:
            got = max(after(c, layouts) for c in hidden if tells(c, layouts))
            memo[layouts] = got
        return got

    everything = tuple(listed)
    return {divmod(c, cols): after(c, everything) for c in hidden}


def guess_point(seed: int, rows: int, cols: int, mines: int, max_layouts: int) -> Knowledge | None:
    """A position of a real game where nothing is certain and at most
    ``max_layouts`` layouts remain: after a random first click, every cell the
    numbers prove safe is revealed, and while too many layouts remain a random
    safe cell too (the game is never lost). None when the game is won first."""
    from minesweeper_qt.engine.solver import analyze

    rng = random.Random(seed)
    game = Game(rows, cols, mines, seed=seed)
    game.reveal(rng.randrange(rows), rng.randrange(cols))
    while game.status is Status.PLAYING:
        knowledge = game.knowledge()
        analysis = analyze(knowledge)
        if analysis.safe:
            for cell in sorted(analysis.safe):
                game.reveal(*cell)
            continue
        if len(layouts_of(knowledge)) <= max_layouts:
            return knowledge
        safe = [(r, c) for r in range(rows) for c in range(cols)
                if not game.is_revealed(r, c) and (r, c) not in game.mines]
        game.reveal(*rng.choice(safe))
    return None


def survival_chances(knowledge: Knowledge, depth: int) -> dict[tuple[int, int], Fraction]:
    """For every unrevealed cell, the chance of surviving the next ``depth``
    guesses (>= 1) when it is revealed first and best play follows, a reveal
    that cannot be a mine counting as no guess and a game won as survived: a
    plain game-tree search over the brute-force layouts cut at that depth
    (tiny positions only)."""
    cols = knowledge.cols
    listed = layouts_of(knowledge)
    hidden = [i for i, code in enumerate(knowledge.cells) if code >= HIDDEN]
    around = {i: [r * cols + c for r, c in knowledge.neighbours(*divmod(i, cols))]
              for i in hidden}

    def after(cell: int, layouts: tuple[frozenset[int], ...], left: int) -> Fraction:
        risky = any(cell in layout for layout in layouts)
        parts: dict[int, list[frozenset[int]]] = {}
        for layout in layouts:
            if cell not in layout:
                parts.setdefault(sum(1 for j in around[cell] if j in layout), []).append(layout)
        below = left - 1 if risky else left
        survived = sum((len(part) * best(tuple(part), below) for part in parts.values()),
                       Fraction(0))
        return survived / len(layouts)

    def tells(cell: int, layouts: tuple[frozenset[int], ...]) -> bool:
        if any(cell in layout for layout in layouts):
            return not all(cell in layout for layout in layouts)
        return len({sum(1 for j in around[cell] if j in layout) for layout in layouts}) > 1

    def best(layouts: tuple[frozenset[int], ...], left: int) -> Fraction:
        if len(layouts) == 1 or left == 0:
            return Fraction(1)
        return max(after(c, layouts, left) for c in hidden if tells(c, layouts))

    everything = tuple(listed)
    return {divmod(c, cols): after(c, everything, depth) for c in hidden}
