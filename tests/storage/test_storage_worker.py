"""The storage worker for real: a finished game and its best times and
statistics committed to the history in one transaction, exactly once (handed
over twice, after a failure, by two running copies),
faults told apart (a full disk, a lock held by another process: conditions
retried; damage: set aside, a new history at once, the game stored in it,
readable games merged back), links refused, the WAL bounded."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from storage_helpers import (
    Entry,
    finish,
    game_entry,
    on_disk,
    recording,
    settings_store,
    storage,
)

from minesweeper_qt.replay.codec import encode
from minesweeper_qt.replay.statistics import compute
from minesweeper_qt.storage.faults import Fault
from minesweeper_qt.storage.history import History, HistoryDamaged, Result, StoredGame
from minesweeper_qt.storage.history_schema import JOURNAL_SIZE_LIMIT
from minesweeper_qt.storage.scores import read_best
from minesweeper_qt.storage.storage import Merged, Storage, StorageProblem

ROOT = Path(__file__).resolve().parents[2]


def told(worker: Storage) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {"problem": [], "recovered": [], "setAside": [],
                                 "merged": [], "stored": []}
    worker.problem.connect(out["problem"].append)
    worker.recovered.connect(out["recovered"].append)
    worker.setAside.connect(out["setAside"].append)
    worker.merged.connect(out["merged"].append)
    worker.gamesStored.connect(out["stored"].extend)
    return out


def rows(folder: Path) -> list[tuple[str, str, str]]:
    """(uid, result, counting) of every game in the history of ``folder``."""
    h = History(folder / "history.sqlite3")
    try:
        return [tuple(r) for r in h._db().execute(  # type: ignore[misc]
            "SELECT uid, result, counting FROM games ORDER BY id")]
    finally:
        h.close()


def test_a_game_and_its_best_time_are_one_commit_once(tmp_path: Path) -> None:
    worker = storage(tmp_path)
    entry, rec = game_entry(1)
    finish(worker, entry, rec)
    assert rows(tmp_path) == [(entry.uid, "won", "counted")]
    records = on_disk(tmp_path)
    assert records.statistics("beginner").won == 1 and len(records.best("beginner")) == 1
    # The settings' copy of the best times is the history's; the statistics
    # are a query of the history only (no copy to disagree with it).
    assert read_best(settings_store(tmp_path)) == {"beginner": records.best("beginner")}
    assert settings_store(tmp_path).childGroups() == ["bestTimes"]
    finish(worker, entry, rec)  # handed over twice: still once
    assert len(rows(tmp_path)) == 1 and on_disk(tmp_path).statistics("beginner").played == 1


def test_best_times_in_the_settings_are_rebuilt_from_the_history_at_start(
        tmp_path: Path) -> None:
    """The settings' best times disagree with the history (edited, or written
    by a run killed before its copy was synced): the next start makes them
    the history's again; version 0.1.0's records in the settings are read
    once, its best times kept beside the history's."""
    (tmp_path / "settings.ini").write_text(
        "[records]\nexpert\\size=1\nexpert\\1\\timeMs=99000\nexpert\\1\\date=2020-01-01\n"
        "expert\\1\\bbbv=150\nexpert\\1\\name=Old\n"
        "expert\\1\\stamp=2020-01-01T10:00:00.000\n"
        "[statistics]\nexpert\\played=7\nexpert\\won=1\nexpert\\currentStreak=0\n"
        "expert\\longestStreak=1\n")
    worker = storage(tmp_path)
    for seed in range(3):
        finish(worker, *game_entry(seed))
    want = on_disk(tmp_path)
    assert want.statistics("expert").played == 7 and want.best("expert")[0].name == "Old"
    store = settings_store(tmp_path)
    store.setValue("bestTimes/beginner/1/timeMs", 1)  # a faster time nobody made
    store.remove("bestTimes/expert")
    store.sync()
    storage(tmp_path).read_records()
    best = read_best(settings_store(tmp_path))
    assert best == {k: want.best(k) for k in ("beginner", "expert")}
    store = settings_store(tmp_path)
    store.setValue("statistics/expert/played", 70)  # read once: changed now, not read again
    store.sync()
    storage(tmp_path).read_records()
    assert on_disk(tmp_path).statistics("expert").played == 7


