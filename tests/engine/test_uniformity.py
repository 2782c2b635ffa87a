"""Mines are laid uniformly over the cells the first-click rule allows.

Chi-square goodness of fit over seeded games (deterministic: the seeds are
fixed, so the test never flakes; a biased generator shows as a huge statistic).

Each game lays ``k`` mines on ``n`` allowed cells without replacement, so the
per-cell counts are not a plain multinomial: over ``N`` games the count of a
cell has variance ``N p (1-p)`` (``p = k/n``) and two cells covary by
``-N p (1-p) / (n-1)``. Then ``X2 = sum (O - E)^2 / E`` is distributed as
``c * chi2(n - 1)`` with ``c = (n - k) / (n - 1)``; we divide by ``c`` and
compare with the chi-square critical value for ``n - 1`` degrees of freedom.
(With ``k = 1`` this is the textbook test.)
"""

from __future__ import annotations

import math
import random

import pytest
from engine_reference import cells, neighbours

from minesweeper_qt.engine import FirstClick, Game, Placement, UniformGenerator
from minesweeper_qt.engine.generators import excluded_cells
from minesweeper_qt.engine.layout import Layout

# Upper 0.1 % point of the standard normal, from a table: P(Z > 3.090232) = 0.001.
Z_999 = 3.090232306


def chi2_critical(df: int, z: float = Z_999) -> float:
    """Wilson-Hilferty approximation of the chi-square quantile for ``df``
    degrees of freedom: ``df * (1 - 2/(9 df) + z sqrt(2/(9 df)))^3``."""
    a = 2.0 / (9.0 * df)
    return df * (1.0 - a + z * math.sqrt(a)) ** 3


@pytest.mark.parametrize(
    ("df", "table"),
    # p = 0.001 critical values from a standard chi-square table.
    [(10, 29.588), (15, 37.697), (20, 45.315), (23, 49.728), (26, 54.052), (30, 59.703)],
)
def test_wilson_hilferty_matches_the_table(df: int, table: float) -> None:
    assert chi2_critical(df) == pytest.approx(table, rel=0.01)


#: The two-step draw of huge boards (a draw over the whole board, then the
#: mines on the kept-free cells moved), forced on small boards.
DRAW_AHEAD = UniformGenerator(ahead_cells=0)


def mine_counts(
    rows: int, cols: int, mines: int, click: tuple[int, int], rule: FirstClick, games: int,
    generator: UniformGenerator | None = None,
) -> dict[tuple[int, int], int]:
    counts = dict.fromkeys(cells(rows, cols), 0)
    for seed in range(games):
        game = (Game(rows, cols, mines, seed=seed, first_click=rule) if generator is None
                else Game(rows, cols, mines, seed=seed, first_click=rule, generator=generator))
        if generator is not None and seed % 2:
            assert game.prepare()  # drawn ahead or not: the same distribution
        game.reveal(*click)
        for cell in game.mines:
            counts[cell] += 1
    return counts


CASES = [
    # rows, cols, mines, click, rule, excluded block
    pytest.param(5, 5, 5, (2, 2), FirstClick.SAFE, id="5x5-5-safe-centre"),
    pytest.param(5, 5, 15, (2, 2), FirstClick.SAFE, id="5x5-15-safe-dense"),
    pytest.param(4, 7, 6, (0, 0), FirstClick.SAFE, id="4x7-6-safe-corner"),
    pytest.param(5, 5, 5, (2, 2), FirstClick.OPENING, id="5x5-5-opening-centre"),
    pytest.param(5, 5, 5, (0, 0), FirstClick.OPENING, id="5x5-5-opening-corner"),
    pytest.param(6, 5, 14, (5, 4), FirstClick.OPENING, id="6x5-14-opening-last-corner"),
]

GAMES = 6000


@pytest.mark.parametrize("generator", [None, DRAW_AHEAD], ids=["one-step", "drawn-ahead"])
@pytest.mark.parametrize(("rows", "cols", "mines", "click", "rule"), CASES)
def test_mines_are_uniform_over_allowed_cells(
    rows: int, cols: int, mines: int, click: tuple[int, int], rule: FirstClick,
    generator: UniformGenerator | None,
) -> None:
    excluded = {click}
    if rule is FirstClick.OPENING:
        excluded |= set(neighbours(rows, cols, *click))
    allowed = [c for c in cells(rows, cols) if c not in excluded]
    assert mines <= len(allowed)  # the cases keep OPENING's block (no fallback)
    counts = mine_counts(rows, cols, mines, click, rule, GAMES, generator)

    # Excluded cells never get a mine; every allowed cell does, including the
    # last row and the last column (an off-by-one in the draw would miss them).
    assert all(counts[c] == 0 for c in excluded)
    assert all(counts[c] > 0 for c in allowed)
    assert sum(counts[(rows - 1, c)] for c in range(cols)) > 0
    assert sum(counts[(r, cols - 1)] for r in range(rows)) > 0
    assert sum(counts.values()) == mines * GAMES

    n, k = len(allowed), mines
    expected = GAMES * k / n
    x2 = sum((counts[c] - expected) ** 2 / expected for c in allowed)
    corrected = x2 * (n - 1) / (n - k)
    critical = chi2_critical(n - 1)
    assert corrected < critical, (corrected, critical, counts)


