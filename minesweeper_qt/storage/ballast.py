"""A reserve of disk space in the data folder (a "ballast" file, as CockroachDB
keeps one): on a full disk, removing it makes room to write the game that
just ended; it is made again at a later start when there is room.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from .safe_files import nearly_full

#: The reserve's file name in the data folder, and its size: room for a few
#: finished games with their recordings, their history pages and its WAL.
FILE_NAME = "space-reserve.ballast"
BYTES = 1 << 20


def ensure(folder: Path, size: int = BYTES) -> bool:
    """Make the reserve in ``folder`` if it is missing and there is room for it
    and as much again; returns whether it is there. Never raises."""
    path = folder / FILE_NAME
    if path.exists():
        return True
    try:
        if nearly_full(folder, 2 * size):
            return False  # keep what is left for the games
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0),
                     0o600)
    except OSError:
        return False
    try:
        if hasattr(os, "posix_fallocate"):
            os.posix_fallocate(fd, 0, size)  # blocks really taken (not a sparse file)
        else:
            os.write(fd, bytes(size))
    except OSError:
        os.close(fd)
        with contextlib.suppress(OSError):
            path.unlink()
        return False
    os.close(fd)
    return True


def release(folder: Path) -> bool:
    """Remove the reserve from ``folder``; returns whether there was one."""
    try:
        (folder / FILE_NAME).unlink()
    except OSError:
        return False
    return True
