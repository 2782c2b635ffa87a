"""The solver: what follows from what the player sees (pure Python, no Qt).

- :func:`analyze` -> :class:`Analysis`: certain cells with their :class:`Reason`,
  exact mine probabilities using the total mine count.
- :func:`analyze_window`: the same for a window of a big board (sound
  certainties, estimated probabilities).
- :func:`best_guess`: the cell to try when nothing is certain.
- :func:`play`: plays a whole :class:`~minesweeper_qt.engine.Game` with the solver.
- :class:`Clearer`: the fast incremental "clear by logic" loop the no-guess
  generator and :func:`play` are built on.
"""

from .analysis import Analysis, Reason, ReasonKind, analyze
from .autoplay import play
from .clear import Clearer
from .exact import Inconsistent
from .guess import best_guess
from .window import Region, analyze_region, analyze_window, region_of

__all__ = [
    "Analysis",
    "Clearer",
    "Inconsistent",
    "Reason",
    "ReasonKind",
    "Region",
    "analyze",
    "analyze_region",
    "analyze_window",
    "best_guess",
    "play",
    "region_of",
]
