"""The end-of-game drop-down's review line: "2 guesses, 1 avoidable · Review"
(a button, object name ``reviewLineButton``) under the game's figures; it
opens the replay window on the game just played, at its first guess.

The review runs on a worker thread once the game has ended; the line appears
when it is done (milliseconds on expert). Boards over :data:`MAX_CELLS` cells
get no line (their review would take minutes).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from minesweeper_qt.replay.recording import Recording
from minesweeper_qt.replay.review import Review
from minesweeper_qt.session.game_finished import GameFinished

from ..board.speech import speak
from ..replay.review_panel import ReviewRunner
from ..replay.review_text import menu_line
from .drop_menu import DropMenu

translate = QCoreApplication.translate

#: Larger boards get no review line.
MAX_CELLS = 100_000


class ReviewLine(QObject):
    """Adds the line to ``drop`` after each game ``session`` wins or loses
    (``finished(GameFinished)``) and hides it when another game starts
    (``gameChanged()``); the ending's recording is reviewed (``last()`` gives
    it when the ending carries none), ``watch`` opens a replay window on one."""

    def __init__(self, drop: DropMenu, session: QObject, last: Callable[[], Recording | None],
                 watch: Callable[[Recording, str], QWidget],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._drop, self._last, self._watch = drop, last, watch
        self.button = QPushButton(drop)
        self.button.setObjectName("reviewLineButton")
        self.button.setFlat(True)
        # A link: the line names the review and opens it.
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setStyleSheet("QPushButton#reviewLineButton { color: palette(link); "
                                  "text-decoration: underline; border: none; padding: 2px; }")
        self.button.hide()
        self.button.clicked.connect(self.open)
        layout = drop.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.indexOf(drop.statsLabel) + 1, self.button)
        self.review: Review | None = None
        self._recording: Recording | None = None
        self._runner: ReviewRunner | None = None
        session.finished.connect(self._on_finished)  # type: ignore[attr-defined]
        session.gameChanged.connect(self._clear)  # type: ignore[attr-defined]

    @property
    def pending(self) -> bool:
        """A review is running: the line (and the panel's final size) is still to come."""
        return self._runner is not None and self.review is None

    def stop(self) -> None:
        """Give up a review under way and wait for its thread (the window is
        closing: the review judges move by move and stops at the next one)."""
        runner = self._runner
        self._clear()
        if runner is not None:
            runner.wait()

    def _clear(self) -> None:
        if self._runner is not None:
            self._runner.cancel()
        self._runner = None
        self.review = self._recording = None
        self.button.hide()

    def _on_finished(self, ending: GameFinished) -> None:
        self._clear()
        if not ending.outcome.over or ending.rows * ending.cols > MAX_CELLS:
            return
        recording = ending.recording or self._last()
        if recording is None or not recording.moves:
            return
        self._recording = recording
        self._runner = ReviewRunner(self)
        self._runner.finished.connect(self._on_reviewed)
        self._runner.start(recording)

    def _on_reviewed(self, result: object) -> None:
        if self.sender() is not self._runner:
            return  # a review given up for a later game
        if not isinstance(result, Review):  # the review failed: no line
            self._runner = None
            return
        self.review = result
        self.retranslate()
        self.button.show()
        self._drop.refit()
        if self._drop.isOpen:  # read with the panel, which was read before it came
            speak(self._drop, self.button.text())

    def retranslate(self) -> None:
        if self.review is not None:
            self.button.setText(translate("GameEnd", "{0} \u00b7 Review").format(
                menu_line(self.review)))

    def open(self) -> QWidget | None:
        """The replay window on the game just played, at its first guess."""
        from ..replay.replay_view import ReplayView  # (loaded when first used)

        if self._recording is None:
            return None
        view = self._watch(self._recording, translate("Recording", "Last game"))
        if isinstance(view, ReplayView):
            panel = view.reviewPanel
            panel.runner.finished.connect(lambda _result: panel.nextMark())
        return view
