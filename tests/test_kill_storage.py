"""Game ends and SIGKILL, with real processes (``tests/end_driver.py`` runs the
real ``main()``):

- a new best time shown in the end menu, the process killed one second later
  (every flush slowed to 100 ms by an ``LD_PRELOAD`` shim when a C compiler is
  there): the best time is on disk at the next start;
- games played non-stop and the process killed at random moments, again and
  again: after each kill, the next start's history holds every end shown half
  a second before the kill, each once; its statistics are those of its games,
  and the best times in the settings equal a query of the history;
- a kill right after the history committed a game and before the settings'
  copy of the best times has it: the next start rebuilds the copy.
- the History window decoding a recording for seconds while games end, then a
  kill: every game shown half a second before it is in the history.

``KILLS`` rounds by default; more with ``MINESWEEPER_FUZZ_SCALE``. POSIX only.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent / "replay"))
from bombs import slow_row, small_recording
from robust_helpers import ROOT, environment, settings_file

from minesweeper_qt import APP_NAME, ORGANIZATION
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.history import History, Result
from minesweeper_qt.storage.scores import read_best, summary_in
from minesweeper_qt.storage.storage import Storage

DRIVER = Path(__file__).resolve().parent / "end_driver.py"
SCALE = float(os.environ.get("MINESWEEPER_FUZZ_SCALE", "1"))
KILLS = max(3, round(6 * SCALE))

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def data_folder(home: Path) -> Path:
    return home / "data" / ORGANIZATION / APP_NAME


def slow_disk(folder: Path) -> str | None:
    """An LD_PRELOAD library making every fsync/fdatasync take 100 ms, or None."""
    if sys.platform != "linux" or shutil.which("cc") is None:
        return None
    from benchmarks.slow_save import build_shim

    return str(build_shim(folder))


def test_a_best_time_shown_then_killed_a_second_later_is_on_disk(tmp_path: Path) -> None:
    env = environment(tmp_path / "home")
    shim_folder = Path(tempfile.mkdtemp(prefix="msqt-shim-"))
    try:
        shim = slow_disk(shim_folder)
        slow = dict(env, LD_PRELOAD=shim, SLOW_SYNC_MS="100") if shim else env
        proc = subprocess.Popen([sys.executable, str(DRIVER), "win"], env=slow, cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert proc.stdout is not None
            line = ""
            deadline = time.monotonic() + 60
            while not line.startswith("SHOWN") and time.monotonic() < deadline:
                line = proc.stdout.readline()
                assert line, proc.stderr.read() if proc.stderr else ""
            _, rank, time_ms, _game_id = line.split()
            assert rank == "1"
            time.sleep(1.0)  # the record has been on screen for a second
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.communicate(timeout=20)
        assert proc.returncode == -signal.SIGKILL
    finally:
        shutil.rmtree(shim_folder, ignore_errors=True)
    done = subprocess.run([sys.executable, str(DRIVER), "best"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert lines.get("BEST") == time_ms, done.stdout + done.stderr
    assert lines.get("PLAYED") == "1 1"
    assert "Traceback" not in done.stderr


def agreement(home: Path) -> tuple[set[str], int, int]:
    """Start the storage as the next run would (it rebuilds the settings' best
    times from the history), then check that the statistics are those of the
    history's games and the best times in the settings a query of the
    history; returns (ids of the counted games, played, won)."""
    store = QSettings(str(settings_file(home)), QSettings.Format.IniFormat)
    worker = Storage(data_folder=data_folder(home), settings=store, threaded=False)
    worker.read_records()
    worker.close()
    history = data_folder(home) / "history.sqlite3"
    summary = summary_in(history)
    rows: list[tuple[str, str, str]] = []
    counted: set[str] = set()
    if history.exists():  # (none: no game was ever stored)
        db = sqlite3.connect(history)
        # A game resumed from a save counts in the statistics (never a best time).
        rows = db.execute("SELECT uid, result, counting FROM games"
                          " WHERE counting IN ('counted', 'resumed')"
                          " AND result IN ('won', 'lost')").fetchall()
        counted = {uid for (uid,) in db.execute(
            "SELECT uid FROM scores WHERE assisted = 0 AND state = 'final'")}
        db.close()
    in_history = {uid for uid, _, _ in rows}
    assert len(in_history) == len(rows)  # each game once
    assert counted == in_history, (counted ^ in_history)
    stats = summary.stats.get("beginner")
    played, won = (stats.played, stats.won) if stats else (0, 0)
    assert played == len(rows) and won == sum(r == "won" for _, r, _ in rows)
    own_wins = sum(r == "won" and c == "counted" for _, r, c in rows)
    best = summary.best.get("beginner", [])
    assert len(best) == min(10, own_wins)
    assert read_best(QSettings(str(settings_file(home)), QSettings.Format.IniFormat)) \
        == summary.best
    return counted, played, won


def test_killed_between_the_commit_and_the_settings_copy_the_next_start_rebuilds_it(
        tmp_path: Path) -> None:
    """The driver wins a game and SIGKILLs itself right after the history
    committed it, before the settings' copy of the best times has it: the next
    start has the game, and the copy is the history's again."""
    home = tmp_path / "home"
    env = dict(environment(home), END_DRIVER_KILL_AFTER="commit")
    out = tmp_path / "driver.out"
    with out.open("w") as sink:
        proc = subprocess.Popen([sys.executable, str(DRIVER), "win"], env=env, cwd=ROOT,
                                stdout=sink, stderr=subprocess.PIPE, text=True)
        try:
            # It kills itself once the history has the game; without that
            # (it could not be written), it is killed a second after the end
            # menu showed the game.
            deadline = time.monotonic() + 60
            shown: float | None = None
            while proc.poll() is None and time.monotonic() < deadline and (
                    shown is None or time.monotonic() - shown < 1.0):
                if shown is None and "SHOWN" in out.read_text():
                    shown = time.monotonic()
                time.sleep(0.01)
        finally:
            proc.send_signal(signal.SIGKILL)
            _, err = proc.communicate(timeout=20)
    assert proc.returncode == -signal.SIGKILL, err
    assert "Traceback" not in err, err
    store = QSettings(str(settings_file(home)), QSettings.Format.IniFormat)
    assert read_best(store) == {}  # killed before the copy
    counted, played, won = agreement(home)
    assert (len(counted), played, won) == (1, 1, 1), out.read_text() + err


