"""Keeps the save file in step with the game as it is played."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from .save_store import SaveStore, in_progress

if TYPE_CHECKING:
    from minesweeper_qt.model import BoardModel

log = logging.getLogger(__name__)


class SaveController(QObject):
    """Saves the game of ``model`` through ``store`` as it is played.

    After every move (``BoardModel.moved``) the game is saved, or the file
    removed when the move ended the game. A new game (``gameChanged``) removes
    the file until its first move. :meth:`flush` (called on quit) writes the
    final state, clock included. ``counted`` tells whether the game counts for
    best times (False for a restarted board); it is stored with the game.

    A save normally happens at once, inside the move. When the last save took
    longer than :attr:`immediate_budget` seconds (very large boards), saves are
    coalesced: one happens :attr:`coalesce_ms` milliseconds after the first
    unsaved move, so a burst of moves costs one write; a kill then loses at most
    the moves of that interval. Write errors are logged, never raised: the game
    goes on.
    """

    #: Longest save, in seconds, still done inside the move.
    immediate_budget = 0.008
    #: Delay of a coalesced save, in milliseconds.
    coalesce_ms = 200

    def __init__(self, store: SaveStore, model: BoardModel, counted: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.model = model
        self._counted = counted
        #: Whether the player took help in the current game (stored with it;
        #: the assist controller sets this).
        self.assisted: Callable[[], bool] = lambda: False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.save)
        self._failed = False
        #: Seconds the last save of this game took.
        self.last_save_seconds = 0.0
        model.moved.connect(self._on_moved)
        model.gameChanged.connect(self._on_game_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    @property
    def pending(self) -> bool:
        """Whether a coalesced save is waiting."""
        return self._timer.isActive()

    def save(self) -> None:
        """Write the game now if it is in progress, else remove the file."""
        self._timer.stop()
        game = self.model.game
        if not in_progress(game):
            self.store.discard()
            return
        started = time.perf_counter()
        try:
            self.store.save(game, self._counted(), self.assisted())
        except OSError as error:
            if not self._failed:  # once, not on every move
                log.warning("cannot save the game: %s", error)
            self._failed = True
        else:
            self._failed = False
        self.last_save_seconds = time.perf_counter() - started

    def flush(self) -> None:
        """Write the final state now (on quit): the clock as it stands, or no
        file when no game is in progress."""
        self.save()

    def _on_moved(self) -> None:
        if not in_progress(self.model.game):
            self.save()  # the game ended (or has nothing to keep): remove the file
        elif self.last_save_seconds <= self.immediate_budget:
            self.save()
        elif not self._timer.isActive():
            self._timer.start(self.coalesce_ms)

    def _on_game_changed(self) -> None:
        self.last_save_seconds = 0.0
        self.save()