def test_a_full_disk_is_a_condition_told_and_retried_never_damage(
        small_disk: Path, tmp_path: Path) -> None:
    """The history on a full file system: the history file is
    left alone (never set aside, no empty files), the win waits in memory, the
    player is told the disk is full; with room again it is stored, once."""
    data = small_disk
    settings = tmp_path / "settings"
    settings.mkdir()
    worker = storage(settings, data)
    heard = told(worker)
    first, rec = game_entry(1)
    finish(worker, first, rec)
    assert rows(data) == [(first.uid, "won", "counted")]
    filler = fill(data)
    entry, rec = game_entry(2)
    finish(worker, entry, rec)
    problems = {p.part: p for p in heard["problem"]}
    assert problems and all(p.fault is Fault.FULL for p in problems.values()), problems
    assert sorted(p.name for p in data.iterdir() if "damaged" in p.name or "unsafe" in p.name) \
        == []
    assert worker._work._waiting() == 1  # in memory, for the retry
    filler.unlink()
    worker.read_records()
    assert [u for u, _r, _c in rows(data)] == [first.uid, entry.uid]
    assert heard["recovered"] and on_disk(settings, data).statistics("beginner").played == 2
    assert not any(p.stat().st_size == 0 and "history" in p.name for p in data.iterdir())


