"""The journal of finished games an older version kept (``finished-games.journal``
in the data folder), read once at start so that a game it still held (a kill
or a full disk left it there) is stored; then the file is renamed
``.imported-<stamp>``. One entry per line: eight hex digits of the CRC-32 of
the JSON text, a space, the JSON text (a game's fields, its recording in
base64). A torn or damaged line is skipped; the file is read with limits.
"""

from __future__ import annotations

import base64
import binascii
import logging
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from minesweeper_qt import bounded_json

from .history import StoredGame
from .history_rows import Result
from .safe_files import read_regular
from .scores import Record, Score

log = logging.getLogger(__name__)

FILE_NAME = "finished-games.journal"
#: The largest file read (bytes); a larger one is left as it is.
MAX_BYTES = 256 << 20

#: Each field an entry may hold, with its type and default.
_FIELDS: dict[str, object] = {
    **dict.fromkeys(("time_ms", "bbbv", "rows", "cols", "mines", "bbbv_solved", "clicks",
                     "effective", "row_ms"), 0),
    **dict.fromkeys(("ended_at", "played_at", "bbbv_s", "ioe"), 0.0),
    **dict.fromkeys(("kind", "uid", "key", "count", "name", "stamp", "result", "counting",
                     "blob"), ""),
    **dict.fromkeys(("won", "no_guess", "assisted"), False)}


@dataclass
class OldGame:
    """One game of the old journal: its history row (None: the entry held
    none) and what it brings to the best times and statistics."""

    uid: str
    game: StoredGame | None
    scores: list[Score] = field(default_factory=list)


def _entry(line: bytes) -> dict[str, object]:
    """One line's fields, each of its type (defaults filled in). Raises
    ValueError: torn, damaged or not a game."""
    crc, _, text = line.partition(b" ")
    if len(crc) != 8 or int(crc, 16) != zlib.crc32(text):
        raise ValueError("checksum mismatch")
    values = bounded_json.loads(text, max_bytes=MAX_BYTES)
    if not isinstance(values, dict):
        raise ValueError("not an entry")
    out: dict[str, object] = {}
    for name, default in _FIELDS.items():
        value = values.get(name, default)
        kind = type(default)
        if kind in (bool, str):
            ok = isinstance(value, kind)
        else:  # a number, never a bool; a count never below 0
            ok = isinstance(value, (int, float) if kind is float else int) \
                and not isinstance(value, bool) and (kind is float or value >= 0)
        if not ok:
            raise ValueError(f"bad {name}")
        out[name] = float(value) if kind is float else value
    if not out["uid"]:
        raise ValueError("no game id")
    return out


def _game(values: dict[str, object]) -> OldGame:
    def integer(name: str) -> int:
        return cast(int, values[name])

    def real(name: str) -> float:
        return cast(float, values[name])

    def text(name: str) -> str:
        return cast(str, values[name])

    uid, ended_at, won = text("uid"), real("ended_at"), values["won"] is True
    game = None
    if text("result"):
        game = StoredGame(
            uid, ended_at, real("played_at"), integer("rows"), integer("cols"),
            integer("mines"), values["no_guess"] is True, Result(text("result")),
            values["assisted"] is True, text("counting"),
            integer("row_ms") or integer("time_ms"), integer("bbbv"), integer("bbbv_solved"),
            real("bbbv_s"), real("ioe"), integer("clicks"), integer("effective"),
            base64.b64decode(text("blob"), validate=True))
    key, count, stamp = text("key"), text("count"), text("stamp")
    scores: list[Score] = []
    if key and count == "counted":
        record = Record(integer("time_ms"), stamp[:10], integer("bbbv"), text("name"),
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
