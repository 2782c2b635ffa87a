"""One game's life, between the window and the engine.

- :mod:`.rules`: the rules a game is played by, frozen when it starts.
- :mod:`.game_session`: :class:`GameSession`, which owns the current game (new,
  restart, resume, pause, abandon) and decides whether it counts.
- :mod:`.score_keeper`: :class:`ScoreKeeper`, which enters counted games in the
  best times and statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .game_session import Counting, GameSession
from .rules import Rules

if TYPE_CHECKING:
    from .score_keeper import ScoreKeeper


def _attr(name: str) -> Any:
    # ScoreKeeper loads on first use (PEP 562): it brings the best times, the
    # history and the journal, which the window's first paint does without.
    if name != "ScoreKeeper":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .score_keeper import ScoreKeeper

    globals()[name] = ScoreKeeper
    return ScoreKeeper


if not TYPE_CHECKING:  # hidden from mypy, which would type any unknown name as Any
    __getattr__ = _attr

__all__ = ["Counting", "GameSession", "Rules", "ScoreKeeper"]
