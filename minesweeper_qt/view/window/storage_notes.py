"""Tells the player what the storage worker could not do, and when it could
again (notes below the board: nothing blocks play)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from minesweeper_qt.storage.history import SetAside
from minesweeper_qt.storage.storage import Merged, Storage, StorageProblem

from ..history.history_text import merged_text, set_aside_text, storage_problem_text


class StorageNotes(QObject):
    """Turns ``storage``'s problems, recoveries, set-aside and merged-back
    history files into sentences given to ``tell``. :attr:`told` keeps them
    (tests and logs read it)."""

    def __init__(self, storage: Storage, tell: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tell = tell
        self._failing: set[str] = set()
        self.told: list[str] = []
        storage.problem.connect(self._on_problem)
        storage.recovered.connect(self._on_recovered)
        storage.setAside.connect(self._on_set_aside)
        storage.merged.connect(self._on_merged)
        storage.reserveUsed.connect(lambda: self._say(QCoreApplication.translate(
            "Storage", "The disk is full: the finished game was saved in the space the game "
            "keeps in reserve. Free some space on the disk.")))

    def _say(self, text: str) -> None:
        self.told.append(text)
        self._tell(text)

    def _on_problem(self, problem: StorageProblem) -> None:
        self._failing.add(problem.part)
        self._say(storage_problem_text(problem))

    def _on_recovered(self, part: str) -> None:
        self._failing.discard(part)
        if not self._failing:
            self._say(QCoreApplication.translate(
                "Storage", "Everything is saved again."))

    def _on_set_aside(self, report: SetAside) -> None:
        self._say(set_aside_text(report))

    def _on_merged(self, merged: Merged) -> None:
        self._say(merged_text(merged))

