"""A history file the player cannot write (owned by root after one ``sudo``
run), met for real by a child running as uid 65534 (``setpriv``; root ignores
permission bits): "attempt to write a readonly database" is a condition, told
and retried, never damage: the file is not set aside, the game waits in
memory, and once the file is the player's again the retry stores it, once."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from robust_helpers import NOBODY, ROOT, let_others_pass, nobody_python

from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result

sys.path.insert(0, str(Path(__file__).resolve().parent))
from storage_helpers import recording

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="setpriv: Linux")

CHILD = r"""
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from PySide6.QtCore import QCoreApplication
from storage_helpers import finish, game_entry, storage
app = QCoreApplication([])
folder, data = Path(sys.argv[1]), Path(sys.argv[2])
worker = storage(folder, data)
problems = []
worker.problem.connect(problems.append)
entry, rec = game_entry(7, uid="readonly-game-0001")
finish(worker, entry, rec)
for p in problems:
    print("PROBLEM", p.part, p.fault.value, worker._work._waiting(), flush=True)
sys.stdin.readline()  # the file is the player's again
worker.read_records()
print("WAITING", worker._work._waiting())
print("DONE", flush=True)
"""


def test_a_read_only_history_is_told_kept_and_stored_later(tmp_path: Path) -> None:
    base = Path(tempfile.mkdtemp(prefix="minesweeper-qt-tests-readonly-history-"))
    try:
        base.chmod(0o755)
        let_others_pass(base)  # the test's private temporary folder is above it
        python = nobody_python(base / "venv")
        folder, data = base / "settings", base / "data"
        for path in (folder, data):
            path.mkdir()
            os.chown(path, NOBODY, NOBODY)  # the player's own folders
        history = data / "history.sqlite3"
        h = History(history)
        for seed in range(5):
            rec = recording(seed)
            h.add(rec, Result.WON, compute(rec))
        h.checkpoint()
        h.close()
        for side in data.glob("history.sqlite3-*"):
            side.unlink()
        history.chmod(0o644)  # root's, after a sudo run
        before = history.read_bytes()
        script = base / "child.py"
        script.write_text(CHILD)
        helpers = base / "helpers"
        helpers.mkdir()
        shutil.copy(Path(__file__).with_name("storage_helpers.py"), helpers)
        for path in (script, helpers, helpers / "storage_helpers.py"):
            path.chmod(0o755 if path.is_dir() else 0o644)

        child = subprocess.Popen(
            ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
             str(python), str(script), str(folder), str(data), str(helpers)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            cwd=base, env=dict(os.environ, HOME=str(base), QT_QPA_PLATFORM="offscreen",
                               PYTHONPATH=str(ROOT)))
        try:
            assert child.stdout is not None and child.stdin is not None
            told = child.stdout.readline().split()
            assert told == ["PROBLEM", "history", "read-only", "1"], child.stderr
            assert history.read_bytes() == before  # left alone
            assert sorted(p.name for p in data.iterdir() if "damaged" in p.name) == []
            os.chown(history, NOBODY, NOBODY)  # the player's again
            out, err = child.communicate("\n", timeout=120)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
        assert child.returncode == 0, err[-2000:]
        assert out.splitlines() == ["WAITING 0", "DONE"]
        uids = [r[0] for r in History(history)._db().execute("SELECT uid FROM games")]
        assert uids.count("readonly-game-0001") == 1 and len(uids) == 6
    finally:
        shutil.rmtree(base, ignore_errors=True)
