"""Auto-play: a whole game played by the solver (for benchmarks and tests)."""

from __future__ import annotations

from ..game import Game
from ..types import Status
from . import exact
from .analysis import analyze
from .clear import Clearer
from .opening import first_click
from .policy import best_guess


def play(
    game: Game,
    first: tuple[int, int] | None = None,
    *,
    node_limit: int = exact.DEFAULT_NODE_LIMIT,
) -> Status:
    """Play ``game`` to its end with the solver and return its final status.

    The first reveal is ``first`` (default: the solver's own choice for the
    game's first-click rule, :func:`.first_click`). Then, repeatedly:
    reveal every cell the single- and two-number rules prove safe (the
    incremental :class:`Clearer`); when they stall, :func:`analyze` the whole
    board (exact count with the total mine count) and reveal what it proves
    safe; when nothing is certain, reveal :func:`best_guess`. No flags are
    placed (mines are only avoided), so the game's clicks are reveals only.

    Raises:
        ValueError: the game has already started.
    """
    if game.status is not Status.READY:
        raise ValueError("play() needs a game that has not started")
    rows, cols = game.rows, game.cols
    clearer = Clearer(rows, cols, game.mine_count)
    if first is None:
        first = first_click(rows, cols, game.mine_count, game.first_click)

    def reveal(row: int, col: int) -> None:
        for r, c in game.reveal(row, col):
            if game.is_revealed(r, c):
                clearer.learn(r * cols + c, game.number(r, c))

    reveal(*first)
    while not game.status.is_over:
        clearer.propagate()
        if clearer.pending:
            pending, clearer.pending = clearer.pending, []
            for i in pending:
                if clearer.number[i] < 0 and not game.status.is_over:
                    reveal(*divmod(i, cols))
            continue
        if clearer.pair_rule():
            continue
        knowledge = game.knowledge()
        analysis = analyze(knowledge, node_limit=node_limit)
        if analysis.safe:
            for r, c in sorted(analysis.safe):
                clearer.mark_safe(r * cols + c)
            for r, c in sorted(analysis.mines):
                clearer.mark_mine(r * cols + c)
            continue
        reveal(*best_guess(knowledge, analysis))
    return game.status
