"""Engine speed and memory: ``python -m benchmarks.engine [--repeat N]``.

Prints medians (and worst cases) over repeated runs against the targets of the
engine issue: expert new game + first reveal <= 1 ms; 1000x1000 with 206,000
mines new game + first reveal <= 200 ms and every later move <= 16 ms; an empty
1000x1000 board opened by one click <= 200 ms; a 1000x1000 game <= 100 MB.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
import tracemalloc
from collections.abc import Callable

from minesweeper_qt.engine import Game, Status


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def _time(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def expert_first_reveal(repeat: int) -> list[float]:
    samples = []
    for seed in range(repeat):
        samples.append(_time(lambda seed=seed: Game(16, 30, 99, seed=seed).reveal(8, 15)))
    return samples


def huge_first_reveal(repeat: int) -> list[float]:
    samples = []
    for seed in range(repeat):
        gc.collect()
        samples.append(
            _time(lambda seed=seed: Game(1000, 1000, 206_000, seed=seed).reveal(500, 500))
        )
    return samples


def huge_later_moves(seed: int, moves: int) -> tuple[list[float], float, int]:
    """Times of single moves on a 1000x1000 / 206,000 game: random reveals of safe
    cells (cascades included), flags and chords, then the losing reveal."""
    game = Game(1000, 1000, 206_000, seed=seed)
    game.reveal(500, 500)
    rng = random.Random(seed)
    mines = game.mines
    samples: list[float] = []
    largest = 0
    for _ in range(moves):
        r, c = rng.randrange(1000), rng.randrange(1000)
        if (r, c) in mines:
            t = _time(lambda r=r, c=c: game.toggle_flag(r, c))
        else:
            start = time.perf_counter()
            changed = game.reveal(r, c)
            t = time.perf_counter() - start
            largest = max(largest, len(changed))
            if game.is_revealed(r, c) and game.number(r, c):
                samples.append(_time(lambda r=r, c=c: game.chord(r, c)))
        samples.append(t)
    r, c = next(iter(mines))
    if game.is_flagged(r, c):
        game.toggle_flag(r, c)
    loss = _time(lambda: game.reveal(r, c))
    assert game.status is Status.LOST
    return samples, loss, largest


def empty_board(repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        game = Game.from_layout(1000, 1000, [(999, 999)])
        samples.append(_time(lambda game=game: game.reveal(0, 0)))
        assert game.status is Status.WON
    return samples


def huge_memory() -> float:
    gc.collect()
    tracemalloc.start()
    game = Game(1000, 1000, 206_000, seed=1)
    game.reveal(500, 500)
    _ = game.bbbv
    current, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del game
    return current / 2**20


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15, help="runs per figure")
    args = parser.parse_args(argv)
    n = args.repeat

    def line(name: str, samples: list[float], target_ms: float) -> None:
        med = _median_ms(samples)
        worst = max(samples) * 1000
        verdict = "ok" if med <= target_ms else "OVER"
        print(f"{name:<52} median {med:8.3f} ms  max {worst:8.3f} ms  "
              f"(target <= {target_ms:g} ms) {verdict}")

    line("expert: new game + first reveal", expert_first_reveal(max(n, 200)), 1)
    line("1000x1000/206k: new game + first reveal", huge_first_reveal(n), 200)
    samples, loss, largest = huge_later_moves(0, 2000)
    p99 = sorted(samples)[int(len(samples) * 0.99)] * 1000
    print(f"{'1000x1000/206k: later single moves':<52} median {_median_ms(samples):8.3f} ms  "
          f"p99 {p99:.3f} ms  max {max(samples) * 1000:.3f} ms "
          f"({len(samples)} moves, largest cascade {largest} cells; target <= 16 ms) "
          f"{'ok' if max(samples) <= 0.016 else 'OVER'}")
    print(f"{'1000x1000/206k: losing reveal (shows 206k mines)':<52} {loss * 1000:8.3f} ms "
          f"(target <= 16 ms) {'ok' if loss <= 0.016 else 'OVER'}")
    line("1000x1000 empty board: one-click cascade", empty_board(max(3, n // 3)), 200)
    mem = huge_memory()
    print(f"{'1000x1000/206k: memory of one game (tracemalloc)':<52} {mem:8.1f} MB "
          f"(target <= 100 MB) {'ok' if mem <= 100 else 'OVER'}")
    g = Game(1000, 1000, 206_000, seed=1)
    g.reveal(500, 500)
    print(f"{'1000x1000/206k: 3BV (computed once, cached)':<52} "
          f"{_time(lambda: g.bbbv) * 1000:8.3f} ms  (3BV = {g.bbbv})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
