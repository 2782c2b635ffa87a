"""The end-of-game and pause menu that slides down over the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPropertyAnimation,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..board.spoken import Spoken
from ..figures_text import end_lines
from ..numbers import integer
from . import menu_accessible

if TYPE_CHECKING:  # a type only: the first painted window does without replays
    from minesweeper_qt.replay.statistics import CompetitiveStats

# Slide duration in milliseconds.
SLIDE_MS = 400


class DropMenu(QFrame):
    """A panel (object name ``dropMenu``) that slides down from the top edge of
    its parent to ``top`` with an ease-in-out ``pos`` animation, and back up when
    dismissed. It shows a result (won / lost: the game's figures as
    ``figures_text.end_lines`` writes them, a best-time rank with a name
    field) or "Paused", and buttons: Resume (paused only), New game, Restart
    this board, Change difficulty, Quit.

    It is an overlay child outside any layout; keyboard focus moves into it when
    it drops, and Esc dismisses it. Signals: ``resumeRequested``,
    ``newGameRequested``, ``restartRequested``, ``quitRequested``,
    ``nameChanged(str)`` (a best-time name, on Enter or when dismissed),
    ``closed`` once it is back up, and ``refitted`` when a line added after it
    was filled in changed its size (its place may have to change).
    """

    resumeRequested = Signal()
    newGameRequested = Signal()
    restartRequested = Signal()
    undoRequested = Signal()
    quitRequested = Signal()
    nameChanged = Signal(str)
    closed = Signal()
    watchReplayRequested = Signal()
    refitted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("dropMenu")
        self.setFrameShape(QFrame.Shape.Panel)
        self.setFrameShadow(QFrame.Shadow.Raised)
        self.setLineWidth(2)
        self.setAutoFillBackground(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.animated = True
        self.top = 0
        #: Its left edge in the parent when not centred (None: centred).
        self.left: int | None = None
        #: A widget the panel slides out from under (a board it rests below).
        self.under: QWidget | None = None
        #: Where the slide starts (y), when not right above ``top``: a panel
        #: resting at the board's bottom comes down from the board's top.
        self.slideFrom: int | None = None
        self._open = False
        self._paused = False
        self._spoken = Spoken(self)

        self.titleLabel = QLabel()
        self.titleLabel.setObjectName("dropTitle")
        font = QFont(self.titleLabel.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.titleLabel.setFont(font)
        self.titleLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.statsLabel = QLabel()
        self.statsLabel.setObjectName("dropStats")
        self.statsLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.recordLabel = QLabel()
        self.recordLabel.setObjectName("dropRecord")
        self.recordLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.nameEdit = QLineEdit()
        self.nameEdit.setObjectName("nameEdit")
        self.nameEdit.setMaxLength(40)
        self.nameEdit.returnPressed.connect(self._commit_name)
        self._name_row = QWidget()
        name_layout = QHBoxLayout(self._name_row)
        name_layout.setContentsMargins(0, 0, 0, 0)
        self._name_label = QLabel()
        self._name_label.setBuddy(self.nameEdit)
        name_layout.addWidget(self._name_label)
        name_layout.addWidget(self.nameEdit, 1)

        self.resumeButton = self._button("resumeButton", self.resumeRequested)
        self.newGameButton = self._button("newGameButton", self.newGameRequested)
        self.restartButton = self._button("restartButton", self.restartRequested)
        self.difficultyButton = QPushButton()
        self.difficultyButton.setObjectName("difficultyButton")
        menu_accessible.install()  # before the drop-down's accessible is made
        self.difficultyMenu = QMenu(self.difficultyButton)
        self.difficultyButton.setMenu(self.difficultyMenu)
        # Qt opens a button's menu with no entry selected: a screen reader then
        # says nothing. Its ticked entry (else its first) is selected once shown.
        self.difficultyMenu.aboutToShow.connect(
            lambda: QTimer.singleShot(0, self, self._select_current_difficulty))
        self.quitButton = self._button("quitButton", self.quitRequested)
        self.undoButton = self._button("undoButton", self.undoRequested)
        self.watchReplayButton = self._button("watchReplayButton", self.watchReplayRequested)
        self.watchReplayButton.hide()  # after a game only: not in the menu's first size

        buttons = QGridLayout()
        buttons.addWidget(self.resumeButton, 0, 0, 1, 2)
        buttons.addWidget(self.newGameButton, 1, 0)
        buttons.addWidget(self.restartButton, 1, 1)
        buttons.addWidget(self.difficultyButton, 2, 0)
        buttons.addWidget(self.quitButton, 2, 1)
        buttons.addWidget(self.undoButton, 3, 0, 1, 2)
        buttons.addWidget(self.watchReplayButton, 4, 0, 1, 2)

        column = QVBoxLayout(self)
        column.setContentsMargins(14, 10, 14, 12)
        column.addWidget(self.titleLabel)
        column.addWidget(self.statsLabel)
        column.addWidget(self.recordLabel)
        column.addWidget(self._name_row)
        column.addLayout(buttons)

        self._animation = QPropertyAnimation(self, b"pos", self)
        self._animation.setDuration(SLIDE_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._animation.finished.connect(self._on_animation_finished)
        self.retranslate()
        self.hide()

    def _select_current_difficulty(self) -> None:
        menu = self.difficultyMenu
        entries = [a for a in menu.actions()
                   if a.isVisible() and a.isEnabled() and not a.isSeparator()]
        if not menu.isVisible() or not entries or menu.activeAction() is not None:
            return
        menu.setActiveAction(next((a for a in entries if a.isChecked()), entries[0]))

    def _button(self, name: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setAutoDefault(True)
        button.clicked.connect(signal.emit)
        return button

    def retranslate(self) -> None:
        self.resumeButton.setText(self.tr("&Resume"))
        self.newGameButton.setText(self.tr("&New game"))
        self.restartButton.setText(self.tr("Res&tart this board"))
        self.restartButton.setToolTip(
            self.tr("Play the same mines again (not counted for best times)"))
        self.difficultyButton.setText(self.tr("&Change difficulty"))
        # Its menu, named as the button, says so when it opens.
        self.difficultyMenu.setTitle(self.difficultyButton.text())
        self.difficultyMenu.setAccessibleName(self.difficultyButton.text().replace("&", ""))
        self.quitButton.setText(self.tr("&Quit"))
        self.undoButton.setText(self.tr("&Undo the losing move"))
        self.undoButton.setToolTip(
            self.tr("Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)")
        )
        self.watchReplayButton.setText(self.tr("&Watch replay"))
        self._name_label.setText(self.tr("Your na&me:"))

    # --- content --------------------------------------------------------------------

    def showResult(self, won: bool, figures: CompetitiveStats, rank: int | None = None,
                   name: str | None = "", counted: bool = True, assisted: bool = False,
                   deaths: int = 0, resumed: bool = False, keyboard: bool = False,
                   practice: bool = False) -> None:
        """Fill in a finished game: its ``figures`` (the one set of them, see
        ``view/figures_text.py``), ``rank`` (1-10) when the time entered the
        best times, with ``name`` prefilled (None: the name field keeps its
        text); ``counted`` False for a restarted board (``practice``: the daily
        board played again once its result is kept); ``assisted`` when the
        player took help; ``deaths`` losses undone so far; ``resumed`` a game
        resumed from a save (a win says why it is no best time); ``keyboard`` a
        game played with keys (its clicks named by what they did). A loss
        offers Undo."""
        self._paused = False
        self.titleLabel.setText(self.tr("You won!") if won else self.tr("Boom!"))
        # Screen readers say the panel's name when the focus enters it.
        self.setAccessibleName(self._spoken.ended(won, figures.time_ms / 1000))
        self.statsLabel.setText("\n".join(end_lines(figures, deaths, keyboard)))
        self.statsLabel.show()
        if rank is not None:
            self.recordLabel.setText(
                self.tr("New best time! Rank {0} of 10")
                .format(integer(rank))
                .replace("10", integer(10))
            )
        elif assisted:
            self.recordLabel.setText(self.tr("Assisted: not counted for best times"))
        elif won and not counted and practice:
            self.recordLabel.setText(self.tr("Practice: not counted for best times"))
        elif won and not counted:
            self.recordLabel.setText(self.tr("Restarted board: not counted for best times"))
        elif won and resumed:
            # Why a fast time is not among the best: it could be studied while saved.
            self.recordLabel.setText(self.tr("Resumed from a save: not counted for best times"))
        self.recordLabel.setVisible(rank is not None or assisted or (won and not counted)
                                    or (won and resumed))
        self.undoButton.setVisible(not won)
        self._name_row.setVisible(rank is not None)
        if name is not None:
            self.prefillName(name)
        self.resumeButton.hide()
        self.watchReplayButton.show()
        self.adjustSize()

    def showPaused(self) -> None:
        """Fill in the pause menu (during play)."""
        self._paused = True
        self.titleLabel.setText(self.tr("Paused"))
        self.setAccessibleName(self._spoken.paused())
        self.statsLabel.hide()
        self.recordLabel.hide()
        self._name_row.hide()
        self.resumeButton.show()
        self.undoButton.hide()
        self.watchReplayButton.hide()
        self.adjustSize()

    def prefillName(self, name: str) -> None:
        """Put ``name`` in the best-time name field (unless it is there already).
        Done before the panel drops: a text change just before the field takes
        the focus makes Orca move to it silently (its caret event comes first)."""
        if self.nameEdit.text() != name:
            self.nameEdit.setText(name)

    @property
    def paused(self) -> bool:
        """Whether the menu shows the pause content."""
        return self._paused

    # --- sliding --------------------------------------------------------------------------

    @property
    def isOpen(self) -> bool:
        """Down (or going down); False once dismissed."""
        return self._open

    def restingPos(self) -> QPoint:
        """Where the panel rests when down: centred (or at ``left``), its top
        at ``top``."""
        parent = self.parentWidget()
        width = parent.width() if parent is not None else self.width()
        if self.left is not None:
            return QPoint(max(0, min(width - self.width(), self.left)), self.top)
        return QPoint(max(0, (width - self.width()) // 2), self.top)

    def hiddenPos(self) -> QPoint:
        y = self.top - self.height() if self.slideFrom is None else self.slideFrom
        return QPoint(self.restingPos().x(), y)

    def drop(self) -> None:
        """Slide down (at once when ``animated`` is False) and take the focus."""
        self.adjustSize()
        start = self.pos() if self.isVisible() else self.hiddenPos()
        self._open = True
        self.move(start)
        self.raise_()
        if self.under is not None:
            self.stackUnder(self.under)  # emerges from below the board's edge
        self.show()
        self._slide(start, self.restingPos())
        focus = self.nameEdit if self._name_row.isVisible() else (
            self.resumeButton if self._paused else self.newGameButton)
        focus.setFocus(Qt.FocusReason.PopupFocusReason)

    def lift(self) -> None:
        """Slide back up (at once when not ``animated``), then hide."""
        if not self._open:
            return
        self._commit_name()
        self._open = False
        self._slide(self.pos(), self.hiddenPos())

    def refit(self) -> None:
        """Fit the panel to its content again (a line added after it was
        filled in) and keep it centred, sliding or resting."""
        self.adjustSize()
        animation = self._animation
        if animation.state() == QPropertyAnimation.State.Running:
            start, end = ((self.hiddenPos(), self.restingPos()) if self._open
                          else (self.restingPos(), self.hiddenPos()))
            if animation.currentTime() == 0:  # not moved yet: from the new start
                animation.setStartValue(start)
            animation.setEndValue(end)
        else:
            self.reposition()
        self.refitted.emit()

    def retarget(self) -> None:
        """Its resting place changed (``top``): slide there, or move there."""
        animation = self._animation
        if self._open and animation.state() == QPropertyAnimation.State.Running:
            animation.setEndValue(self.restingPos())
        else:
            self.reposition()

    def reposition(self) -> None:
        """Follow a resize of the parent (no animation)."""
        if self._open and self._animation.state() != QPropertyAnimation.State.Running:
            self.move(self.restingPos())

    def _slide(self, start: QPoint, end: QPoint) -> None:
        self._animation.stop()
        if not self.animated:
            self.move(end)
            self._on_animation_finished()
            return
        self.move(start)
        self._animation.setStartValue(start)
        self._animation.setEndValue(end)
        self._animation.start()

    def _on_animation_finished(self) -> None:
        if not self._open:
            self.hide()
            self.closed.emit()

    def _commit_name(self) -> None:
        if self._name_row.isVisible():
            self.nameChanged.emit(self.nameEdit.text().strip())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self._paused:
                self.resumeRequested.emit()
            else:
                self.lift()
            event.accept()
            return
        super().keyPressEvent(event)
