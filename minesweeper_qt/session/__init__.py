"""One game's life, between the window and the engine.

- :mod:`.rules`: the rules a game is played by, frozen when it starts.
- :mod:`.game_session`: :class:`GameSession`, which owns the current game (new,
  restart, resume, pause, abandon) and decides whether it counts.
- :mod:`.score_keeper`: :class:`ScoreKeeper`, which enters counted games in the
  best times and statistics.
"""

from __future__ import annotations

from .game_session import Counting, GameSession
from .rules import GameSetup

# ScoreKeeper is imported from .score_keeper by the window's second part: it
# brings the best times and the history (SQLite), which the first paint
# does without (tests/test_start_imports.py).
__all__ = ["Counting", "GameSession", "GameSetup"]
