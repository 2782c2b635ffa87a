"""Closing the window with work in flight (issue 49): every thread the window
started ends, waited for, in one place (``SecondPart.close`` in ``view/window/second_part.py``)
before the window goes; 200 windows opened and closed with board makers,
analyses, end figures, storage writes and History reads under way, in a real
process (tests/view/teardown_driver.py), neither crash nor leave a thread.

Before that place existed, each window that had worked out a huge game's
figures left its end-figures thread running for the rest of the process, and
rare crashes were seen at a window's teardown."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from robust_helpers import environment

DRIVER = Path(__file__).resolve().parent / "teardown_driver.py"
#: 200 windows in all, in 4 processes (the slow stage runs them on every core).
ROUNDS = 50
SEEDS = [1, 2, 3, 4]


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_two_hundred_windows_closed_mid_work_leave_no_thread_and_never_crash(
        tmp_path: Path, seed: int) -> None:
    done = subprocess.run([sys.executable, str(DRIVER), str(ROUNDS), str(seed)],
                          env=environment(tmp_path / "home"), capture_output=True, text=True,
                          timeout=1800, check=False)
    lines = done.stdout.splitlines()
    assert done.returncode == 0, (done.returncode, done.stderr[-3000:])  # -11: a crash
    assert [line for line in lines if line.startswith("LEFT")] == []
    assert lines[-1] == f"DONE {ROUNDS}"
