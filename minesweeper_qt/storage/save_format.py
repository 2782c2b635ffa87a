"""The save file's format (``docs/save-format.md``): the game's record written,
the game rebuilt from it.

Version 3 holds the game's rules, layout and record; the game is rebuilt at
load by playing the record's moves through the engine (:meth:`Game.rebuilt`).
A version 1 file (0.1.0's: a snapshot of the cells beside the moves) is rebuilt
from its moves the same way, its cells only checked against the result;
version 2 was never released and is refused. Reading trusts nothing:
:func:`decode` raises :class:`SaveFileError` with a clear message.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import math
import os
import re
import struct
import time
import weakref
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from minesweeper_qt import bounded_json, version
from minesweeper_qt.engine import MAX_SIDE, FirstClick, Game, Move, MoveKind, Snapshot
from minesweeper_qt.engine.clock import TimeSource
from minesweeper_qt.engine.layout import Layout, RowMajorMines
from minesweeper_qt.engine.registry import NAMES, generator_named
from minesweeper_qt.engine.snapshot import MAX_CLICKS, MAX_SECONDS, MAX_SEED

if TYPE_CHECKING:  # the record is read by .save_record, loaded after the first paint
    from minesweeper_qt.replay.recording import InputEvent, Recording, TimedMove

log = logging.getLogger(__name__)

#: Value of the ``format`` field: what the file is.
FORMAT_NAME = "minesweeper-qt saved game"
#: Value of the ``version`` field written: the record instead of a snapshot of the cells.
FORMAT_VERSION = 3
#: Versions this reader accepts: 0.1.0's and this one.
READABLE_VERSIONS = (1, 3)
#: A game id: 8 to 64 letters, digits, ``-`` or ``_`` (the game writes 32 hex digits).
GAME_ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{8,64}")
#: Name of the save file in the application data folder.
FILE_NAME = "current-game.json"
#: Appended to the name of a file that failed validation when it is moved aside.
BAD_SUFFIX = ".bad"
#: Larger files are refused unread, in bytes (a 1000 x 1000 game is well below 1 MB).
MAX_FILE_BYTES = 64 * 1024 * 1024
#: Bounds of :func:`max_moves` (300,000 moves replay in well under a second).
MAX_MOVES, MOVES_PER_CELL, MOVES_BASE = 300_000, 8, 2_000
#: Age in seconds past which a temporary file of an interrupted save is removed.
STRAY_AGE_SECONDS = 60.0
#: zlib level of the blobs: 3x faster than the default, still small.
ZLIB_LEVEL = 1

#: One move in a version 1 file's ``moves`` blob: kind (uint8: 0 reveal,
#: 1 flag, 2 chord), row (uint16), col (uint16), time in seconds of play
#: (float64), little-endian, no padding: 13 bytes.
MOVE = struct.Struct("<BHHd")
#: One input event of the ``record``: time (ms, int64), kind and button (uint8,
#: the ``EventKind`` and ``Button`` values), x and y (pixels, int32), detail
#: (int32), little-endian: 22 bytes.
EVENT = struct.Struct("<qBBiii")
#: Where an event's kind is in :data:`EVENT` (after its int64 time).
_KIND_OFFSET = 8
#: One move of the ``record``: time (ms, int64), kind (uint8, the ``MoveKind``
#: value), row and col (uint16), the index of its event (int32): 17 bytes.
TIMED_MOVE = struct.Struct("<qBHHi")
#: Most events, and most moves, a ``record`` may hold (see :meth:`Encoder.encode`).
MAX_RECORD_ITEMS = 300_000
#: ``EventKind.UNDONE`` (not imported: the replay modules load after the first
#: paint): ``detail`` losses taken back.
UNDONE_EVENT = 13
_FIRST_CLICKS = {rule.value: rule for rule in FirstClick}
_GENERATORS = {name: name for name in NAMES}
_OLD_KINDS = (MoveKind.REVEAL, MoveKind.FLAG, MoveKind.CHORD)  # codes 0, 1, 2
_MARKS = frozenset((0, 2, 3))  # hidden, flag, "?" in version 1 ``cells``


class SaveFileError(ValueError):
    """A save file that cannot be trusted; the message says what is wrong."""


class BadSaveFile(Exception):
    """The save file failed validation and was moved aside.

    ``reason`` is the :class:`SaveFileError` message (or the read error);
    ``moved_to`` the ``*.bad`` path, or None when moving it failed too.
    """

    def __init__(self, reason: str, moved_to: Path | None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.moved_to = moved_to


@dataclass(frozen=True)
class SavedGame:
    """A game read back from a save file: ``game`` rebuilt (its clock paused
    until the next move); ``counted`` False for a restarted or assisted board;
    ``game_id`` (None in a version 1 file) counts the game once; ``assisted``:
    the player took help; ``record``: the file's record field, for
    :func:`.save_record.read_record` (None: none, or the moves only)."""

    game: Game
    counted: bool = True
    game_id: str | None = None
    assisted: bool = False
    record: dict[str, object] | None = None


def new_game_id() -> str:
    """A fresh game id: 32 hex digits, 12 of the time in ms (so that the
    history's index of ids grows at its end), then 20 random."""
    return f"{int(time.time() * 1000) & (16**12 - 1):012x}{os.urandom(10).hex()}"


_GAME_IDS: weakref.WeakKeyDictionary[Game, str] = weakref.WeakKeyDictionary()


def game_id_of(game: Game) -> str:
    """The id of ``game``: the one :func:`decode` or :func:`set_game_id` gave
    it, else a fresh one, kept from then on."""
    found = _GAME_IDS.get(game)
    if found is None:
        found = _GAME_IDS[game] = new_game_id()
    return found


def set_game_id(game: Game, game_id: str) -> None:
    """Give ``game`` the id :func:`game_id_of` returns from now on."""
    _GAME_IDS[game] = game_id


# --- writing ------------------------------------------------------------------------------


def _deflate(data: bytes) -> str:
    return base64.b64encode(zlib.compress(data, ZLIB_LEVEL)).decode("ascii")


#: Items compressed per cached piece of a blob (see :class:`_Pieces`).
_MOVE_CHUNK = 4096


class _Pieces:
    """The blob of a list that only grows at its end (but for its last
    ``margin`` items): each full piece of :data:`_MOVE_CHUNK` items is
    compressed once, ended with a sync flush; a blob compresses only the tail,
    on a copy of the compressor."""

    def __init__(self, pack: Callable[[Any], bytes], margin: int = 0) -> None:
        self._pack, self._margin = pack, margin
        self.reset()

    def reset(self) -> None:
        self._deflater = zlib.compressobj(ZLIB_LEVEL)
        self._deflated = bytearray()  # compressed full pieces
        self.done = 0  # items in them

    def blob(self, items: Sequence[Any]) -> str:
        """The base64 blob of all ``items`` (the first :attr:`done` as before)."""
        if len(items) < self.done:
            self.reset()
        pack = self._pack
        while len(items) - self.done >= _MOVE_CHUNK + self._margin:
            piece = b"".join(map(pack, items[self.done:self.done + _MOVE_CHUNK]))
            self._deflated += self._deflater.compress(piece)
            self._deflated += self._deflater.flush(zlib.Z_SYNC_FLUSH)
            self.done += _MOVE_CHUNK
        tail = b"".join(map(pack, items[self.done:]))
        finisher = self._deflater.copy()
        return base64.b64encode(
            bytes(self._deflated) + finisher.compress(tail) + finisher.flush()).decode("ascii")


def _pack_event(e: InputEvent) -> bytes:
    return EVENT.pack(e.t_ms, e.kind, e.button, e.x_px, e.y_px, e.detail)


def _pack_timed(m: TimedMove) -> bytes:
    return TIMED_MOVE.pack(m.t_ms, m.kind, m.row, m.col, m.event_index)


def _pack_engine_move(m: Move) -> bytes:
    """An engine move as a move of the record of moves only (no event)."""
    return TIMED_MOVE.pack(round(m.time * 1000), m.kind, m.row, m.col, -1)


class Encoder:
    """Encodes saves; repeated saves of one game (the same ``key``) reuse the
    mine blob and the record's compressed pieces, so a long game's save costs
    what a short one's does."""

    def __init__(self) -> None:
        self._key: object = None
        self._reset()

    def _reset(self) -> None:
        self._mines: Sequence[int] | None = None
        self._mine_blob = ""
        # The record's last event may still be replaced (a pointer move
        # sample dropped for the next): never in a piece.
        self._events = _Pieces(_pack_event, margin=1)
        self._timed = _Pieces(_pack_timed)
        self._plain = _Pieces(_pack_engine_move)

    def encode(self, snap: Snapshot, counted: bool = True, key: object = None,
               game_id: str | None = None, assisted: bool = False,
               record: Recording | None = None) -> bytes:
        """The save file's bytes (UTF-8 JSON) of the game ``snap`` is taken
        from, with its ``record`` so far. Without one, or with one too long
        (:data:`MAX_RECORD_ITEMS`), unpackable or not the game's moves
        (:func:`_plays`), the file holds the record of ``snap.moves`` only: a
        save never fails for its record. ``key`` names the game (None: nothing
        reused); ``counted``, ``game_id``, ``assisted`` as :class:`SavedGame`.

        Raises:
            ValueError: ``game_id`` does not match :data:`GAME_ID_PATTERN`.
        """
        if game_id is not None and not GAME_ID_PATTERN.fullmatch(game_id):
            raise ValueError(f"not a game id: {game_id!r}")
        if key is None or key is not self._key:
            self._key = key
            self._reset()
        mine_blob: str | None = None
        if snap.mines is not None:
            if self._mines is snap.mines:
                mine_blob = self._mine_blob
            else:
                mine_blob = _deflate(_mine_map(snap.mines, snap.rows * snap.cols))
                self._mines, self._mine_blob = snap.mines, mine_blob
        document: dict[str, Any] = {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "written_by": f"minesweeper-qt {version()}",
            "game_id": game_id,
            "rows": snap.rows,
            "cols": snap.cols,
            "mines": snap.mine_count,
            "seed": snap.seed,
            "first_click": snap.first_click.value,
            "question_marks": bool(snap.question_marks),
            "generator": snap.generator,
            "certified": bool(snap.certified),
            "counted": bool(counted),
            "assisted": bool(assisted),
            "elapsed": float(snap.elapsed),
            "mine_map": mine_blob,
            "record": self._record(record) if record is not None
            and max(len(record.events), len(record.moves)) <= MAX_RECORD_ITEMS
            and _plays(record, snap.moves) else None,
        }
        if document["record"] is None:
            document["record"] = self._moves_only(snap)
        return json.dumps(document, indent=1, allow_nan=False).encode("utf-8")

    def _record(self, record: Recording) -> dict[str, object] | None:
        """The ``record`` field, or None when a value does not fit its packed form."""
        try:
            return {
                "cell_px": record.cell_px,
                "started_at": float(record.started_at),
                "event_count": len(record.events),
                "events": self._events.blob(record.events),
                "move_count": len(record.moves),
                "moves": self._timed.blob(record.moves),
            }
        except (struct.error, OverflowError, ValueError) as error:
            log.warning("the game's record is not saved: %s", error)
            self._events = _Pieces(_pack_event, margin=1)  # (a piece may be half made)
            self._timed = _Pieces(_pack_timed)
            return None

    def _moves_only(self, snap: Snapshot) -> dict[str, object]:
        """The record of the game's moves only: no input event but the
        ``UNDONE`` one that keeps its losses taken back."""
        undone = [EVENT.pack(0, UNDONE_EVENT, 0, 0, 0, min(snap.deaths, 2**31 - 1))] \
            if snap.deaths else []
        return {"cell_px": 16, "started_at": 0.0, "event_count": len(undone),
                "events": _deflate(b"".join(undone)), "move_count": len(snap.moves),
                "moves": self._plain.blob(snap.moves)}


def _plays(record: Recording, moves: Sequence[Move]) -> bool:
    """Whether ``record``'s moves, undos applied, can be the game's ``moves``:
    as many, the last the same (logged when not)."""
    undos = sum(m.kind is MoveKind.UNDO for m in record.moves)
    last = record.moves[-1] if record.moves else None
    if len(record.moves) - 2 * undos == len(moves) and (
            not moves or last is None or last.kind is MoveKind.UNDO
            or (last.kind, last.row, last.col) == moves[-1][:3]):
        return True
    log.warning("the game's record does not play its %d moves; saved without it", len(moves))
    return False


def _mine_map(mines: Sequence[int], n: int) -> bytes:
    if isinstance(mines, RowMajorMines):
        return mines.as_map()  # a huge board's, at C speed
    built = bytearray(n)
    for index in mines:
        built[index] = 1
    return bytes(built)


def encode(snap: Snapshot, counted: bool = True, game_id: str | None = None,
           assisted: bool = False, record: Recording | None = None) -> bytes:
    """:meth:`Encoder.encode` without reuse."""
    return Encoder().encode(snap, counted, game_id=game_id, assisted=assisted, record=record)


# --- reading ------------------------------------------------------------------------------


def _show(value: object) -> str:
    """A short ``repr`` of a value from the file, for messages."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _field(doc: dict[str, object], name: str) -> object:
    if name not in doc:
        raise SaveFileError(f"the field {name!r} is missing")
    return doc[name]


def _int(doc: dict[str, object], name: str, low: int, high: int) -> int:
    value = _field(doc, name)
    if type(value) is not int or not low <= value <= high:
        raise SaveFileError(f"{name} must be a whole number from {low} to {high}, "
                            f"not {_show(value)}")
    return value


def _bool(doc: dict[str, object], name: str, absent: bool | None = None) -> bool:
    """A boolean field; ``absent``: its value when missing (None: required)."""
    if absent is not None and name not in doc:
        return absent
    value = _field(doc, name)
    if not isinstance(value, bool):
        raise SaveFileError(f"{name} must be true or false, not {_show(value)}")
    return value


def _choice(doc: dict[str, object], name: str, table: dict[str, Any]) -> Any:
    value = _field(doc, name)
    if not isinstance(value, str) or value not in table:
        raise SaveFileError(f"{name} must be one of {', '.join(table)}, not {_show(value)}")
    return table[value]


def _inflate(doc: dict[str, object], name: str, size: int) -> bytes:
    """The ``size`` bytes of the base64 zlib blob ``name`` (inflated at most
    ``size + 1``: no zip bombs)."""
    value = _field(doc, name)
    if not isinstance(value, str):
        raise SaveFileError(f"{name} must be a base64 string, not {_show(value)}")
    try:
        raw = base64.b64decode(value.encode("ascii"), validate=True)
        inflater = zlib.decompressobj()
        data = inflater.decompress(raw, size + 1)
    except (UnicodeEncodeError, binascii.Error, zlib.error) as error:
        raise SaveFileError(f"{name} is damaged ({error})") from None
    if len(data) != size or not inflater.eof or inflater.unused_data:
        raise SaveFileError(f"{name} does not hold the expected {size} bytes")
    return data


def max_moves(rows: int, cols: int) -> int:
    """Most moves a save of a ``rows`` x ``cols`` board may hold."""
    return min(MAX_MOVES, MOVES_PER_CELL * rows * cols + MOVES_BASE)


def _document(data: bytes) -> tuple[dict[str, object], int]:
    """The JSON object of a save file and its format version (checked)."""
    if len(data) > MAX_FILE_BYTES:
        raise SaveFileError(f"the file is too large ({len(data)} bytes)")
    try:
        doc = bounded_json.loads(data, max_bytes=MAX_FILE_BYTES)
    except UnicodeDecodeError:
        raise SaveFileError("the file is not UTF-8 text") from None
    except (ValueError, RecursionError) as error:  # JSONDecodeError, huge numbers
        raise SaveFileError(f"the file is not valid JSON ({error})") from None
    if not isinstance(doc, dict):
        raise SaveFileError("the file does not hold a JSON object")
    if doc.get("format") != FORMAT_NAME:
        raise SaveFileError("the file is not a minesweeper-qt saved game")
    version = doc.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:
        raise SaveFileError(f"format version {_show(version)} is not a version this "
                            f"program reads ({', '.join(map(str, READABLE_VERSIONS))})")
    return doc, version


def _game_id(doc: dict[str, object]) -> str | None:
    """The game id (null or a pattern-checked string)."""
    game_id = _field(doc, "game_id")
    if game_id is not None and not (
            isinstance(game_id, str) and GAME_ID_PATTERN.fullmatch(game_id)):
        raise SaveFileError(f"game_id must be null or 8 to 64 letters, digits, - or _, "
                            f"not {_show(game_id)}")
    return game_id


def _seed(doc: dict[str, object]) -> int | None:
    seed = _field(doc, "seed")
    if seed is not None and (type(seed) is not int or not 0 <= seed <= MAX_SEED):
        raise SaveFileError(f"seed must be null or a whole number from 0 to {MAX_SEED}, "
                            f"not {_show(seed)}")
    return seed


def _elapsed(doc: dict[str, object]) -> float:
    elapsed = _field(doc, "elapsed")
    if (isinstance(elapsed, bool) or not isinstance(elapsed, (int, float))
            or not math.isfinite(elapsed) or not 0 <= elapsed <= MAX_SECONDS):
        raise SaveFileError(f"elapsed must be a number of seconds from 0 to {MAX_SECONDS}, "
                            f"not {_show(elapsed)}")
    return float(elapsed)


def _layout(doc: dict[str, object], rows: int, cols: int, mine_count: int) -> Layout | None:
    """The layout of the mine map (None: not laid yet)."""
    if _field(doc, "mine_map") is None:
        return None
    mine_map = _inflate(doc, "mine_map", rows * cols)
    if mine_map.translate(None, b"\x00\x01"):
        raise SaveFileError("mine_map holds a value other than 0 and 1")
    if mine_map.count(1) != mine_count:
        raise SaveFileError(f"mine_map holds {mine_map.count(1)} mines, not {mine_count}")
    return Layout.from_map(rows, cols, mine_map)


def record_blobs(fields: dict[str, object]) -> tuple[bytes, bytes]:
    """The packed events and moves of a ``record`` field (see :data:`EVENT`,
    :data:`TIMED_MOVE`), their counts and blobs checked (:class:`SaveFileError`).
    Unpacked one at a time (``EVENT.iter_unpack``) by a reader on a worker
    thread: a list of 300,000 made in one call holds the interpreter lock
    the window needs for tens of milliseconds."""
    n = _int(fields, "event_count", 0, MAX_RECORD_ITEMS)
    m = _int(fields, "move_count", 0, MAX_RECORD_ITEMS)
    return (_inflate(fields, "events", n * EVENT.size),
            _inflate(fields, "moves", m * TIMED_MOVE.size))


def _played(fields: dict[str, object], rows: int, cols: int,
            elapsed: float) -> tuple[list[Move], int, bool]:
    """The game's moves a ``record`` gives (undos applied; on the game's
    clock: time less the first reveal's, at most ``elapsed``), its losses
    taken back, and whether it holds input events (not the moves only).

    Raises:
        SaveFileError: a move of an unknown kind or off the board, an undo
            with no move to take back, more moves than :func:`max_moves`,
            more losses taken back than ``MAX_CLICKS``.
    """
    events, packed_moves = record_blobs(fields)
    moves = list(TIMED_MOVE.iter_unpack(packed_moves))
    # Each event's kind (its byte after the int64 time), cut out at C speed:
    # a long record's 300,000 events are never unpacked here (70 ms at start).
    event_kinds = events[_KIND_OFFSET::EVENT.size]
    kept: list[int] = []  # the moves no undo took back, by number
    undos = 0
    for number, (_, code, row, col, _) in enumerate(moves):
        if code == MoveKind.UNDO:
            if not kept:
                raise SaveFileError(f"move {number + 1} undoes no move")
            kept.pop()
            undos += 1
        elif not (MoveKind.REVEAL <= code <= MoveKind.CHORD and row < rows and col < cols):
            raise SaveFileError(f"move {number + 1} is not a move on the board")
        else:
            kept.append(number)
    if len(kept) > max_moves(rows, cols):
        raise SaveFileError(f"{len(kept)} moves are more than a {rows}x{cols} board holds")
    recorded = event_kinds.count(UNDONE_EVENT) != len(event_kinds)
    # (A record of the moves only is on the game's clock already.)
    base = next((t for t, code, *_ in moves if code == MoveKind.REVEAL), 0) if recorded else 0
    kinds = {int(kind): kind for kind in MoveKind}
    live = [Move(kinds[code], row, col, min(max(t - base, 0) / 1000, elapsed))
            for t, code, row, col, _ in map(moves.__getitem__, kept)]
    deaths = undos + sum(max(EVENT.unpack_from(events, n * EVENT.size)[5], 0)
                         for n in _positions(event_kinds, UNDONE_EVENT))
    if deaths > MAX_CLICKS:  # (a snapshot of the game would break its rules)
        raise SaveFileError(f"the record takes back {deaths} losses, more than {MAX_CLICKS}")
    return live, deaths, recorded


def _positions(data: bytes, value: int) -> Iterator[int]:
    """The positions of byte ``value`` in ``data``, in order."""
    at = data.find(value)
    while at >= 0:
        yield at
        at = data.find(value, at + 1)


def _old_moves(doc: dict[str, object], rows: int, cols: int) -> list[Move]:
    """The moves of a version 1 file's ``moves`` blob."""
    count = _int(doc, "move_count", 0, max_moves(rows, cols))
    packed = _inflate(doc, "moves", count * MOVE.size)
    moves: list[Move] = []
    for number, (code, row, col, t) in enumerate(MOVE.iter_unpack(packed), 1):
        if code > 2 or row >= rows or col >= cols:
            raise SaveFileError(f"move {number} is not a move on the board")
        moves.append(Move(_OLD_KINDS[code], row, col, t))
    return moves


def _same_but_marks(rebuilt: bytes, cells: bytes) -> bool:
    """Whether a version 1 file's ``cells`` are the ones its moves rebuilt,
    but for the marks of cells not revealed: 0.1.0 switched question marks in
    the game in play, so a mark may replay otherwise (the game is the moves')."""
    return len(rebuilt) == len(cells) and all(
        a == b or (a in _MARKS and b in _MARKS) for a, b in zip(rebuilt, cells, strict=True))


def _record(doc: dict[str, object]) -> dict[str, object]:
    value = _field(doc, "record")
    if not isinstance(value, dict):
        raise SaveFileError(f"record must be an object, not {_show(value)}")
    return value


def decode(data: bytes, time_source: TimeSource = time.monotonic) -> SavedGame:
    """Read a save file's bytes back into a game (its clock on ``time_source``,
    paused until the next move), trusting nothing: every field, blob and move
    is checked, then the engine plays the moves (:meth:`Game.rebuilt`).

    Raises:
        SaveFileError: the first problem found, in a short sentence.
    """
    doc, version = _document(data)
    game_id = _game_id(doc) if version == 3 else None
    rows = _int(doc, "rows", 1, MAX_SIDE)
    cols = _int(doc, "cols", 1, MAX_SIDE)
    mine_count = _int(doc, "mines", 1, rows * cols - 1)
    seed = _seed(doc)
    first_click: FirstClick = _choice(doc, "first_click", _FIRST_CLICKS)
    question_marks = _bool(doc, "question_marks")
    # Optional: 0.1.0 held uniform boards, unassisted games.
    generator: str = _choice(doc, "generator", _GENERATORS) if "generator" in doc else "uniform"
    certified = _bool(doc, "certified", absent=False)
    counted = _bool(doc, "counted")
    assisted = _bool(doc, "assisted", absent=False)
    elapsed = _elapsed(doc)
    layout = _layout(doc, rows, cols, mine_count)
    cells = b""
    record: dict[str, object] | None = None
    if version == 3:
        fields = _record(doc)
        moves, deaths, recorded = _played(fields, rows, cols, elapsed)
        record = fields if recorded else None
    else:  # 0.1.0 wrote no record, no undo
        deaths = 0
        moves = _old_moves(doc, rows, cols)
        cells = _inflate(doc, "cells", rows * cols)
    try:
        game = Game.rebuilt(rows, cols, mine_count, layout, moves, seed=seed,
                            first_click=first_click, question_marks=question_marks,
                            generator=generator_named(generator), certified=certified,
                            elapsed=elapsed, deaths=deaths, time_source=time_source)
        if version < 3 and not _same_but_marks(game.cell_states(), cells):
            raise ValueError("the cells are not the ones the moves give")
    except ValueError as error:
        raise SaveFileError(str(error)) from None
    if game_id is not None:
        set_game_id(game, game_id)
    return SavedGame(game, counted and not assisted, game_id, assisted, record)
