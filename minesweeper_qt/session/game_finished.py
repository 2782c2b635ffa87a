"""The one value that says a game ended, and everything about how.

:class:`GameSession` emits ``finished(GameFinished)`` once per ending; the end
menu, the best times, the history, the announcements and the effects all read
that value and nothing else, so no reaction depends on another having run
first (in the spirit of Metasweeper's single "game finished" record).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from minesweeper_qt.engine import Game, GameStats
from minesweeper_qt.storage.history_rows import Result

if TYPE_CHECKING:  # types only: the session's start does without these modules
    from minesweeper_qt.replay.recording import InputRecorder, Recording
    from minesweeper_qt.replay.statistics import CompetitiveStats
    from minesweeper_qt.storage.records import Record, Statistics


class Counting(enum.Enum):
    """Whether a game counts for best times and statistics, and if not, why.

    Competitive rules: a restarted board is known in advance, and a game with
    help (hints, the probability overlay, undo, auto-play) is not the player's
    own play.
    """

    COUNTED = "counted"
    RESTARTED = "restarted"
    #: A board whose result is kept already, played again (the daily board):
    #: known in advance, as a restarted one, but not started again by the player.
    PRACTICE = "practice"
    ASSISTED = "assisted"


@dataclass(frozen=True)
class ScoreVerdict:
    """What the best times and statistics made of a game, worked out in memory
    at the moment it ended (the disk follows, see :mod:`storage.scores`).

    ``key``: the records key (board size, no-guess apart). ``counted``: it
    entered the statistics of the player's own games; ``assisted``: the assisted
    ones (``final`` False: an assisted loss, counted once the player moves on,
    as it may still be undone). ``statistics``: those statistics after it (games
    played and won, current and longest winning streak). ``rank`` (1-10) and
    ``record``: a new best time."""

    key: str
    statistics: Statistics
    counted: bool = False
    assisted: bool = False
    final: bool = True
    rank: int | None = None
    record: Record | None = None


@dataclass(frozen=True)
class GameFinished:
    """A game that just ended, as everything that reacts to the end sees it.

    - ``game``: the engine game (for identity only: an undo may change it after
      this; read the fields below instead); ``game_id`` its id (as in the save
      file, the best times and the history).
    - ``record``: the game's record at its end, the one truth of its board,
      layout, moves and flags (:class:`~minesweeper_qt.replay.recording.Recording`):
      the recording of the board's input, else the record of its moves with
      the session's flags as events (``moves_record``: no input recorded it,
      or no board was laid). :attr:`rows`, :attr:`cols`, :attr:`deaths` and
      :attr:`resumed` are read from it.
    - ``outcome`` (:class:`~minesweeper_qt.storage.history_rows.Result`) and
      ``counting`` (:class:`Counting`): the session's verdict, which the best
      times judge by (the record's own flags say the same, and the history
      row is written from them).
    - ``stats``: the engine's figures (time in seconds, 3BV, solved 3BV,
      clicks, 3BV/s, efficiency); ``time_ms`` the time in milliseconds.
    - ``competitive``: the community statistics of the recording (clicks by
      kind, IOE, 3BV/s...); None when nothing recorded the board's input (then
      :attr:`recording` is None too).
    - ``figures``: the game's figures, the one set every place shows: the
      recording's (:attr:`competitive`), else the engine's counts for a game
      nothing recorded (see :func:`.replay.statistics.from_counts`).
    - ``exploded``: the mine that ended a loss (row, col), else None.
    - ``verdict``: what the best times and statistics made of it (None when
      nothing counts it).
    - ``ended_at``: when it ended (Unix seconds).
    - ``closing``: the game was left in play because the window closed (it is
      kept in the save file and counts when resumed).
    - ``forfeit``: a counted game in play given up for another game or a
      restart: a loss in the statistics.
    """

    game: Game
    game_id: str
    outcome: Result
    counting: Counting
    record: Recording
    stats: GameStats
    time_ms: int
    exploded: tuple[int, int] | None
    ended_at: float
    figures: CompetitiveStats
    competitive: CompetitiveStats | None = None
    verdict: ScoreVerdict | None = None
    closing: bool = False
    forfeit: bool = False

    @property
    def recording(self) -> Recording | None:
        """The record when the board's input recorded it (the one Watch
        replay plays and the history keeps), else None."""
        return self.record if self.competitive is not None else None

    @property
    def rows(self) -> int:
        return self.record.rows

    @property
    def cols(self) -> int:
        return self.record.cols

    @property
    def mines(self) -> int:
        """The mine count (the engine's: a board with flags only has no layout
        in its record)."""
        return self.game.mine_count

    @property
    def no_guess(self) -> bool:
        """A certified no-guess board (the engine's certificate, which the
        best times go by)."""
        return self.game.no_guess

    @property
    def deaths(self) -> int:
        """Losses taken back before this ending."""
        return self.record.deaths

    @property
    def resumed(self) -> bool:
        """The game was resumed from a save: it counts in the statistics as
        it was, but is never a best time (it could be studied while saved),
        and its history row says "resumed"."""
        return self.record.resumed

    @property
    def won(self) -> bool:
        return self.outcome is Result.WON

    @property
    def assisted(self) -> bool:
        return self.counting is Counting.ASSISTED

    @property
    def counted(self) -> bool:
        return self.counting is Counting.COUNTED


class RecordingSource(Protocol):
    """What records a game's input (the board's input filter): hands over the
    recorder of ``game`` when the game ends (None when it kept none), no
    longer feeding it (after an undo it takes it back itself)."""

    def detach(self, game: Game) -> InputRecorder | None: ...


class Judge(Protocol):
    """What works out a :class:`ScoreVerdict` (the score keeper) and hands a
    finished game to storage, before anything reacts to it."""

    def judge(self, event: GameFinished) -> ScoreVerdict | None: ...

    def keep(self, event: GameFinished) -> None: ...