def test_a_history_locked_by_another_process_is_retried_not_set_aside(tmp_path: Path) -> None:
    """Another program holds a write transaction on the history: the game waits
    in memory, nothing is set
    aside, and once the lock is gone it is stored exactly once."""
    worker = storage(tmp_path)
    first, rec = game_entry(1)
    finish(worker, first, rec)
    worker._work.history().busy_timeout_ms = 200
    worker._work._history.close()  # type: ignore[union-attr]
    holder = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import sqlite3, sys
            db = sqlite3.connect({str(tmp_path / 'history.sqlite3')!r}, isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            db.execute("UPDATE games SET clicks = clicks")
            print("locked", flush=True)
            sys.stdin.readline()
            db.execute("ROLLBACK")
        """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        heard = told(worker)
        entry, rec = game_entry(2)
        finish(worker, entry, rec)
        assert worker._work._failing is not None
        assert worker._work._failing[2] is Fault.LOCKED
        assert heard["problem"] == []  # a lock is told only when it lasts
        assert worker._work._waiting() == 1
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait(10)
    worker.read_records()
    assert [u for u, _r, _c in rows(tmp_path)] == [first.uid, entry.uid]
    assert on_disk(tmp_path).statistics("beginner").played == 2
    assert not list(tmp_path.glob("history.sqlite3.*-2*"))


def test_damage_found_mid_session_then_wins_all_stored_in_a_new_history(tmp_path: Path) -> None:
    worker = storage(tmp_path)
    heard = told(worker)
    before = [game_entry(seed) for seed in range(5)]
    for entry, rec in before:
        finish(worker, entry, rec)
    worker._work._history.close()  # type: ignore[union-attr]
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"garbage, not a database " * 4000)
    for side in tmp_path.glob("history.sqlite3-*"):
        side.unlink()
    wins = [game_entry(seed) for seed in range(10, 13)]
    for entry, rec in wins:
        finish(worker, entry, rec)
    assert [u for u, _r, _c in rows(tmp_path)] == [e.uid for e, _r in wins]
    aside = [p for p in tmp_path.glob("history.sqlite3.damaged-*")
             if not p.name.endswith(("-wal", "-shm"))]
    assert len(aside) == 1 and len(heard["setAside"]) == 1
    assert heard["setAside"][0].moved_to == aside[0]
    # The history is the truth: the games of a file destroyed whole are gone
    # from the statistics too (no copy elsewhere brings them back); their best
    # times, also in the settings, are read back from there (never erased).
    assert on_disk(tmp_path).statistics("beginner").played == 3
    best = on_disk(tmp_path).best("beginner")
    assert len(best) == 8 and len({(r.time_ms, r.stamp) for r in best}) == 8
    assert read_best(settings_store(tmp_path)) == {"beginner": best}


@pytest.mark.parametrize("threaded", [False, True])
def test_damage_met_by_a_read_drops_the_summary_of_the_file_set_aside(
        tmp_path: Path, qapp: object, threaded: bool) -> None:
    """The History window's read meets a damaged file: the best times and
    statistics told from then on are the new file's, never those of the file
    set aside (its losses on Beginner no longer counted)."""
    worker = storage(tmp_path, threaded=threaded)
    told_records: list[Any] = []
    worker.recordsChanged.connect(told_records.append)
    for seed in range(3):
        finish(worker, *game_entry(seed, won=False))
    worker.read_records()
    assert worker.wait(10) and told_records[-1].data.stats["beginner"].played == 3
    if threaded:  # (the writer's connection, on its thread)
        worker._thread.post(worker._work._history.close)  # type: ignore[union-attr]
    else:
        worker._work._history.close()  # type: ignore[union-attr]
    worker.wait(10)
    (tmp_path / "history.sqlite3").write_bytes(b"garbage, not a database " * 4000)
    for side in tmp_path.glob("history.sqlite3-*"):
        side.unlink()
    answers: list[object] = []
    worker.request(lambda history, _progress: history.count(), answers.append)
    worker.wait(10)
    assert len(answers) == 1 and isinstance(answers[0], HistoryDamaged)
    entry, rec = game_entry(20, won=False)
    finish(worker, Entry(entry.game, replace(entry.score, key="intermediate")), rec)
    worker.wait(10)
    data = told_records[-1].data
    assert "beginner" not in data.stats and data.stats["intermediate"].played == 1
    assert on_disk(tmp_path).statistics("beginner").played == 0
    worker.close()


def test_best_times_read_back_from_the_settings_count_once_when_merged_back(
        tmp_path: Path) -> None:
    """A start finds no history (the file lost whole): the new one starts
    from the settings' best times; when the old file's rows of the same wins
    are merged back later, each best time shows once."""
    worker = storage(tmp_path)
    for seed in range(4):
        finish(worker, *game_entry(seed))
    want = on_disk(tmp_path).best("beginner")
    worker.close()
    del worker
    path = tmp_path / "history.sqlite3"
    lost = tmp_path / "lost.sqlite3"
    path.rename(lost)
    finish(storage(tmp_path), *game_entry(10))
    want = on_disk(tmp_path).best("beginner")
    assert len(want) == 5 and read_best(settings_store(tmp_path)) == {"beginner": want}
    lost.rename(tmp_path / "history.sqlite3.damaged-20250101-120000")
    storage(tmp_path).read_records()
    assert len(rows(tmp_path)) == 5  # the games came back
    assert on_disk(tmp_path).best("beginner") == want
    assert on_disk(tmp_path).statistics("beginner").played == 5


def test_a_partly_damaged_history_is_set_aside_and_its_readable_games_kept(
        tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    h = History(path)
    for seed in range(200):
        rec = recording(seed)
        h.add(rec, Result.WON, compute(rec))
    h.checkpoint()
    h.close()
    data = bytearray(path.read_bytes())
    page = 4096
    for i in range(len(data) // page - 3, len(data) // page - 1):  # wreck two pages
        data[i * page:(i + 1) * page] = b"\xff" * page
    path.write_bytes(bytes(data))
    worker = storage(tmp_path)
    heard = told(worker)
    entry, rec = game_entry(500)
    finish(worker, entry, rec)
    kept = rows(tmp_path)
    assert entry.uid in [u for u, _r, _c in kept]
    reports = heard["setAside"]
    assert len(reports) == 1 and reports[0].fault is Fault.DAMAGED
    assert reports[0].merged > 100 and reports[0].merged + 1 == len(kept)


def test_a_history_set_aside_earlier_is_merged_back_at_start_once(tmp_path: Path) -> None:
    """A file set aside ``.damaged-`` by an earlier run, its games readable:
    they come back, and the file is kept (renamed ``.merged-``)."""
    old = tmp_path / "history.sqlite3.damaged-20250101-120000"
    h = History(old)
    for seed in range(20):
        rec = recording(seed)
        h.add(rec, Result.LOST, compute(rec))
    h.checkpoint()
    h.close()
    for side in tmp_path.glob("*-wal"):
        side.unlink()
    worker = storage(tmp_path)
    heard = told(worker)
    worker2 = storage(tmp_path)  # and again: nothing twice
    del worker2
    assert len(rows(tmp_path)) == 20
    assert not old.exists() and (tmp_path / "history.sqlite3.merged-20250101-120000").exists()
    del worker, heard


def test_an_unreadable_set_aside_file_is_kept_and_told(tmp_path: Path) -> None:
    (tmp_path / "history.sqlite3.damaged-20250101-120000").write_bytes(b"nothing to read" * 99)
    merged: list[Merged] = []
    worker = Storage(data_folder=tmp_path, threaded=False, parent=None)
    worker.merged.connect(merged.append)
    # told when found: a fresh worker reports it (kept under a name of its own)
    again = Storage(data_folder=tmp_path, threaded=False)
    del again, worker
    unreadable = list(tmp_path.glob("history.sqlite3.unreadable-*"))
    assert len(unreadable) == 1 and unreadable[0].read_bytes() == b"nothing to read" * 99


def test_a_link_in_the_history_s_place_is_never_followed(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "victim.sqlite3"
    target.parent.mkdir()
    (tmp_path / "history.sqlite3").symlink_to(target)  # dangling
    worker = storage(tmp_path)
    heard = told(worker)
    entry, rec = game_entry(1)
    finish(worker, entry, rec)
    assert not target.exists()  # no database made at the link's target
    assert not (tmp_path / "history.sqlite3").is_symlink()
    assert [u for u, _r, _c in rows(tmp_path)] == [entry.uid]
    assert list(tmp_path.glob("history.sqlite3.unsafe-*"))
    del heard


def test_the_wal_stays_bounded(tmp_path: Path) -> None:
    h = History(tmp_path / "history.sqlite3")
    blob = encode(recording(1))
    stats = compute(recording(1))
    biggest = 0
    for i in range(1500):
        h.store([StoredGame.of(recording(1), Result.WON, stats, uid=f"g{i:06d}",
                               encoder=lambda _r: blob)])
        wal = tmp_path / "history.sqlite3-wal"
        biggest = max(biggest, wal.stat().st_size if wal.exists() else 0)
    h.close()
    assert 0 < biggest <= 2 * JOURNAL_SIZE_LIMIT


@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="Linux /proc")
def test_a_stored_game_costs_a_few_kib_of_writes(tmp_path: Path) -> None:
    """Writes per stored game (bytes given to write(): the WAL and the
    checkpoints), with a few hundred games already there; 64 KiB pages wrote
    about 330 KiB."""
    def written() -> int:
        for line in Path("/proc/self/io").read_text().splitlines():
            if line.startswith("wchar"):
                return int(line.split()[1])
        return 0

    h = History(tmp_path / "history.sqlite3")
    games = [recording(seed) for seed in range(10)]
    blobs = [encode(g) for g in games]
    stats = [compute(g) for g in games]
    for i in range(600):
        if i == 300:
            start = written()
        h.store([StoredGame.of(games[i % 10], Result.WON, stats[i % 10], uid=f"g{i:06d}",
                               encoder=lambda _r, i=i: blobs[i % 10])])
    per_game = (written() - start) / 300
    h.close()
    assert per_game < 40 * 1024, per_game


def fill(folder: Path) -> Path:
    import errno

    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError as error:
        assert error.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler


@pytest.fixture
def small_disk(tmp_path: Path) -> Any:
    if sys.platform != "linux":
        pytest.skip("tmpfs: Linux")
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"mounting a tmpfs is not permitted here: {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def test_storage_problem_words_are_for_the_player(qapp: object) -> None:
    from minesweeper_qt.view.history.history_text import storage_problem_text

    text = storage_problem_text(StorageProblem("history", Fault.FULL, "database or disk is full"))
    assert "the disk is full" in text and "kept" in text
    text = storage_problem_text(StorageProblem("history", Fault.LOCKED, "database is locked"))
    assert "another program is using it" in text


TWO_COPIES = r"""
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from PySide6.QtCore import QCoreApplication
from storage_helpers import finish, game_entry, storage
app = QCoreApplication([])
folder, tag = Path(sys.argv[1]), sys.argv[2]
worker = storage(folder)
for n in range(int(sys.argv[4])):
    entry, rec = game_entry(n, won=n % 3 == 0, uid=f"{tag}-{n:04d}")
    finish(worker, entry, rec)
    if n % 5 == 4:  # and the same game again, as a second copy resuming it would
        finish(worker, entry, rec)
while worker._work._failing is not None or worker._work._queue:  # a lock of the other copy
    worker.read_records()
print("DONE", flush=True)
"""


def test_two_running_copies_store_each_game_once(tmp_path: Path) -> None:
    games = 30
    script = tmp_path / "one_copy_of_the_game.py"
    script.write_text(TWO_COPIES)
    helpers = str(Path(__file__).resolve().parent)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    procs = [subprocess.Popen([sys.executable, str(script), str(tmp_path), tag, helpers,
                               str(games)], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for tag in ("a", "b")]
    try:
        outs = [p.communicate(timeout=120) for p in procs]
    finally:
        for p in procs:  # a copy that hangs must not outlive the test
            if p.poll() is None:
                p.kill()
                p.wait()
    assert [p.returncode for p in procs] == [0, 0], [err[-1500:] for _, err in outs]
    uids = [u for u, _r, _c in rows(tmp_path)]
    # (What both copies said and left, should a game be missing.)
    seen = ([err[-3000:] for _, err in outs], sorted(p.name for p in tmp_path.iterdir()))
    assert len(uids) == len(set(uids)) == 2 * games, seen
    stats = on_disk(tmp_path).statistics("beginner")
    assert (stats.played, stats.won) == (2 * games, 2 * len(range(0, games, 3)))


def test_a_finished_game_waits_behind_one_save_at_most(tmp_path: Path, qapp: object) -> None:
    """A slow disk and a fast player: new snapshots come while each save is
    written. A game that ends meanwhile is committed after at most the save
    being written and one more (one job per move piled up behind a 150 ms
    sync: 1.9 s, and a game shown 1.7 s before a kill was lost)."""
    import threading

    from minesweeper_qt.storage.scores import counted_in

    worker = Storage(data_folder=tmp_path, threaded=True)
    entry, rec = game_entry(1)
    gate = threading.Event()
    stored_then: list[bool] = []
    left = [40]

    def write() -> None:
        gate.wait(10)
        stored_then.append(counted_in(tmp_path / "history.sqlite3", entry.uid))
        if left[0]:  # the player moved meanwhile (the window's thread, not this one)
            left[0] -= 1
            mover = threading.Thread(target=worker.save_snapshot, args=(write,))
            mover.start()
            mover.join()

    worker.save_snapshot(write)  # being written (held until the gate opens)
    for _ in range(30):
        worker.save_snapshot(write)
    finish(worker, entry, rec)
    gate.set()
    assert worker.wait(60)
    worker.close()
    assert stored_then.count(False) <= 2, stored_then


def test_the_writer_keeps_one_history_connection_across_its_jobs(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each game stored on the worker thread uses the connection the last one
    opened. (With ``threading.local`` PySide6 lost it between two slot calls:
    a new connection per game, and the old one closed, WAL checkpoint and
    ``fdatasync`` included, by whichever thread collected it, often the GUI
    thread: seen by ``tests/test_no_sync_on_gui_thread.py`` on a busy machine.)"""
    import threading

    opened: list[int] = []
    connect = History._connect

    def counted(self: History) -> Any:
        opened.append(threading.get_ident())
        return connect(self)

    monkeypatch.setattr(History, "_connect", counted)
    worker = storage(tmp_path, threaded=True)
    for seed in range(5):  # one job each, the worker idle in between
        finish(worker, *game_entry(seed))
        assert worker.wait(30)
    assert worker.close()
    main = threading.get_ident()
    on_worker = [ident for ident in opened if ident != main]
    assert len(set(on_worker)) <= 2  # the writer, and the reader if it read
    assert on_worker and len(on_worker) == len(set(on_worker)), opened  # one per thread
    history = History(tmp_path / "history.sqlite3")
    assert history.count() == 5
    history.close()


def test_a_game_in_play_has_its_history_made_before_it_ends(qapp: Any, tmp_path: Path) -> None:
    """The first save of a game in play makes the history (schema, WAL,
    statistics): its end is then one commit. Made at the end, a first game's
    history cost about ten syncs before it (a second with 100 ms syncs: a kill
    a second after the best time showed lost it, tests/test_kill_storage.py).
    A run that saves no game (a replay) makes none."""
    idle = storage(tmp_path / "idle", threaded=True)
    idle.read_records()
    assert idle.wait(30) and idle.close()
    assert not (tmp_path / "idle" / "history.sqlite3").exists()

    worker = storage(tmp_path, threaded=True)
    saved: list[int] = []
    worker.save_snapshot(lambda: saved.append(1))
    assert worker.wait(30)
    assert saved == [1] and (tmp_path / "history.sqlite3").exists()
    history = History(tmp_path / "history.sqlite3")
    assert history.count() == 0  # made, and empty until the game ends
    history.close()
    finish(worker, *game_entry(1))
    assert worker.wait(30) and worker.close()
    assert on_disk(tmp_path).statistics("beginner").played == 1
