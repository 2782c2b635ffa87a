"""The journal of finished games: the one place a finished game is written
first, before the best times, the statistics and the history are updated from
it.

Why a journal: those three live in two files (the settings file and the
history database) that fail independently (a full disk, a history locked by
another program, a damaged file), and a process can be killed between any two
writes. A game end is appended to the journal (one line, synced) and only then
applied to both; every application is idempotent (the best times and statistics
remember the ids of the games counted, the history holds each game's id once),
so after a kill, a failed write or a second running copy, applying the journal
again gives each game exactly once in each, in the order the games ended. An
entry leaves the journal once both have it.

The file, ``finished-games.journal`` in the data folder (beside the save and
the history), holds one entry per line: eight hex digits of the CRC-32 of the
JSON text, a space, the JSON text. A torn last line (a kill while appending) or
a line whose checksum fails (damage) is skipped and counted; the other lines
are read. Every change (append, rewrite) is made under a lock shared by every
copy of the game (:mod:`.file_lock`), never through a link, and synced.
"""

from __future__ import annotations

import base64
import contextlib
import json
import logging
import os
import zlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .. import bounded_json
from .file_lock import LockHeld, acquire
from .safe_files import UnsafeFile, check_regular, read_regular, write_atomic

log = logging.getLogger(__name__)

FILE_NAME = "finished-games.journal"
#: The largest journal read (bytes): past this the file is damage.
MAX_BYTES = 256 << 20
#: Longest wait for another copy's lock (ms).
LOCK_TIMEOUT_MS = 10_000

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


#: The Python types of the field annotations of :class:`Entry`.
_TYPES: dict[str, type | tuple[type, ...]] = {
    "str": str, "float": (int, float), "int": int, "bool": bool, "bytes": bytes}


class JournalLocked(OSError):
    """Another copy of the game held the journal's lock for too long."""


@dataclass(frozen=True)
class Entry:
    """One finished game (``kind`` "game"), or the word that an assisted loss
    kept open for an undo is final (``kind`` "settle", only ``uid`` and ``run``).

    Identity: ``uid`` is the game's own id; ``ended_at`` (Unix seconds) orders
    endings of the same game (a later one replaces an earlier one in the
    history). ``run`` names the running copy that wrote it.

    For the best times and statistics (``count``): "counted" (a counted game:
    statistics, and a best time when ``won`` and ``time_ms`` fits), "assisted"
    (the assisted statistics), "assisted-later" (an assisted loss that may still
    be undone: counted when settled, or when a later run finds it unsettled),
    or "" (nothing). ``key`` is the records key; ``name`` and ``stamp`` (ISO
    date-time) go with a best time.

    For the history (``result`` not empty): the row's figures (``row_ms`` its
    time, from the recording) and the recording blob (``blob``)."""

    kind: str
    uid: str
    run: str
    ended_at: float = 0.0
    key: str = ""
    count: str = ""
    won: bool = False
    time_ms: int = 0
    bbbv: int = 0
    name: str = ""
    stamp: str = ""
    result: str = ""
    counting: str = ""
    played_at: float = 0.0
    rows: int = 0
    cols: int = 0
    mines: int = 0
    no_guess: bool = False
    assisted: bool = False
    bbbv_solved: int = 0
    bbbv_s: float = 0.0
    ioe: float = 0.0
    clicks: int = 0
    effective: int = 0
    row_ms: int = 0
    blob: bytes = field(default=b"", repr=False)

    def line(self) -> bytes:
        """The entry as one journal line (with its newline)."""
        values = asdict(self)
        values["blob"] = base64.b64encode(self.blob).decode("ascii")
        text = json.dumps(values, separators=(",", ":"), allow_nan=False).encode("utf-8")
        return b"%08x %s\n" % (zlib.crc32(text), text)

    @classmethod
    def parse(cls, line: bytes) -> Entry:
        """An entry from one journal line (without its newline).

        Raises:
            ValueError: a torn or damaged line.
        """
        crc, _, text = line.partition(b" ")
        if len(crc) != 8 or int(crc, 16) != zlib.crc32(text):
            raise ValueError("checksum mismatch")
        values = bounded_json.loads(text, max_bytes=MAX_BYTES)
        if not isinstance(values, dict):
            raise ValueError("not an entry")
        known = set(cls.__annotations__)
        out: dict[str, object] = {}
        for name, value in values.items():
            if name not in known:
                continue  # a field of a newer version
            if name == "blob":
                if not isinstance(value, str):
                    raise ValueError("bad blob")
                out[name] = base64.b64decode(value, validate=True)
            else:
                out[name] = value
        entry = cls(**out)  # type: ignore[arg-type]
        entry.check()
        return entry

    def check(self) -> None:
        """Raises ValueError unless every field has its type."""
        for name, kind in self.__annotations__.items():
            value = getattr(self, name)
            wanted = _TYPES[kind]
            if not isinstance(value, wanted) or (kind in ("int", "float")
                                                 and isinstance(value, bool)):
                raise ValueError(f"bad {name}")
        if self.kind not in ("game", "settle") or not self.uid:
            raise ValueError("bad kind or id")


