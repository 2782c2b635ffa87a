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

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .analysis import Analysis, Reason, ReasonKind, analyze
    from .autoplay import play
    from .clear import Clearer
    from .exact import Inconsistent
    from .opening import first_click
    from .policy import Guess, GuessKind, best_guess, choose
    from .window import Region, analyze_region, analyze_window, region_of

#: Where each public name lives: the submodules load on first use (PEP 562), so
#: importing one of them, or the package, does not load the whole solver
#: (about 25 ms, which the window's start does without).
_HOME = {
    "Analysis": "analysis", "Reason": "analysis", "ReasonKind": "analysis",
    "analyze": "analysis", "play": "autoplay", "Clearer": "clear",
    "Inconsistent": "exact", "first_click": "opening", "Guess": "policy",
    "GuessKind": "policy", "best_guess": "policy", "choose": "policy",
    "Region": "window", "analyze_region": "window", "analyze_window": "window",
    "region_of": "window",
}


def _attr(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value  # once loaded, a plain attribute
    return value


if not TYPE_CHECKING:  # hidden from mypy, which would type any unknown name as Any
    __getattr__ = _attr


def load() -> None:
    """Load every part of the solver now, on the calling thread (a program
    calls it on its main thread before handing solver work to another thread,
    so that no import happens there)."""
    for name in _HOME:
        _attr(name)


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


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
    "load",
    "play",
    "region_of",
]
