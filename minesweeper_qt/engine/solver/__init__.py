"""The solver: what follows from what the player sees (pure Python, no Qt).

- :func:`analyze` -> :class:`Analysis`: certain cells with their :class:`Reason`,
  exact mine probabilities using the total mine count.
- :func:`analyze_window`: the same for a window of a big board (sound
  certainties, estimated probabilities).
- :func:`best_guess` / :func:`choose`: the cell to try when nothing is
  certain, and why (:class:`Guess`; the policy of :mod:`.policy`).
- :func:`play`: plays a whole :class:`~minesweeper_qt.engine.Game` with the solver.
- :class:`Clearer`: the fast incremental "clear by logic" loop the no-guess
  generator and :func:`play` are built on.
"""

from .analysis import Analysis, Reason, ReasonKind, analyze
from .autoplay import play
from .clear import Clearer
from .exact import Inconsistent
from .opening import first_click
from .policy import Guess, GuessKind, best_guess, choose
from .window import Region, analyze_region, analyze_window, region_of

__all__ = [
    "Analysis",
    "Clearer",
    "Guess",
    "GuessKind",
    "Inconsistent",
    "Reason",
    "ReasonKind",
    "Region",
    "analyze",
    "analyze_region",
    "analyze_window",
    "best_guess",
    "choose",
    "first_click",
    "play",
    "region_of",
]
