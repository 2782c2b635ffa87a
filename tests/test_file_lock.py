"""The single-instance lock (file_lock.py), with
real processes: a holder killed at any moment never leaves it held (an empty
lock file, as a kill between ``QLockFile``'s create and write leaves it,
included); a live holder, ours or an older version's ``QLockFile``, excludes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile

from minesweeper_qt.file_lock import LockHeld, acquire, held
from minesweeper_qt.storage.safe_files import UnsafeFile

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the POSIX lock")

HOLDER = """
import sys, time
from pathlib import Path
from PySide6.QtCore import QLockFile
from minesweeper_qt.file_lock import acquire
path = Path(sys.argv[2])
if sys.argv[1] == "qt":
    lock = QLockFile(str(path))
    assert lock.tryLock(0)
else:
    lock = acquire(path, 0)
print("held", flush=True)
time.sleep(float(sys.argv[3]))
"""


def holder(kind: str, path: Path, seconds: float = 60.0) -> subprocess.Popen[str]:
    """A process holding the lock of ``path`` (ours or ``QLockFile``) for ``seconds``."""
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, kind, str(path), str(seconds)],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def test_an_empty_lock_file_left_by_a_kill_is_taken_at_once(tmp_path: Path) -> None:
    path = tmp_path / "a.lock"
    path.write_bytes(b"")  # QLockFile's file, killed before its process id was written
    with held(path, 0):
        assert path.exists()
    assert not path.exists()  # released: removed
    # Qt itself takes such a file for held until it is stale by age.
    path.write_bytes(b"")
    qt = QLockFile(str(path))
    qt.setStaleLockTime(30_000)
    assert not qt.tryLock(0)


@pytest.mark.parametrize("kind", ["ours", "qt"])
def test_a_live_holder_excludes_and_a_killed_one_never_blocks(tmp_path: Path,
                                                               kind: str) -> None:
    path = tmp_path / "b.lock"
    proc = holder(kind, path)
    try:
        started = time.monotonic()
        with pytest.raises(LockHeld):
            acquire(path, 200)
        assert time.monotonic() - started >= 0.2  # waited for it
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=20)
    assert path.exists()  # the killed holder's file is still there
    with held(path, 0):
        pass


def test_a_waiting_taker_gets_it_once_the_holder_quits(tmp_path: Path) -> None:
    path = tmp_path / "lock"
    proc = holder("ours", path, seconds=0.3)
    try:
        with held(path, 10_000):
            assert proc.wait(timeout=20) == 0
    finally:
        proc.kill()
        proc.communicate(timeout=20)


def test_while_held_an_older_version_qlockfile_cannot_take_it(tmp_path: Path) -> None:
    path = tmp_path / "a.lock"
    with held(path, 0):
        qt = QLockFile(str(path))
        qt.setStaleLockTime(30_000)
        assert not qt.tryLock(0)
        assert path.read_text().split("\n")[0] == str(os.getpid())  # Qt's format


def test_threads_of_one_process_exclude_each_other(tmp_path: Path) -> None:
    path = tmp_path / "lock"
    inside = 0
    most = 0
    guard = threading.Lock()

    def work() -> None:
        nonlocal inside, most
        for _ in range(20):
            with held(path, 10_000):
                with guard:
                    inside += 1
                    most = max(most, inside)
                time.sleep(0.001)
                with guard:
                    inside -= 1

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert most == 1


def test_a_fifo_or_a_link_in_its_place_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.lock"
    os.mkfifo(fifo)
    with pytest.raises(UnsafeFile):
        acquire(fifo, 0)
    link = tmp_path / "link.lock"
    link.symlink_to(tmp_path / "elsewhere")
    with pytest.raises(UnsafeFile, match="symbolic link"):
        acquire(link, 0)
    assert not (tmp_path / "elsewhere").exists()
    with held(tmp_path / "after.lock", 0):  # a refusal leaves no thread lock behind
        pass
    with pytest.raises(UnsafeFile):
        acquire(fifo, 0)  # and the same path again is refused the same way


def test_a_missing_folder_is_an_error_not_a_wait(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        acquire(tmp_path / "gone" / "lock", 0)


def test_released_twice_never_touches_the_next_holder(tmp_path: Path) -> None:
    path = tmp_path / "lock"
    first = acquire(path, 0)
    first.release()
    second = acquire(path, 0)
    first.release()  # again, by mistake
    assert path.exists()
    qt = QLockFile(str(path))
    assert not qt.tryLock(0)  # still held by the second
    second.release()
    assert qt.tryLock(0)
    qt.unlock()


def test_without_flock_the_file_system_gets_qts_lock(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """NFS without its lock daemon (and some FUSE or SMB mounts) answer flock
    with ENOLCK or EOPNOTSUPP: the lock is then QLockFile's, as before."""
    import errno
    import fcntl

    from minesweeper_qt import file_lock

    def no_flock(fd: int, operation: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(file_lock.fcntl, "flock", no_flock)
    path = tmp_path / "a.lock"
    lock = acquire(path, 0)  # the file it made for flock is not left to block Qt's
    try:
        assert path.read_text().split("\n")[0] == str(os.getpid())  # written by Qt
        monkeypatch.setattr(file_lock.fcntl, "flock", fcntl.flock)
        proc = subprocess.run([sys.executable, "-c", HOLDER, "ours", str(path), "0"],
                              capture_output=True, text=True, timeout=30)
        assert proc.returncode != 0 and "LockHeld" in proc.stderr  # Qt's holder excludes
    finally:
        lock.release()
    assert not path.exists()
