"""Mine layouts: fixed and random placement, neighbour counts, zero cells.

Layouts store boards row-major in flat arrays with one padding cell after each
row (``stride = cols + 1``), as documented in ``layout.py``.
"""

from __future__ import annotations

import random

import pytest
from engine_reference import cells, numbers, parse_board

from minesweeper_qt.engine import Game
from minesweeper_qt.engine.layout import Layout
from minesweeper_qt.engine.stats import bbbv


def flat(layout: Layout, row: int, col: int) -> int:
    return row * layout.stride + col


def mine_cells(layout: Layout) -> set[tuple[int, int]]:
    return {divmod(i, layout.stride) for i in layout.mine_list}


BOARDS = [
    "*.",
    ".*.",
    "*..\n...\n..*",
    "***\n*.*\n***",
    ".....\n.*.*.\n.....\n*...*",
    "*.*.*.*\n.*.*.*.\n*.*.*.*",
    "........\n........\n...**...\n........",
]


@pytest.mark.parametrize("text", BOARDS)
def test_from_cells_counts_match_brute_force(text: str) -> None:
    rows, cols, mines = parse_board(text)
    layout = Layout.from_cells(rows, cols, mines)
    assert mine_cells(layout) == mines
    ref = numbers(rows, cols, mines)
    for cell in cells(rows, cols):
        i = flat(layout, *cell)
        assert layout.counts[i] == ref[cell], cell
        assert layout.mine_map[i] == (cell in mines)
        assert layout.is_mine(i) == (cell in mines)
        assert layout.zero_map[i] == (cell not in mines and ref[cell] == 0)
    # Padding cells are never mines and never zero cells.
    for row in range(rows):
        pad = row * layout.stride + cols
        assert layout.mine_map[pad] == 0
        assert layout.zero_map[pad] == 0


def test_full_count_of_eight() -> None:
    layout = Layout.from_cells(3, 3, [c for c in cells(3, 3) if c != (1, 1)])
    assert layout.counts[flat(layout, 1, 1)] == 8


def test_from_cells_ignores_duplicates_and_rejects_cells_off_board() -> None:
    layout = Layout.from_cells(3, 3, [(0, 0), (0, 0), (2, 2)])
    assert sorted(layout.mine_list) == [flat(layout, 0, 0), flat(layout, 2, 2)]
    for bad in [(3, 0), (0, 3), (-1, 0), (0, -1)]:
        with pytest.raises(ValueError):
            Layout.from_cells(3, 3, [bad])


def test_zero_runs_cover_exactly_the_zero_cells() -> None:
    rows, cols, mines = parse_board(BOARDS[-1])
    layout = Layout.from_cells(rows, cols, mines)
    ref = numbers(rows, cols, mines)
    covered = set()
    for start, stop in layout.zero_runs():
        row = start // layout.stride
        assert (stop - 1) // layout.stride == row  # a run never wraps a row
        covered.update(divmod(i, layout.stride) for i in range(start, stop))
    assert covered == {c for c in cells(rows, cols) if c not in mines and ref[c] == 0}


@pytest.mark.parametrize(
    ("rows", "cols", "mines"),
    [(5, 5, 5), (5, 5, 20), (4, 7, 26), (1, 10, 3), (10, 1, 8), (30, 16, 99)],
)
def test_random_lays_the_right_number_outside_excluded(rows: int, cols: int, mines: int) -> None:
    stride = cols + 1
    excluded = {0, (rows - 1) * stride + cols - 1}  # first and last cell
    for seed in range(30):
        layout = Layout.random(rows, cols, mines, excluded, random.Random(seed))
        assert len(layout.mine_list) == mines
        assert len(set(layout.mine_list)) == mines
        assert sum(layout.mine_map) == mines
        assert not excluded & set(layout.mine_list)
        for i in layout.mine_list:
            row, col = divmod(i, stride)
            assert 0 <= row < rows and 0 <= col < cols  # never on padding
            assert layout.mine_map[i] == 1


def test_random_is_reproducible_for_a_seed() -> None:
    a = Layout.random(16, 30, 99, [0], random.Random(42))
    b = Layout.random(16, 30, 99, [0], random.Random(42))
    c = Layout.random(16, 30, 99, [0], random.Random(43))
    assert mine_cells(a) == mine_cells(b)
    assert mine_cells(a) != mine_cells(c)


def test_random_rejects_more_mines_than_allowed_cells() -> None:
    with pytest.raises(ValueError):
        Layout.random(3, 3, 9, [0], random.Random(1))
    layout = Layout.random(3, 3, 8, [0], random.Random(1))  # exactly fits
    assert mine_cells(layout) == set(cells(3, 3)) - {(0, 0)}


def test_bbbv_matches_a_hand_count() -> None:
    layout = Layout.from_cells(1, 5, [(0, 2)])  # two openings, one on each side
    assert bbbv(layout, None) == 2
    game = Game.from_layout(1, 5, [(0, 2)])  # the game computes it once and keeps it
    assert game.bbbv == 2 == game.bbbv
