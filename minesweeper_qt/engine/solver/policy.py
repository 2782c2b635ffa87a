"""The guess policy: which cell to play when nothing is certain, and why.

In order (:func:`choose`):

1. A cell certain to be safe, when there is one.
2. A forced 50/50 (:func:`forced_pair`): two cells sharing one mine that no
   other cell can ever tell apart. It must be guessed some time and will never
   get better, so it is taken first (it costs the same and saves the time).
3. The exact endgame (:mod:`.endgame`): with few layouts left, the move with
   the highest chance of winning the game.
4. Otherwise a guess weighed by more than safety. A cell's *safety* counts
   as safe the layouts where it is a mine that ends in a 50/50 no move can
   resolve (:meth:`.Position.fifty_fifty_weight`: that risk is taken anyway,
   so guessing the cell now costs only the rest; a cell whose whole risk is
   such is safe or half of a 50/50, and is guessed at once). The candidates
   are the cells whose safety is within :data:`SLACK` (relative) of the best;
   each is revealed in thought (:meth:`.Position.outcomes`): for every number
   it may show, its probability and the cells it would make certain. A cell
   with a single possible number that makes nothing safe is *dead* (it can
   give no information) and is played only when every candidate is dead. The
   live ones score ``safety x the mean over its numbers (given it is safe) of
   1 - (1 - s ** SECOND) * OPEN_FACTOR ** k``, where ``s`` is the best chance of
   being safe of the next guess then and ``k`` the cells the number makes
   safe: the chance of surviving this guess and the next, with the next
   guess's risk cut down for every cell the number opens (a number that opens
   much is likely to lead on without a guess). JSMinesweeper's
   README and code describe blending safety with progress and a "secondary
   safety", and weighing the risk of 50/50s to come; these forms and weights
   were chosen by measuring win rates here.

Cells off the frontier that touch no number's cells are alike but for how many
unknown neighbours they have: one of each kind is weighed.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..knowledge import FLAG, HIDDEN, Knowledge
from . import endgame, exact
from .analysis import Analysis
from .guess import estimated_progress, plain_guess
from .position import Outcome, Position, TooLarge

Cell = tuple[int, int]

#: Candidates: chance of being safe at least ``(1 - SLACK)`` x the best.
SLACK = 0.10
#: Exponent of the next guess's safety when a number makes no progress.
SECOND = 1.0
#: Candidates weighed exactly (the most promising first by a quick estimate;
#: more only to find a live one).
EVALUATED = 12
ORDER = "estimate"
#: Weigh the risk a 50/50 would take anyway (see Position.fifty_fifty_weight).
LONG_TERM = True
#: How much of the next guess's risk each cell a number makes safe takes away
#: (the risk left is multiplied by this per cell: the more a number opens,
#: the likelier the game goes on without a guess).
OPEN_FACTOR = 0.3


class GuessKind(enum.Enum):
    """Why a cell was chosen: ``SAFE`` certain; ``FIFTY_FIFTY`` a forced
    50/50 (with ``partner``), or a cell that is safe or half of a 50/50 no
    move can resolve (no partner); ``ENDGAME`` the best chance of winning by
    exact search; ``PROGRESS`` the best of safety and what its number may
    open; ``DEAD`` only cells that can give no information were left;
    ``SAFEST`` plain lowest risk (a board too large to weigh moves exactly)."""

    SAFE = "safe"
    FIFTY_FIFTY = "fifty-fifty"
    ENDGAME = "endgame"
    PROGRESS = "progress"
    DEAD = "dead"
    SAFEST = "safest"


@dataclass(frozen=True)
class Guess:
    """The chosen cell ``(row, col)`` and the data behind it.

    ``risk``: its mine probability (0.0-1.0). ``win``: for ``ENDGAME``, the
    chance of winning the game with best play (0.0-1.0), else None.
    ``outcomes``: the numbers it may show (see :class:`.Outcome`, cells as
    flat indices), empty when not weighed. ``partner``: for ``FIFTY_FIFTY``,
    the other cell of the pair.
    """

    cell: Cell
    kind: GuessKind
    risk: float
    win: float | None = None
    outcomes: tuple[Outcome, ...] = ()
    partner: Cell | None = None


def best_guess(knowledge: Knowledge, analysis: Analysis) -> Cell:
    """The cell to reveal next, as ``(row, col)`` (see :func:`choose`).

    Raises:
        ValueError: no unrevealed cell that is not a known mine is left.
    """
    return choose(knowledge, analysis).cell


def forced_pair(position: Position) -> tuple[int, int] | None:
    """A forced 50/50: two unknown cells holding exactly one mine (a number
    needs one mine in just them) such that every cell next to one of them but
    not the other is a known mine: no number shown or still to be shown, nor
    the mine count, can ever tell them apart. Flat indices, the first such
    pair in order; None."""
    nb = position.nb
    mine = position.mine
    for cells, need in position.constraints:
        if len(cells) != 2 or need != 1:
            continue
        a, b = cells
        either = set(nb[a]).symmetric_difference(nb[b]) - {a, b}
        if all(j in mine for j in either):
            return a, b
    return None


def choose(knowledge: Knowledge, analysis: Analysis) -> Guess:
    """The cell to play now and why (see the module docstring).

    A certain safe cell comes first (the first in row-major order, an
    unflagged one if any: a flagged safe cell means a wrong flag). Flagged
    cells are guessed only when nothing else is left.

    Raises:
        ValueError: no unrevealed cell that is not a known mine is left.
    """
    cols = knowledge.cols
    codes = knowledge.cells
    if analysis.safe:
        clear = [cell for cell in analysis.safe if codes[cell[0] * cols + cell[1]] != FLAG]
        return Guess(min(clear or analysis.safe), GuessKind.SAFE, 0.0)
    probs = [None if code < HIDDEN else analysis.probability(*divmod(i, cols))
             for i, code in enumerate(codes)]
    open_cells = [i for i, p in enumerate(probs) if p is not None and p < 1.0]
    if not open_cells:
        raise ValueError("no cell left to guess")
    if analysis.approximate:
        return _safest(knowledge, analysis, probs)
    try:
        position = Position(knowledge, probs)
    except (TooLarge, exact.Inconsistent):
        return _safest(knowledge, analysis, probs)
    unflagged = [i for i in sorted(position.unknown) if codes[i] != FLAG]
    pool = unflagged or sorted(position.unknown)

    def cell(i: int) -> Cell:
        return divmod(i, cols)

    def risk(i: int) -> float:
        p = probs[i]
        assert p is not None
        return p

    pair = forced_pair(position)
    if pair is not None and (codes[pair[0]] != FLAG or not unflagged):
        return Guess(cell(pair[0]), GuessKind.FIFTY_FIFTY, risk(pair[0]), partner=cell(pair[1]))
    by_safety = sorted(pool, key=lambda i: (risk(i), i))
    try:
        move = endgame.best_move(position, by_safety)
    except TooLarge:
        move = None
    if move is not None:
        return Guess(cell(move.cell), GuessKind.ENDGAME, risk(move.cell), move.win,
                     tuple(_outcomes(position, move.cell)))
    try:
        return _weigh(position, pool, probs, codes, cols)
    except TooLarge:
        return _safest(knowledge, analysis, probs)


def _weigh(position: Position, pool: list[int], probs: list[float | None], codes: bytes,
           cols: int) -> Guess:
    """Step 4 of :func:`choose` (see the module docstring) over the unknown
    cells ``pool``."""
    nb = position.nb

    def cell(i: int) -> Cell:
        return divmod(i, cols)

    def risk(i: int) -> float:
        p = probs[i]
        assert p is not None
        return p

    # The part of a cell's risk that a 50/50 would take anyway (see
    # Position.fifty_fifty_weight): guessing it now costs only the rest.
    unavoidable: dict[int, float] = {}
    if LONG_TERM:
        for i in pool:
            w = position.fifty_fifty_weight(i)
            if w:
                unavoidable[i] = min(w / position.total, risk(i), 1.0 - risk(i))

    def safety(i: int) -> float:
        return 1.0 - risk(i) + unavoidable.get(i, 0.0)

    by_safety = sorted(pool, key=lambda i: (-safety(i), i))
    floor = safety(by_safety[0]) * (1.0 - SLACK) - 1e-12
    seen_kinds: set[int] = set()
    candidates: list[int] = []
    for i in by_safety:
        if i in position.off and all(j in position.off or j not in position.unknown
                                     for j in nb[i]):
            # Alike off-frontier cells: one per number of unknown neighbours.
            kind = sum(1 for j in nb[i] if j in position.unknown)
            if kind in seen_kinds:
                continue
            seen_kinds.add(kind)
        candidates.append(i)
    if ORDER == "estimate":
        # Most promising first: safety times a quick estimate of progress
        # (neighbours taken as independent), so that frontier cells are not
        # crowded out by many alike cells off it.
        def promise(i: int) -> tuple[bool, float, int]:
            s = safety(i)
            return (s < floor, -s * (1.0 + estimated_progress(i, probs, codes, nb, cols)), i)
        candidates.sort(key=promise)
    best: tuple[float, float, int] | None = None
    chosen: tuple[int, list[Outcome]] | None = None
    dead: list[tuple[int, list[Outcome]]] = []
    for n, i in enumerate(candidates):
        s = safety(i)
        if s < floor and chosen is not None:
            break
        if n >= EVALUATED and chosen is not None:
            break
        outcomes = position.outcomes(i)
        if len(outcomes) <= 1 and not any(o.safe for o in outcomes):
            dead.append((i, outcomes))
            continue
        if i in unavoidable and unavoidable[i] >= risk(i) - 1e-12:
            # Safe or half of a 50/50: guessing it now costs nothing more.
            return Guess(cell(i), GuessKind.FIFTY_FIFTY, risk(i), outcomes=tuple(outcomes))
        safe = 1.0 - risk(i)
        gain = sum(o.weight * (1.0 - (1.0 - o.best_safety ** SECOND) * OPEN_FACTOR ** len(o.safe))
                   for o in outcomes)
        score = gain * s / safe if safe > 0 else 0.0
        key = (score, s, -i)
        if best is None or key > best:
            best, chosen = key, (i, outcomes)
    if chosen is not None:
        i, outcomes = chosen
        return Guess(cell(i), GuessKind.PROGRESS, risk(i), outcomes=tuple(outcomes))
    if dead:
        i, outcomes = min(dead, key=lambda d: (risk(d[0]), d[0]))
        return Guess(cell(i), GuessKind.DEAD, risk(i), outcomes=tuple(outcomes))
    i = by_safety[0]
    return Guess(cell(i), GuessKind.SAFEST, risk(i))


def _outcomes(position: Position, i: int) -> list[Outcome]:
    return position.outcomes(i)


def _safest(knowledge: Knowledge, analysis: Analysis, probs: list[float | None]) -> Guess:
    r, c = plain_guess(knowledge, analysis)
    p = probs[r * knowledge.cols + c]
    return Guess((r, c), GuessKind.SAFEST, 0.0 if p is None else p)
