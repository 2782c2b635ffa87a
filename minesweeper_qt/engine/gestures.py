"""What a player's gesture means on a cell: the one place that decides it."""

from __future__ import annotations

from .cells import REVEALED
from .minefield import Minefield
from .types import Gesture, InputMode, MoveKind


def meaning(field: Minefield, index: int, gesture: Gesture, mode: InputMode) -> MoveKind:
    """What ``gesture`` does on the cell at flat ``index`` of ``field`` now:

    - ``PRIMARY``: on a revealed number, chord when ``mode.chord_numbers`` or
      ``mode.flag_mode``; otherwise flag in flag mode, else reveal.
    - ``FLAG``: toggle the flag.
    - ``CHORD``: chord.
    - ``HOLD``: chord a revealed cell; otherwise reveal in flag mode, else flag.
    """
    revealed = field.state[index] == REVEALED
    if gesture is Gesture.PRIMARY:
        number = revealed and field.layout is not None and field.layout.counts[index] > 0
        if number and (mode.chord_numbers or mode.flag_mode):
            return MoveKind.CHORD
        return MoveKind.FLAG if mode.flag_mode and not number else MoveKind.REVEAL
    if gesture is Gesture.FLAG:
        return MoveKind.FLAG
    if gesture is Gesture.CHORD or revealed:
        return MoveKind.CHORD
    return MoveKind.REVEAL if mode.flag_mode else MoveKind.FLAG
