"""What the player is told when the game history or the other stored results
cannot be used: the disk's conditions (full, read-only, locked), files set
aside and merged back (with where they are, so nothing is silently forgotten)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from minesweeper_qt.storage.faults import Fault
from minesweeper_qt.storage.history import HistoryDamaged, HistoryError, SetAside
from minesweeper_qt.storage.storage import Merged, StorageProblem

translate = QCoreApplication.translate


class HistoryText(QObject):
    """Sentences with a count (lupdate gives a text plural forms only in a
    ``tr()`` call, so they live in a QObject)."""

    def games_kept(self, n: int) -> str:
        return self.tr("%n game(s) could be read from it and were kept.", "", n)

    def games_put_back(self, n: int) -> str:
        return self.tr("%n game(s) from a history set aside earlier were put back into your "
                       "history; the old file is kept as {0}.", "", n)


_TEXT: list[HistoryText] = []


def _text() -> HistoryText:
    if not _TEXT:
        _TEXT.append(HistoryText())
    return _TEXT[0]


def fault_words(fault: Fault, detail: str = "") -> str:
    """A few words for why a file could not be used ("the disk is full")."""
    if fault is Fault.FULL:
        return translate("Storage", "the disk is full")
    if fault is Fault.READ_ONLY:
        return translate("Storage", "the file or its folder is read-only")
    if fault is Fault.LOCKED:
        return translate("Recording", "another program is using it")
    if fault is Fault.UNSAFE:
        return translate("Storage", "something other than a file is in its place")
    return detail or translate("Recording", "an input/output error")


def set_aside_text(report: SetAside) -> str:
    """What to tell the player about a history file set aside (GUI thread)."""
    where = str(report.moved_to) if report.moved_to is not None else ""
    if report.fault is Fault.NEWER:
        text = translate("Recording", "The game history was written by a newer version of "
                                      "the game; it was set aside as {0} and a new history "
                                      "started.").format(where)
    elif report.fault is Fault.UNSAFE:
        text = translate("Recording", "Something other than a file was in the place of the "
                                      "game history; it was set aside as {0} and a new history "
                                      "started.").format(where)
    else:
        text = translate("Recording", "The game history file was damaged; it was set aside as "
                                      "{0} and a new history started.").format(where)
    if report.merged:
        text += " " + _text().games_kept(report.merged)
    return text


def merged_text(merged: Merged) -> str:
    """What to tell the player about a set-aside history looked at again."""
    if merged.merged:
        return _text().games_put_back(merged.merged).format(str(merged.path))
    return translate("Recording", "A history set aside earlier could not be read; it is kept "
                                  "as {0}.").format(str(merged.path))


def problem_text(error: BaseException) -> str:
    """What to tell the player about a history that could not be read or
    written (GUI thread)."""
    if isinstance(error, HistoryDamaged):
        return set_aside_text(error.set_aside)
    if isinstance(error, HistoryError):
        return translate("Recording", "The game history cannot be used now: {0}.").format(
            fault_words(error.fault, str(error)))
    return translate("Recording", "A game could not be added to the history: {0}").format(error)


def storage_problem_text(problem: StorageProblem) -> str:
    """What to tell the player when a part of the storage cannot be written."""
    words = fault_words(problem.fault, problem.detail)
    # (The history is the one store of finished games: what it cannot take
    # waits in memory.)
    return translate("Recording", "Finished games cannot be written to disk now ({0}); they "
                                  "are kept in memory and written as soon as possible, but "
                                  "lost if the game is closed before.").format(words)
