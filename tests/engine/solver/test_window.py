"""The window analysis of a big board (``analyze_window``): sound certainties,
approximate probabilities, and exactly ``analyze`` when the window holds the
whole board."""

from __future__ import annotations

import random
import time

import pytest
from solver_helpers import random_position
from timing import reference_s

from minesweeper_qt.engine import Game, Knowledge, Status
from minesweeper_qt.engine.solver import analyze, analyze_window, region_of
from minesweeper_qt.engine.solver.window import clip


def _mid_game(seed: int, rows: int, cols: int, density: float,
              islands: bool) -> tuple[Game, frozenset[tuple[int, int]]]:
    """A game in play: opened blobs (as a player clears ground) or, with
    ``islands``, many scattered safe reveals (many small frontier groups)."""
    game = Game(rows, cols, round(rows * cols * density), seed=seed)
    game.reveal(rows // 2, cols // 2)
    mines = game.mines
    rng = random.Random(seed)
    if islands:
        for _ in range(rows * cols // 6):
            cell = (rng.randrange(rows), rng.randrange(cols))
            if cell not in mines:
                game.reveal(*cell)
    else:
        for _ in range(rows * cols // 400):
            cr, cc, rad = rng.randrange(rows), rng.randrange(cols), rng.randrange(3, 12)
            for r in range(max(0, cr - rad), min(rows, cr + rad + 1)):
                for c in range(max(0, cc - rad), min(cols, cc + rad + 1)):
                    if (r - cr) ** 2 + (c - cc) ** 2 <= rad * rad and (r, c) not in mines:
                        game.reveal(r, c)
    assert game.status is Status.PLAYING
    return game, mines


@pytest.mark.parametrize("seed,islands", [(1, False), (2, True), (3, False), (4, True)])
def test_every_certainty_of_a_window_is_true(seed: int, islands: bool) -> None:
    game, mines = _mid_game(seed, 200, 240, 0.206, islands)
    knowledge = game.knowledge()
    rng = random.Random(seed)
    windows = [(0, 0, 50, 80), (150, 160, 200, 240), (0, 200, 30, 240)]  # corners, edges
    windows += [(t, l_, t + 50, l_ + 80) for t, l_ in
                ((rng.randrange(150), rng.randrange(160)) for _ in range(3))]
    certain = 0
    for top, left, bottom, right in windows:
        a = analyze_window(knowledge, top, left, bottom, right)
        assert a.approximate
        assert a.window == clip(200, 240, top, left, bottom, right)
        assert all(cell not in mines for cell in a.safe)
        assert all(cell in mines for cell in a.mines)
        for r, c in a.safe | a.mines:
            assert a.covers(r, c) and not knowledge.is_revealed(r, c)
            assert a.probability(r, c) == (1.0 if (r, c) in a.mines else 0.0)
            assert a.reason(r, c) is not None
        for row, probs in enumerate(a.probabilities(), start=a.window[0]):
            for col, p in enumerate(probs, start=a.window[1]):
                assert (p is None) == knowledge.is_revealed(row, col)
                assert p is None or 0.0 <= p <= 1.0
        certain += len(a.safe) + len(a.mines)
    assert certain > 100


def test_a_window_holding_the_whole_board_is_the_exact_analysis() -> None:
    for seed in range(6):
        knowledge = random_position(seed, 16, 30, 99, 3)
        exact = analyze(knowledge)
        assert analyze_window(knowledge, 0, 0, 16, 30) == exact
        assert analyze_window(knowledge, 2, 3, 14, 28) == exact  # the margin reaches the edges
        assert not exact.approximate or analyze_window(knowledge, 0, 0, 16, 30).approximate


def test_cells_outside_the_window_get_the_density_and_no_certainty() -> None:
    game, _ = _mid_game(5, 120, 120, 0.2, False)
    knowledge = game.knowledge()
    a = analyze_window(knowledge, 40, 40, 60, 60)
    assert a.window == (37, 37, 63, 63)
    assert not a.covers(0, 0) and a.reason(0, 0) is None and not a.is_frontier(0, 0)
    density = knowledge.mines / knowledge.unrevealed  # the mines found barely change it
    assert abs(a.probability(0, 0) - density) < 0.01
    assert all(a.covers(*cell) for cell in a.safe | a.mines)
    with pytest.raises(ValueError):
        analyze_window(knowledge, 200, 0, 210, 10)  # misses the board


def test_region_of_counts_the_unrevealed_cells_outside() -> None:
    knowledge = Knowledge.from_text("""
        0001#
        0001#
        1111#
        #####
    """, 4)
    region = region_of(knowledge, 0, 0, 1, 1, margin=1)
    assert (region.top, region.left, region.bottom, region.right) == (0, 0, 2, 2)
    assert region.outside == 8
    # The 1s at the region's edge are loose: nothing certain from them alone.
    a = analyze_window(knowledge, 0, 0, 1, 1, margin=1)
    assert not a.safe and not a.mines


def test_a_window_of_a_million_cell_board_is_fast() -> None:
    game, mines = _mid_game(7, 1000, 1000, 0.206, False)
    knowledge = game.knowledge()
    analyze_window(knowledge, 450, 440, 500, 520)  # neighbour table for this size
    unit = reference_s()
    best = 1e9
    for _ in range(3):
        start = time.perf_counter()
        a = analyze_window(knowledge, 450, 440, 500, 520)
        best = min(best, time.perf_counter() - start)
    assert all(cell not in mines for cell in a.safe)
    assert all(cell in mines for cell in a.mines)
    # ~30-60 ms idle; 10 units (about 0.5 s idle) hold on a busy machine, while a
    # window that reads the whole million-cell board takes seconds.
    assert best < 10 * max(unit, reference_s())
