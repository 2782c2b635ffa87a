"""Command-line faults (issue 43), with real processes of the program:

- ``--analyze FILE`` into a pipe whose reader went away (``| head -1``) ends
  quietly: no ``BrokenPipeError`` traceback, status 0 or 141;
- a FIFO given as a replay file is refused as "not a regular file" at once
  (never opened: it would block);
- ``--export-replays`` names each game it could not write, and why.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from robust_helpers import ROOT, environment
from test_cli_replays import _cli_home, _game

from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result

DATA = ROOT / "tests" / "replay" / "data"
EXPERT = DATA / "mvf_expert_zhang_shen_jia.mvf"
PROGRAM = [sys.executable, "-m", "minesweeper_qt"]


def test_analyze_into_a_pipe_closed_early_ends_quietly(tmp_path: Path) -> None:
    pytest.importorskip("ms_toollib")
    env = environment(tmp_path / "home")
    # The reader goes before the first line is written: the write fails for sure.
    child = subprocess.Popen([*PROGRAM, "--analyze", str(EXPERT)], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()
    err = child.stderr.read().decode("utf-8", "replace")
    assert child.wait(120) in (0, 141), err
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert err == "", err


def test_analyze_piped_into_head_prints_its_first_line_only(tmp_path: Path) -> None:
    pytest.importorskip("ms_toollib")
    env = environment(tmp_path / "home")
    command = " ".join([*PROGRAM, "--analyze", str(EXPERT), "--lang", "en", "| head -1"])
    done = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.stdout.startswith(f"Review of {EXPERT.name}") and done.stdout.count("\n") == 1
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr
    assert done.returncode in (0, 141)


@pytest.mark.parametrize("how", ["--analyze", "positional"])
def test_a_fifo_as_a_replay_file_is_not_a_regular_file(tmp_path: Path, how: str) -> None:
    env = environment(tmp_path / "home")
    fifo = tmp_path / "game.evf"
    os.mkfifo(fifo)
    args = ["--analyze", fifo.name] if how == "--analyze" else [fifo.name]
    env["PYTHONPATH"] = str(ROOT)
    started = time.monotonic()
    # A process that opened the FIFO would block: the timeout would fail the test.
    done = subprocess.run([*PROGRAM, *args], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)
    print(f"\n{how}: a FIFO refused in {(time.monotonic() - started) * 1000:.0f} ms")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "not a regular file (a FIFO)" in done.stderr and "game.evf" in done.stderr
    assert "no such file" not in done.stderr and "Traceback" not in done.stderr


def test_export_names_each_game_it_could_not_write_and_why(tmp_path: Path) -> None:
    pytest.importorskip("ms_toollib")
    env, path = _cli_home(tmp_path)
    history = History(path)
    ids = []
    for seed in (1, 2, 3):
        rec = _game(seed)
        ids.append(history.add(rec, Result.WON if compute(rec).won else Result.LOST,
                               compute(rec), played_at=1_700_000_000.0 + seed))
    history.close()
    with sqlite3.connect(path) as db:  # one damaged recording, one gone
        db.execute("UPDATE recordings SET data = x'00ff' WHERE game_id = ?", (ids[0],))
        db.execute("DELETE FROM recordings WHERE game_id = ?", (ids[2],))
    db.close()
    done = subprocess.run([*PROGRAM, "--export-replays", str(tmp_path / "out")], env=env,
                          capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 1, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 3, lines
    assert lines[0].startswith(f"minesweeper-qt: game {ids[0]} (9x9x10, 2023-11-")
    assert lines[0].endswith("was not exported: its recording is damaged")
    assert lines[1].startswith(f"minesweeper-qt: game {ids[2]} (9x9x10, ")
    assert lines[1].endswith("was not exported: it has no recording")
    assert lines[2] == "minesweeper-qt: 2 games had no usable recording"
    assert done.stdout.strip() == f"1 replay written to {tmp_path / 'out'}"
