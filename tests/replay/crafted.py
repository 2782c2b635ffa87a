"""Helpers of the hostile-replay tests (not a test): EVF files with a valid
header and millions of zero-time mouse moves, and an honest but huge game (a
1000-3BV board cleared click by click, the pointer moving between clicks)."""

from __future__ import annotations

import random
import struct

from minesweeper_qt.engine import Game
from minesweeper_qt.replay.formats import evf_bytes
from minesweeper_qt.replay.recording import Button, EventKind, InputEvent, Recording, Rules

#: One zero-time mouse move that goes nowhere (code 1, time step 0, dx 0, dy 0).
ZERO_MOVE = struct.pack(">BBhh", 1, 0, 0, 0)


def _clicks(game: Game) -> list[tuple[int, int]]:
    """Cells whose left clicks clear the board: one per opening, then every
    number cell no opening reveals (as many as its 3BV)."""
    order: list[tuple[int, int]] = []
    probe = Game.from_layout(game.rows, game.cols, game.mines)
    cells = [(r, c) for r in range(game.rows) for c in range(game.cols)
             if (r, c) not in game.mines]
    for zero in (cell for cell in cells if probe.number(*cell) == 0):
        if not probe.is_revealed(*zero):
            probe.reveal(*zero)
            order.append(zero)
    for cell in cells:
        if not probe.is_revealed(*cell):
            probe.reveal(*cell)
            order.append(cell)
    return order


def honest_recording(rows: int = 60, cols: int = 100, mines: int = 1000, seed: int = 3,
                     moves_per_click: int = 200) -> tuple[Recording, int]:
    """A won game on a board of about 1000 3BV, every click reached by
    ``moves_per_click`` mouse moves 5 ms apart; and the board's 3BV."""
    rng = random.Random(seed)
    layout = frozenset(divmod(i, cols) for i in rng.sample(range(rows * cols), mines))
    game = Game.from_layout(rows, cols, layout)
    px = 16
    events: list[InputEvent] = []
    t, x, y = 0, 0, 0
    for r, c in _clicks(game):
        tx, ty = c * px + px // 2, r * px + px // 2
        for step in range(1, moves_per_click + 1):
            t += 5
            events.append(InputEvent(t, EventKind.MOVE, Button.NONE,
                                     x + (tx - x) * step // moves_per_click,
                                     y + (ty - y) * step // moves_per_click))
        x, y = tx, ty
        events.append(InputEvent(t + 30, EventKind.PRESS, Button.LEFT, x, y))
        events.append(InputEvent(t + 90, EventKind.RELEASE, Button.LEFT, x, y))
        t += 90
    rec = Recording(rows, cols, layout, Rules("none", False, "uniform", seed), px,
                    tuple(events), (), 1.7e9, "minesweeper-qt", "honest")
    return rec, game.bbbv


def crafted_evf(zero_moves: int) -> bytes:
    """A real beginner game's EVF with ``zero_moves`` zero-time moves that go
    nowhere inserted before its last event (header and board untouched)."""
    rng = random.Random(5)
    layout = frozenset(divmod(i, 9) for i in rng.sample(range(81), 10))
    game = Game.from_layout(9, 9, layout)
    events: list[InputEvent] = []
    t = 0
    for r, c in _clicks(game):
        t += 200
        events.append(InputEvent(t, EventKind.PRESS, Button.LEFT, c * 16 + 8, r * 16 + 8))
        events.append(InputEvent(t + 50, EventKind.RELEASE, Button.LEFT, c * 16 + 8, r * 16 + 8))
    rec = Recording(9, 9, layout, Rules("none", False, "uniform", 5), 16, tuple(events), (),
                    1.7e9, "minesweeper-qt", "crafted")
    data = evf_bytes(rec)
    end = len(data) - 3 - 6  # before the last event (the end marker and checksum follow)
    return data[:end] + ZERO_MOVE * zero_moves + data[end:]
