"""The journal of finished games an older version kept (``finished-games.journal``
in the data folder), read once so that a game it still held is not lost.

That version wrote each finished game there first (synced) and took it out
once its best times, statistics and history had it; a game was left in it when
the process was killed in between, or while those could not be written (a full
disk, a locked history). This version keeps finished games in the history
only: at start the worker stores what such a file holds (each game once: the
history and the scores know a game by its id), then renames the file
``finished-games.journal.imported-<stamp>``.

The format: one entry per line, eight hex digits of the CRC-32 of the JSON
text, a space, the JSON text (a game's fields, its recording in base64). A
torn or damaged line is skipped; the file is read with limits
(:data:`MAX_BYTES`, JSON depth).
"""

from __future__ import annotations

import base64
import binascii
import logging
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from minesweeper_qt import bounded_json

from .history import StoredGame
from .history_rows import Result
from .safe_files import read_regular
from .scores import Record, Score

log = logging.getLogger(__name__)

FILE_NAME = "finished-games.journal"
#: The largest file read (bytes); a larger one is left as it is.
MAX_BYTES = 256 << 20

_INTS = ("time_ms", "bbbv", "rows", "cols", "mines", "bbbv_solved", "clicks", "effective",
         "row_ms")
_FLOATS = ("ended_at", "played_at", "bbbv_s", "ioe")
_TEXTS = ("kind", "uid", "key", "count", "name", "stamp", "result", "counting")
_FLAGS = ("won", "no_guess", "assisted")


@dataclass
class OldGame:
    """One game read from the old journal: its history row (None when the
    entry held none) and what it brings to the best times and statistics."""

    uid: str
    game: StoredGame | None
    scores: list[Score] = field(default_factory=list)


def _entry(line: bytes) -> dict[str, object]:
    """One line's fields. Raises ValueError: torn, damaged or not a game."""
    crc, _, text = line.partition(b" ")
    if len(crc) != 8 or int(crc, 16) != zlib.crc32(text):
        raise ValueError("checksum mismatch")
    values = bounded_json.loads(text, max_bytes=MAX_BYTES)
    if not isinstance(values, dict):
        raise ValueError("not an entry")
    for name in _INTS:
        value = values.get(name, 0)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ValueError(f"bad {name}")
    for name in _FLOATS:
        value = values.get(name, 0.0)
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise ValueError(f"bad {name}")
    for name in (*_TEXTS, "blob"):
        if not isinstance(values.get(name, ""), str):
            raise ValueError(f"bad {name}")
    for name in _FLAGS:
        if not isinstance(values.get(name, False), bool):
            raise ValueError(f"bad {name}")
    if not values.get("uid"):
        raise ValueError("no game id")
    return values


class _Fields:
    """Typed reads of a checked entry's fields (:func:`_entry`)."""

    def __init__(self, values: dict[str, object]) -> None:
        self.values = values

    def integer(self, name: str) -> int:
        value = self.values.get(name, 0)
        return value if isinstance(value, int) else 0

    def real(self, name: str) -> float:
        value = self.values.get(name, 0.0)
        return float(value) if isinstance(value, (int, float)) else 0.0

    def text(self, name: str) -> str:
        value = self.values.get(name, "")
        return value if isinstance(value, str) else ""

    def flag(self, name: str) -> bool:
        return self.values.get(name) is True


def _game(values: dict[str, object]) -> OldGame:
    f = _Fields(values)
    uid, ended_at = f.text("uid"), f.real("ended_at")
    game = None
    if f.text("result"):
        game = StoredGame(
            uid, ended_at, f.real("played_at"), f.integer("rows"), f.integer("cols"),
            f.integer("mines"), f.flag("no_guess"), Result(f.text("result")),
            f.flag("assisted"), f.text("counting"), f.integer("row_ms") or f.integer("time_ms"),
            f.integer("bbbv"), f.integer("bbbv_solved"), f.real("bbbv_s"), f.real("ioe"),
            f.integer("clicks"), f.integer("effective"),
            base64.b64decode(f.text("blob"), validate=True))
    key, count, won = f.text("key"), f.text("count"), f.flag("won")
    scores: list[Score] = []
    if key and count == "counted":
        stamp = f.text("stamp")
        record = Record(f.integer("time_ms"), stamp[:10], f.integer("bbbv"), f.text("name"),
                        stamp) if won and stamp else None
        scores.append(Score(uid, key, won, record=record, ended_at=ended_at))
    elif key and count in ("assisted", "assisted-later"):
        # An assisted loss kept open for an undo: its run is gone, so final.
        scores.append(Score(uid, key, won, assisted=True, ended_at=ended_at))
    return OldGame(uid, game, scores)


def read(path: Path) -> list[OldGame]:
    """The games of the old journal at ``path``, in the order they ended (the
    last ending of a game kept: an undone loss played on). Lines that are torn,
    damaged or not games are skipped.

    Raises:
        OSError: it cannot be read (missing: FileNotFoundError; a link or a
            FIFO in its place: :class:`.safe_files.UnsafeFile`).
    """
    data = read_regular(path, MAX_BYTES)
    games: dict[str, OldGame] = {}
    skipped = 0
    for line in data.split(b"\n"):
        if not line.strip():
            continue
        try:
            values = _entry(line)
            if values.get("kind") != "game":
                continue  # "settle": every open loss is final now anyway
            found = _game(values)
        except (ValueError, TypeError, RecursionError, binascii.Error):
            skipped += 1
            continue
        games.pop(found.uid, None)
        games[found.uid] = found
    if skipped:
        log.warning("old journal: %d damaged or torn lines skipped", skipped)
    return list(games.values())
