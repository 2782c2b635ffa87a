"""Games of the history written out as replay files, in the format the
format table exports (:data:`~minesweeper_qt.replay.formats.EXPORT_FORMAT`).

A file is written beside its final name and renamed into place (a reader
never sees half a file), never through a link, and with the user's usual
permissions (``0o666`` less the umask, like any file the user's programs make:
a folder shared with others reads them as it reads the rest). Many games are
written in steps, with progress and Cancel (the history window, the command
line's ``--export-replays``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ..replay.codec import RecordingDecodeError
from ..replay.formats import EXPORT_FORMAT, ReplayFormatError, export_bytes
from ..replay.recording import Recording
from .history_rows import GameRow
from .safe_files import write_atomic

#: Games read from the history per step (between steps: progress, Cancel).
STEP = 50


class GameSource(Protocol):
    """What an export reads (:class:`.history.History`)."""

    def list(self, *, order: str = "date", descending: bool = True, limit: int | None = None,
             offset: int = 0) -> list[GameRow]: ...

    def recording(self, game_id: int) -> Recording: ...


#: Why a game was skipped (:attr:`Exported.why`): its history row is damaged,
#: its recording is damaged, it has none, or it is not a game EVF can hold.
DAMAGED_ROW, DAMAGED_RECORDING, NO_RECORDING, NOT_A_GAME = (
    "damaged-row", "damaged-recording", "no-recording", "not-a-game")


@dataclass(frozen=True)
class Skipped:
    """A game not exported: its history ``row`` and ``why`` (one of
    :data:`DAMAGED_ROW`, :data:`DAMAGED_RECORDING`, :data:`NO_RECORDING`,
    :data:`NOT_A_GAME`)."""

    row: GameRow
    why: str


@dataclass(frozen=True)
class Exported:
    """What an export did: files ``written``, games ``skipped`` (a damaged
    row or recording, or no game in it), whether it was ``cancelled``, and
    each skipped game with the reason (``reasons``, in the history's order)."""

    written: int
    skipped: int
    cancelled: bool = False
    reasons: tuple[Skipped, ...] = ()


def replay_name(row: GameRow) -> str:
    """A game's file name: ``<id>-<rows>x<cols>x<mines>-<result><suffix>``
    (the suffix of :data:`~minesweeper_qt.replay.formats.EXPORT_FORMAT`)."""
    result = row.result.value if row.result is not None else "damaged"
    return f"{row.id}-{row.rows}x{row.cols}x{row.mines}-{result}{EXPORT_FORMAT.suffix}"


def write_replay(path: Path, data: bytes) -> None:
    """Write a replay file at ``path`` (replaced whole), with the user's usual
    permissions.

    Raises:
        OSError: it cannot be written (``UnsafeFile``: a link or FIFO is there).
    """
    write_atomic(path, data, sync=False, mode=0o666)


def export_games(history: GameSource, folder: str | os.PathLike[str],
                 ids: Sequence[int] | None = None, *, names: Sequence[str] | None = None,
                 progress: Callable[[int, int], None] | None = None,
                 cancelled: Callable[[], bool] = lambda: False) -> Exported:
    """Write one replay file per game of ``history`` into ``folder`` (created if
    needed): the games ``ids`` (default: all, oldest first), named
    :func:`replay_name` (or ``names``, one per id). ``progress(done, total)``
    after each step; when ``cancelled()`` turns true the files written stay.

    Raises:
        OSError: the folder cannot be created or written.
        HistoryError: the history could not be read.
    """
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    rows = history.list(order="id", descending=False)
    if ids is not None:
        by_id = {r.id: r for r in rows}
        rows = [by_id[i] for i in ids if i in by_id]
    total = len(rows)
    written = 0
    reasons: list[Skipped] = []
    for start in range(0, total, STEP):
        if cancelled():
            return Exported(written, len(reasons), True, tuple(reasons))
        for k, row in enumerate(rows[start:start + STEP], start):
            if row.damaged:
                reasons.append(Skipped(row, DAMAGED_ROW))
                continue
            try:
                data = export_bytes(history.recording(row.id),  # not fair unless own play
                                    assisted=row.assisted or row.counting != "counted" or None)
            except RecordingDecodeError:
                reasons.append(Skipped(row, DAMAGED_RECORDING))
                continue
            except KeyError:
                reasons.append(Skipped(row, NO_RECORDING))
                continue
            except (ReplayFormatError, ValueError):
                reasons.append(Skipped(row, NOT_A_GAME))
                continue
            name = names[k] if names is not None and k < len(names) else replay_name(row)
            write_replay(out / name, data)
            written += 1
        if progress is not None:
            progress(min(start + STEP, total), total)
    return Exported(written, len(reasons), False, tuple(reasons))
