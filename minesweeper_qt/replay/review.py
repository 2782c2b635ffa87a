"""The review of a finished game: every move judged on what the player could
see just before it (pure Python, no Qt).

What counts as seen: the revealed numbers and the total mine count. The
player's own flags are claims, not facts: the judgement does not trust them
(a cell under a flag is a hidden cell like any other).

Each move that changed the board gets a verdict:

* a **reveal** is ``SAFE`` when the cell was certainly safe (mine probability
  0); otherwise a guess: ``FORCED_GUESS`` when no hidden cell was certainly
  safe (the review gives the cell's probability and the safest cell's),
  ``AVOIDABLE_GUESS`` when one was (the review shows one, with the solver's
  reason). A reveal of a cell that was certainly a mine (probability 1) is no
  guess but a ``MISTAKE``. The first reveal of a game is safe: every program these games come
  from makes the first click safe.
* a **chord** is judged by the riskiest cell it opens, as a reveal of it.
* a **flag** on a cell that is not a mine is a ``WRONG_FLAG``; other flag
  moves (a right flag, taking a flag off, a question mark) are ``FLAG``.

The summary counts the guesses (forced and avoidable) and the wrong flags,
gives the chance of surviving every guess made (the product of 1 - p over
the guesses only, never a mistake: how much the game owed to luck), 3BV/s, IOE and the clicks that
did nothing (all clicks less the effective ones, as ms-toollib counts them),
and the longest thinking pauses (time between two moves of play).

Probabilities are exact (:func:`minesweeper_qt.engine.solver.analyze`, with the
total mine count; they equal ms-toollib's ``cal_probability_onboard``). Which
cells are certain is kept up to date move by move (:mod:`.certainty`), and the
whole board is analysed only before a guess: an expert game takes tens of
milliseconds, a 1000-3BV game about a second (``python -m benchmarks.review``).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ..engine.game import Game
from ..engine.solver import Analysis, Reason, analyze
from ..engine.types import Status
from .certainty import CertainCells
from .player import Replayer, zero_chord_targets
from .recording import MoveKind, Recording, TimedMove
from .statistics import compute

Cell = tuple[int, int]

#: How many of the longest thinking pauses the summary lists.
PAUSES = 3


class Verdict(enum.Enum):
    """The judgement of one move (values as the ``--analyze --json`` output
    writes them)."""

    SAFE = "safe"
    FORCED_GUESS = "forced guess"
    AVOIDABLE_GUESS = "avoidable guess"
    WRONG_FLAG = "wrong flag"
    FLAG = "flag"
    #: A reveal of a cell certainly a mine (probability 1): no guess.
    MISTAKE = "mistake"

    @property
    def is_guess(self) -> bool:
        return self in (Verdict.FORCED_GUESS, Verdict.AVOIDABLE_GUESS)


class MoveType(enum.Enum):
    """What a move did (values as the JSON output writes them)."""

    REVEAL = "reveal"
    CHORD = "chord"
    FLAG = "flag"
    UNFLAG = "unflag"
    QUESTION = "question"


@dataclass(frozen=True)
class MoveReview:
    """One move that changed the board, judged.

    ``index``: its place among the reviewed moves (0-based); ``move``: its
    index in :attr:`Recording.moves`; ``t_ms``: its time on the recording's
    axis; ``seconds``: game time (0 at the first opening; flags placed before
    it: 0). ``cells``: the cells a reveal or chord opened by itself (before
    any cascade). ``probability``: the mine probability (0.0-1.0) of the
    cell revealed, or of the riskiest cell a chord opened (``riskiest``);
    None for flags. ``safe_available``: hidden cells certainly safe just
    before the move, the move's own cells excluded. For a guess:
    ``best_cell`` is a certainly safe cell (avoidable, with the solver's
    ``reason``) or one of the safest cells (forced), ``best_probability``
    its probability. ``think_ms``: time since the previous move not undone
    (0 for the first). ``lost``: the move hit a mine; ``undone``: a loss the
    player took back (listed, but not in the summary: the game's figures and
    its exported file leave it out).
    """

    index: int
    move: int
    t_ms: int
    seconds: float
    kind: MoveType
    row: int
    col: int
    verdict: Verdict
    probability: float | None
    safe_available: int
    cells: tuple[Cell, ...] = ()
    riskiest: Cell | None = None
    best_cell: Cell | None = None
    best_probability: float | None = None
    reason: Reason | None = None
    think_ms: int = 0
    lost: bool = False
    undone: bool = False

    @property
    def cell(self) -> Cell:
        return self.row, self.col


@dataclass(frozen=True)
class Pause:
    """A thinking pause: ``seconds`` before the reviewed move ``before``."""

    seconds: float
    before: int


@dataclass(frozen=True)
class Summary:
    """The game as a whole (see the module notes). ``survival`` is 1.0 for a
    game without guesses; rates are 0.0 when undefined."""

    won: bool
    seconds: float
    bbbv: int
    bbbv_solved: int
    bbbv_s: float
    ioe: float
    clicks: int
    effective_clicks: int
    forced_guesses: int
    avoidable_guesses: int
    wrong_flags: int
    survival: float
    pauses: tuple[Pause, ...]
    #: Reveals of a cell certainly a mine (not guesses, not in ``survival``).
    mistakes: int = 0

    @property
    def guesses(self) -> int:
        return self.forced_guesses + self.avoidable_guesses

    @property
    def wasted_clicks(self) -> int:
        """Clicks that did nothing (all clicks less the effective ones)."""
        return self.clicks - self.effective_clicks


@dataclass(frozen=True)
class Review:
    """A reviewed game: the board (``rows`` x ``cols``, ``mines``), every move
    that changed it (:class:`MoveReview`, in time order) and the summary."""

    rows: int
    cols: int
    mines: frozenset[Cell]
    moves: tuple[MoveReview, ...]
    summary: Summary

    def marks(self) -> list[MoveReview]:
        """The moves worth a look: guesses, mistakes and wrong flags."""
        return [m for m in self.moves if m.verdict.is_guess
                or m.verdict in (Verdict.WRONG_FLAG, Verdict.MISTAKE)]


# --- judging ------------------------------------------------------------------


def _distance(a: Cell, b: Cell) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


_KIND_ORDER = ("single", "pair", "count", "enumeration")


def best_safe_cell(analysis: Analysis, game: Game, near: Cell) -> Cell | None:
    """A certainly safe unrevealed cell to show instead of a guess at ``near``:
    found by the simplest argument, hidden rather than flagged, nearest."""
    cells = [c for c in analysis.safe if not game.is_revealed(*c)]
    if not cells:
        return None

    def rank(cell: Cell) -> tuple[int, int, int, Cell]:
        reason = analysis.reason(*cell)
        kind = _KIND_ORDER.index(reason.kind.value) if reason is not None else len(_KIND_ORDER)
        return kind, int(game.is_flagged(*cell)), _distance(cell, near), cell

    return min(cells, key=rank)


def safest_cell(analysis: Analysis, game: Game, near: Cell) -> tuple[Cell, float]:
    """One of the unrevealed cells with the lowest mine probability (the
    nearest to ``near``), with that probability."""
    best: tuple[float, int, Cell] | None = None
    for r in range(game.rows):
        for c in range(game.cols):
            if game.is_revealed(r, c):
                continue
            key = (analysis.probability(r, c), _distance((r, c), near), (r, c))
            if best is None or key < best:
                best = key
    assert best is not None
    return best[2], best[0]


class _Judge:
    """Walks the recording's moves on a fresh game, judging each."""

    def __init__(self, recording: Recording, progress: Callable[[int, int], None] | None) -> None:
        self.recording = recording
        self.progress = progress
        self.game = self._fresh()
        self.certain = CertainCells(recording.rows, recording.cols, recording.mine_count)
        self.out: list[MoveReview] = []
        self.start_ms: int | None = None
        self.last_ms: int | None = None

    def _fresh(self) -> Game:
        r = self.recording
        return Game.from_layout(r.rows, r.cols, r.mines, question_marks=r.rules.question_marks)

    def run(self) -> list[MoveReview]:
        moves = self.recording.moves
        for i, mv in enumerate(moves):
            if mv.kind is MoveKind.UNDO:
                self._undo(i)
            elif mv.kind is MoveKind.FLAG:
                self._flag(i, mv)
            else:
                self._open(i, mv)
            if self.progress is not None and (i % 16 == 15 or i == len(moves) - 1):
                self.progress(i + 1, len(moves))
        return self.out

    # --- moves ---------------------------------------------------------------

    def _undo(self, i: int) -> None:
        """A loss taken back: the board as before it, certainties rebuilt; the
        losing move marked undone, and the next think time measured from the
        move before it (as in the exported file, which leaves it out)."""
        lost = next((k for k in range(len(self.out) - 1, -1, -1)
                     if self.out[k].lost and not self.out[k].undone), None)
        if lost is not None:
            self.out[lost] = replace(self.out[lost], undone=True)
            self.last_ms = next((m.t_ms for m in reversed(self.out[:lost]) if not m.undone),
                                None)
        self.game = Replayer(self.recording).game_after_moves(i + 1)
        g = self.game
        self.certain = CertainCells(g.rows, g.cols, g.mine_count)
        self._learn((r, c) for r in range(g.rows) for c in range(g.cols) if g.is_revealed(r, c))

    def _learn(self, cells: Iterable[Cell]) -> None:
        g = self.game
        if g.status is Status.PLAYING:
            self.certain.reveal((r, c, g.number(r, c) or 0) for r, c in cells)

    def _add(self, i: int, mv: TimedMove, kind: MoveType, verdict: Verdict, **more: object) -> None:
        if self.start_ms is None and kind in (MoveType.REVEAL, MoveType.CHORD):
            self.start_ms = mv.t_ms
        seconds = max(0, mv.t_ms - self.start_ms) / 1000 if self.start_ms is not None else 0.0
        think = mv.t_ms - self.last_ms if self.last_ms is not None else 0
        self.last_ms = mv.t_ms
        self.out.append(MoveReview(len(self.out), i, mv.t_ms, seconds, kind, mv.row, mv.col,
                                   verdict, think_ms=max(0, think), **more))  # type: ignore[arg-type]

    def _flag(self, i: int, mv: TimedMove) -> None:
        g = self.game
        if g.status.is_over or g.is_revealed(mv.row, mv.col):
            return
        g.toggle_flag(mv.row, mv.col)
        if g.is_flagged(mv.row, mv.col):
            kind = MoveType.FLAG
            verdict = Verdict.FLAG if g.is_mine(mv.row, mv.col) else Verdict.WRONG_FLAG
        else:
            kind = MoveType.QUESTION if g.is_questioned(mv.row, mv.col) else MoveType.UNFLAG
            verdict = Verdict.FLAG
        self._add(i, mv, kind, verdict, probability=None,
                  safe_available=self.certain.safe_count() if g.status is Status.PLAYING else 0)

    def _targets(self, mv: TimedMove) -> list[Cell]:
        """The cells a reveal or chord opens by itself (none: it changes nothing)."""
        g = self.game
        if g.status.is_over:
            return []
        if mv.kind is MoveKind.REVEAL:
            hidden = not (g.is_revealed(mv.row, mv.col) or g.is_flagged(mv.row, mv.col))
            return [(mv.row, mv.col)] if hidden else []
        if g.can_chord(mv.row, mv.col):
            return [(r, c) for r in range(max(mv.row - 1, 0), min(mv.row + 2, g.rows))
                    for c in range(max(mv.col - 1, 0), min(mv.col + 2, g.cols))
                    if (r, c) != (mv.row, mv.col)
                    and not (g.is_revealed(r, c) or g.is_flagged(r, c))]
        return zero_chord_targets(g, mv.row, mv.col)

    def _open(self, i: int, mv: TimedMove) -> None:
        targets = self._targets(mv)
        if not targets:
            return
        g = self.game
        kind = MoveType.REVEAL if mv.kind is MoveKind.REVEAL else MoveType.CHORD
        if g.status is Status.READY:  # the first click: safe by every program's rules
            judged: dict[str, object] = {"verdict": Verdict.SAFE, "probability": 0.0,
                                         "safe_available": 0}
        else:
            judged = self._judge(mv, targets)
        changed: list[Cell] = []
        for cell in targets:
            if not g.status.is_over and not g.is_revealed(*cell):
                changed.extend(g.reveal(*cell))
        lost = g.status is Status.LOST
        self._add(i, mv, kind, cells=tuple(targets), lost=lost, **judged)  # type: ignore[arg-type]
        self._learn(c for c in changed if g.is_revealed(*c))

    def _judge(self, mv: TimedMove, targets: list[Cell]) -> dict[str, object]:
        certain = self.certain
        target_set = set(targets)
        safe_other = sum(1 for c in certain.safe if c not in target_set) if certain.exact \
            else None
        if certain.exact and all(certain.is_safe(*c) for c in targets):
            assert safe_other is not None
            return {"verdict": Verdict.SAFE, "probability": 0.0, "safe_available": safe_other}
        g = self.game
        analysis = analyze(g.knowledge())
        probability, riskiest = max((analysis.probability(*c), c) for c in targets)
        safe = [c for c in analysis.safe if c not in target_set and not g.is_revealed(*c)]
        judged: dict[str, object] = {"probability": probability, "safe_available": len(safe),
                                     "riskiest": riskiest if mv.kind is MoveKind.CHORD else None}
        if probability == 0.0:
            judged["verdict"] = Verdict.SAFE
        elif probability == 1.0:
            best = best_safe_cell(analysis, g, riskiest) if safe else None
            judged.update(verdict=Verdict.MISTAKE, best_cell=best,
                          best_probability=0.0 if best is not None else None,
                          reason=analysis.reason(*best) if best is not None else None)
        elif safe:
            best = best_safe_cell(analysis, g, riskiest)
            judged.update(verdict=Verdict.AVOIDABLE_GUESS, best_cell=best, best_probability=0.0,
                          reason=analysis.reason(*best) if best is not None else None)
        else:
            cell, p = safest_cell(analysis, g, riskiest)
            judged.update(verdict=Verdict.FORCED_GUESS, best_cell=cell, best_probability=p)
        return judged


