"""Reading and writing the game's own files: only regular files, never
through a link, never blocking on a FIFO; writes atomic (a temporary file
beside the target, synced and renamed over it).
"""

from __future__ import annotations

import contextlib
import errno
import os
import random
import shutil
import stat
import string
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_TEMP_LETTERS = string.ascii_letters + string.digits
_RANDOM = random.SystemRandom()


class UnsafeFile(OSError):
    """A path that holds something other than a regular file; the message says what."""

    @classmethod
    def of(cls, code: int, mode: int, path: Path) -> UnsafeFile:
        return cls(code, f"{kind_of(mode)} is in the place of the file", str(path))


def kind_of(mode: int) -> str:
    """A short English name for the file type in ``mode`` (from ``lstat``)."""
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def check_regular(path: Path) -> bool:
    """Whether ``path`` is absent (False) or a regular file (True), not
    following a link.

    Raises:
        UnsafeFile: something else is there.
    """
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return False
    if not stat.S_ISREG(mode):
        raise UnsafeFile.of(errno.EINVAL, mode, path)
    return True


def read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit`` + 1 bytes of the regular file ``path`` (more than
    ``limit``: too large); never follows a link, never blocks.

    Raises:
        FileNotFoundError: no file.
        UnsafeFile: not a regular file.
        OSError: it could not be read.
    """
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC | _BINARY)
    except OSError as error:
        if error.errno == errno.ELOOP or (_NOFOLLOW == 0 and os.path.islink(path)):
            raise UnsafeFile(errno.ELOOP, "a symbolic link is in the place of the file",
                             str(path)) from None
        if error.errno in (errno.ENXIO, errno.EISDIR):  # a socket, a folder
            raise UnsafeFile.of(error.errno, os.lstat(path).st_mode, path) from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UnsafeFile.of(errno.EINVAL, mode, path)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def temp_name(path: Path) -> Path:
    """A fresh temporary name beside ``path``: ``<name>.XXXXXX`` (six letters or
    digits, the pattern :meth:`SaveStore.remove_strays` cleans up)."""
    suffix = "".join(_RANDOM.choice(_TEMP_LETTERS) for _ in range(6))
    return path.with_name(f"{path.name}.{suffix}")


def write_atomic(path: Path, data: bytes, sync: bool = True,
                 commit: Callable[[Callable[[], None]], bool] | None = None,
                 mode: int = 0o644) -> bool:
    """Replace the regular file ``path`` (or create it) with ``data``, whole
    (synced with ``sync``; ``mode`` before the umask). ``commit`` is given the
    rename and may decline it (returns False). Returns whether it was replaced.

    Raises:
        UnsafeFile: ``path`` is a link, FIFO, device or folder (left untouched).
        OSError: the folder or disk could not be written (the old file is kept
            and no temporary file is left behind).
    """
    check_regular(path)
    for _ in range(10):
        temp = temp_name(path)
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC
                         | _BINARY, mode)
        except FileExistsError:
            continue
        break
    else:
        raise OSError(errno.EEXIST, "no free temporary name", str(path))
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            if sync:
                (getattr(os, "fdatasync", None) or os.fsync)(fd)
        finally:
            os.close(fd)
        if commit is None:
            os.replace(temp, path)
            return True
        if commit(lambda: os.replace(temp, path)):
            return True
        os.unlink(temp)
        return False
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def folder_errno(path: Path) -> int:
    """Why a file could not be made at ``path`` when the call gave no reason
    (Qt's lock file): ENOSPC, EROFS, EACCES, ENOTDIR, else EIO."""
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        return errno.ENOTDIR
    try:
        fs = os.statvfs(folder) if hasattr(os, "statvfs") else None
        if fs is not None and fs.f_flag & getattr(os, "ST_RDONLY", 1):
            return errno.EROFS
        if not os.access(folder, os.W_OK):
            return errno.EACCES
        if nearly_full(folder):
            return errno.ENOSPC
    except OSError as error:
        return error.errno or errno.EIO
    return errno.EIO


def nearly_full(folder: Path, room: int = 64 * 1024) -> bool:
    """Whether the disk of ``folder`` has less than ``room`` bytes left (False
    when it cannot tell)."""
    try:
        return shutil.disk_usage(folder).free < room
    except OSError:
        return False


def reason(error: OSError) -> str:
    """Why a file could not be written, in a few translated words for the player."""
    code = error.errno
    if isinstance(error, UnsafeFile):
        return QCoreApplication.translate("Storage", "something other than a file is in its place")
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate("Storage", "the disk is full")
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("Storage", "the file or its folder is read-only")
    if code == errno.EROFS:
        return QCoreApplication.translate("Storage", "the disk is read-only")
    if code in (errno.ENOTDIR, errno.EISDIR, errno.EEXIST):
        return QCoreApplication.translate("Storage", "something other than a folder is in the way")
    return error.strerror or str(error)
