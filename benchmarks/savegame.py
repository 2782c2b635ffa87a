"""Save-file speed: ``python -m benchmarks.savegame [--repeat N] [--dir FOLDER]``.

Prints medians and worst cases of one save (snapshot, encode, ``QSaveFile``
write with its flush to disk and rename) and of one load (read, validate,
restore), against the target of the save/resume issue: a per-move save of an
expert game well under 16 ms (one frame). Also prints the figures for a
1000 x 1000 board with 206,000 mines, with a short and a long move list, which
decide whether saves are done inside the move or coalesced (see
``SaveController.immediate_budget``). Files go to ``--dir`` (default: a
temporary folder; pass a folder on the disk that holds your home to include
that disk's real flush cost).

Last, a resume of a save whose record holds 300,000 input events (an expert
game of some 4,900 flags, each click after 60 pointer moves): the reading and
checking of its record (on the GUI thread at the window's build until it went
to a worker) beside the GUI thread's own part of it now (the window's recorder
set up for the resumed game: ``GameRecorder._start``), in thread CPU time and
wall time, in the same run; and the file's load before the window. A window
is built for it (offscreen unless a display is set), its files in the scratch
folder.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from minesweeper_qt.engine import Game, MoveKind, Status
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording, Rules
from minesweeper_qt.storage.save_format import encode
from minesweeper_qt.storage.save_store import SaveStore


def _play(game: Game, moves: int, rng: random.Random) -> None:
    """Random reveals of safe cells and flags, keeping the game in play."""
    game.reveal(game.rows // 2, game.cols // 2)
    mines = game.mines
    for _ in range(moves - 1):
        r, c = rng.randrange(game.rows), rng.randrange(game.cols)
        if (r, c) in mines or rng.random() < 0.3:
            game.toggle_flag(r, c)
        else:
            game.reveal(r, c)
    assert game.status is Status.PLAYING, "the benchmark game ended; pick another seed"


def _report(name: str, samples: list[float]) -> None:
    print(f"{name:<58} median {statistics.median(samples) * 1000:8.2f} ms"
          f"   worst {max(samples) * 1000:8.2f} ms")


def bench(name: str, game: Game, folder: Path, repeat: int) -> None:
    store = SaveStore(folder / f"{name}.json")
    saves: list[float] = []
    encodes: list[float] = []
    for _ in range(repeat):
        start = time.perf_counter()
        store.save(game)
        saves.append(time.perf_counter() - start)
        start = time.perf_counter()
        encode(game.snapshot())
        encodes.append(time.perf_counter() - start)
    loads: list[float] = []
    for _ in range(max(1, repeat // 4)):
        start = time.perf_counter()
        saved = store.load()
        loads.append(time.perf_counter() - start)
        assert saved is not None and saved.game.revealed_count == game.revealed_count
    size = store.path.stat().st_size
    label = f"{name} ({len(game.moves)} moves, {size / 1024:.0f} KB)"
    print(label)
    _report("  save (snapshot + encode + write, flush, rename)", saves)
    _report("  encode from scratch (first save of a game)", encodes)
    _report("  load (read + validate + restore)", loads)


def _long_record(rng: random.Random) -> tuple[Game, Recording]:
    """An expert game in play and its record of some 300,000 events."""
    game = Game(16, 30, 99, seed=7)
    rules = Rules(game.first_click.value, game.question_marks, game.generator.name, game.seed)
    recorder = InputRecorder(16, 30, 24, rules, started_at=1.7e9)
    t = 0

    def click(row: int, col: int, kind: MoveKind, button: Button) -> None:
        nonlocal t
        for _ in range(60):
            t += 60
            recorder.move(t, rng.randrange(30 * 24), rng.randrange(16 * 24))
        recorder.press(t, button, col * 24 + 12, row * 24 + 12)
        t += 30
        recorder.release(t, button, col * 24 + 12, row * 24 + 12)
        recorder.engine_move(t, kind, row, col)

    click(8, 15, MoveKind.REVEAL, Button.LEFT)
    game.reveal(8, 15)
    hidden = [(r, c) for r in range(16) for c in range(30) if not game.is_revealed(r, c)]
    while len(recorder.events) < 298_900 and len(game.moves) < 5_000:
        r, c = hidden[rng.randrange(len(hidden))]
        click(r, c, MoveKind.FLAG, Button.RIGHT)
        game.toggle_flag(r, c)
    assert game.status is Status.PLAYING
    return game, recorder.so_far()()


def long_record_resume(folder: Path, repeat: int, rng: random.Random) -> None:
    """The resume of a save with a 300,000-event record (see the module notes)."""
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[var] = str(folder / var.lower())  # the window's history: a scratch one
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # A window for this part alone: Qt loaded when it runs.
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from minesweeper_qt.storage.settings import Settings
    from minesweeper_qt.view.history.recording import GameRecorder
    from minesweeper_qt.view.history.resumed_record import ResumedRecord
    from minesweeper_qt.view.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    game, record = _long_record(rng)
    store = SaveStore(folder / "long-record.json")
    store.write(game.snapshot(), record=record)
    loads: list[float] = []
    reads: list[float] = []
    read_cpu: list[float] = []
    for _ in range(repeat):
        start = time.perf_counter()
        saved = store.load()
        loads.append(time.perf_counter() - start)
        assert saved is not None and saved.record is not None
        resuming = ResumedRecord(saved.record, saved.game, 0, assisted=False, restarted=False)
        cpu, start = time.thread_time(), time.perf_counter()
        assert resuming.read() is not None
        reads.append(time.perf_counter() - start)
        read_cpu.append(time.thread_time() - cpu)
    starts: list[float] = []
    start_cpu: list[float] = []
    real_start = GameRecorder._start

    def timed_start(recorder: GameRecorder) -> None:
        cpu, start = time.thread_time(), time.perf_counter()
        real_start(recorder)
        starts.append(time.perf_counter() - start)
        start_cpu.append(time.thread_time() - cpu)

    GameRecorder._start = timed_start  # type: ignore[method-assign,assignment]
    try:
        for n in range(repeat):
            saved = store.load()
            settings = Settings(QSettings(str(folder / f"settings-{n}.ini"),
                                          QSettings.Format.IniFormat))
            window = MainWindow(settings, resumed=saved, saves=store)
            window.close()  # (waits for the record's reading: it is the game's)
            window.deleteLater()
            app.processEvents()
    finally:
        GameRecorder._start = real_start  # type: ignore[method-assign]
    size = store.path.stat().st_size
    print(f"resume with a long record ({len(record.events)} events, {size / 1024:.0f} KB)")
    _report("  load (GUI thread, before the window; the record checked, not read)", loads)
    _report("  the record read and checked (GUI thread before; a worker now)", reads)
    _report("    its thread CPU time", read_cpu)
    _report("  the GUI thread's part now (the recorder set up)", starts)
    _report("    its thread CPU time", start_cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="minesweeper-qt-bench-",
                                     dir=args.dir) as tmp:
        folder = Path(tmp)
        rng = random.Random(1)
        expert = Game(16, 30, 99, seed=7)
        _play(expert, 60, rng)
        bench("expert", expert, folder, args.repeat)
        huge = Game(1000, 1000, 206_000, seed=11)
        _play(huge, 1_000, rng)
        bench("1000x1000, 206,000 mines", huge, folder, max(4, args.repeat // 4))
        # The same game with a long move list (flags toggled on and off).
        for _ in range(100_000 - len(huge.moves)):
            r, c = rng.randrange(1000), rng.randrange(1000)
            huge.toggle_flag(r, c)
        bench("1000x1000, 206,000 mines, long game", huge, folder, max(4, args.repeat // 4))
        long_record_resume(folder, max(3, args.repeat // 8), rng)


if __name__ == "__main__":
    main()