def test_last_row_and_column_get_their_share() -> None:
    # A sharper look at the edges: on 5x5 with 5 mines and a safe centre click,
    # each allowed cell expects 5/24 of the games; the last row and the last
    # column (5 cells each) must each get close to 25/24 mines per game.
    counts = mine_counts(5, 5, 5, (2, 2), FirstClick.SAFE, GAMES)
    per_game_row = sum(counts[(4, c)] for c in range(5)) / GAMES
    per_game_col = sum(counts[(r, 4)] for r in range(5)) / GAMES
    # Standard deviation of either sum per game is below 0.02 at 6000 games;
    # allow 0.1 around the exact 25/24.
    assert per_game_row == pytest.approx(25 / 24, abs=0.1)
    assert per_game_col == pytest.approx(25 / 24, abs=0.1)
    assert counts[(4, 4)] > 0


def test_the_chi_square_check_detects_a_bias() -> None:
    # Guard against a check that cannot fail: counts skewed by only 10 % on the
    # last row must be rejected at the same threshold with the same sample size.
    rows, cols, k = 5, 5, 5
    allowed = [c for c in cells(rows, cols) if c != (2, 2)]
    n = len(allowed)
    expected = GAMES * k / n
    biased = {c: expected * (0.9 if c[0] == rows - 1 else 1.0) for c in allowed}
    scale = GAMES * k / sum(biased.values())  # keep the total
    x2 = sum((biased[c] * scale - expected) ** 2 / expected for c in allowed)
    assert x2 * (n - 1) / (n - k) > chi2_critical(n - 1)


def layout_chi2(rows: int, cols: int, mines: int, click: tuple[int, int], rule: FirstClick,
                generator: UniformGenerator) -> tuple[float, float, int, int]:
    """(chi-square, critical value, layouts seen, layouts allowed) of whole
    layouts over 60 games per allowed layout (plain chi-square: C(n, k) equally
    likely layouts with n allowed cells and k mines)."""
    excluded = {click}
    if rule is FirstClick.OPENING:
        excluded |= set(neighbours(rows, cols, *click))
    n = rows * cols - len(excluded)
    layouts = math.comb(n, mines)
    games = 60 * layouts
    seen: dict[frozenset[tuple[int, int]], int] = {}
    for seed in range(games):
        game = Game(rows, cols, mines, seed=seed, first_click=rule, generator=generator)
        game.reveal(*click)
        assert not game.mines & excluded
        seen[game.mines] = seen.get(game.mines, 0) + 1
    expected = games / layouts
    x2 = sum((o - expected) ** 2 / expected for o in seen.values()) \
        + (layouts - len(seen)) * expected
    return x2, chi2_critical(layouts - 1), len(seen), layouts


@pytest.mark.parametrize(("rows", "cols", "mines", "click", "rule"), [
    pytest.param(4, 4, 4, (0, 0), FirstClick.OPENING, id="4x4-4-opening-corner"),
    pytest.param(3, 4, 5, (1, 1), FirstClick.SAFE, id="3x4-5-safe"),
])
def test_drawn_ahead_boards_are_uniform_as_whole_layouts(
    rows: int, cols: int, mines: int, click: tuple[int, int], rule: FirstClick
) -> None:
    # Per-cell counts could be right while whole layouts are not (e.g. moved
    # mines landing next to each other): count each layout.
    x2, critical, seen, layouts = layout_chi2(rows, cols, mines, click, rule, DRAW_AHEAD)
    assert seen == layouts  # every allowed layout comes up
    assert x2 < critical, (x2, critical)


class _NearestFree(UniformGenerator):
    """A biased second step: moved mines go to the first free cells."""

    def place(self, drawn: Layout, first: tuple[int, int], rule: FirstClick,
              rng: random.Random) -> Placement:
        stride = drawn.stride
        kept = {r * stride + c for r, c in
                excluded_cells(drawn.rows, drawn.cols, drawn.mine_count, first, rule)}
        sources = sorted(i for i in kept if drawn.mine_map[i])
        free = [i for i in range(drawn.size) if i % stride != drawn.cols
                and not drawn.mine_map[i] and i not in kept]
        return Placement(drawn.with_moved(sources, free[:len(sources)]), certified=False)


def test_the_layout_check_detects_a_biased_move() -> None:
    # Guard against a check that cannot fail: the same test on a second step
    # that is not uniform must reject it.
    x2, critical, _, _ = layout_chi2(4, 4, 4, (0, 0), FirstClick.OPENING,
                                     _NearestFree(ahead_cells=0))
    assert x2 > critical
