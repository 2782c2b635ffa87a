"""One game's life, between the window and the engine.

- :mod:`.rules`: the rules a game is played by, frozen when it starts.
- :mod:`.game_session`: :class:`GameSession`, which owns the current game (new,
  restart, resume, pause, abandon) and decides whether it counts.
- :mod:`.score_keeper`: :class:`ScoreKeeper`, which enters counted games in the
  best times and statistics.
"""

from .game_session import Counting, GameSession
from .rules import Rules
from .score_keeper import ScoreKeeper

__all__ = ["Counting", "GameSession", "Rules", "ScoreKeeper"]
