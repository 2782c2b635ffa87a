"""A simple scripted Minesweeper player for tests: it plays a fixed board through
ms-toollib's ``BaseVideo`` (whose live board it reads) and returns the pixel
events it made, with made-up millisecond times. It opens safe cells, flags
mines (and sometimes a safe cell), unflags, chords with the middle button and
with both buttons in every order, and misclicks on opened cells."""

from __future__ import annotations

import random
from typing import Any

from minesweeper_qt.replay.recording import Button, EventKind, InputEvent, Recording, Rules

_CODES = {
    (EventKind.PRESS, Button.LEFT): "lc", (EventKind.RELEASE, Button.LEFT): "lr",
    (EventKind.PRESS, Button.RIGHT): "rc", (EventKind.RELEASE, Button.RIGHT): "rr",
    (EventKind.PRESS, Button.MIDDLE): "mc", (EventKind.RELEASE, Button.MIDDLE): "mr",
    (EventKind.MOVE, Button.NONE): "mv",
}
SIZES = [(9, 9, 10), (16, 16, 40), (16, 30, 99), (8, 8, 10), (10, 12, 25)]


def random_board(
    rng: random.Random, rows: int, cols: int, mines: int
) -> frozenset[tuple[int, int]]:
    return frozenset(divmod(i, cols) for i in rng.sample(range(rows * cols), mines))


def play(rng: random.Random, ms: Any, rows: int, cols: int, mines: int, cell_px: int = 16,
         max_actions: int = 400) -> tuple[Recording, Any]:
    """One game; returns (recording, the BaseVideo fed live with the same events)."""
    layout = random_board(rng, rows, cols, mines)
    rec = Recording(rows, cols, layout, Rules("none", False, "imported", None), cell_px)
    board = rec.board_codes()
    video = ms.BaseVideo(board, cell_px)
    events: list[InputEvent] = []
    t = 0
    pos = (rng.randrange(cols * cell_px), rng.randrange(rows * cell_px))
    off = (cols * cell_px, rows * cell_px)  # ms-toollib's "outside the board" spot

    def emit(kind: EventKind, button: Button, x: int, y: int) -> None:
        nonlocal t
        t += rng.randrange(0, 60) if kind is EventKind.MOVE else rng.randrange(1, 250)
        events.append(InputEvent(t, kind, button, x, y))
        video.step(_CODES[(kind, button)], (y, x))

    def go(cell: tuple[int, int] | None) -> tuple[int, int]:
        nonlocal pos
        if cell is None:
            target = off
        else:
            target = (
                cell[1] * cell_px + rng.randrange(cell_px),
                cell[0] * cell_px + rng.randrange(cell_px),
            )
        for k in range(rng.randrange(0, 4)):
            x = pos[0] + (target[0] - pos[0]) * (k + 1) // 5
            y = pos[1] + (target[1] - pos[1]) * (k + 1) // 5
            emit(EventKind.MOVE, Button.NONE, x, y)
        pos = target
        emit(EventKind.MOVE, Button.NONE, *pos)
        return pos

    def click(button: Button, cell: tuple[int, int] | None) -> None:
        x, y = go(cell)
        emit(EventKind.PRESS, button, x, y)
        emit(EventKind.RELEASE, button, x, y)

    def chord(cell: tuple[int, int]) -> None:
        x, y = go(cell)
        style = rng.randrange(5)
        if style == 0:
            emit(EventKind.PRESS, Button.MIDDLE, x, y)
            emit(EventKind.RELEASE, Button.MIDDLE, x, y)
            return
        first, second = (
            (Button.LEFT, Button.RIGHT) if style in (1, 2) else (Button.RIGHT, Button.LEFT)
        )
        emit(EventKind.PRESS, first, x, y)
        emit(EventKind.PRESS, second, x, y)
        a, b = (first, second) if style in (1, 3) else (second, first)
        emit(EventKind.RELEASE, a, x, y)
        emit(EventKind.RELEASE, b, x, y)

    safe = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in layout]
    click(Button.LEFT, rng.choice(safe))
    for _ in range(max_actions):
        if video.game_board_state in (3, 4):
            break
        gb = video.game_board
        hidden = [(r, c) for r in range(rows) for c in range(cols) if gb[r][c] == 10]
        flagged = [(r, c) for r in range(rows) for c in range(cols) if gb[r][c] == 11]
        opened = [(r, c) for r in range(rows) for c in range(cols) if gb[r][c] < 10]
        hidden_safe = [c for c in hidden if c not in layout]
        hidden_mines = [c for c in hidden if c in layout]
        roll = rng.random()
        if roll < 0.35 and hidden_safe:
            click(Button.LEFT, rng.choice(hidden_safe))
        elif roll < 0.50 and hidden_mines:
            click(Button.RIGHT, rng.choice(hidden_mines))
        elif roll < 0.53 and hidden:
            click(Button.RIGHT, rng.choice(hidden))  # maybe a wrong flag
        elif roll < 0.56 and flagged:
            click(Button.RIGHT, rng.choice(flagged))  # unflag
        elif roll < 0.75 and opened:
            numbers = [c for c in opened if gb[c[0]][c[1]] > 0]
            if numbers:
                chord(rng.choice(numbers))
        elif roll < 0.80 and opened:
            click(rng.choice([Button.LEFT, Button.RIGHT]), rng.choice(opened))  # misclick
        elif roll < 0.82:
            click(Button.LEFT, None)  # released outside the board
        elif roll < 0.83 and hidden_mines:
            click(Button.LEFT, rng.choice(hidden_mines))  # lose
        else:
            go(rng.choice(hidden or opened))
    return Recording(rows, cols, layout, rec.rules, cell_px, tuple(events)), video
