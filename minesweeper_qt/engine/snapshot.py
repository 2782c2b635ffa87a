"""A game's complete state as plain values, and its validated restoration.

The snapshot is what a save file holds: enough to continue the game exactly
(layout, cell states, clock, clicks, moves, rule options). ``Game.snapshot()``
takes one and ``Game.from_snapshot()`` restores one after :func:`validate`
has checked everything against the rules, so a damaged or hand-edited snapshot
raises ``ValueError`` instead of producing an impossible game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from .cells import FLAGGED, QUESTION, REVEALED
from .difficulty import validate_size
from .generators import Generator
from .minefield import Minefield
from .types import FirstClick, Move, MoveKind, Status

#: Largest seed (seeds are non-negative 64-bit integers, as on the command line).
MAX_SEED = 2**64 - 1
#: Largest elapsed time (seconds) and click count a snapshot may hold.
MAX_SECONDS = 10**9
MAX_CLICKS = 10**9

#: Cell state codes in ``Snapshot.cells`` are the engine's (see :mod:`.cells`).


@dataclass(frozen=True)
class Snapshot:
    """Everything about one game.

    ``cells`` holds one state code per cell, row-major (``rows * cols`` bytes:
    0 hidden, 1 revealed, 2 flagged, 3 question mark); ``mines`` the mine cells
    as row-major indices ``row * cols + col`` (None before the layout exists);
    ``exploded`` likewise or None; ``elapsed`` in seconds; ``seed`` None for a
    fixed layout; ``generator`` the name of what lays the mines.
    """

    rows: int
    cols: int
    mine_count: int
    seed: int | None
    first_click: FirstClick
    question_marks: bool
    mines: Sequence[int] | None
    cells: bytes
    status: Status
    exploded: int | None
    elapsed: float
    left_clicks: int
    right_clicks: int
    chord_clicks: int
    moves: tuple[Move, ...]
    #: The generator's stable name (see :func:`.registry.generator_named`).
    generator: str = "uniform"
    #: Whether that generator proved the layout clearable without guessing.
    certified: bool = False
    #: Losing moves taken back (``Game.undo_last_move``); they are not in ``moves``.
    deaths: int = 0


class GameValues(Protocol):
    """What :func:`capture` reads of a game (``Game`` has it all)."""

    rows: int
    cols: int
    mine_count: int
    seed: int | None
    first_click: FirstClick
    question_marks: bool
    left_clicks: int
    right_clicks: int
    chord_clicks: int
    certified: bool
    deaths: int

    @property
    def elapsed(self) -> float: ...
    @property
    def moves(self) -> Sequence[Move]: ...
    @property
    def generator(self) -> Generator: ...


def capture(game: GameValues, field: Minefield) -> Snapshot:
    """The snapshot of ``game``, whose cells, layout and status are ``field``
    (its rules state, see :class:`.minefield.Minefield`)."""
    cols, stride, exploded = game.cols, field.stride, field.exploded
    return Snapshot(
        rows=game.rows, cols=cols, mine_count=game.mine_count, seed=game.seed,
        first_click=game.first_click, question_marks=game.question_marks,
        mines=None if field.layout is None else field.layout.row_major_view(),
        cells=field.cell_states(), status=field.status,
        exploded=None if exploded is None else (exploded // stride) * cols + exploded % stride,
        elapsed=game.elapsed, left_clicks=game.left_clicks, right_clicks=game.right_clicks,
        chord_clicks=game.chord_clicks, moves=tuple(game.moves), generator=game.generator.name,
        certified=game.certified, deaths=game.deaths,
    )


def _fail(message: str) -> ValueError:
    return ValueError(f"inconsistent game snapshot: {message}")


def validate(snap: Snapshot) -> Status:
    """Check a snapshot against the rules; returns the status its cells imply.

    Raises:
        ValueError: the snapshot breaks a rule (sizes, counts, coordinates, mines
            revealed, status not matching the cells...); the message says which.
    """
    _check_size_and_cells(snap)
    _check_counters(snap)
    _check_moves(snap)
    mine_set = _checked_mines(snap)
    return _checked_status(snap, mine_set)


def _check_size_and_cells(snap: Snapshot) -> None:
    """A playable size, one known state code per cell."""
    try:
        validate_size(snap.rows, snap.cols, snap.mine_count)
    except TypeError as error:
        raise _fail(str(error)) from None
    n = snap.rows * snap.cols
    if not isinstance(snap.cells, bytes) or len(snap.cells) != n:
        raise _fail(f"expected {n} cell states")
    if any(code > QUESTION for code in set(snap.cells)):
        raise _fail("unknown cell state")


def _count(value: object) -> bool:
    """Whether ``value`` is a click or death count (an int, not a bool, in range)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_CLICKS


def _check_counters(snap: Snapshot) -> None:
    """The time, the click and death counts, the generator's name and certificate."""
    if not (isinstance(snap.elapsed, (int, float)) and math.isfinite(snap.elapsed)
            and 0 <= snap.elapsed <= MAX_SECONDS):
        raise _fail(f"bad elapsed time {snap.elapsed!r}")
    for name, value in (("left_clicks", snap.left_clicks), ("right_clicks", snap.right_clicks),
                        ("chord_clicks", snap.chord_clicks), ("deaths", snap.deaths)):
        if not _count(value):
            raise _fail(f"bad {name} {value!r}")
    if not isinstance(snap.generator, str) or not isinstance(snap.certified, bool):
        raise _fail("bad generator")


def _check_moves(snap: Snapshot) -> None:
    """Every move a known kind on a cell of the board."""
    rows, cols = snap.rows, snap.cols
    for move in snap.moves:
        if not (isinstance(move, Move) and isinstance(move.kind, MoveKind)
                and 0 <= move.row < rows and 0 <= move.col < cols):
            raise _fail(f"bad move {move!r}")


def _checked_mines(snap: Snapshot) -> set[int]:
    """The mines as a set: none before any cell is revealed, else exactly
    ``mine_count`` distinct cells of the board, none of them revealed, the
    exploded cell one of them (in a lost game)."""
    n = snap.rows * snap.cols
    if snap.mines is None:
        if REVEALED in snap.cells or snap.status is not Status.READY \
                or snap.exploded is not None:
            raise _fail("cells revealed before the mines were laid")
        return set()
    if len(set(snap.mines)) != snap.mine_count or len(snap.mines) != snap.mine_count:
        raise _fail(f"expected {snap.mine_count} distinct mines")
    if any(not (isinstance(i, int) and 0 <= i < n) for i in snap.mines):
        raise _fail("a mine lies off the board")
    mine_set = set(snap.mines)
    # Revealed cells must be safe; the only revealed mine is the exploded one.
    if any(snap.cells[i] == REVEALED for i in mine_set):
        raise _fail("a mine is revealed")
    if snap.exploded is not None and (
        snap.exploded not in mine_set or snap.status is not Status.LOST
    ):
        raise _fail("the exploded cell is not a mine of a lost game")
    return mine_set


def _checked_status(snap: Snapshot, mine_set: set[int]) -> Status:
    """The status the cells imply, which must be the snapshot's own."""
    revealed = snap.cells.count(REVEALED)
    safe_left = snap.rows * snap.cols - snap.mine_count - revealed
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
    return expected