def test_sigkill_at_random_moments_never_loses_or_doubles_a_game(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = environment(home)
    rng = random.Random(2026)
    shown: list[tuple[str, float, float]] = []  # (game id, when shown, when killed)
    for round_ in range(KILLS):
        out = tmp_path / f"driver.{round_}"
        with out.open("w") as sink:
            proc = subprocess.Popen([sys.executable, str(DRIVER), "play", str(round_)], env=env,
                                    cwd=ROOT, stdout=sink, stderr=subprocess.PIPE, text=True)
            seen: dict[str, float] = {}
            deadline = time.monotonic() + 30
            wanted = rng.randint(2, 12)
            try:
                while time.monotonic() < deadline and proc.poll() is None:
                    for line in out.read_text().splitlines():
                        words = line.split()
                        if len(words) == 3 and words[0] == "END" and words[1] not in seen:
                            seen[words[1]] = time.monotonic()
                    if len(seen) >= wanted:
                        break
                    time.sleep(0.01)
                time.sleep(rng.uniform(0.0, 0.4))  # anywhere: mid-write too
            finally:
                proc.send_signal(signal.SIGKILL)
                _, err = proc.communicate(timeout=20)
            killed = time.monotonic()
        assert proc.returncode == -signal.SIGKILL, err
        assert "Traceback" not in err, err
        for line in out.read_text().splitlines():
            words = line.split()
            if len(words) == 3 and words[0] == "END":
                shown.append((words[1], seen.get(words[1], killed), killed))
        counted, played, _won = agreement(home)
        lost = [g for g, at, kill in shown if kill - at >= 0.5 and g not in counted]
        assert lost == [], f"round {round_}: ends shown 0.5 s before the kill, not stored"
    assert played >= KILLS  # the test played games (it can fail)
    print(f"{KILLS} kills, {len(shown)} game ends shown, {played} counted, 0 lost")


def test_a_long_read_in_the_history_window_holds_up_no_finished_game(tmp_path: Path) -> None:
    """Issue 42, item 1: the History window decoding a recording that takes
    seconds (here one that passes every check of the codec: 1.5 million mouse
    moves standing still) while games are finished, then SIGKILL: every game
    shown half a second before the kill is in the history at the next start.
    (On one worker, every game waited behind the decode: all were lost.)"""
    home = tmp_path / "home"
    env = environment(home)
    path = data_folder(home) / "history.sqlite3"
    path.parent.mkdir(parents=True)
    history = History(path)
    rec = small_recording()
    for _ in range(3):
        history.add(rec, Result.LOST, compute(rec, with_zini=False), assisted=False)
    history.close()
    with sqlite3.connect(path) as db:  # the newest game: first in the window
        newest = db.execute("SELECT max(id) FROM games").fetchone()[0]
        db.execute("UPDATE games SET played_at = played_at + 1000 WHERE id = ?", (newest,))
        db.execute("UPDATE recordings SET data = ? WHERE game_id = ?", (slow_row(), newest))
    db.close()
    out = tmp_path / "driver.out"
    ends: dict[str, float] = {}
    with out.open("w") as sink:
        proc = subprocess.Popen([sys.executable, str(DRIVER), "history"], env=env, cwd=ROOT,
                                stdout=sink, stderr=subprocess.PIPE, text=True)
        selected = 0.0
        try:
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and proc.poll() is None:
                for line in out.read_text().splitlines():
                    words = line.split()
                    if words[:1] == ["SELECTED"] and not selected:
                        selected = time.monotonic()
                    if len(words) == 3 and words[0] == "END" and words[1] not in ends:
                        ends[words[1]] = time.monotonic()
                # The decode takes seconds: games end all along it.
                if selected and len(ends) >= 8 and time.monotonic() - selected > 3:
                    break
                time.sleep(0.01)
            time.sleep(0.6)
        finally:
            proc.send_signal(signal.SIGKILL)
            _, err = proc.communicate(timeout=20)
        killed = time.monotonic()
    assert proc.returncode == -signal.SIGKILL, err
    assert "Traceback" not in err, err
    assert selected and len(ends) >= 8, out.read_text() + err
    # The history commit is the durability point: nothing is added at the
    # next start.
    db = sqlite3.connect(path)
    stored = {uid for (uid,) in db.execute("SELECT uid FROM games")}
    db.close()
    due = [g for g, at in ends.items() if killed - at >= 0.5]
    lost = [g for g in due if g not in stored]
    print(f"{len(ends)} game ends shown while the window decoded, {len(due)} due, "
          f"{len(lost)} lost")
    assert lost == []


@pytest.mark.parametrize("answer", ["quit", "retry"])
def test_a_game_that_cannot_be_written_at_quit_is_told(tmp_path: Path, answer: str) -> None:
    """Issue 42, item 5: the data folder on a full disk (a real tmpfs), a game
    won, the window closed: the quit says a finished game is not written; after
    room is made and "retry", the game is in the history."""
    if sys.platform != "linux":
        pytest.skip("tmpfs: Linux")
    home = tmp_path / "home"
    env = environment(home)
    disk = home / "data"
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(disk)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"mounting a tmpfs is not permitted here: {mounted.stderr.strip()}")
    try:
        data_folder(home).mkdir(parents=True)
        filler = disk / "filler"
        with filler.open("wb", buffering=0) as sink, contextlib.suppress(OSError):
            while True:
                sink.write(b"\0" * 512)
        if answer == "retry":
            env = dict(env, END_DRIVER_FREE=str(filler))
        done = subprocess.run([sys.executable, str(DRIVER), "win-quit"], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=120)
        assert "Traceback" not in done.stderr, done.stderr
        asked = [line for line in done.stdout.splitlines() if line.startswith("ASKED")]
        assert len(asked) == 1 and asked[0].startswith("ASKED unwritten 1 "), done.stdout
        assert asked[0].endswith("the disk is full"), asked  # the cause alone
        assert "EXIT 0" in done.stdout
        history = data_folder(home) / "history.sqlite3"
        if answer == "retry":
            db = sqlite3.connect(history)
            assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 1
            db.close()
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)
