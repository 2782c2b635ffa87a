"""Storage that cannot be written, for real (CI runs as root, and root ignores
permission bits): a full disk is a 64 KB tmpfs filled up; a read-only file or
folder is met by a child process running as uid 65534 (``setpriv``) with a
Python it can execute (a venv of the system Python, see robust_helpers).

The player is told at once, finished games are kept in memory and written by
the next attempt once there is room, nothing is counted twice.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from robust_helpers import NOBODY, ROOT, let_others_pass, nobody_python
from storage_helpers import finish, game_entry, storage

from minesweeper_qt.engine import Game
from minesweeper_qt.storage import ballast
from minesweeper_qt.storage.faults import Fault
from minesweeper_qt.storage.safe_files import reason
from minesweeper_qt.storage.save_store import SaveStore
from minesweeper_qt.storage.storage import StorageProblem

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="tmpfs and setpriv: Linux")


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"mounting a tmpfs is not permitted here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> Path:
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 512)
    except OSError as error:
        assert error.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler


def test_a_full_disk_keeps_the_old_save_whole(small_disk: Path) -> None:
    store = SaveStore(small_disk / "data" / "current-game.json")
    game = Game(16, 30, 99, seed=8)
    game.reveal(8, 15)
    store.save(game)
    old = store.path.read_bytes()
    fill(small_disk)
    game.toggle_flag(0, 0)
    with pytest.raises(OSError) as failed:
        store.save(game)
    assert reason(failed.value) == "the disk is full"
    assert store.path.read_bytes() == old
    assert sorted(p.name for p in store.path.parent.iterdir()) == ["current-game.json"]


NOBODY_CHILD = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QSettings
from minesweeper_qt.engine import Game
from minesweeper_qt.storage.safe_files import reason
from minesweeper_qt.storage.save_store import SaveStore
app = QCoreApplication([])
settings_dir, data_dir = Path(sys.argv[1]), Path(sys.argv[2])
sys.path.insert(0, sys.argv[3])
from storage_helpers import finish, game_entry, storage
worker = storage(settings_dir, data_dir)
told = []
worker.problem.connect(told.append)
finish(worker, *game_entry(1))
print("RECORDS", " ".join(f"{p.part} {p.fault.value} {p.waiting}" for p in told))
store = SaveStore(data_dir / "current-game.json")
game = Game(9, 9, 10, seed=1)
game.reveal(4, 4)
try:
    store.save(game)
    print("SAVE ok")
except OSError as error:
    print("SAVE", reason(error))
try:
    store.remove()
    print("REMOVE ok")
except OSError as error:
    print("REMOVE", reason(error))
"""


def test_read_only_folders_are_told_for_real(tmp_path: Path) -> None:
    # pytest's own temporary folders are private to root: uid 65534 needs a way
    # to this one (folders it may pass through, never list or write).
    base = tmp_path / "readonly"
    base.mkdir(mode=0o755)
    let_others_pass(base)
    try:
        python = nobody_python(base / "venv")
        settings_dir, data_dir = base / "settings", base / "data"
        for folder in (settings_dir, data_dir):
            folder.mkdir(parents=True)
        (settings_dir / "settings.ini").write_text("[statistics]\nexpert\\played=3\n")
        (data_dir / "current-game.json").write_text("{}")
        script = base / "child.py"
        script.write_text(NOBODY_CHILD)
        # The helpers beside the child: this checkout's tests may be out of
        # uid 65534's reach (a clone in a mode-700 folder, as mktemp -d makes).
        helpers = base / "storage_helpers.py"
        shutil.copy(Path(__file__).resolve().parent / "storage_helpers.py", helpers)
        for path in (settings_dir, data_dir, script, helpers, settings_dir / "settings.ini",
                     data_dir / "current-game.json"):
            path.chmod(0o755 if path.is_dir() else 0o644)  # readable, writable by root only
        result = subprocess.run(
            ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
             str(python), str(script), str(settings_dir), str(data_dir), str(base)],
            capture_output=True, text=True, timeout=120, cwd=base,
            env=dict(os.environ, HOME=str(base), QT_QPA_PLATFORM="offscreen",
                     PYTHONPATH=str(ROOT)))
    finally:
        shutil.rmtree(base, ignore_errors=True)
    assert result.returncode == 0, result.stderr[-2000:]
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines())
    # The read-only data folder: told at once, the game kept in memory.
    assert lines["RECORDS"] == "history read-only 1"
    assert lines["SAVE"] == "the file or its folder is read-only"
    assert lines["REMOVE"] == "the file or its folder is read-only"


@pytest.fixture
def disk_4m(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "disk4m"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(folder)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"mounting a tmpfs is not permitted here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def test_a_full_disk_at_a_game_end_uses_the_reserve_then_tells_the_cause_once(
        disk_4m: Path, tmp_path: Path, qapp: object) -> None:
    """Issue 42, item 5: a game ended on a full disk is written in the room of
    the reserve (the player is told that space is needed); once the reserve
    is spent, the history's failure is told once, as a full disk (SQLite said
    "disk I/O error")."""
    conf = tmp_path / "conf"
    conf.mkdir()
    worker = storage(conf, disk_4m)
    assert not (disk_4m / ballast.FILE_NAME).exists()  # made beside a history of games
    first, rec = game_entry(1)
    finish(worker, first, rec)
    assert (disk_4m / ballast.FILE_NAME).stat().st_size == ballast.BYTES
    problems: list[StorageProblem] = []
    used: list[bool] = []
    worker.problem.connect(problems.append)
    worker.reserveUsed.connect(lambda: used.append(True))
    fill(disk_4m)
    second, rec = game_entry(2)
    finish(worker, second, rec)
    assert used == [True] and problems == []
    assert not (disk_4m / ballast.FILE_NAME).exists()
    for seed in (3, 4, 5):  # no reserve left
        fill(disk_4m)
        finish(worker, *game_entry(seed))
    assert [(p.part, p.fault) for p in problems if p.part == "history"] == [
        ("history", Fault.FULL)]  # told once, with its cause
    worker.close()
    db = sqlite3.connect(disk_4m / "history.sqlite3")
    stored = {uid for (uid,) in db.execute("SELECT uid FROM games")}
    db.close()
    assert {first.uid, second.uid} <= stored
