"""The rules engine: pure Python, no Qt (a test enforces it).

Coordinates are ``(row, col)``, 0-based, row-major. Every command returns the
cells it changed; nothing here returns user-facing text.
"""

from .changes import Changes
from .clock import Clock
from .difficulty import (
    BEGINNER,
    EXPERT,
    INTERMEDIATE,
    MAX_SIDE,
    PRESETS,
    Difficulty,
    validate_size,
)
from .game import Game
from .generators import UNIFORM, Generator, Placement, UniformGenerator
from .knowledge import Knowledge
from .no_guess import NoGuessGenerator, no_guess_layout
from .snapshot import Snapshot
from .stats import GameStats
from .types import FirstClick, Gesture, InputMode, Look, Move, MoveKind, Status

__all__ = [
    "BEGINNER",
    "EXPERT",
    "INTERMEDIATE",
    "MAX_SIDE",
    "PRESETS",
    "UNIFORM",
    "Changes",
    "Clock",
    "Difficulty",
    "FirstClick",
    "Game",
    "GameStats",
    "Generator",
    "Gesture",
    "InputMode",
    "Knowledge",
    "Look",
    "Move",
    "MoveKind",
    "NoGuessGenerator",
    "Placement",
    "Snapshot",
    "Status",
    "UniformGenerator",
    "no_guess_layout",
    "validate_size",
]
