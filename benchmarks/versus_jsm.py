"""``solver.play`` against JSMinesweeper on the same boards (issue #47).

    python -m benchmarks.versus_jsm --jsm PATH [--boards N] [--start S] [--save FILE]

``PATH`` (or the ``JSMINESWEEPER`` environment variable) is a checkout of
https://github.com/DavidNHill/JSMinesweeper (its ``Minesweeper/client``
scripts are loaded by ``benchmarks/versus_jsm_driver.js`` under Node; none of
its code is kept here). Without Node or the checkout the harness says so and
plays nothing.

Boards: expert 16 x 30 with 99 mines, seeds ``SEED_BASE + start`` on (the
benchmark's own seeds, :data:`benchmarks.solver.SEED_BASE`), laid by our
engine for the first click (2, 2) under the opening rule; both solvers click
(2, 2) first. ``--rule safe`` lays them under the classic rule (only the
first cell safe) for a first click in the centre, (8, 15); ``--first ROW,COL``
moves the first click. Node plays one board while Python plays the next (one core
each). Every outcome is checked against the layout: JSMinesweeper's clicks are
replayed on our engine (a win must open every safe cell, a loss end on a
mine), and our games' end states are checked the same way; a mismatch stops
the run.

Printed: both win rates with 95% Wilson intervals, the paired difference
(ours - JSMinesweeper) with its 95% interval, McNemar's exact p on the boards
won by only one, each solver's time per game (median / p95 / p99 / longest,
both running at once), and the boards won by only one by the kind of the
first guess where the two differ (our solver's own reason for its guess
there; see :func:`divergence_kind`).

``--save FILE`` writes one JSON line per board (both results); ``--jsm-results
FILE`` takes JSMinesweeper's results from such a file instead of running Node
(for trying variants of our solver on the same boards), and ``--against FILE``
adds the paired difference of our solver now against our solver in that file.
``--jsm-only`` plays JSMinesweeper alone (one process at a time; with
``--save``, its games for a later ``--jsm-results``).
``--set module.NAME=VALUE`` changes a constant of ``minesweeper_qt.engine.solver``
for the run (e.g. ``--set endgame.MAX_LAYOUTS=1000``).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.solver import SEED_BASE, _paired, wilson
from minesweeper_qt.engine import FirstClick, Game, Knowledge, Status
from minesweeper_qt.engine.knowledge import HIDDEN
from minesweeper_qt.engine.solver import analyze, autoplay, choose, endgame, exact
from minesweeper_qt.engine.solver.policy import Guess, GuessKind, forced_chain, forced_pair
from minesweeper_qt.engine.solver.position import Position, TooLarge

ROWS, COLS, MINES = 16, 30, 99
FIRST = (2, 2)
#: The first-click rule of the boards (``--rule``; FIRST follows ``--first``).
RULE = FirstClick.OPENING
DRIVER = Path(__file__).with_name("versus_jsm_driver.js")
#: Boards Node may run ahead of Python (bounded so neither pipe fills).
AHEAD = 40


@dataclass
class OurGuess:
    cell: int
    kind: str
    risk: float
    knowledge: Knowledge | None  # kept only until the board is compared


@dataclass
class Board:
    seed: int
    mines: list[int]
    won: bool = False
    ms: float = 0.0
    guesses: list[OurGuess] = field(default_factory=list)


def lay(seed: int) -> Game:
    """The benchmark's board for ``seed``: a fresh expert game with its mines
    laid for the first click, not yet revealed."""
    game = Game(ROWS, COLS, MINES, seed=seed, first_click=RULE)
    game.lay(game.placement_for(*FIRST))
    return game


def play_ours(seed: int) -> Board:
    """Play board ``seed`` with ``solver.play``, recording each guess (the
    policy's :class:`Guess`, and the position it was made in)."""
    game = lay(seed)
    board = Board(seed, sorted(r * COLS + c for r, c in game.mines))
    original = vars(autoplay)["best_guess"]

    def recording(knowledge: Knowledge, analysis: Any) -> tuple[int, int]:
        guess: Guess = choose(knowledge, analysis)
        r, c = guess.cell
        board.guesses.append(OurGuess(r * COLS + c, guess.kind.value, guess.risk, knowledge))
        return guess.cell

    setattr(autoplay, "best_guess", recording)  # noqa: B010 - a module global, patched
    try:
        start = time.perf_counter()
        status = autoplay.play(game, FIRST)
        board.ms = (time.perf_counter() - start) * 1e3
    finally:
        setattr(autoplay, "best_guess", original)  # noqa: B010
    check_ours(game, board.mines)
    board.won = status is Status.WON
    return board


def check_ours(game: Game, mines: list[int]) -> None:
    """Our game's end against its layout: a win opened every safe cell and no
    mine, a loss ended on a mine."""
    laid = sorted(r * COLS + c for r, c in game.mines)
    if laid != mines:
        raise AssertionError(f"seed {game.seed}: the layout changed during play")
    if game.status is Status.WON:
        ok = game.revealed_count == ROWS * COLS - MINES and game.exploded is None
    else:
        ok = game.status is Status.LOST and game.exploded in game.mines
    if not ok:
        raise AssertionError(f"seed {game.seed}: our outcome {game.status} disagrees "
                             "with the layout")


def check_theirs(mines: list[int], result: dict[str, Any]) -> bool:
    """Replay JSMinesweeper's clicks on our engine over the same layout; True
    when it won. Raises AssertionError when its outcome disagrees."""
    game = Game.from_layout(ROWS, COLS, [divmod(i, COLS) for i in mines])
    for n, i in enumerate(result["clicks"]):
        if game.status.is_over:
            raise AssertionError(f"seed {result['seed']}: click {n} after the game ended")
        game.reveal(*divmod(i, COLS))
    expected = {Status.WON: "won", Status.LOST: "lost"}.get(game.status, "stuck")
    if expected != result["status"]:
        raise AssertionError(f"seed {result['seed']}: JSMinesweeper says {result['status']}, "
                             f"its clicks on the layout give {expected}")
    if expected == "won" and game.revealed_count != ROWS * COLS - MINES:
        raise AssertionError(f"seed {result['seed']}: a win without every safe cell open")
    return expected == "won"


def their_guesses(result: dict[str, Any]) -> list[tuple[int, float]]:
    """JSMinesweeper's guesses: (cell, its mine probability)."""
    return [(result["clicks"][pos], 1.0 - safe) for pos, safe in result["guesses"]]


def divergence_kind(board: Board, theirs: list[tuple[int, float]]) -> tuple[str, int]:
    """The kind of the first guess where the two solvers differ, and its
    index in our guesses (-1 when they never differ).

    Kinds (prefixed ``first guess, `` when the first guess after the
    opening already differs): ``50/50 early (ours)`` (we took a 50/50 no move could resolve,
    JSMinesweeper played elsewhere); ``endgame: equal chances`` / ``endgame:
    ours better`` / ``endgame: JSM better`` (our exact endgame search chose;
    JSMinesweeper's cell weighed by the same search: the chance of winning
    the game with best play after it); ``endgame: other`` (JSMinesweeper's
    cell is not one our position holds open); ``50/50 early (JSM)``
    (JSMinesweeper took a cell whose whole risk is such a 50/50 in our
    analysis, we played elsewhere and took it later, if ever); ``progress:
    ours safer`` / ``progress: JSM safer`` / ``progress: equal risk`` (our
    weighed guess, by which cell is safer by our exact probabilities);
    ``dead`` / ``safest`` (our fallbacks)."""
    ours = board.guesses
    k = 0
    while k < len(ours) and k < len(theirs) and ours[k].cell == theirs[k][0]:
        k += 1
    if k >= len(ours) or k >= len(theirs):
        return "same guesses", -1
    mine = ours[k]
    first = "first guess, " if k == 0 else ""
    if mine.kind == GuessKind.FIFTY_FIFTY.value:
        return first + "50/50 early (ours)", k
    knowledge = mine.knowledge
    assert knowledge is not None
    their_cell = theirs[k][0]
    if mine.kind == GuessKind.ENDGAME.value:
        return first + _endgame_verdict(knowledge, mine.cell, their_cell), k
    their_risk = _risk_of(knowledge, their_cell)
    if _is_fifty_fifty(knowledge, their_cell):
        return first + "50/50 early (JSM)", k
    if mine.kind == GuessKind.PROGRESS.value:
        if their_risk is None or abs(their_risk - mine.risk) < 1e-9:
            return first + "progress: equal risk", k
        return first + ("progress: ours safer" if mine.risk < their_risk
                        else "progress: JSM safer"), k
    return first + mine.kind, k


def _endgame_verdict(knowledge: Knowledge, ours: int, theirs: int) -> str:
    """Our endgame move against JSMinesweeper's, each weighed by the exact
    endgame search (the chance of winning with best play after it)."""
    probs = _probs(knowledge)
    position = Position(knowledge, probs)
    if theirs not in position.unknown:
        return "endgame: other"
    listed = endgame.layouts(position)
    cells = sorted(position.unknown)
    wins = []
    for cell in (ours, theirs):
        move = endgame.search(listed, cells, position.nb, [cell])
        if move is None:
            return "endgame: other"
        wins.append(move.win)
    if abs(wins[0] - wins[1]) < 1e-9:
        return "endgame: equal chances"
    return "endgame: ours better" if wins[0] > wins[1] else "endgame: JSM better"


def _probs(knowledge: Knowledge) -> list[float | None]:
    analysis = analyze(knowledge)
    return [None if code < HIDDEN else analysis.probability(*divmod(i, knowledge.cols))
            for i, code in enumerate(knowledge.cells)]


def _risk_of(knowledge: Knowledge, cell: int) -> float | None:
    return _probs(knowledge)[cell]


def _is_fifty_fifty(knowledge: Knowledge, cell: int) -> bool:
    """Whether ``cell``'s whole risk is a 50/50 no move can resolve (our
    policy's own tests: :meth:`Position.fifty_fifty_weight`, a forced pair
    or a forced chain)."""
    probs = _probs(knowledge)
    risk = probs[cell]
    if risk is None or not 0.0 < risk < 1.0:
        return False
    try:
        position = Position(knowledge, probs)
    except (TooLarge, exact.Inconsistent):
        return False
    if cell in (forced_pair(position) or ()) or cell in (forced_chain(position) or {}):
        return True
    share = position.fifty_fifty_weight(cell) / position.total
    return min(share, risk, 1.0 - risk) >= risk - 1e-9


def mcnemar(b: int, c: int) -> float:
    """Exact two-sided McNemar p for ``b`` and ``c`` discordant pairs."""
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    logs = [math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1) - n * math.log(2)
            for i in range(k + 1)]
    top = max(logs)
    tail = math.exp(top) * sum(math.exp(x - top) for x in logs)
    return min(1.0, 2.0 * tail)


