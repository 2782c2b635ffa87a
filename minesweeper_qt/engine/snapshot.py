"""A game's complete state as plain values, and its validated restoration.

The snapshot is what a save file holds: enough to continue the game exactly
(layout, cell states, clock, clicks, moves, rule options). Restoring checks
everything against the rules, so a damaged or hand-edited snapshot raises
``ValueError`` instead of producing an impossible game.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .types import FirstClick, Move, MoveKind, Status

if TYPE_CHECKING:
    from .clock import TimeSource
    from .game import Game

#: Largest seed (seeds are non-negative 64-bit integers, as on the command line).
MAX_SEED = 2**64 - 1
#: Largest elapsed time (seconds) and click count a snapshot may hold.
MAX_SECONDS = 10**9
MAX_CLICKS = 10**9

#: Cell state codes in ``Snapshot.cells``.
HIDDEN, REVEALED, FLAGGED, QUESTION = 0, 1, 2, 3


@dataclass(frozen=True)
class Snapshot:
    """Everything about one game.

    ``cells`` holds one state code per cell, row-major (``rows * cols`` bytes:
    0 hidden, 1 revealed, 2 flagged, 3 question mark); ``mines`` the mine cells
    as row-major indices ``row * cols + col`` (None before the layout exists);
    ``exploded`` likewise or None; ``elapsed`` in seconds; ``seed`` None for a
    fixed layout.
    """

    rows: int
    cols: int
    mine_count: int
    seed: int | None
    first_click: FirstClick
    question_marks: bool
    mines: tuple[int, ...] | None
    cells: bytes
    status: Status
    exploded: int | None
    elapsed: float
    left_clicks: int
    right_clicks: int
    chord_clicks: int
    moves: tuple[Move, ...]


def take(game: Game) -> Snapshot:
    """The snapshot of ``game`` now (internal access to the engine's arrays)."""
    stride = game._stride
    cols = game.cols
    state = bytes(game._state)
    cells = b"".join(state[r * stride:r * stride + cols] for r in range(game.rows))
    layout = game._layout
    mines = None if layout is None else layout.row_major_mines()
    exploded = game._exploded
    return Snapshot(
        rows=game.rows,
        cols=cols,
        mine_count=game.mine_count,
        seed=game.seed,
        first_click=game.first_click,
        question_marks=game.question_marks,
        mines=mines,
        cells=cells,
        status=game.status,
        exploded=None if exploded is None else (exploded // stride) * cols + exploded % stride,
        elapsed=game.elapsed,
        left_clicks=game.left_clicks,
        right_clicks=game.right_clicks,
        chord_clicks=game.chord_clicks,
        moves=tuple(game.moves),
    )


def _fail(message: str) -> ValueError:
    return ValueError(f"inconsistent game snapshot: {message}")


_OPEN_TO_ONE = bytes([1, 0, 0, 1] + [0] * 252)  # hidden/question -> 1, padding 0
_TWO_TO_ONE = bytes([0, 0, 1] + [0] * 253)


def restore(snap: Snapshot, time_source: TimeSource) -> Game:
    """A game in exactly the snapshot's state, its clock stopped at ``elapsed``
    and paused (a game in play resumes its clock on the next move).

    Raises:
        ValueError: the snapshot breaks a rule (sizes, counts, coordinates, mines
            revealed, status not matching the cells...); the message says which.
    """
    from .difficulty import validate_size
    from .game import Game
    from .layout import Layout

    try:
        validate_size(snap.rows, snap.cols, snap.mine_count)
    except TypeError as error:
        raise _fail(str(error)) from None
    rows, cols, n = snap.rows, snap.cols, snap.rows * snap.cols
    if not isinstance(snap.cells, bytes) or len(snap.cells) != n:
        raise _fail(f"expected {n} cell states")
    if any(code > QUESTION for code in set(snap.cells)):
        raise _fail("unknown cell state")
    if not (isinstance(snap.elapsed, (int, float)) and math.isfinite(snap.elapsed)
            and 0 <= snap.elapsed <= MAX_SECONDS):
        raise _fail(f"bad elapsed time {snap.elapsed!r}")
    for name in ("left_clicks", "right_clicks", "chord_clicks"):
        value = getattr(snap, name)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_CLICKS:
            raise _fail(f"bad {name} {value!r}")
    for move in snap.moves:
        if not (isinstance(move, Move) and isinstance(move.kind, MoveKind)
                and 0 <= move.row < rows and 0 <= move.col < cols):
            raise _fail(f"bad move {move!r}")

    game = Game(rows, cols, snap.mine_count, seed=snap.seed if snap.seed is not None else 0,
                first_click=snap.first_click, question_marks=bool(snap.question_marks),
                time_source=time_source)
    game.seed = snap.seed
    revealed = snap.cells.count(REVEALED)
    if snap.mines is None:
        if revealed or snap.status is not Status.READY or snap.exploded is not None:
            raise _fail("cells revealed before the mines were laid")
    else:
        if len(set(snap.mines)) != snap.mine_count or len(snap.mines) != snap.mine_count:
            raise _fail(f"expected {snap.mine_count} distinct mines")
        if any(not (isinstance(i, int) and 0 <= i < n) for i in snap.mines):
            raise _fail("a mine lies off the board")
        game._set_layout(Layout.from_cells(rows, cols, (divmod(i, cols) for i in snap.mines)))
    mine_set = set(snap.mines or ())
    # Revealed cells must be safe; the only revealed mine is the exploded one.
    revealed_mines = [i for i in mine_set if snap.cells[i] == REVEALED]
    if revealed_mines:
        raise _fail("a mine is revealed")
    if snap.exploded is not None and (snap.exploded not in mine_set or snap.status is not Status.LOST):
        raise _fail("the exploded cell is not a mine of a lost game")
    safe_left = n - snap.mine_count - revealed
    # Nothing revealed and no explosion: no reveal has happened yet (the first
    # reveal of a game opens at least one cell or loses it). A fixed layout (a
    # restarted board) has its mines before that.
    expected = (
        Status.LOST if snap.exploded is not None
        else Status.WON if safe_left == 0
        else Status.PLAYING if revealed
        else Status.READY
    )
    if snap.status is not expected:
        raise _fail(f"status {snap.status.name} does not match the cells ({expected.name})")
    if snap.status is Status.WON and any(snap.cells[i] != FLAGGED for i in mine_set):
        raise _fail("a won game shows every mine flagged")

    stride = cols + 1
    state = game._state
    for r in range(rows):
        state[r * stride:r * stride + cols] = snap.cells[r * cols:(r + 1) * cols]
    flagged = (m.start() for m in re.finditer(b"\x02", snap.cells))
    game._flagged = {(i // cols) * stride + i % cols for i in flagged}
    game._to_reveal = safe_left
    if game._layout is not None:
        # A cascade may still spread through zero cells that are neither revealed
        # nor flagged.
        from .layout import to_bytes

        closed = int.from_bytes(bytes(state).translate(_OPEN_TO_ONE), "little")
        zeros = int.from_bytes(game._layout.zero_map, "little")
        game._spread = bytearray(to_bytes(closed + zeros, len(state)).translate(_TWO_TO_ONE))
    game._status = snap.status
    if snap.exploded is not None:
        game._exploded = (snap.exploded // cols) * stride + snap.exploded % cols
    game.left_clicks = snap.left_clicks
    game.right_clicks = snap.right_clicks
    game.chord_clicks = snap.chord_clicks
    game.moves = list(snap.moves)
    clock = game._clock
    clock.set_elapsed(float(snap.elapsed))
    if snap.status is Status.PLAYING:
        clock.pause()
        clock.start()  # started, but paused until the next move resumes it
    elif snap.status.is_over:
        clock.stop()
    return game
