"""Help shown once the game's assisted mark is on disk (issue 41): the
session's ``whenFlagsKept`` for a window that saves its game.

A state flag is written when it changes (``SaveController.flagsChanged``, on
the storage worker); what the player sees because of it (a hint, the
probabilities, Solve's moves) waits for that write, so a kill never keeps
the help and loses the mark. The GUI thread never waits: the help comes a
write later (a few milliseconds; 100 ms on a disk whose fsync takes that).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from minesweeper_qt.storage.save_controller import SaveController
from minesweeper_qt.storage.storage import Storage


class FlagsKept(QObject):
    """Calls each callback given (:meth:`after`) once ``controller`` has
    every save asked for so far on disk (or failed): at once when none
    waits, else when ``storage`` reports the last one done."""

    def __init__(self, controller: SaveController, storage: Storage,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._waiting: list[Callable[[], None]] = []
        # Connected after the controller's own handler: it has counted the job.
        storage.saveDone.connect(self._on_save_done)

    def after(self, then: Callable[[], None]) -> None:
        """Call ``then`` once the saves asked for so far are done."""
        if self._controller.pending:
            self._waiting.append(then)
        else:
            then()

    def _on_save_done(self, _number: int, _code: int, _message: str) -> None:
        if self._waiting and not self._controller.pending:
            waiting, self._waiting = self._waiting, []
            for then in waiting:
                then()
