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
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from minesweeper_qt.engine import Game, Status
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


if __name__ == "__main__":
    main()