def _pauses(moves: list[MoveReview]) -> tuple[Pause, ...]:
    """The longest thinking pauses during play (after the first opening)."""
    started = False
    found: list[Pause] = []
    for m in moves:
        if started and m.think_ms > 0:
            found.append(Pause(m.think_ms / 1000, m.index))
        started = started or m.kind in (MoveType.REVEAL, MoveType.CHORD)
    found.sort(key=lambda p: (-p.seconds, p.before))
    return tuple(found[:PAUSES])


def review(recording: Recording,
           progress: Callable[[int, int], None] | None = None) -> Review:
    """The review of ``recording`` (a game played here, from the history, or
    an imported replay file). ``progress(done, total)`` is called now and then
    with the moves judged so far (for a progress bar; any thread).

    Raises:
        ValueError: the recording is not a consistent game (e.g. a number that
            cannot be met), which no real game is.
    """
    moves = _Judge(recording, progress).run()
    stats = compute(recording, with_zini=False)
    live = [m for m in moves if not m.undone]  # the game's figures leave undone losses out
    guesses = [m for m in live if m.verdict.is_guess]
    survival = 1.0
    for m in guesses:
        survival *= 1.0 - (m.probability or 0.0)
    summary = Summary(
        won=stats.won, seconds=stats.seconds, bbbv=stats.bbbv, bbbv_solved=stats.bbbv_solved,
        bbbv_s=stats.bbbv_s, ioe=stats.ioe, clicks=stats.clicks,
        effective_clicks=stats.effective,
        forced_guesses=sum(1 for m in guesses if m.verdict is Verdict.FORCED_GUESS),
        avoidable_guesses=sum(1 for m in guesses if m.verdict is Verdict.AVOIDABLE_GUESS),
        wrong_flags=sum(1 for m in live if m.verdict is Verdict.WRONG_FLAG),
        survival=survival, pauses=_pauses(live),
        mistakes=sum(1 for m in live if m.verdict is Verdict.MISTAKE))
    return Review(recording.rows, recording.cols, recording.mines, tuple(moves), summary)


