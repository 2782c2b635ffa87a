"""Game review benchmark: ``python -m benchmarks.review [--games N]``.

Prints, in one run, the time :func:`minesweeper_qt.replay.review.review`
takes (the recording already read) with its targets (issue #29: an expert game
under 1 s, a 1000-3BV replay under 5 s), and beside it the time ms-toollib's
own guess analysis (``analyse_for_features(["needless_guess",
"high_risk_guess"])``, Rust) takes on the same real files, when installed:

1. ``--games`` expert games played here (16 x 30, 99 mines; safe cells while
   there are any, else the safest, as a careful player would; recorded with
   their mouse events): median / p95 / max.
2. The real players' replays of ``tests/replay/data`` one by one (size, 3BV,
   moves, guesses), the largest last: the 1021-3BV custom game.
"""

from __future__ import annotations

import argparse
import lzma
import random
import statistics
import tempfile
import time
from pathlib import Path

from minesweeper_qt.engine import EXPERT, Game
from minesweeper_qt.engine.solver import analyze
from minesweeper_qt.replay.formats import READERS, import_replay, load_toollib
from minesweeper_qt.replay.recording import Button, InputRecorder, Recording
from minesweeper_qt.replay.review import review

DATA = Path(__file__).resolve().parent.parent / "tests" / "replay" / "data"
#: Targets (seconds).
EXPERT_TARGET, LARGE_TARGET = 1.0, 5.0


def played_game(seed: int, px: int = 16) -> Recording:
    """An expert game played to its end: a certainly safe cell when there is
    one, else one of the safest (the cell nearest the last move)."""
    game = Game(EXPERT.rows, EXPERT.cols, EXPERT.mines, seed=seed)
    rec = InputRecorder(game.rows, game.cols, px)
    rng = random.Random(seed)
    t = 0
    cell = (game.rows // 2, game.cols // 2)
    while True:
        x, y = cell[1] * px + px // 2, cell[0] * px + px // 2
        t += rng.randrange(150, 900)
        rec.press(t, Button.LEFT, x, y)
        t += rng.randrange(40, 90)
        rec.release(t, Button.LEFT, x, y)
        game.reveal(*cell)
        rec.engine_move(t, game.moves[-1].kind, *cell)
        if game.status.is_over:
            return rec.finish(game.mines)
        analysis = analyze(game.knowledge())
        hidden = [(r, c) for r in range(game.rows) for c in range(game.cols)
                  if not game.is_revealed(r, c)]
        safe = [c for c in hidden if c in analysis.safe]
        last = cell
        if safe:
            cell = min(safe, key=lambda c: (abs(c[0] - last[0]) + abs(c[1] - last[1]), c))
        else:
            low = min(analysis.probability(*c) for c in hidden)
            cell = min((c for c in hidden if analysis.probability(*c) <= low + 1e-12),
                       key=lambda c: (abs(c[0] - last[0]) + abs(c[1] - last[1]), c))


def _timed(recording: Recording) -> tuple[float, int]:
    start = time.perf_counter()
    result = review(recording)
    return time.perf_counter() - start, result.summary.guesses


def _toollib_seconds(path: Path) -> float | None:
    """ms-toollib's guess analysis of the file (seconds), None without it."""
    try:
        ms = load_toollib()
    except ImportError:
        return None
    video = getattr(ms, READERS[path.suffix.lower()])(str(path))
    video.parse()
    video.analyse()
    start = time.perf_counter()
    video.analyse_for_features(["needless_guess", "high_risk_guess"])
    return time.perf_counter() - start


def expert_games(games: int) -> None:
    print(f"1. Expert games played here ({games}), review time (target < {EXPERT_TARGET:.0f} s):")
    times, guesses = [], []
    for seed in range(games):
        seconds, n = _timed(played_game(seed))
        times.append(seconds)
        guesses.append(n)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    print(f"   median {statistics.median(times) * 1000:7.1f} ms   p95 {p95 * 1000:7.1f} ms   "
          f"max {times[-1] * 1000:7.1f} ms   (guesses per game: median "
          f"{statistics.median(guesses):.0f}, max {max(guesses)})")


def real_replays() -> None:
    print("2. Real players' replays (tests/replay/data), review time beside ms-toollib's "
          "needless/high-risk guess analysis:")
    print(f"   {'file':44s} {'board':>10s} {'3BV':>5s} {'moves':>6s} {'guesses':>7s} "
          f"{'review':>9s} {'ms-toollib':>11s}")
    with tempfile.TemporaryDirectory(prefix="review-bench-") as tmp:
        paths = []
        for p in sorted(DATA.iterdir()):
            if p.name.endswith(".xz"):
                target = Path(tmp) / p.name.removesuffix(".xz")
                target.write_bytes(lzma.decompress(p.read_bytes()))
                paths.append(target)
            elif p.suffix.lower() in READERS:
                paths.append(p)
        rows = []
        for path in paths:
            rec = import_replay(path)
            seconds, guesses = _timed(rec)
            theirs = _toollib_seconds(path)
            from minesweeper_qt.replay.statistics import compute

            bbbv = compute(rec, with_zini=False).bbbv
            rows.append((bbbv, path.name, rec, seconds, guesses, theirs))
        for bbbv, name, rec, seconds, guesses, theirs in sorted(rows, key=lambda r: r[0]):
            board = f"{rec.rows}x{rec.cols}/{rec.mine_count}"
            ref = f"{theirs * 1000:9.0f} ms" if theirs is not None else "        n/a"
            print(f"   {name:44s} {board:>10s} {bbbv:5d} {len(rec.moves):6d} {guesses:7d} "
                  f"{seconds * 1000:6.0f} ms {ref}")
        largest = max(rows, key=lambda r: r[0])
        verdict = "met" if largest[3] < LARGE_TARGET else "MISSED"
        print(f"   largest ({largest[0]} 3BV): {largest[3]:.2f} s, target < "
              f"{LARGE_TARGET:.0f} s: {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="expert games to review")
    args = parser.parse_args()
    expert_games(args.games)
    real_replays()


if __name__ == "__main__":
    main()
