"""Kill safety of the assisted mark (issue 41): P (probabilities), H (hint) or
Solve taken in a game in play, the real program killed with SIGKILL within
100 ms of the help showing, started again: the game it resumes is still
assisted, and when finished it never counts (Best times' statistics keep it
out) and History lists it as assisted. Each round runs
``tests/help_kill_driver.py`` (the real ``main()`` offscreen) with its own
home and XDG folders. POSIX only (SIGKILL)."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from robust_helpers import ROOT, environment

DRIVER = Path(__file__).resolve().parent / "help_kill_driver.py"

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _lines(proc: subprocess.Popen[str], word: str, timeout: float = 60) -> list[str]:
    """Read ``proc``'s output up to and including the line starting ``word``."""
    assert proc.stdout is not None
    seen: list[str] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen.append(line.strip())
        if line.startswith(word):
            return seen
    pytest.fail(f"no {word} line from the driver: {seen}")


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["P", "H", "S"])
def test_help_then_sigkill_within_100_ms_stays_assisted_and_never_counts(
        tmp_path: Path, kind: str) -> None:
    rng = random.Random(f"help-kill-{kind}")
    for round_ in range(3):
        env = environment(tmp_path / f"home{round_}")
        proc = subprocess.Popen([sys.executable, str(DRIVER), "help", kind], cwd=ROOT,
                                env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, stdin=subprocess.DEVNULL)
        try:
            ready = _lines(proc, "READY")[-1].split()
            assert ready[2] == "0"  # not assisted before the help
            _lines(proc, "SHOWN")
            time.sleep(rng.uniform(0.0, 0.1))
        finally:
            proc.send_signal(signal.SIGKILL)
            _, err = proc.communicate(timeout=20)
        assert proc.returncode == -signal.SIGKILL, err
        assert "Traceback" not in err, err
        done = subprocess.run([sys.executable, str(DRIVER), "finish"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120,
                              stdin=subprocess.DEVNULL, check=False)
        assert done.returncode == 0, done.stderr
        out = {line.split()[0]: line.split()[1:] for line in done.stdout.splitlines()}
        assert int(out["RESUMED"][0]) >= 1, done.stdout  # the game was resumed
        assert out["RESUMED"][1] == "1", done.stdout  # still assisted
        assert out["END"] == ["assisted", "1"], done.stdout
        assert out["PLAYED"] == out["BEFORE"] == ["0", "0"], done.stdout  # never counted
        # History lists it as the assisted win it was (not "resumed", not counted).
        assert out["HISTORY"] == ["won", "assisted", "1"], done.stdout
