"""What a game's end needs, made ready in a quiet moment before it: the
modules the first end loads (their import stalled that end about 10 ms more)
and the art every end shows first (the faces, the mines and their explosion:
their first SVG renders stalled it 3-5 ms more; ``benchmarks.slow_save``)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:  # a type only: not made before the first paint
    from PySide6.QtCore import SignalInstance

    from ..board.board_view import BoardView
    from ..header.header import FaceButton

#: How long after the window is whole (and after a new game) the end is prepared (ms).
WARM_UP_MS = 1000
#: The modules the first game's end loads: its review (with the solver) and its figures.
GAME_END_MODULES = (
    "minesweeper_qt.session.end_figures",
    "minesweeper_qt.engine.solver.analysis",
    "minesweeper_qt.replay.review",
    "minesweeper_qt.view.replay.review_panel",
    "minesweeper_qt.view.replay.review_text",
)


def prepare_the_game_end(owner: QObject, game_changed: SignalInstance, face: FaceButton,
                         board: BoardView) -> None:
    """:data:`WARM_UP_MS` from now, on this thread, import
    :data:`GAME_END_MODULES` and draw the art a game's end shows first at the
    current zoom and theme (``face``'s faces, ``board``'s end looks; cheap once
    drawn); draw it again as long after each new game (``game_changed``): a
    zoom or a theme change since cleared it. Dropped if ``owner`` is gone."""

    def draw() -> None:
        face.prepare()
        board.prepareEndArt()

    QTimer.singleShot(WARM_UP_MS, owner, _load_the_game_end)
    QTimer.singleShot(WARM_UP_MS, owner, draw)
    game_changed.connect(lambda: QTimer.singleShot(WARM_UP_MS, owner, draw))


def _load_the_game_end() -> None:
    for name in GAME_END_MODULES:
        importlib.import_module(name)
