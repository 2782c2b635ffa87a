"""Games of the history written out as replay files (in
:data:`~minesweeper_qt.replay.formats.EXPORT_FORMAT`), each renamed into place
whole, never through a link, with the user's usual permissions; in steps,
with progress and Cancel.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..replay.codec import RecordingDecodeError
from ..replay.formats import EXPORT_FORMAT, ReplayFormatError, export_bytes
from .history_rows import GameRow
from .safe_files import write_atomic

if TYPE_CHECKING:
    from .history import History

#: Games read from the history per step (between steps: progress, Cancel).
STEP = 50
#: Why a game was skipped (:attr:`Skipped.why`).
DAMAGED_ROW, DAMAGED_RECORDING, NO_RECORDING, NOT_A_GAME = (
    "damaged-row", "damaged-recording", "no-recording", "not-a-game")


@dataclass(frozen=True)
class Skipped:
    """A game not exported: its history ``row`` and ``why`` (:data:`DAMAGED_ROW`...)."""

    row: GameRow
    why: str


@dataclass(frozen=True)
class Exported:
    """What an export did: files ``written``, games ``skipped``, whether it
    was ``cancelled``, and each skipped game (``reasons``, in history order)."""

    written: int
    skipped: int
    cancelled: bool = False
    reasons: tuple[Skipped, ...] = ()


def replay_name(row: GameRow) -> str:
    """A game's file name: ``<id>-<rows>x<cols>x<mines>-<result><suffix>``
    (the suffix of :data:`~minesweeper_qt.replay.formats.EXPORT_FORMAT`)."""
    result = row.result.value if row.result is not None else "damaged"
    return f"{row.id}-{row.rows}x{row.cols}x{row.mines}-{result}{EXPORT_FORMAT.suffix}"


def export_games(history: History, folder: str | os.PathLike[str],
                 ids: Sequence[int] | None = None, *, names: Sequence[str] | None = None,
                 progress: Callable[[int, int], None] | None = None,
                 cancelled: Callable[[], bool] = lambda: False) -> Exported:
    """One replay file per game ``ids`` (default: all, oldest first) of
    ``history`` in ``folder`` (created), named :func:`replay_name` (or
    ``names``); ``progress(done, total)`` after each step; on ``cancelled()``
    the files written stay.

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
            write_atomic(out / name, data, sync=False, mode=0o666)  # as any file of the user
            written += 1
        if progress is not None:
            progress(min(start + STEP, total), total)
    return Exported(written, len(reasons), False, tuple(reasons))
