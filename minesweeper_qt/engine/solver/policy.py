"""The guess policy: which cell to play when nothing is certain, and why.

In order (:func:`choose`):

1. A cell certain to be safe, when there is one.
2. A forced 50/50 (:func:`forced_pair`): two cells sharing one mine that no
   other cell can ever tell apart. It must be guessed some time and will never
   get better, so it is taken first (it costs the same and saves the time).
   A wider one, a chain of cells linked by numbers (:func:`forced_chain`,
   with :data:`CHAINS`), is taken after step 3 has had its say (the exact
   search weighs which of its cells to guess), at its cell whose number
   promises most by step 4's weighing.
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
   much is likely to lead on without a guess); with :data:`LIVING` only
   the cells that can still tell something count in ``k``. A cell's safety
   also counts the wider 50/50 patterns its mine would complete or enable
   (:data:`WIDE_MISSING`, :data:`ENABLERS`, at :data:`WIDE_FACTOR`), as
   JSMinesweeper's long-term risk does. JSMinesweeper's README and code
   describe blending safety with progress and a "secondary safety", and
   weighing the risk of 50/50s to come; these forms and weights were chosen
   by measuring win rates here (the living clears with the wider patterns:
   +0.22 +- 0.20 points over 38,000 paired expert boards, docs/development.md).
   With :data:`ROLLOUT` set, the
   best candidates within :data:`ROLLOUT_GAP` of the best score are weighed
   again by playing sampled layouts on to the guess after (:mod:`.rollout`:
   the numbers that open cells followed to their end, not estimated). With
   :data:`EXPECTIMAX` set, the safest candidates are weighed by a search two
   guesses deep (:mod:`.expectimax`: each number followed to the next guess,
   valued by this one-ply score there). With :data:`SHALLOW` set, a
   position past the endgame's reach but with at most
   :data:`SHALLOW_LAYOUTS` layouts plays the move likeliest to survive the
   next ``SHALLOW`` guesses, searched exactly over every layout
   (:func:`.endgame.shallow_move`); :data:`LONG_TERM_SAFETY` changes what
   counts as a 50/50's risk taken anyway. :data:`BLEND` (JSMinesweeper's
   blended safety as a number's value) and :data:`WIDE_ALL` (its 50/50
   influence counting every pattern at :data:`WIDE_FACTOR`) score as it
   does. These are off: measured on the
   benchmark's expert boards, none wins more (docs/development.md).

Cells off the frontier that touch no number's cells are alike but for how many
unknown neighbours they have: one of each kind is weighed.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..knowledge import FLAG, HIDDEN, Knowledge
from . import endgame, exact, expectimax, rollout
from .analysis import Analysis, analyze
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
#: With LONG_TERM, count that risk as safe in every cell's safety (else only
#: to guess at once a cell that is safe or half of such a 50/50).
LONG_TERM_SAFETY = True
#: Past the endgame's reach (more layouts, or its search too long), with at
#: most SHALLOW_LAYOUTS layouts: the move likeliest to survive the next
#: SHALLOW guesses, by exact search over every layout
#: (:func:`.endgame.shallow_move`, at most SHALLOW_STATES states), before
#: the weighed guess (0: off). Depth 4 alone: +0.07 +- 0.09 points over
#: 38,000 paired expert boards (depths 2 and 3 level); on with WIDE_ALL and
#: the endgame from 1,000 layouts: +0.10 +- 0.08 over 46,000 (docs/development.md).
SHALLOW = 4
SHALLOW_LAYOUTS = 3000
SHALLOW_STATES = 40_000
#: Wider 50/50 patterns (JSMinesweeper's long-term risk): a cell's safety
#: also counts, times WIDE_FACTOR, the layouts where its mine completes a
#: pair missing up to WIDE_MISSING mines or a square missing up to
#: WIDE_BOX_MISSING (beyond those of LONG_TERM), and with ENABLERS those
#: where it is a mine a pattern still misses (see
#: :meth:`.Position.enabler_weights`). Never makes a cell a sure 50/50.
WIDE_MISSING = 3
WIDE_BOX_MISSING = 3
ENABLERS = True
WIDE_FACTOR = 0.9
#: Count the plain 50/50 patterns (LONG_TERM's) at WIDE_FACTOR too, as
#: JSMinesweeper's 50/50 influence does, instead of in full (+0.03 +- 0.05
#: points alone over 20,000 paired expert boards; on with SHALLOW above).
WIDE_ALL = True
#: Guess at once a forced 50/50 of linked cells (:func:`forced_chain`,
#: JSMinesweeper's unavoidable chains) past the endgame's reach (on:
#: +0.04 +- 0.03 points over 48,000 paired expert boards, docs/development.md).
CHAINS = True
#: Search isolated groups exactly (see :func:`region_move`).
REGIONS = False
REGION_LAYOUTS = 300
#: Play a safer cell that the chosen one's safety implies (see _dominated).
DOMINANCE = False
#: Count as progress only the cells a number makes safe that can still tell
#: something (see :func:`_living`): a cell made safe whose own number is
#: already fixed opens nothing, so the number counts as making no progress
#: (JSMinesweeper's "living" clears). On, with the wider patterns above
#: (JSMinesweeper's guess score as one combination): +0.22 +- 0.20 points
#: over 38,000 paired expert boards; each alone was level or behind.
LIVING = True
#: How much of the next guess's risk each cell a number makes safe takes away
#: (the risk left is multiplied by this per cell: the more a number opens,
#: the likelier the game goes on without a guess).
OPEN_FACTOR = 0.3
#: A number's value to the score as JSMinesweeper's "blended safety" instead
#: of the OPEN_FACTOR form: the safest cell left then weighed 1 - BLEND_SECOND
#: and the next safest BLEND_SECOND, each cell the number makes safe counting
#: as a safest cell of 1.0 (so two or more make the number worth 1.0).
#: Off: it plays JSMinesweeper's cell at about half of the divergences left
#: and those choices lose boards (docs/development.md).
BLEND = False
BLEND_SECOND = 0.2


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


def forced_chain(position: Position) -> dict[int, int] | None:
    """A forced 50/50 wider than :func:`forced_pair`: cells linked by
    numbers that each need one mine in just two of them (a chain, or any
    connected web of such links), so that in every layout they hold one of
    two alternating colourings, where the two colourings have as many mines
    and every other cell next to them that is not a known mine (revealed or
    not) touches as many cells of each colouring. Swapping the colourings
    then maps every layout to another with every number, shown or still to
    be shown, and the mine count the same: nothing can ever tell the two
    apart, so one cell must be guessed some time at even odds (which one
    still matters: its number may tell something elsewhere). The first such
    web (by its smallest cell), each cell (flat index) mapped to a cell
    linked to it; None."""
    links: dict[int, list[int]] = {}
    for cells, need in position.constraints:
        if len(cells) == 2 and need == 1:
            a, b = cells
            links.setdefault(a, []).append(b)
            links.setdefault(b, []).append(a)
    nb, mine = position.nb, position.mine
    seen: set[int] = set()
    for start in sorted(links):
        if start in seen:
            continue
        colour = {start: 0}
        stack = [start]
        odd = False
        while stack:
            c = stack.pop()
            for d in links[c]:
                if d not in colour:
                    colour[d] = 1 - colour[c]
                    stack.append(d)
                elif colour[d] == colour[c]:
                    odd = True  # inconsistent with one mine a link: never a layout
        seen.update(colour)
        if odd or 2 * sum(colour.values()) != len(colour):
            continue
        around = {y for c in colour for y in nb[c] if y not in colour and y not in mine}
        if all(sum(1 if colour[z] else -1 for z in nb[y] if z in colour) == 0 for y in around):
            return {c: links[c][0] for c in sorted(colour)}
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
    web = forced_chain(position) if CHAINS else None
    if web is not None and (any(codes[i] != FLAG for i in web) or not unflagged):
        # Past the endgame's reach (which weighs a forced chain exactly):
        # the chain's cell whose number promises most, guessed now.
        return _chain_guess(position, web, probs, codes, knowledge)
    if SHALLOW:
        move = endgame.shallow_move(position, by_safety, SHALLOW, SHALLOW_LAYOUTS,
                                    SHALLOW_STATES)
        if move is not None:
            return Guess(cell(move.cell), GuessKind.PROGRESS, risk(move.cell),
                         outcomes=tuple(_outcomes(position, move.cell)))
    if REGIONS:
        move = region_move(position, by_safety)
        if move is not None:
            return Guess(cell(move.cell), GuessKind.ENDGAME, risk(move.cell), None,
                         tuple(_outcomes(position, move.cell)))
    try:
        return _weigh(position, pool, probs, codes, cols, knowledge)
    except TooLarge:
        return _safest(knowledge, analysis, probs)


def _chain_guess(position: Position, web: dict[int, int], probs: list[float | None],
                 codes: bytes, knowledge: Knowledge) -> Guess:
    """The cell of the forced chain ``web`` (see :func:`forced_chain`) to
    guess: the best by the weighed guess among its cells (unflagged first;
    the first when they are too large to weigh)."""
    cols = knowledge.cols
    pool = [i for i in sorted(web) if codes[i] != FLAG] or sorted(web)
    try:
        picked = _weigh(position, pool, probs, codes, cols, knowledge)
        i = picked.cell[0] * cols + picked.cell[1]
        outcomes = picked.outcomes
    except TooLarge:
        i, outcomes = pool[0], ()
    risk = probs[i]
    assert risk is not None
    return Guess(divmod(i, cols), GuessKind.FIFTY_FIFTY, risk, outcomes=outcomes,
                 partner=divmod(web[i], cols))


def isolated_groups(position: Position) -> list[int]:
    """The indices (in ``position.groups``) of the groups that are a game of
    their own: no unknown cell outside the group touches one of its cells,
    and every layout of it holds the same number of mines (so how it is
    played changes nothing elsewhere, and the other way round)."""
    out = []
    nb, unknown = position.nb, position.unknown
    for gi, g in enumerate(position.groups):
        if len(g.ways) != 1:
            continue
        cells = set(g.cells)
        if all(j in cells or j not in unknown for c in g.cells for j in nb[c]):
            out.append(gi)
    return out


def region_move(position: Position, by_safety: list[int]) -> endgame.EndgameMove | None:
    """The best move of the isolated group (:func:`isolated_groups`) with at
    most :data:`REGION_LAYOUTS` layouts that is likeliest to be lost (its
    ``win``: the chance to clear that group), by exact search; None when
    there is none. Cells of ``by_safety`` only, in its order on ties."""
    best: endgame.EndgameMove | None = None
    for gi in isolated_groups(position):
        g = position.groups[gi]
        if sum(g.ways.values()) > REGION_LAYOUTS:
            continue
        cells = set(g.cells)
        order = [i for i in by_safety if i in cells]
        if not order:
            continue
        listed = [frozenset(layout) for layout in endgame.group_layouts(g.cells, g.constraints)]
        move = endgame.search(listed, sorted(cells), position.nb, order)
        if move is not None and (best is None or move.win < best.win):
            best = move
    return best


def _weigh(position: Position, pool: list[int], probs: list[float | None], codes: bytes,
           cols: int, knowledge: Knowledge) -> Guess:
    """Step 4 of :func:`choose` (see the module docstring) over the unknown
    cells ``pool`` of ``knowledge`` (read again only by the lookahead)."""

    def cell(i: int) -> Cell:
        return divmod(i, cols)

    def risk(i: int) -> float:
        p = probs[i]
        assert p is not None
        return p

    unavoidable = _unavoidable(position, pool, risk) if LONG_TERM else {}
    bonus = _safety_bonus(position, pool, risk, unavoidable)

    def safety(i: int) -> float:
        return 1.0 - risk(i) + bonus.get(i, 0.0)

    by_safety = sorted(pool, key=lambda i: (-safety(i), i))
    floor = safety(by_safety[0]) * (1.0 - SLACK) - 1e-12
    candidates = _candidates(position, by_safety)
    if ORDER == "estimate":
        # Most promising first: safety times a quick estimate of progress
        # (neighbours taken as independent), so that frontier cells are not
        # crowded out by many alike cells off it.
        def promise(i: int) -> tuple[bool, bool, float, int]:
            s = safety(i)
            # Without the safety bonus, a cell that is safe or half of a
            # 50/50 still comes first, to be guessed at once below.
            early = not LONG_TERM_SAFETY and unavoidable.get(i, -1.0) >= risk(i) - 1e-12
            return (not early, s < floor,
                    -s * (1.0 + estimated_progress(i, probs, codes, position.nb, cols)), i)
        candidates.sort(key=promise)
    best: tuple[float, float, int] | None = None
    chosen: tuple[int, list[Outcome]] | None = None
    dead: list[tuple[int, list[Outcome]]] = []
    around = _constraints_by_cell(position) if LIVING else {}
    scored: list[tuple[tuple[float, float, int], int, list[Outcome]]] = []
    for n, i in enumerate(candidates):
        s = safety(i)
        if chosen is not None and (s < floor or n >= EVALUATED):
            break
        if best is not None and i not in unavoidable and not LOOKAHEAD:
            # Only the cell's score matters now: stop once it cannot win (or,
            # with the look-ahead, come within ROLLOUT_GAP of the best).
            bar = best[0] * (1.0 - ROLLOUT_GAP) if ROLLOUT else best[0]
            outcomes = _outcomes_above(position, i, s, 1.0 - risk(i), bar)
            if outcomes is None:
                continue
        else:
            outcomes = position.outcomes(i)
        if len(outcomes) <= 1 and not any(o.safe for o in outcomes):
            dead.append((i, outcomes))
            continue
        if i in unavoidable and unavoidable[i] >= risk(i) - 1e-12:
            # Safe or half of a 50/50: guessing it now costs nothing more.
            return Guess(cell(i), GuessKind.FIFTY_FIFTY, risk(i), outcomes=tuple(outcomes))
        weighed = _living(position, i, outcomes, around) if LIVING else outcomes
        key = (_score(weighed, s, 1.0 - risk(i)), s, -i)
        scored.append((key, i, outcomes))
        if best is None or key > best:
            best, chosen = key, (i, outcomes)
    if LOOKAHEAD and len(scored) > 1:
        scored.sort(key=lambda t: t[0], reverse=True)
        top = scored[:LOOKAHEAD]
        if top[0][0][0] - top[-1][0][0] > LOOKAHEAD_GAP * top[0][0][0]:
            top = [t for t in top if top[0][0][0] - t[0][0] <= LOOKAHEAD_GAP * top[0][0][0]]
        if len(top) > 1:
            rescored = [(_score2(knowledge, i, outs, safety(i), 1.0 - risk(i)), key, i, outs)
                        for key, i, outs in top]
            _, _, i, outs = max(rescored, key=lambda t: (t[0], t[1]))
            chosen = (i, outs)
    if ROLLOUT and len(scored) > 1:
        picked = _rollout_pick(knowledge, position, scored, safety, risk)
        if picked is not None:
            chosen = picked
    if EXPECTIMAX and chosen is not None:
        picked = _expectimax_pick(knowledge, position, candidates, chosen, floor, safety)
        if picked is not None:
            chosen = picked
    if chosen is not None:
        i, outcomes = chosen
        if DOMINANCE:
            better = _dominated(i, outcomes, pool, risk)
            if better is not None:
                i, outcomes = better, position.outcomes(better)
        return Guess(cell(i), GuessKind.PROGRESS, risk(i), outcomes=tuple(outcomes))
    if dead:
        i, outcomes = min(dead, key=lambda d: (risk(d[0]), d[0]))
        return Guess(cell(i), GuessKind.DEAD, risk(i), outcomes=tuple(outcomes))
    i = by_safety[0]
    return Guess(cell(i), GuessKind.SAFEST, risk(i))


#: Two-ply lookahead over this many of the best candidates (0: off), only
#: those within LOOKAHEAD_GAP (relative) of the best score. Off: measured on
#: 20,000 expert boards it wins no more (docs/development.md, the solver).
LOOKAHEAD = 0
LOOKAHEAD_GAP = 0.05


#: Sampled look-ahead (:mod:`.rollout`) over this many of the best candidates
#: (0: off), only those within ROLLOUT_GAP (relative) of the best score, over
#: ROLLOUT_SAMPLES layouts drawn once per decision.
ROLLOUT = 0
ROLLOUT_GAP = 0.03
ROLLOUT_SAMPLES = 24


def _rollout_pick(knowledge: Knowledge, position: Position,
                  scored: list[tuple[tuple[float, float, int], int, list[Outcome]]],
                  safety: Callable[[int], float], risk: Callable[[int], float]
                  ) -> tuple[int, list[Outcome]] | None:
    """Among the best :data:`ROLLOUT` candidates of ``scored`` within
    :data:`ROLLOUT_GAP` of the best score, the one with the highest chance
    of surviving it and the guess after it, that guess found by playing on
    sampled layouts (:func:`.rollout.score`); None when only one is that
    close or the position is too large to sample."""
    ranked = sorted(scored, key=lambda t: t[0], reverse=True)
    top_score = ranked[0][0][0]
    close = [t for t in ranked[:ROLLOUT] if top_score - t[0][0] <= ROLLOUT_GAP * top_score]
    if len(close) < 2:
        return None
    layouts = rollout.sample(position, ROLLOUT_SAMPLES, rollout.seed_of(knowledge))
    if layouts is None:
        return None

    def fallback(o: Outcome) -> float:
        return _gain(o) / o.weight if o.weight > 0 else 0.0

    best: tuple[float, float] | None = None
    picked: tuple[int, list[Outcome]] | None = None
    for key, i, outs in close:
        value = safety(i) * rollout.score(knowledge, position, i, outs, layouts, fallback)
        if best is None or (value, key[0]) > best:
            best, picked = (value, key[0]), (i, outs)
    return picked


#: Depth-2 expectimax (:mod:`.expectimax`) over the EXPECTIMAX safest live
#: candidates and the one-ply choice (0: off): each valued by its safety
#: times the mean one-ply score of the position each of its numbers leads
#: to, over EXPECTIMAX_SAMPLES layouts drawn once per decision (at most
#: EXPECTIMAX_PER_NUMBER followed per number), when that takes at most
#: EXPECTIMAX_LEAVES positions valued and EXPECTIMAX_SECONDS of wall clock;
#: else the one-ply choice stands.
EXPECTIMAX = 0
EXPECTIMAX_SAMPLES = 48
EXPECTIMAX_PER_NUMBER = 2
EXPECTIMAX_LEAVES = 30
EXPECTIMAX_SECONDS = 0.5
#: The one-ply choice stands unless another's depth-2 value beats its own by
#: this much (relative): a guard against picking by sampling noise.
EXPECTIMAX_MARGIN = 0.0


def _expectimax_pick(knowledge: Knowledge, position: Position, candidates: list[int],
                     chosen: tuple[int, list[Outcome]], floor: float,
                     safety: Callable[[int], float]) -> tuple[int, list[Outcome]] | None:
    """The candidate with the best depth-2 value (see :data:`EXPECTIMAX`)
    among the :data:`EXPECTIMAX` safest live ``candidates`` at or above
    ``floor``, and the one-ply ``chosen`` if not one of them; None when there is no other or the
    search does not fit its budget (ties keep the one-ply order: safer,
    then lower index)."""
    pool: list[tuple[int, list[Outcome]]] = []
    for i in sorted(candidates, key=lambda c: (-safety(c), c)):
        if len(pool) >= EXPECTIMAX or safety(i) < floor:
            break
        outs = chosen[1] if i == chosen[0] else position.outcomes(i)
        if len(outs) <= 1 and not any(o.safe for o in outs):
            continue
        pool.append((i, outs))
    if all(i != chosen[0] for i, _ in pool):
        pool.append(chosen)
    if len(pool) < 2:
        return None
    layouts = rollout.sample(position, EXPECTIMAX_SAMPLES, rollout.seed_of(knowledge)) or []
    shown = [expectimax.shown_by(position, i, layouts) for i, _ in pool]
    per_number = EXPECTIMAX_PER_NUMBER
    while per_number > 0 and sum(expectimax.leaves_needed(outs, by, per_number)
                                 for (_, outs), by in zip(pool, shown, strict=True)
                                 ) > EXPECTIMAX_LEAVES:
        per_number -= 1
    if per_number == 0:
        return None
    budget = expectimax.SearchBudget(EXPECTIMAX_LEAVES, time.monotonic() + EXPECTIMAX_SECONDS)
    best: tuple[float, float, int] | None = None
    picked: tuple[int, list[Outcome]] | None = None
    bar = 0.0
    for (i, outs), by in zip(pool, shown, strict=True):
        v = expectimax.value(knowledge, position, i, outs, by, per_number, _leaf, budget)
        if v is None:
            return None
        key = (safety(i) * v, safety(i), -i)
        if i == chosen[0]:
            bar = key[0] * (1.0 + EXPECTIMAX_MARGIN)
        if best is None or key > best:
            best, picked = key, (i, outs)
    return picked if best is not None and best[0] > bar else chosen


def _leaf(knowledge: Knowledge, analysis: Analysis) -> float:
    """The one-ply value of a position reached in thought (0.0-1.0): the best
    :func:`_score` of its guesses (1.0 when no unknown cell is left)."""
    cols = knowledge.cols
    probs = [None if code < HIDDEN else analysis.probability(*divmod(j, cols))
             for j, code in enumerate(knowledge.cells)]
    try:
        pos = Position(knowledge, probs)
    except (TooLarge, exact.Inconsistent):
        return 1.0 - min((p for p in probs if p is not None and p < 1.0), default=0.0)
    pool = sorted(pos.unknown)
    if not pool:
        return 1.0
    return _best_score(pos, pool, probs, knowledge.cells, cols)


def _score2(knowledge: Knowledge, i: int, outcomes: list[Outcome], safety: float,
            safe: float) -> float:
    """:func:`_score` with the next guess's own score in place of its safety
    for the numbers that make nothing safe."""
    total = 0.0
    for o in outcomes:
        if o.safe:
            total += _gain(o)
            continue
        cells = bytearray(knowledge.cells)
        cells[i] = o.value
        k2 = Knowledge(knowledge.rows, knowledge.cols, knowledge.mines, bytes(cells))
        try:
            a2 = analyze(k2)
            probs2 = [None if code < HIDDEN else a2.probability(*divmod(j, k2.cols))
                      for j, code in enumerate(k2.cells)]
            pos2 = Position(k2, probs2)
            nxt = _best_score(pos2, sorted(pos2.unknown), probs2, k2.cells, k2.cols)
        except (TooLarge, exact.Inconsistent):
            nxt = o.best_safety
        total += o.weight * nxt
    return total * safety / safe if safe > 0 else 0.0


def _best_score(position: Position, pool: list[int], probs: list[float | None], codes: bytes,
                cols: int) -> float:
    """The best one-ply score (as in :func:`_weigh`, unavoidable risk left out)."""
    def risk(i: int) -> float:
        p = probs[i]
        assert p is not None
        return p
    by_safety = sorted(pool, key=lambda i: (risk(i), i))
    floor = (1.0 - risk(by_safety[0])) * (1.0 - SLACK) - 1e-12
    candidates = _candidates(position, by_safety)
    candidates.sort(key=lambda i: (1.0 - risk(i) < floor, -(1.0 - risk(i)) * (
        1.0 + estimated_progress(i, probs, codes, position.nb, cols)), i))
    best = 0.0
    for n, i in enumerate(candidates):
        s = 1.0 - risk(i)
        if n >= EVALUATED or s < floor:
            break
        if s <= best:
            continue
        outs = _outcomes_above(position, i, s, s, best)
        if outs is None:
            continue
        best = max(best, _score(outs, s, s))
    return best


def _unavoidable(position: Position, pool: list[int],
                 risk: Callable[[int], float]) -> dict[int, float]:
    """Per cell of ``pool``, the part of its risk that a 50/50 would take
    anyway (see :meth:`.Position.fifty_fifty_weight`): guessing it now costs
    only the rest. Cells without such a part are left out."""
    unavoidable: dict[int, float] = {}
    for i in pool:
        w = position.fifty_fifty_weight(i)
        if w:
            unavoidable[i] = min(w / position.total, risk(i), 1.0 - risk(i))
    return unavoidable


def _safety_bonus(position: Position, pool: list[int], risk: Callable[[int], float],
                  unavoidable: dict[int, float]) -> dict[int, float]:
    """Per cell of ``pool``, what its safety adds to its chance of being
    safe: the risk a 50/50 would take anyway (``unavoidable``, widened by
    :func:`_wide`), or nothing without :data:`LONG_TERM_SAFETY`."""
    if not LONG_TERM_SAFETY:
        return {}
    return {**unavoidable, **_wide(position, pool, risk, unavoidable)}


def _wide(position: Position, pool: list[int], risk: Callable[[int], float],
          unavoidable: dict[int, float]) -> dict[int, float]:
    """Per cell of ``pool``, its :func:`_unavoidable` part with the wider
    patterns' share added (see :data:`WIDE_MISSING`), capped as that part
    is; empty when the wider patterns are off."""
    if WIDE_MISSING <= 1 and WIDE_BOX_MISSING <= 0 and not ENABLERS:
        return {}
    enablers = position.enabler_weights() if ENABLERS else {}
    out: dict[int, float] = {}
    for i in pool:
        w = position.fifty_fifty_weight(i, max(1, WIDE_MISSING), max(0, WIDE_BOX_MISSING))
        base = unavoidable.get(i, 0.0)
        if WIDE_ALL:
            # JSMinesweeper's form: every pattern, the plain 50/50s too, at
            # WIDE_FACTOR.
            share = (w + enablers.get(i, 0)) / position.total
            if share > 0.0 or base > 0.0:
                out[i] = WIDE_FACTOR * min(share, risk(i), 1.0 - risk(i))
            continue
        extra = max(0.0, (w + enablers.get(i, 0)) / position.total - base)
        if extra > 0.0:
            out[i] = min(base + WIDE_FACTOR * extra, risk(i), 1.0 - risk(i))
    return out


def _candidates(position: Position, by_safety: list[int]) -> list[int]:
    """The cells of ``by_safety`` worth weighing, in its order: alike cells off
    the frontier (touching no frontier cell) count once per number of unknown
    neighbours."""
    nb, off, unknown = position.nb, position.off, position.unknown
    seen_kinds: set[int] = set()
    candidates: list[int] = []
    for i in by_safety:
        if i in off and all(j in off or j not in unknown for j in nb[i]):
            kind = sum(1 for j in nb[i] if j in unknown)
            if kind in seen_kinds:
                continue
            seen_kinds.add(kind)
        candidates.append(i)
    return candidates


def _dominated(i: int, outcomes: list[Outcome], pool: list[int],
               risk: Callable[[int], float]) -> int | None:
    """A cell of ``pool`` safe whenever ``i`` is (in every outcome of ``i``)
    and strictly safer: playing it first survives every layout ``i`` would
    and learns more before ``i`` is played. The safest such cell; None."""
    if not outcomes:
        return None
    common = set.intersection(*(set(o.safe) for o in outcomes))
    better = [a for a in pool if a in common and risk(a) < risk(i) - 1e-9]
    return min(better, key=lambda a: (risk(a), a)) if better else None


def _outcomes_above(position: Position, i: int, safety: float, safe: float,
                    best: float) -> list[Outcome] | None:
    """The outcomes of ``i``, or None as soon as its :func:`_score` cannot
    exceed ``best`` (each number's share is at most its weight)."""
    if safe <= 0:
        return None
    outcomes = []
    gain = 0.0
    seen = 0.0
    for o in position.iter_outcomes(i):
        outcomes.append(o)
        gain += _gain(o)
        seen += o.weight
        if (gain + max(0.0, safe - seen)) * safety / safe < best - 1e-9:
            return None
    return outcomes


def _constraints_by_cell(position: Position) -> dict[int, list[frozenset[int]]]:
    """The cells of each of ``position``'s constraints, by each cell in them."""
    out: dict[int, list[frozenset[int]]] = {}
    for cells, _ in position.constraints:
        group = frozenset(cells)
        for c in cells:
            out.setdefault(c, []).append(group)
    return out


def _living(position: Position, cell: int, outcomes: list[Outcome],
            around: dict[int, list[frozenset[int]]]) -> list[Outcome]:
    """``outcomes`` of revealing ``cell`` with each number's safe cells cut
    to those that can still tell something: a cell made safe is *dead* when
    its number is already fixed then, because every unknown neighbour it has
    left is known, or they are exactly the unknown cells of one number (the
    revealed ``cell``'s own, or one already shown, ``around``: see
    :func:`_constraints_by_cell`), whose mine count is known. Only the
    score uses them: revealing a dead cell opens nothing."""
    nb, unknown = position.nb, position.unknown
    out = []
    for o in outcomes:
        if not o.safe:
            out.append(o)
            continue
        gone = o.safe | o.mines | {cell}
        own = frozenset(j for j in nb[cell] if j in unknown and j not in gone)
        live = []
        for c in o.safe:
            left = frozenset(j for j in nb[c] if j in unknown and j not in gone)
            if not left or left == own:
                continue
            if any(g - gone == left for u in left for g in around.get(u, ())):
                continue
            live.append(c)
        out.append(o if len(live) == len(o.safe) else replace(o, safe=frozenset(live)))
    return out


def _gain(o: Outcome) -> float:
    """One number's share of a cell's score (see :func:`_score`; with
    :data:`BLEND`, JSMinesweeper's blended safety instead)."""
    if BLEND:
        k = len(o.safe)
        if k >= 2:
            return o.weight
        if k == 1:
            return o.weight * (1.0 - BLEND_SECOND + BLEND_SECOND * o.best_safety)
        return o.weight * ((1.0 - BLEND_SECOND) * o.best_safety + BLEND_SECOND * o.second_safety)
    return o.weight * (1.0 - (1.0 - float(o.best_safety ** SECOND)) * OPEN_FACTOR ** len(o.safe))


def _score(outcomes: list[Outcome], safety: float, safe: float) -> float:
    """A live candidate's score: its ``safety`` times the mean over its
    numbers (given it is ``safe``, its plain chance of being safe) of the
    chance of surviving the next guess, that guess's risk cut down by
    :data:`OPEN_FACTOR` per cell the number makes safe."""
    gain = sum(_gain(o) for o in outcomes)
    return gain * safety / safe if safe > 0 else 0.0


def _outcomes(position: Position, i: int) -> list[Outcome]:
    return position.outcomes(i)


def _safest(knowledge: Knowledge, analysis: Analysis, probs: list[float | None]) -> Guess:
    r, c = plain_guess(knowledge, analysis)
    p = probs[r * knowledge.cols + c]
    return Guess((r, c), GuessKind.SAFEST, 0.0 if p is None else p)