@dataclass
class Contents:
    """What :meth:`Journal.read` found: the entries in order, and how many
    lines were torn or damaged (skipped)."""

    entries: list[Entry]
    skipped: int = 0


class Journal:
    """The journal file at ``path``; see the module. Methods raise ``OSError``
    (``UnsafeFile`` for a link or FIFO in its place, :class:`JournalLocked`)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock_path = path.with_name(path.name + ".lock")

    @contextmanager
    def locked(self, wait_ms: int = LOCK_TIMEOUT_MS) -> Iterator[None]:
        """Hold the lock every copy of the game takes to change the journal
        (:mod:`.file_lock`: a kill never leaves it held), waiting at most
        ``wait_ms`` (the storage worker never waits: it tries again later).

        Raises:
            JournalLocked: another copy held it for ``wait_ms``.
            OSError: the lock file could not be made (full, read-only folder).
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        check_regular(self._lock_path)
        try:
            lock = acquire(self._lock_path, wait_ms)
        except LockHeld as error:
            raise JournalLocked(11, "the journal is locked by another copy of the game",
                                str(self._lock_path)) from error
        try:
            yield
        finally:
            lock.release()

    def append(self, entries: Iterable[Entry]) -> None:
        """Add entries at the end, synced (call under :meth:`locked`). On a
        failure nothing of them stays in the file.

        Raises:
            OSError: the file could not be written (nothing was added).
        """
        data = b"".join(entry.line() for entry in entries)
        if not data:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        check_regular(self.path)
        fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT | _NOFOLLOW | _CLOEXEC
                     | _BINARY, 0o600)
        try:
            if not os.path.samestat(os.fstat(fd), os.lstat(self.path)):
                raise UnsafeFile(22, "the journal changed while it was opened", str(self.path))
            size = os.fstat(fd).st_size
            try:
                if size and self._last_byte(fd, size) != b"\n":
                    data = b"\n" + data  # a torn line before: never glue onto it
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
                (getattr(os, "fdatasync", None) or os.fsync)(fd)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, size)  # all or nothing
                raise
        finally:
            os.close(fd)

    @staticmethod
    def _last_byte(fd: int, size: int) -> bytes:
        return os.pread(fd, 1, size - 1) if hasattr(os, "pread") else b"\n"

    def read(self) -> Contents:
        """Every entry in the file, in order (none when there is no file).

        Raises:
            OSError: the file could not be read.
        """
        try:
            data = read_regular(self.path, MAX_BYTES)
        except FileNotFoundError:
            return Contents([])
        entries: list[Entry] = []
        skipped = 0
        for line in data.split(b"\n"):
            if not line.strip():
                continue
            try:
                entries.append(Entry.parse(line))
            except (ValueError, TypeError, KeyError) as error:
                skipped += 1
                log.warning("journal: skipping a damaged line (%s)", error)
        return Contents(entries, skipped)

    def holds(self, uid: str) -> bool:
        """Whether a finished game ``uid`` waits in the journal (a game whose
        save file was not removed yet is then never resumed). False when the
        journal cannot be read."""
        try:
            return any(e.kind == "game" and e.uid == uid and e.count
                       for e in self.read().entries)
        except OSError:
            return False

    def rewrite(self, entries: list[Entry]) -> None:
        """Replace the file with ``entries`` (call under :meth:`locked`):
        emptied in place when there are none (a kill before that only means the
        entries are applied again, which changes nothing), else written anew
        and renamed over it.

        Raises:
            OSError: it could not be changed (it is left as it was).
        """
        if not entries:
            if check_regular(self.path):
                fd = os.open(self.path, os.O_WRONLY | _NOFOLLOW | _CLOEXEC | _BINARY)
                try:
                    os.ftruncate(fd, 0)
                finally:
                    os.close(fd)
            return
        write_atomic(self.path, b"".join(entry.line() for entry in entries), mode=0o600)
