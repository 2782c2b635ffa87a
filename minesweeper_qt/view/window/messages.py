"""Short notes shown to the player about stored files."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from minesweeper_qt.storage.save_format import BadSaveFile


def counted_save_message() -> str:
    """The short note shown to the player when the saved game was not resumed:
    it had ended and been counted already (its file could not be removed)."""
    return QCoreApplication.translate(
        "SaveGame", "Your saved game had already ended and been counted, so a new game "
        "has started.")


def bad_save_message(bad: BadSaveFile) -> str:
    """The short note shown to the player after a damaged save was moved aside."""
    text = QCoreApplication.translate(
        "SaveGame", "Your saved game could not be read, so a new game has started.")
    if bad.moved_to is not None:
        text += " " + QCoreApplication.translate(
            "SaveGame", "The damaged file was kept as {0}.").format(bad.moved_to.name)
    return text
