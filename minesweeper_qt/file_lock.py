"""A lock shared by every copy of the game (and every thread) that a kill
never leaves behind held (the single-instance lock; older versions also
locked their journal of finished games and their best times' file with it).

Why not ``QLockFile`` alone: it creates its lock file, then writes its process
id into it. A process killed between the two leaves an empty lock file, which
Qt cannot tell the owner of: it takes it for held until it is
``staleLockTime`` old (30 s here): for those 30 s after such a kill the next
start could not take the lock.

On POSIX the lock is the kernel's (``flock``) on the open lock file: it is held
exactly as long as the holding process lives, whatever the file holds. The
file is removed on release, so the last holder's id is written into it only
for older versions of the game (which use ``QLockFile``, and also ``flock`` it:
the two exclude each other). Elsewhere (Windows), and on a file system that
has no ``flock`` (NFS without its lock daemon, some FUSE and SMB mounts), it is
``QLockFile``. Threads of one process also exclude each other by a lock of
their own per path (NFS emulates ``flock`` per process, not per open file).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

from .storage.safe_files import UnsafeFile, folder_errno, kind_of

if sys.platform != "win32":
    import fcntl

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
#: Longest pause between two tries while waiting for another holder (s).
_MAX_PAUSE = 0.05
#: ``flock`` errors that mean the file system has no such locks: Qt's lock then.
_NO_FLOCK = frozenset({errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL})

_threads_guard = threading.Lock()
_thread_locks: dict[str, threading.Lock] = {}


def _thread_lock(path: Path) -> threading.Lock:
    """The lock the threads of this process take for ``path``."""
    with _threads_guard:
        return _thread_locks.setdefault(os.path.abspath(path), threading.Lock())


class LockHeld(OSError):
    """Another process (or thread) held the lock for as long as we waited."""


class Held:
    """A lock taken by :func:`acquire`; :meth:`release` gives it up (once)."""

    def __init__(self, path: Path, fd: int = -1, qt: QLockFile | None = None,
                 thread: threading.Lock | None = None) -> None:
        self.path = path
        self._fd = fd
        self._qt = qt
        self._thread = thread

    def release(self) -> None:
        # Each part is given up before it is undone: a second call (after an
        # error) never unlinks another holder's file or closes a reused descriptor.
        qt, self._qt = self._qt, None
        fd, self._fd = self._fd, -1
        thread, self._thread = self._thread, None
        try:
            if qt is not None:
                qt.unlock()
            if fd >= 0:
                # Removed while still held: a process waiting on this file then
                # finds it gone and makes a new one (see _take).
                with contextlib.suppress(OSError):
                    os.unlink(self.path)
                os.close(fd)
        finally:
            if thread is not None:
                thread.release()


def acquire(path: Path, wait_ms: int, stale_ms: int = 30_000) -> Held:
    """Take the lock of the file ``path`` (made if missing), waiting at most
    ``wait_ms`` ms for another holder (0: one try). ``stale_ms``: where Qt's
    lock is used, how old a lock file whose owner is unknown must be to be
    taken over (0: never).

    Raises:
        LockHeld: another holder kept it for ``wait_ms``.
        UnsafeFile: something other than a regular file is at ``path``.
        OSError: the lock file could not be made (a full or read-only disk).
    """
    deadline = time.monotonic() + wait_ms / 1000
    thread = _thread_lock(path)
    if not thread.acquire(timeout=max(0.0, wait_ms / 1000)):
        raise LockHeld(errno.EAGAIN, "the lock is held by another thread", str(path))
    try:
        left_ms = max(0, round((deadline - time.monotonic()) * 1000))
        if sys.platform == "win32":
            return _qt_acquire(path, left_ms, stale_ms, thread)
        fd = _take(path, left_ms)
        if fd < 0:  # no flock on this file system
            return _qt_acquire(path, left_ms, stale_ms, thread)
        return Held(path, fd=fd, thread=thread)
    except BaseException:
        thread.release()
        raise


@contextmanager
def held(path: Path, wait_ms: int, stale_ms: int = 30_000) -> Iterator[None]:
    """:func:`acquire` for the time of a ``with`` block (same errors)."""
    lock = acquire(path, wait_ms, stale_ms)
    try:
        yield
    finally:
        lock.release()


def _take(path: Path, wait_ms: int) -> int:
    """The descriptor of ``path``, locked (POSIX); -1 when the file system
    has no ``flock`` (the file is then left as it was found)."""
    deadline = time.monotonic() + wait_ms / 1000
    pause = 0.002
    while True:
        fd, made = _open(path)
        try:
            mode = os.fstat(fd).st_mode
            if not stat.S_ISREG(mode):
                raise UnsafeFile(errno.EINVAL, f"{kind_of(mode)} is in the lock's place",
                                 str(path))
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise LockHeld(errno.EAGAIN, "the lock is held by another copy of the game",
                                   str(path)) from None
                os.close(fd)
                fd = -1
                time.sleep(min(pause, left))
                pause = min(pause * 2, _MAX_PAUSE)
                continue
            except OSError as error:
                if error.errno not in _NO_FLOCK:
                    raise
                if made:  # Qt's lock makes its own file
                    with contextlib.suppress(OSError):
                        os.unlink(path)
                os.close(fd)
                return -1
            if not _same_file(fd, path):
                os.close(fd)  # released and removed by its holder meanwhile: a new one
                fd = -1
                continue
            _write_owner(fd)
            return fd
        except BaseException:
            if fd >= 0:
                os.close(fd)
            raise


def _open(path: Path) -> tuple[int, bool]:
    """``path`` opened for the lock, made if missing; and whether it was made here.

    Raises:
        UnsafeFile: a link is at ``path``.
        OSError: it cannot be made (no folder, a full or read-only disk).
    """
    # (O_NONBLOCK: a FIFO put in its place never blocks the open.)
    flags = os.O_RDWR | os.O_NONBLOCK | _NOFOLLOW | _CLOEXEC
    while True:
        try:
            return os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o644), True
        except FileExistsError:
            pass
        try:
            return os.open(path, flags), False
        except FileNotFoundError:
            continue  # removed by its holder between the two opens: make it
        except OSError as error:
            if error.errno == errno.ELOOP:  # O_NOFOLLOW met a link
                raise UnsafeFile(errno.ELOOP, "a symbolic link is in the lock's place",
                                 str(path)) from None
            raise


def _same_file(fd: int, path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(fd), os.lstat(path))
    except FileNotFoundError:
        return False


def _write_owner(fd: int) -> None:
    """Our process id in ``QLockFile``'s format (id, program name left empty,
    host), for older versions of the game; informative only, so a failure
    (a full disk) is no matter."""
    text = f"{os.getpid()}\n\n{QSysInfo.machineHostName()}\n".encode()
    with contextlib.suppress(OSError):
        os.ftruncate(fd, 0)
        os.pwrite(fd, text, 0)


def _qt_acquire(path: Path, wait_ms: int, stale_ms: int,
                thread: threading.Lock | None = None) -> Held:
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(path))
    lock.setStaleLockTime(stale_ms)
    if not lock.tryLock(wait_ms):
        if lock.error() == QLockFile.LockError.LockFailedError:
            raise LockHeld(errno.EAGAIN, "the lock is held by another copy of the game",
                           str(path))
        code = folder_errno(path)
        raise OSError(code, os.strerror(code), str(path))
    return Held(path, qt=lock, thread=thread)
