"""Solver and no-guess benchmarks: ``python -m benchmarks.solver [--boards N] [--games N]``.

Prints, in one run:

1. No-guess generation (``no_guess_layout``, first click in the middle, 2 s budget)
   median / p95 / max over ``--boards`` boards for beginner, intermediate, expert
   (99) and expert with 120 mines, with the share certified, next to
   ``ms_toollib.laymine_solvable`` (Rust, generate-and-test) for the same sizes when
   ms-toollib is installed. Targets (issue #13): expert median within 10x of
   ms-toollib and p95 < 250 ms; beginner / intermediate p95 < 50 ms; expert-120
   certified in >= 95% of boards.
2. ``analyze()`` on mid-game expert positions (every position where the auto-player
   called it, over ``--positions`` games): median / p95. Targets: < 10 ms / < 50 ms.
3. The auto-player's win rate (``solver.play``, first click in the middle under the
   opening rule) over ``--games`` games per level, with a 95% Wilson interval.
   Target: expert >= 50%.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable, Sequence

from minesweeper_qt.engine import Game, Knowledge, Status, no_guess_layout
from minesweeper_qt.engine.solver import analyze, play
from minesweeper_qt.engine.solver import autoplay as play_module

SIZES = (
    ("beginner", 9, 9, 10),
    ("intermediate", 16, 16, 40),
    ("expert", 16, 30, 99),
    ("expert-120", 16, 30, 120),
)


def _stats(samples: Sequence[float]) -> tuple[float, float, float]:
    """Median, p95 and max of ``samples`` (seconds) in milliseconds."""
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return statistics.median(ordered) * 1e3, p95 * 1e3, ordered[-1] * 1e3


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% for z = 1.96) of a proportion."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    return centre - half, centre + half


def _time(fn: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def generation(boards: int) -> None:
    try:
        import ms_toollib
    except ImportError:  # pragma: no cover - optional comparison
        ms_toollib = None
    print(f"No-guess generation, {boards} boards each, first click in the middle (ms)")
    header = (f"{'level':<13}{'median':>8}{'p95':>8}{'max':>8}{'certified':>11}"
              f"   {'toollib median':>14}{'p95':>8}{'max':>8}{'ok':>6}{'ratio':>7}")
    print(header)
    print("-" * len(header))
    for name, rows, cols, mines in SIZES:
        first = (rows // 2, cols // 2)
        times = []
        certified = 0
        for seed in range(boards):
            t, placement = _time(lambda rows=rows, cols=cols, mines=mines, first=first, seed=seed:
                                  no_guess_layout(rows, cols, mines, first, seed=seed))
            times.append(t)
            certified += bool(placement.certified)
        med, p95, top = _stats(times)
        line = (f"{name:<13}{med:>8.2f}{p95:>8.2f}{top:>8.2f}"
                f"{100 * certified / boards:>10.1f}%")
        if ms_toollib is not None:
            ref_times = []
            ok = 0
            for _ in range(boards):
                t, result = _time(lambda rows=rows, cols=cols, mines=mines, first=first:
                                   ms_toollib.laymine_solvable(rows, cols, mines,
                                                               first[0], first[1]))
                ref_times.append(t)
                ok += bool(result[1])  # type: ignore[index]
            rmed, rp95, rtop = _stats(ref_times)
            line += (f"   {rmed:>14.2f}{rp95:>8.2f}{rtop:>8.2f}{100 * ok / boards:>5.0f}%"
                     f"{med / rmed:>6.1f}x")
        print(line, flush=True)
    print()


def positions(games: int) -> list[Knowledge]:
    """Every position where the auto-player called analyze() on expert games."""
    seen: list[Knowledge] = []
    original = play_module.analyze

    def record(knowledge: Knowledge, **kwargs: int) -> object:
        seen.append(knowledge)
        return original(knowledge, **kwargs)

    play_module.analyze = record  # type: ignore[assignment]
    try:
        for seed in range(games):
            play(Game(16, 30, 99, seed=10_000 + seed))
    finally:
        play_module.analyze = original
    return seen


def analysis(games: int) -> None:
    found = positions(games)
    times = []
    approximate = 0
    for knowledge in found:
        t, result = _time(lambda knowledge=knowledge: analyze(knowledge))
        times.append(t)
        approximate += bool(result.approximate)
    med, p95, top = _stats(times)
    print(f"analyze() on {len(found)} mid-game expert positions from {games} games (ms)")
    print(f"{'median':>8}{'p95':>8}{'max':>8}{'approximate':>13}")
    print(f"{med:>8.2f}{p95:>8.2f}{top:>8.2f}{approximate:>13}")
    print()


def win_rates(games: int) -> None:
    print(f"Auto-player win rate, {games} games each, first click in the middle (opening rule)")
    header = f"{'level':<13}{'wins':>7}{'rate':>8}{'95% Wilson':>18}{'ms/game':>9}"
    print(header)
    print("-" * len(header))
    for name, rows, cols, mines in SIZES[2::-1]:
        wins = 0
        start = time.perf_counter()
        for seed in range(games):
            # seeds apart from those the guess policy was tuned on (0-1999)
            wins += play(Game(rows, cols, mines, seed=1_000_000 + seed)) is Status.WON
        per_game = (time.perf_counter() - start) / games * 1e3
        lo, hi = wilson(wins, games)
        print(f"{name:<13}{wins:>7}{100 * wins / games:>7.1f}%"
              f"{f'{100 * lo:.1f}-{100 * hi:.1f}%':>18}{per_game:>9.1f}", flush=True)
    print()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--boards", type=int, default=200, help="boards per size (200)")
    parser.add_argument("--games", type=int, default=1000, help="games per level (1000)")
    parser.add_argument("--positions", type=int, default=100,
                        help="expert games whose analyze() positions are timed (100)")
    args = parser.parse_args(argv)
    generation(args.boards)
    analysis(args.positions)
    win_rates(args.games)


if __name__ == "__main__":
    main()
