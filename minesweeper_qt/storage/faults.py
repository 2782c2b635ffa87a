"""Telling storage faults apart, once: a *condition* of the disk or of another
program (reported, retried later) or *damage* of the file (set aside, a new
one started), from SQLite's result codes (messages before Python 3.11) and
``errno``.
"""

from __future__ import annotations

import enum
import errno
import sqlite3

from .safe_files import UnsafeFile


class Fault(enum.Enum):
    """What went wrong with a file of the game."""

    #: No room left (ENOSPC, EDQUOT, SQLITE_FULL).
    FULL = "full"
    #: The file, its folder or its disk cannot be written (EACCES, EPERM, EROFS,
    #: SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM).
    READ_ONLY = "read-only"
    #: Another program holds a lock on it (SQLITE_BUSY, SQLITE_LOCKED, a lock file).
    LOCKED = "locked"
    #: A link, FIFO, device or folder is in the file's place (never followed).
    UNSAFE = "unsafe"
    #: Any other input/output error (SQLITE_IOERR, EIO...).
    IO = "io"
    #: The file cannot be read as what it should be (not a database, corrupt
    #: pages, an unknown schema).
    DAMAGED = "damaged"
    #: The file was written by a newer version of the game.
    NEWER = "newer"

    @property
    def is_damage(self) -> bool:
        """Whether the file itself is at fault (set aside, not retried)."""
        return self in (Fault.DAMAGED, Fault.NEWER)


# SQLite primary result codes (https://www.sqlite.org/rescode.html).
_SQLITE = {
    3: Fault.READ_ONLY,  # SQLITE_PERM
    5: Fault.LOCKED,  # SQLITE_BUSY
    6: Fault.LOCKED,  # SQLITE_LOCKED
    8: Fault.READ_ONLY,  # SQLITE_READONLY
    10: Fault.IO,  # SQLITE_IOERR
    11: Fault.DAMAGED,  # SQLITE_CORRUPT
    13: Fault.FULL,  # SQLITE_FULL
    14: Fault.READ_ONLY,  # SQLITE_CANTOPEN
    26: Fault.DAMAGED,  # SQLITE_NOTADB
}
_IOERR_NOMEM = 10 | (12 << 8)

#: Message fragments of the same codes, for Pythons without ``sqlite_errorcode``.
_MESSAGES = (
    ("database or disk is full", Fault.FULL),
    ("readonly database", Fault.READ_ONLY),
    ("unable to open database file", Fault.READ_ONLY),
    ("access permission denied", Fault.READ_ONLY),
    ("is locked", Fault.LOCKED),
    ("database is busy", Fault.LOCKED),
    ("disk i/o error", Fault.IO),
    ("malformed", Fault.DAMAGED),
    ("not a database", Fault.DAMAGED),
)


def sqlite_fault(error: sqlite3.Error) -> Fault:
    """The fault an ``sqlite3`` exception reports (:attr:`Fault.IO` when its
    code says nothing about the file: never taken for damage)."""
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int):
        if code == _IOERR_NOMEM:
            return Fault.IO
        found = _SQLITE.get(code & 0xFF)
        if found is not None:
            return found
    text = str(error).lower()
    for fragment, fault in _MESSAGES:
        if fragment in text:
            return fault
    return Fault.IO


def os_fault(error: OSError) -> Fault:
    """The fault an ``OSError`` reports."""
    if isinstance(error, UnsafeFile):
        return Fault.UNSAFE
    code = error.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return Fault.FULL
    if code in (errno.EACCES, errno.EPERM, errno.EROFS):
        return Fault.READ_ONLY
    if code in (errno.EAGAIN, errno.EBUSY, getattr(errno, "EWOULDBLOCK", errno.EAGAIN)):
        return Fault.LOCKED
    return Fault.IO


def fault_of(error: BaseException) -> Fault:
    """:func:`sqlite_fault` or :func:`os_fault` of any exception (other
    exceptions: :attr:`Fault.IO`)."""
    if isinstance(error, sqlite3.Error):
        return sqlite_fault(error)
    if isinstance(error, OSError):
        return os_fault(error)
    return Fault.IO