def knowledge_before(recording: Recording, move: MoveReview) -> tuple[Game, Analysis | None]:
    """The game as it was just before ``move`` and the analysis of what was
    seen then (None before the first opening): for showing a moment of the
    review (the probability overlay, the safe cells there were)."""
    game = Replayer(recording).game_after_moves(move.move)
    if game.status is not Status.PLAYING:
        return game, None
    return game, analyze(game.knowledge())


def to_json(review: Review) -> dict[str, object]:
    """The review as the ``--analyze FILE --json`` object: ``rows``, ``cols``,
    ``layout`` (``[row, col]`` of every mine), ``moves`` (one per move that
    changed the board: ``index``, ``seconds``, ``kind``, ``row``, ``col``,
    ``probability``, ``safe_available``, ``verdict``, for guesses
    ``best_cell`` / ``best_probability``, and ``lost`` / ``undone`` when
    true) and ``summary`` (``guesses``,
    ``forced_guesses``, ``avoidable_guesses``, ``mistakes``, ``wrong_flags``,
    ``survival``, ``won``, ``seconds``, ``bbbv``, ``bbbv_solved``, ``bbbv_s``, ``ioe``,
    ``clicks``, ``wasted_clicks``, ``pauses``)."""
    moves = []
    for m in review.moves:
        entry: dict[str, object] = {
            "index": m.index, "seconds": m.seconds, "kind": m.kind.value, "row": m.row,
            "col": m.col, "probability": m.probability, "safe_available": m.safe_available,
            "verdict": m.verdict.value}
        if m.verdict.is_guess and m.best_cell is not None:
            entry["best_cell"] = list(m.best_cell)
            entry["best_probability"] = m.best_probability
        if m.lost:
            entry["lost"] = True
        if m.undone:
            entry["undone"] = True
        moves.append(entry)
    s = review.summary
    summary = {
        "guesses": s.guesses, "forced_guesses": s.forced_guesses,
        "avoidable_guesses": s.avoidable_guesses, "mistakes": s.mistakes,
        "wrong_flags": s.wrong_flags,
        "survival": s.survival, "won": s.won, "seconds": s.seconds, "bbbv": s.bbbv,
        "bbbv_solved": s.bbbv_solved, "bbbv_s": s.bbbv_s, "ioe": s.ioe, "clicks": s.clicks,
        "wasted_clicks": s.wasted_clicks,
        "pauses": [{"seconds": p.seconds, "before": p.before} for p in s.pauses]}
    return {"rows": review.rows, "cols": review.cols,
            "layout": [list(c) for c in sorted(review.mines)], "moves": moves,
            "summary": summary}


__all__ = ["MoveReview", "MoveType", "Pause", "Review", "Summary", "Verdict",
           "best_safe_cell", "knowledge_before", "review", "safest_cell", "to_json"]
