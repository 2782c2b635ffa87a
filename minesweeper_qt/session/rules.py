"""The rules of one game, fixed when it starts."""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper_qt.engine import UNIFORM, Difficulty, FirstClick, Game, Generator, NoGuessGenerator
from minesweeper_qt.engine.clock import TimeSource
from minesweeper_qt.storage.settings import Settings


@dataclass(frozen=True)
class GameSetup:
    """Board size and mine count, first-click rule, question marks and the
    generator that lays the mines. Changing an option in the menus makes new
    rules for the next game; a game in play keeps its own, so its recorded moves
    replay it exactly."""

    difficulty: Difficulty
    first_click: FirstClick = FirstClick.OPENING
    question_marks: bool = False
    generator: Generator = UNIFORM


def rules_from(settings: Settings) -> GameSetup:
    """The rules a new game gets now: the size last chosen and the options."""
    return GameSetup(settings.difficulty, settings.first_click, settings.question_marks,
                 NoGuessGenerator() if settings.no_guess else UNIFORM)


def make_game(rules: GameSetup, time_source: TimeSource, difficulty: Difficulty | None = None,
              seed: int | None = None) -> Game:
    """A new engine game by ``rules`` (``difficulty`` replaces their size), its
    clock on ``time_source`` (monotonic seconds)."""
    size = difficulty if difficulty is not None else rules.difficulty
    return Game(size.rows, size.cols, size.mines, seed=seed,
                first_click=rules.first_click, question_marks=rules.question_marks,
                generator=rules.generator, time_source=time_source)
