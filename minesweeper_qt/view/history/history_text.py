"""What the player is told when the game history cannot be used."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from minesweeper_qt.storage.history import HistoryDamaged

translate = QCoreApplication.translate


def problem_text(error: Exception) -> str:
    """What to tell the player about a game that could not be stored (GUI thread)."""
    if isinstance(error, HistoryDamaged):
        where = error.moved_to.name if error.moved_to is not None else ""
        if error.newer_version is not None:
            return translate("Recording", "The game history was written by a newer version of "
                                          "the game; it was set aside as {0} and a new history "
                                          "started.").format(where)
        return translate("Recording", "The game history file was damaged; it was set aside as "
                                      "{0} and a new history started.").format(where)
    return translate("Recording", "A game could not be added to the history: {0}").format(error)
