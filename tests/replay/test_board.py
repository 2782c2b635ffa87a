"""The whole-board measures on numpy (codes, openings, isolated numbers,
islands) against plain-Python definitions on random boards of every shape and
density, including the edge cases (no mine, all mines, one row, one column)."""

from __future__ import annotations

import random

import pytest

from minesweeper_qt.replay.board import Openings, code_array, opening_ids, openings_and_islands

Cell = tuple[int, int]


def _naive_codes(rows: int, cols: int, mines: set[Cell]) -> list[list[int]]:
    return [[-1 if (r, c) in mines else sum(
        (r + dr, c + dc) in mines for dr in (-1, 0, 1) for dc in (-1, 0, 1))
        for c in range(cols)] for r in range(rows)]


def _groups(cells: set[Cell]) -> list[frozenset[Cell]]:
    """8-connected groups of ``cells`` by flood fill."""
    left, out = set(cells), []
    while left:
        stack = [left.pop()]
        group = set(stack)
        while stack:
            r, c = stack.pop()
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    n = (r + dr, c + dc)
                    if n in left:
                        left.remove(n)
                        group.add(n)
                        stack.append(n)
        out.append(frozenset(group))
    return out


def _boards() -> list[tuple[int, int, set[Cell]]]:
    rng = random.Random(2024)
    boards = [(1, 1, set()), (1, 1, {(0, 0)}), (1, 30, {(0, 7)}), (30, 1, {(9, 0), (10, 0)}),
              (5, 5, set()), (4, 4, {(r, c) for r in range(4) for c in range(4)})]
    for _ in range(300):
        rows, cols = rng.randint(1, 24), rng.randint(1, 24)
        density = rng.choice([0.0, 0.05, 0.12, 0.2, 0.35, 0.6, 0.95])
        boards.append((rows, cols, {(r, c) for r in range(rows) for c in range(cols)
                                    if rng.random() < density}))
    return boards


@pytest.mark.parametrize("rows, cols, mines", _boards())
def test_openings_match_the_plain_definitions(rows: int, cols: int, mines: set[Cell]) -> None:
    codes = _naive_codes(rows, cols, mines)
    assert code_array(rows, cols, mines).tolist() == codes
    ops = Openings.of(codes)
    zeros = {(r, c) for r in range(rows) for c in range(cols) if codes[r][c] == 0}
    expected = _groups(zeros)
    labelled: dict[int, set[Cell]] = {}
    for r, c in zeros:
        labelled.setdefault(int(ops.zero_op[r, c]), set()).add((r, c))
    assert 0 not in labelled
    assert sorted(map(sorted, labelled.values())) == sorted(map(sorted, expected))
    assert ops.count == len(expected) and set(labelled) == set(range(1, ops.count + 1))
    assert not ops.zero_op[[[codes[r][c] != 0 for c in range(cols)] for r in range(rows)]].any()
    # The plain-Python reference of the zini code gives the same openings.
    ids = opening_ids(codes)
    isolated = {(r, c) for r in range(rows) for c in range(cols) if codes[r][c] > 0 and not ids[r][c]}
    assert {(r, c) for r in range(rows) for c in range(cols) if ops.isolated[r, c]} == isolated
    assert openings_and_islands(codes) == (len(expected), len(_groups(isolated)))
    assert ops.bbbv == len(expected) + len(isolated)
