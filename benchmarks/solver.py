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
   called it, over ``--positions`` games): median / p95, beside ms-toollib's
   ``cal_probability_onboard`` on the same positions. Targets: < 10 ms / < 50 ms, and
   within 1.5x ms-toollib's median.
3. Win rates over ``--games`` games a row (issue #28): ``solver.play`` (its own first
   click) beside a plain player on the same boards (same seed, rule and first click:
   every certain safe cell, else the lowest probability, the first in row-major
   order, on ms-toollib's exact probabilities), each with its 95% Wilson interval,
   their paired difference, and the solver's time per game (median, p99). A last
   column plays the same plain player from the centre of the board instead (the
   reference of issue #28's own table), on the same seeds. Rows:
   expert under the opening and the classic (safe) first-click rule, intermediate,
   beginner (``--rows`` picks some). Targets over 10,000 expert games: >= 55.0% with
   the opening rule and >= 4 points above the plain player; >= 41% with the classic
   rule; median < 50 ms and p99 < 2 s a game. Published: JSMinesweeper 54.3% (opening
   rule, first click at (3, 3)), minesolve about 40.8% (classic, search depth 4).

``--only generation|analysis|wins`` runs one part.
"""

from __future__ import annotations

import argparse
import functools
import math
import statistics
import time
from collections.abc import Callable, Sequence

from minesweeper_qt.engine import FirstClick, Game, Knowledge, Status, no_guess_layout
from minesweeper_qt.engine.knowledge import HIDDEN
from minesweeper_qt.engine.solver import analyze, first_click, play
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
    header = f"{'median':>8}{'p95':>8}{'max':>8}{'approximate':>13}"
    line = f"{med:>8.2f}{p95:>8.2f}{top:>8.2f}{approximate:>13}"
    try:
        import ms_toollib
    except ImportError:  # pragma: no cover - optional comparison
        pass
    else:
        ref = []
        for knowledge in found:
            rows, cols = knowledge.rows, knowledge.cols
            board = [[min(knowledge.cells[r * cols + c], HIDDEN) for c in range(cols)]
                     for r in range(rows)]
            t, _ = _time(functools.partial(ms_toollib.cal_probability_onboard, board,
                                           knowledge.mines))
            ref.append(t)
        rmed, rp95, _ = _stats(ref)
        header += f"{'ms-toollib median':>20}{'p95':>8}{'ratio':>8}"
        line += f"{rmed:>20.2f}{rp95:>8.2f}{med / rmed:>7.2f}x"
    print(header)
    print(line)
    print()


#: (name, rows, cols, mines, first-click rule) of the win-rate rows.
WIN_ROWS = (
    ("expert", 16, 30, 99, FirstClick.OPENING),
    ("expert", 16, 30, 99, FirstClick.SAFE),
    ("intermediate", 16, 16, 40, FirstClick.OPENING),
    ("beginner", 9, 9, 10, FirstClick.OPENING),
)
#: Seeds of the win-rate games (apart from those the policy was tuned on, 0-99,999).
SEED_BASE = 1_000_000


def plain_play(game: Game, first: tuple[int, int]) -> Status:
    """The plain reference player: after ``first``, open every cell certain to
    be safe, else the cell with the lowest mine probability (the first in
    row-major order), probabilities from ms-toollib's exact solver
    (``cal_probability_onboard``). Never flags."""
    import ms_toollib

    rows, cols = game.rows, game.cols
    game.reveal(*first)
    while not game.status.is_over:
        codes = game.knowledge().cells
        board = [[min(codes[r * cols + c], HIDDEN) for c in range(cols)] for r in range(rows)]
        probs = ms_toollib.cal_probability_onboard(board, game.mine_count)[0]
        hidden = [(probs[r][c], r, c) for r in range(rows) for c in range(cols)
                  if board[r][c] == HIDDEN]
        safe = [(r, c) for p, r, c in hidden if p <= 1e-12]
        for r, c in safe or [min(hidden)[1:]]:
            if not game.status.is_over:
                game.reveal(r, c)
    return game.status


def _paired(a: Sequence[bool], b: Sequence[bool]) -> tuple[float, float]:
    """Mean of a - b (won = 1) and its 95% half-width (normal, paired games)."""
    diffs = [int(x) - int(y) for x, y in zip(a, b, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def win_rates(games: int, rows_wanted: Sequence[str] = ()) -> None:
    try:
        import ms_toollib  # noqa: F401
    except ImportError:  # pragma: no cover - the reference needs it
        print("ms-toollib is not installed: no plain reference player")
        have_plain = False
    else:
        have_plain = True
    print(f"Win rates, {games} games a row (seeds {SEED_BASE}-{SEED_BASE + games - 1}); "
          "both players on the same boards (same seed, rule and first click)")
    print("  solver: solver.play (its own first click); plain: certain cells, else the "
          "lowest probability (ms-toollib), first click as the solver's; plain centre: the "
          "same player clicking the centre first")
    header = (f"{'level':<13}{'rule':<8}{'first':>9}{'solver':>8}{'95% Wilson':>14}"
              f"{'plain':>8}{'95% Wilson':>14}{'diff (95%)':>16}"
              f"{'ms/game median':>16}{'p99':>8}{'plain centre':>14}{'diff (95%)':>16}")
    print(header)
    print("-" * len(header))
    for name, rows, cols, mines, rule in WIN_ROWS:
        label = f"{name}-{rule.value}"
        if rows_wanted and label not in rows_wanted and name not in rows_wanted:
            continue
        first = first_click(rows, cols, mines, rule)
        centre = (rows // 2, cols // 2)
        ours: list[bool] = []
        plain: list[bool] = []
        plain_centre: list[bool] = []
        times: list[float] = []
        for seed in range(games):
            game = Game(rows, cols, mines, seed=SEED_BASE + seed, first_click=rule)
            t, status = _time(functools.partial(play, game))
            times.append(t)
            ours.append(status is Status.WON)
            if have_plain:
                reference = Game(rows, cols, mines, seed=SEED_BASE + seed, first_click=rule)
                plain.append(plain_play(reference, first) is Status.WON)
                reference = Game(rows, cols, mines, seed=SEED_BASE + seed, first_click=rule)
                plain_centre.append(plain_play(reference, centre) is Status.WON)
        wins = sum(ours)
        lo, hi = wilson(wins, games)
        ordered = sorted(times)
        p99 = ordered[min(games - 1, math.ceil(0.99 * games) - 1)]
        line = (f"{name:<13}{rule.value:<8}{first!s:>9}{100 * wins / games:>7.1f}%"
                f"{f'{100 * lo:.1f}-{100 * hi:.1f}%':>14}")
        if have_plain:
            pw = sum(plain)
            plo, phi = wilson(pw, games)
            diff, half = _paired(ours, plain)
            line += (f"{100 * pw / games:>7.1f}%{f'{100 * plo:.1f}-{100 * phi:.1f}%':>14}"
                     f"{f'{100 * diff:+.1f} ({100 * half:.1f})':>16}")
        else:
            line += f"{'-':>8}{'':>14}{'':>16}"
        line += f"{statistics.median(ordered) * 1e3:>16.1f}{p99 * 1e3:>8.0f}"
        if have_plain:
            cw = sum(plain_centre)
            diff, half = _paired(ours, plain_centre)
            line += (f"{100 * cw / games:>13.1f}%"
                     f"{f'{100 * diff:+.1f} ({100 * half:.1f})':>16}")
        print(line, flush=True)
    print()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--boards", type=int, default=200, help="boards per size (200)")
    parser.add_argument("--games", type=int, default=1000, help="games per level (1000)")
    parser.add_argument("--positions", type=int, default=100,
                        help="expert games whose analyze() positions are timed (100)")
    parser.add_argument("--only", choices=("generation", "analysis", "wins"),
                        help="run one part only")
    known = sorted({name for name, *_ in WIN_ROWS}
                   | {f"{name}-{rule.value}" for name, _, _, _, rule in WIN_ROWS})
    parser.add_argument("--rows", nargs="*", default=(), choices=known, metavar="ROW",
                        help="win-rate rows to run (default all): " + ", ".join(known))
    args = parser.parse_args(argv)
    if args.only in (None, "generation"):
        generation(args.boards)
    if args.only in (None, "analysis"):
        analysis(args.positions)
    if args.only in (None, "wins"):
        win_rates(args.games, args.rows)


if __name__ == "__main__":
    main()
