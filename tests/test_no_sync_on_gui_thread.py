"""No flush of the disk on the GUI thread (issue 42, item 4): the real program
under ``strace -f``, new games of other sizes with a move in each, an option
changed and a zoom: every ``fsync``/``fdatasync`` between the marks comes from
another thread than the main one (a new game synced the settings file on the
GUI thread: 1.2 s with a 600 ms flush)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from robust_helpers import ROOT, environment

DRIVER = Path(__file__).resolve().parent / "sync_driver.py"

pytestmark = pytest.mark.skipif(sys.platform != "linux" or shutil.which("strace") is None,
                                reason="needs Linux and strace")


def test_a_new_game_options_and_zoom_never_flush_on_the_gui_thread(tmp_path: Path) -> None:
    env = environment(tmp_path / "home")
    trace = tmp_path / "trace"
    done = subprocess.run(
        ["strace", "-f", "-qq", "-o", str(trace),
         "-e", "trace=fsync,fdatasync,access,faccessat,faccessat2",
         sys.executable, str(DRIVER)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
    if "Operation not permitted" in done.stderr and "ptrace" in done.stderr:
        pytest.skip("ptrace is not permitted here")
    assert done.returncode == 0 and "DONE" in done.stdout, done.stderr
    lines = trace.read_text().splitlines()
    begin = next(i for i, line in enumerate(lines) if "/msqt-mark-begin" in line)
    end = next(i for i, line in enumerate(lines) if "/msqt-mark-end" in line)
    main_tid = lines[begin].split()[0]  # the marks are made on the GUI thread
    syncs = [line for line in lines[begin:end] if re.search(r"\b(fsync|fdatasync)\(", line)]
    on_gui = [line for line in syncs if line.split()[0] == main_tid]
    print(f"\n{len(syncs)} flushes between the marks, {len(on_gui)} on the GUI thread")
    assert syncs  # the games, their saves and the settings were written...
    assert on_gui == []  # ...never from the GUI thread
