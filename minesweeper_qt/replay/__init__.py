"""Recorded games: recording input (:mod:`.recording`), community click counting
(:mod:`.clicks`), competitive statistics (:mod:`.statistics`), seekable replay
(:mod:`.player`) and replay files (:mod:`.formats`). Pure Python, no Qt;
ms-toollib is imported only where it is needed (:func:`.formats.load_toollib`).
"""

from .player import Replayer, replay_to
from .recording import (
    Button,
    EventKind,
    InputEvent,
    InputRecorder,
    MoveKind,
    Recording,
    Rules,
    TimedMove,
    TouchPhase,
)
from .statistics import CompetitiveStats, compute

__all__ = [
    "Button",
    "CompetitiveStats",
    "EventKind",
    "InputEvent",
    "InputRecorder",
    "MoveKind",
    "Recording",
    "Replayer",
    "Rules",
    "TimedMove",
    "TouchPhase",
    "compute",
    "replay_to",
]
