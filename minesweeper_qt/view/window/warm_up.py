"""What a game's end shows first, drawn in a quiet moment before it: the art
every end shows first (the faces, the mines and their explosion: their first
SVG renders stalled it 3-5 ms; ``benchmarks.slow_save``). The modules a game's
end needs (its figures, its review) load with the window's second part (the
seam, ``second_part.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:  # a type only: not made before the first paint
    from PySide6.QtCore import SignalInstance

    from ..board.board_view import BoardView
    from ..header.header import FaceButton

#: How long after the window is whole (and after a new game) the end is prepared (ms).
WARM_UP_MS = 1000


def prepare_the_game_end(owner: QObject, game_changed: SignalInstance, face: FaceButton,
                         board: BoardView) -> None:
    """:data:`WARM_UP_MS` from now, on this thread, draw the art a game's end
    shows first at the current zoom and theme (``face``'s faces, ``board``'s
    end looks; cheap once drawn); draw it again as long after each new game
    (``game_changed``): a zoom or a theme change since cleared it. Dropped if
    ``owner`` is gone."""

    def draw() -> None:
        face.prepare()
        board.prepareEndArt()

    QTimer.singleShot(WARM_UP_MS, owner, draw)
    game_changed.connect(lambda: QTimer.singleShot(WARM_UP_MS, owner, draw))
