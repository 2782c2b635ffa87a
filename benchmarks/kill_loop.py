"""Games played at a player's pace on a slow disk, SIGKILLed at random moments:
``python -m benchmarks.kill_loop [--kills 20] [--sync-ms 150] [--pace-ms 120]``.

Each round runs the real program (``tests/end_driver.py play``) with every
``fsync``/``fdatasync`` slowed to ``--sync-ms`` (the ``LD_PRELOAD`` library of
``benchmarks.slow_save``), a click every ``--pace-ms``, and kills it after a
random number of game ends plus a random moment. Then, as the next start does,
the storage reads the history, and the script checks: every game end shown
0.5 s or more before the kill is in the history (counted once), and the best
times in the settings equal a query of the history. Prints the rounds, the ends
shown, those due and lost. Linux only.
"""

from __future__ import annotations

import argparse
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))


def main() -> None:
    from PySide6.QtCore import QCoreApplication, QSettings
    from robust_helpers import environment, settings_file

    from benchmarks.slow_save import build_shim
    from minesweeper_qt.storage.scores import read_best, summary_in
    from minesweeper_qt.storage.storage import Storage

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--sync-ms", type=int, default=150)
    parser.add_argument("--pace-ms", type=int, default=120)
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication([])
    rng = random.Random(42)
    with tempfile.TemporaryDirectory(prefix="msqt-kill-loop-") as scratch:
        home = Path(scratch) / "home"
        env = dict(environment(home), LD_PRELOAD=str(build_shim(Path(scratch))),
                   SLOW_SYNC_MS=str(args.sync_ms), END_DRIVER_PACE_MS=str(args.pace_ms))
        data = home / "data" / "minesweeper-qt" / "minesweeper-qt"
        shown = due = lost = 0
        for round_ in range(args.kills):
            out = Path(scratch) / f"driver.{round_}"
            ends: dict[str, float] = {}
            with out.open("w") as sink:
                proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "end_driver.py"),
                                         "play", str(round_)], env=env, cwd=ROOT,
                                        stdout=sink, stderr=subprocess.DEVNULL, text=True)
                wanted, deadline = rng.randint(1, 6), time.monotonic() + 60
                while len(ends) < wanted and time.monotonic() < deadline:
                    for line in out.read_text().splitlines():
                        words = line.split()
                        if words[:1] == ["END"] and len(words) == 3:
                            ends.setdefault(words[1], time.monotonic())
                    time.sleep(0.005)
                time.sleep(rng.uniform(0.0, 1.0))
                for line in out.read_text().splitlines():  # the last ones seen
                    words = line.split()
                    if words[:1] == ["END"] and len(words) == 3:
                        ends.setdefault(words[1], time.monotonic())
                proc.send_signal(signal.SIGKILL)
                proc.wait(20)
                killed = time.monotonic()
            store = QSettings(str(settings_file(home)), QSettings.Format.IniFormat)
            worker = Storage(data_folder=data, settings=store, threaded=False)
            worker.read_records()  # as the next start: the settings' copy rebuilt
            worker.close()
            db = sqlite3.connect(data / "history.sqlite3")
            stored = {uid for (uid,) in db.execute("SELECT uid FROM scores")}
            db.close()
            late = [g for g, at in ends.items() if killed - at >= 0.5]
            shown, due = shown + len(ends), due + len(late)
            missing = [g for g in late if g not in stored]
            lost += len(missing)
            for g in missing:
                print(f"round {round_}: {g} shown {killed - ends[g]:.2f} s before the kill, "
                      "not in the history")
            copy = read_best(QSettings(str(settings_file(home)), QSettings.Format.IniFormat))
            if copy != summary_in(data / "history.sqlite3").best:
                print(f"round {round_}: the settings' best times differ from the history")
        print(f"{args.kills} kills at a click every {args.pace_ms} ms, fsync {args.sync_ms} ms: "
              f"{shown} game ends shown, {due} shown 0.5 s before a kill, {lost} of them lost")


if __name__ == "__main__":
    main()