def _quantiles(ms: Sequence[float]) -> str:
    ordered = sorted(ms)
    n = len(ordered)

    def q(p: float) -> float:
        return ordered[min(n - 1, max(0, math.ceil(p * n) - 1))]

    return (f"median {statistics.median(ordered):.1f} ms, p95 {q(0.95):.0f} ms, "
            f"p99 {q(0.99):.0f} ms, longest {ordered[-1]:.0f} ms")


class Runner:
    """Feeds boards to the Node driver and reads its results in order."""

    def __init__(self, checkout: str) -> None:
        node = shutil.which("node")
        assert node is not None
        self.proc = subprocess.Popen([node, str(DRIVER), checkout], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, seed: int, mines: list[int]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"seed": seed, "rows": ROWS, "cols": COLS,
                                          "mines": mines, "first": list(FIRST)}) + "\n")
        self.proc.stdin.flush()

    def receive(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the Node driver stopped (exit {self.proc.wait()})")
        result: dict[str, Any] = json.loads(line)
        return result

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait()


def _missing(checkout: str | None) -> str | None:
    if shutil.which("node") is None:
        return "Node.js is not installed (node not on PATH): nothing played."
    if not checkout:
        return ("No JSMinesweeper checkout given (--jsm PATH or JSMINESWEEPER=PATH; "
                "git clone https://github.com/DavidNHill/JSMinesweeper): nothing played.")
    if not (Path(checkout) / "Minesweeper" / "client" / "solver_main.js").is_file():
        return (f"{checkout} holds no Minesweeper/client/solver_main.js (not a JSMinesweeper "
                "checkout): nothing played.")
    return None


def _apply_settings(settings: Sequence[str]) -> None:
    for item in settings:
        name, _, value = item.partition("=")
        module_name, _, attr = name.rpartition(".")
        module = importlib.import_module(f"minesweeper_qt.engine.solver.{module_name}")
        if not hasattr(module, attr):
            raise SystemExit(f"--set: minesweeper_qt.engine.solver.{name} does not exist")
        setattr(module, attr, ast.literal_eval(value))


def _load(path: str) -> dict[int, dict[str, Any]]:
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    return {row["seed"]: row for row in rows}


def _our_row(board: Board) -> dict[str, Any]:
    return {"won": board.won, "ms": round(board.ms, 2),
            "guesses": [[g.cell, g.kind, round(g.risk, 6)] for g in board.guesses]}


def run(args: argparse.Namespace) -> int:
    """Play, check and report (see the module docstring); the exit status."""
    _apply_settings(args.set)
    seeds = [SEED_BASE + args.start + n for n in range(args.boards)]
    cached = _load(args.jsm_results) if args.jsm_results else None
    against = _load(args.against) if args.against else None
    runner: Runner | None = None
    if args.ours_only:
        pass
    elif args.jsm_only:
        return jsm_only(args, seeds)
    elif cached is None:
        problem = _missing(args.jsm)
        if problem:
            print(problem)
            return 0
        runner = Runner(args.jsm)
    elif missing := [s for s in seeds if s not in cached]:
        raise SystemExit(f"--jsm-results lacks {len(missing)} of the seeds (first {missing[0]})")
    out = open(args.save, "w", encoding="utf-8") if args.save else None  # noqa: SIM115
    ours: list[bool] = []
    theirs: list[bool] = []
    before: list[bool] = []
    our_ms: list[float] = []
    their_ms: list[float] = []
    table: dict[str, Counter[str]] = defaultdict(Counter)
    diverged_at: dict[str, list[int]] = defaultdict(list)
    sent = 0
    try:
        for n, seed in enumerate(seeds):
            while runner is not None and sent < len(seeds) and sent <= n + AHEAD:
                game = lay(seeds[sent])
                runner.send(seeds[sent], sorted(r * COLS + c for r, c in game.mines))
                sent += 1
            board = play_ours(seed)
            ours.append(board.won)
            our_ms.append(board.ms)
            if against is not None:
                before.append(bool(against[seed]["ours"]["won"]))
            if args.ours_only:
                if out is not None:
                    out.write(json.dumps({"seed": seed, "ours": _our_row(board)}) + "\n")
                continue
            result = runner.receive() if runner is not None else cached[seed]["jsm"]  # type: ignore[index]
            if result["seed"] != seed:
                raise AssertionError(f"result for seed {result['seed']}, expected {seed}")
            won_theirs = check_theirs(board.mines, result)
            theirs.append(won_theirs)
            their_ms.append(result["ms"])
            kind, k = divergence_kind(board, their_guesses(result))
            if board.won != won_theirs:
                table[kind]["ours" if board.won else "jsm"] += 1
                diverged_at[kind].append(k)
            table[kind]["boards"] += 1
            if out is not None:
                out.write(json.dumps({
                    "seed": seed,
                    "ours": _our_row(board),
                    "jsm": result, "divergence": [kind, k]}) + "\n")
            for g in board.guesses:
                g.knowledge = None
            if args.progress and (n + 1) % args.progress == 0:
                print(f"  {n + 1} boards: ours {sum(ours)}, JSMinesweeper {sum(theirs)}",
                      file=sys.stderr, flush=True)
    finally:
        if runner is not None:
            runner.close()
        if out is not None:
            out.close()
    report(seeds, ours, theirs, our_ms, their_ms, table, diverged_at, before, args)
    return 0


def jsm_only(args: argparse.Namespace, seeds: Sequence[int]) -> int:
    """Play the boards with JSMinesweeper alone (``--jsm-only``: one process
    at a time; ``--save`` keeps its games for ``--jsm-results``)."""
    problem = _missing(args.jsm)
    if problem:
        print(problem)
        return 0
    runner = Runner(args.jsm)
    out = open(args.save, "w", encoding="utf-8") if args.save else None  # noqa: SIM115
    theirs: list[bool] = []
    their_ms: list[float] = []
    try:
        for n, seed in enumerate(seeds):
            game = lay(seed)
            mines = sorted(r * COLS + c for r, c in game.mines)
            runner.send(seed, mines)
            result = runner.receive()
            theirs.append(check_theirs(mines, result))
            their_ms.append(result["ms"])
            if out is not None:
                out.write(json.dumps({"seed": seed, "jsm": result}) + "\n")
            if args.progress and (n + 1) % args.progress == 0:
                print(f"  {n + 1} boards: JSMinesweeper {sum(theirs)}", file=sys.stderr,
                      flush=True)
    finally:
        runner.close()
        if out is not None:
            out.close()
    lo, hi = wilson(sum(theirs), len(seeds))
    print(f"{len(seeds)} expert boards, seeds {seeds[0]}-{seeds[-1]}, {RULE.value} rule, "
          f"first click {FIRST}: JSMinesweeper {100 * sum(theirs) / len(seeds):.2f}% "
          f"(95% {100 * lo:.2f}-{100 * hi:.2f}%), time per game: {_quantiles(their_ms)}")
    return 0


def table_from(args: argparse.Namespace) -> int:
    """The report of a saved run (``--table-from FILE``, every board it
    holds): the figures from the file, the boards won by only one played
    again by our solver (which must win or lose them as saved) and classified
    afresh (see :func:`divergence_kind`)."""
    rows = sorted(_load(args.table_from).values(), key=lambda row: row["seed"])
    seeds = [row["seed"] for row in rows]
    ours = [bool(row["ours"]["won"]) for row in rows]
    theirs = [row["jsm"]["status"] == "won" for row in rows]
    table: dict[str, Counter[str]] = defaultdict(Counter)
    diverged_at: dict[str, list[int]] = defaultdict(list)
    for row, won, won_theirs in zip(rows, ours, theirs, strict=True):
        if won == won_theirs:
            continue
        board = play_ours(row["seed"])
        if board.won != won:
            raise AssertionError(f"seed {row['seed']}: our solver does not play as saved")
        kind, k = divergence_kind(board, their_guesses(row["jsm"]))
        table[kind]["ours" if won else "jsm"] += 1
        table[kind]["boards"] += 1
        diverged_at[kind].append(k)
    report(seeds, ours, theirs, [row["ours"]["ms"] for row in rows],
           [row["jsm"]["ms"] for row in rows], table, diverged_at, [], args)
    return 0


def report(seeds: Sequence[int], ours: list[bool], theirs: list[bool], our_ms: list[float],
           their_ms: list[float], table: dict[str, Counter[str]],
           diverged_at: dict[str, list[int]], before: list[bool],
           args: argparse.Namespace) -> None:
    n = len(seeds)
    print(f"{n} expert boards (16 x 30, 99 mines), seeds {seeds[0]}-{seeds[-1]}, "
          f"{RULE.value} rule, first click {FIRST}; every outcome checked against the layout")
    if args.set:
        print("  our solver with " + ", ".join(args.set))
    for name, wins in (("solver.play", ours), ("JSMinesweeper", theirs)):
        if wins:
            lo, hi = wilson(sum(wins), n)
            print(f"  {name:<14} {100 * sum(wins) / n:6.2f}%  "
                  f"(95% {100 * lo:.2f}-{100 * hi:.2f}%)")
    if before:
        d, h = _paired(ours, before)
        b = sum(1 for x, y in zip(ours, before, strict=True) if x and not y)
        c = sum(1 for x, y in zip(ours, before, strict=True) if y and not x)
        print(f"  against our solver in {args.against} ({100 * sum(before) / n:.2f}%): "
              f"{100 * d:+.2f} points (95% +-{100 * h:.2f}), {b} / {c} boards won by only "
              f"one, McNemar p = {mcnemar(b, c):.3g}")
    if not theirs:
        print(f"  time per game, ours: {_quantiles(our_ms)}")
        return
    diff, half = _paired(ours, theirs)
    only_ours = sum(1 for a, b in zip(ours, theirs, strict=True) if a and not b)
    only_theirs = sum(1 for a, b in zip(ours, theirs, strict=True) if b and not a)
    print(f"  paired difference (ours - JSMinesweeper): {100 * diff:+.2f} points "
          f"(95% +-{100 * half:.2f}), McNemar p = {mcnemar(only_ours, only_theirs):.3g}")
    print(f"  won by only one: ours {only_ours}, JSMinesweeper {only_theirs}")
    print(f"  time per game, ours: {_quantiles(our_ms)}")
    print(f"  time per game, JSMinesweeper: {_quantiles(their_ms)}")
    print()
    print("Boards won by only one, by the first guess where the two solvers differ")
    header = (f"{'kind':<24}{'boards':>8}{'ours only':>11}{'JSM only':>10}{'net':>6}"
              f"{'guess # (median)':>18}")
    print(header)
    print("-" * len(header))
    order = sorted(table, key=lambda k: -(table[k]["ours"] + table[k]["jsm"]))
    for kind in order:
        t = table[kind]
        at = diverged_at.get(kind)
        where = f"{statistics.median(at):.0f}" if at else "-"
        print(f"{kind:<24}{t['boards']:>8}{t['ours']:>11}{t['jsm']:>10}"
              f"{t['ours'] - t['jsm']:>+6}{where:>18}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--jsm", default=os.environ.get("JSMINESWEEPER"),
                        help="JSMinesweeper checkout (default: $JSMINESWEEPER)")
    parser.add_argument("--boards", type=int, default=500, help="boards (500)")
    parser.add_argument("--start", type=int, default=0,
                        help="first seed after SEED_BASE (0)")
    parser.add_argument("--save", help="write each board's results here (JSON lines)")
    parser.add_argument("--jsm-results", help="JSMinesweeper's results from an earlier --save")
    parser.add_argument("--against", help="our results from an earlier --save, paired")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="change a solver constant for this run")
    parser.add_argument("--ours-only", action="store_true",
                        help="play our solver only (with --against: a variant's paired effect)")
    parser.add_argument("--table-from", metavar="FILE",
                        help="report a saved run again (boards won by only one replayed)")
    parser.add_argument("--jsm-only", action="store_true",
                        help="play JSMinesweeper alone (with --save: for --jsm-results)")
    parser.add_argument("--rule", choices=[r.value for r in FirstClick], default="opening",
                        help="the first-click rule (opening; safe: the classic rule)")
    parser.add_argument("--first", default=None, metavar="ROW,COL",
                        help="both solvers' first click ((2, 2) under the opening rule, the "
                             "centre (8, 15) under the safe rule)")
    parser.add_argument("--progress", type=int, default=0, help="report every N boards")
    args = parser.parse_args(argv)
    global RULE, FIRST
    RULE = FirstClick(args.rule)
    if args.first:
        row, col = (int(x) for x in args.first.split(","))
        FIRST = (row, col)
    elif RULE is FirstClick.SAFE:
        FIRST = (ROWS // 2, COLS // 2)
    return table_from(args) if args.table_from else run(args)


if __name__ == "__main__":
    sys.exit(main())
