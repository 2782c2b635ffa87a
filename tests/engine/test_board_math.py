"""Whole-board helpers (``engine/board_math.py``)."""

from __future__ import annotations

import random

import pytest

from minesweeper_qt.engine import board_math
from minesweeper_qt.engine.board_math import CHUNK, marked_indices


@pytest.mark.parametrize("size", [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK + 17])
def test_marked_indices_lists_every_marked_byte_in_order(size: int) -> None:
    rng = random.Random(size)
    marks = bytearray(rng.random() < 0.2 for _ in range(size))
    for edge in (0, CHUNK - 1, CHUNK, size - 1):  # the chunks' edges marked
        if 0 <= edge < size:
            marks[edge] = 1
    assert marked_indices(marks) == [i for i, m in enumerate(marks) if m]
    assert marked_indices(memoryview(bytes(marks))[: size // 2]) == [
        i for i, m in enumerate(marks[: size // 2]) if m]


def test_marked_indices_lets_other_threads_run_between_chunks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # One C-level call per chunk: the Python loop between them is where
    # another thread (the window's) may take the interpreter lock.
    calls: list[int] = []
    real = board_math.compress

    def counting(data: range, selectors: memoryview) -> object:
        calls.append(len(data))
        return real(data, selectors)

    monkeypatch.setattr(board_math, "compress", counting)
    assert len(marked_indices(bytes(1_000_000))) == 0
    assert len(calls) == -(-1_000_000 // CHUNK)
